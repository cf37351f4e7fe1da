/// Hashing of byte runs eight bytes at a time, for tables keyed by bytes
/// that are never copied into keys.
enum ByteHash {
    static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var h: UInt64 = 0x243F_6A88_85A3_08D3 ^ UInt64(bytes.count)
        guard let p = bytes.baseAddress else { return h }
        let raw = UnsafeRawPointer(p)
        var i = 0
        while i + 8 <= bytes.count {
            h = (h ^ raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)) &* 0xFF51_AFD7_ED55_8CCD
            h ^= h >> 29
            i += 8
        }
        var tail: UInt64 = 0
        var shift: UInt64 = 0
        while i < bytes.count {
            tail |= UInt64(p[i]) << shift
            shift += 8
            i += 1
        }
        h = (h ^ tail) &* 0xC4CE_B9FE_1A85_EC53
        return h ^ (h >> 32)
    }

    /// Whether `stored[at...]` starts with `bytes`.
    @inline(__always)
    static func equal(_ stored: UnsafeBufferPointer<UInt8>, _ at: Int, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard bytes.count > 0 else { return true }
        return memcmpEqual(stored.baseAddress! + at, bytes.baseAddress!, bytes.count)
    }

    @inline(__always)
    static func memcmpEqual(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, _ count: Int) -> Bool {
        var i = 0
        let ra = UnsafeRawPointer(a), rb = UnsafeRawPointer(b)
        while i + 8 <= count {
            if ra.loadUnaligned(fromByteOffset: i, as: UInt64.self) != rb.loadUnaligned(fromByteOffset: i, as: UInt64.self) {
                return false
            }
            i += 8
        }
        while i < count {
            if a[i] != b[i] { return false }
            i += 1
        }
        return true
    }
}

/// An open-addressing table from a 64-bit hash to small numbers; the
/// caller says which candidate really matches.
struct ByteSlots {
    /// Eight bytes: the hash's high half (its low bits pick the slot) and
    /// the number plus one (0: empty).
    private struct Slot {
        var check: UInt32
        var value: Int32
    }

    private var slots: [Slot]
    /// Each number's hash, for moving the slots when the table grows.
    private var hashes: [UInt64] = []
    private var used = 0

    init(capacity: Int = 8) {
        var size = 16
        while size < capacity * 2 { size <<= 1 }
        slots = Array(repeating: Slot(check: 0, value: 0), count: size)
    }

    /// The first number stored under `hash` that `matches`; when there is
    /// none, `value` is stored there (in one look through the slots) and nil
    /// returned. Numbers are inserted in increasing order.
    mutating func find(_ hash: UInt64, orInsert value: Int, _ matches: (Int) -> Bool) -> Int? {
        if (used + 1) * 2 > slots.count { grow() }
        let mask = slots.count - 1
        var at = Int(truncatingIfNeeded: hash) & mask
        let check = UInt32(truncatingIfNeeded: hash >> 32)
        while true {
            let slot = slots[at]
            if slot.value == 0 { break }
            if slot.check == check && matches(Int(slot.value) - 1) { return Int(slot.value) - 1 }
            at = (at + 1) & mask
        }
        if hashes.count < value { hashes += repeatElement(0, count: value - hashes.count) }
        hashes.append(hash)
        used += 1
        slots[at] = Slot(check: check, value: Int32(value + 1))
        return nil
    }

    private mutating func put(_ hash: Int, _ slot: Slot) {
        let mask = slots.count - 1
        var at = hash & mask
        while slots[at].value != 0 { at = (at + 1) & mask }
        slots[at] = slot
    }

    private mutating func grow() {
        let old = slots
        slots = Array(repeating: Slot(check: 0, value: 0), count: old.count * 2)
        for slot in old where slot.value != 0 { put(Int(truncatingIfNeeded: hashes[Int(slot.value) - 1]), slot) }
    }
}
