/// Renames a side is known to have made: txtodo wrote them (`e` in the app,
/// `txtodo rename`) and recorded them with the versions it saved, so they
/// are evidence of which task is which, whatever the names share. Each is
/// the name a task had in the base and the name it has on that side. A
/// rename made by hand is not in here: it is read from the names.
public struct KnownRenames: Sendable, Equatable {
    public var ours: [String: String]
    public var theirs: [String: String]

    public init(ours: [String: String] = [:], theirs: [String: String] = [:]) {
        (self.ours, self.theirs) = (ours, theirs)
    }

    /// The renames made one after another, as one rename per first name:
    /// `a → b` then `b → c` is `a → c`; a name given back is no rename.
    public static func chained(_ steps: [(from: String, to: String)]) -> [String: String] {
        var out: [String: String] = [:]
        for step in steps where step.from != step.to {
            if let first = out.first(where: { $0.value == step.from })?.key {
                out[first] = step.to
            } else if out[step.from] == nil {
                out[step.from] = step.to
            }
        }
        return out.filter { $0.key != $0.value }
    }

    /// Matches, on one side, each base task of a renamed name still
    /// unmatched with that side's unmatched task of the new name, in order
    /// (`match[j]`: the base task of the side's task `j`, -1 none).
    static func apply(_ renames: [String: String], base: Version, side: Version, match: inout [Int]) {
        guard !renames.isEmpty else { return }
        var taken = Set(match.filter { $0 >= 0 })
        var waiting: [String: [Int]] = [:]
        for (i, task) in base.tasks.enumerated() where !taken.contains(i) {
            if let new = renames[base.name(of: task)] { waiting[new, default: []].append(i) }
        }
        guard !waiting.isEmpty else { return }
        for (j, task) in side.tasks.enumerated() where match[j] < 0 {
            let name = side.name(of: task)
            guard var olds = waiting[name], !olds.isEmpty else { continue }
            let i = olds.removeFirst()
            waiting[name] = olds
            match[j] = i
            taken.insert(i)
        }
    }
}
