import Testing
@testable import TodoCore
import TaskPaper

/// Numbers read in the last listing a person saw: each names the task it
/// had then, whatever happened to the file since, or nothing.
@Suite struct ListingTests {
    static let file = """
        Today:
        \t- Reply to Sam @day(2026-11-21) @priority(3)
        \t- Pay rent @day(2026-11-21) @priority(2)
        \t- Buy milk @day(2026-11-21)
        \t\tSemi-skimmed.
        \t- Oat milk @day(2026-11-21)
        Tomorrow:
        \t- Call mom @day(2026-11-22)

        """

    /// The listing `list` stores for `text`, read back from its bytes.
    static func listed(_ text: String) -> Listing {
        Listing(bytes: TodoList(document: Document(text)).currentListing.bytes)!
    }

    /// The name of the task each number names in `after`, nil when refused.
    static func names(_ listing: Listing, in after: String) -> [String?] {
        let list = TodoList(document: Document(after))
        return (1...listing.count).map { n in
            try? list.tasks(named: [.number(n)], listing: listing)[0].task.name
        }
    }

    static func edit(_ text: String, _ action: (TodoList) -> Action) throws -> String {
        let list = TodoList(document: Document(text))
        return TodoCoreTests.text(try apply(action(list), to: list, today: nov21).document)
    }

    static func ref(_ name: String, _ text: String) -> TaskRef {
        TodoList(document: Document(text)).numbered.first { $0.name == name }!.ref
    }

    static let order: [String?] = ["Reply to Sam", "Pay rent", "Buy milk", "Oat milk", "Call mom"]

    @Test func aCheckedTaskKeepsItsNumberAndSoDoTheOthers() throws {
        let listing = Self.listed(Self.file)
        let after = try Self.edit(Self.file) { _ in .setDone(Self.ref("Reply to Sam", Self.file), true) }
        #expect(TodoList(document: Document(after)).numbered.first?.name == "Pay rent")
        #expect(Self.names(listing, in: after) == Self.order)
    }

    @Test func reprioritizedDelayedAndMovedTasksKeepTheirNumbers() throws {
        let listing = Self.listed(Self.file)
        var after = try Self.edit(Self.file) { _ in .setPriority(Self.ref("Oat milk", Self.file), 3) }
        after = try Self.edit(after) { _ in .delay(Self.ref("Buy milk", after)) }
        after = try Self.edit(after) { _ in .move(Self.ref("Call mom", after), .floating) }
        #expect(Self.names(listing, in: after) == Self.order)
    }

    @Test func aDeletedTaskIsRefusedAndTheOthersStay() throws {
        let listing = Self.listed(Self.file)
        let after = try Self.edit(Self.file) { _ in .delete(Self.ref("Pay rent", Self.file)) }
        #expect(Self.names(listing, in: after) == ["Reply to Sam", nil, "Buy milk", "Oat milk", "Call mom"])
        let list = TodoList(document: Document(after))
        #expect(throws: IndexedNamingError(index: 1, error: .unlisted(2))) {
            try list.tasks(named: [.number(1), .number(2)], listing: listing)
        }
        #expect(throws: IndexedNamingError(index: 0, error: .noNumber(6, count: 5))) {
            try list.tasks(named: [.number(6)], listing: listing)
        }
    }

    @Test func aTaskRenamedOrNotedByHandIsRefused() {
        let listing = Self.listed(Self.file)
        let renamed = Self.file.replacing("Oat milk", with: "Oat drink")
        #expect(Self.names(listing, in: renamed)[3] == nil)
        let noted = Self.file.replacing("Semi-skimmed.", with: "Whole.")
        #expect(Self.names(listing, in: noted) == ["Reply to Sam", "Pay rent", nil, "Oat milk", "Call mom"])
    }

    static let twins = """
        Today:
        \t- Water plants @day(2026-11-21)
        \t- Stretch @day(2026-11-21)
        \t- Water plants @day(2026-11-21) @priority(2)

        """

    /// Listed as 1 Water plants !! (the file's third), 2 Water plants, 3 Stretch.
    @Test func twinsAreTakenInOrderWhenOneIsChecked() throws {
        let listing = Self.listed(Self.twins)
        let list = TodoList(document: Document(Self.twins))
        let first = try list.tasks(named: [.number(1)], listing: listing)[0].task
        #expect(first.priority == 2)
        let after = try Self.edit(Self.twins) { _ in .setDone(first.ref, true) }
        let now = TodoList(document: Document(after))
        let checked = try now.tasks(named: [.number(1)], listing: listing)[0].task
        #expect(checked.isDone && checked.priority == 2)
        let other = try now.tasks(named: [.number(2)], listing: listing)[0].task
        #expect(other.name == "Water plants" && !other.isDone && other.priority == 1)
    }

    @Test func aTwinAddedByHandMakesTheirNumbersRefused() {
        let listing = Self.listed(Self.twins)
        let more = Self.twins.replacing("\t- Stretch", with: "\t- Water plants @day(2026-11-21)\n\t- Stretch")
        #expect(Self.names(listing, in: more) == [nil, nil, "Stretch"])
        #expect(Self.names(listing, in: Self.twins) == ["Water plants", "Water plants", "Stretch"])
    }

    @Test func aTaskDeletedAndBroughtBackHasItsNumberAgain() {
        var listing = Self.listed(Self.file)
        listing[1].line = Listing.Entry.removed
        #expect(Self.names(listing, in: Self.file) == Self.order)
        let gone = Self.file.replacing("\t- Pay rent @day(2026-11-21) @priority(2)\n", with: "")
        #expect(Self.names(listing, in: gone)[1] == nil)
    }

    @Test func partsOfNamesShowTheListingsNumbers() throws {
        let listing = Self.listed(Self.file)
        let after = try Self.edit(Self.file) { _ in .setDone(Self.ref("Buy milk", Self.file), true) }
        let list = TodoList(document: Document(after))
        #expect(try list.tasks(named: [.text("oat")], listing: listing)[0].number == 4)
        #expect(
            throws: IndexedNamingError(
                index: 0,
                error: .ambiguous(
                    "milk",
                    [
                        ListedTask(number: 4, task: list.numbered[2]), ListedTask(number: 3, task: list.numbered[3]),
                    ]))
        ) { try list.tasks(named: [.text("milk")], listing: listing) }
    }

    @Test func bytesThatAreNotAListingReadAsNone() {
        let bytes = Self.listed(Self.file).bytes
        #expect(Listing(bytes: Array(bytes.dropLast())) == nil)
        #expect(Listing(bytes: Array("txtodo-listing 2\n".utf8)) == nil)
        #expect(Listing(bytes: Array("txtodo-listing 1\n".utf8)) == Listing())
    }
}
