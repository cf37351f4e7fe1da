@testable import TodoStore
import TodoCore
import TaskPaper

/// What the daily rules should make of a todo file over days, worked out
/// by hand for the property tests. Tasks are kept in file order (a
/// section's tasks in the order they have in `tasks`), so that tasks of one
/// name are told apart as txtodo tells them: by which one of that name in
/// its section a task is.
struct DailyRulesModel: Equatable {
    struct Task: Equatable {
        var name: String
        var section: Section
        /// The user's tags after the name, in the order written.
        var tags: [String] = []
        /// The day it belongs to (nil: floating, or not seen yet).
        var day: Day?
        /// In Today or Tomorrow without a day written, and not seen yet
        /// (a Later task without one is in the backlog).
        var needsDay = false
        var isDone = false
        var doneDay: Day?
        /// Written with a bare `@done` and not seen yet.
        var needsDone = false
        var isDelayed = false
        var priority = 1
        /// The stamps given on first sight that are not written yet: the
        /// state folder keeps them until a write.
        var dayInMemory = false
        var doneInMemory = false

        /// Whether a stamp of its is not in the file: it is one of the
        /// tasks the first-seen memory follows.
        var lacksStamps: Bool { needsDay || needsDone || dayInMemory || doneInMemory }

        /// What txtodo shows of it.
        var shown: Shown {
            Shown(
                name: name, tags: tags, day: day, isDone: isDone, doneDay: doneDay, isDelayed: isDelayed, priority: priority)
        }
    }

    struct Shown: Equatable {
        var name: String
        var tags: [String]
        var day: Day?
        var isDone: Bool
        var doneDay: Day?
        var isDelayed: Bool
        var priority: Int
    }

    /// An entry of the archive: the day it is filed under, its name, tags and fate.
    struct Entry: Hashable, Comparable {
        var day: Day
        var name: String
        var tags: [String]
        var fate: Fate

        static func < (a: Entry, b: Entry) -> Bool {
            (a.day, a.name, a.tags.joined(separator: " "), a.fate.rawValue)
                < (b.day, b.name, b.tags.joined(separator: " "), b.fate.rawValue)
        }
    }

    /// The tasks txtodo shows.
    var tasks: [Task] = []
    /// The archive file's entries.
    var archive: [Entry] = []
    /// What the rules expired while their write waits.
    var unwritten: [Entry] = []
    /// The rules changed the list on a read of a file that was not quiet:
    /// their write waits.
    var rulesWait = false
    /// The tasks as the file has them (with the stamps kept in the state
    /// folder) while the rules' write waits: the next read applies the
    /// rules to them again, for its own day.
    var unruled: [Task]?

    func shown(in section: Section) -> [Shown] { tasks.filter { $0.section == section }.map(\.shown) }

    /// Every section's tasks as txtodo shows them.
    var shownTasks: [[Shown]] { Section.listed.map(shown) }

    func count(in section: Section) -> Int { tasks.count { $0.section == section } }

    /// Which task of its name in its section the task at `i` is, as a
    /// reference txtodo resolves.
    func ref(at i: Int) -> TaskRef {
        let task = tasks[i]
        let occurrence = tasks[..<i].count { $0.section == task.section && $0.name == task.name }
        return TaskRef(section: task.section, name: task.name, occurrence: occurrence)
    }

    func index(of ref: TaskRef) -> Int? {
        let named = tasks.indices.filter { tasks[$0].section == ref.section && tasks[$0].name == ref.name }
        return named.indices.contains(ref.occurrence) ? named[ref.occurrence] : nil
    }

    /// Whether `task` (at `i`, or new) would lack a stamp beside another task
    /// of its section saying the same: txtodo could not tell which of the two
    /// was seen first, so the tests never make such a pair.
    func collides(_ task: Task, at i: Int? = nil) -> Bool {
        task.lacksStamps
            && tasks.indices.contains { j in
                let other = tasks[j]
                return j != i && other.section == task.section && other.lacksStamps && other.name == task.name
                    && other.tags == task.tags
            }
    }

    // MARK: Reads

