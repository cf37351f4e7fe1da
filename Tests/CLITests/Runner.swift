import Glibc
import TestSupport

/// What one run of a program left behind.
struct RunResult {
    var status: Int32
    var stdout: String
    var stderr: String
}

/// Runs the built `txtodo` (it sits beside the test bundle) in a private
/// folder with a fixed clock and private XDG folders.
final class CLI {
    static var binary: String { BuiltBinary.path }

    let folder: String
    /// The clock txtodo reads (`TXTODO_NOW`). Moving it is time passing in
    /// the test's story: what was written before has been quiet since, so
    /// the todo files' times are set back (without waiting for that).
    var now = "2026-11-22 09:00:00" {
        didSet { if now != oldValue { quietenTodoFiles() } }
    }
    var extraEnvironment: [String: String] = [:]

    init() {
        var template = Array("/tmp/txtodo-cli-XXXXXX".utf8CString)
        let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
        precondition(made != nil, "cannot create a temporary folder")
        folder = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        for sub in ["data", "config", "home"] { mkdir(folder + "/" + sub, 0o700) }
    }

    deinit { _ = system("chmod -R u+rwx '\(folder)' 2>/dev/null; rm -rf '\(folder)'") }

    /// The default todo file under the private XDG data folder.
    var todo: String { folder + "/data/txtodo/todo.taskpaper" }
    var archive: String { folder + "/data/txtodo/todo.archive.taskpaper" }

    var environment: [String: String] {
        var env = [
            "HOME": folder + "/home", "XDG_DATA_HOME": folder + "/data", "XDG_CONFIG_HOME": folder + "/config",
            "TXTODO_NOW": now, "SWIFT_BACKTRACE": "interactive=no", "PATH": "/usr/bin:/bin", "TZ": "UTC",
        ]
        env.merge(extraEnvironment) { $1 }
        return env
    }

    /// Runs txtodo with these arguments; stdin is /dev/null.
    @discardableResult
    func run(_ arguments: [String]) -> RunResult {
        Self.spawn(
            "/bin/sh", ["sh", "-c", "exec \"$0\" \"$@\"", Self.binary] + arguments, environment: environment, folder: folder)
    }

    /// Runs txtodo as an unprivileged user, so permissions mean something
    /// even when the tests run as root (then as `nobody` through setpriv,
    /// with the private folders handed to that user).
    @discardableResult
    func runUnprivileged(_ arguments: [String]) -> RunResult {
        guard geteuid() == 0 else { return run(arguments) }
        _ = system("chmod 755 '\(folder)' && chown -R 65534:65534 '\(folder)'/data '\(folder)'/home '\(folder)'/config")
        let argv = ["setpriv", "--reuid=65534", "--regid=65534", "--clear-groups", "--", Self.binary] + arguments
        return Self.spawn("/usr/bin/setpriv", argv, environment: environment, folder: folder)
    }

    /// Runs a shell command line with txtodo's environment (`$TXTODO` is the binary).
    @discardableResult
    func shell(_ command: String) -> RunResult {
        var env = environment
        env["TXTODO"] = Self.binary
        return Self.spawn("/bin/sh", ["sh", "-c", command], environment: env, folder: folder)
    }

    func write(_ path: String, _ text: String) { write(path, bytes: Array(text.utf8)) }

    /// Writes a file now, as an editor or a script does.
    func write(_ path: String, bytes: [UInt8]) {
        let slash = path.lastIndex(of: "/")!
        _ = system("mkdir -p '\(path[..<slash])'")
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        precondition(fd >= 0)
        _ = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
        close(fd)
    }

    /// Writes a file as it was before the test's moment: its time ten
    /// seconds back (quiet, as a file the user wrote earlier is).
    func writeBefore(_ path: String, _ text: String) {
        write(path, text)
        Self.setBack(path)
    }

    /// The default todo file and its archive dated ten seconds back (files
    /// in git clones are left alone: git tells a change by its time).
    func quietenTodoFiles() {
        for path in [todo, archive] where exists(path) { Self.setBack(path) }
    }

    /// Dates the file ten seconds back, nanoseconds kept.
    static func setBack(_ path: String) {
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        var times = [
            timespec(tv_sec: now.tv_sec - 10, tv_nsec: now.tv_nsec), timespec(tv_sec: now.tv_sec - 10, tv_nsec: now.tv_nsec),
        ]
        utimensat(AT_FDCWD, path, &times, 0)
    }

    func read(_ path: String) -> String? { Self.readBytes(path).map { String(decoding: $0, as: UTF8.self) } }

    static func readBytes(_ path: String) -> [UInt8]? {
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var out: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let n = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if n <= 0 { break }
            out += chunk[0..<n]
        }
        return out
    }

    func exists(_ path: String) -> Bool { access(path, F_OK) == 0 }

    /// posix_spawn with stdout/stderr captured in files and the signal mask
    /// cleared (the test runner's threads block signals the child needs).
    /// `stderr`: a path to open for it instead (then not captured).
    static func spawn(
        _ program: String, _ argv: [String], environment: [String: String], folder: String, stderr: String? = nil
    ) -> RunResult {
        let out = folder + "/.stdout", err = stderr ?? folder + "/.stderr"
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, out, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, err, stderr == nil ? O_WRONLY | O_CREAT | O_TRUNC : O_RDWR, 0o600)
        guard let pid = Spawn.start(program, argv, environment: environment, actions: &actions) else {
            return RunResult(status: -1, stdout: "", stderr: "cannot spawn \(program)")
        }
        let code = Spawn.wait(pid)
        return RunResult(
            status: code, stdout: String(decoding: readBytes(out) ?? [], as: UTF8.self),
            stderr: stderr == nil ? String(decoding: readBytes(err) ?? [], as: UTF8.self) : "")
    }
}
