import Testing
import TodoCore

@testable import TerminalUI

/// The hint bar, long status messages, the help screen and priority marks.
@Suite struct SmallThingsTests {
    private func bar(_ state: AppState) -> String {
        String(render(state, size: state.size).text.split(separator: "\n", omittingEmptySubsequences: false).last!)
    }

    @Test func eRenames() {
        #expect(bar(Fixture.state(width: 120)).contains("e rename"))
        #expect(!bar(Fixture.state(width: 120)).contains("e edit"))
    }

    /// Every command of the bar is reachable by paging with m; none is dropped.
    @Test(arguments: [20, 40, 80]) func mPagesThroughEveryHint(width: Int) {
        var state = Fixture.state(width: width, height: 12)
        var seen: [String] = []
        let pages = HintBar.pages(width: width).count
        #expect(pages > 1)
        for _ in 0..<pages {
            let line = bar(state)
            #expect(line.hasSuffix("m more") && DisplayWidth.of(line) <= width, "\(line)")
            seen.append(line)
            #expect(update(&state, .key(.character("m"))) == nil)
        }
        #expect(bar(state) == seen[0], "the pages come round again")
        let all = seen.joined(separator: "  ")
        for hint in KeyTable.standard.hints { #expect(all.contains("\(hint.key) \(hint.word)"), "\(hint)") }
        #expect(all.contains("t tomorrow") && all.contains("p prio"))
    }

    /// The bar's pages reach every command that is not moving about or a
    /// priority digit: delete, search, edit, sync, link and up included.
    @Test(arguments: [20, 40, 80, 120, 200]) func thePagesReachEveryCommandKey(width: Int) {
        var state = Fixture.state(width: width, height: 12)
        var all = ""
        for _ in 0..<HintBar.pages(width: width).count {
            all += bar(state) + "  "
            _ = update(&state, .key(.character("m")))
        }
        for key in ["D delete", "/ search", "E edit", "S sync", "o link", "< up", "> move", "r review", "R routines"] {
            #expect(all.contains(key), "\(width): \(key)")
        }
        let unhinted = KeyTable.standard.bindings.filter { $0.hint == nil }.map(\.command)
        let expected: [Command] = [
            .moveUp, .moveDown, .moveTop, .moveBottom, .pageUp, .pageDown, .setPriority(1), .setPriority(2),
            .setPriority(3), .toggleNotes, .redo, .redraw, .suspend, .moreHints,
        ]
        #expect(unhinted == expected)
    }

    /// Keys without a hint (moving, 1 2 3…) are not in the bar, so m does
    /// not say every key is there.
    @Test func aWideBarShowsEveryHintAtOnceAndSaysNoMore() {
        var state = Fixture.state(width: 250)
        #expect(!bar(state).contains("m more"))
        _ = update(&state, .key(.character("m")))
        #expect(state.status == Status("Every hint is in the bar; ? lists every key"))
    }

    @Test func aLongStatusWrapsToTwoLines() {
        var state = Fixture.state(width: 30, height: 12)
        _ = update(&state, .failed("Floating holds at most 3 tasks: finish or delete one first"))
        let rows = render(state, size: state.size).text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(rows[9] == "Floating holds at most 3")
        #expect(rows[10] == "tasks: finish or delete one f…")
        // Too short a screen keeps one line, cut.
        var short = Fixture.state(width: 30, height: 6)
        _ = update(&short, .failed("Floating holds at most 3 tasks: finish or delete one first"))
        let shortRows = render(short, size: short.size).text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(shortRows[4] == "Floating holds at most 3 task…")
    }

    @Test func theHelpScreenNamesTheScrollKeysAndTheFile() {
        var snapshot = Fixture.example
        snapshot.path = "/home/me/.local/share/txtodo/todo.taskpaper"
        var state = Fixture.state(snapshot, width: 80, height: 24)
        _ = update(&state, .key(.character("?")))
        let header = render(state, size: state.size).text.split(separator: "\n")[0]
        for key in ["j", "k", "↑", "↓", "Space", "PgUp", "PgDn"] { #expect(header.contains(key)) }
        for _ in 0..<5 { _ = update(&state, .key(.pageDown)) }
        #expect(render(state, size: state.size).text.hasSuffix("File: /home/me/.local/share/txtodo/todo.taskpaper"))
    }

    /// The default priority has no mark; `!!` is quieter than `!!!`, which
    /// is loud in every scheme.
    @Test func priorityMarksGrowWithPriority() {
        let canvas = render(Fixture.state(), size: Size(width: 80, height: 24))
        let rows = canvas.text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(rows[2].hasSuffix(" !!!") && canvas.cell(row: 2, column: 77).style == .priorityHigh)
        #expect(rows[5].hasSuffix(" +1 !!") && canvas.cell(row: 5, column: 78).style == .priority)
        // Book dentist and Reply to Sam have priority 1: a delay mark, or nothing.
        #expect(rows[6].hasSuffix(" ↷") && rows[7].hasSuffix("Reply to Sam"))
        for theme in [Theme.monochrome, Theme.colour(rich: false), Theme.colour(rich: true)] {
            let middle = theme.attributes(.priority, selected: false)
            let high = theme.attributes(.priorityHigh, selected: false)
            #expect(!middle.bold && middle.foreground != .red)
            #expect(high.bold)
        }
    }
}
