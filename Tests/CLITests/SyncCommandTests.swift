import Testing

/// `txtodo sync` with the real git: a bare repository and two clones.
@Suite(.serialized) struct SyncCommandTests {
    @Test func twoClonesEndWithTheSameFileAndEveryTask() {
        let g = GitClones()
        g.run(g.a, ["add", "Buy milk"])
        #expect(g.sync(g.a).stdout == "txtodo sync: set up the txtodo merge driver; pulled 0 changes, pushed 1\n")
        g.run(g.b, ["add", "Call Sam"])
        let second = g.sync(g.b)
        #expect(second.status == 0, "\(second.stderr)")
        #expect(second.stdout.hasSuffix("pulled 1 change, pushed 1\n"))
        g.run(g.a, ["done", "1"])
        #expect(g.sync(g.a).stdout == "txtodo sync: pulled 1 change, pushed 1\n")
        #expect(g.sync(g.b).stdout == "txtodo sync: pulled 1 change, pushed 0\n")
        let a = g.cli.read(g.a), b = g.cli.read(g.b)
        #expect(a == b)
        #expect(a?.contains("- Buy milk @day(2026-11-22) @done(2026-11-22)") == true)
        #expect(a?.contains("- Call Sam @day(2026-11-22)") == true)
        #expect(g.cli.read(g.cli.folder + "/a/.gitattributes")?.contains("/todo.taskpaper merge=txtodo") == true)
    }

    @Test func aFileWithASpaceInASubfolderMergesWithTheDriver() {
        let g = GitClones()
        let a = g.cli.folder + "/a/lists/my list.taskpaper", b = g.cli.folder + "/b/lists/my list.taskpaper"
        g.run(a, ["add", "From a"])
        g.run(b, ["add", "From b"])
        #expect(g.sync(a).status == 0)
        #expect(g.sync(b).status == 0)
        #expect(g.sync(a).status == 0)
        #expect(g.cli.read(a) == g.cli.read(b))
        #expect(g.cli.read(b) == "Today:\n\t- From b @day(2026-11-22)\n\t- From a @day(2026-11-22)\n")
        #expect(g.cli.read(g.cli.folder + "/a/lists/.gitattributes")?.hasPrefix("\"/my list.taskpaper\" merge=txtodo\n") == true)
    }

    @Test func aNewRepositoryJoinsTheRemotesDefaultBranch() {
        let g = GitClones()
        g.run(g.a, ["add", "Shared"])
        _ = g.sync(g.a)
        g.git("init --quiet -b other fresh && git -C fresh remote add origin \"$PWD/remote.git\"")
        let file = g.cli.folder + "/fresh/todo.taskpaper"
        let r = g.sync(file)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(g.cli.read(file)?.contains("- Shared") == true)
        #expect(g.git("-C fresh rev-parse --abbrev-ref @{u}").stdout == "origin/main\n")
        #expect(g.git("-C fresh rev-list --max-parents=0 HEAD").stdout.split(separator: "\n").count == 1)
    }

