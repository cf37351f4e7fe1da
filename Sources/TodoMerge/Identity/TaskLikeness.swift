import TodoCore
import TaskPaper

/// How strongly two tasks' copies say they are one task. Only content is
/// evidence: a task's rank among tasks of its name, or its line number,
/// is not.
enum TaskLikeness {
    /// A kind of evidence outweighs any sum of the kinds below it.
    private static let unit = 1 << 20

    /// The score of taking task `i` of `a` as task `j` of `b`, two tasks of
    /// one name: the whole task equal in the same section, then equal in
    /// another section; else the note lines they share, then whether they
    /// are in the same section, and last their tags. A note line is typed
    /// text and outweighs the section (a task moved to Floating keeps its
    /// notes; a task added in its old place has none of them); the section
    /// outweighs any tags (`@day(2026-11-22)` is on many tasks, and a new
    /// task may well have the priority another had).
    static func score(_ a: Version, _ i: Int, _ b: Version, _ j: Int) -> Int {
        score(Features(a, i), Features(b, j))
    }

    /// What the score reads of one task, read once for a task scored
    /// against many.
    struct Features {
        let version: Version
        let index: Int
        let hash: Int
        let notes: [Int]
        /// Its tags as `name(value)`, and their names.
        let tags: [String]
        let tagNames: [String]

        init(_ v: Version, _ i: Int) {
            (version, index, hash) = (v, i, Version.contentHash(v, i))
            notes = v.noteLines(of: v.tasks[i])
            let occurrences = v.doc.tagOccurrences(v.tasks[i].line)
            tags = occurrences.map { "\($0.name)(\($0.value ?? ""))" }
            tagNames = occurrences.map(\.name)
        }
    }

    /// Whether the files say a side's task may be the base's task of its
    /// name (rule 1, for every name): the base task had no notes, or the
    /// side's kept one, or it stands in the same section with notes of its
    /// own (its notes rewritten). A task that lost every note, or moved
    /// with none of them kept, is another task of that name.
    static func isEvidence(base: Features, side: Features) -> Bool {
        guard !base.notes.isEmpty else { return true }
        if commonCount(base.notes, side.notes) > 0 { return true }
        return !side.notes.isEmpty && base.version.tasks[base.index].section == side.version.tasks[side.index].section
    }

    static func score(_ x: Features, _ y: Features) -> Int {
        let (a, i, b, j) = (x.version, x.index, y.version, y.index)
        let sameSection = a.tasks[i].section == b.tasks[j].section
        if x.hash == y.hash && Version.sameContent(a, i, b, j) { return sameSection ? 3 * unit : 2 * unit }
        let lines = commonCount(x.notes, y.notes)
        return unit + min(lines, 999) * 1000 + (sameSection ? 100 : 0) + min(sharedTags(x, y), 99)
    }

    /// Tags both copies have, counted as multisets: with the same value 3,
    /// with another value 1.
    static func sharedTags(_ x: Features, _ y: Features) -> Int {
        2 * commonCount(x.tags, y.tags) + commonCount(x.tagNames, y.tagNames)
    }

    /// How many elements the two lists share, each counted as often as it
    /// is in both.
    static func commonCount<T: Hashable>(_ x: [T], _ y: [T]) -> Int {
        if x.count <= 16 && y.count <= 16 {
            // Short lists (a name's words, a task's tags): no table.
            var used: UInt32 = 0
            var n = 0
            for e in y {
                guard let k = x.indices.first(where: { used & (1 << $0) == 0 && x[$0] == e }) else { continue }
                used |= 1 << k
                n += 1
            }
            return n
        }
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
    /// words of both names together are shared (case and accents aside, as
    /// a search reads them, punctuation at a word's ends aside). "Call Sam" → "Call Sam back" is a rename;
    /// "Buy milk" → "Call plumber" or "from B" → "from A" is not. Given
    /// the names' `words`.
    static func wordsAlike(_ x: [String], _ y: [String]) -> Bool {
        guard !x.isEmpty, !y.isEmpty else { return false }
        return 4 * commonCount(x, y) > x.count + y.count
    }

    /// `folded`: the words beyond ASCII already read, as they read (empty:
    /// nothing left), since folding one costs far more than looking it up.
    static func words(_ name: String, folded: inout [String: String]) -> [String] {
        var name = name
        return name.withUTF8 { bytes in
            var out: [String] = []
            var start = 0
            for k in 0...bytes.count where k == bytes.count || bytes[k] == 0x20 || (0x09...0x0D).contains(bytes[k]) {
                if k > start, let word = word(UnsafeBufferPointer(rebasing: bytes[start..<k]), &folded) {
                    out.append(word)
                }
                start = k + 1
            }
            return out
        }
    }

    /// A word lowered and without punctuation at its ends (nil: nothing left).
    private static func word(_ bytes: UnsafeBufferPointer<UInt8>, _ folded: inout [String: String]) -> String? {
        guard bytes.contains(where: { $0 >= 0x80 }) else {
            var lo = 0, hi = bytes.count
            while lo < hi && isPunctuation(bytes[lo]) { lo += 1 }
            while hi > lo && isPunctuation(bytes[hi - 1]) { hi -= 1 }
            guard lo < hi else { return nil }
            return String(decoding: bytes[lo..<hi].map { (0x41...0x5A).contains($0) ? $0 | 0x20 : $0 }, as: UTF8.self)
        }
        let raw = String(decoding: bytes, as: UTF8.self)
        if let known = folded[raw] { return known.isEmpty ? nil : known }
        var scalars = SearchQuery.folded(raw).unicodeScalars[...]
        while let first = scalars.first, isPunctuation(first) { scalars.removeFirst() }
        while let last = scalars.last, isPunctuation(last) { scalars.removeLast() }
        let word = String(String.UnicodeScalarView(scalars))
        folded[raw] = word
        return word.isEmpty ? nil : word
    }

    private static func isPunctuation(_ byte: UInt8) -> Bool {
        (0x21...0x2F).contains(byte) || (0x3A...0x40).contains(byte) || (0x5B...0x60).contains(byte)
            || (0x7B...0x7E).contains(byte)
    }

    private static func isPunctuation(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation,
            .finalPunctuation, .otherPunctuation:
            return true
        default:
            return false
        }
    }
}
