/// Task names of all three versions, each given a number: equal bytes,
/// equal number. Tasks then compare names as numbers.
struct NameTable {
    /// Every distinct name's bytes, one after the other.
    private var storage: [UInt8] = []
    private var starts: [Int] = [0]
    private var slots: ByteSlots

    init(capacity: Int) {
        slots = ByteSlots(capacity: capacity)
        starts.reserveCapacity(capacity + 1)
    }

    var count: Int { starts.count - 1 }

    mutating func number(_ name: UnsafeBufferPointer<UInt8>) -> Int {
        let hash = ByteHash.hash(name)
        let found = storage.withUnsafeBufferPointer { stored in
            slots.find(hash) { n in
                starts[n + 1] - starts[n] == name.count && ByteHash.equal(stored, starts[n], name)
            }
        }
        if let found { return found }
        let n = count
        storage += name
        starts.append(storage.count)
        slots.insert(hash, n)
        return n
    }
}
