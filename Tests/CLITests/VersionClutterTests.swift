import Glibc
import Testing

/// Nothing is written beside a list that no sync tool carries: not by a
/// read, not by a change.
@Suite struct VersionClutterTests {
    @Test func aListOutsideSyncFoldersGetsNothingBesideIt() {
        let cli = CLI()
        cli.write(cli.todo, "Today:\n\t- Buy milk @day(2026-11-22)\n")
        #expect(cli.run(["list"]).status == 0)
        #expect(cli.shell("ls -A \"$XDG_DATA_HOME/txtodo\"").stdout == "todo.taskpaper\n")
        #expect(cli.run(["done", "1"]).status == 0)
        #expect(cli.shell("ls -A \"$XDG_DATA_HOME/txtodo\"").stdout == "todo.taskpaper\n")
    }

    @Test func aGitWorkTreeInASyncFolderShowsNoLogs() {
        let cli = CLI()
        cli.write(cli.folder + "/data/.stfolder/.keep", "")
        cli.write(cli.todo, "Today:\n\t- Buy milk @day(2026-11-22)\n")
        cli.shell("cd \"$XDG_DATA_HOME/txtodo\" && git init -q .")
        #expect(cli.run(["done", "1"]).status == 0)
        #expect(cli.shell("ls -A \"$XDG_DATA_HOME/txtodo\"").stdout == ".git\ntodo.taskpaper\ntodo.versions\n")
        let status = cli.shell("cd \"$XDG_DATA_HOME/txtodo\" && git status --porcelain --untracked-files=all")
        #expect(status.stdout == "?? todo.taskpaper\n")
    }

    @Test func versionsOnKeepsLogsAnywhere() {
        let cli = CLI()
        cli.write(cli.folder + "/config/txtodo/config", "versions = on\n")
        cli.write(cli.todo, "Today:\n\t- Buy milk @day(2026-11-22)\n")
        #expect(cli.run(["done", "1"]).status == 0)
        #expect(cli.shell("ls -A \"$XDG_DATA_HOME/txtodo\"").stdout == "todo.taskpaper\ntodo.versions\n")
    }

    @Test func aBadVersionsSettingIsOneLine() {
        let cli = CLI()
        cli.write(cli.folder + "/config/txtodo/config", "versions = sometimes\n")
        let r = cli.run(["list"])
        #expect(r.status == 1)
        #expect(r.stderr.contains("versions must be auto, on or off, not `sometimes`"))
    }
}
