import Glibc
import Testing

@Suite struct FileSafetyTests {
    /// A hand-written file with odd habits and none of txtodo's sections.
    static let foreign = "\u{FEFF}Garden:\r\n  - weeds  @due(2026-12-01)\r\n\r\n\tnote\twith tab \r\nInbox:\r\n  - call\tmum"

    @Test func listLeavesAForeignFileByteIdentical() {
        let cli = CLI()
        cli.write(cli.todo, Self.foreign)
        let result = cli.run(["list"])
        #expect(result.status == 0)
        #expect(cli.read(cli.todo) == Self.foreign)
        #expect(CLI.readBytes(cli.todo) == Array(Self.foreign.utf8))
    }

    @Test func addChangesOnlyTheAddedLines() {
        let cli = CLI()
        cli.write(cli.todo, Self.foreign)
        #expect(cli.run(["add", "Buy milk"]).status == 0)
        #expect(
            cli.read(cli.todo) == "\u{FEFF}Today:\r\n  - Buy milk @day(2026-11-22)\r\n\r\n"
                + String(Self.foreign.dropFirst()))
    }

    @Test func theNextDayExpiresTasksIntoTheArchive() {
        let cli = CLI()
        cli.run(["add", "Buy milk"])
        cli.run(["add", "--tomorrow", "Pay rent"])
        cli.now = "2026-11-23 08:00:00"
        let result = cli.run(["list"])
        #expect(result.stdout.contains("Today 2026-11-23 · 0/1 done\n  1 [ ] Pay rent\n"))
        #expect(cli.read(cli.todo) == "Today:\n\t- Pay rent @day(2026-11-23)\nTomorrow:\n")
        #expect(cli.read(cli.archive) == "2026-11-22:\n\t- Buy milk @day(2026-11-22)\n")
    }

    @Test func rolloverTimeFromTheConfig() {
        let cli = CLI()
        cli.write(cli.folder + "/config/txtodo/config", "rollover = 04:00\n")
        cli.now = "2026-11-22 03:59:00"
        #expect(cli.run(["list"]).stdout.contains("Today 2026-11-21 ·"))
        cli.now = "2026-11-22 04:00:00"
        #expect(cli.run(["list"]).stdout.contains("Today 2026-11-22 ·"))
    }

    /// New York's clocks go back at 02:00 on 2026-11-01: a 25-hour day.
    @Test func daysFollowTheLocalCalendarAcrossDST() {
        let cli = CLI()
        cli.extraEnvironment["TZ"] = "America/New_York"
        cli.now = "2026-11-01 23:30:00"
        #expect(cli.run(["list"]).stdout.contains("Today 2026-11-01 ·"))
        cli.now = "2026-11-02 00:00:00"
        #expect(cli.run(["list"]).stdout.contains("Today 2026-11-02 ·"))
    }

    @Test func writesThroughASymbolicLinkAndKeepsTheMode() {
        let cli = CLI()
        cli.write(cli.folder + "/real/todo.taskpaper", "Today:\n")
        cli.shell("chmod 600 \"$HOME/../real/todo.taskpaper\" && ln -s ../real/todo.taskpaper \"$HOME/link.taskpaper\"")
        #expect(cli.run(["add", "--file", cli.folder + "/home/link.taskpaper", "A"]).status == 0)
        #expect(cli.read(cli.folder + "/real/todo.taskpaper") == "Today:\n\t- A @day(2026-11-22)\n")
        let check = cli.shell(
            "test -L \"$HOME/link.taskpaper\" && stat -c %a \"$HOME/../real/todo.taskpaper\" && ls -A \"$HOME/../real\"")
        #expect(check.stdout == "600\ntodo.taskpaper\n")
    }

    /// Root saving a file another user owns gives it back to that user.
    @Test(.enabled(if: geteuid() == 0, "only root may give a file to another user"))
    func ownerAndGroupAreKept() {
        let cli = CLI()
        cli.write(cli.todo, "Today:\n")
        cli.shell("chown 65534:65534 \"$XDG_DATA_HOME/txtodo/todo.taskpaper\"")
        #expect(cli.run(["add", "Buy milk"]).status == 0)
        #expect(cli.shell("stat -c %u:%g \"$XDG_DATA_HOME/txtodo/todo.taskpaper\"").stdout == "65534:65534\n")
        #expect(cli.read(cli.todo) == "Today:\n\t- Buy milk @day(2026-11-22)\n")
    }

    @Test func withConflictsWarnSyncConflictCopiesAreWarnedOnStderr() {
        let cli = CLI()
        cli.write(cli.folder + "/config/txtodo/config", "conflicts = warn\n")
        cli.write(cli.todo, "Today:\n")
        cli.write(cli.folder + "/data/txtodo/todo (Sam's conflicted copy 2026-11-21).taskpaper", "")
        let result = cli.run(["list"])
        #expect(result.status == 0 && !result.stdout.contains("warning"))
        #expect(
            result.stderr
                == "warning: sync conflict copy beside the file: todo (Sam's conflicted copy 2026-11-21).taskpaper; merge it by hand and delete it\n"
        )
    }

    /// Runs `txtodo edit` in a pseudo-terminal (util-linux `script`); its
    /// status, and what the terminal showed.
    static func editInATerminal(_ cli: CLI) -> RunResult {
        cli.shell("script -qec '\"$TXTODO\" edit' /dev/null")
    }

    @Test func editRunsTheEditorOnTheFileThenAppliesTheRules() {
        let cli = CLI()
        cli.write(cli.todo, "Today:\n")
        cli.extraEnvironment["EDITOR"] = "vi"
        cli.extraEnvironment["VISUAL"] = "printf '\\t- Typed by hand\\n' >>"
        let result = Self.editInATerminal(cli)
        #expect(result.status == 0 && result.stdout.isEmpty, "\(result)")
        // The stamp is shown at once and saved with the next change.
        #expect(cli.read(cli.todo) == "Today:\n\t- Typed by hand\n")
        #expect(cli.run(["list", "--json"]).stdout.contains("\"day\":\"2026-11-22\""))
        _ = cli.run(["add", "Mine"])
        #expect(cli.read(cli.todo) == "Today:\n\t- Typed by hand @day(2026-11-22)\n\t- Mine @day(2026-11-22)\n")
        cli.extraEnvironment["VISUAL"] = "false"
        let failed = Self.editInATerminal(cli)
        #expect(
            failed.status == 1 && failed.stdout == "txtodo: the editor `false` exited with status 1; check $VISUAL/$EDITOR\r\n")
    }

    /// On a fresh install the folder does not exist yet: it is made (0700)
    /// before the editor starts, so the editor can save.
    @Test func editOnAFreshInstallCanSave() {
        let cli = CLI()
        cli.extraEnvironment["VISUAL"] = "printf 'Today:\\n\\t- First @day(2026-11-22)\\n' >"
        let result = Self.editInATerminal(cli)
        #expect(result.status == 0, "\(result)")
        #expect(cli.read(cli.todo) == "Today:\n\t- First @day(2026-11-22)\n")
        #expect(cli.shell("stat -c %a \"$XDG_DATA_HOME/txtodo\"").stdout == "700\n")
    }

    /// Without a terminal the editor is not started: one line, status 2.
    @Test func editWithoutATerminalIsRefused() {
        let cli = CLI()
        cli.extraEnvironment["VISUAL"] = "touch \(cli.folder)/editor-ran"
        let result = cli.run(["edit"])
        #expect(result.status == 2 && result.stdout.isEmpty)
        #expect(
            result.stderr == "txtodo: edit needs a terminal for the editor; open \(cli.todo) in an editor yourself\n")
        #expect(!cli.exists(cli.folder + "/editor-ran"))
    }

    /// Two processes adding 200 tasks each at the same time: none is lost.
    @Test func concurrentAddsAreAllKept() {
        let cli = CLI()
        let loop = { (tag: String) in
            "i=0; while [ $i -lt 200 ]; do i=$((i+1)); \"$TXTODO\" add \(tag)-$i >/dev/null || exit 1; done"
        }
        let result = cli.shell("(\(loop("A"))) & a=$!; (\(loop("B"))) & b=$!; wait $a && wait $b")
        #expect(result.status == 0, "\(result.stderr)")
        let text = cli.read(cli.todo) ?? ""
        let tasks = text.split(separator: "\n").filter { $0.hasPrefix("\t- ") }
        #expect(tasks.count == 400)
        for tag in ["A", "B"] {
            for i in 1...200 { #expect(text.contains("\t- \(tag)-\(i) @day"), "\(tag)-\(i) lost") }
        }
    }
}
