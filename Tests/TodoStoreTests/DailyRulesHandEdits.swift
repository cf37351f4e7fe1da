import Glibc
import Testing

@testable import TodoStore
import TodoCore

/// The hand edits of `DailyRulesRun`, written as editors write (a new file
/// renamed over the old). txtodo cannot tell a task edited by hand from one
/// deleted and another typed, so the runs never ask it to: two tasks that
/// lack a stamp never say the same in one section, and a task whose stamps
/// wait in the state folder is edited only once every task typed has been
/// seen, and the app sees that edit at once.
extension DailyRulesRun {
    mutating func typeByHand() throws {
        try fileAsModelled()
        var (task, stamps) = newTask()
        if model.collides(task) {
            named += 1
            task.name = "T\(named)"
        }
        // The user's tag stands anywhere among txtodo's.
        let tags = (task.tags + stamps.filter { !$0.isEmpty }).shuffled(using: &g)
        let typed = "\t- " + ([task.name] + tags).joined(separator: " ")
        note("typed into \(task.section): \(typed)")
        var lines = currentLines()
        lines.insert(typed, at: header(task.section, in: lines) + 1)
        write(lines)
        model.tasks.insert(task, at: 0)
        if Bool.random(using: &g) { try appLooks(quiet: Bool.random(using: &g), "typed by hand") }
    }

    /// A task as typed, and the tags of txtodo's typed with it: `@day` with
    /// a day, bare, empty or missing, `@done` likewise, a priority.
    private mutating func newTask() -> (DailyRulesModel.Task, [String]) {
        var task = DailyRulesModel.Task(name: pickName(), section: Section.listed.randomElement(using: &g)!)
        // Often one more of a name typed before and not written yet, as
        // `Stretch @evening` typed the day after `Stretch @morning`.
        if Bool.random(using: &g), let like = model.tasks.filter(\.lacksStamps).randomElement(using: &g) {
            (task.section, task.name) = (like.section, like.name)
        }
        if Bool.random(using: &g) { task.tags = [["@home", "@morning", "@evening"].randomElement(using: &g)!] }
        let today = clock.today()
        var stamps: [String] = []
        if task.section == .later {
            // Scheduled, some days past or ahead, or in the backlog.
            if Bool.random(using: &g) {
                task.day = today.adding(days: Int.random(in: -2...3, using: &g))
                stamps.append("@day(\(task.day!))")
            }
        } else if task.section != .floating {
            if Bool.random(using: &g) {
                task.day = today.adding(days: Int.random(in: -2...2, using: &g))
                stamps.append("@day(\(task.day!))")
            } else {
                task.needsDay = true
                stamps.append(["", "@day", "@day()"].randomElement(using: &g)!)
            }
        }
        switch Int.random(in: 0..<4, using: &g) {
        case 0:
            (task.isDone, task.needsDone) = (true, true)
            stamps.append(["@done", "@done()"].randomElement(using: &g)!)
        case 1:
            task.isDone = true
            task.doneDay = today.adding(days: -Int.random(in: 0...2, using: &g))
            stamps.append("@done(\(task.doneDay!))")
        default: break
        }
        if Int.random(in: 0..<4, using: &g) == 0 {
            task.priority = Int.random(in: 2...3, using: &g)
            stamps.append("@priority(\(task.priority))")
        }
        return (task, stamps)
    }

    mutating func deleteByHand() throws {
        try editByHand { run, i in
            var lines = run.currentLines()
            run.note("deleted by hand: " + lines.remove(at: run.line(of: i, in: lines)))
            run.write(lines)
            run.model.tasks.remove(at: i)
        }
    }

    /// A new name, or a tag added (the task is still the one seen).
    mutating func renameByHand() throws {
        let retag = Bool.random(using: &g)
        let name = pickName()
        let tag = ["@home", "@morning", "@evening", "@work"].randomElement(using: &g)!
        try editByHand { run, i in
            var task = run.model.tasks[i]
            guard retag ? !task.tags.contains(tag) : task.name != name else { return }
            if retag { task.tags.append(tag) } else { task.name = name }
            guard !run.model.collides(task, at: i) else { return }
            var lines = run.currentLines()
            let k = run.line(of: i, in: lines)
            let old = "\t- " + run.model.tasks[i].name
            #expect(lines[k] == old || lines[k].hasPrefix(old + " "), "\(lines[k])")
            lines[k] = retag ? lines[k] + " " + tag : "\t- " + name + String(lines[k].dropFirst(old.count))
            run.note("edited by hand: \(lines[k])")
            run.write(lines)
            if retag { run.model.tasks[i].tags = task.tags } else { run.model.renameByHand(at: i, to: name) }
        }
    }

    /// The task's line cut and pasted at the top of another section.
    mutating func moveByHand() throws {
        let section = Section.listed.randomElement(using: &g)!
        try editByHand { run, i in
            var moved = run.model
            moved.moveByHand(at: i, to: section)
            guard run.model.tasks[i].section != section, !moved.collides(moved.tasks[0], at: 0) else { return }
            var lines = run.currentLines()
            let line = lines.remove(at: run.line(of: i, in: lines))
            lines.insert(line, at: run.header(section, in: lines) + 1)
            run.note("moved by hand to \(section): \(line)")
            run.write(lines)
            run.model = moved
        }
    }

    /// An edit of one task, picked once every typed task has been seen
    /// when the stamps of any wait in the state folder; the app sees the
    /// edit at once when the picked task's stamps wait there.
    private mutating func editByHand(_ edit: (inout DailyRulesRun, Int) throws -> Void) throws {
        try fileAsModelled()
        let tasks = model.tasks
        if tasks.contains(where: { $0.needsDay || $0.needsDone }) && tasks.contains(where: { $0.dayInMemory || $0.doneInMemory })
        {
            try appLooks(quiet: true, "before a hand edit")
        }
        guard let i = model.tasks.indices.randomElement(using: &g) else { return }
        let waiting = model.tasks[i].dayInMemory || model.tasks[i].doneInMemory
        let before = file
        try edit(&self, i)
        if waiting && file != before || Bool.random(using: &g) {
            try appLooks(quiet: Bool.random(using: &g), "edited by hand")
        }
    }

    /// A write of the rules that waits is made first (the file has gone
    /// quiet), so that the file holds what the model says.
    mutating func fileAsModelled() throws {
        if model.rulesWait { try appLooks(quiet: true, "before a hand edit") }
    }

    func currentLines() -> [String] {
        file.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    }

    func header(_ section: Section, in lines: [String]) -> Int { lines.firstIndex(of: section.title + ":")! }

    /// The line of the task at `i` of the model: its section's tasks are in
    /// the same order in the file.
    func line(of i: Int, in lines: [String]) -> Int {
        let task = model.tasks[i]
        let rank = model.tasks[..<i].count { $0.section == task.section }
        return header(task.section, in: lines) + 1 + rank
    }

    func write(_ lines: [String]) {
        folder.write("todo.taskpaper.new", lines.map { $0 + "\n" }.joined())
        rename(folder.file("todo.taskpaper.new"), path)
    }
}
