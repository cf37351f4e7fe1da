// Builds the line table of a document:
// 1. scan: line bounds and terminators, UTF-8 validity, tags, leading whitespace;
// 2. classify: TaskPaper 3 indentation levels, bodies and kinds (per line);
// 3. outline: levels of blank lines, depths and parents (in order).
// Large files are scanned and classified in two halves at once.

#if canImport(Dispatch)
    import Dispatch
#endif

struct ParseResult: Sendable {
    var records: [LineRecord] = []
    var tags: [TagRecord] = []
    var firstInvalidUTF8: Int? = nil
    var spacesPerTab: Int? = nil
    var style = TextStyle()
}

/// What scanning one run of whole lines finds.
struct ScannedChunk: Sendable {
    var records: [LineRecord] = []
    var tags: [TagRecord] = []
    var spacesPerTab = Int.max
    var endings = (lf: 0, crlf: 0, cr: 0)
    var tabIndented = 0
    var spaceIndented = 0
    var firstInvalid: Int? = nil
    /// The byte after the run's last line.
    var end = 0
}

enum Parser {
    /// Files at least this large are split in two halves for scanning.
    static let parallelThreshold = 1 << 20

    /// `plainLines: false` turns the fast path for plain lines off (the
    /// tests compare both ways).
    static func parse(
        _ p: UnsafeBufferPointer<UInt8>, splitFrom threshold: Int = parallelThreshold, plainLines: Bool = true
    ) -> ParseResult {
        let n = p.count
        var bounds = [0, n]
        if n >= threshold, let mid = splitPoint(p) { bounds = [0, mid, n] }
        let count = bounds.count - 1
        let chunks = UnsafeMutableBufferPointer<ScannedChunk>.allocate(capacity: count)
        chunks.initialize(repeating: ScannedChunk())
        defer { chunks.deinitialize(); chunks.deallocate() }
        forEachChunk(count) { k in chunks[k] = scan(p, from: bounds[k], to: bounds[k + 1], plainLines: plainLines) }

        var r = ParseResult()
        var spacesPerTab = Int.max
        var endings = (0, 0, 0), tabIndented = 0, spaceIndented = 0
        for c in chunks {
            spacesPerTab = min(spacesPerTab, c.spacesPerTab)
            endings.0 += c.endings.lf; endings.1 += c.endings.crlf; endings.2 += c.endings.cr
            tabIndented += c.tabIndented; spaceIndented += c.spaceIndented
            if r.firstInvalidUTF8 == nil { r.firstInvalidUTF8 = c.firstInvalid }
        }
        // TaskPaper 3 only normalizes spaces when the text has more than one line.
        let lineCount = chunks.reduce(0) { $0 + $1.records.count }
        let last = chunks.last { !$0.records.isEmpty }?.records.last
        let tp3LineCount = lineCount + (last?.ending == LineEnding.none ? 0 : 1)
        if tp3LineCount > 1 && spacesPerTab != .max { r.spacesPerTab = spacesPerTab }
        r.style = style(
            endingCounts: endings, tabIndented: tabIndented, spaceIndented: spaceIndented,
            spacesPerTab: r.spacesPerTab)
        let unit = r.spacesPerTab
        forEachChunk(count) { k in classify(p, &chunks[k], unit) }

        swap(&r.records, &chunks[0].records)
        swap(&r.tags, &chunks[0].tags)
        for k in 1..<count {
            let shift = UInt32(truncatingIfNeeded: r.tags.count)
            r.records.append(
                contentsOf: chunks[k].records.lazy.map {
                    var x = $0; x.tagStart += shift; return x
                })
            // Each half let go of as soon as it is copied: the two are never
            // held beside the whole (5.6 MB file: 1.2 MB less at the peak).
            chunks[k].records = []
            r.tags.append(contentsOf: chunks[k].tags)
            chunks[k].tags = []
        }
        outline(&r.records)
        return r
    }

    /// The byte after the first LF at or after the middle (nil if none).
    static func splitPoint(_ p: UnsafeBufferPointer<UInt8>) -> Int? {
        var i = p.count / 2
        while i < p.count && p[i] != 0x0A { i += 1 }
        return i + 1 < p.count ? i + 1 : nil
    }

    /// Runs `body` for each chunk, on separate threads where the platform
    /// has them. Each call only reads the bytes and writes its own slot.
    static func forEachChunk(_ count: Int, _ body: (Int) -> Void) {
        #if canImport(Dispatch)
            if count > 1 {
                withoutActuallyEscaping(body) { body in
                    nonisolated(unsafe) let work = body
                    DispatchQueue.concurrentPerform(iterations: count) { work($0) }
                }
                return
            }
        #endif
        for k in 0..<count { body(k) }
    }
}
