/// The second step of the display sort when every name compares as bytes.
///
/// The first step orders the entries by rank and by the first eight bytes of
/// the lowered name, then file order, reading nothing but the entries. Names
/// that agree on those eight bytes then sit together in runs; each run is
/// ordered by the next eight lowered bytes of its names, which overwrite the
/// entries' prefixes (no longer needed there), and so on while names still
/// tie: each name of a run is read once per eight bytes, in place, instead of
/// twice in every comparison. Names whose lowered bytes agree to the end of
/// the longer one come shorter first (the shorter is a prefix of the other),
/// then in file order: the order of comparing whole lowered names.
enum TieRefinement {
    static func refine(
        _ entries: UnsafeMutableBufferPointer<DisplayedTask>, _ keys: SortKeys, _ p: UnsafeBufferPointer<UInt8>
    ) {
        // Runs still to order, each with how many of its names' bytes agree:
        // one run of the first sort at a time, so the list stays short.
        var pending: [(Range<Int>, offset: Int)] = []
        forEachRun(in: entries, 0..<entries.count, sameRank: true) { run in
            pending.append((run, 8))
            refine(entries, &pending, keys, p)
        }
    }

    private static func refine(
        _ entries: UnsafeMutableBufferPointer<DisplayedTask>, _ pending: inout [(Range<Int>, offset: Int)],
        _ keys: SortKeys, _ p: UnsafeBufferPointer<UInt8>
    ) {
        while let (run, offset) = pending.popLast() {
            let slice = UnsafeMutableBufferPointer(rebasing: entries[run])
            let longest = slice.reduce(0) { max($0, keys.loweredCount($1)) }
            if offset >= longest {
                InPlaceSort.sort(slice) { a, b in
                    let (x, y) = (keys.loweredCount(a), keys.loweredCount(b))
                    return x != y ? x < y : a.index32 < b.index32
                }
                continue
            }
            for k in slice.indices { slice[k].prefix = keys.chunk(slice[k], at: offset, p) }
            InPlaceSort.sort(slice) { a, b in a.prefix != b.prefix ? a.prefix < b.prefix : a.index32 < b.index32 }
            forEachRun(in: entries, run, sameRank: false) { pending.append(($0, offset + 8)) }
        }
    }

    /// Calls `body` with each stretch of two or more entries within `range`
    /// that share their prefix (and their rank, when asked).
    private static func forEachRun(
        in entries: UnsafeMutableBufferPointer<DisplayedTask>, _ range: Range<Int>, sameRank: Bool,
        _ body: (Range<Int>) -> Void
    ) {
        var i = range.lowerBound
        while i < range.upperBound {
            var j = i + 1
            while j < range.upperBound && entries[j].prefix == entries[i].prefix
                && (!sameRank || entries[j].rank == entries[i].rank)
            {
                j += 1
            }
            if j - i > 1 { body(i..<j) }
            i = j
        }
    }
}

extension SortKeys {
    /// How many bytes the entry's lowered name has.
    func loweredCount(_ e: DisplayedTask) -> Int {
        e.kind == .bytes ? e.nameRange.count : lowered[e.index32]?.count ?? 0
    }

    /// Eight bytes of the entry's lowered name from `offset`, big-endian (the
    /// first byte highest), zero after the name's end: what the prefix holds
    /// for `offset` 0.
    func chunk(_ e: DisplayedTask, at offset: Int, _ p: UnsafeBufferPointer<UInt8>) -> UInt64 {
        if e.kind == .bytes {
            let name = e.nameRange
            if offset + 8 <= name.count {
                let w = Self.word(p, name.lowerBound + offset)
                if w & Self.high == 0 { return Self.asciiLowered(w).byteSwapped }
            }
            return Self.prefix(name.count - offset) {
                Self.loweredByte(p, name.lowerBound + offset + $0, start: name.lowerBound)
            }
        }
        let bytes = lowered[e.index32] ?? []
        return Self.prefix(bytes.count - offset) { bytes[offset + $0] }
    }
}
