import TodoCore

/// What a key means in the task list.
enum Command: Hashable, Sendable {
    case moveUp, moveDown, moveTop, moveBottom, pageUp, pageDown
    case toggleDone, add(Section), rename, setPriority(Int), cyclePriority, delay
    case toggleNotes, addNote, delete, undo, redo
    /// To the next section down (Floating → Today → Tomorrow → Later) or up.
    case moveToSection(down: Bool)
    /// Down or up among the section's tasks of its priority (the file's order).
    case reorder(Reorder)
    case search, openLink, openEditor, help, moreHints, redraw, suspend, quit
    /// The history screen.
    case history, review
    case sync
    /// The routines screen; on it, a routine's new days and leaving it.
    case routines, reschedule, back
    /// To Later's backlog, a day for the task (a field of day words), to Today.
    case toLater, schedule, toToday
    /// On the review screen: the other page (the unfinished tasks, Later).
    case otherPage
}

/// One row of the key table: the keys, how they are written, what they do.
struct Binding: Equatable, Sendable {
    var keys: [Key]
    let help: String
    let command: Command
    /// Short word for the hint bar, nil when the binding is only in the help screen.
    let hint: String?

    var label: String { keys.map(\.label).joined(separator: " ") }
}

/// The one key table: it drives dispatch, the hint bar and the `?` help
/// screen. A value: the defaults, with the config's rebindings laid over
/// them, travel in the app state.
public struct KeyTable: Equatable, Sendable {
    private(set) var bindings: [Binding]
    private var lookup: [Key: Command]
    /// The hint bar, most useful first (a narrow bar pages, see `HintBar`).
    private(set) var hints: [HintBar.Hint]

    /// `hintOrder`: the commands of the hint bar, most useful first.
    init(bindings: [Binding], hintOrder order: [Command] = KeyTable.listHints) {
        self.bindings = bindings
        lookup = [:]
        for binding in bindings {
            for key in binding.keys where lookup[key] == nil { lookup[key] = binding.command }
        }
        hints = order.compactMap { command in
            bindings.first { $0.command == command && $0.hint != nil && !$0.keys.isEmpty }.map { ($0.keys[0].label, $0.hint!) }
        }
    }

    static let listHints: [Command] = [
        .help, .quit, .add(.today), .toggleDone, .delay, .undo, .addNote, .rename,
        .add(.floating), .add(.tomorrow), .cyclePriority, .moveToSection(down: true), .history, .review, .routines,
        .search, .delete, .openLink, .moveToSection(down: false), .openEditor, .sync,
        .toLater, .schedule, .toToday, .add(.later), .reorder(.down), .reorder(.up),
    ]

    /// The lookup and the hints follow from the bindings.
    public static func == (a: KeyTable, b: KeyTable) -> Bool { a.bindings == b.bindings }

    func command(for key: Key) -> Command? { lookup[key] }

    /// The first key of the command as the help screen writes it; nil when it has none.
    func label(of command: Command) -> String? {
        bindings.first { $0.command == command && !$0.keys.isEmpty }.map { $0.keys[0].label }
    }

    private static func bind(_ keys: [Key], _ help: String, _ command: Command, hint: String? = nil) -> Binding {
        Binding(keys: keys, help: help, command: command, hint: hint)
    }

    private static func chars(_ text: String) -> [Key] { text.map { Key.character($0) } }

