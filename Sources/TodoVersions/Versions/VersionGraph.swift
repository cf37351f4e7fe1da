import FileAccess
import Glibc

/// The history of one file as every machine's log tells it. Its nodes are
/// records, not bare hashes: bytes can come back (an undo, or a change that
/// ends where an older version was), and a graph of hashes would then loop
/// and mix up which came first. Records of one version with the same
/// parents in different logs are one node (two machines that saw the same
/// version arrive the same way, or made the same merge). A record's parent
/// is the latest earlier record of that hash in the same log, else the
/// first one in each other log (the oldest it can be, so nothing loops).
struct VersionGraph: Sendable {
    /// A log read from the versions folder.
    struct Source: Sendable {
        var path: String
        var log: VersionLog
    }

    /// Where a record is: which source, which of its records.
    struct Place: Sendable {
        var source: Int
        var index: Int
    }

    /// A version as one or more logs record it, and the nodes it came from.
    struct Node: Sendable {
        var hash: UInt64
        var places: [Place]
        var parents: [Int] = []
    }

    var sources: [Source]
    private(set) var nodes: [Node] = []
    /// The nodes of each version.
    private(set) var byHash: [UInt64: [Int]] = [:]
    /// Each source's records' nodes.
    private var recordNodes: [[Int]] = []
    /// Each source's first and last record of each version.
    private var firstRecord: [[UInt64: Int]] = []
    private var lastRecord: [[UInt64: Int]] = []

    init(sources: [Source]) {
        self.sources = sources
        var shared: [NodeKey: Int] = [:]
        for (s, source) in sources.enumerated() {
            var ids: [Int] = []
            var first: [UInt64: Int] = [:], last: [UInt64: Int] = [:]
            for (i, record) in source.log.records.enumerated() {
                if first[record.hash] == nil { first[record.hash] = i }
                last[record.hash] = i
                let key = NodeKey(hash: record.hash, parents: record.parents.sorted())
                if let id = shared[key], !nodes[id].places.contains(where: { $0.source == s }) {
                    nodes[id].places.append(Place(source: s, index: i))
                    ids.append(id)
                    continue
                }
                shared[key] = nodes.count
                byHash[record.hash, default: []].append(nodes.count)
                ids.append(nodes.count)
                nodes.append(Node(hash: record.hash, places: [Place(source: s, index: i)]))
            }
            recordNodes.append(ids)
            firstRecord.append(first)
            lastRecord.append(last)
        }
        for (s, source) in sources.enumerated() {
            var latest: [UInt64: Int] = [:]
            for (i, record) in source.log.records.enumerated() {
                let id = recordNodes[s][i]
                // A parent of the record's own hash (a merge whose bytes
                // equal one side) is that version's earlier record.
                for parent in record.parents {
                    for p in latest[parent].map({ [$0] }) ?? firstInOtherLogs(parent, than: s)
                    where p != id && !nodes[id].parents.contains(p) {
                        nodes[id].parents.append(p)
                    }
                }
                latest[record.hash] = id
            }
        }
    }

    private struct NodeKey: Hashable {
        var hash: UInt64
        var parents: [UInt64]
    }

    /// The node of the first record of `hash` in each log but `source`.
    private func firstInOtherLogs(_ hash: UInt64, than source: Int) -> [Int] {
        var out: [Int] = []
        for s in sources.indices where s != source {
            if let i = firstRecord[s][hash], !out.contains(recordNodes[s][i]) { out.append(recordNodes[s][i]) }
        }
        return out
    }

    /// The parents to record for another machine's version seen here, as
    /// that machine has it: those of a record of it that ends a log other
    /// than `here` (that machine holds it now), else of its latest record in
    /// another log (by time, then by log); nil when only the log at `here`
    /// has it (the bytes came back here) or no log does.
    func echo(of hash: UInt64, here: String) -> [UInt64]? {
        var best: (rank: (Int, Int64, String), parents: [UInt64])?
        for (s, source) in sources.enumerated() where source.path != here {
            guard let i = lastRecord[s][hash] else { continue }
            let record = source.log.records[i]
            let rank = (i == source.log.records.count - 1 ? 1 : 0, record.time, source.path)
            if best.map({ rank > $0.rank }) ?? true { best = (rank, record.parents) }
        }
        return best?.parents
    }

    /// Whether some log has a record of this version.
    func isKnown(_ hash: UInt64) -> Bool { byHash[hash] != nil }

    /// Every record of the version.
    private func places(of hash: UInt64) -> [Place] { (byHash[hash] ?? []).flatMap { nodes[$0].places } }

    /// The version's bytes, from the first log that gives them back whole.
    func content(of hash: UInt64) -> [UInt8]? {
        for place in places(of: hash) {
            let source = sources[place.source]
            let fd = open(source.path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
            guard fd >= 0 else { continue }
            defer { close(fd) }
            if let bytes = source.log.content(at: place.index, fd: fd) { return bytes }
        }
        return nil
    }

    /// The machine that made the version (saved or merged it), else the
    /// one that saw it first: its id and name; nil when no log has it.
    func maker(of hash: UInt64) -> (machine: String, name: String)? {
        let all = places(of: hash)
        func record(_ place: Place) -> VersionRecord { sources[place.source].log.records[place.index] }
        let made = all.filter { record($0).kind != .seen }
        let pick = (made.isEmpty ? all : made).min {
            (record($0).time, sources[$0.source].path) < (record($1).time, sources[$1.source].path)
        }
        return pick.map { place in
            let log = sources[place.source].log
            return (log.machine, log.name.isEmpty ? log.machine : log.name)
        }
    }

    /// The nodes a version comes from, its own included: from its latest
    /// record in each log that has it.
    func ancestors(of hash: UInt64) -> Set<Int> {
        var tips: Set<Int> = []
        for s in sources.indices {
            if let i = lastRecord[s][hash] { tips.insert(recordNodes[s][i]) }
        }
        var seen = tips
        var stack = Array(tips)
        while let next = stack.popLast() {
            for parent in nodes[next].parents where seen.insert(parent).inserted { stack.append(parent) }
        }
        return seen
    }

    /// The best common ancestor of two versions, as `git merge-base` finds
    /// one: a common ancestor that is not an older ancestor of another one.
    /// Where several are best (crosswise merges), the smallest hash (the
    /// merge of conflict copies merges them all: see `VirtualBase`). Nil
    /// when the two have no common ancestor on record.
    func mergeBase(_ a: UInt64, _ b: UInt64) -> UInt64? { mergeBases(a, b).first }

    /// Every best common ancestor of two versions, by hash, so every machine
    /// with the same logs takes them in the same order.
    func mergeBases(_ a: UInt64, _ b: UInt64) -> [UInt64] {
        let common = ancestors(of: a).intersection(ancestors(of: b))
        // Every ancestor of a common ancestor is one too: those reached
        // from one in a step or more are older than it.
        var older: Set<Int> = []
        var stack = common.flatMap { nodes[$0].parents }
        while let next = stack.popLast() {
            if older.insert(next).inserted { stack += nodes[next].parents }
        }
        let best = common.subtracting(older)
        return Array(Set((best.isEmpty ? common : best).map { nodes[$0].hash })).sorted()
    }
}
