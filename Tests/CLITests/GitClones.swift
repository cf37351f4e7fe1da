#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import Testing

/// A bare repository and two clones of it in a test's folder, each with a
/// todo file: two machines sharing one list through git.
struct GitClones {
    let cli: CLI
    var a: String { cli.folder + "/a/todo.taskpaper" }
    var b: String { cli.folder + "/b/todo.taskpaper" }

    init(_ cli: CLI = CLI()) {
        self.cli = cli
        cli.write(
            cli.folder + "/home/.gitconfig",
            "[user]\n\tname = Test\n\temail = test@example.org\n[init]\n\tdefaultBranch = main\n")
        git(
            "init --quiet --bare remote.git && git clone --quiet remote.git a 2>/dev/null && git clone --quiet remote.git b 2>/dev/null"
        )
    }

    /// Runs a git command line in the test's folder; its output.
    @discardableResult
    func git(_ commandLine: String) -> RunResult {
        let r = cli.shell("cd '\(cli.folder)' && git \(commandLine)")
        precondition(r.status == 0, "git \(commandLine): \(r.stderr)")
        return r
    }

    @discardableResult
    func run(_ file: String, _ arguments: [String]) -> RunResult { cli.run(["--file", file] + arguments) }

    @discardableResult
    func sync(_ file: String) -> RunResult { run(file, ["sync"]) }

    /// Rounds of changes on both clones, each clone syncing after its own
    /// (`change(round, side, file)` makes them), then both syncing once
    /// more: the todo file both end with, byte-identical, with no conflict
    /// marker, and the archives the same.
    func rounds(_ count: Int, _ change: (Int, String, String) -> Void) -> String {
        for round in 0..<count {
            for (side, file) in [("a", a), ("b", b)] {
                change(round, side, file)
                let synced = sync(file)
                #expect(synced.status == 0, "round \(round) \(side): \(synced.stderr)")
            }
        }
        #expect(sync(a).status == 0)
        #expect(sync(b).status == 0)
        let textA = cli.read(a) ?? "", textB = cli.read(b) ?? ""
        #expect(textA == textB)
        #expect(cli.read(cli.folder + "/a/todo.archive.taskpaper") == cli.read(cli.folder + "/b/todo.archive.taskpaper"))
        for marker in ["<<<<<<<", "=======", ">>>>>>>"] { #expect(!textA.contains(marker)) }
        return textA
    }
}
