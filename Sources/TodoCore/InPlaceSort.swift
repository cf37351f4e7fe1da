/// A sort that needs no memory beyond the elements: quicksort on the median
/// of three, insertion sort for short ranges, and heapsort for a range that
/// splits badly too often (introsort). Not stable: `isBefore` must tell any
/// two elements apart (a strict total order), so that there is only one
/// sorted order and this sort gives the same as any other.
enum InPlaceSort {
    /// `depth`: how many splits deep quicksort goes before heapsort takes
    /// over; by default about twice the depth of even splits.
    static func sort<T>(_ a: UnsafeMutableBufferPointer<T>, depth: Int? = nil, by isBefore: (T, T) -> Bool) {
        guard a.count > 1 else { return }
        quick(a, 0, a.count, depth ?? 2 * (Int.bitWidth - a.count.leadingZeroBitCount), isBefore)
    }

    /// Ranges this short are sorted by insertion.
    static let short = 16

    private static func quick<T>(
        _ a: UnsafeMutableBufferPointer<T>, _ low: Int, _ high: Int, _ depth: Int, _ isBefore: (T, T) -> Bool
    ) {
        var (low, high, depth) = (low, high, depth)
        while high - low > short {
            if depth == 0 {
                heap(a, low, high, isBefore)
                return
            }
            depth -= 1
            // The first, middle and last in order; the median is the pivot,
            // kept next to the last, and the first and last stop the scans.
            let middle = low + (high - low) / 2
            order(a, low, middle, isBefore)
            order(a, middle, high - 1, isBefore)
            order(a, low, middle, isBefore)
            a.swapAt(middle, high - 2)
            let pivot = a[high - 2]
            var i = low
            var j = high - 2
            while true {
                repeat { i += 1 } while isBefore(a[i], pivot)
                repeat { j -= 1 } while isBefore(pivot, a[j])
                if i >= j { break }
                a.swapAt(i, j)
            }
            a.swapAt(i, high - 2)
            // The shorter side first, by recursion, the longer one in this loop.
            if i - low < high - i - 1 {
                quick(a, low, i, depth, isBefore)
                low = i + 1
            } else {
                quick(a, i + 1, high, depth, isBefore)
                high = i
            }
        }
        insertion(a, low, high, isBefore)
    }

    @inline(__always)
    private static func order<T>(_ a: UnsafeMutableBufferPointer<T>, _ i: Int, _ j: Int, _ isBefore: (T, T) -> Bool) {
        if isBefore(a[j], a[i]) { a.swapAt(i, j) }
    }

    private static func insertion<T>(
        _ a: UnsafeMutableBufferPointer<T>, _ low: Int, _ high: Int, _ isBefore: (T, T) -> Bool
    ) {
        guard high - low > 1 else { return }
        for i in (low + 1)..<high {
            let x = a[i]
            var j = i
            while j > low && isBefore(x, a[j - 1]) {
                a[j] = a[j - 1]
                j -= 1
            }
            a[j] = x
        }
    }

    private static func heap<T>(_ a: UnsafeMutableBufferPointer<T>, _ low: Int, _ high: Int, _ isBefore: (T, T) -> Bool) {
        let n = high - low
        for root in stride(from: n / 2 - 1, through: 0, by: -1) { sift(a, low, root, n, isBefore) }
        for end in stride(from: n - 1, to: 0, by: -1) {
            a.swapAt(low, low + end)
            sift(a, low, 0, end, isBefore)
        }
    }

    /// Moves the element at `root` down the heap of `count` elements from `low`.
    private static func sift<T>(
        _ a: UnsafeMutableBufferPointer<T>, _ low: Int, _ root: Int, _ count: Int, _ isBefore: (T, T) -> Bool
    ) {
        var root = root
        while true {
            var child = 2 * root + 1
            if child >= count { return }
            if child + 1 < count && isBefore(a[low + child], a[low + child + 1]) { child += 1 }
            guard isBefore(a[low + root], a[low + child]) else { return }
            a.swapAt(low + root, low + child)
            root = child
        }
    }
}
