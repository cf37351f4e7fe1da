import Glibc
import TestSupport
import Testing

@testable import TodoStore
import TodoCore
import TaskPaper
@testable import FileAccess
@testable import TodoConfig
@testable import TodoVersions

/// The daily rules over days of use, on a real file and state folder, against
/// `DailyRulesModel`: tasks of a few names, typed by hand with and without
/// `@day`, `@done` typed with and without a date (tags before and after
/// them), lines deleted, renamed and moved between sections by hand; moves,
/// delays, checks, priorities and deletes through txtodo, and undo; reads by
/// the app (one store kept open, seeing a hand edit at once, the file not yet
/// quiet) and by commands (a store each), a roll-over hour, and a clock that
/// runs on for days without a change, or is set back. After every read, the
/// list and the archive are what the model says, and the file was written
/// only when the new day's rules had to be.
@Suite struct DailyRulesPropertyTests {
    @Test(arguments: 0..<40)
    func theRulesHoldOverDaysOfUse(_ seed: Int) throws {
        var run = try DailyRulesRun(seed: UInt64(seed))
        for _ in 0..<80 { try run.step() }
    }
}

struct DailyRulesRun {
    let folder = TempFolder()
    var g: SplitMix64
    var model = DailyRulesModel()
    let time: RunClock
    var app: TodoStore!
    var named = 0
    /// The latest steps, said when a check fails.
    var steps: [String] = []

    init(seed: UInt64) throws {
        g = SplitMix64(seed: seed &* 7919 &+ 3)
        time = RunClock(
            instant: LocalClock.instant(day: Day("2026-11-21")!, minutes: 10 * 60),
            rollover: [0, 4 * 60, 23 * 60 + 30][Int(seed % 3)])
        folder.write("todo.taskpaper", "Floating:\nToday:\nTomorrow:\nLater:\n")
        quieten()
        app = try open()
        _ = model.load(today: app.today)
        try check(app, "first read")
    }

    var path: String { folder.file("todo.taskpaper") }
    var clock: LocalClock { time.clock }
    var file: String { folder.read("todo.taskpaper") ?? "" }

    /// A store on the file, whose clock is this run's clock as it moves,
    /// opened as a command that reads opens it (what waits is saved).
    func open() throws -> TodoStore {
        let store = try TodoStore(path: path, config: Config(), clock: clock, state: StateFolder(path: folder.file("state")))
        try store.settle()
        return store
    }

    /// Dates the file five seconds back: the daily rules may write at once.
    func quieten() { folder.date("todo.taskpaper", secondsFromNow: -5) }

    mutating func note(_ step: String) { steps = steps.suffix(11) + [step] }

    mutating func step() throws {
        switch Int.random(in: 0..<100, using: &g) {
        case 0..<14: advanceClock()
        case 14..<30: try typeByHand()
        case 30..<35: try deleteByHand()
        case 35..<40: try renameByHand()
        case 40..<45: try moveByHand()
        case 45..<57: try appLooks(quiet: Int.random(in: 0..<3, using: &g) > 0, "app refresh")
        case 57..<65: try commandReads()
        default: try act()
        }
    }

    mutating func advanceClock() {
        let hours = [1, 3, 5, 9, 24, 24, 48, 72, -3, -24, -48].randomElement(using: &g)!
        time.instant += Int64(hours) * 3600
        note("\(hours) hours on: \(clock.today())")
    }

    // MARK: Reads

    /// The app, open all along, looks again; the file has gone quiet, or was
    /// just written (dated ahead: not quiet for a while).
    mutating func appLooks(quiet: Bool, _ when: String) throws {
        note("\(when): the app looks\(quiet ? "" : ", the file not quiet")")
        folder.date("todo.taskpaper", secondsFromNow: quiet ? -5 : 20)
        let bytes = file
        _ = try app.refresh()
        let wrote = model.read(today: app.today, quiet: quiet)
        try #require((file != bytes) == wrote, "\(when): the file was \(wrote ? "not " : "")written\n\(bytes)\n\(steps)")
        try check(app, when)
    }

    /// A command reads the quiet file, and writes only what the rules need.
    mutating func commandReads() throws {
        note("a command reads")
        quieten()
        let bytes = file
        let store = try open()
        let wrote = model.read(today: store.today, quiet: true)
        try #require((file != bytes) == wrote, "command read: the file was \(wrote ? "not " : "")written\n\(bytes)\n\(steps)")
        try check(store, "command read")
    }

    // MARK: Changes through txtodo

    mutating func act() throws {
        quieten()
        let fresh = Bool.random(using: &g)
        let store = fresh ? try open() : app!
        // The change reads the file first, as every change does (a command
        // has read it already, writing the rules).
        let before = model
        if fresh { _ = model.read(today: clock.today(), quiet: true) } else { _ = model.load(today: clock.today()) }
        guard let i = before.tasks.indices.randomElement(using: &g), Int.random(in: 0..<8, using: &g) > 0 else {
            return try add(store)
        }
        let ref = before.ref(at: i)
        guard let j = model.index(of: ref) else {
            // It expired on that read: the change is refused, the rules stand.
            #expect(throws: TodoError.self) { try store.commit(.toggleDone(ref)) }
            try settle(store, "refused, gone")
            return
        }
        var undone = model
        undone.write()
        let today = clock.today()
        let action: Action, allowed: Bool
        switch Int.random(in: 0..<6, using: &g) {
        case 0, 1:
            let section = Section.listed.randomElement(using: &g)!
            (action, allowed) = (.move(ref, section), model.move(at: j, to: section, today: today))
        case 2:
            (action, allowed) = (.delay(ref), model.move(at: j, to: .tomorrow, today: today, delay: true))
        case 3:
            model.toggle(at: j, today: today)
            (action, allowed) = (.toggleDone(ref), true)
        case 4:
            let priority = Int.random(in: 1...3, using: &g)
            model.tasks[j].priority = priority
            (action, allowed) = (.setPriority(ref, priority), true)
        default:
            model.delete(at: j, today: today)
            (action, allowed) = (.delete(ref), true)
        }
        note("\(fresh ? "a command" : "the app"): \(action)")
        let made = try expect(store, action, allowed: allowed)
        if made { model.write() }
        let ruled = try settle(store, "after a change to \(ref)")
        // A change that made no difference is not in the undo history; one
        // whose task the rules took away since cannot be undone.
        let changed = model.shownTasks != undone.shownTasks || model.archive.sorted() != undone.archive.sorted()
        if made && changed && !ruled && Int.random(in: 0..<4, using: &g) == 0 { try undo(back: undone) }
    }

