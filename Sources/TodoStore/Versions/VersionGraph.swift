import Glibc

/// The history of one file as every machine's log tells it: versions (by
/// hash) and their parents, where each version's bytes can be rebuilt,
/// and which machine made it. Versions can come back (an undo makes the
/// bytes of an earlier one), so the graph may have cycles.
struct VersionGraph: Sendable {
    /// A log read from the versions folder.
    struct Source: Sendable {
        var path: String
        var log: VersionLog
    }

    /// A record of a version: which source, which of its records.
    struct Holder: Sendable {
        var source: Int
        var index: Int
    }

    var sources: [Source]
    private(set) var parents: [UInt64: [UInt64]] = [:]
    /// Where each version has a record.
    private(set) var holders: [UInt64: [Holder]] = [:]

    init(sources: [Source]) {
        self.sources = sources
        for (s, source) in sources.enumerated() {
            for (i, record) in source.log.records.enumerated() {
                holders[record.hash, default: []].append(Holder(source: s, index: i))
                for parent in record.parents where parent != record.hash && parents[record.hash]?.contains(parent) != true {
                    parents[record.hash, default: []].append(parent)
                }
            }
        }
    }

    /// Whether some log has a record of this version.
    func isKnown(_ hash: UInt64) -> Bool { holders[hash] != nil }

    /// The version's bytes, from the first log that gives them back whole.
    func content(of hash: UInt64) -> [UInt8]? {
        for holder in holders[hash] ?? [] {
            let source = sources[holder.source]
            let fd = open(source.path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
            guard fd >= 0 else { continue }
            defer { close(fd) }
            if let bytes = source.log.content(at: holder.index, fd: fd) { return bytes }
        }
        return nil
    }

    /// The machine that made the version (saved or merged it), else the
    /// one that saw it first: its id and name; nil when no log has it.
    func maker(of hash: UInt64) -> (machine: String, name: String)? {
        let found = (holders[hash] ?? []).map { (source: sources[$0.source], record: sources[$0.source].log.records[$0.index]) }
        let made = found.filter { $0.record.kind != .seen }
        let pick = (made.isEmpty ? found : made).min { ($0.record.time, $0.source.path) < ($1.record.time, $1.source.path) }
        return pick.map { ($0.source.log.machine, $0.source.log.name.isEmpty ? $0.source.log.machine : $0.source.log.name) }
    }

    /// All versions `hash` comes from, itself included.
    func ancestors(of hash: UInt64) -> Set<UInt64> {
        var seen: Set<UInt64> = [hash]
        var stack = [hash]
        while let next = stack.popLast() {
            for parent in parents[next] ?? [] where seen.insert(parent).inserted { stack.append(parent) }
        }
        return seen
    }

    /// The best common ancestor of two versions whose bytes a log holds, as
    /// `git merge-base` finds one: a common ancestor that is not an older
    /// ancestor of another one. Where several are best (criss-cross
    /// merges), the smallest hash, so every machine with the same logs
    /// takes the same. Nil when the two have no common ancestor on record.
    func mergeBase(_ a: UInt64, _ b: UInt64) -> UInt64? {
        let common = ancestors(of: a).intersection(ancestors(of: b))
        let candidates = common.filter { holders[$0] != nil }
        guard !candidates.isEmpty else { return nil }
        let components = Self.components(of: common, parents: parents)
        // Child components come before their parents in `order`.
        var below = [Bool](repeating: false, count: components.order.count)
        var beaten = [Bool](repeating: false, count: components.order.count)
        var children = [[Int]](repeating: [], count: components.order.count)
        for node in common {
            let c = components.index[node]!
            for parent in parents[node] ?? [] where common.contains(parent) {
                let p = components.index[parent]!
                if p != c { children[p].append(c) }
            }
        }
        for c in components.order {
            let members = components.members[c]
            let holds = members.contains { candidates.contains($0) }
            beaten[c] = children[c].contains { below[$0] }
            below[c] = holds || beaten[c]
        }
        let best = candidates.filter { !beaten[components.index[$0]!] }
        return best.min()
    }

    /// Strongly connected components of the graph on `nodes` (parent edges
    /// inside it), found without recursion: each node's component, the
    /// members of each, and the components ordered children first.
    private static func components(
        of nodes: Set<UInt64>, parents: [UInt64: [UInt64]]
    ) -> (index: [UInt64: Int], members: [[UInt64]], order: [Int]) {
        var number: [UInt64: Int] = [:], low: [UInt64: Int] = [:]
        var onStack: Set<UInt64> = []
        var stack: [UInt64] = []
        var index: [UInt64: Int] = [:]
        var members: [[UInt64]] = []
        var counter = 0
        func edges(_ node: UInt64) -> [UInt64] { (parents[node] ?? []).filter { nodes.contains($0) }.sorted() }
        for root in nodes.sorted() where number[root] == nil {
            var work: [(node: UInt64, next: [UInt64], at: Int)] = [(root, edges(root), 0)]
            number[root] = counter
            low[root] = counter
            counter += 1
            stack.append(root)
            onStack.insert(root)
            while !work.isEmpty {
                let top = work.count - 1
                let node = work[top].node
                if work[top].at < work[top].next.count {
                    let parent = work[top].next[work[top].at]
                    work[top].at += 1
                    if number[parent] == nil {
                        number[parent] = counter
                        low[parent] = counter
                        counter += 1
                        stack.append(parent)
                        onStack.insert(parent)
                        work.append((parent, edges(parent), 0))
                    } else if onStack.contains(parent) {
                        low[node] = min(low[node]!, number[parent]!)
                    }
                    continue
                }
                work.removeLast()
                if let caller = work.last?.node { low[caller] = min(low[caller]!, low[node]!) }
                guard low[node] == number[node] else { continue }
                var component: [UInt64] = []
                while let member = stack.popLast() {
                    onStack.remove(member)
                    index[member] = members.count
                    component.append(member)
                    if member == node { break }
                }
                members.append(component)
            }
        }
        // Tarjan closes a component after every component it reaches
        // (its ancestors): reversed, children come first.
        return (index, members, Array((0..<members.count).reversed()))
    }
}
