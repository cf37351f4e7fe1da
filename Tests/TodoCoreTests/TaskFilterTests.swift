import TaskPaper
import TestSupport
import Testing
import TodoCore

/// What `list` shows of a list for a filter: each task by its own terms.
@Suite struct TaskFilterTests {
    static let list = TodoList(
        document: Document(
            """
            Floating:
            \t- Learn Japanese @jlpt @priority(3)
            Today:
            \t- Buy oat milk @store @day(2026-11-22)
            \t\tSemi-skimmed if they are out.
            \t- Café order @store(Aldi) @day(2026-11-22)
            \t- Reply to Sam @day(2026-11-22) @done(2026-11-22)
            Tomorrow:
            \t- Milk the budget @day(2026-11-23)

            """))

    /// The names of the tasks the filter lets through, section by section.
    static func shown(_ terms: [String], _ sections: Set<Section> = []) -> [String] {
        let filter = TaskFilter(terms: terms, sections: sections)
        return Section.listed.flatMap { section in
            let keep = filter.matching(section, of: list)
            let tasks = list.tasks(in: section)
            #expect(keep == tasks.map { filter.matches($0, in: list.document) })
            return tasks.indices.filter { keep[$0] }.map { tasks[$0].name }
        }
    }

    @Test func wordsTagsAndSectionsAllHold() {
        #expect(Self.shown(["milk"]) == ["Buy oat milk", "Milk the budget"])
        #expect(Self.shown(["MILK", "semi"]) == ["Buy oat milk"])
        #expect(Self.shown(["cafe", "aldi"]) == ["Café order"])
        #expect(Self.shown(["@store"]) == ["Buy oat milk", "Café order"])
        #expect(Self.shown(["@store(aldi)"]) == ["Café order"])
        #expect(Self.shown(["@store()"]) == ["Buy oat milk", "Café order"])
        #expect(Self.shown(["@done"]) == ["Reply to Sam"])
        #expect(Self.shown(["@priority(3)"]) == ["Learn Japanese"])
        #expect(Self.shown(["@sto"]).isEmpty)
        #expect(Self.shown([], [.tomorrow, .floating]) == ["Learn Japanese", "Milk the budget"])
        #expect(Self.shown(["milk"], [.today]) == ["Buy oat milk"])
    }

    @Test func termsWithNothingToLookForAskForNothing() {
        #expect(TaskFilter(terms: [" ", ""]).isEmpty)
        #expect(!TaskFilter(terms: ["@"]).isEmpty)
        // `@` alone is a word, found in the tags' text.
        #expect(Self.shown(["@"]) == ["Learn Japanese", "Buy oat milk", "Café order"])
        #expect(!TaskFilter(terms: [], sections: [.today]).isEmpty)
    }

    /// Found on the bytes or asked of the query, the answers are the search's.
    @Test(arguments: 0..<200) func foldedTextAnswersAsTheSearch(_ seed: Int) {
        var g = SplitMix64(seed: UInt64(seed))
        let pieces = ["a", "B", "ss", "ß", "é", "e\u{301}", "É", "æ", "ae", " ", "\r\n", "\n", "@", "(", "日", "İ", "i", "Z", "z"]
        func text(_ count: Int) -> String { (0..<count).map { _ in pieces.randomElement(using: &g)! }.joined() }
        for _ in 0..<20 {
            let query = text(Int.random(in: 1...3, using: &g))
            let hay = text(Int.random(in: 0...8, using: &g))
            guard let folded = FoldedText(query), let search = SearchQuery(query) else { continue }
            #expect(folded.isFound(in: hay) == search.matches(hay), "\(query.debugDescription) in \(hay.debugDescription)")
            #expect(folded.isAll(of: hay) == search.matchesWhole(hay), "\(query.debugDescription) = \(hay.debugDescription)")
            #expect(folded.isAll(of: query))
        }
    }
}
