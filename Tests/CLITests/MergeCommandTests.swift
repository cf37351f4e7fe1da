import Glibc
import Testing

/// `txtodo merge BASE OURS THEIRS` run as a built binary, alone and as the
/// merge driver of a real git repository.
struct MergeCommandTests {
    /// Writes the three versions into the test's folder and merges them.
    static func merge(_ cli: CLI, base: String, ours: String, theirs: [UInt8]) -> RunResult {
        let dir = cli.folder
        cli.write(dir + "/base", base)
        cli.write(dir + "/ours", ours)
        cli.write(dir + "/theirs", bytes: theirs)
        return cli.run(["merge", dir + "/base", dir + "/ours", dir + "/theirs"])
    }

    static func merge(_ cli: CLI, base: String, ours: String, theirs: String) -> RunResult {
        merge(cli, base: base, ours: ours, theirs: Array(theirs.utf8))
    }

    @Test func mergesIntoOursAndExitsZeroWhenClean() {
        let cli = CLI()
        let r = Self.merge(
            cli, base: "Today:\n\t- Buy milk @day(2026-11-22)\n",
            ours: "Today:\n\t- Buy milk @day(2026-11-22) @done(2026-11-22)\n",
            theirs: "Today:\n\t- Buy milk @day(2026-11-22)\n\t\toat\n")
        #expect(r.status == 0, "\(r.stderr)")
        #expect(cli.read(cli.folder + "/ours") == "Today:\n\t- Buy milk @day(2026-11-22) @done(2026-11-22)\n\t\toat\n")
        #expect(r.stdout.contains("txtodo merge: ours: checked “Buy milk”"))
    }

    /// Both machines moved Tomorrow's task to Today at midnight: that is
    /// neither side's change, so a delay made after it holds.
    @Test func aMoveBothMachinesRulesMadeAtMidnightIsNoChange() {
        let cli = CLI()
        cli.now = "2026-11-23 09:00:00"
        let r = Self.merge(
            cli, base: "Today:\nTomorrow:\n\t- Call Sam @day(2026-11-23)\n\t- Buy milk @day(2026-11-23)\n",
            ours: "Today:\n\t- Buy milk @day(2026-11-23)\nTomorrow:\n\t- Call Sam @day(2026-11-24) @delayed\n",
            theirs: "Today:\n\t- Call Sam @day(2026-11-23)\n\t- Buy milk @day(2026-11-23) @done(2026-11-23)\nTomorrow:\n")
        #expect(r.status == 0, "\(r.stderr)")
        #expect(
            cli.read(cli.folder + "/ours")
                == "Today:\n\t- Buy milk @day(2026-11-23) @done(2026-11-23)\nTomorrow:\n\t- Call Sam @day(2026-11-24) @delayed\n")
    }

    @Test func keepsBothVersionsOfAConflictAndExitsOne() {
        let cli = CLI()
        let r = Self.merge(
            cli, base: "Garden:\n\t- roses\n", ours: "Garden:\n\t- red roses\n", theirs: "Garden:\n\t- white roses\n")
        #expect(r.status == 1)
        #expect(cli.read(cli.folder + "/ours") == "Garden:\n\t- red roses\n\t- white roses\n")
    }

    @Test func badInputIsOneLineAndStatusTwoWithOursUntouched() {
        let cli = CLI()
        let dir = cli.folder
        let r = Self.merge(cli, base: "Today:\n", ours: "Today:\n\t- A @day(2026-11-22)\n", theirs: [0x54, 0xFF, 0x0A])
        #expect(r.status == 2)
        #expect(r.stderr == "txtodo: \(dir)/theirs is not UTF-8 text; OURS was left untouched\n")
        #expect(cli.read(dir + "/ours") == "Today:\n\t- A @day(2026-11-22)\n")
        let missing = cli.run(["merge", dir + "/nothing", dir + "/ours", dir + "/base"])
        #expect(missing.status == 2)
        #expect(missing.stderr.hasPrefix("txtodo: cannot read \(dir)/nothing: "))
        #expect(cli.read(dir + "/ours") == "Today:\n\t- A @day(2026-11-22)\n")
    }

    @Test func emptyBaseUnitesBothVersions() {
        let cli = CLI()
        let r = Self.merge(cli, base: "", ours: "Floating:\n\t- A\n", theirs: "Floating:\n\t- B\n")
        #expect(r.status == 0)
        #expect(cli.read(cli.folder + "/ours") == "Floating:\n\t- A\n\t- B\n")
    }

    @Test func mergesTheArchiveAsAUnion() {
        let cli = CLI()
        let base = "2026-11-20:\n\t- a @done(2026-11-20)\n"
        let r = Self.merge(
            cli, base: base, ours: base + "\n2026-11-21:\n\t- b @day(2026-11-21)\n",
            theirs: base + "\t- c @day(2026-11-20)\n\n2026-11-21:\n\t- d @day(2026-11-21)\n")
        #expect(r.status == 0)
        #expect(
            cli.read(cli.folder + "/ours")
                == "2026-11-20:\n\t- a @done(2026-11-20)\n\t- c @day(2026-11-20)\n\n2026-11-21:\n\t- b @day(2026-11-21)\n\t- d @day(2026-11-21)\n"
        )
    }

    static let hasGit = (["/usr/bin/git", "/usr/local/bin/git", "/bin/git"] as [String]).contains { access($0, X_OK) == 0 }

    @Test(.enabled(if: hasGit, "git is not installed: the merge-driver test needs it (apt-get install git)"))
    func gitMergeUsesTheDriver() {
        let cli = CLI()
        let repo = cli.folder + "/repo"
        let setup = cli.shell(
            """
            set -e
            export GIT_CONFIG_NOSYSTEM=1 GIT_AUTHOR_NAME=t GIT_AUTHOR_EMAIL=t@t GIT_COMMITTER_NAME=t GIT_COMMITTER_EMAIL=t@t
            git init -q -b main '\(repo)' && cd '\(repo)'
            git config merge.txtodo.driver "\\"$TXTODO\\" merge %O %A %B"
            echo 'todo.taskpaper merge=txtodo' > .gitattributes
            printf 'Today:\\n\\t- Buy milk @day(2026-11-22)\\n\\t- Pay rent @day(2026-11-22)\\nGarden:\\n\\t- roses\\n' > todo.taskpaper
            git add -A && git commit -qm base
            git checkout -qb laptop
            printf 'Today:\\n\\t- Buy milk @day(2026-11-22) @done(2026-11-22)\\n\\t- Pay rent @day(2026-11-22)\\nGarden:\\n\\t- roses\\n' > todo.taskpaper
            git commit -qam laptop
            git checkout -q main
            printf 'Today:\\n\\t- Buy milk @day(2026-11-22)\\n\\t\\toat\\n\\t- Pay rent @day(2026-11-22)\\n\\t- Call Sam @day(2026-11-22)\\nGarden:\\n\\t- roses\\n' > todo.taskpaper
            git commit -qam desktop
            git merge -q --no-edit laptop
            """)
        #expect(setup.status == 0, "\(setup.stdout)\(setup.stderr)")
        #expect(
            cli.read(repo + "/todo.taskpaper")
                == "Today:\n\t- Buy milk @day(2026-11-22) @done(2026-11-22)\n\t\toat\n\t- Pay rent @day(2026-11-22)\n\t- Call Sam @day(2026-11-22)\nGarden:\n\t- roses\n"
        )
        #expect(cli.shell("cd '\(repo)' && git status --porcelain").stdout == "")
    }
}
