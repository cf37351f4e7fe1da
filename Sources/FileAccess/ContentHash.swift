/// txtodo's one hash of content: XXH64 (seed 0), a well-mixed 64-bit hash
/// in which any difference spreads to every bit. It names a version in the
/// version logs, checks a frame of a log or a state file, stamps what a
/// read of the todo file saw (`FileStamp`) and names a todo file's state
/// (`StateKey`). Written as sixteen lowercase hex digits. (`RetiredHash`,
/// the one before it, only reads old state.)
package enum ContentHash {
    private static let p1: UInt64 = 0x9E37_79B1_85EB_CA87
    private static let p2: UInt64 = 0xC2B2_AE3D_27D4_EB4F
    private static let p3: UInt64 = 0x1656_67B1_9E37_79F9
    private static let p4: UInt64 = 0x85EB_CA77_C2B2_AE63
    private static let p5: UInt64 = 0x27D4_EB2F_1656_67C5

    package static func of(_ bytes: [UInt8]) -> UInt64 {
        bytes.withUnsafeBytes { of($0) }
    }

    static func of(_ raw: UnsafeRawBufferPointer) -> UInt64 {
        var lanes = Lanes()
        let whole = raw.count / 32 * 32
        lanes.take(raw, upTo: whole)
        return finish(lanes, count: raw.count, tail: UnsafeRawBufferPointer(rebasing: raw[whole...]))
    }

    /// The four running sums that take the input 32 bytes at a time.
    struct Lanes {
        var v1 = p1 &+ p2, v2 = p2, v3: UInt64 = 0, v4 = 0 &- p1

        /// Takes the 32-byte stripes of `raw` below `end` (a multiple of 32).
        @inline(__always) mutating func take(_ raw: UnsafeRawBufferPointer, upTo end: Int) {
            var at = 0
            while at < end {
                v1 = round(v1, word(raw, at))
                v2 = round(v2, word(raw, at + 8))
                v3 = round(v3, word(raw, at + 16))
                v4 = round(v4, word(raw, at + 24))
                at += 32
            }
        }
    }

    /// The hash of `count` bytes: the lanes (when there were 32 or more)
    /// and the last `tail.count < 32` bytes.
    static func finish(_ lanes: Lanes, count: Int, tail raw: UnsafeRawBufferPointer) -> UInt64 {
        var h: UInt64
        if count >= 32 {
            h = rotl(lanes.v1, 1) &+ rotl(lanes.v2, 7) &+ rotl(lanes.v3, 12) &+ rotl(lanes.v4, 18)
            h = merge(merge(merge(merge(h, lanes.v1), lanes.v2), lanes.v3), lanes.v4)
        } else {
            h = p5
        }
        h &+= UInt64(count)
        var at = 0
        while at + 8 <= raw.count {
            h = rotl(h ^ round(0, word(raw, at)), 27) &* p1 &+ p4
            at += 8
        }
        if at + 4 <= raw.count {
            h = rotl(h ^ (UInt64(raw.loadUnaligned(fromByteOffset: at, as: UInt32.self).littleEndian) &* p1), 23) &* p2 &+ p3
            at += 4
        }
        while at < raw.count {
            h = rotl(h ^ (UInt64(raw[at]) &* p5), 11) &* p1
            at += 1
        }
        h ^= h >> 33
        h &*= p2
        h ^= h >> 29
        h &*= p3
        return h ^ (h >> 32)
    }

    @inline(__always) private static func merge(_ h: UInt64, _ lane: UInt64) -> UInt64 {
        (h ^ round(0, lane)) &* p1 &+ p4
    }

    /// Sixteen hex digits, zero-padded.
    package static func text(_ hash: UInt64) -> String {
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }

    /// The hash written by `text`; nil for anything else.
    package static func parse<S: StringProtocol>(_ text: S) -> UInt64? {
        guard text.utf8.count == 16 else { return nil }
        return UInt64(text, radix: 16)
    }

    @inline(__always) static func word(_ raw: UnsafeRawBufferPointer, _ at: Int) -> UInt64 {
        raw.loadUnaligned(fromByteOffset: at, as: UInt64.self).littleEndian
    }

    @inline(__always) static func round(_ acc: UInt64, _ input: UInt64) -> UInt64 {
        rotl(acc &+ input &* p2, 31) &* p1
    }

    @inline(__always) static func rotl(_ x: UInt64, _ r: UInt64) -> UInt64 {
        (x << r) | (x >> (64 - r))
    }
}
