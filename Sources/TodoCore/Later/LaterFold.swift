import TaskPaper

/// A file read with Later folded: for a command that shows nothing of Later
/// but how many tasks it holds (`list --today`), the lines under Later's
/// header are skimmed (see `Skim`) instead of parsed, and the rest of the
/// file is read as usual. Only when the daily rules have nothing to do in
/// Later today: no task in it is done, none is scheduled for today or
/// before. Anything the skim cannot be sure of, and a file read otherwise
/// than the skim expects (see `list(_:)`), is read whole.
public struct LaterFold: Sendable, Equatable {
    /// The file's bytes without the lines under Later's header.
    public let cut: [UInt8]
    /// Where those lines were, in the file's bytes.
    public let range: Range<Int>
    /// How many tasks Later holds.
    public let count: Int
    /// The tasks that can come first in Later's display order, with the
    /// lines under them (see `SkimmedChildren.marked`).
    let marked: [ByteSpan]
    /// Those of `marked` with `@day` written in them: the only ones that can
    /// be scheduled.
    let dated: [ByteSpan]
    /// The soonest day of an `@day` in Later (each after today); nil when
    /// none is written there.
    public let soonest: Day?

    /// Nil when the file must be read whole: no Later with lines under it
    /// (first header as the skim finds it: `Later:` alone on its line),
    /// lines out of the ordinary, or something there the rules act on.
    /// (The file read whole is one piece of `LaterFoldStream`.)
    public static func fold(_ bytes: [UInt8], today: Day) -> LaterFold? {
        var stream = LaterFoldStream(today: today, capacity: bytes.count)
        guard bytes.withUnsafeBufferPointer({ stream.take($0) }) else { return nil }
        return stream.finish()
    }

    /// The fold of `skim`, with `cut` the file without its lines, `days`
    /// the offsets of its `@day`s after today and `soonest` the first of
    /// those days.
    init(cut: [UInt8], _ skim: SkimmedChildren, days: [Int], soonest: Day?) {
        var next = 0
        let dated = skim.marked.filter { span in
            while next < days.count && days[next] < span.start { next += 1 }
            return next < days.count && days[next] < span.end
        }
        self.init(
            cut: cut, range: skim.range, count: skim.namedTasks, marked: skim.marked, dated: dated, soonest: soonest)
    }

    /// The fold `summary` describes, of the file whose bytes without
    /// Later's lines are `cut`: for a command that shows nothing of Later
    /// but its count (its `first(in:)` finds no task).
    public init(cut: [UInt8], summary: LaterSummary) {
        self.init(cut: cut, range: summary.range, count: summary.count, marked: [], dated: [], soonest: summary.soonest)
    }

    private init(
        cut: [UInt8], range: Range<Int>, count: Int, marked: [ByteSpan], dated: [ByteSpan], soonest: Day?
    ) {
        self.cut = cut
        self.range = range
        self.count = count
        self.marked = marked
        self.dated = dated
        self.soonest = soonest
    }

    /// What a later read of the same bytes needs to fold them again
    /// without reading Later's lines (see `LaterSummary`); with the first
    /// task's lines where the file's `bytes` are given.
    public func summary(in bytes: [UInt8]? = nil) -> LaterSummary {
        let first: LaterSummary.First =
            if let bytes { firstLines(in: bytes).map { .lines($0) } ?? .none } else { .unknown }
        return LaterSummary(range: range, count: count, soonest: soonest, first: first)
    }

    /// `rolled`, the daily rules applied to `read` (`cut` parsed), with
    /// Later's tasks counted; nil when the first Later header it finds is
    /// not the line the lines skimmed were under, or Later has tasks of its
    /// own there. The rules must only have stamped tasks (no line moved or
    /// went: not `appliedNewDay`), so the lines are where `read` has them.
    public func list(_ rolled: RollOverResult, read: Document) -> TodoList? {
        let list = rolled.list
        guard !rolled.appliedNewDay, read.bytes.count == cut.count, read.lineCount == list.document.lineCount,
            let header = list.headerLine(.later), list.count(in: .later) == 0,
            read.offset(ofLine: header + 1) == range.lowerBound
        else { return nil }
        var folded = list
        folded.laterFolded = count
        return folded
    }

