/// The hash txtodo used for its own state before `ContentHash` took its
/// place: FNV-1a taken a 64-bit word at a time, then the length. Nothing
/// is named or checked by it any more; it is kept only to read state
/// written by earlier versions: the per-file names in the state folder
/// (`StateKey`), the check on a state file's frame and the archive
/// journal's note of the todo file.
package enum RetiredHash {
    package static func of(_ bytes: [UInt8]) -> UInt64 {
        bytes.withUnsafeBytes { raw in
            let prime: UInt64 = 0x0000_0100_0000_01b3
            var h: UInt64 = 0xcbf2_9ce4_8422_2325
            let words = raw.count / 8
            for i in 0..<words {
                h = (h ^ raw.loadUnaligned(fromByteOffset: i * 8, as: UInt64.self)) &* prime
            }
            for i in (words * 8)..<raw.count {
                h = (h ^ UInt64(raw[i])) &* prime
            }
            h = (h ^ UInt64(raw.count)) &* prime
            return h ^ (h >> 29)
        }
    }
}
