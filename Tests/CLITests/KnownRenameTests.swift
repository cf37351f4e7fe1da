import Testing

/// A rename made with txtodo is recorded with the version it saved, so the
/// merge of a conflict copy knows the task whatever the two names share;
/// a rename made by hand is still read from the names.
@Suite struct KnownRenameTests {
    static let day = "@day(2026-11-22)"

    @Test(arguments: [false, true])
    func aRenameMadeWithTxtodoMeetsACheck(bWins: Bool) {
        let m = SyncthingCopyTests.start(["Call Sam", "Buy milk"])
        #expect(m.run(m.a, ["rename", "1", "Phone Sam"]).stdout.contains("Phone Sam"))
        m.run(m.b, ["done", "1"])
        _ = SyncthingCopyTests.meet(m, keeping: bWins ? m.b : m.a)
        #expect(m.read(m.a) == "Today:\n\t- Phone Sam \(Self.day) @done(2026-11-22)\n\t- Buy milk \(Self.day)\n")
    }

    /// Two renames in a row on one machine are one rename to the last name.
    @Test func renamesInARowAreOne() {
        let m = SyncthingCopyTests.start(["Call Sam", "Buy milk"])
        m.run(m.a, ["rename", "1", "Phone Sam"])
        m.run(m.a, ["rename", "1", "Ring Samantha"])
        m.run(m.b, ["done", "1"])
        _ = SyncthingCopyTests.meet(m, keeping: m.b)
        #expect(m.read(m.a) == "Today:\n\t- Ring Samantha \(Self.day) @done(2026-11-22)\n\t- Buy milk \(Self.day)\n")
    }

    /// The same rename made in an editor is a deletion and an addition:
    /// the names share too little, and nothing recorded says otherwise.
    @Test func aRenameMadeByHandIsReadFromTheNames() {
        let m = SyncthingCopyTests.start(["Call Sam", "Buy milk"])
        let text = m.read(m.a).replacingOccurrences(of: "Call Sam", with: "Phone Sam")
        m.cli.write(m.a.file, text)
        m.run(m.a, ["list"])
        m.run(m.b, ["done", "1"])
        _ = SyncthingCopyTests.meet(m, keeping: m.b)
        let merged = m.read(m.a)
        #expect(merged.contains("- Call Sam \(Self.day) @done(2026-11-22)") && merged.contains("- Phone Sam \(Self.day)\n"))
    }
}
