/// How a command names a task: by its number in `list`, or by a part of its
/// name (`txtodo done milk`).
public enum TaskName: Sendable, Hashable, CustomStringConvertible {
    case number(Int)
    case text(String)

    /// Digits are a number; anything else is a part of a name.
    public init(_ word: String) {
        if !word.isEmpty, word.utf8.count <= 18, word.utf8.allSatisfy({ (0x30...0x39).contains($0) }), let n = Int(word) {
            self = .number(n)
        } else {
            self = .text(word)
        }
    }

    public var description: String {
        switch self {
        case .number(let n): "\(n)"
        case .text(let text): text
        }
    }
}

/// A task as `list` shows it: its number and the task.
public struct ListedTask: Sendable, Hashable {
    public var number: Int
    public var task: TodoTask

    public init(number: Int, task: TodoTask) {
        self.number = number
        self.task = task
    }
}

/// Which of several names reached no single task, and why.
public struct IndexedNamingError: Error, Sendable, Hashable {
    public var index: Int
    public var error: NamingError
}

/// Why a name or number reaches no single task.
public enum NamingError: Error, Sendable, Hashable, CustomStringConvertible {
    case noNumber(Int, count: Int)
    case noMatch(String)
    /// Several tasks hold the text; they are listed, numbered (0: a task
    /// the last listing has no number for).
    case ambiguous(String, [ListedTask])
    /// The task number N had in the last listing is gone, or changed by hand.
    case unlisted(Int)

    public var description: String {
        switch self {
        case .noNumber(let n, let count):
            return "there is no task \(n); "
                + (count == 0 ? "the list is empty" : "numbers go from 1 to \(count)") + " (see `txtodo list`)"
        case .noMatch(let text):
            return "no task's name holds “\(text)” (see `txtodo list`)"
        case .ambiguous(let text, let matches):
            let lines = matches.map { "\n  \($0.number > 0 ? "\($0.number)" : "–") \($0.task.name)" }.joined()
            return "\(matches.count) tasks' names hold “\(text)”; name one by its number or by more of its name:\(lines)"
        case .unlisted(let n):
            return "task \(n) of the last listing is gone or was changed by hand; run `txtodo list` to number the tasks again"
        }
    }
}

extension TodoList {
    /// The one task `name` names: task N as `list` numbers it, or the one
    /// task whose name holds the text (case and accents aside: `cafe` finds
    /// `Café`). A task whose whole name is the text is chosen over others
    /// that only hold it, so `milk` names “Milk” beside “Oat milk”.
    public func task(named name: TaskName) throws(NamingError) -> ListedTask {
        var orders: [Section: [Int]] = [:]
        return try task(named: name, orders: &orders)
    }

    /// The task each name names, all in this one listing; each section is
    /// sorted once, however many numbers are given (`txtodo done 1 2 3 …`).
    /// The first name that reaches no single task throws, with its index.
    public func tasks(named names: [TaskName]) throws(IndexedNamingError) -> [ListedTask] {
        var orders: [Section: [Int]] = [:]
        var found: [ListedTask] = []
        for (k, name) in names.enumerated() {
            do {
                found.append(try task(named: name, orders: &orders))
            } catch {
                throw IndexedNamingError(index: k, error: error)
            }
        }
        return found
    }

    private func task(named name: TaskName, orders: inout [Section: [Int]]) throws(NamingError) -> ListedTask {
        switch name {
        case .number(let n):
            guard let task = task(numbered: n, orders: &orders) else { throw .noNumber(n, count: taskCount) }
            return ListedTask(number: n, task: task)
        case .text(let raw):
            let text = String(raw.trimmingWhitespace())
            guard let query = SearchQuery(text) else { throw .noMatch(raw) }
            let matches = numbered(orders: &orders).enumerated()
                .filter { query.matches($0.element.name) }
                .map { ListedTask(number: $0.offset + 1, task: $0.element) }
            let whole = matches.filter { query.matchesWhole($0.task.name) }
            if whole.count == 1 { return whole[0] }
            guard matches.count == 1 else { throw matches.isEmpty ? .noMatch(text) : .ambiguous(text, matches) }
            return matches[0]
        }
    }

    /// `numbered`, with the display orders sorted so far kept in `orders`.
    private func numbered(orders: inout [Section: [Int]]) -> [TodoTask] {
        Section.listed.flatMap { section in
            let order = orders[section] ?? displayOrder(section)
            orders[section] = order
            let tasks = tasks(in: section)
            return order.map { tasks[$0] }
        }
    }
}
