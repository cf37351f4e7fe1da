import Glibc
import Testing
import TestSupport
@testable import TodoStore
import TodoCore

/// Random histories on two machines that share a folder through a
/// sync tool: tasks added and deleted apart (some deleted right after they
/// were added, so the bytes come back), files carried, conflict copies left
/// on one machine or on both, every log delivered. Each task has its own
/// name, its hidden identity. After every merge the file must hold exactly
/// the tasks either side holds that neither side knows deleted: nothing
/// deleted comes back, nothing added is lost, and no merge is a union.
@Suite struct VersionHistoryModelTests {
    static let day = "@day(2026-11-22)"

    /// What a machine's file holds, and the deletions it knows of.
    struct Knowledge {
        var alive: Set<String>
        var dead: Set<String> = []
    }

    @Test(arguments: 0..<40) func noDeletionComesBackAndNothingIsLost(seed: UInt64) throws {
        var random = SplitMix64(seed: 0x5EED_0000 + seed)
        let count = 2
        let start = ["S1", "S2", "S3"]
        let f = try SharedFolders(
            (0..<count).map { "m\($0)" }, start: "Today:\n" + start.map { "\t- \($0) \(Self.day)\n" }.joined())
        var known = Array(repeating: Knowledge(alive: Set(start)), count: count)
        var next = 0
        var story: [String] = []
        for _ in 0..<30 {
            let i = Int.random(in: 0..<count, using: &random)
            let m = f.machines[i]
            switch Int.random(in: 0..<10, using: &random) {
            case 0..<3:
                next += 1
                story.append("m\(i) adds T\(next)")
                try m.commit(.add(.today, "T\(next)", priority: 1))
                known[i].alive.insert("T\(next)")
            case 3..<5:
                guard let victim = known[i].alive.sorted().randomElement(using: &random) else { continue }
                story.append("m\(i) deletes \(victim)")
                try m.commit(.delete(TaskRef(section: .today, name: victim)))
                known[i].alive.remove(victim)
                known[i].dead.insert(victim)
            case 5:
                next += 1
                story.append("m\(i) adds and deletes T\(next)")
                try m.commit(.add(.today, "T\(next)", priority: 1))
                try m.commit(.delete(TaskRef(section: .today, name: "T\(next)")))
                known[i].dead.insert("T\(next)")
            default:
                var j = Int.random(in: 0..<(count - 1), using: &random)
                if j >= i { j += 1 }
                let n = f.machines[j]
                let merged = Knowledge(
                    alive: known[i].alive.union(known[j].alive).subtracting(known[i].dead.union(known[j].dead)),
                    dead: known[i].dead.union(known[j].dead))
                if m.text == n.text {
                    story.append("m\(i) and m\(j) agree")
                    f.carryLogs(from: m, to: n)
                    f.carryLogs(from: n, to: m)
                } else {
                    let both = Bool.random(using: &random)
                    let (w, l) = Bool.random(using: &random) ? (m, n) : (n, m)
                    let on = Bool.random(using: &random) ? m : n
                    story.append("m\(i)–m\(j): \(w.name) wins, copy on \(both ? "both" : on.name)")
                    f.conflict(winner: w, loser: l, only: both ? nil : on)
                    for x in both ? [m, n] : [on] {
                        let store = try x.open()
                        #expect(
                            !store.merges.contains { $0.contains("union") || $0.contains("Waiting") },
                            "seed \(seed): \(store.merges)\n\(story.joined(separator: "\n"))")
                    }
                    if !both {
                        f.carry(from: on, to: on === m ? n : m)
                        try (on === m ? n : m).open()
                    }
                    #expect(m.text == n.text, "seed \(seed)\n\(story.joined(separator: "\n"))")
                }
                let shown = Set(SharedFolders.names(m.text))
                #expect(
                    shown == merged.alive,
                    "seed \(seed): back \(shown.subtracting(merged.alive).sorted()), lost \(merged.alive.subtracting(shown).sorted())\n\(story.joined(separator: "\n"))"
                )
                known[i] = merged
                known[j] = merged
            }
        }
    }
}
