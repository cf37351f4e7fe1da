import CLinux
import Glibc

/// Starts programs with posix_spawn (fork-free, safe in a threaded process),
/// from an argument vector, never through a shell unless asked. The child
/// starts with no blocked signals, whatever the caller's threads block.
public enum Subprocess {
    /// Runs `arguments[0]` (a path) with the caller's terminal and returns
    /// its exit status, 128+N when killed by signal N, or 127 when it could
    /// not start.
    public static func run(_ arguments: [String], environment: [String: String]? = nil) -> Int32 {
        guard let pid = spawn(arguments, environment: environment, output: nil) else { return 127 }
        return wait(pid, blocking: true) ?? 127
    }

    /// Runs a program with stdin at /dev/null and returns its status and what
    /// it wrote on stdout and (unless `errors` is false) stderr together.
    public static func capture(_ arguments: [String], environment: [String: String]? = nil, errors: Bool = true) -> (
        status: Int32, output: String
    ) {
        guard let child = Child(arguments, environment: environment, errors: errors) else { return (127, "") }
        while child.readAvailable(blocking: true) {}
        return (wait(child.pid, blocking: true) ?? 127, child.text)
    }

    /// A program running beside the caller; `poll()` says when it has ended.
    public final class Child {
        public let pid: pid_t
        private let fd: Int32
        private var bytes: [UInt8] = []
        private var open = true

        /// Starts the program with stdin at /dev/null and stdout and stderr
        /// into a pipe (stderr to /dev/null when `errors` is false); nil when
        /// it could not start.
        public init?(_ arguments: [String], environment: [String: String]? = nil, errors: Bool = true) {
            var ends: [Int32] = [0, 0]
            // Both ends close on exec: a program another thread starts at
            // the same moment must not hold the write end (this one's read
            // would wait for that program to end); the spawn's dup2 gives
            // this child its own copy on stdout.
            guard txtodo_cloexec_pipe(&ends) == 0 else { return nil }
            guard let pid = Subprocess.spawn(arguments, environment: environment, output: ends[1], errors: errors) else {
                close(ends[0])
                close(ends[1])
                return nil
            }
            close(ends[1])
            self.pid = pid
            fd = ends[0]
        }

        deinit { if open { close(fd) } }

        public var text: String { String(decoding: bytes, as: UTF8.self) }

        /// The exit status and output once the program has ended; nil while it runs.
        public func poll() -> (status: Int32, output: String)? {
            while readAvailable(blocking: false) {}
            guard !open, let status = Subprocess.wait(pid, blocking: false) else { return nil }
            return (status, text)
        }

        /// Reads what is there; false at the end of the output or when
        /// nothing is waiting.
        func readAvailable(blocking: Bool) -> Bool {
            guard open else { return false }
            var probe = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            if !blocking && Glibc.poll(&probe, 1, 0) <= 0 { return false }
            var chunk = [UInt8](repeating: 0, count: 16_384)
            let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress!, $0.count) }
            if n < 0 && errno == EINTR { return true }
            if n <= 0 {
                close(fd)
                open = false
                return false
            }
            bytes += chunk[0..<n]
            return true
        }
    }

    private static func spawn(
        _ arguments: [String], environment: [String: String]?, output: Int32?, errors: Bool = true
    ) -> pid_t? {
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGINT, SIGTERM, SIGHUP, SIGPIPE, SIGWINCH, SIGTSTP] { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        if let output {
            posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
            posix_spawn_file_actions_adddup2(&actions, output, 1)
            if errors {
                posix_spawn_file_actions_adddup2(&actions, output, 2)
            } else {
                posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
            }
            posix_spawn_file_actions_addclose(&actions, output)
        }

        let argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let env: [UnsafeMutablePointer<CChar>?]? = environment.map { $0.map { strdup("\($0.key)=\($0.value)") } + [nil] }
        defer { env?.forEach { free($0) } }
        var pid = pid_t()
        let started =
            env.map { env in posix_spawn(&pid, argv[0]!, &actions, &attributes, argv, env) }
            ?? posix_spawn(&pid, argv[0]!, &actions, &attributes, argv, environ)
        return started == 0 ? pid : nil
    }

    /// The exit status (128+N after signal N); nil while a non-blocking wait finds it running.
    private static func wait(_ pid: pid_t, blocking: Bool) -> Int32? {
        var status: Int32 = 0
        while true {
            let got = waitpid(pid, &status, blocking ? 0 : WNOHANG)
            if got == pid { break }
            if got == 0 { return nil }
            if errno != EINTR { return 127 }
        }
        let signal = status & 0x7F
        return signal == 0 ? (status >> 8) & 0xFF : 128 + signal
    }

    /// Sleeps a little (for polling a child that must end before the caller goes on).
    public static func pause(milliseconds: Int) -> Int32 {
        var request = timespec(tv_sec: milliseconds / 1000, tv_nsec: (milliseconds % 1000) * 1_000_000)
        return nanosleep(&request, nil)
    }

    /// The full path of `program` found on `PATH`, or nil.
    public static func find(_ program: String, environment: [String: String]) -> String? {
        if program.contains("/") { return access(program, X_OK) == 0 ? program : nil }
        let path = environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        for folder in path.split(separator: ":") where !folder.isEmpty {
            let candidate = "\(folder)/\(program)"
            var st = stat()
            if stat(candidate, &st) == 0, (st.st_mode & S_IFMT) == S_IFREG, access(candidate, X_OK) == 0 { return candidate }
        }
        return nil
    }
}
