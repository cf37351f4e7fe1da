import TestSupport
import Testing

/// Random rounds on two git clones where one machine renames tasks to
/// names that share no word with the old ones (`Alpha12` → `Omega12v3`)
/// while both check, note, add and delete: every task is one task after
/// each sync, by its hidden identity (the number in its name), whatever
/// it is called; none is doubled by a rename read as a deletion and an
/// addition, and none is lost.
struct GitRenameRoundsTests {
    @Test func renamesMadeWithTxtodoNeverDoubleATask() {
        let g = GitClones()
        var random = SplitMix64(seed: 29)
        var next = 0
        var deleted: Set<Int> = []
        let a = g.rounds(40) { round, side, file in
            for _ in 0..<Int.random(in: 1...2, using: &random) {
                let n = String(Int.random(in: 1...5, using: &random))
                var arguments: [String]
                switch Int.random(in: 0..<10, using: &random) {
                case 0...2:
                    next += 1
                    arguments = ["add", "Alpha\(next)"]
                case 3...5 where side == "a": arguments = ["rename", n, ""]
                case 3, 4: arguments = ["done", n]
                case 5: arguments = ["reopen", n]
                case 6, 7: arguments = ["note", n, "note \(round) \(side)"]
                default: arguments = ["rm", n]
                }
                if arguments[0] == "rename" {
                    // The new name keeps the task's number: its identity.
                    guard let task = Self.listed(g.run(file, ["list"]).stdout, number: n) else { continue }
                    arguments[2] = "Omega\(task)v\(round)"
                }
                let r = g.run(file, arguments)
                if arguments[0] == "rm", r.status == 0, let id = Self.identity(r.stdout) { deleted.insert(id) }
            }
        }
        var count: [Int: Int] = [:]
        for line in a.split(separator: "\n") where line.hasPrefix("\t- ") {
            if let id = Self.identity(String(line)) { count[id, default: 0] += 1 }
        }
        #expect(count.filter { $0.value > 1 }.isEmpty, "doubled: \(count.filter { $0.value > 1 }.keys.sorted())\n\(a)")
        let lost = (1...max(next, 1)).filter { !deleted.contains($0) && count[$0] == nil }
        #expect(lost.isEmpty, "lost: \(lost)\n\(a)")
    }

    /// The number of the task numbered `number` in a listing.
    static func listed(_ listing: String, number: String) -> Int? {
        let mark = " \(number) [", line = listing.split(separator: "\n").first { $0.hasPrefix(" ") && $0.contains(mark) }
        return line.flatMap { identity(String($0)) }
    }

    /// `Alpha12`, `Omega12v3` anywhere in the text → 12.
    static func identity(_ text: String) -> Int? {
        for prefix in ["Alpha", "Omega"] {
            guard let range = text.range(of: prefix) else { continue }
            return Int(String(text[range.upperBound...].prefix { $0.isNumber }))
        }
        return nil
    }
}
