import TaskPaper

/// What a fold of Later (see `LaterFold`) learnt of the lines under Later's
/// header, enough to fold the same bytes again without reading those lines:
/// where they are, how many tasks they hold, the soonest `@day` among them,
/// and the lines of the task the folded Later shows first where the fold
/// had the bytes to find it. Kept as one line of text: `later`, the start
/// and end of the lines, the count, the soonest day (`-` for none) and the
/// first task's lines in hex (`-` for no task, `?` where not known), e.g.
/// `later 40270 164522 5000 2026-12-01 ?`.
public struct LaterSummary: Sendable, Equatable {
    public var range: Range<Int>
    public var count: Int
    public var soonest: Day?
    public var first: First

    /// The lines of Later's first task (see `LaterFold.firstLines(in:)`).
    public enum First: Sendable, Equatable {
        /// Not found: the fold did not keep the bytes.
        case unknown
        /// Later holds no task.
        case none
        case lines([UInt8])
    }

    public init(range: Range<Int>, count: Int, soonest: Day?, first: First = .unknown) {
        self.range = range
        self.count = count
        self.soonest = soonest
        self.first = first
    }

    /// Whether the fold holds on `today`: no task in Later is scheduled for
    /// it or before (the daily rules would move it).
    public func holds(on today: Day) -> Bool { soonest.map { $0 > today } ?? true }

    /// The same fold of the same bytes: all but what is known of the first task.
    public func folds(as other: LaterSummary) -> Bool {
        range == other.range && count == other.count && soonest == other.soonest
    }

    public var text: String {
        let firstText =
            switch first {
            case .unknown: "?"
            case .none: "-"
            case .lines(let bytes): HexBytes.text(bytes)
            }
        return "later \(range.lowerBound) \(range.upperBound) \(count) \(soonest?.description ?? "-") \(firstText)"
    }

    /// The summary `text` wrote; nil for anything else.
    public init?(text: String) {
        let fields = text.split(separator: " ", omittingEmptySubsequences: false)
        guard fields.count == 6, fields[0] == "later", let start = Int(fields[1]), let end = Int(fields[2]),
            let count = Int(fields[3]), start >= 0, start < end, count >= 0
        else { return nil }
        var soonest: Day?
        if fields[4] != "-" {
            guard let day = Day(String(fields[4])) else { return nil }
            soonest = day
        }
        let first: First
        switch fields[5] {
        case "?": first = .unknown
        case "-": first = .none
        default:
            guard let bytes = HexBytes.bytes(fields[5].utf8), !bytes.isEmpty else { return nil }
            first = .lines(bytes)
        }
        self.init(range: start..<end, count: count, soonest: soonest, first: first)
    }
}
