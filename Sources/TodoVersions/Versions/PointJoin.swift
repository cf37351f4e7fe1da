/// Which records of the logs are one point of the history. Two records are
/// one point when they are of the same version and come from the same
/// points: a version seen on one machine with the parents its maker gave
/// it, a version seen again, the same merge made on two machines, the
/// first version every machine started from. Bytes made again from bytes
/// that came back are a new point, though their parents' hashes are the
/// same as an older point's: the parents are compared as points, not as
/// hashes. A log never makes one point twice (made again here is new).
struct PointJoin {
    /// Each log's records' points, numbered in the order they are first met.
    /// (`passes`: the most passes that join records by their parents.)
    private(set) var point: [[Int]] = []
    static let passes = 8
    /// Each record's parent records (see `parentRecords`), all logs' records
    /// numbered in turn from `offset`.
    private let parentRecords: [[Int]]
    private let offset: [Int]

    /// `machines`: each log's machine id.
    init(_ logs: [[VersionRecord]], machines: [String]) {
        var offset: [Int] = []
        var count = 0
        for log in logs {
            offset.append(count)
            count += log.count
        }
        let parentRecords = Self.parentRecords(logs, offset: offset)
        (self.parentRecords, self.offset) = (parentRecords, offset)

        var join = PointSets(made: logs.enumerated().flatMap { s, log in log.map { $0.kind == .seen ? [] : [s] } })
        // A version seen as another machine held it is that machine's
        // record of it (its point, whatever points its parents' bytes are
        // here). A seen record that does not say where it came from (one
        // written before records said it) is taken as such when it has
        // parents: the point made alike in another log (of two, the latest
        // made before it was seen). One seen from what this machine held is
        // joined by its points, like a made one.
        var echoes = [Bool](repeating: false, count: count)
        var madeAs: [Echo: [Int]] = [:]
        var recordOf: [RecordKey: Int] = [:]
        for (s, log) in logs.enumerated() {
            for (i, record) in log.enumerated() {
                let said = RecordKey(machine: machines[s], hash: record.hash, time: record.time, parents: record.parents.sorted())
                if recordOf[said] == nil { recordOf[said] = offset[s] + i }
                if record.kind != .seen {
                    madeAs[Echo(hash: record.hash, parents: record.parents.sorted()), default: []].append(offset[s] + i)
                } else if record.from != .here && !record.parents.isEmpty {
                    echoes[offset[s] + i] = true
                }
            }
        }
        var echoedAlone: [Echo: Int] = [:]
        for (s, log) in logs.enumerated() {
            for (i, record) in log.enumerated() where echoes[offset[s] + i] {
                let key = Echo(hash: record.hash, parents: record.parents.sorted())
                let r = offset[s] + i
                var maker: Int?
                if case .record(let machine, let time) = record.from {
                    maker =
                        recordOf[
                            RecordKey(machine: machine, hash: record.hash, time: time, parents: record.parents.sorted())]
                }
                if maker == nil {
                    let makers = (madeAs[key] ?? []).filter { !(offset[s]..<offset[s] + log.count).contains($0) }
                    let time = { (r: Int) in Self.record(r, in: logs, offset: offset).time }
                    maker = makers.last { time($0) <= record.time } ?? makers.first ?? echoedAlone[key]
                }
                if let maker {
                    join.join(maker, r)
                } else {
                    echoedAlone[key] = r
                }
            }
        }

        // A version no log made, seen from what each file held with the
        // same parents on two machines, is one edit by hand a sync tool
        // carried before txtodo ran where it was made.
        var handEdits: [Echo: (log: Int, record: Int)] = [:]
        for (s, log) in logs.enumerated() {
            for (i, record) in log.enumerated() where record.kind == .seen && record.from == .here && !record.parents.isEmpty {
                let key = Echo(hash: record.hash, parents: record.parents.sorted())
                guard let other = handEdits[key] else {
                    handEdits[key] = (s, offset[s] + i)
                    continue
                }
                guard other.log != s, madeAs[key] == nil else { continue }
                join.join(other.record, offset[s] + i)
            }
        }

        // Joining two points can make their children's parents equal:
        // go on until a pass joins nothing. A pass takes each log in order,
        // so a join waits for another pass only where a record's parent is
        // in a log taken after it; past `passes`, points left apart are
        // records of one version with two places in the history (true of
        // each, only less joined), and the graph is built in linear time.
        var joined = true
        var pass = 0
        while joined && pass < Self.passes {
            pass += 1
            joined = false
            var byKey: [Key: [Int]] = [:]
            for (s, log) in logs.enumerated() {
                for (i, record) in log.enumerated() where !echoes[offset[s] + i] {
                    let r = offset[s] + i
                    var parents = parentRecords[r].map { join.find($0) }
                    if parents.count > 1 { parents = Array(Set(parents)).sorted() }
                    let key = Key(hash: record.hash, parents: parents)
                    var placed = false
                    for other in byKey[key] ?? [] {
                        if join.find(other) == join.find(r) {
                            placed = true
                        } else if join.join(other, r, apart: true) {
                            (placed, joined) = (true, true)
                        }
                        if placed { break }
                    }
                    if !placed { byKey[key, default: []].append(r) }
                }
            }
        }

        var number: [Int: Int] = [:]
        for (s, log) in logs.enumerated() {
            point.append(
                log.indices.map { i in
                    let root = join.find(offset[s] + i)
                    if let n = number[root] { return n }
                    number[root] = number.count
                    return number.count - 1
                })
        }
    }

    /// The points record `index` of log `log` comes from, in the order of
    /// its parents, each once.
    func parents(ofRecord index: Int, in log: Int) -> [Int] {
        var out: [Int] = []
        for r in parentRecords[offset[log] + index] {
            let s = offset.lastIndex { $0 <= r }!
            let p = point[s][r - offset[s]]
            if !out.contains(p) { out.append(p) }
        }
        return out
    }

    /// Each record's parent records: for each parent, the latest earlier
    /// record of it in the same log, else the first in every other log.
    private static func parentRecords(_ logs: [[VersionRecord]], offset: [Int]) -> [[Int]] {
        let firstIn: [[UInt64: Int]] = logs.map { log in
            var first: [UInt64: Int] = [:]
            for (i, record) in log.enumerated() where first[record.hash] == nil { first[record.hash] = i }
            return first
        }
        var parentRecords: [[Int]] = []
        for (s, log) in logs.enumerated() {
            var latest: [UInt64: Int] = [:]
            for (i, record) in log.enumerated() {
                var from: [Int] = []
                for parent in record.parents {
                    if let j = latest[parent] {
                        from.append(offset[s] + j)
                    } else {
                        for t in logs.indices where t != s {
                            if let j = firstIn[t][parent] { from.append(offset[t] + j) }
                        }
                    }
                }
                parentRecords.append(from)
                latest[record.hash] = i
            }
        }
        return parentRecords
    }

    private static func record(_ r: Int, in logs: [[VersionRecord]], offset: [Int]) -> VersionRecord {
        let s = offset.lastIndex { $0 <= r }!
        return logs[s][r - offset[s]]
    }

    private struct RecordKey: Hashable {
        var machine: String
        var hash: UInt64
        var time: Int64
        var parents: [UInt64]
    }

    private struct Echo: Hashable {
        var hash: UInt64
        var parents: [UInt64]
    }

    private struct Key: Hashable {
        var hash: UInt64
        /// The parents' points, sorted, each once.
        var parents: [Int]
    }
}
