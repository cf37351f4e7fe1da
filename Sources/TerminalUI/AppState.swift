import TodoCore

public struct Size: Equatable, Sendable {
    public var width: Int
    public var height: Int
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// Smaller than this the app shows "terminal too small" instead of the list.
    public static let minimum = Size(width: 20, height: 5)
    public var isTooSmall: Bool { width < Size.minimum.width || height < Size.minimum.height }
}

/// The selected row: a task, or one of its notes when they are shown.
public struct Focus: Equatable, Sendable {
    public var ref: TaskRef
    public var note: Int?
    public init(ref: TaskRef, note: Int? = nil) {
        self.ref = ref
        self.note = note
    }
}

/// What the text being typed will become.
public enum EditPurpose: Equatable, Sendable {
    case add(Section), rename(TaskRef), addNote(TaskRef), editNote(TaskRef, Int)

    /// The prompt before the field.
    public var prompt: String {
        switch self {
        case .add(.floating): "Floating: "
        case .add(.today): "Today: "
        case .add(.tomorrow): "Tomorrow: "
        case .rename: "Rename: "
        case .addNote: "Note: "
        case .editNote: "Edit note: "
        }
    }
}

public enum Mode: Equatable, Sendable {
    case browse
    case editing(EditPurpose, LineEditor)
    /// The help screen, scrolled to this line.
    case help(Int)
}

/// A one-line message under the list: the result of the last action, or a
/// refusal (shown as an error, never a beep).
public struct Status: Equatable, Sendable {
    public var text: String
    public var isError: Bool
    public init(_ text: String, isError: Bool = false) {
        self.text = text
        self.isError = isError
    }
}

public struct AppState: Equatable, Sendable {
    public var snapshot: Snapshot
    public var size: Size
    public var selection: Focus?
    /// Tasks whose notes are shown.
    public var expanded: Set<TaskRef> = []
    public var mode: Mode = .browse
    public var status: Status?
    /// First body line on screen.
    public var scroll = 0

    public init(snapshot: Snapshot, size: Size) {
        self.snapshot = snapshot
        self.size = size
        selection = BodyLine.build(snapshot, expanded: []).lazy.compactMap(\.focus).first
    }
}