    /// The keys out of the box.
    public static let standard = KeyTable(bindings: [
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
        bind(chars("e"), "rename the task, or edit the selected note", .rename, hint: "rename"),
        bind(chars("1"), "priority 1 (the default: no mark)", .setPriority(1)),
        bind(chars("2"), "priority 2 (!!)", .setPriority(2)),
        bind(chars("3"), "priority 3 (!!!, the highest)", .setPriority(3)),
        bind(chars("p"), "cycle priority", .cyclePriority, hint: "prio"),
        bind(chars("d"), "delay a daily task to tomorrow (once)", .delay, hint: "delay"),
        bind(
            [.character("J"), .shiftDown], "move the task down past the next of its priority (your own order)",
            .reorder(.down), hint: "lower"),
        bind([.character("K"), .shiftUp], "move the task up past the previous of its priority", .reorder(.up), hint: "raise"),
        bind(
            chars(">"), "move the task down a section (Floating → Today → Tomorrow → Later)", .moveToSection(down: true),
            hint: "move"),
        bind(chars("<"), "move the task up a section", .moveToSection(down: false), hint: "up"),
        bind(chars("l"), "send the task to Later's backlog (no day)", .toLater, hint: "later"),
        bind(
            chars("s"), "schedule the task for a day: fri, 12-05, +3, +2w; shown as typed",
            .schedule, hint: "schedule"),
        bind(chars("b"), "bring the task to Today", .toToday, hint: "today"),
        bind(chars("A"), "add a task to Later's backlog (no day)", .add(.later), hint: "add later"),
        bind([.enter], "show / hide notes", .toggleNotes),
        bind(chars("n"), "add a note to the task", .addNote, hint: "note"),
        bind([.character("D"), .delete], "delete the task or the selected note", .delete, hint: "delete"),
        bind(chars("u"), "undo", .undo, hint: "undo"),
        bind([.control("r")], "redo", .redo),
        bind(chars("E"), "open the file in $VISUAL / $EDITOR", .openEditor, hint: "edit"),
        bind([.control("l")], "redraw the screen", .redraw),
        bind([.control("z")], "suspend (fg to return)", .suspend),
        bind(chars("L"), "history: tasks done per day, streaks, past days", .history, hint: "history"),
        bind(
            chars("r"), "review the unfinished tasks of every day since the last review: Enter takes one back", .review,
            hint: "review"),
        bind(chars("?"), "this help", .help, hint: "help"),
        bind(chars("/"), "search: only matching tasks stay (n N next / previous, Esc clears)", .search, hint: "search"),
        bind(chars("o"), "open the task's link (a chooser when it has several)", .openLink, hint: "link"),
        bind(chars("m"), "next page of the hint bar", .moreHints),
        bind([.character("q"), .control("c")], "quit", .quit, hint: "quit"),
        bind(chars("S"), "sync through git now (keys keep working)", .sync, hint: "sync"),
        bind(chars("R"), "routines: tasks made on their days; add, rename, set days, delete", .routines, hint: "routines"),
    ])

    /// The keys of the routines screen (`R`): not rebound by the config.
    static let routineScreen = KeyTable(
        bindings: [
            bind([.up, .character("k")], "move up", .moveUp),
            bind([.down, .character("j")], "move down", .moveDown),
            bind(chars("a"), "add a routine (its days are asked next)", .add(.routines), hint: "add"),
            bind(chars("e"), "rename the routine", .rename, hint: "rename"),
            bind(chars("s"), "set its days: weekday, mon, thu, 1st, last, month, 2 weeks, dec 25…", .reschedule, hint: "days"),
            bind(chars("1"), "priority 1 (no mark) for the tasks it makes from now on", .setPriority(1)),
            bind(chars("2"), "priority 2 (!!) for the tasks it makes from now on", .setPriority(2)),
            bind(chars("3"), "priority 3 (!!!) for the tasks it makes from now on", .setPriority(3)),
            bind(chars("p"), "cycle its priority", .cyclePriority, hint: "prio"),
            bind(chars("n"), "add a note to the routine (copied to the tasks it makes)", .addNote, hint: "note"),
            bind([.character("D"), .delete], "delete the routine (today's task stays)", .delete, hint: "delete"),
            bind(chars("u"), "undo", .undo, hint: "undo"),
            bind([.enter, .character("L")], "its history: streaks and a calendar of its days", .history, hint: "history"),
            bind([.character("q"), .escape, .character("R")], "back to the list", .back, hint: "back"),
            bind(chars("m"), "next page of the hint bar", .moreHints),
        ],
        hintOrder: [.add(.routines), .rename, .reschedule, .cyclePriority, .addNote, .delete, .undo, .history, .back])

    /// The keys of the review screen (`r`): not rebound by the config.
    static let reviewScreen = KeyTable(
        bindings: [
            bind([.up, .character("k")], "move up", .moveUp),
            bind([.down, .character("j")], "move down", .moveDown),
            bind(
                [.enter, .character("a")], "take the task back to Today; on the Later page, bring it to Today",
                .toToday),
            bind([.tab, .right, .left, .backTab], "the other page: the unfinished tasks, or Later", .otherPage),
            bind([.character("q"), .escape, .character("r")], "close the review", .back),
        ],
        hintOrder: [])
}
