import TaskPaper

/// The stamps the daily rules gave to tasks that lacked them (`@day` for a
/// Today or Tomorrow task typed without one, a day for a bare `@done`), by
/// task. Stamps are written with the next change; until then the store
/// keeps these, so the day a task was first seen stays its day even when
/// nothing is written that day, and a clock set back never changes a stamp
/// given. Pure: the store reads and writes them.
public struct FirstSight: Sendable, Hashable {
    /// A task by what it says: its section, a hash of its own content (its
    /// line without the tags being stamped, and the lines under it) and
    /// which one it is among the tasks of that section saying the same and
    /// still lacking a stamp. Tasks of one name typed on different days are
    /// so told apart by their tags and notes. The name is kept for a task
    /// edited by hand since (a tag or a priority added): see `stamps(for:)`.
    /// `content` is nil for stamps kept by name alone (by an earlier txtodo).
    public struct Key: Sendable, Hashable {
        public var section: Section
        public var name: String
        public var content: UInt64?
        public var occurrence: Int

        public init(section: Section, name: String, content: UInt64?, occurrence: Int) {
            self.section = section
            self.name = name
            self.content = content
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

    /// The stamps kept for each of these tasks (in file order): those kept
    /// under the task's own key; else, for a task edited since it was seen,
    /// those of a task of its section and name that no task says the same
    /// as any more (the first such, by occurrence); else none.
    func stamps(for keys: [Key]) -> [Stamps?] {
        var found = keys.map { stamps[$0] }
        let claimed = Set(keys.indices.filter { found[$0] != nil }.map { keys[$0] })
        var left: [NameKey: [Key]] = [:]
        for key in stamps.keys where !claimed.contains(key) {
            left[NameKey(key), default: []].append(key)
        }
        guard !left.isEmpty else { return found }
        for name in left.keys {
            left[name]?.sort { ($0.occurrence, $0.content ?? 0) > ($1.occurrence, $1.content ?? 0) }
        }
        for i in keys.indices where found[i] == nil {
            if let key = left[NameKey(keys[i])]?.popLast() { found[i] = stamps[key] }
        }
        return found
    }

    /// Whether any stamp kept is not the one `today` gives anew (a day has
    /// passed since it was given, or the clock was set back): only then do
    /// the kept stamps change what the rules make of a file.
    public func differs(from today: Day) -> Bool {
        stamps.contains { key, given in
            let day = key.section.firstSightDay(today: today)
            return (given.day.map { $0 != day } ?? false) || (given.done.map { $0 != today } ?? false)
        }
    }

    /// A task by its section and name only.
    private struct NameKey: Hashable {
        var section: Section
        var name: String

        init(_ key: Key) { (section, name) = (key.section, key.name) }
    }
}

extension FirstSight {
    /// One line a task, sorted: `today 0 2026-11-21 - <hex name> <hex
    /// content hash>` (section, occurrence, day stamp, done stamp; `-` for
    /// none).
    public var record: String {
        stamps.map { key, value in
            [
                key.section.rawValue, String(key.occurrence), value.day?.description ?? "-",
                value.done?.description ?? "-", Hex.encode(Array(key.name.utf8)),
            ].joined(separator: " ") + (key.content.map { " " + String($0, radix: 16) } ?? "")
        }.sorted().joined(separator: "\n")
    }

    /// Reads what `record` wrote (a line without a content hash is kept by
    /// name alone); lines it cannot read are left out.
    public init(record: String) {
        var stamps: [Key: Stamps] = [:]
        for line in record.split(separator: "\n") {
            let f = line.split(separator: " ")
            guard f.count == 5 || f.count == 6, let section = Section(rawValue: String(f[0])),
                let occurrence = Int(f[1]), let name = Hex.decode(f[4])
            else { continue }
            let content = f.count == 6 ? UInt64(f[5], radix: 16) : nil
            if f.count == 6 && content == nil { continue }
            let key = Key(
                section: section, name: String(decoding: name, as: UTF8.self), content: content, occurrence: occurrence)
            stamps[key] = Stamps(day: Day(f[2]), done: Day(f[3]))
        }
        self.init(stamps)
    }
}
