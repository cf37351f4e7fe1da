import TodoStore
import TodoCore
import FileAccess

/// An error as the app says it. The store's and the rules' lines are the
/// command line's, whose advice names flags (`--priority`, `--file`); in the
/// app the advice names the keys in force instead.
enum AppWording {
    static func text(_ error: any Error, keys: KeyTable) -> String {
        switch error {
        case TodoError.nameHasOwnTag(let tag) where Routine.tags.contains(tag):
            let screen = keys.label(of: .routines).map { "the routines screen (\($0), then " } ?? "its screen ("
            let add = KeyTable.routineScreen.label(of: .add(.routines)) ?? ""
            let days = KeyTable.routineScreen.label(of: .reschedule).map { ", where \($0) sets their days" } ?? ""
            return "A name cannot hold @\(tag) (txtodo would act on it); routines are added on \(screen)\(add))\(days)."
        case TodoError.nameHasOwnTag(let tag):
            let priority = [1, 2, 3].compactMap { keys.label(of: .setPriority($0)) }.joined(separator: " ")
            let advice = [
                priority.isEmpty ? nil : "priority with \(priority)",
                keys.label(of: .add(.tomorrow)).map { "tomorrow with \($0)" },
                keys.label(of: .toggleDone).map { "done with \($0)" },
            ].compactMap { $0 }
            return "A name cannot hold @\(tag) (txtodo would act on it)"
                + (advice.isEmpty ? "." : "; set " + advice.joined(separator: ", ") + " instead.")
        case StoreError.isDirectory(let path):
            return "\(path) is a directory, not a todo file; put the file back" + reload(keys)
        case StoreError.unreadable(let path, let reason):
            return "cannot read \(path): \(reason); check its permissions" + reload(keys)
        case StoreError.binary(let path):
            return "\(path) looks like a binary file (it contains NUL bytes); put the todo file back" + reload(keys)
        default:
            return String(describing: error)
        }
    }

    private static func reload(_ keys: KeyTable) -> String {
        keys.label(of: .redraw).map { " (\($0) reads it again)" } ?? ""
    }
}
