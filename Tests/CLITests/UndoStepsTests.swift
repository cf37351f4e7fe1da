import Testing

/// `txtodo undo` repeated takes back one command after another, latest
/// first, each in the file it was made to.
@Suite struct UndoStepsTests {
    @Test func undoRepeatedGoesBackCommandByCommand() {
        let cli = UndoRenamePriorityTests.seeded()
        var states = [cli.read(cli.todo)]
        for command in [["add", "Water plants"], ["done", "1"], ["rename", "2", "Call dad"], ["rm", "1"]] {
            #expect(cli.run(command).status == 0, "\(command)")
            states.append(cli.read(cli.todo))
        }
        var said: [String] = []
        for expected in states.dropLast().reversed() {
            let undone = cli.run(["undo"])
            #expect(undone.status == 0, "\(undone)")
            said.append(undone.stdout)
            #expect(cli.read(cli.todo) == expected)
        }
        #expect(said.allSatisfy { $0.hasPrefix("Undone: ") })
        #expect(said.last == "Undone: Added “Water plants” to Today.\n")
        let none = cli.run(["undo"])
        #expect(none.status == 1 && none.stderr.hasPrefix("txtodo: nothing to undo"), "\(none)")
    }

    @Test func eachFileUndoesOnlyItsOwnChanges() {
        let cli = UndoRenamePriorityTests.seeded()
        let other = cli.folder + "/other.taskpaper"
        cli.write(other, "Today:\n")
        let before = (cli.read(cli.todo), cli.read(other))
        #expect(cli.run(["add", "One"]).status == 0)
        #expect(cli.run(["add", "--file", other, "Elsewhere"]).status == 0)
        #expect(cli.run(["add", "Two"]).status == 0)
        #expect(cli.run(["undo", "--file", other]).stdout == "Undone: Added “Elsewhere” to Today.\n")
        #expect(cli.read(other) == before.1)
        #expect(cli.run(["undo", "--file", other]).status == 1)
        #expect(cli.run(["undo"]).stdout == "Undone: Added “Two” to Today.\n")
        #expect(cli.run(["undo"]).stdout == "Undone: Added “One” to Today.\n")
        #expect(cli.read(cli.todo) == before.0)
    }

    /// An undo that cannot be made (the task was edited since) says so and
    /// forgets that change, so the ones before it can still be undone.
    @Test func aRefusedUndoMovesOnToTheChangeBefore() {
        let cli = UndoRenamePriorityTests.seeded()
        let before = cli.read(cli.todo)
        #expect(cli.run(["add", "Water plants"]).status == 0)
        #expect(cli.run(["rename", "1", "Buy soy milk"]).status == 0)
        let renamed = cli.read(cli.todo) ?? ""
        let edited = renamed.split(separator: "soy", omittingEmptySubsequences: false).joined(separator: "rice")
        cli.write(cli.todo, edited)
        let refused = cli.run(["undo"])
        #expect(refused.status == 1 && refused.stderr.contains("It is skipped"), "\(refused)")
        #expect(cli.read(cli.todo) == edited)
        #expect(cli.run(["undo"]).stdout == "Undone: Added “Water plants” to Today.\n")
        #expect(cli.read(cli.todo) == before?.split(separator: "oat", omittingEmptySubsequences: false).joined(separator: "rice"))
        #expect(cli.run(["undo"]).status == 1)
    }

    /// The README quotes the refusal as it is printed (the app says the same).
    @Test func theReadmeQuotesTheRefusalAsPrinted() {
        let cli = UndoRenamePriorityTests.seeded()
        #expect(cli.run(["done", "1"]).status == 0)
        let lines = (cli.read(cli.todo) ?? "").split(separator: "\n").map { $0.contains("oat") ? $0 + " @where(shop)" : $0 }
        cli.write(cli.todo, lines.joined(separator: "\n") + "\n")
        let refused = cli.run(["undo"]).stderr
        let quoted = refused.split(separator: "”").last.map { "`…" + String($0.dropFirst(" in Today".count).dropLast()) + "`" }
        let readme = cli.read("/" + #filePath.split(separator: "/").dropLast(3).joined(separator: "/") + "/README.md")
        #expect(readme != nil && quoted.map { readme?.contains("(\($0))") == true } == true, "\(refused)")
    }

    /// `txtodo redo` makes undone commands again, the last undone first,
    /// until a new change is made.
    @Test func redoMakesUndoneChangesAgainUntilANewChange() {
        let cli = UndoRenamePriorityTests.seeded()
        #expect(cli.run(["redo"]).stderr.hasPrefix("txtodo: nothing to redo"))
        cli.run(["add", "Water plants"])
        let added = cli.read(cli.todo)
        cli.run(["rename", "1", "Call dad"])
        let renamed = cli.read(cli.todo)
        cli.run(["undo"])
        cli.run(["undo"])
        let redone = cli.run(["redo"])
        #expect(redone.status == 0 && redone.stdout == "Redone: Added “Water plants” to Today.\n", "\(redone)")
        #expect(cli.read(cli.todo) == added)
        #expect(cli.run(["redo"]).status == 0)
        #expect(cli.read(cli.todo) == renamed)
        cli.run(["undo"])
        cli.run(["add", "Read"])
        let none = cli.run(["redo"])
        #expect(none.status == 1 && none.stderr == "txtodo: nothing to redo: no change was undone since the last one made\n")
    }
}
