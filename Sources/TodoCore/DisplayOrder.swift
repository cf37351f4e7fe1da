/// The display sort: open before done, then priority 3 → 1, then name
/// (case-insensitive), then file order.
///
/// Each name's sort key is made once (see `SortKeys`); the comparison reads
/// flat arrays, never the tasks themselves.
enum DisplayOrder {
    static func order(of tasks: [TodoTask]) -> [Int] {
        let keys = SortKeys(tasks)
        var entries = entries(tasks, keys)
        keys.bytes.withUnsafeBufferPointer { p in
            keys.starts.withUnsafeBufferPointer { starts in
                entries.sort { a, b in isBefore(a, b, keys, p, starts) }
            }
        }
        return entries.map { Int($0.index) }
    }

    /// How many of the tasks come before task `i` in display order: its
    /// place found in one pass, without sorting the rest.
    static func rank(of i: Int, in tasks: [TodoTask]) -> Int {
        let keys = SortKeys(tasks)
        let entries = entries(tasks, keys)
        return keys.bytes.withUnsafeBufferPointer { p in
            keys.starts.withUnsafeBufferPointer { starts in
                entries.reduce(0) { count, e in count + (isBefore(e, entries[i], keys, p, starts) ? 1 : 0) }
            }
        }
    }

    /// Plain values only: the comparisons never retain or release anything.
    private static func entries(_ tasks: [TodoTask], _ keys: SortKeys) -> [Entry] {
        tasks.indices.map { i in
            Entry(
                prefix: keys.prefixes[i], priority: tasks[i].priority, line: tasks[i].line, index: Int32(i),
                done: tasks[i].isDone, unicode: keys.strings[i] != nil)
        }
    }

    private static func isBefore(
        _ a: Entry, _ b: Entry, _ keys: SortKeys, _ p: UnsafeBufferPointer<UInt8>, _ starts: UnsafeBufferPointer<Int>
    ) -> Bool {
        if a.done != b.done { return !a.done }
        if a.priority != b.priority { return a.priority > b.priority }
        let names: SortKeys.Comparison
        if a.unicode || b.unicode {
            names = keys.compareAsStrings(Int(a.index), Int(b.index), p)
        } else if a.prefix != b.prefix {
            names = a.prefix < b.prefix ? .less : .greater
        } else {
            names = SortKeys.compareBytes(Int(a.index), Int(b.index), p, starts)
        }
        switch names {
        case .less: return true
        case .greater: return false
        case .same: return a.line < b.line
        }
    }

    /// 32 bytes: the merge sort moves these, not tasks.
    struct Entry {
        var prefix: UInt64
        var priority: Int
        var line: Int
        var index: Int32
        var done: Bool
        var unicode: Bool
    }
}

/// Lowered names, one after another in one buffer, for the display sort.
///
/// A plain-text name (see `PlainText`) whose letters are ASCII or Latin-1 is
/// lowered byte by byte here; any other name goes through Unicode's
/// lowercasing. Keys that are plain text compare as bytes, first eight at a
/// time, which is how Swift orders such strings; a pair where one key is not
/// plain compares as strings.
struct SortKeys {
    enum Comparison { case less, same, greater }

    var bytes: [UInt8] = []
    var starts: [Int] = [0]
    /// The first eight bytes, big-endian, zero after the end.
    var prefixes: [UInt64] = []
    /// The lowered name, for keys that must compare as strings.
    var strings: [Int: String] = [:]

    init(_ tasks: [TodoTask]) {
        bytes.reserveCapacity(tasks.count * 24)
        starts.reserveCapacity(tasks.count + 1)
        prefixes.reserveCapacity(tasks.count)
        for task in tasks { add(task.name) }
    }

    mutating func add(_ name: String) {
        var name = name
        let start = bytes.count
        let lowered = name.withUTF8 { utf8 in Self.lower(utf8, into: &bytes) }
        if !lowered {
            bytes.removeSubrange(start...)
            var unicode = name.lowercased()
            let plain = unicode.withUTF8 { utf8 in
                bytes.append(contentsOf: utf8)
                return PlainText.isPlain(utf8, 0..<utf8.count)
            }
            if !plain { strings[prefixes.count] = unicode }
        }
        var prefix: UInt64 = 0
        for k in 0..<8 { prefix = prefix << 8 | UInt64(start + k < bytes.count ? bytes[start + k] : 0) }
        prefixes.append(prefix)
        starts.append(bytes.count)
    }

    /// Appends the lowered name; false (with part of it appended) when a
    /// scalar needs Unicode's lowercasing or the text is not plain. The name
    /// is copied whole, then lowered in place.
    static func lower(_ utf8: UnsafeBufferPointer<UInt8>, into out: inout [UInt8]) -> Bool {
        let start = out.count
        out.append(contentsOf: utf8)
        return out.withUnsafeMutableBufferPointer { p in
            var i = start
            while i < p.count {
                let b = p[i]
                if b < 0x80 {
                    if b &- 0x41 < 26 { p[i] = b + 0x20 }
                    i += 1
                    continue
                }
                // Latin-1 (C2 xx, C3 xx): only À–Ö and Ø–Þ have a lowercase, 0x20 above.
                if b == 0xC2 || b == 0xC3, i + 1 < p.count {
                    let c = p[i + 1]
                    guard c & 0xC0 == 0x80 else { return false }
                    if b == 0xC3 && c <= 0x9E && c != 0x97 { p[i + 1] = c + 0x20 }
                    i += 2
                    continue
                }
                // Kana, CJK ideographs, Hangul syllables and pictographs have no case.
                let length = b >= 0xF0 ? 4 : b >= 0xE0 ? 3 : 0
                guard length > 0, PlainText.isPlain(UnsafeBufferPointer(p), i..<min(i + length, p.count)) else {
                    return false
                }
                i += length
            }
            return true
        }
    }

    /// For a pair where a key is not plain text: as Swift orders the lowered strings.
    func compareAsStrings(_ i: Int, _ j: Int, _ p: UnsafeBufferPointer<UInt8>) -> Comparison {
        let a = strings[i] ?? String(decoding: p[starts[i]..<starts[i + 1]], as: UTF8.self)
        let b = strings[j] ?? String(decoding: p[starts[j]..<starts[j + 1]], as: UTF8.self)
        return a == b ? .same : a < b ? .less : .greater
    }

    static func compareBytes(
        _ i: Int, _ j: Int, _ p: UnsafeBufferPointer<UInt8>, _ starts: UnsafeBufferPointer<Int>
    ) -> Comparison {
        var (x, y) = (starts[i], starts[j])
        let (xEnd, yEnd) = (starts[i + 1], starts[j + 1])
        while x < xEnd && y < yEnd {
            if p[x] != p[y] { return p[x] < p[y] ? .less : .greater }
            x += 1
            y += 1
        }
        return x < xEnd ? .greater : y < yEnd ? .less : .same
    }
}
