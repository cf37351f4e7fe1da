#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

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

    func sync(_ file: String) -> RunResult { run(file, ["sync"]) }
}
