import TodoCore

/// What a key means in the task list.
public enum Command: Hashable, Sendable {
    case moveUp, moveDown, moveTop, moveBottom, pageUp, pageDown
    case toggleDone, add(Section), rename, setPriority(Int), cyclePriority, delay
    case toggleNotes, addNote, delete, undo, redo
    case openEditor, help, redraw, suspend, quit
}

/// One row of the key table: the keys, how they are written, what they do.
public struct Binding: Sendable {
    public let keys: [Key]
    public let help: String
    public let command: Command
    /// Short word for the hint bar, nil when the binding is only in the help screen.
    public let hint: String?

    public var label: String { keys.map(\.label).joined(separator: " ") }
}

/// The one key table: it drives dispatch, the hint bar and the `?` help screen.
public enum KeyTable {
    private static func bind(_ keys: [Key], _ help: String, _ command: Command, hint: String? = nil) -> Binding {
        Binding(keys: keys, help: help, command: command, hint: hint)
    }

    private static func chars(_ text: String) -> [Key] { text.map { Key.character($0) } }

    public static let bindings: [Binding] = [
        bind([.up, .character("k")], "move up", .moveUp),
        bind([.down, .character("j")], "move down", .moveDown),
        bind([.character("g"), .home], "first task", .moveTop),
        bind([.character("G"), .end], "last task", .moveBottom),
        bind([.pageUp], "page up", .pageUp),
        bind([.pageDown], "page down", .pageDown),
        bind([.character("x"), .character(" ")], "check / uncheck", .toggleDone, hint: "done"),
        bind(chars("a"), "add a task for today", .add(.today), hint: "add"),
        bind(chars("t"), "add a task for tomorrow", .add(.tomorrow), hint: "tomorrow"),
        bind(chars("f"), "add a floating task (at most 3)", .add(.floating), hint: "float"),
        bind(chars("e"), "rename the task, or edit the selected note", .rename, hint: "edit"),
        bind(chars("1"), "priority ! (low)", .setPriority(1)),
        bind(chars("2"), "priority !!", .setPriority(2)),
        bind(chars("3"), "priority !!! (high)", .setPriority(3)),
        bind(chars("p"), "cycle priority", .cyclePriority, hint: "prio"),
        bind(chars("d"), "delay a daily task to tomorrow (once)", .delay, hint: "delay"),
        bind([.enter], "show / hide notes", .toggleNotes),
        bind(chars("n"), "add a note to the task", .addNote, hint: "note"),
        bind([.character("D"), .delete], "delete the task or the selected note", .delete),
        bind(chars("u"), "undo", .undo, hint: "undo"),
        bind([.control("r")], "redo", .redo),
        bind(chars("E"), "open the file in $VISUAL / $EDITOR", .openEditor),
        bind([.control("l")], "redraw the screen", .redraw),
        bind([.control("z")], "suspend (fg to return)", .suspend),
        bind(chars("?"), "this help", .help, hint: "help"),
        bind([.character("q"), .control("c")], "quit", .quit, hint: "quit"),
    ]

    /// The hint bar, most useful first (a narrow bar drops from the end).
    public static let hints: [(key: String, word: String)] = {
        let order: [Command] = [.help, .quit, .add(.today), .toggleDone, .delay, .undo, .addNote, .rename,
                                .add(.floating), .add(.tomorrow), .cyclePriority]
        return order.compactMap { command in
            bindings.first { $0.command == command && $0.hint != nil }.map { ($0.keys[0].label, $0.hint!) }
        }
    }()

    private static let lookup: [Key: Command] = {
        var table: [Key: Command] = [:]
        for binding in bindings {
            for key in binding.keys where table[key] == nil { table[key] = binding.command }
        }
        return table
    }()

    public static func command(for key: Key) -> Command? { lookup[key] }
}
