@testable import TodoStore
import TodoCore
import TaskPaper

/// What the daily rules should make of a todo file over days, worked out
/// by hand for the property tests: every task has a name of its own, so
/// its fate can be followed exactly.
struct DailyRulesModel {
    struct Task: Equatable {
        var section: Section
        /// The day it belongs to (nil: floating, or not seen yet).
        var day: Day?
        /// Typed with `@day` missing and not seen yet.
        var needsDay: Bool
        var isDone: Bool
        var doneDay: Day?
        /// Typed with a bare `@done` and not seen yet.
        var needsDone: Bool
        var isDelayed = false
        var priority = 1
    }

    /// An entry of the archive: the day it is filed under, its name and fate.
    struct Entry: Hashable, Comparable {
        var day: Day
        var name: String
        var fate: Fate

        static func < (a: Entry, b: Entry) -> Bool {
            (a.day, a.name, a.fate.rawValue) < (b.day, b.name, b.fate.rawValue)
        }
    }

    var tasks: [String: Task] = [:]
    var archive: [Entry] = []

    func names(in section: Section) -> Set<String> { Set(tasks.filter { $0.value.section == section }.keys) }

    /// A read of the file on `today`: tasks seen for the first time get
    /// their stamps, then the rules expire and move.
    mutating func load(today: Day) {
        for (name, task) in tasks {
            var task = task
            if task.needsDay {
                task.day = task.section == .today ? today : today.next
                task.needsDay = false
            }
            if task.needsDone {
                task.doneDay = today
                task.needsDone = false
            }
            tasks[name] = task
        }
        for (name, task) in tasks {
            switch task.section {
            case .today, .tomorrow:
                guard let day = task.day else { continue }
                if day < today {
                    expire(name, under: day)
                } else if day == today && task.section == .tomorrow {
                    tasks[name]?.section = .today
                }
            case .floating:
                if task.isDone, let done = task.doneDay, done < today { expire(name, under: done) }
            case .routines:
                continue
            }
        }
    }

    mutating func expire(_ name: String, under day: Day) {
        guard let task = tasks.removeValue(forKey: name) else { return }
        archive.append(Entry(day: day, name: name, fate: task.isDone ? .done : .unfinished))
    }

    /// A delete through txtodo, on `today` (after its read).
    mutating func delete(_ name: String, today: Day) {
        guard let task = tasks.removeValue(forKey: name) else { return }
        let day = task.section == .floating ? today : min(task.day ?? today, today)
        archive.append(Entry(day: day, name: name, fate: task.isDone ? .done : .deleted))
    }

    /// Whether a move (or a delay, `to: .tomorrow` from Today) is allowed,
    /// and what it makes of the task.
    mutating func move(_ name: String, to section: Section, today: Day, delay: Bool = false) -> Bool {
        guard var task = tasks[name] else { return false }
        if delay && task.section != .today { return false }
        if task.section == section { return !delay }
        switch (task.section, section) {
        case (.today, .tomorrow):
            guard !task.isDone, !task.isDelayed else { return false }
            task.day = today.next
            task.isDelayed = true
        case (_, .tomorrow):
            guard !task.isDelayed else { return false }
            task.day = today.next
        case (_, .today):
            task.day = today
        case (_, .floating):
            guard names(in: .floating).count < 3 else { return false }
            task.day = nil
        case (_, .routines):
            // A task never becomes a routine by moving.
            return false
        }
        task.section = section
        tasks[name] = task
        return true
    }

    mutating func toggle(_ name: String, today: Day) {
        guard var task = tasks[name] else { return }
        task.isDone.toggle()
        task.doneDay = task.isDone ? today : nil
        tasks[name] = task
    }
}
