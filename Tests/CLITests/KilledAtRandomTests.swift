import Glibc
import Testing
import TestSupport

/// The binary under test (the release build too) killed with SIGKILL at a
/// random moment of its run, over and over, while it adds, checks and
/// deletes tasks in a file of 3,000: after every kill the file is whole
/// (never empty or cut short), every change that finished is in it, a
/// change that was killed is there entirely or not at all, the user's own
/// project is untouched, and the next command runs.
@Suite(.serialized) struct KilledAtRandomTests {
    static let day = "@day(2026-11-22)"
    static let own = "Someday:\n\t- 積ん読を片付ける @mine\n\t\tMy own note, kept as I wrote it.\n"

    /// Starts txtodo, kills it after `micros` microseconds if it is still
    /// running; true when it ran to its end with status 0.
    static func runKilled(_ cli: CLI, _ arguments: [String], after micros: UInt32) -> Bool? {
        var pid: pid_t = 0
        let argv = ([CLI.binary] + arguments).map { strdup($0) } + [nil]
        let envp = cli.environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        guard posix_spawn(&pid, CLI.binary, &actions, nil, argv, envp) == 0 else { return nil }
        usleep(micros)
        kill(pid, SIGKILL)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        let signalled = (status & 0x7f) != 0
        return !signalled && (status >> 8) & 0xff == 0
    }

    /// With the version logs kept (`versions = on`) a kill can also fall in
    /// an append to this machine's log; the next commands read past it.
    @Test(arguments: [(0, false), (1, false), (2, true), (3, true)] as [(UInt64, Bool)])
    func killsAtRandomLoseNothing(seed: UInt64, versions: Bool) {
        let cli = CLI()
        if versions { cli.write(cli.folder + "/config/txtodo/config", "versions = on\n") }
        let fillers = (0..<3000).map { "Filler task number \($0)" }
        cli.writeBefore(cli.todo, "Today:\n" + fillers.map { "\t- \($0) \(Self.day)\n" }.joined() + Self.own)
        var random = SplitMix64(seed: 0x4B49_4C4C + seed)
        var present: Set<String> = []
        var absent: Set<String> = []
        var unsure: Set<String> = []
        var killed = 0
        for round in 0..<60 {
            let name = "added\(String(format: "%03d", round))x"
            let wait = UInt32.random(in: 0..<9000, using: &random)
            let target = present.sorted().randomElement(using: &random)
            let (arguments, subject): ([String], String) =
                if let target, Bool.random(using: &random) {
                    (Bool.random(using: &random) ? ["rm", target] : ["done", target], target)
                } else {
                    (["add", name], name)
                }
            let finished = Self.runKilled(cli, arguments, after: wait)
            if finished != true { killed += 1 }
            switch (arguments[0], finished == true) {
            case ("done", _): break  // checked or not, the task is there
            case ("add", true): present.insert(subject)
            case ("rm", true):
                present.remove(subject)
                absent.insert(subject)
            default:
                present.remove(subject)
                unsure.insert(subject)
            }
            let text = cli.read(cli.todo) ?? ""
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            let told = Comment(rawValue: "seed \(seed), round \(round): \(arguments), finished \(String(describing: finished))")
            #expect(text.hasPrefix("Today:\n") && text.hasSuffix(Self.own), told)
            #expect(lines.filter { $0.hasPrefix("\t- Filler task number ") }.count == fillers.count, told)
            for name in present { #expect(lines.filter { $0.hasPrefix("\t- \(name) ") }.count == 1, "\(name) \(told)") }
            for name in absent { #expect(!text.contains("\t- \(name) "), "\(name) \(told)") }
            for name in unsure { #expect(lines.filter { $0.hasPrefix("\t- \(name) ") }.count <= 1, "\(name) \(told)") }
        }
        let listed = cli.run(["list"])
        #expect(listed.status == 0 && listed.stderr.isEmpty, "\(listed.stderr)")
        if versions { #expect(cli.exists(cli.folder + "/data/txtodo/todo.versions")) }
        #expect(cli.run(["add", "After the kills"]).status == 0)
        #expect(cli.read(cli.todo)?.contains("\t- After the kills \(Self.day)\n") == true)
        // The undo history read past whatever a kill left in it.
        let undone = cli.run(["undo"])
        #expect(undone.status == 0, "\(undone.stderr)")
        #expect(cli.read(cli.todo)?.contains("After the kills") == false)
        #expect(killed > 10, "\(killed) of 60 runs killed")
    }
}
