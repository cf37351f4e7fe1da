import Processes
import TodoStore

/// The system `git`, run in one folder through an argument vector (never a
/// shell), without prompts: a missing password is a failure, not a hang.
struct Git {
    let executable: String
    let folder: String
    var environment: [String: String]
    /// `-c name=value` settings given to every command.
    var settings: [String] = []

    init?(folder: String, environment: [String: String]) {
        guard let executable = Subprocess.find("git", environment: environment) else { return nil }
        self.executable = executable
        self.folder = folder
        var env = environment
        env["GIT_TERMINAL_PROMPT"] = "0"
        env["GIT_ASKPASS"] = env["GIT_ASKPASS"] ?? ""
        env["SSH_ASKPASS"] = env["SSH_ASKPASS"] ?? ""
        env["GIT_SSH_COMMAND"] = env["GIT_SSH_COMMAND"] ?? "ssh -o BatchMode=yes"
        env["GIT_EDITOR"] = "true"
        env["LC_ALL"] = "C"
        self.environment = env
    }

    /// Status and combined output of `git -C folder <settings> <arguments>`
    /// (stdout only when `errors` is false).
    @discardableResult
    func run(_ arguments: [String], errors: Bool = true) -> (status: Int32, output: String) {
        let settingArguments = settings.flatMap { ["-c", $0] }
        return Subprocess.capture(
            [executable, "-C", folder] + settingArguments + arguments, environment: environment, errors: errors)
    }

    /// The lines of the standard output when the command succeeds, else nil.
    func lines(_ arguments: [String]) -> [String]? {
        let result = run(arguments, errors: false)
        guard result.status == 0 else { return nil }
        return result.output.split(whereSeparator: \.isNewline).map(String.init)
    }

    func succeeds(_ arguments: [String]) -> Bool { run(arguments).status == 0 }

    /// Where git keeps `name` for this work tree (`rev-parse --git-path`:
    /// `hooks/…` follows `core.hooksPath`), as a path usable from here; nil
    /// when git cannot say.
    func path(of name: String) -> String? {
        guard let path = lines(["rev-parse", "--git-path", name])?.first else { return nil }
        return path.hasPrefix("/") ? path : folder + "/" + path
    }

    /// The last non-empty line git wrote, for a one-line error.
    static func lastLine(_ output: String) -> String {
        let lines = output.split(whereSeparator: \.isNewline).map { String($0.trimmingWhitespace()) }.filter { !$0.isEmpty }
        let meaningful = lines.last { $0.hasPrefix("fatal:") || $0.hasPrefix("error:") } ?? lines.last ?? "no message"
        return meaningful
    }
}
