import Testing
import TodoCore
import TodoStore

@testable import TerminalUI
import FileAccess
import TodoConfig

/// `key.<action> = <key>` lines laid over the key table.
@Suite struct RebindingTests {
    private func table(_ lines: [(String, String)]) throws(StoreError) -> KeyTable {
        try KeyTable.standard.rebound(
            by: lines.enumerated().map { KeySetting(action: $1.0, keys: $1.1, path: "/c/config", line: $0 + 1) })
    }

    private func problem(_ lines: [(String, String)]) -> String? {
        do {
            _ = try table(lines)
            return nil
        } catch {
            return error.description
        }
    }

    @Test func aRebindingReplacesTheActionsKeysEverywhere() throws {
        let keys = try table([("check", "c"), ("next-section", "w"), ("delay", ">")])
        #expect(keys.command(for: .character("c")) == .toggleDone)
        #expect(keys.command(for: .character("x")) == nil)
        #expect(keys.command(for: .character(">")) == .delay)
        #expect(keys.command(for: .character("w")) == .moveToSection(down: true))
        #expect(keys.command(for: .character("d")) == nil)
        #expect(keys.hints.contains { $0 == ("c", "done") })
        #expect(HelpScreen.lines(keys).contains { $0 == ("c", "check / uncheck") })

        var state = Fixture.state()
        state.keys = keys
        state.selection = Focus(ref: TaskRef(section: .today, name: "Buy oat milk"))
        #expect(update(&state, .key(.character("c"))) == .commit(.toggleDone(state.selection!.ref)))
        #expect(update(&state, .key(.character("x"))) == nil)
        #expect(state.status?.text == "x does nothing here: press ? for the keys")
        #expect(
            render(state, size: state.size).text.hasSuffix(
                "? help  q quit  a add  c done  > delay  u undo  n note  e rename  m more"))
    }

    @Test func keysAreWrittenAsTheHelpScreenWritesThem() throws {
        let keys = try table([("up", "Up Y"), ("down", "↓ Ctrl-N"), ("check", "Space"), ("redo", "Alt-r"), ("page-down", "PgDn")])
        #expect(keys.command(for: .up) == .moveUp)
        #expect(keys.command(for: .character("Y")) == .moveUp)
        #expect(keys.command(for: .character("k")) == nil)
        #expect(keys.command(for: .control("n")) == .moveDown)
        #expect(keys.command(for: .character(" ")) == .toggleDone)
        #expect(keys.command(for: .alt("r")) == .redo)
    }

    /// Moving a task among its section's tasks is rebound by its action
    /// names; Shift-↑ and Shift-↓ are written as the help screen writes them.
    @Test func taskUpAndDownAreReboundWithShiftArrows() throws {
        let keys = try table([("task-down", "Shift-↓ Ctrl-J"), ("task-up", "Shift-Up")])
        #expect(keys.command(for: .shiftDown) == .reorder(.down))
        #expect(keys.command(for: .control("j")) == .reorder(.down))
        #expect(keys.command(for: .shiftUp) == .reorder(.up))
        #expect(keys.command(for: .character("J")) == nil && keys.command(for: .character("K")) == nil)
        #expect(KeyTable.standard.command(for: .character("J")) == .reorder(.down))
        #expect(KeyTable.standard.command(for: .shiftUp) == .reorder(.up))
        #expect(HelpScreen.lines(keys).contains { $0.0 == "Shift-↓ Ctrl-J" })
    }

    @Test func badLinesAreOneLineErrorsNamingPathAndLine() {
        #expect(
            problem([("check", "c"), ("chek", "v")])?.hasPrefix(
                "/c/config:2: unknown action `chek` in `key.chek`; actions are up, down") == true)
        #expect(
            problem([("check", "Hyper-x")])
                == "/c/config:1: unknown key `Hyper-x`; write a character, Space, Enter, Tab, ↑ ↓ ← →, PgUp, Ctrl-X or Alt-x")
        #expect(
            problem([("delay", ">")])
                == "/c/config:1: > is already the key of next-section; give next-section another key with key.next-section")
        #expect(problem([("check", "c"), ("undo", "c")]) == "/c/config:1: c is already the key of undo")
        #expect(problem([("check", "c"), ("check", "v")]) == "/c/config:2: key.check is already set on line 1")
        #expect(problem([("help", "Ctrl-C")]) == "/c/config:1: Ctrl-C cannot be rebound: it always quits or cancels")
        #expect(problem([("help", "")]) == "/c/config:1: key.help needs a key")
    }
}
