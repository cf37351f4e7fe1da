import Glibc
@testable import TodoStore
import TodoCore
@testable import FileAccess
@testable import TodoConfig
@testable import TodoVersions

/// Machines that each have their own copy of one synced folder (the todo
/// file and the version logs) and their own state, and a sync tool between
/// them that the test drives by hand: it carries the logs, and carries a
/// file or leaves a conflict copy, as Syncthing does.
final class SharedFolders {
    static let copyName = "todo.sync-conflict-20261122-101010-AAAAAAA.taskpaper"

    final class Machine {
        let name: String
        let folder: TempFolder
        let state: StateFolder
        init(_ name: String, _ states: TempFolder) {
            self.name = name
            folder = TempFolder(synced: true)
            state = StateFolder(path: states.file("state-" + name))
        }
        var path: String { folder.file("todo.taskpaper") }
        var text: String { folder.read("todo.taskpaper") ?? "" }

        /// Opens the file as a command does (copies beside it are merged).
        @discardableResult
        func open() throws -> TodoStore {
            let clock = ManualClock("2026-11-22")
            let now: @Sendable () -> Int64 = { LocalClock.realNanoseconds() + 3_600 * 1_000_000_000 }
            let store = try TodoStore(
                path: path, config: Config(machineName: name),
                clock: LocalClock(rolloverMinutes: 0, fileClock: now) { clock.instant }, state: state)
            try store.settle()
            return store
        }

        func commit(_ action: Action) throws { try open().commit(action) }

        /// An edit by hand: the whole file written as an editor writes it.
        func edit(_ change: (String) -> String) {
            folder.write("todo.taskpaper", change(text))
            folder.quieten("todo.taskpaper")
        }
    }

    let states = TempFolder()
    var machines: [Machine] = []

    init(_ names: [String], start: String) throws {
        machines = names.map { Machine($0, states) }
        machines[0].folder.writeBefore("todo.taskpaper", start)
        try machines[0].open()
        for m in machines.dropFirst() { carry(from: machines[0], to: m) }
        for m in machines { try m.open() }
        for m in machines { for n in machines where n !== m { carryLogs(from: m, to: n) } }
    }

    /// Every log of `from` that is newer than `to`'s copy of it reaches
    /// `to` (each log has one writer, so the newer copy holds the older).
    func carryLogs(from: Machine, to: Machine) {
        let (a, b) = (from.folder.path, to.folder.path)
        _ = system("mkdir -p '\(b)/todo.versions' && cp -u -p '\(a)'/todo.versions/*.log '\(b)/todo.versions/' 2>/dev/null")
    }

    /// The sync tool carries `from`'s file to `to`, logs first.
    func carry(from: Machine, to: Machine) {
        carryLogs(from: from, to: to)
        to.folder.write("todo.taskpaper", from.text)
        to.folder.quieten("todo.taskpaper")
    }

    /// Both changed apart: the sync tool keeps `winner`'s version in both
    /// places and leaves the other's beside it as a conflict copy, with
    /// every log carried.
    /// `only`: the one machine the copy is left on (it merges it, and the
    /// sync tool then carries its merge to the other as a plain change).
    func conflict(winner: Machine, loser: Machine, only: Machine? = nil) {
        let (w, l) = (winner.text, loser.text)
        carryLogs(from: winner, to: loser)
        carryLogs(from: loser, to: winner)
        for m in only.map({ [$0] }) ?? [winner, loser] {
            m.folder.write("todo.taskpaper", w)
            m.folder.quieten("todo.taskpaper")
            m.folder.write(Self.copyName, l)
            m.folder.quieten(Self.copyName)
        }
    }

    static func names(_ text: String) -> [String] {
        text.split(separator: "\n").filter { $0.contains("- ") }.map { line in
            let body = line.drop { $0 == "\t" || $0 == " " }.dropFirst(2)
            return String(body.prefix { $0 != "@" }).trimmingWhitespace()
        }.map(String.init).sorted()
    }
}
