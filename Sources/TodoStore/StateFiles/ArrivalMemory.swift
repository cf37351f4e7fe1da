import FileAccess
import TodoVersions
import TaskPaper

/// The names of the tasks the rules brought from Later to Today (rule 5)
/// on one day, per todo file: `$XDG_STATE_HOME/txtodo/arrived/`, one frame
/// (`StateFrame`) holding the day, then a name a line. Kept so the morning
/// review's Later page lists them whether the app or a command applied the
/// rule first. A record that cannot be read or written only leaves the page
/// without them; nothing else reads it.
struct ArrivalMemory {
    let path: String

    init(state: StateFolder, key: String) {
        path = state.path + "/arrived/" + key
    }

    /// The names kept for `day`; none when the record is of another day,
    /// torn or missing.
    func load(on day: Day) -> [String] {
        guard let raw = (try? FileReader.readIfPresent(path)) ?? nil, let payload = StateFrame.read(raw) else { return [] }
        let lines = String(decoding: payload, as: UTF8.self).split(separator: "\n").map(String.init)
        guard lines.first == day.description else { return [] }
        return Array(lines.dropFirst())
    }

    func keep(_ names: [String], on day: Day) {
        let text = ([day.description] + names).map { $0 + "\n" }.joined()
        _ = try? AtomicWriter.savePrivate(StateFrame.frame(Array(text.utf8)), to: path, durable: false)
    }
}

/// Today's tasks that the rules brought from Later, as kept in the state
/// folder (read once a day, written when a name is new).
struct Arrivals {
    let memory: ArrivalMemory?
    private var day: Day?
    private var names: [String] = []
    /// The day the file was last compared with this machine's last
    /// recorded version for arrivals made elsewhere.
    private var comparedOn: Day?

    init(memory: ArrivalMemory?) { self.memory = memory }

    /// Whether to look for tasks another machine's rules brought today:
    /// once a day, at the first read of a file this machine did not record
    /// (rule 5 runs on a day's first read, here or on the machine whose
    /// file the sync carried); `compared` marks it done.
    func comparesElsewhere(on today: Day) -> Bool { comparedOn != today }

    mutating func compared(on today: Day) { comparedOn = today }

    /// The names kept for `today`.
    mutating func names(on today: Day) -> [String] {
        if day != today { (day, names) = (today, memory?.load(on: today) ?? []) }
        return names
    }

    /// Adds the names of tasks that arrived from Later to today's, keeping
    /// them in the state folder when they are new.
    mutating func note(_ arrived: [String], on today: Day) {
        guard !arrived.isEmpty else { return }
        let known = names(on: today)
        var new: [String] = []
        for name in arrived where !known.contains(name) && !new.contains(name) { new.append(name) }
        guard !new.isEmpty else { return }
        names += new
        memory?.keep(names, on: today)
    }
}
