/// What the text fields remember while the app runs: the text accepted in
/// each kind of field (↑ and ↓ recall it) and the last text killed (Ctrl-Y
/// yanks it, also in the next field).
public struct FieldMemory: Equatable, Sendable {
    public enum Kind: Hashable, Sendable {
        case task, rename, note, search
        /// A day for a task (`s`).
        case day
        /// A routine's days.
        case days

        init(_ purpose: EditPurpose) {
            switch purpose {
            case .add: self = .task
            case .rename: self = .rename
            case .addNote, .editNote: self = .note
            case .schedule: self = .day
            }
        }
    }

    /// Oldest first.
    public private(set) var history: [Kind: [String]] = [:]
    public private(set) var killed = ""

    /// A field of this kind starting with `text`, knowing the history and the kill.
    func field(_ kind: Kind, _ text: String = "") -> LineEditor {
        LineEditor(text, history: history[kind] ?? [], killed: killed)
    }

    /// Takes what a closing field leaves: its kill, and the accepted text
    /// (not repeated when it is the last one already).
    mutating func keep(_ editor: LineEditor, _ kind: Kind, accepted: String?) {
        killed = editor.killed
        guard let accepted, accepted.contains(where: { !$0.isWhitespace }), history[kind]?.last != accepted else { return }
        history[kind, default: []].append(accepted)
    }
}
