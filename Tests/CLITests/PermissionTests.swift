import Testing

/// Permission refusals, seen by an unprivileged user (root can read and
/// write anything, so under root these run the binary as `nobody`).
@Suite struct PermissionTests {
    @Test func unreadableFileIsRefused() {
        let cli = CLI()
        cli.write(cli.todo, "Today:\n")
        let result = cli.runUnprivileged(["list"])
        // chmod after the hand-over: the file stays the unprivileged user's, just unreadable.
        cli.shell("chmod 000 \"$XDG_DATA_HOME/txtodo/todo.taskpaper\"")
        let refused = cli.runUnprivileged(["add", "milk"])
        #expect(result.status == 0)
        #expect(refused.status == 1 && refused.stdout.isEmpty)
        #expect(refused.stderr == "txtodo: cannot read \(cli.todo): permission denied; check its permissions or pass another file with --file\n")
        cli.shell("chmod 644 \"$XDG_DATA_HOME/txtodo/todo.taskpaper\"")
        #expect(cli.read(cli.todo) == "Today:\n")
    }

    @Test func readOnlyFileIsRefusedAndKept() {
        let cli = CLI()
        cli.write(cli.todo, "Today:\n")
        _ = cli.runUnprivileged(["path"])
        cli.shell("chmod 444 \"$XDG_DATA_HOME/txtodo/todo.taskpaper\"")
        let result = cli.runUnprivileged(["add", "milk"])
        #expect(result.status == 1)
        #expect(result.stderr == "txtodo: \(cli.todo) is read-only; make it writable (chmod u+w) to change it, it was left untouched\n")
        #expect(cli.read(cli.todo) == "Today:\n")
    }

    @Test func readOnlyFolderIsRefusedAndLeavesNoTemporaryFile() {
        let cli = CLI()
        cli.write(cli.todo, "Today:\n")
        _ = cli.runUnprivileged(["path"])
        cli.shell("chmod 555 \"$XDG_DATA_HOME/txtodo\"")
        let result = cli.runUnprivileged(["add", "milk"])
        #expect(result.status == 1)
        #expect(result.stderr == "txtodo: cannot save \(cli.todo): permission denied; the file was left untouched\n")
        #expect(cli.read(cli.todo) == "Today:\n")
        #expect(cli.shell("ls -A \"$XDG_DATA_HOME/txtodo\"").stdout == "todo.taskpaper\n")
    }
}
