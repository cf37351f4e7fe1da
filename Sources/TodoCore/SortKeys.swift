import TaskPaper

/// The lowered names of a section's tasks, for the display sort.
///
/// A plain-text name (see `PlainText`) whose letters are ASCII or Latin-1 is
/// lowered byte by byte, in place in the file's bytes: lowering keeps each
/// byte where it is (`A`–`Z` and, after `C3`, `À`–`Ö` and `Ø`–`Þ` gain
/// 0x20), so two such names compare byte by byte as they are read, first
/// eight bytes at a time, which is how Swift orders such strings. Any other
/// name goes through Unicode's lowercasing once and is kept: as bytes when
/// the lowered name is plain text, else as a string, and a pair where one
/// key is a string compares as strings.
struct SortKeys {
    enum Comparison { case less, same, greater }

    enum Kind: UInt8 {
        /// Lowered in place from the file's bytes.
        case bytes
        /// Lowered by Unicode into plain text, kept in `lowered`.
        case lowered
        /// Not plain text once lowered: compared as a string.
        case string
    }

    var entries: [DisplayedTask] = []
    var lowered: [Int32: [UInt8]] = [:]
    var strings: [Int32: String] = [:]

    init(_ lines: [Int], _ doc: Document, _ p: UnsafeBufferPointer<UInt8>) {
        entries.reserveCapacity(lines.count)
        for (i, line) in lines.enumerated() {
            var entry = DisplayedTask(line, index: i, doc)
            let name = entry.nameRange
            if Self.lowersInPlace(p, name) {
                let first = name.count >= 8 ? Self.word(p, name.lowerBound) : Self.high
                if first & Self.high == 0 {
                    entry.prefix = Self.asciiLowered(first).byteSwapped
                } else {
                    entry.prefix = Self.prefix(name.count) {
                        Self.loweredByte(p, name.lowerBound + $0, start: name.lowerBound)
                    }
                }
            } else {
                let unicode = doc.string(name).lowercased()
                let bytes = Array(unicode.utf8)
                let plain = bytes.withUnsafeBufferPointer { PlainText.isPlain($0, 0..<$0.count) }
                entry.prefix = Self.prefix(bytes.count) { bytes[$0] }
                if plain {
                    entry.kind = .lowered
                    lowered[Int32(i)] = bytes
                } else {
                    entry.kind = .string
                    strings[Int32(i)] = unicode
                }
            }
            entries.append(entry)
        }
    }

    static func prefix(_ count: Int, _ byte: (Int) -> UInt8) -> UInt64 {
        var prefix: UInt64 = 0
        for k in 0..<8 { prefix = prefix << 8 | UInt64(k < count ? byte(k) : 0) }
        return prefix
    }

    /// Whether every scalar of the name lowers within its own bytes: ASCII,
    /// Latin-1, and plain-text scalars of three or four bytes (kana, CJK
    /// ideographs, Hangul syllables, pictographs have no case).
    static func lowersInPlace(_ p: UnsafeBufferPointer<UInt8>, _ name: Range<Int>) -> Bool {
        var i = name.lowerBound
        while i < name.upperBound {
            let b = p[i]
            if b < 0x80 {
                i += 1
                continue
            }
            if b == 0xC2 || b == 0xC3, i + 1 < name.upperBound {
                guard p[i + 1] & 0xC0 == 0x80 else { return false }
                i += 2
                continue
            }
            let length = b >= 0xF0 ? 4 : b >= 0xE0 ? 3 : 0
            guard length > 0, PlainText.isPlain(p, i..<min(i + length, name.upperBound)) else { return false }
            i += length
        }
        return true
    }

    static let high: UInt64 = 0x8080_8080_8080_8080

    /// Eight bytes from `k`, the first in the lowest bits.
    @inline(__always)
    static func word(_ p: UnsafeBufferPointer<UInt8>, _ k: Int) -> UInt64 {
        UnsafeRawPointer(p.baseAddress! + k).loadUnaligned(as: UInt64.self)
    }

    /// Eight ASCII bytes (none above 0x7F) with `A`–`Z` lowered, all at once:
    /// no sum below carries into the next byte.
    @inline(__always)
    static func asciiLowered(_ w: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let fromA = (w &+ (0x80 - 0x41) &* ones) & high
        let pastZ = (w &+ (0x80 - 0x5B) &* ones) & high
        return w | (fromA & ~pastZ) >> 2
    }

    /// The lowered byte at `k` of a name that `lowersInPlace`.
    @inline(__always)
    static func loweredByte(_ p: UnsafeBufferPointer<UInt8>, _ k: Int, start: Int) -> UInt8 {
        let b = p[k]
        if b &- 0x41 < 26 { return b + 0x20 }
        // The second byte of À–Ö or Ø–Þ (C3 80 … C3 9E, not C3 97 ×).
        if b >= 0x80 && b <= 0x9E && b != 0x97 && k > start && p[k - 1] == 0xC3 { return b + 0x20 }
        return b
    }

    /// Two names lowered in place: byte by byte from the ninth byte (the
    /// first eight are the same prefix; a shorter name is zero after its end).
    func compareInPlace(_ a: DisplayedTask, _ b: DisplayedTask, _ p: UnsafeBufferPointer<UInt8>) -> Comparison {
        let x = a.nameRange, y = b.nameRange
        let common = min(x.count, y.count)
        var k = min(8, common)
        let base = UnsafeRawPointer(p.baseAddress!)
        while k < common {
            // Eight equal bytes after an equal start lower to equal bytes
            // (only `C3` changes the byte after it, and only `C3` lowers to `C3`).
            if k + 8 <= common {
                let u = base.loadUnaligned(fromByteOffset: x.lowerBound + k, as: UInt64.self)
                let v = base.loadUnaligned(fromByteOffset: y.lowerBound + k, as: UInt64.self)
                if u == v {
                    k += 8
                    continue
                }
                // Eight ASCII bytes each: lowered all at once, compared in order.
                if (u | v) & Self.high == 0 {
                    let (c, d) = (Self.asciiLowered(u).byteSwapped, Self.asciiLowered(v).byteSwapped)
                    if c != d { return c < d ? .less : .greater }
                    k += 8
                    continue
                }
            }
            let c = Self.loweredByte(p, x.lowerBound + k, start: x.lowerBound)
            let d = Self.loweredByte(p, y.lowerBound + k, start: y.lowerBound)
            if c != d { return c < d ? .less : .greater }
            k += 1
        }
        return x.count == y.count ? .same : x.count < y.count ? .less : .greater
    }

    /// A pair where a name was lowered by Unicode: as bytes when both keys
    /// are plain text, else as Swift orders the lowered strings.
    func compareOther(_ a: DisplayedTask, _ b: DisplayedTask, _ p: UnsafeBufferPointer<UInt8>) -> Comparison {
        if a.kind == .string || b.kind == .string {
            let x = strings[a.index32] ?? String(decoding: key(a, p), as: UTF8.self)
            let y = strings[b.index32] ?? String(decoding: key(b, p), as: UTF8.self)
            return x == y ? .same : x < y ? .less : .greater
        }
        let x = key(a, p), y = key(b, p)
        return x.lexicographicallyPrecedes(y) ? .less : x == y ? .same : .greater
    }

    /// The lowered name as bytes.
    private func key(_ e: DisplayedTask, _ p: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        if let bytes = lowered[e.index32] { return bytes }
        let name = e.nameRange
        return name.map { Self.loweredByte(p, $0, start: name.lowerBound) }
    }
}
