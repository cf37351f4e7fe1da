import TaskPaper
import TodoMerge

/// The base a conflict copy is merged against. Where the two versions have
/// several best common ancestors (crosswise merges: each machine merged the
/// other's version while apart), taking one of them would read what only
/// the other holds as added on both sides, or a deletion made in it as
/// never made. They are merged into one, as git's recursive strategy does:
/// each next one into the ones before, against their own best common
/// ancestor, found the same way a few levels deep.
enum VirtualBase {
    static let deepest = 3

    /// The base of the points `a` and `b`, and the best common ancestors
    /// it was made of (none: no common ancestor on record).
    static func of(_ a: Set<Int>, _ b: Set<Int>, graph: VersionGraph, today: Day, depth: Int = 0) -> (Document?, [Int]) {
        let bases = graph.mergeBases(a, b)
        guard let first = bases.first, let bytes = graph.content(of: graph.nodes[first].hash) else { return (nil, bases) }
        var merged = Document(bytes: bytes)
        for next in bases.dropFirst() {
            guard let other = graph.content(of: graph.nodes[next].hash) else { continue }
            let inner = depth < deepest ? of([first], [next], graph: graph, today: today, depth: depth + 1).0 : nil
            merged = Document(bytes: merge(base: inner, ours: merged, theirs: Document(bytes: other), today: today).bytes)
        }
        return (merged, bases)
    }
}
