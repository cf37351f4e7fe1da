#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Two real Syncthing instances on 127.0.0.1, sharing one folder between
/// two machines' copies (`SyncedMachines`' folders): discovery, relays,
/// NAT, usage reports and the browser off, each with its own home. They
/// are set apart and brought back together by pausing each other's device
/// through the REST API.
final class RealSyncthing {
    static var program: String? {
        ["/usr/bin/syncthing", "/usr/local/bin/syncthing", "/bin/syncthing"].first { access($0, X_OK) == 0 }
    }

    struct Instance {
        let home: String
        let id: String
        let gui: Int
        let listen: Int
        var pid: pid_t = 0
    }

    let machines: SyncedMachines
    private(set) var a: Instance, b: Instance

    /// Sets both up and starts them; nil when Syncthing cannot be set up here.
    init?(_ machines: SyncedMachines) {
        guard let program = Self.program else { return nil }
        self.machines = machines
        let root = machines.cli.folder + "/syncthing"
        var ports = Self.freePorts(4)
        func instance(_ name: String) -> Instance? {
            let home = root + "/" + name
            let environment = ["PATH": "/usr/bin:/bin", "HOME": home]
            let run = { (arguments: [String]) in
                CLI.spawn(program, ["syncthing"] + arguments, environment: environment, folder: machines.cli.folder)
            }
            guard run(["generate", "--home=" + home, "--no-default-folder"]).status == 0,
                let id = run(["serve", "--home=" + home, "--device-id"]).stdout.split(separator: "\n").first.map(String.init)
            else { return nil }
            return Instance(home: home, id: id, gui: ports.removeFirst(), listen: ports.removeFirst())
        }
        guard let a = instance("a"), let b = instance("b") else { return nil }
        self.a = a
        self.b = b
        for (me, other, folder, dials) in [(a, b, machines.a.folder, false), (b, a, machines.b.folder, true)] {
            machines.cli.shell("mkdir -p '\(folder)'")
            machines.cli.write(me.home + "/config.xml", Self.config(me, other, folder: folder, dials: dials))
        }
        // Only the second dials the first: two dials crossing would each
        // wait 20 s for the other's hello.
        self.a.pid = start(program, a)
        for _ in 0..<100 where request(a, "GET", "/rest/system/ping") == nil { usleep(100_000) }
        self.b.pid = start(program, b)
    }

    deinit {
        for pid in [a.pid, b.pid] where pid > 0 {
            kill(pid, SIGTERM)
            var status: Int32 = 0
            waitpid(pid, &status, 0)
        }
    }

    /// Whether both see each other connected.
    var connected: Bool {
        [(a, b), (b, a)].allSatisfy { me, other in
            Self.isConnected(request(me, "GET", "/rest/system/connections") ?? "", other.id)
        }
    }

    /// Each stops talking to the other (the machines are apart).
    func pause() {
        _ = request(a, "POST", "/rest/system/pause?device=\(b.id)")
        _ = request(b, "POST", "/rest/system/pause?device=\(a.id)")
    }

    /// Each takes the other back: the first, which listens, then the
    /// second, which dials it at once.
    func resume() {
        _ = request(a, "POST", "/rest/system/resume?device=\(b.id)")
        _ = request(b, "POST", "/rest/system/resume?device=\(a.id)")
    }

    /// Each scans its folder now (the call returns when the scan is done),
    /// rather than when its watcher's delay runs out.
    func scan() {
        for me in [a, b] { _ = request(me, "POST", "/rest/db/scan?folder=todo") }
    }

    /// Whether the folder is idle on both, with nothing left to fetch.
    var idle: Bool {
        [a, b].allSatisfy { me in
            let status = request(me, "GET", "/rest/db/status?folder=todo") ?? ""
            return status.contains("\"state\": \"idle\"") && status.contains("\"needTotalItems\": 0")
        }
    }

    /// `"<id>": { … "connected": true` in /rest/system/connections.
    private static func isConnected(_ json: String, _ id: String) -> Bool {
        guard let at = json.firstRange(of: "\"\(id)\"") else { return false }
        let rest = json[at.upperBound...]
        let end = rest.firstIndex(of: "}") ?? rest.endIndex
        return rest[..<end].contains("\"connected\": true")
    }

