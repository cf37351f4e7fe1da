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
        let n = count
        let found = storage.withUnsafeBufferPointer { stored in
            starts.withUnsafeBufferPointer { starts in
                slots.find(hash, orInsert: n) { m in
                    starts[m + 1] - starts[m] == name.count && ByteHash.equal(stored, starts[m], name)
                }
            }
        }
        if let found { return found }
        storage += name
        starts.append(storage.count)
        return n
    }
}
