import Glibc
import Testing
import TestSupport
@testable import FileAccess
@testable import TodoStore
@testable import TodoVersions
import TodoCore

/// One random history and what each machine knows of it.
struct HistoryModel {
    static let day = "@day(2026-11-22)"

    /// What a version holds, and the deletions made before it.
    struct Knowledge: Equatable {
        var alive: Set<String>
        var dead: Set<String> = []

        func merged(with other: Knowledge) -> Knowledge {
            let dead = self.dead.union(other.dead)
            return Knowledge(alive: alive.union(other.alive).subtracting(dead), dead: dead)
        }

        /// Whether a version known so could be an ancestor of both: every
        /// task it holds is one both have heard of. (One that misses a task
        /// a side never deleted shows in the merge's result.)
        func precedes(_ a: Knowledge, _ b: Knowledge) -> Bool {
            alive.isSubset(of: a.alive.union(a.dead).intersection(b.alive.union(b.dead)))
        }
    }

    let seed: UInt64
    var random: SplitMix64
    let f: SharedFolders
    var known: [Knowledge]
    /// Every version made, by hash: what it held when it was made.
    var versions: [UInt64: [Knowledge]] = [:]
    var next = 0
    var story: [String] = []

    /// Only txtodo's own changes, every log carried with the file.
    let plain: Bool
    /// A history where a deleted task may come back once an edit by hand
    /// that no txtodo saw has been carried (see
    /// `VersionHistoryModelTests.bringBack`); none may be lost.
    let bringsBack: Bool
    /// Edits by hand that no txtodo saw before the sync tool carried the file.
    var unseenEdits = 0
    /// A machine whose copy waits goes on saving, now and then (see
    /// `workWhileWaiting`), with choices of its own: the other choices of a
    /// history stay as they are without it.
    let worksWhileWaiting: Bool
    var whileWaiting: SplitMix64

    init(seed: UInt64, machines count: Int, plain: Bool = false, bringsBack: Bool = false, worksWhileWaiting: Bool = false)
        throws
    {
        self.seed = seed
        self.plain = plain
        self.bringsBack = bringsBack
        self.worksWhileWaiting = worksWhileWaiting
        random = SplitMix64(seed: 0x5EED_0000 + seed)
        whileWaiting = SplitMix64(seed: 0x3A17_0000 + seed)
        let start = ["S1", "S2", "S3"]
        f = try SharedFolders(
            (0..<count).map { "m\($0)" }, start: "Today:\n" + start.map { "\t- \($0) \(Self.day)\n" }.joined())
        known = Array(repeating: Knowledge(alive: Set(start)), count: count)
        note(0)
    }

    var told: Comment { "seed \(seed), \(f.machines.count) machines\n\(story.joined(separator: "\n"))" }

    /// Files what machine `i` holds now as a version made.
    /// (`as`: what it holds, when that is not what the machine knew last.)
    mutating func note(_ i: Int, as knowledge: Knowledge? = nil) {
        let hash = ContentHash.of(Array(f.machines[i].text.utf8))
        let held = knowledge ?? known[i]
        if !(versions[hash] ?? []).contains(held) { versions[hash, default: []].append(held) }
    }

    mutating func pick(_ count: Int) -> Int { Int.random(in: 0..<count, using: &random) }

