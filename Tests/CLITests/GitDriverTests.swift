import Testing

/// The merge driver as `sync --setup` installs it, and the version logs
/// kept out of the repository.
@Suite(.serialized) struct GitDriverTests {
    /// Both clones know "Shared"; then each adds its own task and commits.
    static func apart(_ g: GitClones) {
        g.run(g.a, ["add", "Shared"])
        #expect(g.sync(g.a).status == 0)
        #expect(g.sync(g.b).status == 0)
        g.run(g.a, ["add", "From a"])
        #expect(g.sync(g.a).status == 0)
        g.run(g.b, ["add", "From b"])
        g.git("-C b commit --quiet -am 'from b'")
    }

    static func names(_ text: String?) -> Set<String> {
        Set((text ?? "").split(separator: "\n").map(SyncRoundsTests.name(of:)).filter { !$0.isEmpty })
    }

    @Test func setupRegistersTheRunningTxtodoByItsFullPath() {
        let g = GitClones()
        #expect(g.run(g.a, ["sync", "--setup"]).status == 0)
        #expect(g.git("-C a config merge.txtodo.driver").stdout == "\(CLI.binary) merge %O %A %B\n")
        // Where `txtodo` on PATH is this same program, its name is enough.
        g.cli.shell("mkdir -p \"$HOME/bin\" && ln -s \"$TXTODO\" \"$HOME/bin/txtodo\"")
        g.cli.extraEnvironment["PATH"] = g.cli.folder + "/home/bin:/usr/bin:/bin"
        #expect(g.run(g.b, ["sync", "--setup"]).status == 0)
        #expect(g.git("-C b config merge.txtodo.driver").stdout == "txtodo merge %O %A %B\n")
    }

    /// A plain `git pull` merges task by task with the driver setup installed.
    @Test func aGitPullMergesWithTheInstalledDriver() {
        let g = GitClones()
        #expect(g.run(g.b, ["sync", "--setup"]).status == 0)
        Self.apart(g)
        g.git("-C b pull --quiet --no-rebase --no-edit")
        #expect(Self.names(g.cli.read(g.b)) == ["Shared", "From a", "From b"])
        #expect(g.git("-C b status --porcelain").stdout == "")
    }

    @Test func theVersionLogsStayOutOfTheRepository() {
        let g = GitClones()
        let file = g.cli.folder + "/a/lists/my list.taskpaper"
        g.run(file, ["add", "Kept apart"])
        #expect(g.cli.exists(g.cli.folder + "/a/lists/my list.versions"))
        #expect(g.sync(file).status == 0)
        #expect(g.git("-C a status --porcelain").stdout == "")
        #expect(g.cli.read(g.cli.folder + "/a/.git/info/exclude")?.hasSuffix("\n/lists/my list.versions/\n") == true)
        #expect(!g.git("-C a ls-files").stdout.contains("versions"))
    }
}
