import Testing
import TodoMerge
import TaskPaper

/// Cases of the merge met with two machines in real use: base, ours,
/// theirs and the merged bytes side by side, in both orders of the sides.
struct MoreCaseTests {
    let merged = IdentityTests.merged

    /// The merge in both orders of the sides must write `expected`.
    func both(_ base: String, _ ours: String, _ theirs: String, _ expected: String, line: Int = #line) {
        let (m, n) = (merged(base, ours, theirs).text, merged(base, theirs, ours).text)
        #expect(m == expected, "ours first, line \(line)")
        #expect(n == expected, "theirs first, line \(line)")
    }

    @Test func changesToAdjacentNoteLinesBothApply() {
        let base = "Today:\n\t- Plan trip @day(2026-11-22)\n\t\tbook train\n\t\tpack bags\n\t\tcall hotel\n"
        let ours = "Today:\n\t- Plan trip @day(2026-11-22)\n\t\tbook train\n\t\tpack the big bags\n\t\tcall hotel\n"
        let theirs = "Today:\n\t- Plan trip @day(2026-11-22)\n\t\tpack bags\n\t\tcall hotel\n"
        let m = merged(base, ours, theirs)
        #expect(m.text == "Today:\n\t- Plan trip @day(2026-11-22)\n\t\tpack the big bags\n\t\tcall hotel\n")
        #expect(m.report.notesKeptBoth.isEmpty)
        // A line added right after one the other side edited: both.
        both(
            base, ours, base + "\t\tpay deposit\n",
            "Today:\n\t- Plan trip @day(2026-11-22)\n\t\tbook train\n\t\tpack the big bags\n\t\tcall hotel\n\t\tpay deposit\n")
        // The same line changed two ways is still both, ours first.
        let other = "Today:\n\t- Plan trip @day(2026-11-22)\n\t\tbook train\n\t\tpack light\n\t\tcall hotel\n"
        let kept = merged(base, ours, other)
        #expect(
            kept.text
                == "Today:\n\t- Plan trip @day(2026-11-22)\n\t\tbook train\n\t\tpack the big bags\n\t\tpack light\n\t\tcall hotel\n"
        )
        #expect(kept.report.notesKeptBoth == ["Plan trip"])
    }

    @Test func anAccentOnlyRenameIsOneTaskAsACaseOnlyOneIs() {
        both(
            "Today:\n\t- Café order @day(2026-11-22)\n", "Today:\n\t- Cafe order @day(2026-11-22)\n",
            "Today:\n\t- Café order @day(2026-11-22) @done(2026-11-22)\n",
            "Today:\n\t- Cafe order @day(2026-11-22) @done(2026-11-22)\n")
        both(
            "Today:\n\t- Café order @day(2026-11-22)\n", "Today:\n\t- café Order @day(2026-11-22)\n",
            "Today:\n\t- Café order @day(2026-11-22) @done(2026-11-22)\n",
            "Today:\n\t- café Order @day(2026-11-22) @done(2026-11-22)\n")
    }

    @Test func theSameRenameOnBothSidesIsOneRename() {
        let base = "Today:\n\t- Pay rent @day(2026-11-22)\n\t- Call Sam @day(2026-11-22)\n\t- Water plants @day(2026-11-22)\n"
        both(
            base, "Today:\n\t- Pay rent @day(2026-11-22)\n\t- Phone Sam @day(2026-11-22)\n\t- Water plants @day(2026-11-22)\n",
            "Today:\n\t- Pay rent @day(2026-11-22)\n\t- Phone Sam @day(2026-11-22) @done(2026-11-22)\n\t- Water plants @day(2026-11-22)\n",
            "Today:\n\t- Pay rent @day(2026-11-22)\n\t- Phone Sam @day(2026-11-22) @done(2026-11-22)\n\t- Water plants @day(2026-11-22)\n"
        )
        // With notes, one of them kept on both sides.
        both(
            "Today:\n\t- Call Sam @day(2026-11-22)\n\t\tabout the car\n",
            "Today:\n\t- Phone Sam @day(2026-11-22) @priority(1)\n\t\tabout the car\n",
            "Today:\n\t- Phone Sam @day(2026-11-22)\n\t\tabout the car\n\t\tafter six\n",
            "Today:\n\t- Phone Sam @day(2026-11-22) @priority(1)\n\t\tabout the car\n\t\tafter six\n")
    }

    @Test func aSideThatRewroteItsLineEndingsOrIndentationFollowsTheBase() {
        let base = "Today:\n\t- Buy milk @day(2026-11-22)\n\t\tsemi-skimmed\n\t- Call Sam @day(2026-11-22)\n"
        let theirs = "Today:\n\t- Buy milk @day(2026-11-22)\n\t\tsemi-skimmed\n\t- Call Sam @day(2026-11-22) @priority(1)\n"
        let expected =
            "Today:\n\t- Buy milk @day(2026-11-22) @done(2026-11-22)\n\t\tsemi-skimmed\n\t- Call Sam @day(2026-11-22) @priority(1)\n"
        let crlf =
            "Today:\r\n\t- Buy milk @day(2026-11-22) @done(2026-11-22)\r\n\t\tsemi-skimmed\r\n\t- Call Sam @day(2026-11-22)\r\n"
        both(base, crlf, theirs, expected)
        let spaces =
            "Today:\n    - Buy milk @day(2026-11-22) @done(2026-11-22)\n        semi-skimmed\n    - Call Sam @day(2026-11-22)\n"
        both(base, spaces, theirs, expected)
        // The base's own style is kept when it is CRLF and a side wrote LF.
        let withCRLF = { (text: String) in text.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\r\n")
        }
        both(withCRLF(base), crlf, theirs, withCRLF(expected))
    }
}
