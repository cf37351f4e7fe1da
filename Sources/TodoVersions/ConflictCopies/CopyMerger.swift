import Glibc
import TodoMerge
import TodoCore
import TaskPaper
import FileAccess

/// Merges the copies sync tools leave beside the file (and the archive) into
/// it, under the folder lock, against their common ancestor from the
/// version logs (see `CopyBase`), then moves each copy into the state
/// folder's `merged/`. One line per copy says what happened. The file is
/// "ours" and the copy "theirs" on every machine, so two machines with the
/// same logs merging the same pair write the same bytes.
package enum CopyMerger {
    /// What one look did: a line per copy merged (or left waiting), a
    /// warning per copy that cannot be merged, and the todo file's change as
    /// one step for undo (nil: unchanged).
    package struct Merges {
        package var merged: [String] = []
        package var warnings: [String] = []
        package var change: Change?
        /// Copies still beside the file after this look.
        package var left = 0
        /// Seconds until a copy left waiting is looked at again.
        package var lookAgainIn: Int?
        /// Tasks the daily rules took out of a copy (or the file) on the
        /// way to one day with the others, for the archive.
        package var expired: [ArchivedTask] = []
        /// The best common ancestors each merge of the todo file was made against.
        package var bases: [[UInt64]] = []

        package init(
            merged: [String] = [], warnings: [String] = [], change: Change? = nil, left: Int = 0,
            lookAgainIn: Int? = nil, expired: [ArchivedTask] = []
        ) {
            self.merged = merged
            self.warnings = warnings
            self.change = change
            self.left = left
            self.lookAgainIn = lookAgainIn
            self.expired = expired
        }
    }

    /// The version logs of the file and of its archive (nil: none kept),
    /// the real time now, against which a copy's age is measured, and the
    /// day the versions are brought to before they merge.
    package struct Versions {
        var file: VersionKeeper?
        var archive: VersionKeeper?
        var now: Int64
        var today: Day

        package init(file: VersionKeeper?, archive: VersionKeeper?, now: Int64, today: Day) {
            self.file = file
            self.archive = archive
            self.now = now
            self.today = today
        }
    }

    private enum Result {
        case merged(line: String, summary: String, expired: [ArchivedTask], bases: [UInt64])
        case waiting(line: String, seconds: Int)
        case failed(String)
        /// Gone before it was read: another process merged it.
        case gone
    }

    /// Merges `copies` (found beside the file at `path`); the caller holds
    /// the folder lock.
    package static func mergeAll(_ copies: [ConflictCopy], into path: String, state: StateFolder, versions: Versions) -> Merges {
        guard !copies.isEmpty else { return Merges() }
        do {
            let file = AtomicWriter.resolvedTarget(path)
            let before = try FileReader.snapshot(file).document
            var merges = Merges()
            var summaries: [String] = []
            for copy in copies {
                switch merge(copy, into: file, state: state, versions: versions) {
                case .merged(let line, let summary, let expired, let bases):
                    merges.merged.append(line)
                    merges.expired += expired
                    if !copy.ofArchive {
                        summaries.append(summary)
                        merges.bases.append(bases)
                    }
                case .waiting(let line, let seconds):
                    merges.merged.append(line)
                    merges.left += 1
                    merges.lookAgainIn = min(merges.lookAgainIn ?? seconds, seconds)
                case .failed(let warning):
                    merges.warnings.append(warning)
                    merges.left += 1
                case .gone:
                    break
                }
            }
            let after = try FileReader.snapshot(file).document
            if after.bytes != before.bytes {
                let summary = summaries.count == 1 ? summaries[0] : "Merged \(summaries.count) sync-conflict copies"
                merges.change = .wholeFile(from: before, to: after, summary: summary)
            }
            return merges
        } catch {
            return Merges(warnings: ["warning: sync conflict copies were not merged: \(error)"], left: copies.count)
        }
    }

    private static func merge(_ copy: ConflictCopy, into file: String, state: StateFolder, versions: Versions) -> Result {
        let copyPath = copy.path(beside: file)
        let target = copy.ofArchive ? FileLocation.archivePath(for: file) : file
        let keeper = copy.ofArchive ? versions.archive : versions.file
        do {
            // A copy another process merged (and moved away) meanwhile is
            // not an empty file: there is nothing left to merge.
            let copied = try FileReader.snapshot(copyPath)
            guard copied.stamp != nil else { return .gone }
            let theirs = copied.document
            // A missing file a sync tool is putting in place is waited for:
            // merged into a new file, the copy would be lost to its rename.
            let placing = FileBeingPlaced.wait(for: target)
            let read = try FileReader.snapshot(target)
            if read.stamp == nil && placing == .stillBeingPlaced {
                return waiting(copy, "the sync tool is putting a version of the file in place", seconds: 1)
            }
            let ours = read.document
            let base: Document?
            let sides: CopyBase.Sides
            let times = CopyBase.Times(
                age: versions.now - changeTime(copyPath), copyMade: LogLag.modified(copyPath),
                fileMade: LogLag.modified(target))
            switch CopyBase.find(
                ours: ours.bytes, theirs: theirs.bytes, keeper: keeper, times: times, today: versions.today,
                winner: copy.tool == .syncthing ? copy.origin : nil)
            {
            case .wait(let seconds, let machines):
                return waiting(copy, CopyWait.why(machines), seconds: seconds)
            case .merge(let found, let known):
                (base, sides) = (found, known)
            }
            let result = TodoMerge.merge(
                base: base, ours: ours, theirs: theirs, today: versions.today, renames: sides.renames)
            // The time the merged file is given, said by its record (the
            // file keeps its own where the merge leaves it as it was).
            let written = result.bytes == ours.bytes ? times.fileMade : LocalClock.realNanoseconds()
            // On record before it is saved, and the copy moved away only
            // then: a crash between any two leaves the merge to be made
            // again against the same base, never a version no log has.
            keeper?.merged(
                result.bytes, ours: ours.bytes, theirs: theirs.bytes, near: (sides.nearOurs, sides.nearTheirs),
                alsoFrom: sides.alsoFrom,
                echoing: sides.echoed, overHead: sides.echoedOverHead,
                times: (times.fileMade, times.copyMade, written))
            // A sync tool may put another version in place meanwhile (it
            // takes no lock): then this copy waits for the next look.
            if result.bytes != ours.bytes,
                case .changed = try AtomicWriter.save(
                    result.bytes, to: target, display: target, replacing: read.stamp, modified: written)
            {
                return waiting(copy, "the file changed while it was merged", seconds: 1)
            }
            try state.keep(copyPath, name: copy.name, bytes: theirs.bytes)
            let described = copy.described(from: sides.otherMachine)
            let had = sides.hadTheirs ? theirs : ours
            var what =
                copy.ofArchive
                ? (result.bytes == had.bytes ? "nothing new" : "archive entries added")
                : CopySummary.describe(result.report, had: sides.hadTheirs ? .theirs : .ours, from: had)
            if !sides.waitedFor.isEmpty { what += "; " + CopyWait.gaveUp(sides.waitedFor, union: base == nil) }
            if base == nil { what += "; " + CopySummary.union }
            // Where the merge went against a side, named as this machine knows them.
            let there =
                (sides.otherMachine ?? (copy.tool == .dropbox ? copy.origin : nil)).map { "on \($0)" } ?? "on the other machine"
            let decided =
                sides.hadTheirs
                ? result.report.decisions(ours: there, theirs: "here") : result.report.decisions(ours: "here", theirs: there)
            if !decided.isEmpty { what += "; " + decided.joined(separator: "; ") }
            return .merged(
                line: "Merged \(described)\(copy.ofArchive ? " of the archive" : ""): \(what)", summary: "Merged \(described)",
                expired: result.expired, bases: sides.bases)
        } catch {
            switch error {
            case .binary, .notUTF8:
                return .failed("warning: \(copy.name) is not UTF-8 text; it was left where it is, merge it by hand")
            default:
                return .failed("warning: \(copy.name) was not merged: \(error)")
            }
        }
    }

    private static func waiting(_ copy: ConflictCopy, _ why: String, seconds: Int) -> Result {
        .waiting(
            line: "Waiting to merge \(copy.described(from: nil))\(copy.ofArchive ? " of the archive" : ""): \(why)",
            seconds: seconds)
    }

    /// When the copy appeared here: its inode's change time (a rename or a
    /// sync tool's new file sets it; the modification time a sync tool
    /// copies from the other machine does not say it).
    private static func changeTime(_ path: String) -> Int64 {
        var st = stat()
        guard stat(path, &st) == 0 else { return 0 }
        return Int64(st.st_ctim.tv_sec)
    }
}
