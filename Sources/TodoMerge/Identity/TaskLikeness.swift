import TodoCore

/// How strongly two tasks' copies say they are one task. Only content is
/// evidence: a task's rank among tasks of its name, or its line number,
/// is not.
enum TaskLikeness {
    /// A kind of evidence outweighs any sum of the kinds below it.
    private static let unit = 1 << 20

    /// The score of taking task `i` of `a` as task `j` of `b`, two tasks of
    /// one name: the whole task equal in the same section, then equal in
    /// another section, then in the same section, then anywhere; and within
    /// each kind, how many tags and note lines they share.
    static func score(_ a: Version, _ i: Int, _ b: Version, _ j: Int) -> Int {
        let sameSection = a.tasks[i].section == b.tasks[j].section
        if Version.sameContent(a, i, b, j) { return sameSection ? 4 * unit : 3 * unit }
        return (sameSection ? 2 * unit : unit) + shared(a, i, b, j)
    }

    /// What both copies have, counted as multisets: a tag with its value
    /// (3), a tag name with another value (1), a body line (2).
    static func shared(_ a: Version, _ i: Int, _ b: Version, _ j: Int) -> Int {
        let tags = { (v: Version, k: Int) in v.doc.tagOccurrences(v.tasks[k].line) }
        let (x, y) = (tags(a, i), tags(b, j))
        let whole = commonCount(x.map { "\($0.name)(\($0.value ?? ""))" }, y.map { "\($0.name)(\($0.value ?? ""))" })
        let named = commonCount(x.map(\.name), y.map(\.name))
        let lines = commonCount(Array(a.body(of: a.tasks[i])), Array(b.body(of: b.tasks[j])))
        return 2 * whole + named + 2 * lines
    }

    /// How many elements the two lists share, each counted as often as it
    /// is in both.
    static func commonCount<T: Hashable>(_ x: [T], _ y: [T]) -> Int {
        var left: [T: Int] = [:]
        for e in x { left[e, default: 0] += 1 }
        var n = 0
        for e in y where left[e, default: 0] > 0 {
            left[e]! -= 1
            n += 1
        }
        return n
    }

    /// Whether one name can be the other renamed: more than half of the
    /// words of both names together are shared (case aside, punctuation at
    /// a word's ends aside). "Call Sam" → "Call Sam back" is a rename;
    /// "Buy milk" → "Call plumber" or "from B" → "from A" is not.
    static func namesAlike(_ a: String, _ b: String) -> Bool {
        let x = words(a), y = words(b)
        guard !x.isEmpty, !y.isEmpty else { return false }
        return 2 * commonCount(x, y) * 2 > x.count + y.count
    }

    static func words(_ name: String) -> [String] {
        name.lowercased().split(whereSeparator: \.isWhitespace).compactMap { word in
            let trimmed = word.drop { $0.isPunctuation }.reversed().drop { $0.isPunctuation }.reversed()
            return trimmed.isEmpty ? nil : String(trimmed)
        }
    }
}
