import TodoStore
import FileAccess
import TodoConfig

extension Command {
    /// The action's name in the config (`key.<name> = …`).
    var name: String {
        switch self {
        case .moveUp: "up"
        case .moveDown: "down"
        case .moveTop: "first"
        case .moveBottom: "last"
        case .pageUp: "page-up"
        case .pageDown: "page-down"
        case .toggleDone: "check"
        case .add(.today): "add"
        case .add(.tomorrow): "add-tomorrow"
        case .add(.floating): "add-floating"
        case .add(.later): "add-later"
        case .add(.routines): "add-routine"
        case .rename: "rename"
        case .setPriority(let level): "priority-\(level)"
        case .cyclePriority: "cycle-priority"
        case .delay: "delay"
        case .moveToSection(let down): down ? "next-section" : "previous-section"
        case .reorder(let way): "task-\(way.rawValue)"
        case .toggleNotes: "notes"
        case .addNote: "note"
        case .delete: "delete"
        case .undo: "undo"
        case .redo: "redo"
        case .openEditor: "editor"
        case .help: "help"
        case .moreHints: "more-hints"
        case .redraw: "redraw"
        case .suspend: "suspend"
        case .quit: "quit"
        case .search: "search"
        case .openLink: "open-link"
        case .history: "history"
        case .review: "review"
        case .sync: "sync"
        case .routines: "routines"
        case .reschedule: "routine-days"
        case .back: "back"
        case .toLater: "later"
        case .schedule: "schedule"
        case .toToday: "to-today"
        case .otherPage: "other-page"
        }
    }
}

extension Key {
    /// Keys that keep their meaning whatever the config says: Ctrl-C quits
    /// (and cancels a field), Esc leaves a field.
    static let fixed: Set<Key> = [.control("c"), .escape]

    /// Reads a key as the help screen writes it (`x`, `Space`, `Ctrl-R`,
    /// `Alt-x`, `PgDn`, `↑` or `Up`…); nil when it is not one.
    init?(name: String) {
        let characters = Array(name)
        if characters.count == 1 {
            // A control character is not a name: Ctrl-X is written out.
            guard case .character = Key.decode(character: characters[0].unicodeScalars.first!.value) else { return nil }
            self = .character(characters[0])
            return
        }
        let lower = name.lowercased()
        if lower.hasPrefix("ctrl-"), characters.count == 6, let letter = characters.last, letter.isASCII, letter.isLetter {
            self = .control(Character(letter.lowercased()))
            return
        }
        if lower.hasPrefix("alt-"), characters.count == 5, let last = characters.last {
            self = .alt(last)
            return
        }
        let named: [Key] = [
            .character(" "), .up, .down, .left, .right, .home, .end, .pageUp, .pageDown, .enter, .escape, .backspace,
            .delete, .insert, .tab, .backTab, .altBackspace, .shiftUp, .shiftDown,
        ]
        let words: [String: Key] = [
            "up": .up, "down": .down, "left": .left, "right": .right, "shift-up": .shiftUp, "shift-down": .shiftDown,
        ]
        guard let key = named.first(where: { $0.label.lowercased() == lower }) ?? words[lower] else { return nil }
        self = key
    }
}

extension KeyTable {
    /// This table with the config's `key.<action>` lines laid over it: each
    /// line gives the action the keys it lists, in place of its own. A line
    /// that names an unknown action or key, sets an action twice, takes a
    /// key another action keeps, or binds Ctrl-C or Esc is a one-line error
    /// naming `path:line`.
    public func rebound(by settings: [KeySetting]) throws(StoreError) -> KeyTable {
        var bindings = self.bindings
        var setAt: [Command: Int] = [:]
        for setting in settings {
            func refuse(_ problem: String) -> StoreError {
                .badConfig(path: setting.path, line: setting.line, problem: problem)
            }
            guard let index = bindings.firstIndex(where: { $0.command.name == setting.action }) else {
                let names = bindings.map(\.command.name).joined(separator: ", ")
                throw refuse("unknown action `\(setting.action)` in `key.\(setting.action)`; actions are \(names)")
            }
            let command = bindings[index].command
            if let line = setAt[command] { throw refuse("key.\(setting.action) is already set on line \(line)") }
            setAt[command] = setting.line
            let names = setting.keys.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
            guard !names.isEmpty else { throw refuse("key.\(setting.action) needs a key") }
            var keys: [Key] = []
            for name in names {
                guard let key = Key(name: name) else {
                    throw refuse("unknown key `\(name)`; write a character, Space, Enter, Tab, ↑ ↓ ← →, PgUp, Ctrl-X or Alt-x")
                }
                if Key.fixed.contains(key) { throw refuse("\(key.label) cannot be rebound: it always quits or cancels") }
                if !keys.contains(key) { keys.append(key) }
            }
            bindings[index].keys = keys
        }
        for (index, binding) in bindings.enumerated() {
            for key in binding.keys {
                guard let other = bindings.indices.first(where: { $0 != index && bindings[$0].keys.contains(key) })
                else { continue }
                // Report the clash on a line that made it, naming the other action.
                let (mine, theirs) = setAt[binding.command] != nil ? (index, other) : (other, index)
                guard let line = setAt[bindings[mine].command], let setting = settings.first(where: { $0.line == line })
                else { continue }
                let taken = bindings[theirs].command.name
                let hint = setAt[bindings[theirs].command] == nil ? "; give \(taken) another key with key.\(taken)" : ""
                throw .badConfig(
                    path: setting.path, line: line,
                    problem: "\(key.label) is already the key of \(taken)\(hint)")
            }
        }
        return KeyTable(bindings: bindings)
    }
}