    mutating func step() throws {
        let i = pick(f.machines.count)
        let m = f.machines[i]
        switch plain ? [0, 1, 2, 3, 4, 5, 8, 9, 10, 11][pick(10)] : pick(12) {
        case 0..<3:
            next += 1
            story.append("m\(i) adds T\(next)")
            try m.commit(.add(.today, "T\(next)", priority: 1))
            known[i].alive.insert("T\(next)")
        case 3..<5:
            guard let victim = known[i].alive.sorted().randomElement(using: &random) else { return }
            story.append("m\(i) deletes \(victim)")
            try m.commit(.delete(TaskRef(section: .today, name: victim)))
            known[i].alive.remove(victim)
            known[i].dead.insert(victim)
        case 5:
            next += 1
            story.append("m\(i) adds and deletes T\(next)")
            try m.commit(.add(.today, "T\(next)", priority: 1))
            note(i)
            try m.commit(.delete(TaskRef(section: .today, name: "T\(next)")))
            known[i].dead.insert("T\(next)")
        case 6:
            next += 1
            let seen = Bool.random(using: &random)
            story.append("m\(i) appends H\(next) by hand\(seen ? "" : ", unseen")")
            m.append("\t- H\(next) \(Self.day)\n")
            known[i].alive.insert("H\(next)")
            if seen { try m.open() } else { unseenEdits += 1 }
        case 7:
            guard let victim = known[i].alive.sorted().randomElement(using: &random) else { return }
            let seen = Bool.random(using: &random)
            story.append("m\(i) deletes \(victim) in an editor\(seen ? "" : ", unseen")")
            m.saveByRename { $0.replacingOccurrences(of: "\t- \(victim) \(Self.day)\n", with: "") }
            known[i].alive.remove(victim)
            known[i].dead.insert(victim)
            if seen { try m.open() } else { unseenEdits += 1 }
        default:
            var j = pick(f.machines.count - 1)
            if j >= i { j += 1 }
            try meet(i, j)
        }
        note(i)
    }

    /// Machines `i` and `j` meet through the sync tool.
    mutating func meet(_ i: Int, _ j: Int) throws {
        let (m, n) = (f.machines[i], f.machines[j])
        let merged = known[i].merged(with: known[j])
        var after = (merged, merged)
        defer {
            known[i] = after.0
            known[j] = after.1
            note(i)
            note(j)
        }
        if m.text == n.text {
            story.append("m\(i) and m\(j) agree")
            f.agree(m, n)
            return
        }
        let (w, l) = Bool.random(using: &random) ? (i, j) : (j, i)
        switch plain ? 3 : pick(5) {
        case 0:
            // Crosswise: each merges the other's version, and they stay apart.
            story.append("m\(i)–m\(j) crosswise")
            f.carryLogs(from: m, to: n)
            f.carryLogs(from: n, to: m)
            f.leaveCopy(of: n, on: m)
            f.leaveCopy(of: m, on: n)
            try merge(on: i, ours: known[i], theirs: known[j])
            try merge(on: j, ours: known[j], theirs: known[i])
            after = (held(m, merged, "crosswise \(i)"), held(n, merged, "crosswise \(j)"))
            return
        case 1, 2:
            // The copy reaches the winner before the loser's log, or
            // with that log cut short, and waits for the rest.
            let cut = pick(2) == 0
            story.append("m\(i)–m\(j): m\(w) wins, copy on m\(w), m\(l)'s log \(cut ? "cut short" : "late")")
            let (winner, loser) = (f.machines[w], f.machines[l])
            // Both ran txtodo since their last edit: each version is in its log.
            try winner.open()
            try loser.open()
            f.carryLogs(from: winner, to: loser)
            f.carryLogs(from: loser, to: winner, except: loser, cut: cut)
            f.leaveCopy(of: loser, on: winner)
            let first = try winner.open()
            story += first.merges.map { "  m\(w): \($0)" }
            if !first.merges.contains(where: { $0.hasPrefix("Waiting") }) {
                check(first, on: w, ours: known[w], theirs: known[l])
            }
            f.carryLogs(from: loser, to: winner)
            try merge(on: w, ours: known[w], theirs: known[l])
            f.carry(from: winner, to: loser)
            try loser.open()
        default:
            let both = Bool.random(using: &random)
            let on = Bool.random(using: &random) ? i : j
            story.append("m\(i)–m\(j): m\(w) wins, copy on \(both ? "both" : "m\(on)")")
            f.conflict(winner: f.machines[w], loser: f.machines[l], only: both ? nil : f.machines[on])
            if both && worksWhileWaiting, let added = try workWhileWaiting(on: l, ours: known[w], theirs: known[l]) {
                // The loser's log, with what it saved after its copy's
                // time, reaches the winner before the winner merges.
                f.carryLogs(from: f.machines[l], to: f.machines[w])
                try merge(on: w, ours: known[w], theirs: known[l])
                var withAdded = known[w]
                withAdded.alive.insert(added)
                try merge(on: l, ours: withAdded, theirs: known[l])
                // They stay apart, as after a crosswise merge.
                var mergedWithAdded = merged
                mergedWithAdded.alive.insert(added)
                let checked = (held(f.machines[w], merged, "m\(w)"), held(f.machines[l], mergedWithAdded, "m\(l)"))
                after = w == i ? checked : (checked.1, checked.0)
                return
            }
            for x in both ? [i, j] : [on] { try merge(on: x, ours: known[w], theirs: known[l]) }
            if !both {
                f.carry(from: f.machines[on], to: f.machines[on == i ? j : i])
                try f.machines[on == i ? j : i].open()
            }
        }
        #expect(m.text == n.text, "\(told)")
        let both = held(m, merged, "m\(i)–m\(j)")
        after = (both, both)
    }

