import Foundation
import Glibc
import Processes
import TestSupport
@testable import TerminalUI
import TodoStore

/// The built `txtodo` running in a real terminal: a tmux session on a private
/// socket, driven with `send-keys` and read with `capture-pane`.
final class TmuxSession {
    static let tmux: String? = ["/usr/bin/tmux", "/usr/local/bin/tmux", "/bin/tmux"]
        .first { access($0, X_OK) == 0 }

    static var binary: String { BuiltBinary.path }

    let folder: String
    private let socket: String
    private let tmux: String

    /// Starts `txtodo --file <folder>/todo.taskpaper` (clock starting at `now`,
    /// no user config) in a `width`×`height` terminal, on a file holding
    /// `file` when given, through `wrapper`: shell lines run in that folder
    /// where `APP` stands for the app's command. `EXIT=<status>` shows when it ends.
    /// `backtrace` is SWIFT_BACKTRACE for the app (nil: unset, as for most users).
    /// `opening`: the path given to `--file`, under the folder.
    init?(
        width: Int = 80, height: Int = 24, now: String = "2026-11-22 10:00:00", file: String? = nil,
        wrapper: String = "APP", backtrace: String? = "interactive=no", opening: String = "todo.taskpaper"
    ) {
        guard let tmux = TmuxSession.tmux else { return nil }
        self.tmux = tmux
        socket = "txtodo-ui-\(getpid())-\(UUID().uuidString.prefix(8))"
        folder = NSTemporaryDirectory() + socket
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try? FileManager.default.createDirectory(atPath: folder + ".capture", withIntermediateDirectories: true)
        if let file { _ = FileManager.default.createFile(atPath: folder + "/todo.taskpaper", contents: Data(file.utf8)) }
        let app =
            "env -u SWIFT_BACKTRACE XDG_CONFIG_HOME=\(folder) XDG_STATE_HOME=\(folder)/state TXTODO_NOW=\"\(now)\" "
            + (backtrace.map { "SWIFT_BACKTRACE=\($0) " } ?? "")
            + "\(TmuxSession.binary) --file \(folder)/\(opening)"
        let script = "cd \(folder)\n" + wrapper.replacingOccurrences(of: "APP", with: app) + "\necho EXIT=$?\nsleep 60\n"
        _ = FileManager.default.createFile(atPath: folder + "/run.sh", contents: Data(script.utf8))
        run(["new-session", "-d", "-x", "\(width)", "-y", "\(height)", "sh \(folder)/run.sh"])
    }

    /// The app with its pid recorded; once it ends, its status (`EXIT=`) and
    /// whether the terminal is back in canonical mode (`icanon`) are shown.
    convenience init?(watchingSignals file: String? = nil, backtrace: String? = "interactive=no") {
        self.init(
            file: file,
            wrapper: """
                sh -c 'echo $$ > pid; exec APP'
                echo EXIT=$?
                stty -a | tr ' ' '\\n' | grep -x -- '-\\?icanon'
                """, backtrace: backtrace)
    }

    /// Sends `signal` to an app started with `init(watchingSignals:)` and
    /// returns the screen once the terminal mode shows (or `seconds` pass).
    func signalled(_ signal: Int32, within seconds: Double = 10) throws -> String {
        waitFor("? help")
        let text = try String(contentsOfFile: folder + "/pid", encoding: .utf8)
        guard let pid = Int32(text.trimmingCharacters(in: .whitespacesAndNewlines)) else { return "" }
        kill(pid, signal)
        return waitFor(seconds) { $0.contains("icanon") }
    }

    deinit {
        run(["kill-server"])
        try? FileManager.default.removeItem(atPath: folder)
        try? FileManager.default.removeItem(atPath: captures)
    }

    var path: String { folder + "/todo.taskpaper" }

    /// Where the screen is captured: beside the app's folder, not in it, so
    /// reading the screen never wakes the app the way a change to its
    /// file's folder does.
    private var captures: String { folder + ".capture" }

    @discardableResult
    func run(_ arguments: [String]) -> Int32 {
        Subprocess.run([tmux, "-L", socket] + arguments, environment: environment)
    }

    private var environment: [String: String] {
        var env = ProcessInfo.processInfo.environment
        env["TMUX_TEST_FOLDER"] = folder
        env.removeValue(forKey: "TMUX")
        return env
    }

    /// Keys by tmux name (`Enter`, `Escape`, `C-r`, `j`).
    func keys(_ names: String...) { run(["send-keys"] + names) }

    /// Text typed as is (UTF-8 included).
    func type(_ text: String) { run(["send-keys", "-l", text]) }

    func resize(width: Int, height: Int) {
        run(["resize-window", "-x", "\(width)", "-y", "\(height)"])
    }

    func screen() -> String {
        let out = captures + "/screen.txt"
        _ = Subprocess.run(
            ["/bin/sh", "-c", "\"$0\" -L \"$1\" capture-pane -p > \"$2\"", tmux, socket, out],
            environment: environment)
        return (try? String(contentsOfFile: out, encoding: .utf8)) ?? ""
    }

    /// A tmux format expanded for the pane, e.g. `#{mouse_sgr_flag}`.
    func format(_ text: String) -> String {
        let out = captures + "/format.txt"
        _ = Subprocess.run(
            ["/bin/sh", "-c", "\"$0\" -L \"$1\" display-message -p \"$2\" > \"$3\"", tmux, socket, text, out],
            environment: environment)
        return ((try? String(contentsOfFile: out, encoding: .utf8)) ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Polls the screen until `condition` holds or `seconds` pass; returns the last screen.
    @discardableResult
    func waitFor(_ seconds: Double = 10, _ condition: (String) -> Bool) -> String {
        let deadline = Date().addingTimeInterval(seconds)
        var last = screen()
        while !condition(last), Date() < deadline {
            usleep(30_000)
            last = screen()
        }
        return last
    }

    @discardableResult
    func waitFor(_ text: String, seconds: Double = 10) -> String {
        waitFor(seconds) { $0.contains(text) }
    }

    /// Presses `q` and tells whether the app then ended with status 0.
    func quits() -> Bool {
        keys("q")
        return waitFor("EXIT=0").contains("EXIT=0")
    }
}
