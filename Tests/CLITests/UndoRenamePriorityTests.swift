import Testing

/// `rename`, `priority`, `undo`, and the number `add` prints.
@Suite struct UndoRenamePriorityTests {
    static func seeded() -> CLI {
        let cli = CLI()
        cli.write(cli.todo, "Today:\n\t- Buy oat milk @day(2026-11-22)\n\t- Call mum @day(2026-11-22)\n")
        return cli
    }

    @Test func renameAndPriority() {
        let cli = Self.seeded()
        let renamed = cli.run(["rename", "2", "Call", "dad"])
        #expect(renamed.status == 0 && renamed.stdout == "Renamed “Call mum” to “Call dad”.\n", "\(renamed)")
        let raised = cli.run(["priority", "1", "3"])
        #expect(raised.status == 0, "\(raised)")
        #expect(
            cli.read(cli.todo) == "Today:\n\t- Buy oat milk @day(2026-11-22) @priority(3)\n\t- Call dad @day(2026-11-22)\n")
        let bad = cli.run(["priority", "1", "4"])
        #expect(bad.status == 64 && bad.stderr.contains("1, 2 or 3"))
        #expect(cli.run(["rename", "9", "x"]).status == 1)
    }

    @Test func undoTakesBackTheLastCommandOnce() {
        let cli = Self.seeded()
        let before = cli.read(cli.todo)
        #expect(cli.run(["done", "1"]).status == 0)
        let undone = cli.run(["undo"])
        #expect(undone.status == 0 && undone.stdout == "Undone: Checked “Buy oat milk”.\n", "\(undone)")
        #expect(cli.read(cli.todo) == before)
        let again = cli.run(["undo"])
        #expect(again.status == 1 && again.stderr.hasPrefix("txtodo: nothing to undo"), "\(again)")
        #expect(again.stderr.split(separator: "\n").count == 1)
    }

    @Test(arguments: [["add", "Water plants"], ["rm", "2"], ["rename", "1", "Buy soy milk"], ["note", "1", "Semi"]])
    func undoRestoresTheFileBytes(command: [String]) {
        let cli = Self.seeded()
        let before = cli.read(cli.todo)
        #expect(cli.run(command).status == 0)
        #expect(cli.read(cli.todo) != before)
        let undone = cli.run(["undo"])
        #expect(undone.status == 0, "\(undone)")
        #expect(cli.read(cli.todo) == before)
    }

    /// The file's undo history lives under `$XDG_STATE_HOME/txtodo/undo/`:
    /// one log a todo file, each change one framed record, each undo a note.
    @Test func theStateLivesUnderXDGStateHome() {
        let cli = Self.seeded()
        cli.extraEnvironment["XDG_STATE_HOME"] = cli.folder + "/state"
        #expect(cli.run(["delay", "1"]).status == 0)
        let names = cli.shell("ls \"$XDG_STATE_HOME/txtodo/undo\"").stdout.split(separator: "\n")
        #expect(names.count == 1, "\(names)")
        let log = cli.read(cli.folder + "/state/txtodo/undo/\(names[0])") ?? ""
        // Each record: a line with its length, the record, then a line with its size and check.
        #expect(log.hasPrefix("undo "), "\(log)")
        #expect(log.contains("\nchange ") && log.contains("\ntxtodo-change 1\n"), "\(log)")
        #expect(cli.run(["undo"]).status == 0)
        let undone = cli.read(cli.folder + "/state/txtodo/undo/\(names[0])") ?? ""
        #expect(undone.hasPrefix(log) && undone.dropFirst(log.count).contains("\nundone "), "\(undone)")
    }

    @Test func aHandEditSinceIsNotOverwritten() {
        let cli = Self.seeded()
        #expect(cli.run(["done", "1"]).status == 0)
        let edited = "Today:\n\t- Buy oat milk @day(2026-11-22) @done(2026-11-22) @where(shop)\n\t- Call mum @day(2026-11-22)\n"
        cli.write(cli.todo, edited)
        let refused = cli.run(["undo"])
        #expect(refused.status == 1, "\(refused)")
        #expect(
            refused.stderr
                == "txtodo: “Buy oat milk” in Today was edited since; nothing was undone."
                + " It is skipped: undo again takes back the one before.\n")
        #expect(cli.read(cli.todo) == edited)
    }

    @Test func anotherFileHasNothingToUndo() {
        let cli = Self.seeded()
        #expect(cli.run(["done", "1"]).status == 0)
        cli.write(cli.folder + "/other.taskpaper", "Today:\n\t- Buy oat milk @day(2026-11-22) @done(2026-11-22)\n")
        let other = cli.run(["--file", cli.folder + "/other.taskpaper", "undo"])
        #expect(other.status == 1 && other.stderr.hasPrefix("txtodo: nothing to undo"))
        #expect(cli.read(cli.folder + "/other.taskpaper")?.contains("@done") == true)
    }

    /// Before any listing the number printed is the one `list` would show;
    /// after one, the next free number of that listing. `done N` finds it.
    @Test func addPrintsTheTasksNumber() {
        let cli = Self.seeded()
        let added = cli.run(["add", "Apples"])
        #expect(added.stdout == "Added 3 “Apples” to Today.\n", "\(added)")
        #expect(cli.run(["list"]).stdout.contains("  3 [ ] Apples\n"))
        let floating = cli.run(["add", "--floating", "Learn Go"])
        #expect(floating.stdout == "Added 4 “Learn Go” to Floating.\n")
        #expect(cli.run(["done", "4"]).stdout == "Checked “Learn Go”.\n")
        #expect(cli.run(["done", "3"]).stdout == "Checked “Apples”.\n")
    }
}

