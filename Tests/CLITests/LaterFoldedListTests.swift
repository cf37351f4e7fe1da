import Glibc
import Testing
import TestSupport

/// `list --today` (and any listing that hides Later) reads a big Later
/// backlog folded; what it prints, numbers and leaves behind is what the
/// whole read gives: the section as `list` prints it, the file untouched.
@Suite struct LaterFoldedListTests {
    /// The sections `list` printed, by the first word of the line that
    /// heads each (the one line not indented), each ending in a line break.
    static func sections(_ listing: String) -> [String: String] {
        var out: [String: String] = [:]
        var head = ""
        for line in listing.split(separator: "\n") {
            if !line.hasPrefix(" ") { head = String(line.prefix { $0 != " " }) }
            out[head, default: ""] += line + "\n"
        }
        return out
    }

    static func file(_ g: inout SplitMix64) -> String {
        var text = "Floating:\n\t- Learn Japanese @priority(3)\n"
        let today = (1...Int.random(in: 1...12, using: &g)).map { "\t- Task \($0) @day(2026-11-22)\n" }.joined()
        var later = "Later:\n\t- Renew passport @day(2026-12-01)\n"
        for k in 1...Int.random(in: 1...300, using: &g) {
            later += "\t- Someday \(k)" + (k % 7 == 0 ? " @priority(2)" : "") + "\n"
            if k % 11 == 0 { later += "\t\tA note for \(k).\n" }
        }
        let tomorrow = "Tomorrow:\n\t- Call Sam @day(2026-11-23)\n"
        // Later before Today or after it, in LF or CRLF.
        text += Bool.random(using: &g) ? later + "Today:\n" + today + tomorrow : "Today:\n" + today + tomorrow + later
        return Bool.random(using: &g)
            ? text : text.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\r\n")
    }

    @Test func todayTomorrowAndFloatingAloneListAsInTheWholeListing() {
        var g = SplitMix64(seed: 0x70DA_7)
        for _ in 0..<8 {
            let cli = CLI()
            let text = Self.file(&g)
            cli.write(cli.todo, text)
            let whole = Self.sections(cli.run(["list"]).stdout)
            for (flag, head) in [("--today", "Today"), ("--tomorrow", "Tomorrow"), ("-f", "Floating")] {
                let alone = cli.run(["list", flag])
                #expect(alone.status == 0 && alone.stderr.isEmpty)
                #expect(alone.stdout == whole[head], "\(flag) \(text.debugDescription)")
            }
            #expect(cli.read(cli.todo) == text)
        }
    }

    /// A day when the rules act in Later (a task scheduled for today) reads
    /// the whole file: the task arrives in Today, as with `list`.
    @Test func aTaskArrivingFromLaterArrivesWithTodayAlone() {
        let cli = CLI()
        cli.write(cli.todo, "Today:\n\t- Walk @day(2026-11-22)\nLater:\n\t- Read Dune\n\t- Pay rent @day(2026-11-22)\n")
        #expect(
            cli.run(["list", "--today"]).stdout == "Today 2026-11-22 · 0/2 done\n  1 [ ] Walk\n  2 [ ] Pay rent\n")
    }

    /// Once the file has been quiet for two seconds, `list --today` keeps
    /// what it found in Later, and the next ones read the file without
    /// Later's lines while it is the same file; a line appended by hand is
    /// a change like any other: the scheduled task it adds arrives.
    @Test func aQuietBacklogIsSummarisedAndAHandAppendIsStillRead() {
        let cli = CLI()
        var text = "Today:\n\t- Walk @day(2026-11-22)\nLater:\n"
        for k in 1...500 { text += "\t- Someday \(k)\n" }
        cli.write(cli.todo, text)
        usleep(2_100_000)
        let first = cli.run(["list", "--today"])
        #expect(first.stdout == "Today 2026-11-22 · 0/1 done\n    1 [ ] Walk\n")
        let kept = cli.shell("ls \"$HOME/.local/state/txtodo/later\" | wc -l")
        #expect(kept.stdout == "1\n")
        #expect(cli.run(["list", "--today"]).stdout == first.stdout)
        #expect(cli.shell("printf '\\t- Pay rent @day(2026-11-22)\\n' >> '\(cli.todo)'").status == 0)
        #expect(
            cli.run(["list", "--today"]).stdout == "Today 2026-11-22 · 0/2 done\n    1 [ ] Walk\n    2 [ ] Pay rent\n")
        #expect(cli.read(cli.todo)?.contains("Later:\n\t- Someday 1\n") == true)
    }
}
