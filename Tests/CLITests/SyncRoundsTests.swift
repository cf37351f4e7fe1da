#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import TestSupport
import Testing

/// Two machines change one list apart (Later and its moves among the
/// changes) and sync through a real repository
/// after every round: nothing added is lost, no conflict marker appears,
/// and both clones end byte-identical. `make test` runs 200 rounds;
/// `make sync-rounds` a longer series (TXTODO_SYNC_ROUNDS sets the number).
struct SyncRoundsTests {
    static var rounds: Int {
        getenv("TXTODO_SYNC_ROUNDS").flatMap { Int(String(cString: $0)) } ?? 200
    }

    @Test func randomActionsOnTwoClonesLoseNothing() {
        let g = GitClones()
        var random = SplitMix64(seed: 12)
        var added: Set<String> = []
        var deleted: Set<String> = []
        let a = g.rounds(Self.rounds) { round, side, file in
            for _ in 0..<Int.random(in: 1...2, using: &random) {
                let n = String(Int.random(in: 1...6, using: &random))
                let arguments: [String]
                switch Int.random(in: 0..<10, using: &random) {
                case 0...2:
                    let name = "task \(round) \(side) \(Int.random(in: 0..<1000, using: &random))"
                    added.insert(name)
                    let place = [[], ["--tomorrow"], ["--later"], ["--on", "+\(Int.random(in: 2...9, using: &random))"]]
                    arguments = ["add"] + place.randomElement(using: &random)! + [name]
                case 3, 4: arguments = ["done", n]
                case 5: arguments = ["reopen", n]
                case 6:
                    // A delay, or a move to Later's backlog or to a day in it.
                    let day = "+\(Int.random(in: 2...9, using: &random))"
                    arguments = [["delay", n], ["move", n, "later"], ["move", n, "--on", day]].randomElement(using: &random)!
                case 7, 8: arguments = ["note", n, "note \(round) \(side)"]
                default: arguments = ["rm", n]
                }
                let r = g.run(file, arguments)
                if arguments[0] == "rm", r.status == 0, let name = Self.quoted(r.stdout) { deleted.insert(name) }
            }
        }
        let lines = Set(a.split(separator: "\n").map { Self.name(of: $0) })
        let lost = added.subtracting(deleted).filter { !lines.contains($0) }
        #expect(lost.isEmpty, "lost: \(lost.sorted())")
    }

    /// `Deleted “name”.` → name.
    static func quoted(_ line: String) -> String? {
        guard let open = line.firstIndex(of: "“"), let close = line.lastIndex(of: "”") else { return nil }
        return String(line[line.index(after: open)..<close])
    }

    /// `\t- name @day(…) @done(…)` → name.
    static func name(of line: Substring) -> String {
        var text = line.drop { $0 == "\t" }
        guard text.hasPrefix("- ") else { return "" }
        text = text.dropFirst(2)
        var name = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: false) {
            if word.hasPrefix("@") { break }
            name += (name.isEmpty ? "" : " ") + word
        }
        return name
    }
}
