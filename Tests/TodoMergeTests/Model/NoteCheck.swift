/// The notes of a task both sides changed, line by line: a line of the base
/// stays only where both sides kept it (but beside a line both changed), and
/// a line either side added is there (the merge of the task alone must
/// agree, so a wrong notes merge fails here even where the oracle asks the
/// merge itself).
enum NoteCheck {
    static func wrong(_ identity: MergeOracle.Identity, _ merged: [TaskText]) -> String? {
        guard let b = identity.base, let o = identity.ours, let t = identity.theirs, merged.count == 1 else { return nil }
        let (base, ours, theirs) = (Set(b.body), Set(o.body), Set(t.body))
        let expected = base.intersection(ours).intersection(theirs).union(ours.subtracting(base)).union(theirs.subtracting(base))
        let got = Set(merged[0].notes)
        // A line both sides changed is a conflict: both versions of it stay,
        // each with the lines its side's change took in (a line next to it
        // that only the other side deleted may stay in this side's version).
        let conflict = !base.subtracting(ours).intersection(base.subtracting(theirs)).isEmpty
        let holds = conflict ? got.isSuperset(of: expected) && got.isSubset(of: expected.union(base)) : got == expected
        return holds
            ? nil : "notes \(merged[0].notes), not \(expected.sorted()) (base \(b.body), ours \(o.body), theirs \(t.body))"
    }
}
