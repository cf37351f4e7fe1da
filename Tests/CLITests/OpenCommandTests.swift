import Glibc
import Testing

/// `txtodo open N [K]`: the browser gets the address as one argument.
@Suite struct OpenCommandTests {
    /// A CLI whose BROWSER is a script that writes its arguments, one a line.
    static func withRecordingBrowser(_ file: String) -> CLI {
        let cli = CLI()
        cli.write(cli.folder + "/home/browser", "#!/bin/sh\nfor a in \"$@\"; do printf '%s\\n' \"$a\"; done >> \"$0.log\"\n")
        chmod(cli.folder + "/home/browser", 0o755)
        cli.extraEnvironment["BROWSER"] = cli.folder + "/home/browser"
        cli.write(cli.todo, file)
        return cli
    }

    static let file = """
        Today:
        \t- A read https://example.com/a?q=1&b=(2) now @day(2026-11-22)
        \t- B two links www.example.org and mailto:sam@example.com @day(2026-11-22)
        \t\tsee also https://example.net/$(touch%20x);`id`
        \t- C no link @day(2026-11-22)
        \t- D bad https://example.com/\u{1B}]0;x @day(2026-11-22)

        """

    @Test func theOnlyLinkOpensAsOneArgument() {
        let cli = Self.withRecordingBrowser(Self.file)
        let result = cli.run(["open", "1"])
        #expect(result.status == 0 && result.stdout == "Opened https://example.com/a?q=1&b=(2)\n")
        #expect(cli.read(cli.folder + "/home/browser.log") == "https://example.com/a?q=1&b=(2)\n")
    }

    @Test func severalLinksAreListedThenPickedByNumber() {
        let cli = Self.withRecordingBrowser(Self.file)
        let listed = cli.run(["open", "2"])
        #expect(listed.status == 1)
        #expect(
            listed.stderr == """
                txtodo: task 2 has 3 links; pick one with `txtodo open 2 K`:
                  1 www.example.org
                  2 mailto:sam@example.com
                  3 https://example.net/$(touch%20x);`id`

                """)
        #expect(cli.run(["open", "2", "1"]).status == 0)
        #expect(cli.run(["open", "2", "3"]).status == 0)
        #expect(
            cli.read(cli.folder + "/home/browser.log") == "https://www.example.org\nhttps://example.net/$(touch%20x);`id`\n")
        #expect(cli.run(["open", "2", "4"]).stderr == "txtodo: task 2 has 3 links, not 4\n")
    }

    @Test func refusals() {
        let cli = Self.withRecordingBrowser(Self.file)
        #expect(cli.run(["open", "3"]).stderr == "txtodo: task 3 “C no link” has no link\n")
        let bad = cli.run(["open", "4"])
        #expect(bad.status == 1 && bad.stderr == "txtodo: This link holds control characters; it was not opened\n")
        #expect(cli.read(cli.folder + "/home/browser.log") == nil)
    }

    @Test func withoutABrowserItSaysWhatToInstall() {
        let cli = CLI()
        cli.write(cli.todo, Self.file)
        cli.extraEnvironment["PATH"] = cli.folder + "/home"
        let result = cli.run(["open", "1"])
        #expect(result.status == 1)
        #expect(result.stderr == "txtodo: No browser to open links: set BROWSER or install xdg-utils (xdg-open)\n")
    }
}
