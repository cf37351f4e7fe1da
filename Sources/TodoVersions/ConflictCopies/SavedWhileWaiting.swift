/// The file's version, when this machine's txtodo saved it (a save, or
/// several one on the other) on a version the file came to hold while a
/// conflict copy of this machine's version waited beside it: the sync tool
/// moved this machine's version to the copy and put another machine's in
/// the file's place. That one is recorded with no parent then (where it
/// came from is the merge's to find), or, by a txtodo before this one, not
/// at all. The merge places it, not the saves on it, which rest on nothing
/// else on record.
struct SavedWhileWaiting {
    /// The saves, from the file's version back (empty: it was not saved so).
    private(set) var saves: Set<UInt64> = []
    /// The version they were saved on, when it is on record: its hash and
    /// the file's time it was read with (nanoseconds).
    private(set) var put: (hash: UInt64, made: Int64?)?

    /// Whether the file's version rests on such a version.
    var resting: Bool { !saves.isEmpty }

    /// `version`: the file's; `copy`: the copy's.
    init(_ version: UInt64, copy: UInt64, in graph: VersionGraph, log path: String) {
        guard let records = graph.sources.first(where: { $0.path == path })?.log.records else { return }
        var (hash, chain) = (version, Set<UInt64>())
        for i in records.indices.reversed() where records[i].hash == hash {
            let record = records[i]
            if record.kind == .saved, record.parents.count == 1, chain.insert(hash).inserted {
                hash = record.parents[0]
                if graph.isKnown(hash) { continue }
                saves = chain
                return
            }
            // A version only this log has, with no parent, recorded after
            // the one the copy holds (what this machine held).
            guard !chain.isEmpty, record.kind == .seen, record.parents.isEmpty, record.from == .here, i > 0,
                records[i - 1].hash == copy,
                graph.sources.allSatisfy({ $0.path == path || !$0.log.records.contains { $0.hash == hash } })
            else { return }
            saves = chain
            put = (hash, record.written.map { $0 * 1_000 })
            return
        }
    }
}

extension SavedWhileWaiting {
    /// Whether a log ended with `version`, written at `made` (nanoseconds:
    /// this very write), before its machine's file was given another
    /// version while a copy of this one waited, and saved on that: after
    /// its last record of `version`, one version seen, then only saves, one
    /// on the other.
    static func ended(with version: UInt64, made: Int64, in graph: VersionGraph) -> Bool {
        graph.sources.contains { source in
            let records = source.log.records
            guard let i = records.lastIndex(where: { $0.hash == version }), i + 2 < records.count,
                let written = records[i].written, WriteTime.matches(written, file: made), records[i + 1].kind == .seen
            else { return false }
            return records[(i + 2)...].indices.allSatisfy { k in
                records[k].kind == .saved && records[k].parents == [records[k - 1].hash]
            }
        }
    }
}
