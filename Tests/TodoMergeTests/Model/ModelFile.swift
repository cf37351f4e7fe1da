import TestSupport
import TodoMerge
import TaskPaper
import TodoCore

/// A todo file as the tests know it: every task carries a hidden id that is
/// never written to the file, so a merge must find which task is which
/// from what it can read, and the tests can check each task's fate.
struct ModelTask: Equatable {
    var id: Int
    var section: Section
    var name: String
    var day: String?
    var priority = 1
    var with: [String] = []
    var delayed = false
    var done: String?
    /// A first note line of its own that no edit removes (another task may
    /// repeat it): evidence that tells this task apart from others of its
    /// name. Nil: a task only its name and tags describe, like most typed ones.
    var marker: String?
    var notes: [String] = []

    /// The task line, as txtodo and people write it: the user's tags typed
    /// with the name, then txtodo's.
    var line: String {
        var out = "- " + name
        for value in with { out += " @with(\(value))" }
        if let day { out += " @day(\(day))" }
        if priority > 1 { out += " @priority(\(priority))" }
        if delayed { out += " @delayed" }
        if let done { out += " @done(\(done))" }
        return out
    }

    var body: [String] { (marker.map { [$0] } ?? []) + notes }

    /// What a merge can read of the task.
    var content: TaskText { TaskText(section: section, line: line, notes: body) }
}

/// A task as a file holds it: its section, its line without indentation,
/// its note lines.
struct TaskText: Hashable, Comparable, CustomStringConvertible {
    var section: Section
    var line: String
    var notes: [String]

    static func < (a: TaskText, b: TaskText) -> Bool { a.description < b.description }
    var description: String { "\(section.title): \(line)" + notes.map { " | " + $0 }.joined() }

    /// The tasks of txtodo's sections in a file.
    static func all(in doc: Document) -> [TaskText] {
        let list = TodoList(document: doc)
        return Section.allCases.flatMap { section in
            list.tasks(in: section).map { task in
                var notes: [String] = []
                var k = task.line + 1
                while k < doc.lineCount && doc.level(k) > doc.level(task.line) {
                    notes.append(doc.body(k))
                    k += 1
                }
                return TaskText(section: section, line: doc.body(task.line), notes: notes)
            }
        }
    }
}

struct ModelFile: Equatable {
    /// In file order; written section by section.
    var tasks: [ModelTask] = []

    var text: String {
        var out = "Garden:\n\t- water roses\n"
        for section in Section.listed {
            out += section.title + ":\n"
            for task in tasks where task.section == section {
                out += "\t" + task.line + "\n"
                for note in task.body { out += "\t\t" + note + "\n" }
            }
        }
        return out
    }

    var document: Document { Document(text) }

    func task(_ id: Int) -> ModelTask? { tasks.first { $0.id == id } }
}
