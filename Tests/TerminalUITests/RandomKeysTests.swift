import Foundation
import Testing
import TestSupport

@testable import TerminalUI
@testable import TodoStore
import TodoCore
import TaskPaper
@testable import TodoConfig
@testable import TodoVersions

/// The real loop and store on a real file, pressed with random keys on a
/// list of wide, combined and long names, at screen sizes that change
/// between keys (down to one cell): nothing crashes, every frame is drawn
/// at the screen's size, the user's own project is never touched, and
/// undoing every change gives back the file as it was, byte for byte.
/// A failing history is replayed alone with `TXTODO_KEYS_SEED=N`, and cut
/// to its first moves with `TXTODO_KEYS_CUT=K`.
@Suite(.serialized) struct RandomKeysTests {
    static let start = """
        Floating:
        \t- 日本語を勉強する @priority(3)
        \t- Read “Dune” 📚
        Today:
        \t- Call Sam about the 🎉 party @day(2026-11-21) @priority(2)
        \t\tHe said Friday.
        \t\t- buy a card @done(2026-11-21)
        \t- 買い物: 牛乳、卵、パン @day(2026-11-21)
        \t- Café order for the office e\u{301}te\u{301} @day(2026-11-21) @delayed
        \t- \(String(repeating: "A very long task name ", count: 14))end @day(2026-11-21)
        \t- 👨‍👩‍👧‍👦 family call https://example.org/call @day(2026-11-21) @done(2026-11-21)
        \t- Pay rent @day(2026-11-21) @priority(3)
        Tomorrow:
        \t- 電話する @day(2026-11-22)
        Later:
        \t- Renew passport @day(2026-12-05)
        \t- Learn the cello
        \t- 한국어 책 읽기
        Routines:
        \t- Water plants @every(day) @since(2026-11-01)
        Someday:
        \t- 積ん読を片付ける @mine
        \t\tMy own note ✓, kept as I wrote it.
        Notes:
        Free text of my own   with spaces.

        """

    static let own =
        "Someday:\n\t- 積ん読を片付ける @mine\n\t\tMy own note ✓, kept as I wrote it.\n"
        + "Notes:\nFree text of my own   with spaces.\n"

    /// Keys of every screen, text for fields among them; none that starts
    /// another program (the editor, a link, git) or quits.
    static let keys: [Key] =
        "jkgGxatfe123pdJK><lsbAnDuLr?/mRE ".map { Key.character($0) }.filter { $0 != .character("E") }
        + [.up, .down, .left, .right, .home, .end, .pageUp, .pageDown, .enter, .escape, .backspace, .delete, .tab]
        + [.backTab, .control("r"), .control("l"), .shiftUp, .shiftDown, .controlLeft, .controlRight]
        + "日é👍 ,Zz9+-".map { Key.character($0) }

    enum Move {
        case key(Key), size(Int, Int), click(Int)
        var told: String {
            switch self {
            case .key(let key): "\(key)"
            case .size(let w, let h): "size \(w)×\(h)"
            case .click(let row): "click row \(row)"
            }
        }
    }

    static let sizes = [(1, 1), (2, 3), (10, 4), (20, 6), (40, 12), (80, 24), (33, 7), (120, 40), (200, 5), (13, 30)]

    @Test(arguments: 0..<16 as Range<UInt64>) func randomKeysLoseNothingAndUndoAll(seed: UInt64) throws {
        if let only = ProcessInfo.processInfo.environment["TXTODO_KEYS_SEED"].flatMap(UInt64.init), only != seed { return }
        let folder = NSTemporaryDirectory() + "txtodo-keys-\(getpid())-\(seed)-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/todo.taskpaper"
        try Self.start.write(toFile: path, atomically: false, encoding: .utf8)
        // Written an hour ago: the file is quiet, so the day's rules are saved at launch.
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -3600)], ofItemAtPath: path)
        let clock = LoopTests.Clock()
        let environment = ["XDG_STATE_HOME": folder + "/state"]
        func session(_ steps: (MemoryScreen) -> [MemoryScreen.Step]) throws -> MemoryScreen {
            let store = try TodoStore(
                path: path, config: Config(), clock: clock.local, state: StateFolder(environment: environment))
            let screen = MemoryScreen(size: Size(width: 80, height: 24), [])
            screen.script(steps(screen))
            var loop = AppLoop(store: store, screen: screen, environment: environment)
            _ = loop.run()
            return screen
        }
        // A first launch brings the file to today (the routine's task).
        _ = try session { _ in [.input(.idle), .input(.key(.character("q")))] }
        let settled = try String(contentsOfFile: path, encoding: .utf8)

        var random = SplitMix64(seed: 0x6B65_7973 + seed)
        var moves: [Move] = []
        for _ in 0..<220 {
            if Int.random(in: 0..<12, using: &random) == 0 {
                let (w, h) = Self.sizes.randomElement(using: &random)!
                moves.append(.size(w, h))
            } else if Int.random(in: 0..<25, using: &random) == 0 {
                moves.append(.click(Int.random(in: 0..<30, using: &random)))
            } else {
                moves.append(.key(Self.keys.randomElement(using: &random)!))
            }
        }
        if let cut = ProcessInfo.processInfo.environment["TXTODO_KEYS_CUT"].flatMap(Int.init) {
            moves = Array(moves.prefix(cut))
        }
        let story = moves.map(\.told)
        let screen = try session { screen in
            var steps: [MemoryScreen.Step] = moves.flatMap { move -> [MemoryScreen.Step] in
                switch move {
                case .size(let w, let h): return [.run { screen.size = Size(width: w, height: h) }, .input(.resize)]
                case .click(let row): return [.input(.mouse(MouseEvent(.press(0), row: row, column: 3)))]
                case .key(let key): return [.input(.key(key))]
                }
            }
            // A screen big enough to act on (a smaller one takes only q and
            // Esc), whatever is open closed, then every change undone.
            steps += [.run { screen.size = Size(width: 80, height: 24) }, .input(.resize)]
            steps += Array(repeating: .input(.key(.escape)), count: 4)
            steps += Array(repeating: .input(.key(.character("u"))), count: 230)
            steps += [.input(.idle), .input(.key(.character("q")))]
            return steps
        }
        let told = Comment(rawValue: "seed \(seed): " + story.joined(separator: " ") + "\n" + screen.text)
        #expect(screen.misfits == 0, told)
        let after = try String(contentsOfFile: path, encoding: .utf8)
        #expect(after.contains(Self.own), told)
        #expect(after == settled, told)
    }
}
