/// `ContentHash` of bytes that come in pieces (a listing written as it is
/// numbered), never held whole: the same value as hashing them joined.
package struct ContentHashStream {
    private var lanes = ContentHash.Lanes()
    private var count = 0
    /// Bytes short of a 32-byte stripe, waiting for the next piece.
    private var carry: [UInt8] = []

    package init() {}

    package mutating func add(_ piece: [UInt8]) {
        piece.withUnsafeBytes { add($0) }
    }

    package mutating func add(_ piece: UnsafeRawBufferPointer) {
        count += piece.count
        var rest = piece[...]
        if !carry.isEmpty {
            let take = min(32 - carry.count, rest.count)
            carry += rest.prefix(take)
            rest = rest.dropFirst(take)
            guard carry.count == 32 else { return }
            carry.withUnsafeBytes { lanes.take($0, upTo: 32) }
            carry = []
        }
        let whole = rest.count / 32 * 32
        lanes.take(UnsafeRawBufferPointer(rebasing: rest), upTo: whole)
        carry = Array(rest.dropFirst(whole))
    }

    /// The hash of all the pieces so far.
    package var value: UInt64 {
        carry.withUnsafeBytes { ContentHash.finish(lanes, count: count, tail: $0) }
    }
}
