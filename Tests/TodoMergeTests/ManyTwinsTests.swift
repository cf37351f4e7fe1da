import Testing
import TestSupport
import TodoMerge

/// Many tasks alike in everything (8 to 12, beyond the pairings tried one
/// by one), each side checking, noting or deleting some: in either order
/// of the sides, every change is kept, each on a task of its own, and a
/// task is deleted only where nothing the other side did is lost.
struct ManyTwinsTests {
    static let line = "\t- Stretch @day(2026-11-22)"

    static func file(_ tasks: [String]) -> String { "Today:\n" + tasks.map { $0 + "\n" }.joined() }

    @Test func everyChangeStaysOnATaskOfItsOwn() {
        var g = SplitMix64(seed: 2026_11_27)
        for n in 0..<300 {
            let count = Int.random(in: 8...12, using: &g)
            let base = [String](repeating: Self.line, count: count)
            var (ours, theirs) = (base, base)
            var (checks, notes, deletions) = (0, 0, [0, 0])
            for k in 0..<count {
                switch Int.random(in: 0..<6, using: &g) {
                case 0:
                    ours[k] = Self.line + " @done(2026-11-22)"
                    checks += 1
                case 1:
                    ours[k] = ""
                    deletions[0] += 1
                default: break
                }
                switch Int.random(in: 0..<6, using: &g) {
                case 0:
                    theirs[k] = Self.line + "\n\t\tten minutes"
                    notes += 1
                case 1:
                    theirs[k] = ""
                    deletions[1] += 1
                default: break
                }
            }
            let (o, t) = (Self.file(ours.filter { !$0.isEmpty }), Self.file(theirs.filter { !$0.isEmpty }))
            for (x, y) in [(o, t), (t, o)] {
                let merged = IdentityTests.merged(Self.file(base), x, y).text
                let tasks = merged.split(separator: "\n").filter { $0.hasPrefix("\t- ") }
                let context = "case \(n): \(checks) checked, \(notes) noted, \(deletions) deleted\n\(merged)"
                #expect(tasks.filter { $0.hasSuffix("@done(2026-11-22)") }.count == checks, "\(context)")
                #expect(merged.split(separator: "\n").filter { $0 == "\t\tten minutes" }.count == notes, "\(context)")
                if checks + notes <= count {
                    #expect(!merged.contains("@done(2026-11-22)\n\t\tten minutes"), "joined: \(context)")
                }
                // A deletion made on both sides is made once; the others
                // fall on tasks the other side changed where they can.
                let least = max(checks + notes, count - deletions[0] - deletions[1])
                #expect(tasks.count >= least && tasks.count <= count, "\(context)")
            }
        }
    }
}
