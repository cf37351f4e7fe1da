import TaskPaper

/// The stamps the daily rules gave to tasks that lacked them (`@day` for a
/// Today or Tomorrow task typed without one, a day for a bare `@done`), by
/// task. Stamps are written with the next change; until then the store
/// keeps these, so the day a task was first seen stays its day even when
/// nothing is written that day, and a clock set back never changes a stamp
/// given. Pure: the store reads and writes them.
public struct FirstSight: Sendable, Hashable {
    /// A task by its section, its name and which one it is among the tasks
    /// of that name in that section that still lack a stamp.
    public struct Key: Sendable, Hashable {
        public var section: Section
        public var name: String
        public var occurrence: Int

        public init(section: Section, name: String, occurrence: Int) {
            self.section = section
            self.name = name
            self.occurrence = occurrence
        }
    }

    /// The values given: `day` for `@day`, `done` for a bare `@done`.
    public struct Stamps: Sendable, Hashable {
        public var day: Day?
        public var done: Day?

        public init(day: Day? = nil, done: Day? = nil) {
            self.day = day
            self.done = done
        }
    }

    public var stamps: [Key: Stamps]

    public init(_ stamps: [Key: Stamps] = [:]) { self.stamps = stamps }

    public var isEmpty: Bool { stamps.isEmpty }

    /// One line a task, sorted: `today 0 2026-11-21 - <hex name>` (section,
    /// occurrence, day stamp, done stamp; `-` for none).
    public var record: String {
        stamps.map { key, value in
            [
                key.section.rawValue, String(key.occurrence), value.day?.description ?? "-",
                value.done?.description ?? "-", Hex.encode(Array(key.name.utf8)),
            ].joined(separator: " ")
        }.sorted().joined(separator: "\n")
    }

    /// Reads what `record` wrote; lines it cannot read are left out.
    public init(record: String) {
        var stamps: [Key: Stamps] = [:]
        for line in record.split(separator: "\n") {
            let f = line.split(separator: " ")
            guard f.count == 5, let section = Section(rawValue: String(f[0])), let occurrence = Int(f[1]),
                let name = Hex.decode(f[4])
            else { continue }
            let key = Key(section: section, name: String(decoding: name, as: UTF8.self), occurrence: occurrence)
            stamps[key] = Stamps(day: Day(f[2]), done: Day(f[3]))
        }
        self.init(stamps)
    }
}
