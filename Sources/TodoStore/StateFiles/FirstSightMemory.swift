import Glibc
import TodoCore
import TaskPaper
import FileAccess
import TodoVersions

/// The first-sight stamps of a todo file's tasks that are not written yet
/// (`$XDG_STATE_HOME/txtodo/first-seen/`, one file per todo file). A task
/// typed by hand without `@day`, or a bare `@done`, is stamped in memory
/// and the stamp waits for the next change to be written; kept here, it is
/// the same stamp the next day, so the task's day is the day it was first
/// seen. The file holds only the tasks that still lack their stamp in the
/// todo file, and goes once none does.
struct FirstSightMemory {
    let path: String

    init(state: StateFolder, key: String) {
        path = state.path + "/first-seen/" + key
    }

    init(state: StateFolder, todoPath: String) { self.init(state: state, key: StateKey.name(for: todoPath, in: state.path)) }

    /// The stamps kept; none when there is no file or it is torn.
    func load() -> FirstSight {
        guard let raw = try? FileReader.readIfPresent(path), let payload = StateFrame.read(raw) else {
            return FirstSight()
        }
        return FirstSight(record: String(decoding: payload, as: UTF8.self))
    }

    /// Keeps exactly these stamps (none: the file goes). Not flushed: a
    /// stamp lost to a power cut is given again on the next read.
    func keep(_ stamps: FirstSight) {
        if stamps.isEmpty { return forget() }
        try? AtomicWriter.savePrivate(StateFrame.frame(Array(stamps.record.utf8)), to: path, durable: false)
    }

    /// Every stamp is written in the todo file, or no task lacks one.
    func forget() { unlink(path) }
}

extension FirstSightMemory {
    /// The daily rules on `document` with the stamps kept here, and the
    /// stamps kept up to date with what the rules gave.
    func rollOver(_ document: Document, today: Day) -> RollOverResult {
        let first = TodoCore.rollOver(document, today: today)
        guard !first.firstSight.isEmpty else {
            forget()
            return first
        }
        let known = load()
        // Read again only when a stamp kept differs from today's (a day has passed).
        let rolled = known.differs(from: today) ? TodoCore.rollOver(document, today: today, firstSight: known) : first
        if rolled.firstSight != known { keep(rolled.firstSight) }
        return rolled
    }
}
