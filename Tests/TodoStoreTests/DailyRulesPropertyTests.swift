import Glibc
import TestSupport
import Testing

@testable import TodoStore
import TodoCore
import TaskPaper

/// The daily rules over days of use, on a real file and state folder, against
/// `DailyRulesModel`: tasks typed by hand with and without `@day`, `@done`
/// typed with and without a date, lines deleted by hand, moves, delays,
/// checks and priorities through txtodo, reads by the app (one store kept
/// open) and by commands (a store each), a roll-over hour, and a clock that
/// runs on for days without a change, or is set back. After every read, the
/// list and the archive are what the model says.
@Suite struct DailyRulesPropertyTests {
    @Test(arguments: 0..<40)
    func theRulesHoldOverDaysOfUse(_ seed: Int) throws {
        var run = try Run(seed: UInt64(seed))
        for _ in 0..<80 { try run.step() }
    }
}

private struct Run {
    let folder = TempFolder()
    var g: SplitMix64
    var model = DailyRulesModel()
    let time: RunClock
    var app: TodoStore!
    var named = 0

    init(seed: UInt64) throws {
        g = SplitMix64(seed: seed &* 7919 &+ 3)
        time = RunClock(
            instant: LocalClock.instant(day: Day("2026-11-21")!, minutes: 10 * 60),
            rollover: [0, 4 * 60, 23 * 60 + 30][Int(seed % 3)])
        folder.write("todo.taskpaper", "Floating:\nToday:\nTomorrow:\n")
        Self.quieten(folder)
        app = try open()
        model.load(today: app.today)
        try check(app, "first read")
    }

    var path: String { folder.file("todo.taskpaper") }
    var clock: LocalClock { time.clock }

    /// A store on the file, whose clock is this run's clock as it moves,
    /// opened as a command that reads opens it (what waits is saved).
    func open() throws -> TodoStore {
        let store = try TodoStore(path: path, config: Config(), clock: clock, state: StateFolder(path: folder.file("state")))
        try store.settle()
        return store
    }

    mutating func step() throws {
        // Time passes between steps: the file is quiet again.
        Self.quieten(folder)
        switch Int.random(in: 0..<100, using: &g) {
        case 0..<18: advanceClock()
        case 18..<40: typeByHand()
        case 40..<46: deleteByHand()
        case 46..<60:
            // The app, open all along, looks again.
            _ = try app.refresh()
            model.load(today: app.today)
            try check(app, "app refresh")
        case 60..<70:
            // A command reads (and writes only what the rules need).
            let store = try open()
            model.load(today: store.today)
            try check(store, "command read")
        default: try act()
        }
    }

    // MARK: The clock

    mutating func advanceClock() {
        let hours = [1, 3, 5, 9, 24, 24, 48, 72, -3, -24, -48].randomElement(using: &g)!
        time.instant += Int64(hours) * 3600
    }

    // MARK: Hand edits (written as editors do, by a rename; then left quiet)

    mutating func typeByHand() {
        named += 1
        let name = "T\(named)"
        let section = Section.listed.randomElement(using: &g)!
        let today = clock.today()
        var line = "- " + name
        var task = DailyRulesModel.Task(
            section: section, day: nil, needsDay: false, isDone: false, doneDay: nil, needsDone: false)
        if section != .floating {
            if Bool.random(using: &g) {
                let day = today.adding(days: Int.random(in: -2...2, using: &g))
                line += " @day(\(day))"
                task.day = day
            } else {
                task.needsDay = true
            }
        }
        switch Int.random(in: 0..<4, using: &g) {
        case 0:
            line += " @done"
            task.isDone = true
            task.needsDone = true
        case 1:
            let day = today.adding(days: -Int.random(in: 0...2, using: &g))
            line += " @done(\(day))"
            task.isDone = true
            task.doneDay = day
        default: break
        }
        if Int.random(in: 0..<4, using: &g) == 0 {
            task.priority = Int.random(in: 2...3, using: &g)
            line += " @priority(\(task.priority))"
        }
        var lines = currentLines()
        guard let header = lines.firstIndex(of: section.title + ":") else { return }
        lines.insert("\t" + line, at: header + 1)
        write(lines)
        model.tasks[name] = task
    }

    mutating func deleteByHand() {
        guard let name = model.tasks.keys.sorted().randomElement(using: &g) else { return }
        var lines = currentLines()
        lines.removeAll { $0 == "\t- " + name || $0.hasPrefix("\t- \(name) ") }
        write(lines)
        model.tasks[name] = nil
    }

    func currentLines() -> [String] {
        (folder.read("todo.taskpaper") ?? "").split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    }

    func write(_ lines: [String]) {
        folder.write("todo.taskpaper.new", lines.map { $0 + "\n" }.joined())
        rename(folder.file("todo.taskpaper.new"), path)
        Self.quieten(folder)
    }

    /// Dates the file five seconds back, so the daily rules may write at
    /// once (they wait for a file that has been quiet for a second).
    static func quieten(_ folder: TempFolder) {
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        // Nanoseconds kept: every edit keeps a time of its own, as editors' do.
        var times = [
            timespec(tv_sec: now.tv_sec - 5, tv_nsec: now.tv_nsec), timespec(tv_sec: now.tv_sec - 5, tv_nsec: now.tv_nsec),
        ]
        utimensat(AT_FDCWD, folder.file("todo.taskpaper"), &times, 0)
    }

