import Testing
import TodoCore

/// Case and accents do not matter; ranges are in graphemes of the searched text.
@Suite struct SearchQueryTests {
    static let cases: [(query: String, text: String, ranges: [Range<Int>])] = [
        ("cafe", "Café au lait", [0..<4]),
        ("café", "CAFE", [0..<4]),
        ("CAFÉ", "un café", [3..<7]),
        ("cafe", "Cafe\u{301} decomposed", [0..<4]),
        ("strasse", "Straße", [0..<6]),
        ("oe", "Œuvre", [0..<1]),
        ("lodz", "Łódź", [0..<4]),
        ("milk", "oat milk, more milk", [4..<8, 15..<19]),
        ("aa", "aaaa", [0..<2, 2..<4]),
        ("日本", "Learn 日本語", [6..<8]),
        ("tooth", "🦷 tooth", [2..<7]),
        ("nguyen", "Nguyễn", [0..<6]),
        ("x", "no such letter", []),
    ]

    @Test(arguments: cases)
    func finds(_ query: String, _ text: String, _ ranges: [Range<Int>]) {
        #expect(SearchQuery(query)?.ranges(in: text) == ranges)
    }

    @Test func blankIsNoQuery() {
        #expect(SearchQuery("") == nil && SearchQuery("   ") == nil)
    }

    @Test func aTaskMatchesByNameOrNote() {
        let task = TodoTask(
            ref: TaskRef(section: .today, name: "Buy milk", occurrence: 0), priority: 1, day: nil, isDone: false,
            doneDay: nil, isDelayed: false, notes: ["at the Crème shop"])
        #expect(task.matches(SearchQuery("MILK")!))
        #expect(task.matches(SearchQuery("creme")!))
        #expect(!task.matches(SearchQuery("bread")!))
    }
}
