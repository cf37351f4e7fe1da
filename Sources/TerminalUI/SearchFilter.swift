import TodoCore

/// The search's matches, kept between keys: the listed tasks' text folded
/// once per reload of the list (not per key), and the tasks the last query
/// matched, so a longer query only narrows them.
struct SearchFilter: Equatable, Sendable {
    private let index: SearchIndex
    /// Where each section's tasks start in the index, in `Section.listed` order.
    private let starts: [Int]
    private var query: SearchQuery?
    /// Positions in the index of the tasks the query matches.
    private var matches: [Int] = []

    init(_ snapshot: Snapshot) {
        var tasks: [TodoTask] = []
        var starts: [Int] = []
        for section in Section.listed {
            starts.append(tasks.count)
            tasks += snapshot.tasks(section)
        }
        index = SearchIndex(tasks)
        self.starts = starts
    }

    /// Derived from the snapshot and the query, which the state compares.
    static func == (a: SearchFilter, b: SearchFilter) -> Bool { true }

    /// False when the matches are known to be the same as before (the
    /// same query, or a narrower one that dropped none).
    @discardableResult
    mutating func narrow(to new: SearchQuery) -> Bool {
        if new == query { return false }
        let candidates = query.map { new.narrows($0) } == true ? matches : nil
        let before = matches.count
        matches = index.matching(new, among: candidates)
        query = new
        return candidates == nil || matches.count != before
    }

    var count: Int { matches.count }

    /// Per section, the positions of its tasks that match.
    var shown: [Section: [Int]] {
        var result: [Section: [Int]] = [:]
        var k = 0
        for (s, section) in Section.listed.enumerated() {
            let end = s + 1 < starts.count ? starts[s + 1] : Int.max
            var positions: [Int] = []
            while k < matches.count && matches[k] < end {
                positions.append(matches[k] - starts[s])
                k += 1
            }
            result[section] = positions
        }
        return result
    }
}

/// The list of a store with `/` pressed, taking a query key by key and
/// drawing each frame: what `make bench` times in process.
public struct SearchTyping {
    private var state: AppState

    public init(_ snapshot: Snapshot, size: Size) {
        state = AppState(snapshot: snapshot, size: size)
        _ = update(&state, .key(.character("/")))
    }

    /// Takes the key and draws the frame; the number of lines shown.
    @discardableResult
    public mutating func type(_ character: Character) -> Int {
        _ = update(&state, .key(.character(character)))
        _ = render(state, size: state.size)
        return state.lines.count
    }
}
