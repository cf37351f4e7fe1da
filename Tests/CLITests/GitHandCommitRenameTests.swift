import Testing

/// A rename made with txtodo and committed by hand (`git commit`, then
/// `git push`, no `txtodo sync` on that clone) holds on the other clone:
/// the hooks the driver's set-up adds put it in the commit's message, as a
/// `txtodo sync` commit would, and forget it once committed.
@Suite(.serialized) struct GitHandCommitRenameTests {
    static let wanted = GitHandPullRenameTests.wanted
    static let said = "txtodo-renamed: Call Sam → Phone Sam"

    /// Clone a's last commit message, without the line ends at its end.
    static func message(_ g: GitClones) -> String {
        var text = g.git("-C a log -1 --format=%B").stdout
        while text.hasSuffix("\n") { text.removeLast() }
        return text
    }

    @Test func aRenameCommittedAndPushedByHandMeetsACheck() {
        let g = GitRenameTests.start()
        g.run(g.a, ["rename", "1", "Phone Sam"])
        g.git("-C a commit --quiet -am 'renamed Sam'")
        g.git("-C a push --quiet")
        #expect(Self.message(g) == "renamed Sam\n\n\(Self.said)")
        g.run(g.b, ["done", "1"])
        let merged = g.sync(g.b)
        #expect(merged.status == 0, "\(merged.stderr)")
        #expect(g.cli.read(g.b) == Self.wanted)
        #expect(g.sync(g.a).status == 0)
        #expect(g.cli.read(g.a) == Self.wanted)
        // Said once: the next commit, by hand or by sync, says it no more.
        g.run(g.a, ["add", "Water plants"])
        g.git("-C a commit --quiet -am 'plants'")
        #expect(!g.git("-C a log -1 --format=%B").stdout.contains("txtodo-renamed"))
    }

    /// A message written in the editor gets the rename below it; a message
    /// left empty still aborts the commit, and the rename waits for the next.
    @Test func anEditorsMessageGetsTheRenameAndAnEmptyOneStillAborts() {
        let g = GitRenameTests.start()
        g.run(g.a, ["rename", "1", "Phone Sam"])
        let aborted = g.cli.shell("cd '\(g.cli.folder)/a' && GIT_EDITOR=true git commit -a")
        #expect(aborted.status != 0)
        #expect(g.git("-C a status --porcelain").stdout == " M todo.taskpaper\n")
        let written = g.cli.shell(
            "cd '\(g.cli.folder)/a' && GIT_EDITOR=\"sed -i '1i Sam has a new number'\" git commit --quiet -a")
        #expect(written.status == 0, "\(written.stderr)")
        #expect(Self.message(g) == "Sam has a new number\n\n\(Self.said)")
    }

    /// `git commit -v` shows the diff below a scissors line, cut off before
    /// the commit: the rename goes above it, and is kept.
    @Test func aVerboseCommitKeepsTheRenameAboveTheDiff() {
        let g = GitRenameTests.start()
        g.run(g.a, ["rename", "1", "Phone Sam"])
        let made = g.cli.shell("cd '\(g.cli.folder)/a' && GIT_EDITOR=\"sed -i '1i Sam moved'\" git commit --quiet -v -a")
        #expect(made.status == 0, "\(made.stderr)")
        #expect(Self.message(g) == "Sam moved\n\n\(Self.said)")
    }

    /// A commit of other files says nothing, and keeps the rename for the
    /// commit that holds the todo file.
    @Test func aCommitOfOtherFilesSaysNothing() {
        let g = GitRenameTests.start()
        g.run(g.a, ["rename", "1", "Phone Sam"])
        g.cli.write(g.cli.folder + "/a/notes.txt", "notes\n")
        g.git("-C a add notes.txt && git -C a commit --quiet -m notes")
        #expect(Self.message(g) == "notes")
        g.git("-C a commit --quiet -am 'renamed'")
        #expect(Self.message(g) == "renamed\n\n\(Self.said)")
    }

    /// A hook never fails a commit: with the txtodo it names gone, the
    /// commit is made without the rename.
    @Test func aCommitIsMadeWhenTheHooksTxtodoIsGone() {
        let g = GitRenameTests.start()
        let copy = g.cli.folder + "/gone/txtodo"
        g.cli.shell("mkdir -p '\(g.cli.folder)/gone' && cp \"$TXTODO\" '\(copy)'")
        let setup = g.cli.shell("'\(copy)' --file '\(g.a)' sync --setup")
        #expect(setup.status == 0 && setup.stdout.contains("hooks/commit-msg"), "\(setup.stdout)\(setup.stderr)")
        g.cli.shell("rm '\(copy)'")
        g.run(g.a, ["rename", "1", "Phone Sam"])
        let made = g.cli.shell("cd '\(g.cli.folder)/a' && git commit --quiet -am renamed")
        #expect(made.status == 0 && made.stderr == "", "\(made.stderr)")
        #expect(Self.message(g) == "renamed")
    }

    /// A hook of the repository's own is left as it is, and the set-up says
    /// what that means; so is a folder of hooks named in `core.hooksPath`.
    @Test(arguments: [false, true]) func hooksOfTheRepositorysOwnAreLeftAlone(hooksPath: Bool) {
        let g = GitClones()
        let own = "#!/bin/sh\necho own hook >&2\n"
        if hooksPath {
            g.git("-C a config core.hooksPath shared-hooks")
        } else {
            g.cli.write(g.cli.folder + "/a/.git/hooks/commit-msg", own)
        }
        let setup = g.run(g.a, ["sync", "--setup"])
        #expect(setup.status == 0)
        #expect(setup.stderr.contains("renames are said only in `txtodo sync` commits"), "\(setup.stderr)")
        #expect(!setup.stdout.contains("hooks/commit-msg"))
        if hooksPath {
            #expect(!g.cli.exists(g.cli.folder + "/a/shared-hooks"))
            #expect(!g.cli.exists(g.cli.folder + "/a/.git/hooks/post-commit"))
        } else {
            #expect(g.cli.read(g.cli.folder + "/a/.git/hooks/commit-msg") == own)
            #expect(setup.stdout.contains("hooks/post-commit"))
        }
        // A sync says nothing of it.
        g.run(g.a, ["add", "Call Sam"])
        #expect(g.sync(g.a).stderr == "")
    }
}
