import TodoStore
import TodoCore
import TaskPaper

/// The command lines people and scripts type most, read without the argument
/// parser: its reflection-based set-up costs more than the whole of a plain
/// `txtodo list` or `txtodo done 3`. Only plain forms are taken here — known
/// options at most once each, in any order, before or after the command
/// (short ones alone: `-t`, not `-tf` or `-p3`); words that do not start
/// with `-`. The command word is already whole (see `CommandWord`). Anything else,
/// including every error and `--help`, goes through the parser, which gives
/// the same result for every form taken here.
enum FastPath {
    enum Command: Equatable {
        case app(file: String?)
        case list(file: String?, ListRequest)
        case add(file: String?, section: Section, priority: Int, words: [String])
        /// The tasks as the words name them: numbers or parts of names.
        case mark(file: String?, verb: Verb, tasks: [String])
        /// The record from `since`, or of today and the `days` before it
        /// (7 when neither is given).
        case log(file: String?, days: Int?, since: Day?, json: Bool, unfinished: Bool)
    }

    /// The commands that act on the tasks named alone, and what each does to them.
    enum Verb: String {
        case done, reopen, delay, rm

        func action(_ ref: TaskRef) -> Action {
            switch self {
            case .done: .setDone(ref, true)
            case .reopen: .setDone(ref, false)
            case .delay: .delay(ref)
            case .rm: .delete(ref)
            }
        }
    }

    /// The command, or nil when the parser must read these arguments.
    static func route(_ args: [String]) -> Command? {
        var reader = Reader(args: args)
        guard reader.read() else { return nil }
        let file = reader.file
        let flags = reader.flags
        // `--days` and `--since` are `log`'s alone.
        guard reader.days == nil && reader.since == nil || reader.words.first == "log" else { return nil }
        switch reader.words.first {
        case nil:
            return flags.isEmpty && reader.priority == nil ? .app(file: file) : nil
        case "list":
            guard reader.priority == nil, flags.isSubset(of: ["--json", "--today", "--tomorrow", "--floating"]) else {
                return nil
            }
            let sections = Set([Section.today, .tomorrow, .floating].filter { flags.contains("--" + $0.rawValue) })
            return .list(
                file: file,
                ListRequest(
                    json: flags.contains("--json"), terms: Array(reader.words.dropFirst()), sections: sections,
                    color: reader.color ?? .auto))
        case "add":
            guard reader.words.count > 1, reader.color == nil, flags.isSubset(of: ["--floating", "--tomorrow"]),
                flags.count < 2
            else {
                return nil
            }
            let section: Section = flags.contains("--floating") ? .floating : flags.contains("--tomorrow") ? .tomorrow : .today
            return .add(file: file, section: section, priority: reader.priority ?? 1, words: Array(reader.words.dropFirst()))
        case "log":
            guard reader.words.count == 1, reader.priority == nil, reader.color == nil,
                flags.isSubset(of: ["--json", "--unfinished"])
            else {
                return nil
            }
            return .log(
                file: file, days: reader.days, since: reader.since, json: flags.contains("--json"),
                unfinished: flags.contains("--unfinished"))
        case let name?:
            guard let verb = Verb(rawValue: name), reader.words.count > 1, flags.isEmpty, reader.priority == nil,
                reader.color == nil
            else {
                return nil
            }
            return .mark(file: file, verb: verb, tasks: Array(reader.words.dropFirst()))
        }
    }

    /// Runs the command; returns the store it used, if any.
    @discardableResult
    static func run(_ command: Command) throws -> TodoStore? {
        switch command {
        case .app(let file):
            try TxTodo.openApp(file: file)
            return nil
        case .list(let file, let request):
            return try TxTodo.List.print(file: file, request)
        case .add(let file, let section, let priority, let words):
            return try TxTodo.Add.add(file: file, section: section, priority: priority, text: words)
        case .mark(let file, let verb, let tasks):
            return try NamedTasks.commit(file: file, words: tasks, verb.action)
        case .log(let file, let days, let since, let json, let unfinished):
            return try TxTodo.Log.print(file: file, days: days, since: since, unfinished: unfinished, json: json)
        }
    }

    /// Splits the arguments into options and words; false at anything unusual.
    struct Reader {
        let args: [String]
        var file: String?
        var flags: Set<String> = []
        var priority: Int?
        var color: ListColour.Choice?
        /// `log`'s window: a count of days (digits alone), or a first day
        /// written YYYY-MM-DD; one of them at most.
        var days: Int?
        var since: Day?
        var words: [String] = []

        init(args: [String]) { self.args = args }

        mutating func read() -> Bool {
            var k = 0
            while k < args.count {
                let arg = args[k]
                k += 1
                if !arg.hasPrefix("-") {
                    guard !arg.isEmpty else { return false }
                    words.append(arg)
                    continue
                }
                // Before the command only `--file` is taken.
                let (written, inline) = Self.split(arg)
                let name = Self.short[written] ?? written
                guard words.isEmpty ? name == "--file" : true else { return false }
                switch name {
                case "--file", "--priority", "--color", "--days", "--since":
                    let value: String
                    if let inline {
                        value = inline
                    } else {
                        guard k < args.count else { return false }
                        value = args[k]
                        k += 1
                    }
                    guard !value.isEmpty, !value.hasPrefix("-") else { return false }
                    if name == "--file" {
                        guard file == nil else { return false }
                        file = value
                    } else if name == "--color" {
                        guard color == nil, let choice = ListColour.Choice(rawValue: value) else { return false }
                        color = choice
                    } else if name == "--days" {
                        guard days == nil, since == nil, value.utf8.count <= 6,
                            value.utf8.allSatisfy({ (0x30...0x39).contains($0) }), let n = Int(value)
                        else { return false }
                        days = n
                    } else if name == "--since" {
                        guard since == nil, days == nil, value.utf8.count == 10, let day = Day(value) else { return false }
                        since = day
                    } else {
                        guard priority == nil, value.utf8.count == 1, let n = Int(value), (1...3).contains(n) else {
                            return false
                        }
                        priority = n
                    }
                case "--json", "--floating", "--tomorrow", "--today", "--unfinished":
                    guard inline == nil, flags.insert(name).inserted else { return false }
                default:
                    return false
                }
            }
            return true
        }

        /// The short options, by the long ones they stand for.
        static let short = ["-t": "--tomorrow", "-f": "--floating", "-p": "--priority"]

        /// `--name=value` → (`--name`, `value`); anything else → (itself, nil).
        static func split(_ arg: String) -> (String, String?) {
            guard arg.hasPrefix("--"), let eq = arg.firstIndex(of: "=") else { return (arg, nil) }
            return (String(arg[..<eq]), String(arg[arg.index(after: eq)...]))
        }
    }
}
