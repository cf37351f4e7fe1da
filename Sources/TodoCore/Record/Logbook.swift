import TaskPaper

/// The record of past days: the archive read into days and what became of
/// each task, plus today's list so far. Pure: the archive and today's list
/// arrive as values.
///
/// Reading is in two steps, so a record of years opens fast: each archived
/// task's day and fate (three tag lookups) at once; its name, priority and
/// notes only when a day is shown.
public struct Logbook: Sendable {
    public let today: Day
    /// Days that have at least one task, newest first, with their counts.
    public let summaries: [DaySummary]
    private let archive: Document
    /// Per summary, its tasks in shown order: done, open, unfinished, deleted.
    private let entries: [[Entry]]
    private let index: [Day: Int]
    /// The routines' days in the record.
    public let routines: RoutineRecord

    /// An archived task (`line` of the archive) or one of today's list.
    private struct Entry: Sendable {
        var fate: Fate
        var isDaily: Bool
        var line: Int
        var todays: PastTask?
    }

    /// Reads the archive's day projects (`2026-11-21:`, any number of
    /// times, in any order) and today's Today tasks and floating tasks done
    /// today. Anything else in the archive is ignored.
    public init(archive: Document, list: TodoList, today: Day) {
        var byDay: [Day: [Entry]] = [:]
        var routines = RoutineRecord()
        for project in archive.children(of: nil) where archive.kind(project) == .project {
            let name = archive.displayText(project)
            guard name.utf8.count == 10, let day = Day(name) else { continue }
            for line in archive.children(of: project) where archive.kind(line) == .task {
                let fate: Fate =
                    archive.hasTag("done", on: line) ? .done : archive.hasTag("deleted", on: line) ? .deleted : .unfinished
                byDay[day, default: []].append(Entry(fate: fate, isDaily: archive.hasTag("day", on: line), line: line))
                if archive.hasTag(RoutineTag.routine, on: line) {
                    routines.add(archive.displayText(line), day: day, done: fate == .done)
                }
            }
        }
        func add(_ task: PastTask) {
            byDay[today, default: []].append(Entry(fate: task.fate, isDaily: task.isDaily, line: -1, todays: task))
        }
        for task in list.tasks(in: .today) where (task.day ?? today) <= today {
            add(PastTask(task, day: today, fate: task.isDone ? .done : .open))
            if task.isRoutine { routines.add(task.name, day: today, done: task.isDone, open: !task.isDone) }
        }
        for task in list.tasks(in: .floating) where task.isDone && task.doneDay == today {
            add(PastTask(task, day: today, fate: .done))
        }
        self.today = today
        self.archive = archive
        self.routines = routines
        let order = Fate.allCases
        let days = byDay.keys.sorted(by: >)
        // A stable sort by fate: file order within each group.
        entries = days.map { day in
            let all = byDay[day]!
            return order.flatMap { fate in all.filter { $0.fate == fate } }
        }
        summaries = zip(days, entries).map { day, tasks in
            DaySummary(day: day, counts: order.map { fate in tasks.count { $0.fate == fate } })
        }
        index = Dictionary(uniqueKeysWithValues: days.enumerated().map { ($0.element, $0.offset) })
    }

    /// The first day of the record, if it has any.
    public var firstDay: Day? { summaries.last?.day }

    /// Every day with its tasks, newest first (reads the whole record).
    public var days: [LogDay] { summaries.indices.map(logDay) }

    /// The day's tasks (none for a day without any).
    public func tasks(on day: Day) -> [PastTask] { index[day].map { logDay($0).tasks } ?? [] }

    /// How many tasks were done on that day.
    public func doneCount(on day: Day) -> Int { index[day].map { summaries[$0].count(.done) } ?? 0 }

    /// The days from `first` to `last` that have tasks, newest first.
    public func days(from first: Day, through last: Day) -> [LogDay] {
        summaries.indices.filter { summaries[$0].day >= first && summaries[$0].day <= last }.map(logDay)
    }

    /// Every task that expired unfinished, newest day first: the number of
    /// one is its index here plus one, the same whatever window is shown.
    public var unfinished: [PastTask] {
        summaries.indices.flatMap { k in
            entries[k].filter { $0.fate == .unfinished }.map { task($0, day: summaries[k].day) }
        }
    }

    /// The daily tasks of the days from `first` to `last` that were done or
    /// expired unfinished: (done, both).
    func dailyOutcomes(from first: Day, through last: Day) -> (done: Int, total: Int) {
        var result = (done: 0, total: 0)
        for k in summaries.indices where summaries[k].day >= first && summaries[k].day <= last {
            for entry in entries[k] where entry.isDaily && (entry.fate == .done || entry.fate == .unfinished) {
                result.total += 1
                if entry.fate == .done { result.done += 1 }
            }
        }
        return result
    }

    private func logDay(_ k: Int) -> LogDay {
        LogDay(day: summaries[k].day, tasks: entries[k].map { task($0, day: summaries[k].day) })
    }

    private func task(_ entry: Entry, day: Day) -> PastTask {
        entry.todays ?? archive.pastTask(at: entry.line, day: day, fate: entry.fate)
    }
}

extension Logbook: Equatable {
    public static func == (a: Logbook, b: Logbook) -> Bool {
        a.today == b.today && a.summaries == b.summaries && a.days == b.days && a.routines == b.routines
    }
}

/// A day of the record and how many of its tasks met each fate.
public struct DaySummary: Sendable, Hashable {
    public var day: Day
    /// In the order of `Fate.allCases`.
    var counts: [Int]

    public func count(_ fate: Fate) -> Int { counts[Fate.allCases.firstIndex(of: fate)!] }
}

extension PastTask {
    init(_ task: TodoTask, day: Day, fate: Fate) {
        self.init(
            day: day, name: task.name, fate: fate, priority: task.priority, isDaily: task.section != .floating,
            isRoutine: task.isRoutine, isDelayed: task.isDelayed, doneDay: task.doneDay, notes: task.notes,
            subtasks: task.subtasks, tags: task.tags)
    }
}

extension Document {
    /// The archived task on `line`, whose fate was read already: done if it
    /// carries `@done`, else deleted if it carries `@deleted`, else expired
    /// unfinished.
    func pastTask(at line: Int, day: Day, fate: Fate) -> PastTask {
        let task = self.task(at: line, ref: TaskRef(section: .today, name: displayText(line)))
        return PastTask(
            day: day, name: task.name, fate: fate, priority: task.priority, isDaily: hasTag("day", on: line),
            isRoutine: task.isRoutine, isDelayed: task.isDelayed, doneDay: task.doneDay,
            deletedDay: tag("deleted", on: line)?.value.flatMap(Self.day),
            notes: task.notes,
            subtasks: task.subtasks, tags: task.tags)
    }
}