    // MARK: Changes through txtodo

    mutating func act() throws {
        let store = Bool.random(using: &g) ? app! : try open()
        // The change reads the file first, as every change does.
        let before = model
        model.load(today: clock.today())
        guard let name = before.tasks.keys.sorted().randomElement(using: &g), Int.random(in: 0..<8, using: &g) > 0 else {
            try add(store)
            return
        }
        guard let task = model.tasks[name] else {
            // It expired on that read: the change is refused, the rules stand.
            #expect(throws: TodoError.self) { try store.commit(.toggleDone(Self.ref(name, before.tasks[name]!.section))) }
            return try settle(store, "refused, gone")
        }
        let ref = Self.ref(name, task.section)
        let today = clock.today()
        switch Int.random(in: 0..<6, using: &g) {
        case 0, 1:
            let section = Section.listed.randomElement(using: &g)!
            try expect(store, .move(ref, section), allowed: model.move(name, to: section, today: today), name)
        case 2:
            try expect(store, .delay(ref), allowed: model.move(name, to: .tomorrow, today: today, delay: true), name)
        case 3:
            try store.commit(.toggleDone(ref))
            model.toggle(name, today: today)
        case 4:
            let priority = Int.random(in: 1...3, using: &g)
            try store.commit(.setPriority(ref, priority))
            model.tasks[name]?.priority = priority
        default:
            try store.commit(.delete(ref))
            model.delete(name, today: today)
        }
        try settle(store, "after a change to \(name)")
    }

    /// Once the change is written (or refused), the file is left quiet and
    /// the store looks again, writing what the rules need.
    mutating func settle(_ store: TodoStore, _ when: String) throws {
        Self.quieten(folder)
        _ = try store.refresh()
        model.load(today: store.today)
        try check(store, when)
    }

    mutating func add(_ store: TodoStore) throws {
        named += 1
        let name = "T\(named)"
        let section = Section.listed.randomElement(using: &g)!
        let today = clock.today()
        if section == .floating && model.names(in: .floating).count >= 3 {
            #expect(throws: TodoError.floatingFull(limit: 3)) { try store.commit(.add(section, name, priority: 1)) }
        } else {
            try store.commit(.add(section, name, priority: 1))
            let day: Day? = section == .today ? today : section == .tomorrow ? today.next : nil
            model.tasks[name] = DailyRulesModel.Task(
                section: section, day: day, needsDay: false, isDone: false, doneDay: nil, needsDone: false)
        }
        try settle(store, "after adding \(name)")
    }

    static func ref(_ name: String, _ section: Section) -> TaskRef { TaskRef(section: section, name: name) }

    /// The change is made when the model allows it, and refused with a
    /// one-line reason otherwise (nothing changed).
    func expect(_ store: TodoStore, _ action: Action, allowed: Bool, _ name: String) throws {
        if allowed {
            try store.commit(action)
        } else {
            let bytes = folder.read("todo.taskpaper")
            #expect(throws: TodoError.self, "\(action) should be refused") { try store.commit(action) }
            #expect(folder.read("todo.taskpaper") == bytes)
        }
    }

    // MARK: What the store shows against the model

    func check(_ store: TodoStore, _ when: String) throws {
        #expect(store.today == clock.today(), "\(when)")
        #expect(!store.isWaitingToSave, "\(when): the rules' write waits")
        for section in Section.listed {
            let shown = store.list.tasks(in: section)
            #expect(Set(shown.map(\.name)) == model.names(in: section), "\(when): \(section)\n\(file)")
            for task in shown {
                guard let expected = model.tasks[task.name], expected.section == section else { continue }
                #expect(task.day == expected.day, "\(when): \(task.name) day\n\(file)")
                #expect(task.isDone == expected.isDone && task.doneDay == expected.doneDay, "\(when): \(task.name) done\n\(file)")
                #expect(task.isDelayed == expected.isDelayed, "\(when): \(task.name) delayed")
                #expect(task.priority == expected.priority, "\(when): \(task.name) priority")
            }
        }
        #expect(archived() == model.archive.sorted(), "\(when): archive\n\(folder.read("todo.archive.taskpaper") ?? "")")
    }

    var file: String { folder.read("todo.taskpaper") ?? "" }

    /// The archive's entries as the record reads them.
    func archived() -> [DailyRulesModel.Entry] {
        let doc = Document(folder.read("todo.archive.taskpaper") ?? "")
        var entries: [DailyRulesModel.Entry] = []
        for project in doc.children(of: nil) where doc.kind(project) == .project {
            guard let day = Day(doc.displayText(project)) else { continue }
            for line in doc.children(of: project) where doc.kind(line) == .task {
                let fate: Fate = doc.hasTag("done", on: line) ? .done : doc.hasTag("deleted", on: line) ? .deleted : .unfinished
                entries.append(DailyRulesModel.Entry(day: day, name: doc.displayText(line), fate: fate))
            }
        }
        return entries.sorted()
    }
}

/// The run's clock, read by the stores it opened as it moves on (forward
/// or back), with its roll-over hour.
private final class RunClock: @unchecked Sendable {
    var instant: Int64
    let rollover: Int

    init(instant: Int64, rollover: Int) {
        self.instant = instant
        self.rollover = rollover
    }

    var clock: LocalClock { LocalClock(rolloverMinutes: rollover) { self.instant } }
}
