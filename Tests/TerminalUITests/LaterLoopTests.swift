import Foundation
import Testing

@testable import TerminalUI

/// Later's keys on a real store and file (Sat 2026-11-21): `A` adds to the
/// backlog, and the folded line counts it and is selected.
@Suite(.serialized) struct LaterLoopTests {
    @Test func capitalAWritesTheTaskToLatersBacklog() throws {
        let loop = try LoopTests()
        let steps: [MemoryScreen.Step] =
            [.input(.key(.character("A")))] + MemoryScreen.typing("Read Dune")
            + [.input(.key(.enter)), .input(.key(.character("q")))]
        let (status, screen) = try loop.run("Today:\n\t- Call Sam @day(2026-11-21)\n", steps)
        #expect(status == 0)
        #expect(try loop.file() == "Today:\n\t- Call Sam @day(2026-11-21)\nLater:\n\t- Read Dune\n")
        // The new task is selected: folded, that is Later's line.
        #expect(screen.text.contains("\n> Later 1\n"), "\(screen.text)")
        #expect(screen.text.contains("Added “Read Dune” to Later."), "\(screen.text)")
        try? FileManager.default.removeItem(atPath: loop.folder)
    }
}
