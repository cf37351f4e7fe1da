import Testing

/// A rename made with txtodo goes through git: `txtodo sync` writes it in
/// its commit's message and tells the merge driver what each side renamed,
/// so the task is one task whatever the two names share. A rename made by
/// hand is still read from the names.
@Suite(.serialized) struct GitRenameTests {
    static let day = "@day(2026-11-22)"

    /// Both clones hold “Call Sam” and “Buy milk”.
    static func start() -> GitClones {
        let g = GitClones()
        g.run(g.a, ["add", "Call Sam"])
        g.run(g.a, ["add", "Buy milk"])
        g.sync(g.a)
        g.sync(g.b)
        return g
    }

    @Test(arguments: [false, true])
    func aRenameMadeWithTxtodoMeetsACheck(renamerSyncsFirst: Bool) {
        let g = Self.start()
        g.run(g.a, ["rename", "1", "Phone Sam"])
        g.run(g.b, ["done", "1"])
        let (first, second) = renamerSyncsFirst ? (g.a, g.b) : (g.b, g.a)
        #expect(g.sync(first).status == 0)
        let merged = g.sync(second)
        #expect(merged.status == 0 && merged.stdout == "txtodo sync: pulled 1 change, pushed 1\n", "\(merged.stdout)")
        #expect(g.sync(first).status == 0)
        let wanted = "Today:\n\t- Phone Sam \(Self.day) @done(2026-11-22)\n\t- Buy milk \(Self.day)\n"
        #expect(g.cli.read(g.a) == wanted)
        #expect(g.cli.read(g.b) == wanted)
        // Said in the commit, for people reading the history too.
        let log = g.git("-C a log --format=%B").stdout
        #expect(log.contains("\ntxtodo-renamed: Call Sam → Phone Sam\n"), "\(log)")
    }

    /// Two renames before a sync are one, to the last name; a name with an
    /// arrow and a backslash in it is said and read back whole.
    @Test func renamesInARowAreOneAndOddNamesHold() {
        let g = Self.start()
        g.run(g.a, ["rename", "1", "Phone Sam"])
        g.run(g.a, ["rename", "1", #"Ring → Sam \ soon"#])
        g.run(g.b, ["done", "1"])
        g.sync(g.a)
        g.sync(g.b)
        g.sync(g.a)
        let wanted = "Today:\n\t- Ring → Sam \\ soon \(Self.day) @done(2026-11-22)\n\t- Buy milk \(Self.day)\n"
        #expect(g.cli.read(g.a) == wanted)
        #expect(g.cli.read(g.b) == wanted)
        // Said once each, and forgotten once committed: the next commit says none.
        g.run(g.a, ["add", "Water plants"])
        g.sync(g.a)
        #expect(!g.git("-C a log -1 --format=%B").stdout.contains("txtodo-renamed"))
    }

    /// Conflict copies only warned of (`conflicts = warn`): renames still
    /// go through git.
    @Test func renamesGoThroughGitWhenCopiesAreOnlyWarnedOf() {
        let g = Self.start()
        g.cli.write(g.cli.folder + "/config/txtodo/config", "conflicts = warn\n")
        g.run(g.a, ["rename", "1", "Phone Sam"])
        g.run(g.b, ["done", "1"])
        g.sync(g.a)
        g.sync(g.b)
        #expect(g.cli.read(g.b) == "Today:\n\t- Phone Sam \(Self.day) @done(2026-11-22)\n\t- Buy milk \(Self.day)\n")
    }

    /// A rename undone is no rename; undone and made again, it is one.
    @Test func anUndoneRenameIsNoneAndARedoneOneIsOne() {
        let g = Self.start()
        g.run(g.a, ["rename", "1", "Phone Sam"])
        g.run(g.a, ["undo"])
        g.run(g.a, ["add", "Water plants"])
        g.sync(g.a)
        #expect(!g.git("-C a log -1 --format=%B").stdout.contains("txtodo-renamed"))
        g.run(g.a, ["rename", "call", "Phone Sam"])
        g.run(g.a, ["undo"])
        g.run(g.a, ["redo"])
        g.sync(g.a)
        #expect(g.git("-C a log -1 --format=%B").stdout.contains("\ntxtodo-renamed: Call Sam → Phone Sam\n"))
    }

    /// The same rename made in an editor is a deletion and an addition:
    /// the names share too little, and no commit says otherwise.
    @Test func aRenameMadeByHandIsReadFromTheNames() {
        let g = Self.start()
        let text = (g.cli.read(g.a) ?? "").replacingOccurrences(of: "Call Sam", with: "Phone Sam")
        g.cli.write(g.a, text)
        g.run(g.b, ["done", "1"])
        g.sync(g.a)
        g.sync(g.b)
        let merged = g.cli.read(g.b) ?? ""
        #expect(merged.contains("- Call Sam \(Self.day) @done(2026-11-22)") && merged.contains("- Phone Sam \(Self.day)\n"))
    }
}
