import Testing
@testable import TodoCore
import TaskPaper

/// A task's own tags: the tags after its name that are not txtodo's.
struct UserTagTests {
    static let file = """
        Today:
        \t- Buy milk @store @day(2026-11-21) @priority(2) @due(2026-12-01)
        \t- Call @home mom @day(2026-11-21)
        \t- Plain @day(2026-11-21) @done(2026-11-21)

        """

    func task(_ name: String, in text: String = Self.file) throws -> TodoTask {
        try #require(TodoList(document: Document(text)).tasks(in: .today).first { $0.name == name })
    }

    @Test func tagsAfterTheNameAreTheUsersAndTheNameIsWithoutThem() throws {
        let milk = try task("Buy milk")
        #expect(milk.tags == ["@store", "@due(2026-12-01)"])
        #expect(milk.nameAndTags == "Buy milk @store @due(2026-12-01)")
        #expect(milk.priority == 2)
        // A tag inside the name is part of it, as before.
        #expect(try task("Call @home mom").tags.isEmpty)
        #expect(try task("Plain").tags.isEmpty)
    }

    @Test func searchFindsATaskByItsTags() throws {
        #expect(try task("Buy milk").matches(try #require(SearchQuery("store"))))
        #expect(try task("Buy milk").matches(try #require(SearchQuery("@due"))))
        #expect(try !task("Plain").matches(try #require(SearchQuery("store"))))
    }

    @Test func renamingKeepsTheTagsWhenTheyAreRetyped() throws {
        let (o, out) = try run(.rename(ref(.today, "Buy milk"), "Buy oat milk @store @due(2026-12-01)"), on: Self.file)
        #expect(
            changedLines(Self.file, out) == [1]
                && out.contains("\t- Buy oat milk @store @day(2026-11-21) @priority(2) @due(2026-12-01)\n"))
        #expect(o.message == "Renamed “Buy milk @store @due(2026-12-01)” to “Buy oat milk @store @due(2026-12-01)”.")
    }

    @Test func renamingEditsTheTagsAndKeepsTxtodosOwn() throws {
        let (_, out) = try run(.rename(ref(.today, "Buy milk"), "Buy milk @market"), on: Self.file)
        #expect(out.contains("\t- Buy milk @market @day(2026-11-21) @priority(2)\n"))
        let (_, none) = try run(.rename(ref(.today, "Buy milk"), "Buy milk"), on: Self.file)
        #expect(none.contains("\t- Buy milk @day(2026-11-21) @priority(2)\n"))
        let (_, added) = try run(.rename(ref(.today, "Plain"), "Plain @errand"), on: Self.file)
        #expect(added.contains("\t- Plain @errand @day(2026-11-21) @done(2026-11-21)\n"))
        try roundTrip(.rename(ref(.today, "Buy milk"), "Buy milk @market"), on: Self.file)
        let (same, _) = try run(.rename(ref(.today, "Buy milk"), "Buy milk @store @due(2026-12-01)"), on: Self.file)
        #expect(same.change.isEmpty)
    }

    @Test func aTaskTakenBackKeepsItsTags() throws {
        let past = PastTask(day: nov21, name: "Buy milk", fate: .unfinished, tags: ["@store"])
        let (_, out) = try run(.takeBack(past), on: "Today:\n", today: nov21.next)
        #expect(out == "Today:\n\t- Buy milk @store @day(2026-11-22)\n")
    }
}
