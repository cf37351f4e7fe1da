/// For each task of a section, how many earlier tasks of the section have
/// the same name (`TaskRef.occurrence`). Names are compared as Swift strings
/// compare them (canonical equivalence); when every name is plain text (see
/// `PlainText`) that is a comparison of bytes, done here with one hash
/// table over the file's bytes and no strings.
enum NameOccurrences {
    static func count(_ ranges: [Range<Int>], in bytes: [UInt8], names: [String]) -> [Int] {
        let counted: [Int]? = bytes.withUnsafeBufferPointer { p in
            for r in ranges where !PlainText.isPlain(p, r) { return nil }
            return byBytes(ranges, p)
        }
        if let counted { return counted }
        var seen: [String: Int] = [:]
        return names.map { name in
            let occurrence = seen[name, default: 0]
            seen[name] = occurrence + 1
            return occurrence
        }
    }

    /// Open addressing on an FNV-1a hash of each name's bytes.
    private static func byBytes(_ ranges: [Range<Int>], _ p: UnsafeBufferPointer<UInt8>) -> [Int] {
        var capacity = 16
        while capacity < ranges.count * 2 { capacity <<= 1 }
        let mask = capacity - 1
        // Each slot holds the index of the first task of a name, or -1.
        var slots = [Int32](repeating: -1, count: capacity)
        var seen = [Int32](repeating: 0, count: ranges.count)
        var result = [Int](repeating: 0, count: ranges.count)
        for (i, r) in ranges.enumerated() {
            var h: UInt64 = 0xcbf2_9ce4_8422_2325
            for k in r { h = (h ^ UInt64(p[k])) &* 0x0000_0100_0000_01b3 }
            var slot = Int(truncatingIfNeeded: h ^ (h >> 32)) & mask
            while true {
                let first = Int(slots[slot])
                if first < 0 {
                    slots[slot] = Int32(i)
                    seen[i] = 1
                    break
                }
                let other = ranges[first]
                if other.count == r.count && (0..<r.count).allSatisfy({ p[other.lowerBound + $0] == p[r.lowerBound + $0] }) {
                    result[i] = Int(seen[first])
                    seen[first] += 1
                    break
                }
                slot = (slot + 1) & mask
            }
        }
        return result
    }
}
