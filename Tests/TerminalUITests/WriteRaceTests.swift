import Foundation
import TestSupport
import Testing
@testable import TerminalUI

/// The built binary adding tasks in a loop while a script appends lines to
/// the same file: nothing either of them wrote may be lost.
@Suite(.serialized) struct WriteRaceTests {
    /// A small file (40 adds) and a 1 MB one (6 slower adds), the appends
    /// spread over the time the adds take.
    static let hasPython = [String](["/usr/bin/python3", "/usr/local/bin/python3"]).contains { access($0, X_OK) == 0 }

    @Test(.enabled(if: hasPython, "python3 is not installed"), arguments: [(0, 40, 0.015), (1 << 20, 6, 0.03)])
    func appendsBesideAddsAreAllKept(_ fillBytes: Int, adds: Int, pause: Double) throws {
        let folder = NSTemporaryDirectory() + "txtodo-race-\(getpid())-\(fillBytes)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let figures = WriteRace.run(
            binary: TmuxSession.binary, file: folder + "/todo.taskpaper", fillBytes: fillBytes, adds: adds, appends: 60,
            pause: pause)
        #expect(figures == WriteRace.Figures(lostLines: 0, lostAdds: 0, errors: ""))
    }
}
