import Testing
import TestSupport
import TodoMerge

#if canImport(Glibc)
    import Glibc
#endif

/// Random histories where each task has a hidden id: the merge must give
/// every task the fate its own versions call for (kept, deleted, changed),
/// with no change on a task it was not made to (see `MergeOracle`), in
/// either order of the sides.
struct ModelMergeTests {
    /// `TXTODO_MERGE_CASES` sets how many and `TXTODO_MERGE_SEED` which
    /// (`make merge-cases` runs more, from another seed each time).
    static let cases = setting("TXTODO_MERGE_CASES") ?? 3000
    static let seed = UInt64(setting("TXTODO_MERGE_SEED") ?? 2026_11_25)

    static func setting(_ name: String) -> Int? {
        getenv(name).flatMap { Int(String(cString: $0)) }
    }

    @Test func everyTaskMeetsTheFateOfItsOwnVersions() {
        var g = SplitMix64(seed: Self.seed)
        var skipped = 0, ambiguous = 0
        for n in 0..<Self.cases {
            let history = ModelHistory(&g)
            let (base, ours, theirs) = (history.base.document, history.ours.document, history.theirs.document)
            for swapped in [false, true] {
                let result =
                    swapped ? merge(base: base, ours: theirs, theirs: ours) : merge(base: base, ours: ours, theirs: theirs)
                if !result.report.ambiguous.isEmpty { ambiguous += 1 }
                var oracle = MergeOracle(history: history, swapped: swapped)
                oracle.debug = n == Self.setting("TXTODO_MERGE_DEBUG")
                let verdict = oracle.verdict(TaskText.all(in: result.document))
                switch verdict {
                case .explained:
                    continue
                case .tooMany:
                    skipped += 1
                case .unexplained(let expected):
                    Issue.record(
                        """
                        case \(n)\(swapped ? " (sides swapped)" : ""): the merge is not each task's own merge
                        base:
                        \(history.base.text)-- ours:
                        \(history.ours.text)-- theirs:
                        \(history.theirs.text)-- merged:
                        \(String(decoding: result.bytes, as: UTF8.self))-- one expected reading:
                        \(expected.map { $0.description }.joined(separator: "\n"))
                        """)
                    return
                }
            }
        }
        print("merge model: \(Self.cases) histories, \(ambiguous) merges met tasks too alike, \(skipped) not checked")
        #expect(skipped * 100 <= Self.cases, "\(skipped) cases had too many readings to check")
        // The generator reaches tasks too alike to tell apart.
        #expect(ambiguous * 50 >= Self.cases, "\(ambiguous) merges met tasks too alike")
    }
}
