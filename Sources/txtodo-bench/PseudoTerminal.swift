import Foundation

/// A child process on a pseudo-terminal: write keys, read what it draws.
final class PseudoTerminal {
    private let master: Int32
    let pid: pid_t
    private var output: [UInt8] = []

    init?(binary: String, arguments: [String], environment: [String: String]) {
        // Linux pseudo-terminal multiplexer: unlock the pair, ask its number.
        master = open("/dev/ptmx", O_RDWR | O_NOCTTY)
        var unlock: Int32 = 0
        var number: UInt32 = 0
        guard master >= 0, ioctl(master, 0x4004_5431 /* TIOCSPTLCK */, &unlock) == 0,
            ioctl(master, 0x8004_5430 /* TIOCGPTN */, &number) == 0
        else { return nil }
        let name = "/dev/pts/\(number)"
        var size = winsize(ws_row: 24, ws_col: 80, ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(master, UInt(TIOCSWINSZ), &size)
        let slave = open(name, O_RDWR | O_NOCTTY)
        guard slave >= 0 else { return nil }
        defer { close(slave) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for target: Int32 in [0, 1, 2] { posix_spawn_file_actions_adddup2(&actions, slave, target) }
        posix_spawn_file_actions_addclose(&actions, master)
        let argv = ([binary] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let env = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { env.forEach { free($0) } }
        var child = pid_t()
        guard posix_spawn(&child, binary, &actions, nil, argv, env) == 0 else { return nil }
        pid = child
    }

    func send(_ text: String) {
        output.removeAll()
        _ = Array(text.utf8).withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
    }

    /// Reads until nothing arrives for `quietMilliseconds`.
    func drain(quietMilliseconds: Int32) {
        var buffer = [UInt8](repeating: 0, count: 65536)
        var poller = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
        while poll(&poller, 1, quietMilliseconds) > 0 {
            if buffer.withUnsafeMutableBytes({ read(master, $0.baseAddress, $0.count) }) <= 0 { return }
        }
    }

    /// Reads until `text` has appeared in the output since the last `send`
    /// (any output for ""), or 5 s pass.
    func waitFor(_ text: String) -> Bool {
        let needle = Array(text.utf8)
        let deadline = UIBenchmark.monotonic() + 5000
        var buffer = [UInt8](repeating: 0, count: 65536)
        while UIBenchmark.monotonic() < deadline {
            var poller = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, 100) > 0 else { continue }
            let count = buffer.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
            if count <= 0 { return false }
            output += buffer[0..<count]
            if contains(needle) { return true }
        }
        return false
    }

    private func contains(_ needle: [UInt8]) -> Bool {
        guard !needle.isEmpty else { return !output.isEmpty }
        guard output.count >= needle.count else { return false }
        for start in 0...(output.count - needle.count) where output[start] == needle[0] {
            if Array(output[start..<start + needle.count]) == needle { return true }
        }
        return false
    }

    /// Waits for the child to end (it was sent `q`), draining its output.
    func finish() {
        var buffer = [UInt8](repeating: 0, count: 65536)
        var status: Int32 = 0
        let deadline = UIBenchmark.monotonic() + 5000
        while waitpid(pid, &status, WNOHANG) == 0 {
            if UIBenchmark.monotonic() > deadline {
                kill(pid, SIGKILL)
                waitpid(pid, &status, 0)
                break
            }
            var poller = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            if poll(&poller, 1, 10) > 0 {
                _ = buffer.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
            }
        }
        close(master)
    }
}
