import TaskPaper

/// A task taken out of the file, for the archive.
public struct ArchivedTask: Sendable, Hashable {
    /// The day it belonged to: the archive project is named after it.
    public var day: Day
    /// The task line's text, then each of its other non-blank lines (notes,
    /// subtasks), all without indentation.
    public var lines: [String]
    /// How deep each line sits below the task line (0 for the task itself).
    public var depths: [Int]
    /// The day it was deleted by hand; nil when it expired (done or not).
    /// The archive marks it `@deleted(YYYY-MM-DD)`.
    public var deletedOn: Day?

    /// `depths` defaults to the task at 0 and every other line at 1.
    public init(day: Day, lines: [String], depths: [Int]? = nil, deletedOn: Day? = nil) {
        self.day = day
        self.lines = lines
        self.depths = depths ?? lines.indices.map { $0 == 0 ? 0 : 1 }
        self.deletedOn = deletedOn
    }

    init(day: Day, taskLines: [LineSlice], deletedOn: Day? = nil) {
        let kept = taskLines.filter { !$0.isBlank }
        let base = kept.first?.level ?? 1
        self.init(
            day: day, lines: kept.map(\.text), depths: kept.map { max(0, $0.level - base) }, deletedOn: deletedOn)
    }
}

public struct RollOverResult: Sendable {
    public var document: Document
    /// Expired tasks in file order.
    public var expired: [ArchivedTask]
    /// Whether the document's bytes differ from the input.
    public var changed: Bool
    /// The tasks of `document` (read once here, so callers need not read them again).
    public var list: TodoList
    /// The stamps rule 0 gave, for every task that lacked one (empty when
    /// none did): what to remember until they are written.
    public var firstSight: FirstSight
    /// How many Tomorrow tasks moved to Today.
    public var moved = 0
    /// How many scheduled Later tasks arrived in Today (rule 5).
    public var arrived = 0
    /// The names of those tasks, in file order.
    public var arrivedNames: [String] = []
    /// How many tasks the routines made on Today.
    public var made = 0
    /// Whether a routine due today was marked made (its task made, or
    /// found made already).
    public var markedRoutines = false

    /// Whether the rules of a new day changed the file: a task expired or
    /// moved, a routine made today's task. Only these are written on their
    /// own; the stamps given on first sight alone wait for the next change.
    public var appliedNewDay: Bool { !expired.isEmpty || moved > 0 || arrived > 0 || markedRoutines }
}

/// The daily rules (SPEC §2), for the day `today`:
/// 0. stamps: a Today / Tomorrow task without `@day` gets today / tomorrow;
///    a bare `@done` gets today — or, for a task in `firstSight`, the stamp
///    it was given when first seen;
/// 1. a Today task whose day is before today expires, done or not;
/// 2. a Tomorrow task whose day is today moves to the end of Today, keeping its
///    tags; one whose day is already past expires;
/// 3. a Floating or Later task done before today expires;
/// 4. a routine due today that has not made today's task makes it (see
///    `makingRoutineTasks`);
/// 5. a Later task whose `@day` is today or before moves to the end of Today
///    (after the tasks of rule 2) with `@day(today)`: a scheduled task is
///    never expired unseen, however long txtodo did not run.
/// Expired tasks leave the file with everything under them. Nothing else
/// changes, and a second roll-over on the same day changes nothing.
public func rollOver(_ document: Document, today: Day, firstSight: FirstSight = FirstSight()) -> RollOverResult {
    // The file's layout is read again only after a step changed it; the
    // facts the rules need are read from the bytes, no task is built.
    let original = TodoList(document: document)
    let stamped = stampingDays(document, list: original, today: today, known: firstSight)
    var doc = stamped.document
    let unstamped = doc.bytes.count == document.bytes.count && doc.bytes == document.bytes
    var list = unstamped ? original : TodoList(document: doc)
    // Rule 0 read every task's days: with no stamp added they still hold.
    var expired = unstamped ? stamped.past : []
    if !unstamped {
        for section in [Section.today, .tomorrow] {
            for line in list.taskLines(in: section) {
                if let day = doc.dayValue("day", on: line), day < today { expired.append((line, day)) }
            }
        }
        for line in list.taskLines(in: .floating) + list.taskLines(in: .later) {
            if let day = doc.dayValue("done", on: line), day < today { expired.append((line, day)) }
        }
    }
    expired.sort { $0.line < $1.line }
    let archived = expired.map {
        ArchivedTask(day: $0.day, taskLines: doc.lines($0.line..<doc.subtreeContentEnd($0.line)))
    }
    if !expired.isEmpty {
        doc = doc.replacing(doc.removals(ofTasksAt: expired.map(\.line)))
        list = TodoList(document: doc)
    }
    let due = list.taskLines(in: .tomorrow).filter { doc.dayValue("day", on: $0) == today }
    if let first = due.first {
        // Each moved task keeps its shape; all land at the level of Today's tasks.
        let level = doc.level(first)
        let lines = due.flatMap { doc.reindented(doc.standaloneLines($0..<doc.subtreeContentEnd($0)), by: level - doc.level($0)) }
        doc = doc.replacing(doc.removals(ofTasksAt: due)).insertingTask(lines, into: .today).document
        list = TodoList(document: doc)
    }
    let arriving = list.dueFromLater(today: today)
    let arrivedNames = arriving.compactMap { list.task(atLine: $0)?.ref.name }
    if let arrived = doc.arrivingFromLater(arriving, today: today) {
        doc = arrived
        list = TodoList(document: doc)
    }
    let routines = makingRoutineTasks(doc, list: list, today: today)
    if let routines {
        doc = routines.document
        list = TodoList(document: doc)
    }
    var result = RollOverResult(
        document: doc, expired: archived, changed: doc.bytes != document.bytes, list: list, firstSight: stamped.given,
        moved: due.count, arrived: arriving.count, made: routines?.made ?? 0, markedRoutines: routines != nil)
    result.arrivedNames = arrivedNames
    return result
}

extension Document {
    /// Whether the line has the tag with a non-empty value.
    func hasValue(_ tag: String, on line: Int) -> Bool {
        !(self.tag(tag, on: line)?.value ?? "").isEmpty
    }
}
