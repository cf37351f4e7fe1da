#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import TestSupport
import Testing

/// Two real Syncthing instances share the list between two machines; set
/// apart, each machine makes random changes with txtodo and one by hand (a
/// line appended on one, a task deleted in an editor that saves by rename
/// on the other, before txtodo runs there), then they meet again: both
/// folders end with the same bytes, no task added is lost, none doubled, no
/// task deleted on one side alone comes back, and no new conflict copy
/// appears.
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
        var random = SplitMix64(seed: 19)
        var added: Set<String> = ["Shared one", "Shared two", "Shared three", "Shared four"]
        var deleted: [String: SyncedMachines.Machine] = [:]
        var renamed: [String: String] = [:]
        for round in 0..<3 {
            sync.pause()
            #expect(Self.within(5) { !sync.connected })
            var touched: [String: Set<String>] = ["desk": [], "laptop": []]
            var deletedNow: [String: SyncedMachines.Machine] = [:]
            for (side, machine) in [("a", m.a), ("b", m.b)] {
                for step in 0..<5 {
                    let n = String(Int.random(in: 1...4, using: &random))
                    let arguments: [String]
                    switch Int.random(in: 0..<6, using: &random) {
                    case 0: arguments = ["add", "New \(side) \(round).\(step)"]
                    case 1: arguments = ["done", n]
                    case 2: arguments = ["rm", n]
                    case 3: arguments = ["rename", n, "Renamed \(side) \(round).\(step)"]
                    case 4: arguments = ["priority", n, "3"]
                    default: arguments = ["note", n, "note \(side) \(round).\(step)"]
                    }
                    let r = m.run(machine, arguments)
                    guard r.status == 0 else { continue }
                    let names = Self.quoted(r.stdout)
                    if arguments[0] == "add" { added.insert(arguments[1]) }
                    if let name = names.first { touched[machine.name, default: []].insert(name) }
                    if arguments[0] == "rm", let name = names.first { deletedNow[name] = machine }
                    if arguments[0] == "rename", names.count == 2 {
                        renamed[names[0]] = names[1]
                        added.insert(names[1])
                        touched[machine.name, default: []].insert(names[1])
                    }
                }
            }
            // By hand: a line appended on one machine (seen there by txtodo),
            // and on the other a task deleted in an editor that saves by
            // writing a new file and renaming it over the old, before txtodo
            // runs there; the machines swap parts each round.
            let (typist, editor) = round % 2 == 0 ? (m.a, m.b) : (m.b, m.a)
            m.cli.write(typist.file, m.read(typist) + "\t- Typed by hand \(round)\n")
            added.insert("Typed by hand \(round)")
            m.run(typist, ["list"])
            let lines = m.read(editor).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            if let gone = lines.first(where: { line in
                let name = SyncRoundsTests.name(of: Substring(line))
                return line.hasPrefix("\t- ") && !(touched[typist.name] ?? []).contains(name) && renamed[name] == nil
            }) {
                m.cli.write(editor.folder + "/.todo.taskpaper.swp", lines.filter { $0 != gone }.joined(separator: "\n"))
                #expect(rename(editor.folder + "/.todo.taskpaper.swp", editor.file) == 0)
                deletedNow[SyncRoundsTests.name(of: Substring(gone))] = editor
            }
            deleted.merge(deletedNow) { $1 }

            // Each machine's sync tool takes in its own changes before they meet.
            sync.scan()
            sync.resume()
            var said = ""
            let met = Self.within(40) {
                said += m.run(m.a, ["list"]).stderr + m.run(m.b, ["list"]).stderr
                return sync.connected && sync.idle && m.copies(m.a).isEmpty && m.copies(m.b).isEmpty
                    && m.read(m.a) == m.read(m.b) && m.files(m.a) == m.files(m.b)
            }
            #expect(met, "round \(round): the machines did not meet: \(m.read(m.a)) / \(m.read(m.b)) / \(m.copies(m.a)) \(said)")
            // Settled: looking again merges nothing and no new copy comes.
            usleep(2_000_000)
            #expect(m.run(m.a, ["list"]).stderr == "" && m.run(m.b, ["list"]).stderr == "")
            #expect(Self.within(3) { sync.idle } && m.copies(m.a).isEmpty && m.copies(m.b).isEmpty)
            #expect(m.read(m.a) == m.read(m.b))
            #expect(!said.contains("union"), "\(said)")

            let listed = m.read(m.a).split(separator: "\n").filter { $0.hasPrefix("\t- ") }.map(SyncRoundsTests.name(of:))
            #expect(listed.count == Set(listed).count, "round \(round): doubled: \(m.read(m.a))")
            let names = Set(listed)
            // A task is there under its own name or the last one a machine gave
            // it, unless a machine deleted it under one of them.
            func last(_ name: String) -> String { renamed[name].map(last) ?? name }
            let lost = added.filter { name in
                deleted[name] == nil && deleted[last(name)] == nil && !names.contains(name) && !names.contains(last(name))
            }
            #expect(lost.isEmpty, "round \(round): lost: \(lost.sorted()) in \(m.read(m.a))")
            // Deleted on one machine and left alone on the other: still deleted.
            for (name, machine) in deletedNow {
                let other = machine.name == m.a.name ? m.b.name : m.a.name
                if !(touched[other] ?? []).contains(name) {
                    #expect(!names.contains(name), "round \(round): \(name) came back")
                }
            }
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