    @Test func bothVersionsOfTheUsersOwnLineAreKeptWithoutMarkers() {
        let g = GitClones()
        g.cli.write(g.a, "Garden:\n\t- roses\n")
        _ = g.sync(g.a)
        _ = g.sync(g.b)
        g.cli.write(g.a, "Garden:\n\t- red roses\n")
        g.cli.write(g.b, "Garden:\n\t- white roses\n")
        _ = g.sync(g.a)
        let r = g.sync(g.b)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("both versions of a line of your own text were kept"))
        #expect(g.cli.read(g.b) == "Garden:\n\t- white roses\n\t- red roses\n")
        #expect(g.git("-C b status --porcelain").stdout == "")
    }

    /// A task deleted here and checked on the other clone is kept: the sync
    /// says so, naming the branch the check came from.
    @Test func aDecisionAgainstThisCloneIsSaidWithTheBranchItCameFrom() {
        let g = GitClones()
        g.cli.write(g.a, "Today:\n\t- Buy milk @day(2026-11-22)\n\t- Call Sam @day(2026-11-22)\n")
        _ = g.sync(g.a)
        _ = g.sync(g.b)
        g.run(g.a, ["done", "Buy milk"])
        g.run(g.b, ["rm", "Buy milk"])
        _ = g.sync(g.a)
        let r = g.sync(g.b)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(
            r.stdout
                == "txtodo sync: pulled 1 change, pushed 1; kept “Buy milk” (deleted here, checked on origin/main)\n")
        #expect(g.cli.read(g.b)?.contains("- Buy milk @day(2026-11-22) @done(2026-11-22)") == true)
    }

    @Test func withSyncGitAlwaysEveryChangeIsPushed() {
        let g = GitClones()
        g.cli.write(g.cli.folder + "/config/txtodo/config", "sync = git-always\n")
        let r = g.run(g.a, ["add", "Pushed at once"])
        #expect(r.stdout.hasSuffix("pulled 0 changes, pushed 1\n"), "\(r.stderr)")
        #expect(g.git("--git-dir=remote.git show main:todo.taskpaper").stdout.contains("- Pushed at once"))
        #expect(g.run(g.a, ["done", "1"]).stdout == "Checked “Pushed at once”.\ntxtodo sync: pulled 0 changes, pushed 1\n")
    }

    /// Taking a task back from the record is a change like any other.
    @Test func withSyncGitAlwaysATaskTakenBackIsPushed() {
        let g = GitClones()
        g.cli.write(g.cli.folder + "/config/txtodo/config", "sync = git-always\n")
        let archive = String(g.a.dropLast("todo.taskpaper".count)) + "todo.archive.taskpaper"
        g.cli.write(archive, "2026-11-21:\n\t- Left over @day(2026-11-21)\n")
        let r = g.run(g.a, ["add", "--back", "1"])
        #expect(r.stdout.hasPrefix("Took 1 “Left over” back to Today (from 2026-11-21).\n"), "\(r)")
        #expect(r.stdout.hasSuffix("pushed 1\n"), "\(r)")
        #expect(g.git("--git-dir=remote.git show main:todo.taskpaper").stdout.contains("- Left over"))
    }

    @Test func withoutAGitIdentityItCommitsAsTxtodo() {
        let g = GitClones()
        g.cli.write(g.cli.folder + "/home/.gitconfig", "[init]\n\tdefaultBranch = main\n")
        g.run(g.a, ["add", "Anonymous"])
        let r = g.sync(g.a)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(g.git("-C a log -1 --format=%an/%ae").stdout.hasPrefix("txtodo/txtodo@"))
    }

    @Test func aPushRejectedBecauseTheRemoteMovedOnIsMergedAndPushedAgain() {
        let g = GitClones()
        g.run(g.a, ["add", "First"])
        _ = g.sync(g.a)
        _ = g.sync(g.b)
        g.run(g.b, ["add", "From b"])
        g.git("-C b commit --quiet -am 'from b'")
        // A git that lets the other clone push just before this one's first push.
        let root = g.cli.folder
        g.cli.write(
            root + "/bin/git",
            """
            #!/bin/sh
            for argument; do
                if [ "$argument" = push ] && [ ! -e '\(root)/raced' ]; then
                    touch '\(root)/raced' && /usr/bin/git -C '\(root)/b' push --quiet origin HEAD:refs/heads/main
                fi
            done
            exec /usr/bin/git "$@"
            """)
        #expect(g.cli.shell("chmod +x '\(root)/bin/git'").status == 0)
        g.cli.extraEnvironment["PATH"] = root + "/bin:/usr/bin:/bin"
        g.run(g.a, ["add", "From a"])
        let r = g.sync(g.a)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(g.cli.exists(root + "/raced"))
        let remote = g.git("--git-dir=remote.git show main:todo.taskpaper").stdout
        #expect(remote.contains("- From a") && remote.contains("- From b"))
    }

    @Test func setupIsIdempotentAndSaysWhatItWrote() {
        let g = GitClones()
        let first = g.run(g.a, ["sync", "--setup"])
        #expect(first.status == 0)
        #expect(first.stdout.contains("/todo.taskpaper merge=txtodo"))
        #expect(first.stdout.contains("git config merge.txtodo.driver"))
        #expect(g.run(g.a, ["sync", "--setup"]).stdout == "txtodo sync: the merge driver was already set up\n")
        #expect(g.git("-C a config merge.txtodo.driver").stdout.hasSuffix(" merge %O %A %B %P\n"))
        // Both clones set up apart, then sync: the .gitattributes lines meet without a conflict.
        #expect(g.run(g.b, ["sync", "--setup"]).status == 0)
        g.run(g.a, ["add", "A"])
        g.run(g.b, ["add", "B"])
        #expect(g.sync(g.a).status == 0)
        let r = g.sync(g.b)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(g.git("-C b status --porcelain").stdout == "")
    }

    @Test func aFolderOutsideGitSaysHowToMakeItARepository() {
        let cli = CLI()
        cli.write(cli.todo, "Today:\n")
        let r = cli.run(["sync"])
        #expect(r.status == 1)
        #expect(
            r.stderr.hasPrefix("txtodo: sync: \(cli.folder)/data/txtodo is not in a git repository; make it one with `git -C"))
        #expect(r.stderr.split(separator: "\n").count == 1)
    }

    @Test func withoutARemoteItCommitsAndSaysSo() {
        let g = GitClones()
        g.git("init --quiet solo")
        let file = g.cli.folder + "/solo/todo.taskpaper"
        g.run(file, ["add", "Alone"])
        let r = g.sync(file)
        #expect(r.status == 1)
        #expect(r.stderr.hasPrefix("txtodo: sync: committed locally; the repository has no remote"))
        #expect(g.git("-C solo log --oneline").stdout.split(separator: "\n").count == 1)
    }

    @Test func anUnreachableRemoteKeepsTheLocalCommit() {
        let g = GitClones()
        g.git("-C a remote set-url origin '\(g.cli.folder)/gone.git'")
        g.run(g.a, ["add", "Offline"])
        let r = g.sync(g.a)
        #expect(r.status == 1)
        #expect(r.stderr.hasPrefix("txtodo: sync: could not fetch from origin ("))
        #expect(r.stderr.contains("your changes are committed locally"))
        #expect(g.git("-C a show HEAD:todo.taskpaper").stdout.contains("- Offline"))
    }

    @Test func withoutGitSyncSaysItNeedsGitAndTheRestWorks() {
        let cli = CLI()
        cli.extraEnvironment["PATH"] = cli.folder + "/empty"
        let r = cli.run(["sync"])
        #expect(r.status == 1)
        #expect(r.stderr == "txtodo: sync: git is not installed (or not on PATH), and sync needs it; nothing was changed\n")
        #expect(cli.run(["add", "Still works"]).status == 0)
    }

    @Test func anotherFileGitCannotMergeLeavesTheTodoFileMergedWithoutMarkers() {
        let g = GitClones()
        g.cli.write(g.cli.folder + "/a/notes.txt", "one\n")
        g.git("-C a add notes.txt && git -C a commit --quiet -m notes")
        g.run(g.a, ["add", "Shared"])
        _ = g.sync(g.a)
        _ = g.sync(g.b)
        g.cli.write(g.cli.folder + "/a/notes.txt", "two\n")
        g.git("-C a commit --quiet -am notes")
        g.cli.write(g.cli.folder + "/b/notes.txt", "three\n")
        g.git("-C b commit --quiet -am notes")
        g.run(g.a, ["add", "From a"])
        g.run(g.b, ["add", "From b"])
        _ = g.sync(g.a)
        let r = g.sync(g.b)
        #expect(r.status == 1)
        #expect(r.stderr.hasPrefix("txtodo: sync: git could not finish the merge because of notes.txt"))
        let merged = g.cli.read(g.b) ?? ""
        #expect(merged.contains("- From a") && merged.contains("- From b") && !merged.contains("<<<<<<<"))
    }
}
