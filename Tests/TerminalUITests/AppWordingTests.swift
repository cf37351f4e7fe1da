import Foundation
import Testing
@testable import TerminalUI
@testable import TodoStore
import TodoCore
@testable import FileAccess
@testable import TodoConfig

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

    /// A routine's tag in a name: routines are added on their screen, by its keys.
    @Test func aRoutinesTagInANameNamesTheRoutinesScreensKeys() throws {
        #expect(
            AppWording.text(TodoError.nameHasOwnTag("every"), keys: .standard)
                == "A name cannot hold @every (txtodo would act on it); routines are added on the routines screen (R, then a), where s sets their days."
        )
        let rebound = try KeyTable.standard.rebound(by: [
            KeySetting(action: "routines", keys: "W", path: "/c/config", line: 1)
        ])
        #expect(AppWording.text(TodoError.nameHasOwnTag("routine"), keys: rebound).contains("(W, then a)"))
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

    /// Typed in the app as a new task's name: the refusal names keys, never
    /// a flag; a routine's tag names the routines screen's keys.
    @Test(arguments: [
        ("Buy @done milk", "set priority with 1 2 3, tomorrow with t, done with x instead."),
        ("foo @every(day)", "routines are added on the routines screen (R, then a), where s sets their days."),
    ])
    func theAppsStatusLineNamesKeys(_ name: String, _ said: String) throws {
        let loop = try LoopTests()
        let steps: [MemoryScreen.Step] =
            [.input(.key(.character("a")))] + MemoryScreen.typing(name) + [.input(.key(.enter)), .input(.idle)]
        let (_, screen) = try loop.run("Today:\n", steps, size: Size(width: 150, height: 14))
        #expect(screen.text.contains(said))
        #expect(!screen.text.contains("--"))
        try? FileManager.default.removeItem(atPath: loop.folder)
    }

    /// An undo that can no longer be made is said as `txtodo undo` says it.
    @Test func aSkippedUndoSaysWhatTheCommandSays() {
        let ref = TaskRef(section: .today, name: "Buy oat milk")
        #expect(
            AppWording.text(UndoSkipped(reason: .undoConflict(ref, redo: false), redo: false), keys: .standard)
                == "“Buy oat milk” in Today was edited since; nothing was undone."
                + " It is skipped: undo again takes back the one before.")
    }
}
