import TaskPaper

/// `LaterFold.fold` of a file read in pieces of whole lines (see
/// `FileReader.streamed`; the file read whole is one piece): the same fold,
/// or nil where it is nil, wherever the pieces break. The lines under Later
/// are skimmed as they come and kept nowhere; the rest of the file is kept
/// as the cut. Its `first(in:)` needs the file's bytes: a caller that shows
/// Later's first task keeps them.
public struct LaterFoldStream {
    private let today: Day
    /// The file's offset of the next piece.
    private var offset = 0
    private var cut: [UInt8] = []
    /// The skim of Later's lines, once its header is met.
    private var skim: SkimReader?
    /// How many of the skim's `@`s were looked at.
    private var looked = 0
    /// The offsets of the `@day`s after today.
    private var days: [Int] = []
    /// The soonest of their days.
    private var soonest: Day?
    /// The blank lines after Later's last line so far: the cut's if Later
    /// ends after them.
    private var blank: [UInt8] = []

    /// `capacity`: room made at once for the cut (the file's size, where
    /// it is known).
    public init(today: Day, capacity: Int = 1 << 16) {
        self.today = today
        cut.reserveCapacity(capacity)
    }

    /// Takes the file's next piece, whole lines (where the file ends, its
    /// last); false when the file must be read whole.
    public mutating func take(_ piece: UnsafeBufferPointer<UInt8>) -> Bool {
        defer { offset += piece.count }
        var from = 0
        if skim == nil {
            guard let start = Skim.line(saying: Section.later.title + ":", in: piece) else {
                cut += piece
                return true
            }
            cut += piece[..<start]
            skim = SkimReader(from: offset + start)
            from = start
        }
        guard var skim, !skim.ended else {
            cut += piece
            return true
        }
        defer { self.skim = skim }
        guard skim.read(piece, at: offset) else { return false }
        while looked < skim.ats.count, !skim.ended || skim.ats[looked] < skim.end {
            let at = skim.ats[looked]
            switch LaterFold.look(piece, at - offset, today) {
            case .acted: return false
            case .day(let day):
                days.append(at)
                if soonest.map({ day < $0 }) ?? true { soonest = day }
            case .other: break
            }
            looked += 1
        }
        // Where Later's lines stop in this piece, and the blank lines
        // among them after its last line that is not blank.
        let stop = skim.ended ? skim.line - offset : piece.count
        if skim.end - offset >= from {
            blank = Array(piece[(skim.end - offset)..<stop])
        } else {
            blank += piece[from..<stop]
        }
        if skim.ended {
            cut += blank
            cut += piece[stop...]
            blank = []
        }
        return true
    }

    /// Every piece taken, when there was nothing to fold (no Later header,
    /// or no line under it): the file's bytes, read whole after all.
    public var unfolded: [UInt8]? {
        skim?.children == nil ? kept : nil
    }

    /// The fold of every piece taken; nil when the file must be read whole.
    public func finish() -> LaterFold? {
        guard let children = skim?.children else { return nil }
        return LaterFold(cut: kept, children, days: days, soonest: soonest)
    }

    /// What is kept of the pieces taken: the blank lines after Later's
    /// last line too, where the file ended within Later.
    private var kept: [UInt8] { skim?.ended ?? true ? cut : cut + blank }
}
