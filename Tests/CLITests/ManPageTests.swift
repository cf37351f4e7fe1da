import Glibc
import Testing
import TodoCore

/// The man page as `man` shows it in an 80-column terminal.
@Suite struct ManPageTests {
    static let source = String(#filePath.split(separator: "/").dropLast(3).joined(separator: "/")) + "/Resources/txtodo.1"
    static let hasMan = access("/usr/bin/man", X_OK) == 0

    @Test(.enabled(if: hasMan, "man is not installed")) func fitsEightyColumns() {
        let cli = CLI()
        let shown = cli.shell("MANWIDTH=80 MAN_KEEP_FORMATTING= man -l '/\(Self.source)' 2>&1 | col -bx")
        #expect(shown.status == 0 && shown.stdout.contains("COMMANDS"), "\(shown.stderr)")
        for line in shown.stdout.split(separator: "\n") {
            #expect(line.count <= 80, "\(line)")
            #expect(!line.contains("\t"), "\(line)")
        }
    }

    @Test(.enabled(if: hasMan, "man is not installed")) func namesEveryCommand() {
        let page = CLI().shell("MANWIDTH=80 man -l '/\(Self.source)' 2>&1 | col -bx").stdout
        let shown = page.split(separator: "\nCOMMANDS\n").last.map(String.init) ?? ""
        for command in [
            "list", "add", "done", "reopen", "delay", "rm", "note", "rename", "priority", "move", "undo", "redo", "edit", "path",
            "open", "merge", "log", "sync", "review",
        ] {
            #expect(shown.contains(" \(command) "), "\(command)")
        }
    }

    /// The tags a name cannot hold are all of txtodo's own.
    @Test func listsEveryOwnTagANameCannotHold() throws {
        let page = try #require(CLI().read("/" + Self.source))
        let start = try #require(page.firstRange(of: "A name may not hold txtodo's own tags ("))
        let list = page[start.upperBound...].prefix { $0 != ")" }
        for tag in ownTags { #expect(list.contains("\\fB@\(tag)\\fR"), "@\(tag)") }
    }
}