    /// Later's first task in the file order of display (`firstInLater()`),
    /// read from `bytes` (the file's, folded here): among the tasks with a
    /// tag on their line, which alone can have a day or a rank of their
    /// own, and the first task, which comes first among the others. Its
    /// line and its occurrence are those of a file of these tasks alone.
    /// The soonest scheduled task is found among those with `@day`
    /// written in them alone.
    public func first(in bytes: [UInt8]) -> TodoTask? {
        firstLines(in: bytes).flatMap(Self.task(from:))
    }

    /// The lines of `first(in:)`: the task and the lines under it, as the
    /// file has them; nil when Later holds no task.
    public func firstLines(in bytes: [UInt8]) -> [UInt8]? {
        func first(_ tasks: [ByteSpan]) -> (span: ByteSpan, scheduled: Bool)? {
            var text = Array((Section.later.title + ":\n").utf8)
            for span in tasks { text += bytes[span.start..<span.end] }
            let list = TodoList(document: Document(bytes: text))
            guard let line = list.firstLineInLater() else { return nil }
            // The span whose lines hold it: line 0 is the header.
            var lines = 1
            for span in tasks {
                let piece = bytes[span.start..<span.end]
                lines += piece.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) } + (piece.last == 0x0A ? 0 : 1)
                if line < lines { return (span, list.readTask(atLine: line, in: .later)?.day != nil) }
            }
            return nil
        }
        let found = dated.isEmpty ? nil : first(dated).flatMap { $0.scheduled ? $0 : nil }
        guard let (span, _) = found ?? first(marked) else { return nil }
        return Array(bytes[span.start..<span.end])
    }

    /// The task `firstLines(in:)` gave the lines of.
    public static func task(from lines: [UInt8]) -> TodoTask? {
        TodoList(document: Document(bytes: Array((Section.later.title + ":\n").utf8) + lines)).firstInLater()
    }

    /// What the `@` at `at` may start, as far as the rules in Later care.
    enum Look {
        /// `@done`, or `@day` on or before today or not read as a plain
        /// date: a tag the rules may act on.
        case acted
        /// `@day` with a day after today.
        case day(Day)
        case other
    }

    /// Names are compared case aside: a doubt reads the file whole.
    static func look(_ p: UnsafeBufferPointer<UInt8>, _ at: Int, _ today: Day) -> Look {
        // Most tags start with another letter: one look at it.
        guard at + 1 < p.count, p[at + 1] | 0x20 == 0x64 else { return .other }
        var end = at + 1
        while end < p.count, isNameByte(p[end]) { end += 1 }
        if named("done", p, at + 1, end) { return .acted }
        guard named("day", p, at + 1, end) else { return .other }
        guard end + 11 < p.count, p[end] == 0x28, p[end + 11] == 0x29, let day = Document.day(p, end + 1, 10) else {
            return .acted
        }
        return day <= today ? .acted : .day(day)
    }

    /// Whether the bytes `from..<end` are `name` (ASCII, case aside).
    private static func named(_ name: StaticString, _ p: UnsafeBufferPointer<UInt8>, _ from: Int, _ end: Int) -> Bool {
        guard end - from == name.utf8CodeUnitCount else { return false }
        let key = name.utf8Start
        for k in 0..<(end - from) where p[from + k] | 0x20 != key[k] { return false }
        return true
    }

    /// ASCII only: a name read short of a letter beyond ASCII reads as
    /// `done` or `day` more often than it is, never less.
    private static func isNameByte(_ b: UInt8) -> Bool {
        (0x41...0x5A).contains(b) || (0x61...0x7A).contains(b) || (0x30...0x39).contains(b) || b == 0x5F || b == 0x2D
            || b == 0x2E
    }
}
