import FileAccess
import Glibc

/// Which other machines' logs here may not yet record a version made at a
/// given time: a sync tool carries files in any order, so a copy (or the
/// version it put in the file's place) can arrive before the record of it.
/// A log is behind when it was last written before that version was made
/// (by the modification times sync tools carry with files), but not so long
/// before that its machine looks idle; and, whatever the version, when its
/// last bytes are a record cut short (the rest is on its way: see `cut`).
/// A log written since the version was made that still lacks it is not
/// waited for: the version was then made by hand, and only the nearest
/// logged version can place it.
enum LogLag {
    /// How long a copy may wait for a log that is behind, and how far back
    /// a log written last counts as its machine's current one.
    static let longestWait: Int64 = 6 * 3_600

    /// How long a copy waits, when no other machine keeps a log here yet,
    /// for the first log of the machine that put its version in place.
    static let firstMeeting: Int64 = 60

    /// The names of the machines other than `machine` whose logs in the
    /// graph may be behind a version written at `made` (nanoseconds since
    /// 1970 by the file's modification time); `copy`: when the one made is
    /// the file's, the copy's version and whether it is this machine's.
    static func behind(
        _ graph: VersionGraph, than machine: String, made: Int64, holding copy: (hash: UInt64, mine: Bool)?
    ) -> [String] {
        var names: [String] = []
        // For the version in the file's place, a machine whose log ends with
        // the copy's version holds that one: it did not make this one, unless
        // the copy is this machine's version (another machine's is in the
        // file's place) and every other machine's log ends so: one of them
        // changed its file since, by hand.
        let others = graph.sources.filter { $0.log.machine != machine }
        let holdAll = copy?.mine == true && others.allSatisfy { $0.log.records.last?.hash == copy?.hash }
        for source in others where holdAll || source.log.records.last?.hash != copy?.hash {
            let written = modified(source.path)
            guard written > 0 else { continue }
            let older = written <= made && made - written < longestWait * 1_000_000_000
            let name = shown(source)
            if older && !names.contains(name) { names.append(name) }
        }
        return names.sorted()
    }

    /// The names of the machines other than `machine` whose logs here end
    /// in a record cut short: a record is on its way, and what the machine
    /// holds now is not known, whatever its last whole record says.
    static func cut(_ graph: VersionGraph, than machine: String) -> [String] {
        graph.sources.compactMap { source in
            guard source.log.machine != machine else { return nil }
            var st = stat()
            guard stat(source.path, &st) == 0, Int(st.st_size) > source.log.validEnd else { return nil }
            return shown(source)
        }
    }

    /// The names of the machines other than `machine` that may have made a
    /// version a recent record here names as a parent while no log here
    /// records it: every machine but this one and those naming it (they
    /// had it from another's log, which has not come here yet).
    static func unrecorded(_ graph: VersionGraph, than machine: String) -> [String] {
        let namers = graph.namingUnrecordedParents()
        guard !namers.isEmpty else { return [] }
        return graph.sources.indices.compactMap { s in
            let source = graph.sources[s]
            guard source.log.machine != machine, !namers.contains(s) else { return nil }
            return shown(source)
        }
    }

    /// A log's machine as a waiting line names it: by its name, else its id.
    private static func shown(_ source: VersionGraph.Source) -> String {
        source.log.name.isEmpty ? source.log.machine : source.log.name
    }

    /// The modification time of the file at `path`, in nanoseconds (0 when
    /// it cannot be read).
    static func modified(_ path: String) -> Int64 {
        var st = stat()
        guard stat(path, &st) == 0 else { return 0 }
        return Int64(st.st_mtim.tv_sec) * 1_000_000_000 + Int64(st.st_mtim.tv_nsec)
    }
}
