import Testing
@testable import TodoStore
import TodoCore

/// A Later task that another machine's rules brought to Today, carried here
/// by a sync, is listed as arrived today on this machine's review too.
@Suite struct ArrivedElsewhereTests {
    static let start = "Today:\n\t- Water plants @day(2026-11-22)\nLater:\n\t- Pay rent @day(2026-11-23)\n\t- Renew passport\n"

    @Test func aTaskAnotherMachineBroughtFromLaterArrivedHereToo() throws {
        let f = try SharedFolders(["desk", "laptop"], start: Self.start)
        let (a, b) = (f.machines[0], f.machines[1])
        // The next morning the desk runs first: its rules bring Pay rent.
        let desk = try a.open(on: "2026-11-23")
        #expect(desk.arrivedFromLater == ["Pay rent"])
        f.carry(from: a, to: b)
        let laptop = try b.open(on: "2026-11-23")
        #expect(laptop.list.tasks(in: .today).map(\.name) == ["Pay rent"])
        #expect(laptop.arrivedFromLater == ["Pay rent"])
    }

    /// A task moved to Today by hand the day before it was due is not one
    /// that arrived: only what was due from Later is.
    @Test func aTaskThatWasNotDueIsNotListed() throws {
        let f = try SharedFolders(["desk", "laptop"], start: Self.start)
        let (a, b) = (f.machines[0], f.machines[1])
        try a.open().commit(.move(TaskRef(section: .later, name: "Renew passport"), .today))
        f.carry(from: a, to: b)
        let laptop = try b.open(on: "2026-11-23")
        #expect(laptop.arrivedFromLater == ["Pay rent"])
    }
}
