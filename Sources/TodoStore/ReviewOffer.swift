import TodoCore
import TaskPaper
import FileAccess

/// Remembers, per todo file, the day the app offered the review of the day
/// before, in `$XDG_STATE_HOME/txtodo/review-offered` (one line per file:
/// `YYYY-MM-DD path`; lines of earlier days are dropped), so the offer is
/// made on the first launch of a day only. A state file that cannot be read
/// or written only means the offer may be made again.
public enum ReviewOffer {
    public static func path(environment: [String: String]) -> String {
        FileLocation.stateFolder(environment: environment) + "/review-offered"
    }

    /// Whether the offer was made for this file on `day` already.
    public static func wasMade(_ day: Day, todoPath: String, environment: [String: String]) -> Bool {
        lines(environment).contains("\(day) \(StateKey.canonical(todoPath))")
    }

    /// Records the offer for this file on `day`.
    public static func remember(_ day: Day, todoPath: String, environment: [String: String]) {
        let state = path(environment: environment)
        let kept = lines(environment).filter { $0.hasPrefix("\(day) ") }
        let text = (kept + ["\(day) \(StateKey.canonical(todoPath))"]).joined(separator: "\n") + "\n"
        _ = try? AtomicWriter.savePrivate(Array(text.utf8), to: state, durable: false)
    }

    private static func lines(_ environment: [String: String]) -> [String] {
        guard let bytes = (try? FileReader.readIfPresent(path(environment: environment))) ?? nil else { return [] }
        return String(decoding: bytes, as: UTF8.self).split(separator: "\n").map(String.init)
    }
}
