import TodoCore
import TaskPaper

public struct Size: Equatable, Sendable {
    var width: Int
    var height: Int
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// Smaller than this the app shows "terminal too small" instead of the list.
    static let minimum = Size(width: 20, height: 5)
    var isTooSmall: Bool { width < Size.minimum.width || height < Size.minimum.height }
}

/// The selected row: a task, or one of its notes when they are shown.
struct Focus: Equatable, Sendable {
    var ref: TaskRef
    var note: Int?
    init(ref: TaskRef, note: Int? = nil) {
        self.ref = ref
        self.note = note
    }
}

/// What the text being typed will become.
enum EditPurpose: Equatable, Sendable {
    case add(Section), rename(TaskRef), addNote(TaskRef), editNote(TaskRef, Int)
    /// A day for the task, in day words (see `DateWords`).
    case schedule(TaskRef)

    /// The prompt before the field.
    var prompt: String {
        switch self {
        case .add(.floating): "Floating: "
        case .add(.today): "Today: "
        case .add(.tomorrow): "Tomorrow: "
        case .add(.later): "Later: "
        case .add(.routines): "Routine: "
        case .rename: "Rename: "
        case .addNote: "Note: "
        case .editNote: "Edit note: "
        case .schedule: "Day: "
        }
    }
}

enum Mode: Equatable, Sendable {
    case browse
    case editing(EditPurpose, LineEditor)
    /// The help screen, scrolled to this line.
    case help(Int)
    /// The history screen (calendar, streaks, a day's tasks).
    case history(HistoryView)
    /// The review of the last day's unfinished tasks.
    case review(ReviewView)
    /// The search field is open.
    case searching(LineEditor)
    /// Which of the selected task's links to open.
    case choosingLink(LinkChoice)
    /// The routines: add, rename, set days, delete; their streaks.
    case routines(RoutinesView)
}

/// A one-line message under the list: the result of the last action, or a
/// refusal (shown as an error, never a beep).
struct Status: Equatable, Sendable {
    var text: String
    var isError: Bool
    init(_ text: String, isError: Bool = false) {
        self.text = text
        self.isError = isError
    }
}

public struct AppState: Equatable, Sendable {
    var snapshot: Snapshot {
        didSet {
            searchFilter = nil
            buildLines()
        }
    }
    public var size: Size
    var selection: Focus?
    /// Tasks whose notes are shown.
    var expanded: Set<TaskRef> = [] {
        didSet { buildLines() }
    }
    /// Later is shown task by task (Enter on its folded line opens it).
    var laterOpen = false {
        didSet { buildLines() }
    }
    /// The list's lines as shown, built once each time what they are made
    /// of (the snapshot, the notes shown, the search) changes.
    private(set) var lines: [BodyLine]
    var mode: Mode = .browse
    var status: Status?
    /// First body line on screen.
    var scroll = 0
    /// Which page of the hint bar is shown (see `HintBar`).
    var hintPage = 0
    /// The keys in force: dispatch, the hint bar and the help screen read them.
    var keys = KeyTable.standard
    /// Whether outside edits are found by looking twice a second (the
    /// folder cannot be watched): the help screen says so.
    var checksByPolling = false
    /// The file's folder does not exist yet (why it cannot be watched).
    var folderMissing = false
    /// Set while a check is on its way to the store (see `KeptPlace`).
    var keptPlace: KeptPlace?
    /// The field whose text was just sent to be saved: reopened, text and
    /// all, if the very next event is a refusal.
    var fieldBeingSaved: Mode?
    /// A background sync is running.
    public var syncing = false
    /// The search filter: only tasks that match it are shown.
    public var search: SearchQuery? {
        didSet {
            // A key that leaves the same tasks matching leaves the lines as they are.
            if let search, oldValue != nil, var filter = searchFilter {
                let changed = filter.narrow(to: search)
                searchFilter = filter
                if !changed { return }
            }
            buildLines()
        }
    }
    /// The first day the review covers, as the loop found it in the state
    /// folder when it opened the review (nil: the last week).
    var reviewFrom: Day?
    /// The fields' history and last kill.
    public var fieldMemory = FieldMemory()

    /// The search's folded text and matches, made at the first search
    /// after the list was read.
    private(set) var searchFilter: SearchFilter?

    private mutating func buildLines() {
        guard let search else {
            lines = BodyLine.build(snapshot, expanded: expanded, laterOpen: laterOpen)
            return
        }
        var filter = searchFilter ?? SearchFilter(snapshot)
        filter.narrow(to: search)
        searchFilter = filter
        lines = BodyLine.build(snapshot, expanded: expanded, shown: filter.shown)
    }

    public init(snapshot: Snapshot, size: Size) {
        self.snapshot = snapshot
        self.size = size
        lines = BodyLine.build(snapshot, expanded: [], laterOpen: false)
        selection = lines.lazy.compactMap(\.focus).first
    }
}
