#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import TestSupport
import Testing

/// Two real Syncthing instances share the list between two machines; set
/// apart, each machine makes random changes with txtodo (and one by hand),
/// then they meet again: both folders end with the same bytes, no task
/// added is lost, no task deleted on one side alone comes back, and no new
/// conflict copy appears.
@Suite(.serialized) struct RealSyncthingTests {
    /// Polls `condition` every half second for up to `seconds`.
    static func within(_ seconds: Double, _ condition: () -> Bool) -> Bool {
        for _ in 0..<Int(seconds * 2) {
            if condition() { return true }
            usleep(500_000)
        }
        return condition()
    }

    @Test(.enabled(if: RealSyncthing.program != nil, "syncthing is not installed"))
    func randomChangesApartMeetWithNothingLost() throws {
        let m = SyncedMachines()
        let sync = try #require(RealSyncthing(m), "Syncthing could not be set up")
        try #require(Self.within(20) { sync.connected }, "the two Syncthing instances did not connect")
        for task in ["Shared one", "Shared two", "Shared three", "Shared four"] { m.run(m.a, ["add", task]) }
        sync.scan()
        try #require(Self.within(15) { m.read(m.a) == m.read(m.b) && m.files(m.a) == m.files(m.b) })
        m.run(m.b, ["list"])
        sync.pause()
        #expect(Self.within(5) { !sync.connected })

        var random = SplitMix64(seed: 19)
        var added: Set<String> = ["Shared one", "Shared two", "Shared three", "Shared four"]
        var deleted: [String: SyncedMachines.Machine] = [:]
        var renamed: [String: String] = [:]
        var touched: [String: Set<String>] = ["desk": [], "laptop": []]
        for (side, machine) in [("a", m.a), ("b", m.b)] {
            for step in 0..<5 {
                let n = String(Int.random(in: 1...4, using: &random))
                let arguments: [String]
                switch Int.random(in: 0..<6, using: &random) {
                case 0: arguments = ["add", "New \(side) \(step)"]
                case 1: arguments = ["done", n]
                case 2: arguments = ["rm", n]
                case 3: arguments = ["rename", n, "Renamed \(side) \(step)"]
                case 4: arguments = ["priority", n, "3"]
                default: arguments = ["note", n, "note \(side) \(step)"]
                }
                let r = m.run(machine, arguments)
                guard r.status == 0 else { continue }
                let names = Self.quoted(r.stdout)
                if arguments[0] == "add" { added.insert(arguments[1]) }
                if let name = names.first { touched[machine.name, default: []].insert(name) }
                if arguments[0] == "rm", let name = names.first { deleted[name] = machine }
                if arguments[0] == "rename", names.count == 2 {
                    renamed[names[0]] = names[1]
                    added.insert(names[1])
                    touched[machine.name, default: []].insert(names[1])
                }
            }
        }
        // A line typed by hand on one machine, seen there by txtodo.
        m.cli.write(m.a.file, m.read(m.a) + "\t- Typed by hand\n")
        added.insert("Typed by hand")
        m.run(m.a, ["list"])

        // Each machine's sync tool takes in its own changes before they meet.
        sync.scan()
        sync.resume()
        var said = ""
        let met = Self.within(40) {
            said += m.run(m.a, ["list"]).stderr + m.run(m.b, ["list"]).stderr
            return sync.connected && sync.idle && m.copies(m.a).isEmpty && m.copies(m.b).isEmpty
                && m.read(m.a) == m.read(m.b) && m.files(m.a) == m.files(m.b)
        }
        #expect(met, "the machines did not meet: \(m.read(m.a)) / \(m.read(m.b)) / \(m.copies(m.a)) \(said)")
        // Settled: looking again merges nothing and no new copy comes.
        usleep(2_000_000)
        #expect(m.run(m.a, ["list"]).stderr == "" && m.run(m.b, ["list"]).stderr == "")
        #expect(Self.within(3) { sync.idle } && m.copies(m.a).isEmpty && m.copies(m.b).isEmpty)
        #expect(m.read(m.a) == m.read(m.b))
        #expect(!said.contains("union"), "\(said)")

        let names = Set(m.read(m.a).split(separator: "\n").map(SyncRoundsTests.name(of:)))
        // A task is there under its own name or the last one a machine gave
        // it, unless a machine deleted it under one of them.
        func last(_ name: String) -> String { renamed[name].map(last) ?? name }
        let lost = added.filter { name in
            deleted[name] == nil && deleted[last(name)] == nil && !names.contains(name) && !names.contains(last(name))
        }
        #expect(lost.isEmpty, "lost: \(lost.sorted()) in \(m.read(m.a))")
        // Deleted on one machine and left alone on the other: still deleted.
        for (name, machine) in deleted {
            let other = machine.name == m.a.name ? m.b.name : m.a.name
            if !(touched[other] ?? []).contains(name) { #expect(!names.contains(name), "\(name) came back") }
        }
    }

    /// The names between “ and ” in a command's line, in order.
    static func quoted(_ line: String) -> [String] {
        var out: [String] = []
        var rest = Substring(line)
        while let open = rest.firstIndex(of: "“"), let close = rest[open...].firstIndex(of: "”") {
            out.append(String(rest[rest.index(after: open)..<close]))
            rest = rest[rest.index(after: close)...]
        }
        return out
    }
}
