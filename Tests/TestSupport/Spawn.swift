#if canImport(Glibc)
    import Glibc
#endif

/// Starting a child for a test and waiting for its end.
public enum Spawn {
    /// posix_spawn with the signal mask cleared (the test runner's threads
    /// block signals the child needs); nil when it cannot start.
    public static func start(
        _ program: String, _ argv: [String], environment: [String: String], actions: inout posix_spawn_file_actions_t
    ) -> pid_t? {
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var empty = sigset_t()
        sigemptyset(&empty)
        posix_spawnattr_setsigmask(&attributes, &empty)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK))
        var cArgs: [UnsafeMutablePointer<CChar>?] = argv.map { strdup($0) } + [nil]
        var cEnv: [UnsafeMutablePointer<CChar>?] = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (cArgs + cEnv).forEach { free($0) } }
        var pid = pid_t()
        guard posix_spawn(&pid, program, &actions, &attributes, &cArgs, &cEnv) == 0 else { return nil }
        return pid
    }

    /// Waits for the child; its exit status, or 128 + the signal that ended it.
    public static func wait(_ pid: pid_t) -> Int32 {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        return (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
    }
}
