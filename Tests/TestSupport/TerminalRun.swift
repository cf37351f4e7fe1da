#if canImport(Glibc)
    import Glibc
#endif

/// Runs a program with its standard output and error on a new
/// pseudo-terminal (as in a terminal window), stdin from /dev/null, and
/// keeps all it wrote there. Line ends come back as the terminal writes
/// them (`\r\n`). Nil when no pseudo-terminal can be had.
public enum TerminalRun {
    public static func run(_ program: String, _ argv: [String], environment: [String: String]) -> (
        status: Int32, output: String
    )? {
        // Linux's multiplexer: unlock the pair, ask its number.
        let master = open("/dev/ptmx", O_RDWR | O_NOCTTY)
        guard master >= 0 else { return nil }
        defer { close(master) }
        var unlock: Int32 = 0
        var number: UInt32 = 0
        guard ioctl(master, 0x4004_5431 /* TIOCSPTLCK */, &unlock) == 0,
            ioctl(master, 0x8004_5430 /* TIOCGPTN */, &number) == 0
        else { return nil }
        let name = "/dev/pts/\(number)"
        let slave = open(name, O_RDWR | O_NOCTTY)
        guard slave >= 0 else { return nil }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, slave, 1)
        posix_spawn_file_actions_adddup2(&actions, slave, 2)
        posix_spawn_file_actions_addclose(&actions, master)
        posix_spawn_file_actions_addclose(&actions, slave)
        let pid = Spawn.start(program, argv, environment: environment, actions: &actions)
        // Only the child holds the terminal now: reading ends when it has gone.
        close(slave)
        guard let pid else { return nil }
        var output: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let n = chunk.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { break }
            output += chunk[0..<n]
        }
        return (Spawn.wait(pid), String(decoding: output, as: UTF8.self))
    }
}
