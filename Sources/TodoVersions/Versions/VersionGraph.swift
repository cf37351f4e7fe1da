import FileAccess

/// The history of one file as every machine's log tells it. Its nodes are
/// records, not bare hashes: bytes can come back (an undo, or a change that
/// ends where an older version was), and a graph of hashes would then loop
/// and mix up which came first. Records of one version made from the same
/// points are one node (two machines that saw the same version arrive the
/// same way, or made the same merge: see `PointJoin`). A record's parent
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

    /// Gives back a version's bytes from one record of a source (nil: they
    /// cannot be read whole). The graph reads no file itself: the versions
    /// folder gives it a reader of the logs' files, a test one of records
    /// held in memory.
    typealias Reader = @Sendable (_ source: Source, _ index: Int) -> [UInt8]?

    var sources: [Source]
    let read: Reader
    private(set) var nodes: [Node] = []
    /// The nodes of each version.
    private(set) var byHash: [UInt64: [Int]] = [:]
    /// Each source's records' nodes.
    private var recordNodes: [[Int]] = []
    /// Each source's last record of each version.
    private var lastRecord: [[UInt64: Int]] = []

    init(sources: [Source], read: @escaping Reader = { _, _ in nil }) {
        self.sources = sources
        self.read = read
        let points = PointJoin(sources.map(\.log.records), machines: sources.map(\.log.machine))
        for (s, source) in sources.enumerated() {
            var ids: [Int] = []
            var last: [UInt64: Int] = [:]
            for (i, record) in source.log.records.enumerated() {
                last[record.hash] = i
                let id = points.point[s][i]
                if id == nodes.count {
                    byHash[record.hash, default: []].append(id)
                    nodes.append(Node(hash: record.hash, places: []))
                }
                nodes[id].places.append(Place(source: s, index: i))
                ids.append(id)
            }
            recordNodes.append(ids)
            lastRecord.append(last)
        }
        // A point's parents are read where it was made (saved or merged);
        // only a point no log made (an edit by hand, a version whose maker's
        // log has not come) takes them from where it was seen. So a version
        // seen before its maker's log arrived joins the maker's record, and
        // a parent that came back in the seeing log adds no older point.
        let made = nodes.map { node in node.places.contains { sources[$0.source].log.records[$0.index].kind != .seen } }
        // A parent of the record's own hash (a merge whose bytes equal one
        // side) is that version's earlier record (see `PointJoin`).
        for (s, source) in sources.enumerated() {
            for (i, record) in source.log.records.enumerated() {
                let id = recordNodes[s][i]
                guard nodes[id].places.first(where: { $0.source == s })?.index == i, record.kind != .seen || !made[id]
                else { continue }
                for p in points.parents(ofRecord: i, in: s) where p != id && !nodes[id].parents.contains(p) {
                    nodes[id].parents.append(p)
                }
            }
        }
        joinAbsorbingMerges()
    }

    /// A merge whose bytes equal one of its sides (the other side's changes
    /// were all in them already) is what a machine holding those bytes
    /// holds, though that machine records nothing when the merge reaches it
    /// (the bytes are its own): a version made on that side's point comes
    /// from the merge too. Without it, a version made there would not come
    /// from what the merge took in (a task deleted on the other side reads
    /// as never seen by it, and comes back). Not where the merge comes from
    /// that version (no loop), nor for a version first recorded before the
    /// merge was (by the file times the records say, else the logs'
    /// clocks): it was made before the merge existed, and what the merge
    /// took in did not reach it.
    private mutating func joinAbsorbingMerges() {
        var absorbing: [Int: [Int]] = [:]
        for (m, node) in nodes.enumerated()
        where node.places.contains(where: { sources[$0.source].log.records[$0.index].kind == .merged }) {
            for p in node.parents where nodes[p].hash == node.hash { absorbing[p, default: []].append(m) }
        }
        guard !absorbing.isEmpty else { return }
        // When each point was first recorded: by the file's time its
        // records say (microseconds), else by their clock (seconds).
        let first: [Int64] = nodes.map { node in
            node.places.map { place in
                let record = sources[place.source].log.records[place.index]
                return record.written ?? record.time * 1_000_000
            }.min() ?? 0
        }
        for r in nodes.indices {
            for p in nodes[r].parents {
                for m in absorbing[p] ?? [] where m != r && !nodes[r].parents.contains(m) && first[r] >= first[m] {
                    guard !ancestors(of: [m]).contains(r) else { continue }
                    nodes[r].parents.append(m)
                }
            }
        }
    }

    /// The parents to record for another machine's version seen here, as
    /// that machine has it: those of a record of it that ends a log other
    /// than `here` (that machine holds it now: the sync tool brought it; of
    /// two, the one whose point comes after the other's, else the parents of
    /// both). Nil when no other log ends with it: the bytes came back (an
    /// edit by hand here that gave back an older version, or an undo), and
    /// the version comes from what the file held here. `sinceHead`: the
    /// file here came to hold it after this log's last record, so a record
    /// that last one comes from is no machine's new version (a log that
    /// has not caught up still ends with it): the bytes came back here; so
    /// does a holder whose history lacks that last record's version.
    func echo(of hash: UInt64, here: String, sinceHead: Bool = false) -> (parents: [UInt64], from: SeenFrom)? {
        var holders: [(node: Int, rank: (Int64, String), parents: [UInt64], machine: String)] = []
        let mine = sources.indices.first { sources[$0].path == here }
        let head = sinceHead ? mine.flatMap { lastNode(of: $0) } : nil
        let passed = head.map { ancestors(of: [$0]) } ?? []
        for (s, source) in sources.enumerated() where source.path != here {
            guard let i = lastRecord[s][hash], i == source.log.records.count - 1, !passed.contains(recordNodes[s][i])
            else { continue }
            // A sync tool replaces a file only with a version made from the
            // one it held (else it keeps a conflict copy): a holder whose
            // history lacks this machine's last version did not send these
            // bytes; an edit here (or one carried unlogged) gave them back.
            if let head, !ancestors(of: [recordNodes[s][i]]).contains(where: { nodes[$0].hash == nodes[head].hash }) {
                continue
            }
            let record = source.log.records[i]
            holders.append((recordNodes[s][i], (record.time, source.path), record.parents, source.log.machine))
        }
        // Of two machines that hold it, the one whose point comes after the
        // other's (bytes that came back there) has the newer history.
        let older = holders.count < 2 ? [] : ancestors(of: Set(holders.flatMap { nodes[$0.node].parents }))
        let newest = holders.filter { !older.contains($0.node) }.sorted { $0.rank < $1.rank }
        if newest.count == 1 || Set(newest.map(\.node)).count == 1, let holder = newest.first {
            return (holder.parents, .record(machine: holder.machine, time: holder.rank.0))
        }
        guard newest.count > 1 else { return nil }
        // Two points neither of which comes from the other: the version
        // comes from both histories, so nothing either made is lost.
        var parents: [UInt64] = []
        for holder in newest { for p in holder.parents where !parents.contains(p) { parents.append(p) } }
        return (parents, .here)
    }

    /// Whether some log has a record of this version.
    func isKnown(_ hash: UInt64) -> Bool { byHash[hash] != nil }
    /// The points of a version: one per history it was made in.
    func nodes(of hash: UInt64) -> [Int] { byHash[hash] ?? [] }

    /// How many of each log's last records are looked at for parents no
    /// log has (an older record may name a version its log pruned).
    static let recentRecords = 12

    /// The sources whose recent records name as a parent a version no log
    /// here records: another machine's record of it is on its way.
    func namingUnrecordedParents() -> Set<Int> {
        var namers: Set<Int> = []
        for (s, source) in sources.enumerated() {
            for record in source.log.records.suffix(Self.recentRecords)
            where record.parents.contains(where: { byHash[$0] == nil }) {
                namers.insert(s)
            }
        }
        return namers
    }

    /// Whether the version ends some log: a machine holds it now. A version
    /// known only from records some log went on from may be bytes that came
    /// back on a machine whose log has not arrived yet.
    func endsALog(_ hash: UInt64) -> Bool { sources.contains { $0.log.records.last?.hash == hash } }

    /// Whether the version ends some log as the file written at `made`
    /// (nanoseconds since 1970) holds it: some record of it, in any log,
    /// was written or read with that time, or some record does not say
    /// its time. Else the bytes were written again apart from every
    /// record of them (a task added and then deleted in an editor gives
    /// back the version before it), and a machine whose log ends with
    /// them holds the older write, not this one.
    func endsALog(_ hash: UInt64, writtenAt made: Int64) -> Bool { endsALog(hash) && isWrite(of: hash, at: made) }

    /// Whether some record of the version was written or read with the
    /// file's time `made` (nanoseconds since 1970), or does not say its
    /// time: whether a file of those bytes with that time is a write some
    /// log knows (`inLogs`: one of these sources, when given).
    func isWrite(of hash: UInt64, at made: Int64, inLogs logs: Set<Int>? = nil) -> Bool {
        let records = places(of: hash).filter { logs?.contains($0.source) ?? true }.map {
            sources[$0.source].log.records[$0.index]
        }
        return records.contains { record in record.written.map { WriteTime.matches($0, file: made) } ?? true }
    }

    /// The node of the last record of the log `source` (nil: it has none).
    func lastNode(of source: Int) -> Int? { recordNodes[source].last }

    /// The node of the last record of the log `source` from before its
    /// machine's file held a version written at `written` (microseconds, as
    /// records keep it; a record that does not say its time is an older
    /// one). A version this machine wrote itself counts when written by
    /// then; a seen one, written by then elsewhere, unless it was read for a
    /// save or a merge here made after then (the file may have come to hold
    /// it after that time: a sync tool's conflict keeps the other version's
    /// time). Nil: it has none.
    func lastNode(of source: Int, before written: Int64) -> Int? {
        var (end, lastOwn): (Int?, Int?) = (nil, nil)
        for (i, record) in sources[source].log.records.enumerated() {
            let after = (record.written ?? .min) > written
            if record.kind == .seen {
                if after { break }
                end = i
            } else if after {
                end = lastOwn
                break
            } else {
                (end, lastOwn) = (i, i)
            }
        }
        return end.map { recordNodes[source][$0] }
    }

    /// Every record of the version.
    private func places(of hash: UInt64) -> [Place] { (byHash[hash] ?? []).flatMap { nodes[$0].places } }

    /// The version's bytes, from the first log that gives them back whole.
    func content(of hash: UInt64) -> [UInt8]? {
        for place in places(of: hash) {
            if let bytes = read(sources[place.source], place.index) { return bytes }
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

    /// The points a version is at: where a machine holds it. The records of
    /// it that end a log (the machines that hold it now, this one among
    /// them when its file held it when it last read or wrote it: bytes two
    /// machines came to on their own come from both histories), but not one
    /// that another of them comes from (the bytes came back there: a task
    /// added and deleted again; whoever holds them holds that later point,
    /// and what was deleted on the way stays deleted); else this
    /// machine's latest record of it (`here`: its log's path); failing all,
    /// its latest record in each log.
    func points(of hash: UInt64, here: String? = nil) -> Set<Int> {
        let mine = sources.indices.first { sources[$0].path == here }
        let myLatest = mine.flatMap { s in lastRecord[s][hash].map { recordNodes[s][$0] } }
        var holders: Set<Int> = []
        for s in sources.indices where sources[s].log.records.last?.hash == hash {
            holders.insert(recordNodes[s][sources[s].log.records.count - 1])
        }
        if holders.count > 1 {
            let older = holders.filter { h in holders.contains { $0 != h && ancestors(of: [$0]).contains(h) } }
            holders.subtract(older)
        }
        if !holders.isEmpty { return holders }
        if let myLatest { return [myLatest] }
        var tips: Set<Int> = []
        for s in sources.indices {
            if let i = lastRecord[s][hash] { tips.insert(recordNodes[s][i]) }
        }
        return tips
    }

    /// The points a record appended to the log at `path` comes from where
    /// it names `hash` as a parent (as `PointJoin` reads parents): that
    /// log's latest record of it, else its first record in each other log.
    func pointsNamed(_ hash: UInt64, inLog path: String) -> Set<Int> {
        if let s = sources.firstIndex(where: { $0.path == path }), let i = lastRecord[s][hash] {
            return [recordNodes[s][i]]
        }
        var named: Set<Int> = []
        for s in sources.indices where sources[s].path != path {
            if let i = sources[s].log.records.firstIndex(where: { $0.hash == hash }) { named.insert(recordNodes[s][i]) }
        }
        return named
    }

    /// The nodes a version comes from, its own included: from its latest
    /// record in each log that has it.
    func ancestors(of hash: UInt64) -> Set<Int> { ancestors(of: points(of: hash)) }

    /// The points given and every point they come from.
    func ancestors(of points: Set<Int>) -> Set<Int> {
        var seen = points
        var stack = Array(points)
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
        Array(Set(mergeBases(points(of: a), points(of: b)).map { nodes[$0].hash })).sorted()
    }

    /// Every best common ancestor of two sets of points: by hash, then by
    /// node, so every machine with the same logs takes them in one order.
    func mergeBases(_ a: Set<Int>, _ b: Set<Int>) -> [Int] {
        let common = ancestors(of: a).intersection(ancestors(of: b))
        // Every ancestor of a common ancestor is one too: those reached
        // from one in a step or more are older than it.
        var older: Set<Int> = []
        var stack = common.flatMap { nodes[$0].parents }
        while let next = stack.popLast() {
            if older.insert(next).inserted { stack += nodes[next].parents }
        }
        let best = common.subtracting(older)
        return (best.isEmpty ? common : best).sorted { (nodes[$0].hash, $0) < (nodes[$1].hash, $1) }
    }
}
