import TestSupport
import Testing

@testable import TodoCore

/// The display sort's in-place sort gives the order of the standard sort for
/// any strict total order: here values with many repeats, told apart by
/// their first place, as tasks with the same name are by their line.
@Suite struct InPlaceSortTests {
    struct Item: Equatable {
        var value: Int
        var place: Int
    }

    static func isBefore(_ a: Item, _ b: Item) -> Bool {
        a.value != b.value ? a.value < b.value : a.place < b.place
    }

    static func check(_ values: [Int], depth: Int? = nil) {
        var items = values.enumerated().map { Item(value: $0.element, place: $0.offset) }
        let expected = items.sorted(by: isBefore)
        items.withUnsafeMutableBufferPointer { InPlaceSort.sort($0, depth: depth, by: isBefore) }
        #expect(items == expected, "\(values.count) values, depth \(String(describing: depth))")
    }

    @Test func randomValuesWithRepeats() {
        var g = SplitMix64(seed: 21)
        for count in [0, 1, 2, 3, 15, 16, 17, 18, 33, 100, 1000, 5000] {
            for range in [1, 3, 50, 1 << 30] {
                Self.check((0..<count).map { _ in Int(g.next() % UInt64(range)) })
            }
        }
    }

    @Test func orderedReversedAndOrganPipe() {
        for count in [17, 64, 1001, 4096] {
            Self.check(Array(0..<count))
            Self.check(Array((0..<count).reversed()))
            Self.check((0..<count).map { min($0, count - $0) })
            Self.check(Array(repeating: 7, count: count))
        }
    }

    /// Heapsort, which takes over from quicksort on ranges split badly too often.
    @Test func heapsortGivesTheSameOrder() {
        var g = SplitMix64(seed: 22)
        for count in [17, 18, 100, 2049] {
            for depth in [0, 1, 3] {
                Self.check((0..<count).map { _ in Int(g.next() % 40) }, depth: depth)
            }
        }
    }
}