/// `txtodo move N today|tomorrow|floating`.
@Suite struct MoveCommandTests {
    @Test func moveAndUndo() {
        let cli = UndoRenamePriorityTests.seeded()
        let before = cli.read(cli.todo)
        let moved = cli.run(["move", "2", "floating"])
        #expect(moved.status == 0 && moved.stdout == "Moved “Call mum” to Floating.\n", "\(moved)")
        #expect(cli.read(cli.todo) == "Floating:\n\t- Call mum\nToday:\n\t- Buy oat milk @day(2026-11-22)\n")
        #expect(cli.run(["move", "1", "tomorrow"]).stdout == "Moved “Call mum” to Tomorrow.\n")
        #expect(cli.read(cli.todo)?.hasSuffix("Tomorrow:\n\t- Call mum @day(2026-11-23)\n") == true)
        #expect(cli.run(["undo"]).status == 0)
        #expect(cli.run(["move", "1", "today"]).status == 0)
        #expect(cli.read(cli.todo) != before)
        let bad = cli.run(["move", "1", "yesterday"])
        #expect(bad.status == 64)
    }

    @Test func todayToTomorrowIsADelayOnce() {
        let cli = UndoRenamePriorityTests.seeded()
        #expect(cli.run(["move", "1", "tomorrow"]).stdout == "Delayed “Buy oat milk” to tomorrow.\n")
        #expect(cli.run(["move", "2", "today"]).status == 0)
        // Back at the end of Today, after Call mum.
        let again = cli.run(["move", "2", "tomorrow"])
        #expect(
            again.status == 1 && again.stderr == "txtodo: “Buy oat milk” was already delayed once; do it today or delete it.\n")
    }

    /// Through Floating, the delay is not won back.
    @Test func aDelayedTaskCannotGoBackToTomorrowThroughFloating() {
        let cli = UndoRenamePriorityTests.seeded()
        #expect(cli.run(["delay", "1"]).status == 0)
        #expect(cli.run(["move", "2", "floating"]).stdout == "Moved “Buy oat milk” to Floating.\n")
        let again = cli.run(["move", "1", "tomorrow"])
        #expect(
            again.status == 1
                && again.stderr
                    == "txtodo: “Buy oat milk” was already delayed once, so it cannot go to Tomorrow again; do it today or keep it floating.\n",
            "\(again)")
        #expect(cli.read(cli.todo)?.contains("Floating:\n\t- Buy oat milk @delayed\n") == true)
    }
}
