import Glibc
import Testing

/// Names, notes and paths that hold terminal controls are printed with each
/// control shown as U+FFFD, on stdout and stderr, by every command.
@Suite struct PrintableOutputTests {
    /// ESC, BEL, a title (OSC 0), a clipboard write (OSC 52), a screen clear,
    /// a C1 CSI, DEL and a right-to-left override.
    static let hostile =
        "x \u{1B}]0;evil\u{07} \u{1B}[2J \u{1B}]52;c;ZXZpbA==\u{07} \u{9B}31m\u{7F} \u{202E}cba \u{2066}i\u{2069}"
    static let shown = "x �]0;evil� �[2J �]52;c;ZXZpbA==� �31m� �cba �i�"

    static func seeded() -> CLI {
        let cli = CLI()
        cli.write(cli.todo, "Today:\n\t- \(hostile) @day(2026-11-22)\n\t\tnote \u{1B}[31mred\n")
        return cli
    }

    static func expectPrintable(_ text: String) {
        #expect(!text.unicodeScalars.contains { ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value) })
        #expect(!text.unicodeScalars.contains { (0x202A...0x202E).contains($0.value) || (0x2066...0x2069).contains($0.value) })
    }

    @Test(arguments: [
        (["done", "1"], "Checked"), (["reopen", "1"], "already open"), (["delay", "1"], "Delayed"),
        (["note", "1", "more"], "Added a note"), (["rm", "1"], "Deleted"),
    ])
    func actionMessages(arguments: [String], word: String) {
        let cli = Self.seeded()
        let result = cli.run(arguments)
        let printed = result.stdout + result.stderr
        Self.expectPrintable(printed)
        #expect(printed.contains(Self.shown), "\(printed)")
    }

    @Test func refusalOnStderr() {
        let cli = Self.seeded()
        cli.run(["delay", "1"])
        cli.write(cli.todo, "Today:\n\t- \(Self.hostile) @day(2026-11-22) @delayed\n")
        let result = cli.run(["delay", "1"])
        #expect(result.status == 1)
        Self.expectPrintable(result.stderr)
        #expect(result.stderr.contains(Self.shown), "\(result.stderr)")
    }

    @Test func listShowsControlsTheSameWay() {
        let result = Self.seeded().run(["list"])
        Self.expectPrintable(result.stdout)
        #expect(result.stdout.contains("1 [ ] \(Self.shown)\n"), "\(result.stdout)")
        #expect(result.stdout.contains("note �[31mred"))
    }

    @Test func jsonEscapesInsteadOfReplacing() {
        let result = Self.seeded().run(["list", "--json"])
        Self.expectPrintable(result.stdout)
        #expect(result.stdout.contains(#""name":"x \u001b]0;evil\u0007 "#), "\(result.stdout)")
        #expect(result.stdout.contains(#"\u009b31m\u007f \u202ecba \u2066i\u2069"#))
    }

    @Test func pathInErrors() {
        let cli = CLI()
        let folder = cli.folder + "/no\u{1B}]0;evil\u{07}"
        #expect(mkdir(folder, 0o755) == 0)
        let result = cli.run(["--file", folder, "list"])
        #expect(result.status != 0)
        Self.expectPrintable(result.stderr)
        #expect(result.stderr.contains("no�]0;evil�"), "\(result.stderr)")
    }

    @Test func pathCommandAndAdd() {
        let cli = CLI()
        let file = cli.folder + "/t\u{1B}[2J.taskpaper"
        let path = cli.run(["--file", file, "path"])
        Self.expectPrintable(path.stdout)
        let added = cli.run(["--file", file, "add", "a\u{1B}[2Jb"])
        Self.expectPrintable(added.stdout)
        #expect(added.stdout.contains("a�[2Jb"))
    }
}
