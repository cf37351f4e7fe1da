import TodoCore
import TaskPaper
import FileAccess

/// What txtodo remembers of a file's review, in
/// `$XDG_STATE_HOME/txtodo/review/` (one framed record per todo file):
/// the day it was last opened (the app's `r`, `txtodo review`) with the
/// first day it covered, and the last day the command line said on stderr
/// that tasks wait. A record that cannot be read is none (a review then
/// covers the last week); one that cannot be written is only not kept.
public struct ReviewMemory: Sendable {
    public let path: String

    public init(todoPath: String, environment: [String: String]) {
        let state = FileLocation.stateFolder(environment: environment)
        path = state + "/review/" + StateKey.name(for: todoPath, in: state)
    }

    public struct Record: Sendable, Hashable {
        public var opened: ReviewOpening?
        public var noticed: Day?
    }

    /// The record; empty when there is none or it is torn.
    public func load() -> Record {
        guard let raw = try? FileReader.readIfPresent(path), let payload = StateFrame.read(raw) else { return Record() }
        var record = Record()
        for line in String(decoding: payload, as: UTF8.self).split(separator: "\n") {
            let words = line.split(separator: " ").map(String.init)
            if words.count == 4, words[0] == "opened", words[2] == "from", let day = Day(words[1]), let from = Day(words[3]) {
                record.opened = ReviewOpening(day: day, from: from)
            } else if words.count == 2, words[0] == "noticed", let day = Day(words[1]) {
                record.noticed = day
            }
        }
        return record
    }

    /// Records the review opened on `today` and returns the first day it
    /// covers (see `ReviewOpening.start`).
    @discardableResult
    public func open(today: Day) -> Day {
        var record = load()
        let from = ReviewOpening.start(today: today, last: record.opened)
        record.opened = ReviewOpening(day: today, from: from)
        save(record)
        return from
    }

    /// Records that the command line said what waits on `today`.
    public func notice(today: Day) {
        var record = load()
        record.noticed = today
        save(record)
    }

    private func save(_ record: Record) {
        var lines: [String] = []
        if let opened = record.opened { lines.append("opened \(opened.day) from \(opened.from)") }
        if let noticed = record.noticed { lines.append("noticed \(noticed)") }
        let payload = Array(lines.map { $0 + "\n" }.joined().utf8)
        _ = try? AtomicWriter.savePrivate(StateFrame.frame(payload), to: path, durable: false)
    }
}

extension TodoStore {
    /// What a review opened today would cover, as the state folder
    /// remembers the last one (nothing is recorded).
    public func reviewWaiting(environment: [String: String]) throws(StoreError) -> ReviewWaiting {
        let from = ReviewOpening.start(
            today: today, last: ReviewMemory(todoPath: path, environment: environment).load().opened)
        return ReviewWaiting(book: try logbook(), from: from, today: list.tasks(in: .today))
    }

    /// Opens the review: records it opened today and returns what it covers.
    public func openReview(environment: [String: String]) throws(StoreError) -> ReviewWaiting {
        let book = try logbook()
        let from = ReviewMemory(todoPath: path, environment: environment).open(today: today)
        return ReviewWaiting(book: book, from: from, today: list.tasks(in: .today))
    }
}
