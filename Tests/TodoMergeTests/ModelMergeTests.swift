import Testing
import TestSupport
import TodoMerge
import TaskPaper
import TodoCore

#if canImport(Glibc)
    import Glibc
#endif

/// Random histories where each task has a hidden id and a hidden history
/// (`ModelHistory`): the merge must give every id the fate its own versions
/// call for — gone where a side deleted it and the other left it alone,
/// else there once with both sides' changes — with nothing else, in an
/// order no version contradicts, saying "too alike" exactly where it must
/// (see `MergeOracle`); only tasks alike in everything are checked
/// together rather than one by one. Both orders of the sides must give the
/// same file but for what the documentation gives to ours (see `OrderCheck`).
struct ModelMergeTests {
    /// `TXTODO_MERGE_CASES` sets how many and `TXTODO_MERGE_SEED` which
    /// (`make merge-cases` runs more, from another seed each time).
    static let cases = setting("TXTODO_MERGE_CASES") ?? 3000
    static let seed = UInt64(setting("TXTODO_MERGE_SEED") ?? 2026_11_25)

    static func setting(_ name: String) -> Int? {
        getenv(name).flatMap { Int(String(cString: $0)) }
    }

    static func describe(_ history: ModelHistory, _ results: [MergeResult]) -> String {
        let text = { (r: MergeResult) in String(decoding: r.bytes, as: UTF8.self) + r.report.summary.joined(separator: "\n") }
        let day = history.mergeDay.map { " (merged on \($0))" } ?? ""
        return "base\(day):\n\(history.base.text)-- ours:\n\(history.ours.text)-- theirs:\n\(history.theirs.text)"
            + "-- what the sides did:\n\(history.story.joined(separator: "\n"))\n"
            + results.enumerated().map { "-- merged\($0.offset == 1 ? " (sides swapped)" : ""):\n\(text($0.element))\n" }
            .joined()
    }

    /// Midnight between the base and the sides: the base as it was the day
    /// before (the last of its Today tasks still planned in Tomorrow, a task
    /// of the day before that still in Today) merges exactly as the base
    /// both machines' rules made of it, in either order of the sides.
    @Test func midnightBetweenTheBaseAndTheSidesIsNoChange() {
        var g = SplitMix64(seed: Self.seed &+ 1)
        let today = Day(ModelDays.usual.today)!
        var moved = 0
        for n in 0..<Self.cases / 3 {
            let history = ModelHistory(&g)
            guard history.mergeDay == nil else { continue }
            var yesterday = history.base
            // Only trailing ones: the rules put what they move at Today's end.
            var k = Int.random(in: 0...2, using: &g)
            while k > 0, let last = yesterday.tasks.indices.last(where: { yesterday.tasks[$0].section == .today }),
                yesterday.tasks[last].day == ModelDays.usual.today, yesterday.tasks[last].done == nil
            {
                yesterday.tasks[last].section = .tomorrow
                moved += 1
                k -= 1
            }
            yesterday.tasks.insert(ModelTask(id: -1, section: .today, name: "Old errand", day: "2026-11-21"), at: 0)
            let (ours, theirs) = (history.ours.document, history.theirs.document)
            for (o, t) in [(ours, theirs), (theirs, ours)] {
                let rolled = merge(base: yesterday.document, ours: o, theirs: t, today: today)
                let same = merge(base: history.base.document, ours: o, theirs: t, today: today)
                guard rolled.bytes == same.bytes else {
                    Issue.record(
                        "case \(n): midnight read as a change\nyesterday:\n\(yesterday.text)\(Self.describe(history, [rolled, same]))"
                    )
                    return
                }
            }
        }
        #expect(moved * 10 >= Self.cases / 3, "\(moved) tasks moved at midnight")
    }

    @Test func everyTaskMeetsTheFateOfItsOwnVersions() {
        var g = SplitMix64(seed: Self.seed)
        var (ambiguous, symmetric, midnight, manyTwins, remade) = (0, 0, 0, 0, 0)
        for n in 0..<Self.cases {
            let history = ModelHistory(&g)
            remade += history.remade
            if history.mergeDay != nil { midnight += 1 }
            if history.twins.count > 7 { manyTwins += 1 }
            let read = history.rolled
            let day = history.mergeDay.flatMap(Day.init)
            let (base, ours, theirs) = (history.base.document, history.ours.document, history.theirs.document)
            let results = [
                merge(base: base, ours: ours, theirs: theirs, today: day),
                merge(base: base, ours: theirs, theirs: ours, today: day),
            ]
            if let wrong = Self.dailyRulesDiffer(history) {
                Issue.record("case \(n): the model's daily rules differ from TodoCore's: \(wrong)")
                return
            }
            var cache: [String: [TaskText]] = [:]
            var held: [([Section: [Int]], [MergeOracle.Identity], Set<Int>, Set<Int>)] = []
            for (swapped, result) in zip([false, true], results) {
                if !result.report.ambiguous.isEmpty { ambiguous += 1 }
                var oracle = MergeOracle(history: read, swapped: swapped)
                oracle.debug = n == Self.setting("TXTODO_MERGE_DEBUG")
                switch oracle.verdict(result, cache: &cache) {
                case .holds(let keys, let identities, let twins, let split):
                    held.append((keys, identities, twins, split))
                case .fails(let why):
                    Issue.record(
                        """
                        case \(n)\(swapped ? " (sides swapped)" : ""): \(why)
                        \(Self.describe(history, results))
                        """)
                    return
                }
            }
            // Where the documentation gives it to ours: a task both sides
            // moved apart, a tag of the user's both sides set differently.
            let oursWins = results.contains { r in
                r.report.tagConflicts.contains { !["priority", "done", "day", "delayed"].contains($0.tag) }
            }
            guard !OrderCheck.movedApart(held[0].1), !OrderCheck.twinsMovedApart(read), !oursWins else { continue }
            let canonical = { (k: Int) in
                OrderCheck(history: read, identities: held[k].1, twins: held[k].2, split: held[k].3)
                    .canonical(held[k].0, TaskText.all(in: results[k].document))
            }
            guard canonical(0) == canonical(1) else {
                Issue.record("case \(n): the two orders of the sides differ\n\(Self.describe(history, results))")
                return
            }
            symmetric += 1
        }
        print(
            "merge model: \(Self.cases) histories (\(midnight) across midnight, \(manyTwins) with 8 or more tasks alike), "
                + "\(ambiguous) merges met tasks too alike, \(symmetric) alike both ways, \(remade) sides made again")
        // The generator reaches tasks too alike to tell apart, midnight and many twins.
        #expect(ambiguous * 50 >= Self.cases, "\(ambiguous) merges met tasks too alike")
        #expect(midnight * 5 >= Self.cases && manyTwins * 20 >= Self.cases)
        #expect(symmetric * 10 >= Self.cases * 7, "\(symmetric) alike both ways")
    }

    /// Whether the model's daily rules give what TodoCore's do, for each version.
    static func dailyRulesDiffer(_ history: ModelHistory) -> String? {
        guard let day = history.mergeDay else { return nil }
        for file in [history.base, history.ours, history.theirs] {
            let rolled = rollOver(file.document, today: Day(day)!).document
            let (got, model) = (TaskText.all(in: rolled), TaskText.all(in: ModelDays.roll(file, to: day).document))
            if got != model { return "\(file.text)\ngives\n\(got)\nnot\n\(model)" }
        }
        return nil
    }
}
