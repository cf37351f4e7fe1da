import Testing
@testable import TodoCore
import TaskPaper

/// The folded index finds what matching each task finds, and a longer
/// query narrowing the last one's matches finds what a fresh search does.
@Suite struct SearchIndexTests {
    static let tasks: [TodoTask] = TodoList(
        document: Document(
            """
            Today:
            \t- Café with Zoë @day(2026-11-21) @work
            \t\tbring the Straße map
            \t- CAFE LATTE @day(2026-11-21)
            \t- Plan the ÉTÉ trip @day(2026-11-21)
            \t\tcall Œdipe
            \t- дом and Дом @day(2026-11-21)
            \t- nothing here @day(2026-11-21)

            """)
    ).tasks(in: .today)

    @Test(arguments: ["c", "ca", "caf", "cafe", "café", "CAFÉ", "strasse", "ete", "été trip", "oe", "дом", "@work", "e", "zz"])
    func theIndexFindsWhatEachTaskMatches(_ text: String) throws {
        let query = try #require(SearchQuery(text))
        let index = SearchIndex(Self.tasks)
        #expect(index.matching(query) == Self.tasks.indices.filter { Self.tasks[$0].matches(query) })
    }

    @Test func aLongerQueryNarrowsTheLastMatches() throws {
        let index = SearchIndex(Self.tasks)
        var last: (SearchQuery, [Int])?
        for prefix in ["c", "ca", "caf", "cafe", "cafe ", "cafe w"] {
            let query = try #require(SearchQuery(prefix))
            let narrowed = last.map { query.narrows($0.0) ? index.matching(query, among: $0.1) : index.matching(query) }
            let fresh = index.matching(query)
            if let narrowed { #expect(narrowed == fresh, "\(prefix)") }
            last = (query, fresh)
        }
        #expect(try #require(SearchQuery("cafe")).narrows(try #require(SearchQuery("CAF"))))
        #expect(try !#require(SearchQuery("cab")).narrows(try #require(SearchQuery("caf"))))
    }
}
