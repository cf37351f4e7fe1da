import ArgumentParser
import TodoMerge
import TodoStore
import TodoSync
import TodoCore
import TaskPaper
import Printable
import FileAccess
import TodoConfig

extension TxTodo {
    /// git's merge-driver contract (`%O %A %B`): the merged file replaces
    /// OURS; status 0 when clean, 1 when both versions of a change to the
    /// user's own text were kept, 2 when an input cannot be read (OURS untouched).
    struct Merge: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "merge",
            abstract: "Merge two versions of a todo (or archive) file into OURS; a git merge driver.",
            discussion: """
                In .gitattributes: todo.taskpaper merge=txtodo
                In git config:     merge.txtodo.driver "txtodo merge %O %A %B %P"
                An empty BASE means the common history is unknown: the versions are united.
                The three versions are first brought to today with the daily rules, so what \
                both machines' rules did at midnight is neither side's change.
                """)

        @Argument(help: "The common ancestor (git's %O).") var base: String
        @Argument(help: "Our version, replaced by the merged file (git's %A).") var ours: String
        @Argument(help: "Their version (git's %B).") var theirs: String
        @Argument(help: "The file's path in the work tree (git's %P): renames txtodo made to it and not yet committed.")
        var path: String?

        func run() throws {
            let inputs: [Document]
            let today: Day
            do {
                let environment = Console.environment()
                let config = try Config.load(environment: environment)
                today = try LocalClock.system(rolloverMinutes: config.rolloverMinutes, environment: environment).today()
            } catch {
                Console.err("txtodo: \(error)")
                throw ExitCode(2)
            }
            do {
                inputs = try [base, ours, theirs].map(MergeFiles.load)
            } catch {
                Console.err("txtodo: \(error.message)")
                throw ExitCode(2)
            }
            // What txtodo renamed on each side, as the commits say it (see `DriverRenames`).
            let renames = DriverRenames.known(environment: Console.environment(), mergedPath: path)
            let result = TodoMerge.merge(
                base: inputs[0].bytes.isEmpty ? nil : inputs[0], ours: inputs[1], theirs: inputs[2], today: today,
                renames: renames)
            do {
                try MergeFiles.replace(ours, with: result.bytes)
            } catch {
                Console.err("txtodo: \(error.message)")
                throw ExitCode(2)
            }
            // `txtodo sync` names the branch it merges, and reads these lines back;
            // a tag changed differently on both sides (a task scheduled for two
            // days in Later) went against one side too, and is said with them.
            let dropped = result.report.tagConflictLines
            let decided =
                if let there = Console.environment()[GitMergeNames.theirs] {
                    (result.report.decisions(ours: "here", theirs: "on \(there)") + dropped).map { GitMergeNames.decided + $0 }
                } else {
                    result.report.decisions(ours: "in ours", theirs: "in theirs")
                }
            for line in result.report.summary + decided { Console.out("txtodo merge: " + PrintableText.sanitized(line)) }
            if !result.report.isClean { throw ExitCode(1) }
        }
    }
}

/// A file problem of `txtodo merge`, in one line.
struct MergeFileError: Error {
    var message: String
}

/// The merge driver's files (git hands them over; they live outside the
/// todo store), read and replaced by the store's one reader and one atomic
/// writer, with the driver's own wording: OURS is never half written.
enum MergeFiles {
    static func load(_ path: String) throws(MergeFileError) -> Document {
        do {
            return try FileReader.text(path)
        } catch {
            let shown = PrintableText.sanitized(path)
            switch error {
            case .binary, .notUTF8: throw MergeFileError(message: "\(shown) is not UTF-8 text; OURS was left untouched")
            case .unreadable(_, let reason):
                throw MergeFileError(message: "cannot read \(shown): \(reason); OURS was left untouched")
            default: throw MergeFileError(message: "cannot read \(shown): \(error)")
            }
        }
    }

    /// Replaces OURS (a symbolic link's target) with the merged bytes, its
    /// permissions kept.
    static func replace(_ path: String, with bytes: [UInt8]) throws(MergeFileError) {
        do {
            try AtomicWriter.save(bytes, to: path, display: path)
        } catch {
            let shown = PrintableText.sanitized(path)
            switch error {
            case .writeFailed(_, let reason):
                throw MergeFileError(message: "cannot save \(shown): \(reason); OURS was left untouched")
            case .readOnly: throw MergeFileError(message: "cannot save \(shown): it is read-only; OURS was left untouched")
            default: throw MergeFileError(message: "cannot save \(shown): \(error)")
            }
        }
    }
}
