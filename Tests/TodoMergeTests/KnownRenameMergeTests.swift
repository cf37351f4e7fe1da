import Testing
import TodoMerge
import TaskPaper

/// Renames a side is known to have made (txtodo recorded them) decide which
/// task is which, whatever the names share; without them the same files
/// read as a deletion and an addition.
struct KnownRenameMergeTests {
    static let base = "Today:\n\t- Call Sam @day(2026-11-22)\n\t- Buy milk @day(2026-11-22)\n"
    static let renamed = "Today:\n\t- Phone Sam @day(2026-11-22)\n\t- Buy milk @day(2026-11-22)\n"
    static let checked = "Today:\n\t- Call Sam @day(2026-11-22) @done(2026-11-22)\n\t- Buy milk @day(2026-11-22)\n"

    static func merged(_ ours: String, _ theirs: String, _ renames: KnownRenames) -> String {
        let result = merge(
            base: Document(base), ours: Document(ours), theirs: Document(theirs), today: nil, renames: renames)
        return String(decoding: result.bytes, as: UTF8.self)
    }

    @Test func aKnownRenameMeetsACheckOnEitherSide() {
        let one = "Today:\n\t- Phone Sam @day(2026-11-22) @done(2026-11-22)\n\t- Buy milk @day(2026-11-22)\n"
        let rename = ["Call Sam": "Phone Sam"]
        #expect(Self.merged(Self.renamed, Self.checked, KnownRenames(ours: rename)) == one)
        #expect(Self.merged(Self.checked, Self.renamed, KnownRenames(theirs: rename)) == one)
    }

    @Test func withoutTheRecordTheNamesDecide() {
        let text = Self.merged(Self.renamed, Self.checked, KnownRenames())
        #expect(text.contains("- Call Sam @day(2026-11-22) @done(2026-11-22)") && text.contains("- Phone Sam"))
    }

    @Test func renamesInARowChainAndANameGivenBackIsNone() {
        #expect(KnownRenames.chained([("A", "B"), ("B", "C")]) == ["A": "C"])
        #expect(KnownRenames.chained([("A", "B"), ("B", "A")]).isEmpty)
        #expect(KnownRenames.chained([("A", "B"), ("X", "Y")]) == ["A": "B", "X": "Y"])
    }
}