    private func start(_ program: String, _ me: Instance) -> pid_t {
        var environment = ["HOME": me.home, "STNODEFAULTFOLDER": "1", "STNOUPGRADE": "1", "STNORESTART": "1"]
        environment["PATH"] = "/usr/bin:/bin"
        let argv = [program, "serve", "--home=" + me.home, "--no-browser", "--no-restart", "--logfile=" + me.home + "/log"]
        var pid = pid_t()
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for fd: Int32 in [0, 1, 2] { posix_spawn_file_actions_addopen(&actions, fd, "/dev/null", O_RDWR, 0) }
        let cArgs: [UnsafeMutablePointer<CChar>?] = argv.map { strdup($0) } + [nil]
        let cEnv: [UnsafeMutablePointer<CChar>?] = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (cArgs + cEnv).forEach { free($0) } }
        return posix_spawn(&pid, program, &actions, nil, cArgs, cEnv) == 0 ? pid : 0
    }

    /// A request to an instance's REST API (HTTP/1.0: the answer ends when
    /// the connection closes); the body, nil when it cannot be reached.
    func request(_ me: Instance, _ method: String, _ path: String) -> String? {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(me.gui).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else { return nil }
        let key = me.home.hasSuffix("/a") ? "key-a" : "key-b"
        let text = "\(method) \(path) HTTP/1.0\r\nHost: 127.0.0.1\r\nX-API-Key: \(key)\r\nContent-Length: 0\r\n\r\n"
        _ = text.utf8CString.withUnsafeBufferPointer { send(fd, $0.baseAddress, $0.count - 1, 0) }
        var answer: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let n = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if n <= 0 { break }
            answer += chunk[0..<n]
        }
        let response = String(decoding: answer, as: UTF8.self)
        guard response.hasPrefix("HTTP/1."), let body = response.firstRange(of: "\r\n\r\n") else { return nil }
        return String(response[body.upperBound...])
    }

    /// `dials`: this one connects to the other (else it only listens).
    private static func config(_ me: Instance, _ other: Instance, folder: String, dials: Bool) -> String {
        let key = me.home.hasSuffix("/a") ? "key-a" : "key-b"
        return """
            <configuration version="36">
              <folder id="todo" label="todo" path="\(folder)" type="sendreceive" rescanIntervalS="60"
                fsWatcherEnabled="true" fsWatcherDelayS="1" ignorePerms="false" autoNormalize="true">
                <device id="\(me.id)"></device>
                <device id="\(other.id)"></device>
                <maxConflicts>10</maxConflicts>
              </folder>
              <device id="\(me.id)" name="me" compression="metadata"><address>dynamic</address></device>
              <device id="\(other.id)" name="other" compression="metadata">
                <address>\(dials ? "tcp://127.0.0.1:\(other.listen)" : "dynamic")</address>
              </device>
              <gui enabled="true" tls="false"><address>127.0.0.1:\(me.gui)</address><apikey>\(key)</apikey></gui>
              <options>
                <listenAddress>tcp://127.0.0.1:\(me.listen)</listenAddress>
                <globalAnnounceEnabled>false</globalAnnounceEnabled>
                <localAnnounceEnabled>false</localAnnounceEnabled>
                <relaysEnabled>false</relaysEnabled>
                <natEnabled>false</natEnabled>
                <startBrowser>false</startBrowser>
                <urAccepted>-1</urAccepted>
                <autoUpgradeIntervalH>0</autoUpgradeIntervalH>
                <crashReportingEnabled>false</crashReportingEnabled>
                <reconnectionIntervalS>1</reconnectionIntervalS>
                <setLowPriority>false</setLowPriority>
              </options>
            </configuration>
            """
    }

    /// Ports nothing listens on now, all different: the kernel's picks for
    /// port 0, held open together until all are known.
    private static func freePorts(_ count: Int) -> [Int] {
        let sockets = (0..<count).map { _ in socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0) }
        defer { sockets.forEach { close($0) } }
        return sockets.map { fd in
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_addr.s_addr = inet_addr("127.0.0.1")
            var length = socklen_t(MemoryLayout<sockaddr_in>.size)
            _ = withUnsafeMutablePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer in
                    bind(fd, pointer, length) == 0 ? getsockname(fd, pointer, &length) : -1
                }
            }
            return Int(UInt16(bigEndian: address.sin_port))
        }
    }
}
