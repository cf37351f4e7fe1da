import Glibc

/// Starts programs with posix_spawn (fork-free, safe in a threaded process)
/// and waits for them. The child starts with no blocked signals, whatever
/// the caller's threads block.
enum Subprocess {
    /// Runs `arguments[0]` (a path) and returns its exit status, 128+N when
    /// killed by signal N, or 127 when it could not start.
    static func run(_ arguments: [String], environment: [String: String]? = nil) -> Int32 {
        var pid = pid_t()
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

        let argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let env: [UnsafeMutablePointer<CChar>?]? = environment.map { $0.map { strdup("\($0.key)=\($0.value)") } + [nil] }
        defer { env?.forEach { free($0) } }
        let started = env.map { env in posix_spawn(&pid, argv[0]!, nil, &attributes, argv, env) }
            ?? posix_spawn(&pid, argv[0]!, nil, &attributes, argv, environ)
        guard started == 0 else { return 127 }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            if errno != EINTR { return 127 }
        }
        let signal = status & 0x7F
        return signal == 0 ? (status >> 8) & 0xFF : 128 + signal
    }
}

/// The file in the person's editor ($VISUAL, else $EDITOR, else vi), run
/// through the shell so editor settings like `code -w` work: the `E` key and
/// `txtodo edit`.
public enum ExternalEditor {
    public static func command(_ environment: [String: String]) -> String {
        for name in ["VISUAL", "EDITOR"] {
            if let value = environment[name], value.contains(where: { !$0.isWhitespace }) { return value }
        }
        return "vi"
    }

    /// The editor's exit status (127 when it could not be started).
    public static func open(_ path: String, environment: [String: String]) -> Int32 {
        Subprocess.run(["/bin/sh", "-c", command(environment) + " \"$1\"", "sh", path])
    }

    static func failure(_ status: Int32, environment: [String: String]) -> String {
        let editor = command(environment)
        if status == 127 { return "Could not start the editor `\(editor)`: set VISUAL or EDITOR" }
        return "The editor `\(editor)` ended with status \(status); the file was reloaded"
    }
}
