import Glibc
import ArgumentParser
import TerminalUI
import TodoMerge
import TodoStore
import TodoCore
import TaskPaper
import Printable

extension TxTodo {
    /// git's merge-driver contract (`%O %A %B`): the merged file replaces
    /// OURS; status 0 when clean, 1 when both versions of a change to the
    /// user's own text were kept, 2 when an input cannot be read (OURS untouched).
    struct Merge: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Merge two versions of a todo (or archive) file into OURS; a git merge driver.",
            discussion: """
                In .gitattributes: todo.taskpaper merge=txtodo
                In git config:     merge.txtodo.driver "txtodo merge %O %A %B"
                An empty BASE means the common history is unknown: the versions are united.
                The daily rules are not applied here; the next txtodo command applies them.
                """)

        @Argument(help: "The common ancestor (git's %O).") var base: String
        @Argument(help: "Our version, replaced by the merged file (git's %A).") var ours: String
        @Argument(help: "Their version (git's %B).") var theirs: String

        func run() throws {
            let inputs: [Document]
            do {
                inputs = try [base, ours, theirs].map(MergeFiles.load)
            } catch {
                Console.err("txtodo: \(error.message)")
                throw ExitCode(2)
            }
            let result = TodoMerge.merge(
                base: inputs[0].bytes.isEmpty ? nil : inputs[0], ours: inputs[1], theirs: inputs[2])
            do {
                try MergeFiles.replace(ours, with: result.bytes)
            } catch {
                Console.err("txtodo: \(error.message)")
                throw ExitCode(2)
            }
            for line in result.report.summary { Console.out("txtodo merge: " + PrintableText.sanitized(line)) }
            if !result.report.isClean { throw ExitCode(1) }
        }
    }
}

/// A file problem of `txtodo merge`, in one line.
struct MergeFileError: Error {
    var message: String
}

/// The merge driver's own reading and atomic replacing of files (the
/// files git hands over live outside the todo store).
enum MergeFiles {
    static func load(_ path: String) throws(MergeFileError) -> Document {
        let shown = PrintableText.sanitized(path)
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw MergeFileError(message: "cannot read \(shown): \(reason()); OURS was left untouched") }
        defer { close(fd) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress!, $0.count) }
            if n < 0 && errno == EINTR { continue }
            if n < 0 { throw MergeFileError(message: "cannot read \(shown): \(reason()); OURS was left untouched") }
            if n == 0 { break }
            bytes += chunk[0..<n]
        }
        let doc = Document(bytes: bytes)
        if bytes.contains(0) || doc.firstInvalidUTF8Offset != nil {
            throw MergeFileError(message: "\(shown) is not UTF-8 text; OURS was left untouched")
        }
        return doc
    }

    /// Writes a temporary file beside `path` (same permissions), syncs it,
    /// and renames it over `path` (over a symbolic link's target).
    static func replace(_ path: String, with bytes: [UInt8]) throws(MergeFileError) {
        let target = FileLocation.realPath(path) ?? path
        let slash = target.lastIndex(of: "/")
        let folder = slash.map { String(target[..<$0]) } ?? "."
        let name = slash.map { String(target[target.index(after: $0)...]) } ?? target
        var template = Array("\(folder)/.\(name).merge-XXXXXX".utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        let fail = { (what: String) in
            MergeFileError(message: "cannot save \(PrintableText.sanitized(path)): \(what); OURS was left untouched")
        }
        guard fd >= 0 else { throw fail(reason()) }
        let temp = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        var st = stat()
        if stat(target, &st) == 0 { fchmod(fd, st.st_mode & 0o7777) }
        var written = 0
        while written < bytes.count {
            let n = bytes.withUnsafeBytes { write(fd, $0.baseAddress! + written, bytes.count - written) }
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { break }
            written += n
        }
        let why = reason()
        guard written == bytes.count, fsync(fd) == 0, close(fd) == 0 else {
            unlink(temp)
            throw fail(why)
        }
        guard rename(temp, target) == 0 else {
            let why = reason()
            unlink(temp)
            throw fail(why)
        }
    }

    private static func reason() -> String { String(cString: strerror(errno)) }
}
