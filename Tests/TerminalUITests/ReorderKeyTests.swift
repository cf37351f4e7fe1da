import Foundation
import Testing

@testable import TerminalUI
@testable import TodoStore
import TodoCore
import TaskPaper
@testable import FileAccess
@testable import TodoConfig

/// `J` and `K` (and Shift-↓, Shift-↑) move the selected task down and up
/// among its section's tasks of its priority.
@Suite(.serialized) struct ReorderKeyTests {
    @Test func jAndKAndShiftArrowsMoveTheSelectedTask() {
        var state = Fixture.state()
        let milk = TaskRef(section: .today, name: "Buy oat milk")
        state.selection = Focus(ref: milk)
        #expect(update(&state, .key(.character("J"))) == .commit(.reorder(milk, .down)))
        #expect(update(&state, .key(.shiftDown)) == .commit(.reorder(milk, .down)))
        #expect(update(&state, .key(.character("K"))) == .commit(.reorder(milk, .up)))
        #expect(update(&state, .key(.shiftUp)) == .commit(.reorder(milk, .up)))
        #expect(HelpScreen.lines().contains { $0.key == "J Shift-↓" })
        #expect(HelpScreen.lines().contains { $0.key == "K Shift-↑" })
    }

    let folder = NSTemporaryDirectory() + "txtodo-reorder-\(getpid())-\(UUID().uuidString)"
    var path: String { folder + "/todo.taskpaper" }

    /// The real loop and store on a real file: keys in, the file and the frame out.
    func run(_ file: String, _ keys: [Key], order: ListOrder = .file) throws -> (file: String, screen: String) {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try file.write(toFile: path, atomically: false, encoding: .utf8)
        var config = Config(archive: false)
        config.order = order
        let instant = LocalClock.instant(day: Day("2026-11-21")!, minutes: 10 * 60)
        let store = try TodoStore(path: path, config: config, clock: LocalClock(rolloverMinutes: 0) { instant })
        let screen = MemoryScreen(
            size: Size(width: 110, height: 16), keys.flatMap { [.input(.key($0)), .input(.idle)] as [MemoryScreen.Step] })
        var loop = AppLoop(store: store, screen: screen, environment: [:])
        _ = loop.run()
        return (try String(contentsOfFile: path, encoding: .utf8), screen.text)
    }

    static let day =
        "Today:\n\t- Stand-up @day(2026-11-21)\n\t\tat ten\n\t- Email landlord @day(2026-11-21)\n\t- Gym @day(2026-11-21)\n"

    /// The selection stays on the moved task: the `x` after two moves checks it.
    @Test func theSelectionMovesWithTheTask() throws {
        let (file, screen) = try run(Self.day, [.character("J"), .shiftDown, .character("x")])
        #expect(
            file
                == "Today:\n\t- Email landlord @day(2026-11-21)\n\t- Gym @day(2026-11-21)\n\t- Stand-up @day(2026-11-21) @done(2026-11-21)\n\t\tat ten\n"
        )
        #expect(screen.contains("[x] Stand-up"))
    }

    /// Each move is one undo step; undone, the file is as it was.
    @Test func eachMoveIsOneUndoStep() throws {
        let (once, _) = try run(Self.day, [.character("J"), .character("J"), .character("u")])
        #expect(
            once
                == "Today:\n\t- Email landlord @day(2026-11-21)\n\t- Stand-up @day(2026-11-21)\n\t\tat ten\n\t- Gym @day(2026-11-21)\n"
        )
        let (all, _) = try run(Self.day, [.character("J"), .shiftDown, .character("u"), .character("u")])
        #expect(all == Self.day)
    }

    @Test func aRefusalIsShownInTheStatusLine() throws {
        let (file, screen) = try run(Self.day, [.character("K")])
        #expect(file == Self.day)
        #expect(screen.contains("“Stand-up” is already the first task of its priority in Today"))
        let (byName, named) = try run(Self.day, [.character("J")], order: .name)
        #expect(byName == Self.day)
        #expect(named.contains("sort = name"))
    }
}