    /// A read of the file on `today`: tasks seen for the first time get
    /// their stamps, then the rules expire and move. Whether the rules
    /// changed the list (stamps alone do not): their write waits until made.
    mutating func load(today: Day) -> Bool {
        if let unruled {
            (tasks, unwritten) = (unruled, [])
        }
        for i in tasks.indices {
            if tasks[i].needsDay {
                tasks[i].day = tasks[i].section == .today ? today : today.next
                (tasks[i].needsDay, tasks[i].dayInMemory) = (false, true)
            }
            if tasks[i].needsDone {
                tasks[i].doneDay = today
                (tasks[i].needsDone, tasks[i].doneInMemory) = (false, true)
            }
        }
        unruled = tasks
        var kept: [Task] = [], moved: [Task] = [], arrived: [Task] = []
        for var task in tasks {
            switch task.section {
            case .later:
                if task.isDone, let done = task.doneDay, done < today {
                    expire(task, under: done)
                } else if let day = task.day, day <= today {
                    task.section = .today
                    arrived.append(task)
                } else {
                    kept.append(task)
                }
            case .today, .tomorrow:
                if let day = task.day, day < today {
                    expire(task, under: day)
                } else if task.section == .tomorrow && task.day == today {
                    task.section = .today
                    moved.append(task)
                } else {
                    kept.append(task)
                }
            case .floating, .routines:
                if task.isDone, let done = task.doneDay, done < today { expire(task, under: done) } else { kept.append(task) }
            }
        }
        // Rule 5: by day, then file order, each dated today.
        arrived = arrived.enumerated().sorted { ($0.element.day!, $0.offset) < ($1.element.day!, $1.offset) }.map {
            var task = $0.element
            task.day = today
            return task
        }
        tasks = kept + moved + arrived
        rulesWait = !unwritten.isEmpty || !moved.isEmpty || !arrived.isEmpty
        if !rulesWait { unruled = nil }
        return rulesWait
    }

    /// A read that writes what the rules did (with every stamp) when the
    /// file is quiet, and else leaves it to wait. Whether it wrote.
    mutating func read(today: Day, quiet: Bool) -> Bool {
        guard load(today: today), quiet else { return false }
        write()
        return true
    }

    /// txtodo writes the file: the rules that waited, and every stamp.
    mutating func write() {
        archive += unwritten
        unwritten = []
        rulesWait = false
        unruled = nil
        for i in tasks.indices { (tasks[i].dayInMemory, tasks[i].doneInMemory) = (false, false) }
    }

    mutating func expire(_ task: Task, under day: Day) {
        unwritten.append(Entry(day: day, name: task.name, tags: task.tags, fate: task.isDone ? .done : .unfinished))
    }

    // MARK: Changes through txtodo (after the read each makes)

    mutating func delete(at i: Int, today: Day) {
        let task = tasks.remove(at: i)
        let day = task.section == .floating ? today : min(task.day ?? today, today)
        archive.append(Entry(day: day, name: task.name, tags: task.tags, fate: task.isDone ? .done : .deleted))
    }

    /// Whether a move (or a delay, `to: .tomorrow` from Today) is allowed,
    /// and what it makes of the task: it goes to the end of its section.
    mutating func move(at i: Int, to section: Section, today: Day, delay: Bool = false) -> Bool {
        var task = tasks[i]
        if delay && task.section != .today { return false }
        if task.section == .later && section == .later {
            // To the backlog, in its place.
            tasks[i].day = nil
            return true
        }
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
            guard count(in: .floating) < 3 else { return false }
            task.day = nil
        case (_, .later):
            task.day = nil
        case (_, .routines):
            // A task never becomes a routine by moving.
            return false
        }
        task.section = section
        tasks.remove(at: i)
        tasks.append(task)
        return true
    }

    mutating func toggle(at i: Int, today: Day) {
        tasks[i].isDone.toggle()
        tasks[i].doneDay = tasks[i].isDone ? today : nil
    }

    // MARK: Hand edits

    /// The line moved by hand to the top of `section`, as it is written: a
    /// stamp not written yet is not in it, so the task is seen anew there.
    mutating func moveByHand(at i: Int, to section: Section) {
        var task = tasks.remove(at: i)
        task.forgetStamps()
        let dayWritten = task.day != nil
        task.needsDay = (section == .today || section == .tomorrow) && !dayWritten
        task.section = section
        tasks.insert(task, at: 0)
    }

    /// A new name written over the old: seen anew.
    mutating func renameByHand(at i: Int, to name: String) {
        tasks[i].name = name
        tasks[i].forgetStamps()
    }
}

extension DailyRulesModel.Task {
    /// The stamps not written yet are forgotten: the task needs them again.
    mutating func forgetStamps() {
        if dayInMemory { (day, needsDay, dayInMemory) = (nil, true, false) }
        if doneInMemory { (doneDay, needsDone, doneInMemory) = (nil, true, false) }
    }
}
