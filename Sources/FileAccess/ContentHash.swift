/// A version's name in the version logs: XXH64 (seed 0) of its bytes, a
/// well-mixed 64-bit hash. `FileStamp.hash` only detects a change next to
/// the file's metadata; two versions of a list differing in two bytes eight
/// bytes apart can share it, while here any difference spreads to every bit.
/// Written as sixteen lowercase hex digits.
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
        let count = raw.count
        var at = 0
        var h: UInt64
        if count >= 32 {
            var v1 = p1 &+ p2, v2 = p2, v3: UInt64 = 0, v4 = 0 &- p1
            while at + 32 <= count {
                v1 = round(v1, word(raw, at))
                v2 = round(v2, word(raw, at + 8))
                v3 = round(v3, word(raw, at + 16))
                v4 = round(v4, word(raw, at + 24))
                at += 32
            }
            h = rotl(v1, 1) &+ rotl(v2, 7) &+ rotl(v3, 12) &+ rotl(v4, 18)
            for v in [v1, v2, v3, v4] { h = (h ^ round(0, v)) &* p1 &+ p4 }
        } else {
            h = p5
        }
        h &+= UInt64(count)
        while at + 8 <= count {
            h = rotl(h ^ round(0, word(raw, at)), 27) &* p1 &+ p4
            at += 8
        }
        if at + 4 <= count {
            h = rotl(h ^ (UInt64(raw.loadUnaligned(fromByteOffset: at, as: UInt32.self).littleEndian) &* p1), 23) &* p2 &+ p3
            at += 4
        }
        while at < count {
            h = rotl(h ^ (UInt64(raw[at]) &* p5), 11) &* p1
            at += 1
        }
        h ^= h >> 33
        h &*= p2
        h ^= h >> 29
        h &*= p3
        return h ^ (h >> 32)
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

    @inline(__always) private static func word(_ raw: UnsafeRawBufferPointer, _ at: Int) -> UInt64 {
        raw.loadUnaligned(fromByteOffset: at, as: UInt64.self).littleEndian
    }

    @inline(__always) private static func round(_ acc: UInt64, _ input: UInt64) -> UInt64 {
        rotl(acc &+ input &* p2, 31) &* p1
    }

    @inline(__always) private static func rotl(_ x: UInt64, _ r: UInt64) -> UInt64 {
        (x << r) | (x >> (64 - r))
    }
}
