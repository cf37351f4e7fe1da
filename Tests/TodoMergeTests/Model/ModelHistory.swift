import TestSupport
import TodoMerge
import TaskPaper
import TodoCore

/// Random histories: a base file and each side's edits made apart, the way
/// people make them in txtodo and in an editor. Names come from a small
/// pool, so tasks of one name are common, in one section and across them;
/// the base often holds tasks alike in everything; renames add a word (an
/// alike name) or change the name altogether; a task may be deleted and one
/// of an alike name added elsewhere, and a new task may repeat a note line
/// of an unrelated one.
struct ModelHistory {
    static let names = ["Buy milk", "Call mom", "Stretch", "Pay rent", "Read SICP", "日本語の本", "Walk the dog", "Fix bike"]
    static let today = "2026-11-22", tomorrow = "2026-11-23"
    static let people = ["Ann", "Bob", "Cy"]

    var base = ModelFile()
    var ours = ModelFile()
    var theirs = ModelFile()
    private var nextID = 0
    private var nextText = 0

    init(_ g: inout SplitMix64) {
        for _ in 0..<Int.random(in: 0...8, using: &g) { base.tasks.append(fresh(&g)) }
        // Tasks alike in everything from the start: "Stretch" added twice
        // (or three times), notes and all.
        if let twin = base.tasks.randomElement(using: &g), Bool.random(using: &g) {
            for _ in 0..<Int.random(in: 1...2, using: &g) {
                var copy = twin
                copy.id = newID()
                let k = base.tasks.firstIndex { $0.id == twin.id }!
                base.tasks.insert(copy, at: Bool.random(using: &g) ? k + 1 : base.tasks.count)
            }
        }
        var (o, t) = (base, base)
        for _ in 0..<Int.random(in: 1...5, using: &g) { edit(&o, &g) }
        for _ in 0..<Int.random(in: 1...5, using: &g) { edit(&t, &g) }
        (ours, theirs) = (o, t)
    }

    private mutating func newID() -> Int {
        nextID += 1
        return nextID
    }

    private mutating func text(_ prefix: String) -> String {
        nextText += 1
        return "\(prefix)\(nextText)"
    }

    private mutating func fresh(_ g: inout SplitMix64, section: Section? = nil) -> ModelTask {
        let section = section ?? Section.listed.randomElement(using: &g)!
        let id = newID()
        var task = ModelTask(id: id, section: section, name: Self.names.randomElement(using: &g)!)
        // A task typed by hand in Today may lack its day.
        task.day = section == .floating ? nil : section == .today ? (Bool.random(using: &g) ? Self.today : nil) : Self.tomorrow
        if Int.random(in: 0..<4, using: &g) == 0 { task.priority = Int.random(in: 2...3, using: &g) }
        if Int.random(in: 0..<5, using: &g) == 0 { task.with = [Self.people.randomElement(using: &g)!] }
        if Bool.random(using: &g) { task.marker = text("m") }
        if Int.random(in: 0..<4, using: &g) == 0 { task.notes = [text("n")] }
        return task
    }

    /// One edit on a side: a txtodo action or a change by hand.
    private mutating func edit(_ file: inout ModelFile, _ g: inout SplitMix64) {
        let kind = Int.random(in: 0..<19, using: &g)
        if kind == 0 || file.tasks.isEmpty {
            file.tasks.append(fresh(&g))
            return
        }
        let k = Int.random(in: 0..<file.tasks.count, using: &g)
        var task = file.tasks[k]
        switch kind {
        case 1:
            file.tasks.remove(at: k)
            return
        case 2:
            // Renamed a little (a word added): txtodo's rename or a fix by hand.
            task.name += " " + text("w")
        case 3:
            // Renamed to something else altogether.
            task.name = text("Task ")
        case 4:
            task.done = task.done == nil ? Self.today : nil
        case 5:
            task.priority = task.priority % 3 + 1
        case 6:
            task.notes.append(text("n"))
        case 7:
            guard !task.notes.isEmpty else { return }
            task.notes[Int.random(in: 0..<task.notes.count, using: &g)] = text("e")
        case 8:
            guard !task.notes.isEmpty else { return }
            task.notes.remove(at: Int.random(in: 0..<task.notes.count, using: &g))
        case 9:
            // Delayed: only an open task of Today that was never delayed.
            guard task.section == .today, task.done == nil, !task.delayed else { return }
            (task.section, task.day, task.delayed) = (.tomorrow, Self.tomorrow, true)
            file.tasks.remove(at: k)
            file.tasks.append(task)
            return
        case 10:
            // Moved to another section.
            let to = Section.listed.filter { $0 != task.section }.randomElement(using: &g)!
            task.section = to
            task.day = to == .floating ? nil : to == .today ? Self.today : Self.tomorrow
            file.tasks.remove(at: k)
            file.tasks.insert(task, at: Int.random(in: 0...file.tasks.count, using: &g))
            return
        case 11:
            task.with.append(Self.people.randomElement(using: &g)!)
        case 12:
            guard !task.with.isEmpty else { return }
            task.with.remove(at: Int.random(in: 0..<task.with.count, using: &g))
        case 13:
            // Copied by hand (a line pasted twice): the copy is the task as it
            // is; one with notes of its own is copied to be another task, and
            // its notes are rewritten for it.
            var copy = task
            copy.id = newID()
            if copy.marker != nil { (copy.marker, copy.notes) = (text("m"), []) }
            file.tasks.insert(copy, at: k + 1)
            return
        case 14:
            // A line moved by hand within its section.
            file.tasks.remove(at: k)
            file.tasks.insert(task, at: Int.random(in: 0...file.tasks.count, using: &g))
            return
        case 15:
            // A task of a name already there, added again.
            var again = fresh(&g, section: task.section)
            again.name = task.name
            file.tasks.append(again)
            return
        case 16:
            // Deleted, and a new task of an alike name added somewhere: a
            // rename only where it stands in its place and keeps a note.
            file.tasks.remove(at: k)
            var new = fresh(&g)
            new.name = task.name + " " + text("w")
            file.tasks.insert(new, at: Int.random(in: 0...file.tasks.count, using: &g))
            return
        case 17:
            // A new task that repeats a note line of another, unrelated one.
            var new = fresh(&g)
            if let line = task.body.randomElement(using: &g) { new.notes.append(line) }
            file.tasks.insert(new, at: Int.random(in: 0...file.tasks.count, using: &g))
            return
        default:
            file.tasks.append(fresh(&g))
            return
        }
        file.tasks[k] = task
    }
}
