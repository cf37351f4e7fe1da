import TodoCore

/// The search's matches, kept between keys: the listed tasks' text folded
/// once per reload of the list (not per key), and the tasks the last query
/// matched, so a longer query only narrows them.
struct SearchFilter: Equatable, Sendable {
    private let index: SearchIndex
    /// Where each section's tasks start in the index.
    private let starts: [Section: Int]
    private var query: SearchQuery?
    /// Positions in the index of the tasks the query matches.
    private var matches: [Int] = []

    init(_ snapshot: Snapshot) {
        var tasks: [TodoTask] = []
        var starts: [Section: Int] = [:]
        for section in Section.listed {
            starts[section] = tasks.count
            tasks += snapshot.tasks(section)
        }
        index = SearchIndex(tasks)
        self.starts = starts
    }

    /// Derived from the snapshot and the query, which the state compares.
    static func == (a: SearchFilter, b: SearchFilter) -> Bool { true }

    mutating func narrow(to new: SearchQuery) {
        if new == query { return }
        let candidates = query.map { new.narrows($0) } == true ? matches : nil
        matches = index.matching(new, among: candidates)
        query = new
    }

    var count: Int { matches.count }

    /// Per section, the positions of its tasks that match.
    var shown: [Section: [Int]] {
        var result: [Section: [Int]] = [:]
        for position in matches {
            let section = Section.listed.last { starts[$0]! <= position }!
            result[section, default: []].append(position - starts[section]!)
        }
        return result
    }
}
