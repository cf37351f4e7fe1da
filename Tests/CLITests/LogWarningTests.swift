import Testing

/// A change whose undo record or version record cannot be written is still
/// made, and a person is told in one line.
@Suite struct LogWarningTests {
    @Test func anUndoHistoryThatCannotBeWrittenIsAWarning() {
        let cli = CLI()
        cli.extraEnvironment["XDG_STATE_HOME"] = cli.folder + "/state"
        // A file where the history's folder would be.
        cli.write(cli.folder + "/state/txtodo/undo", "")
        let add = cli.run(["add", "Buy milk"])
        #expect(add.status == 0 && add.stdout == "Added 1 “Buy milk” to Today.\n", "\(add)")
        #expect(add.stderr.hasPrefix("txtodo: warning: the undo history could not be written ("), "\(add.stderr)")
        #expect(add.stderr.hasSuffix("), so this change cannot be undone\n"), "\(add.stderr)")
        #expect(cli.read(cli.todo)?.contains("Buy milk") == true)
    }

    @Test func aVersionLogThatCannotBeWrittenIsAWarning() {
        let m = SyncedMachines()
        // A file where the versions folder would be.
        m.cli.write(m.a.folder + "/todo.versions", "")
        let add = m.run(m.a, ["add", "Buy milk"])
        #expect(add.status == 0, "\(add)")
        #expect(add.stderr.hasPrefix("txtodo: warning: the version log could not be written ("), "\(add.stderr)")
        #expect(add.stderr.split(separator: "\n").count == 1, "\(add.stderr)")
        #expect(m.read(m.a).contains("Buy milk"))
    }
}
