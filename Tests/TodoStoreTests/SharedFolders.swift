import Glibc
import TestSupport
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
    /// A copy whose name carries a device no machine here is.
    static let copyName = "todo.sync-conflict-20261122-101010-AAAAAAA.taskpaper"

    /// The copy Syncthing leaves where it keeps `winner`'s version in the
    /// file: named after that machine's device.
    static func copyName(keeping winner: Machine) -> String {
        "todo.sync-conflict-20261122-101010-\(winner.device).taskpaper"
    }

    final class Machine {
        let name: String
        let folder: TempFolder
        let state: StateFolder
        /// Its Syncthing home: a certificate of its own (random bytes do:
        /// the device id is their hash) and the folder's configuration.
        let syncthing: String
        let certificate: [UInt8]
        init(_ name: String, _ states: TempFolder) {
            self.name = name
            folder = TempFolder(synced: true)
            state = StateFolder(path: states.file("state-" + name))
            syncthing = states.file("syncthing-" + name)
            // (A certificate starts as DER sequences do; its bytes come
            // from the name, so a history runs the same every time.)
            var bytes = SplitMix64(seed: name.utf8.reduce(0xCE27) { $0 &* 31 &+ UInt64($1) })
            certificate = [0x30, 0x82] + (0..<300).map { _ in UInt8.random(in: 0...255, using: &bytes) }
            mkdir(syncthing, 0o700)
            let pem = "-----BEGIN CERTIFICATE-----\n" + Base64Text.encode(certificate) + "\n-----END CERTIFICATE-----\n"
            states.write("syncthing-" + name + "/cert.pem", pem)
        }
        /// Its full and short Syncthing device ids.
        var fullDevice: String { SyncthingDevice.fullID(certificateDER: certificate) }
        var device: String { String(fullDevice.prefix(7)) }

        /// Writes Syncthing's configuration: the folder shared with `all`.
        func share(with all: [Machine], in states: TempFolder) {
            let devices = all.map { "        <device id=\"\($0.fullDevice)\" introducedBy=\"\"></device>\n" }.joined()
            let xml =
                "<configuration version=\"35\">\n    <folder id=\"todo\" label=\"todo\" path=\"\(folder.path)\" type=\"sendreceive\">\n"
                + devices + "    </folder>\n</configuration>\n"
            states.write("syncthing-" + name + "/config.xml", xml)
        }
        var path: String { folder.file("todo.taskpaper") }
        var text: String { folder.read("todo.taskpaper") ?? "" }

        /// Opens the file as a command does (copies beside it are merged),
        /// `later` seconds after now by the real clock (an hour: the file's
        /// last edit is quiet).
        @discardableResult
        func open(later: Int64 = 3_600, on day: String = "2026-11-22") throws -> TodoStore {
            let clock = ManualClock(day)
            let now: @Sendable () -> Int64 = { LocalClock.realNanoseconds() + later * 1_000_000_000 }
            var config = Config(machineName: name)
            config.syncthingHomes = [syncthing]
            let store = try TodoStore(
                path: path, config: config,
                clock: LocalClock(rolloverMinutes: 0, fileClock: now) { clock.instant }, state: state)
            try store.settle()
            return store
        }

        func commit(_ action: Action) throws { try open().commit(action) }

        /// This machine's id, as its logs are named.
        var id: String { MachineIdentity.load(state: state, name: name)!.id }

        /// A line appended by hand at the end of the file.
        func append(_ line: String) {
            let fd = Glibc.open(path, O_WRONLY | O_APPEND)
            precondition(fd >= 0)
            _ = Array(line.utf8).withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
            close(fd)
        }

        /// An edit saved as most editors save: a new file written beside
        /// the old one, then renamed over it.
        func saveByRename(_ change: (String) -> String) {
            folder.write(".todo.taskpaper.swp", change(text))
            rename(folder.file(".todo.taskpaper.swp"), path)
        }

        /// When the file was last written.
        var written: timespec { folder.written("todo.taskpaper") }

        /// Writes `text` to `name` with the time `at`, as sync tools keep
        /// the time a file was written on its machine.
        func place(_ name: String, _ text: String, at: timespec) { folder.write(name, text, at: at) }

        /// An edit by hand: the whole file written as an editor writes it.
        func edit(_ change: (String) -> String) { folder.write("todo.taskpaper", change(text)) }
    }

    let states = TempFolder()
    var machines: [Machine] = []

    init(_ names: [String], start: String) throws {
        machines = names.map { Machine($0, states) }
        for m in machines { m.share(with: machines, in: states) }
        machines[0].folder.writeBefore("todo.taskpaper", start)
        try machines[0].open()
        for m in machines.dropFirst() { carry(from: machines[0], to: m) }
        for m in machines { try m.open() }
        for m in machines { for n in machines where n !== m { carryLogs(from: m, to: n) } }
    }

    /// Every log of `from` that is newer than `to`'s copy of it reaches
    /// `to` (each log has one writer, so the newer copy holds the older).
    /// (A log that grew is newer: times of two appends a moment apart
    /// can be equal, so sizes tell.)
    func carryLogs(from: Machine, to: Machine) {
        let (a, b) = (from.folder.path + "/todo.versions/", to.folder.path + "/todo.versions/")
        mkdir(b, 0o755)
        func size(_ path: String) -> Int {
            var st = stat()
            return stat(path, &st) == 0 ? Int(st.st_size) : -1
        }
        for name in from.folder.names(in: "todo.versions")
        where (name.hasSuffix(".log") && size(a + name) > size(b + name)) || name.hasSuffix(".syncthing") {
            _ = system("cp -p '\(a + name)' '\(b + name)'")
        }
    }

    /// As `carryLogs`, but the log of `except` stays as it was (it comes
    /// later), or, when `cut`, arrives cut short inside its newer records;
    /// either way dated before the whole one, which a later carry brings.
    func carryLogs(from: Machine, to: Machine, except: Machine, cut: Bool) {
        let name = "todo.versions/" + except.id + ".log"
        let (source, target, kept) = (from.folder.file(name), to.folder.file(name), to.folder.file(name + ".kept"))
        func size(_ path: String) -> Int {
            var st = stat()
            return stat(path, &st) == 0 ? Int(st.st_size) : 0
        }
        let had = size(target)
        _ = system("cp -p '\(target)' '\(kept)' 2>/dev/null")
        carryLogs(from: from, to: to)
        if cut && size(source) > had + 1 {
            _ = system("head -c \(had + (size(source) - had) / 2) '\(source)' > '\(target)'")
            _ = system("touch -r '\(source)' -d '-1 second' '\(target)'")
            unlink(kept)
        } else if had > 0 {
            rename(kept, target)
        } else {
            unlink(target)
        }
    }

    /// Both hold the same bytes: the sync tool carries every log, and the
    /// time of the later write to the other file, as Syncthing updates only
    /// a file's time when its bytes are those of the version it takes.
    func agree(_ a: Machine, _ b: Machine) {
        carryLogs(from: a, to: b)
        carryLogs(from: b, to: a)
        let (x, y) = (a.written, b.written)
        let later = (x.tv_sec, x.tv_nsec) >= (y.tv_sec, y.tv_nsec) ? x : y
        for m in [a, b] {
            var times = [later, later]
            utimensat(AT_FDCWD, m.path, &times, 0)
        }
    }

    /// The sync tool carries `from`'s file to `to`, logs first.
    func carry(from: Machine, to: Machine) {
        carryLogs(from: from, to: to)
        to.place("todo.taskpaper", from.text, at: from.written)
    }

    /// Both changed apart: the sync tool keeps `winner`'s version in both
    /// places and leaves the other's beside it as a conflict copy, with
    /// every log carried.
    /// `only`: the one machine the copy is left on (it merges it, and the
    /// sync tool then carries its merge to the other as a plain change).
    func conflict(winner: Machine, loser: Machine, only: Machine? = nil) {
        let (w, l) = (winner.text, loser.text)
        let (wAt, lAt) = (winner.written, loser.written)
        carryLogs(from: winner, to: loser)
        carryLogs(from: loser, to: winner)
        for m in only.map({ [$0] }) ?? [winner, loser] {
            m.place("todo.taskpaper", w, at: wAt)
            m.place(Self.copyName(keeping: winner), l, at: lAt)
        }
    }

    /// The sync tool leaves `from`'s version beside `on`'s file as a
    /// conflict copy.
    func leaveCopy(of from: Machine, on machine: Machine) {
        machine.place(Self.copyName(keeping: machine), from.text, at: from.written)
    }

    static func names(_ text: String) -> [String] {
        text.split(separator: "\n").filter { $0.contains("- ") }.map { line in
            let body = line.drop { $0 == "\t" || $0 == " " }.dropFirst(2)
            return String(body.prefix { $0 != "@" }).trimmingWhitespace()
        }.map(String.init).sorted()
    }
}
