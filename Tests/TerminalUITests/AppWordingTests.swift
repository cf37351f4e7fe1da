import Foundation
import Testing
import TodoStore
@testable import TerminalUI
import TodoCore

/// Refusals in the app name the keys in force, never a command-line flag.
@Suite struct AppWordingTests {
    @Test func anOwnTagInANameIsRefusedWithTheKeys() throws {
        #expect(
            AppWording.text(TodoError.nameHasOwnTag("done"), keys: .standard)
                == "A name cannot hold @done (txtodo would act on it); set priority with 1 2 3, tomorrow with t, done with x instead."
        )
        let rebound = try KeyTable.standard.rebound(by: [
            KeySetting(action: "check", keys: "c Space", path: "/c/config", line: 1),
            KeySetting(action: "add-tomorrow", keys: "T", path: "/c/config", line: 2),
        ])
        #expect(AppWording.text(TodoError.nameHasOwnTag("day"), keys: rebound).hasSuffix("tomorrow with T, done with c instead."))
    }

    @Test func fileProblemsSayWhatToDoInTheApp() {
        let texts = [
            StoreError.isDirectory(path: "/t/todo"), .unreadable(path: "/t/todo", reason: "Permission denied"),
            .binary(path: "/t/todo"),
        ].map { AppWording.text($0, keys: .standard) }
        #expect(texts[0] == "/t/todo is a directory, not a todo file; put the file back (Ctrl-L reads it again)")
        #expect(texts.allSatisfy { !$0.contains("--") && $0.hasSuffix("(Ctrl-L reads it again)") })
        // Errors with nothing to say of flags keep their own line.
        #expect(AppWording.text(TodoError.emptyName, keys: .standard) == TodoError.emptyName.description)
    }

    /// Typed in the app, the refusal of a name holding @done names keys.
    @Test func theAppsStatusLineNamesKeys() throws {
        let loop = try LoopTests()
        let steps: [MemoryScreen.Step] =
            [.input(.key(.character("a")))] + MemoryScreen.typing("Buy @done milk") + [.input(.key(.enter)), .input(.idle)]
        let (_, screen) = try loop.run("Today:\n", steps, size: Size(width: 120, height: 14))
        #expect(screen.text.contains("set priority with 1 2 3, tomorrow with t, done with x instead."))
        #expect(!screen.text.contains("--"))
        try? FileManager.default.removeItem(atPath: loop.folder)
    }
}