    /// What machine `m` holds once a meeting is over, checked against
    /// `merged`, what it must hold: every task either side has that neither
    /// deleted. Where the history may bring back a deleted task, one may
    /// come back only after an edit by hand no txtodo saw, and what comes
    /// back is what the machine knows from then on.
    func held(_ m: SharedFolders.Machine, _ merged: Knowledge, _ meeting: String) -> Knowledge {
        let shown = Set(SharedFolders.names(m.text))
        let back = shown.subtracting(merged.alive), lost = merged.alive.subtracting(shown)
        guard bringsBack else {
            #expect(back.isEmpty && lost.isEmpty, "\(meeting): back \(back.sorted()), lost \(lost.sorted())\n\(told)")
            return merged
        }
        #expect(lost.isEmpty, "\(meeting): lost \(lost.sorted())\n\(told)")
        #expect(back.isEmpty || unseenEdits > 0, "\(meeting): back \(back.sorted())\n\(told)")
        // What comes back was deleted: no task appears that neither side had.
        #expect(back.isSubset(of: merged.dead), "\(meeting): from nowhere \(back.subtracting(merged.dead).sorted())\n\(told)")
        return Knowledge(alive: shown, dead: merged.dead.subtracting(back))
    }

    /// Machine `l`, whose version Syncthing moved to a copy, runs txtodo:
    /// where the copy waits for a log, it adds a task now and then (people
    /// go on working for the hours a copy may wait). The task's name, when
    /// one was added.
    mutating func workWhileWaiting(on l: Int, ours: Knowledge, theirs: Knowledge) throws -> String? {
        let store = try f.machines[l].open()
        story += store.merges.map { "  m\(l): \($0)" }
        guard store.merges.contains(where: { $0.hasPrefix("Waiting") }) else {
            if !store.merges.isEmpty { check(store, on: l, ours: ours, theirs: theirs) }
            return nil
        }
        guard Bool.random(using: &whileWaiting) else { return nil }
        next += 1
        story.append("  m\(l) adds T\(next) while the copy waits")
        try f.machines[l].commit(.add(.today, "T\(next)", priority: 1))
        var holds = ours
        holds.alive.insert("T\(next)")
        note(l, as: holds)
        return "T\(next)"
    }

    /// Machine `x` merges the copy beside its file: the file holds a
    /// version known as `ours`, the copy one known as `theirs`.
    mutating func merge(on x: Int, ours: Knowledge, theirs: Knowledge) throws {
        let m = f.machines[x]
        var store = try m.open()
        story += store.merges.map { "  m\(x): \($0)" }
        if store.merges.contains(where: { $0.hasPrefix("Waiting") }) {
            // A version made by hand that the sync tool carried before
            // txtodo saw it: no log will come, and the wait runs out.
            store = try m.open(later: 7 * 3_600)
            story += store.merges.map { "  m\(x), 7 hours later: \($0)" }
        }
        check(store, on: x, ours: ours, theirs: theirs)
    }

    /// What a look that merged must have done: no union, no waiting, and
    /// a true common base.
    func check(_ store: TodoStore, on x: Int, ours: Knowledge, theirs: Knowledge) {
        #expect(
            !store.merges.contains { $0.contains("union") || $0.hasPrefix("Waiting") }, "m\(x): \(store.merges)\n\(told)")
        // (Where a deleted task may come back, the base it came back from
        // is no common ancestor of what the machines knew.)
        for base in store.copies.look.bases.joined() where !bringsBack {
            let fits = (versions[base] ?? []).contains { $0.precedes(ours, theirs) }
            #expect(fits, "m\(x): base \(ContentHash.text(base)) is no common ancestor\n\(told)")
        }
    }
}
