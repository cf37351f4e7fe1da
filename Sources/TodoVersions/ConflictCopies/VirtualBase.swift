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

    static func of(_ a: UInt64, _ b: UInt64, graph: VersionGraph, today: Day, depth: Int = 0) -> Document? {
        let bases = graph.mergeBases(a, b)
        guard let first = bases.first, let bytes = graph.content(of: first) else { return nil }
        var merged = Document(bytes: bytes)
        for next in bases.dropFirst() {
            guard let other = graph.content(of: next) else { continue }
            let inner = depth < deepest ? of(first, next, graph: graph, today: today, depth: depth + 1) : nil
            merged = Document(bytes: merge(base: inner, ours: merged, theirs: Document(bytes: other), today: today).bytes)
        }
        return merged
    }
}
