/// A merge decided against one side's change: what it kept and why, for a
/// person to read with the machines named (`kept “Buy milk” (deleted here,
/// checked on laptop)`). The names are given by the caller, which knows
/// them; the merge only knows ours and theirs.
public struct MergeDecision: Sendable, Equatable {
    public enum Outcome: Sendable, Equatable {
        /// Kept though one side deleted it.
        case kept
        /// Done where it was checked, though one side delayed it.
        case doneNotDelayed
    }

    public var task: String
    public var outcome: Outcome
    /// The side whose change gave way.
    public var against: MergeReport.Side
    /// That side's change, and what the other side did that won.
    public var lost: MergeReport.Change
    public var won: [MergeReport.Change]

    /// One line: `ours` and `theirs` say where each side's change was made
    /// ("here", "on laptop", "in ours").
    public func described(ours: String, theirs: String) -> String {
        let (loser, winner) = against == .ours ? (ours, theirs) : (theirs, ours)
        let what = won.isEmpty ? "changed" : won.map(MergeReport.verb).joined(separator: ", ")
        let why = "\(MergeReport.verb(lost)) \(loser), \(what) \(winner)"
        switch outcome {
        case .kept: return "kept “\(task)” (\(why))"
        case .doneNotDelayed: return "“\(task)” done, not delayed (\(why))"
        }
    }
}

extension MergeReport {
    /// A change as a past participle: `deleted`, `checked`, `moved to Tomorrow`.
    static func verb(_ change: Change) -> String { words(change).alone }

    /// The decisions made against one side, one line each, the sides named
    /// as the caller knows them (see `MergeDecision.described`).
    public func decisions(ours: String, theirs: String) -> [String] {
        decided.map { $0.described(ours: ours, theirs: theirs) }
    }
}
