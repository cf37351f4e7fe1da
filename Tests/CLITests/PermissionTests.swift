import Testing

/// Permission refusals, seen by an unprivileged user (root can read and
/// write anything, so under root these run the binary as `nobody`).
@Suite struct PermissionTests {
    /// Hands a one-line file to the unprivileged user, runs `chmod MODE TARGET`
    /// (a path under the data folder), then tries `add milk` as that user.
    static func addAfterChmod(_ mode: String, _ target: String) -> (CLI, RunResult) {
        let cli = CLI()
        cli.write(cli.todo, "Today:\n")
        #expect(cli.runUnprivileged(["list"]).status == 0)
        cli.shell("chmod \(mode) \"$XDG_DATA_HOME/txtodo/\(target)\"")
        let result = cli.runUnprivileged(["add", "milk"])
        #expect(result.status == 1 && result.stdout.isEmpty)
        cli.shell("chmod u+rwx \"$XDG_DATA_HOME/txtodo\" && chmod u+rw \"$XDG_DATA_HOME/txtodo/todo.taskpaper\"")
        #expect(cli.read(cli.todo) == "Today:\n")
        #expect(cli.shell("ls -A \"$XDG_DATA_HOME/txtodo\"").stdout == "todo.taskpaper\n")
        return (cli, result)
    }

    @Test func unreadableFileIsRefused() {
        let (cli, result) = Self.addAfterChmod("000", "todo.taskpaper")
        #expect(
            result.stderr
                == "txtodo: cannot read \(cli.todo): permission denied; check its permissions or pass another file with --file\n")
    }

    @Test func readOnlyFileIsRefusedAndKept() {
        let (cli, result) = Self.addAfterChmod("444", "todo.taskpaper")
        #expect(
            result.stderr
                == "txtodo: \(cli.todo) is read-only; make it writable (chmod u+w) to change it, it was left untouched\n")
    }

    @Test func readOnlyFolderIsRefusedAndLeavesNoTemporaryFile() {
        let (cli, result) = Self.addAfterChmod("555", "")
        #expect(result.stderr == "txtodo: cannot save \(cli.todo): permission denied; the file was left untouched\n")
    }

    /// The rules need a write (a task expired, one moved) that cannot be made:
    /// `list` shows the tasks with the rules applied, warns in one line and
    /// succeeds; a change still fails with one line.
    @Test(arguments: ["444 todo.taskpaper", "555 ."])
    func listShowsTheRulesAppliedWhenTheyCannotBeSaved(_ chmod: String) {
        let cli = CLI()
        let text = "Today:\n\t- Old @day(2026-11-21)\nTomorrow:\n\t- Next @day(2026-11-22)\n"
        cli.writeBefore(cli.todo, text)
        cli.shell("chmod 755 \"$XDG_DATA_HOME/txtodo\"")
        let parts = chmod.split(separator: " ")
        cli.shell("chmod \(parts[0]) \"$XDG_DATA_HOME/txtodo/\(parts[1])\"")
        let list = cli.runUnprivileged(["list"])
        #expect(list.status == 0)
        #expect(list.stdout.contains("1 [ ] Next") && !list.stdout.contains("Old"))
        #expect(list.stderr.hasPrefix("warning: \(cli.todo) could not be updated, so it is shown with the daily rules applied: "))
        #expect(list.stderr.filter { $0 == "\n" }.count == 1)
        let add = cli.runUnprivileged(["add", "milk"])
        #expect(add.status == 1 && add.stderr.hasPrefix("txtodo: ") && add.stderr.filter { $0 == "\n" }.count == 1)
        cli.shell("chmod -R u+rwx \"$XDG_DATA_HOME/txtodo\"")
        #expect(cli.read(cli.todo) == text)
    }
}