    /// The change just made is undone, by the app or by a command: what
    /// the rules did on its read stays.
    mutating func undo(back undone: DailyRulesModel) throws {
        quieten()
        let store = Bool.random(using: &g) ? app! : try open()
        note("undo")
        do {
            #expect(try store.undo() != nil)
        } catch {
            Issue.record("\(error), after:\n\(steps.joined(separator: "\n"))\n\(file)")
            throw error
        }
        model = undone
        try settle(store, "after an undo")
    }

    /// Once the change is written (or refused), the file is left quiet and
    /// the store looks again, writing what the rules need. Whether the rules
    /// changed the list on that look (a task moved to Floating done on an
    /// earlier day expires at once).
    @discardableResult
    mutating func settle(_ store: TodoStore, _ when: String) throws -> Bool {
        quieten()
        _ = try store.refresh()
        let ruled = model.read(today: store.today, quiet: true)
        try check(store, when)
        return ruled
    }

    mutating func add(_ store: TodoStore) throws {
        let name = pickName()
        let section = Section.listed.randomElement(using: &g)!
        let today = clock.today()
        note("add \(name) to \(section)")
        if section == .floating && model.count(in: .floating) >= 3 {
            #expect(throws: TodoError.floatingFull(limit: 3)) { try store.commit(.add(section, name, priority: 1)) }
        } else {
            try store.commit(.add(section, name, priority: 1))
            let day: Day? = section == .today ? today : section == .tomorrow ? today.next : nil
            model.tasks.append(DailyRulesModel.Task(name: name, section: section, day: day))
            model.write()
        }
        try settle(store, "after adding \(name)")
    }

    /// A name shared with other tasks, mostly; sometimes one of its own.
    mutating func pickName() -> String {
        if Int.random(in: 0..<4, using: &g) > 0 { return ["Stretch", "Read", "Call mum"].randomElement(using: &g)! }
        named += 1
        return "T\(named)"
    }

    /// The change is made when the model allows it, and refused with a
    /// one-line reason otherwise (nothing changed). Whether it was made.
    func expect(_ store: TodoStore, _ action: Action, allowed: Bool) throws -> Bool {
        if allowed {
            try store.commit(action)
        } else {
            let bytes = folder.read("todo.taskpaper")
            #expect(throws: TodoError.self, "\(action) should be refused") { try store.commit(action) }
            #expect(folder.read("todo.taskpaper") == bytes)
        }
        return allowed
    }

    // MARK: What the store shows against the model

    func check(_ store: TodoStore, _ when: String) throws {
        let said = "\(when), after:\n" + steps.joined(separator: "\n") + "\n" + file
        try #require(store.today == clock.today(), "\(said)")
        try #require(store.isWaitingToSave == model.rulesWait, "the rules' write waits: \(said)")
        for section in Section.listed {
            let shown = store.list.tasks(in: section).sorted { $0.line < $1.line }.map {
                DailyRulesModel.Shown(
                    name: $0.name, tags: $0.tags, day: $0.day, isDone: $0.isDone, doneDay: $0.doneDay,
                    isDelayed: $0.isDelayed, priority: $0.priority)
            }
            try #require(shown == model.shown(in: section), "\(section): \(said)")
        }
        try #require(
            archived() == model.archive.sorted(), "archive: \(said)\n\(folder.read("todo.archive.taskpaper") ?? "")")
    }

    /// The archive's entries as the record reads them.
    func archived() -> [DailyRulesModel.Entry] {
        let doc = Document(folder.read("todo.archive.taskpaper") ?? "")
        let own: Set = ["day", "done", "deleted", "priority", "delayed"]
        var entries: [DailyRulesModel.Entry] = []
        for project in doc.children(of: nil) where doc.kind(project) == .project {
            guard let day = Day(doc.displayText(project)) else { continue }
            for line in doc.children(of: project) where doc.kind(line) == .task {
                let fate: Fate = doc.hasTag("done", on: line) ? .done : doc.hasTag("deleted", on: line) ? .deleted : .unfinished
                let tags = doc.tags(line).filter { !own.contains($0.name) }.map { "@" + $0.name }
                entries.append(DailyRulesModel.Entry(day: day, name: doc.displayText(line), tags: tags, fate: fate))
            }
        }
        return entries.sorted()
    }
}

/// The run's clock, read by the stores it opened as it moves on (forward
/// or back), with its roll-over hour.
final class RunClock: @unchecked Sendable {
    var instant: Int64
    let rollover: Int

    init(instant: Int64, rollover: Int) {
        self.instant = instant
        self.rollover = rollover
    }

    var clock: LocalClock { LocalClock(rolloverMinutes: rollover) { self.instant } }
}
