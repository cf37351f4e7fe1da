import TestSupport
import TodoCore

/// One side's edits, each a txtodo action or a change by hand, recorded
/// against the task's hidden id: added, deleted, renamed, checked, noted,
/// moved. A task renamed on a side is not also moved there, and lines are
/// not moved by hand in its section (the files then cannot tell a rename).
struct SideEditor {
    var file: ModelFile
    let days: ModelDays
    let twins: Set<Int>
    /// What was done, in words.
    private(set) var done: [String] = []
    private var start: [Int: Section] = [:]
    private var renamed: Set<Int> = []
    private var renamedIn: Set<Section> = []
    private var handMoved: Set<Section> = []

    init(file: ModelFile, days: ModelDays, twins: Set<Int>) {
        (self.file, self.days, self.twins) = (file, days, twins)
        for task in file.tasks { start[task.id] = task.section }
    }

    mutating func edit(_ g: inout SplitMix64, history: inout ModelHistory) {
        let kind = Int.random(in: 0..<20, using: &g)
        if kind == 0 || file.tasks.isEmpty {
            add(history.fresh(&g, days: days, in: file), at: nil)
            return
        }
        // With many tasks alike, most edits fall on them.
        let alike = file.tasks.indices.filter { twins.contains(file.tasks[$0].id) }
        let k =
            twins.count > 6 && !alike.isEmpty && Int.random(in: 0..<4, using: &g) > 0
            ? alike.randomElement(using: &g)! : Int.random(in: 0..<file.tasks.count, using: &g)
        var task = file.tasks[k]
        let id = "#\(task.id)"
        let movable = !renamed.contains(task.id)
        switch kind {
        case 1:
            file.tasks.remove(at: k)
            done.append("\(id) deleted")
            return
        case 2:
            // Renamed to an alike name: a word added, accents or case changed.
            guard movable, !twins.contains(task.id), start[task.id] == task.section, !handMoved.contains(task.section)
            else { return }
            let accentless = String(task.name.map { $0 == "é" ? "e" : $0 })
            let ways = [task.name + " " + history.text("w"), task.name.lowercased(), task.name.uppercased(), accentless]
            let name = ways.filter { $0 != task.name }.randomElement(using: &g)!
            done.append("\(id) renamed \(task.name) → \(name)")
            task.name = name
            renamed.insert(task.id)
            renamedIn.insert(task.section)
        case 3:
            // Renamed to another name altogether: the files read a deletion
            // and an addition, and so does the history.
            var new = task
            new.id = history.newID()
            new.name = history.text("Task ")
            file.tasks[k] = new
            done.append("\(id) deleted, #\(new.id) \(new.name) added in its place with its notes")
            return
        case 4:
            task.done = task.done == nil ? days.today : nil
            done.append("\(id) \(task.done == nil ? "unchecked" : "checked")")
        case 5:
            task.priority = task.priority % 3 + 1
            done.append("\(id) priority \(task.priority)")
        case 6:
            task.notes.append(history.text("n"))
            done.append("\(id) noted")
        case 7, 8:
            // A note line edited or deleted (the marker stays).
            guard !task.notes.isEmpty else { return }
            let n = Int.random(in: 0..<task.notes.count, using: &g)
            if kind == 7 { task.notes[n] = history.text("e") } else { task.notes.remove(at: n) }
            done.append("\(id) note \(n + 1) \(kind == 7 ? "edited" : "deleted")")
        case 9:
            guard movable, task.section == .today, task.done == nil, !task.delayed else { return }
            (task.section, task.day, task.delayed) = (.tomorrow, days.tomorrow, true)
            file.tasks.remove(at: k)
            file.tasks.append(task)
            done.append("\(id) delayed")
            return
        case 10:
            guard movable else { return }
            let to = Section.listed.filter { $0 != task.section }.randomElement(using: &g)!
            task.section = to
            task.day =
                switch to {
                case .floating, .routines: nil
                case .today: days.today
                case .tomorrow: days.tomorrow
                case .later: Bool.random(using: &g) ? nil : ModelDays.ahead
                }
            file.tasks.remove(at: k)
            file.tasks.insert(task, at: Int.random(in: 0...file.tasks.count, using: &g))
            done.append("\(id) moved to \(to.title)")
            return
        case 11:
            task.with.append(ModelHistory.people.randomElement(using: &g)!)
            done.append("\(id) with \(task.with.last!)")
        case 12:
            guard !task.with.isEmpty else { return }
            task.with.remove(at: Int.random(in: 0..<task.with.count, using: &g))
            done.append("\(id) one @with fewer")
        case 13:
            // A line pasted twice: a copy with notes is made another task, its notes its own.
            var copy = task
            copy.id = history.newID()
            if copy.marker != nil { (copy.marker, copy.notes) = (history.text("m"), []) }
            add(copy, at: k + 1)
            return
        case 14:
            guard !renamedIn.contains(task.section) else { return }
            handMoved.insert(task.section)
            file.tasks.remove(at: k)
            file.tasks.insert(task, at: Int.random(in: 0...file.tasks.count, using: &g))
            done.append("\(id) moved by hand")
            return
        case 15:
            var again = history.fresh(&g, days: days, in: file, section: task.section)
            again.name = task.name
            add(again, at: nil)
            return
        case 16:
            // Deleted, and a task of an alike name added somewhere.
            file.tasks.remove(at: k)
            done.append("\(id) deleted")
            var new = history.fresh(&g, days: days, in: file)
            new.name = task.name + " " + history.text("w")
            add(new, at: Int.random(in: 0...file.tasks.count, using: &g))
            return
        case 17:
            // A new task of another name repeating a note line of this one.
            var new = history.fresh(&g, days: days, in: file)
            guard let line = task.body.randomElement(using: &g), new.name != task.name,
                !Tellable.alike(new.name, task.name)
            else { return }
            new.notes.append(line)
            add(new, at: Int.random(in: 0...file.tasks.count, using: &g))
            return
        default:
            add(history.fresh(&g, days: days, in: file), at: nil)
            return
        }
        file.tasks[k] = task
    }

    private mutating func add(_ task: ModelTask, at k: Int?) {
        file.tasks.insert(task, at: k ?? file.tasks.count)
        done.append("#\(task.id) added: \(task.content)")
    }
}
