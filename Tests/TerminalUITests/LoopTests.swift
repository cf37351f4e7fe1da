import Foundation
import Testing

@testable import TerminalUI
@testable import TodoStore
import TodoCore
import TaskPaper
@testable import FileAccess
@testable import TodoConfig
@testable import TodoVersions

/// The real run loop and store on a real file, with the screen in memory:
/// keys in, the frame and the file's bytes out.
@Suite(.serialized) struct LoopTests {
    /// A clock the test turns by hand.
    final class Clock: @unchecked Sendable {
        var instant = LocalClock.instant(day: Day("2026-11-21")!, minutes: 10 * 60)
        var local: LocalClock { LocalClock(rolloverMinutes: 0) { self.instant } }
    }

    let folder = NSTemporaryDirectory() + "txtodo-loop-\(getpid())-\(UUID().uuidString)"
    var path: String { folder + "/todo.taskpaper" }
    let clock = Clock()

    init() throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    func run(
        _ file: String?, _ steps: [MemoryScreen.Step], at path: String? = nil, size: Size = Size(width: 60, height: 14)
    ) throws -> (status: Int32, screen: MemoryScreen) {
        let path = path ?? self.path
        try file?.write(toFile: path, atomically: false, encoding: .utf8)
        let store = try TodoStore(path: path, config: Config(archive: false), clock: clock.local)
        let screen = MemoryScreen(size: size, steps)
        var loop = AppLoop(store: store, screen: screen, environment: [:])
        return (loop.run(), screen)
    }

    /// Launches the app with its state in the test's folder, runs `steps`, then quits.
    func launch(_ steps: [MemoryScreen.Step], width: Int = 120) throws -> MemoryScreen {
        let environment = ["XDG_STATE_HOME": folder + "/state"]
        let store = try TodoStore(
            path: path, config: Config(), clock: clock.local, state: StateFolder(environment: environment))
        let screen = MemoryScreen(size: Size(width: width, height: 14), steps + [.input(.key(.character("q")))])
        var loop = AppLoop(store: store, screen: screen, environment: environment)
        _ = loop.run()
        return screen
    }

    func file() throws -> String { try String(contentsOfFile: path, encoding: .utf8) }

    @Test func keysChangeTheFileAndTheFrameShowsIt() throws {
        let steps: [MemoryScreen.Step] =
            [.input(.key(.character("a")))] + MemoryScreen.typing("Buy bread") + [.input(.key(.enter))]
            + [.input(.key(.character("x")))] + [.input(.key(.character("q")))]
        let (status, screen) = try run("Today:\n\t- Call Sam @day(2026-11-21)\n", steps)
        #expect(status == 0)
        #expect(
            try file()
                == "Today:\n\t- Call Sam @day(2026-11-21)\n\t- Buy bread @day(2026-11-21) @done(2026-11-21)\n")
        #expect(screen.text.contains("[x] Buy bread"))
        #expect(screen.text.contains("[ ] Call Sam"))
        try? FileManager.default.removeItem(atPath: folder)
    }

    @Test func nothingToUndoIsSaid() throws {
        let (_, screen) = try run("Today:\n", [.input(.key(.character("u"))), .input(.idle)])
        #expect(screen.text.contains("Nothing to undo"))
        try? FileManager.default.removeItem(atPath: folder)
    }

    @Test func anOutsideEditIsShownWithItsReason() throws {
        let path = self.path
        let steps: [MemoryScreen.Step] = [
            .run { try? "Today:\n\t- Written by hand @day(2026-11-21)\n".write(toFile: path, atomically: true, encoding: .utf8) },
            .input(.idle),
        ]
        let (_, screen) = try run("Today:\n\t- Call Sam @day(2026-11-21)\n", steps)
        #expect(screen.text.contains("Written by hand"))
        #expect(!screen.text.contains("Call Sam"))
        #expect(screen.text.contains("File changed on disk; reloaded."))
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// The history screen open while another program writes `text` to the
    /// file `name` beside the list (after `keys`).
    func history(after keys: [MemoryScreen.Step] = [], writing text: String, to name: String) throws -> String {
        let target = folder + "/" + name
        let steps: [MemoryScreen.Step] =
            [.input(.key(.character("L"))), .input(.idle)] + keys + [
                .run { try? text.write(toFile: target, atomically: true, encoding: .utf8) }, .input(.idle),
            ]
        let (_, screen) = try run("Today:\n\t- Call Sam @day(2026-11-21)\n", steps, size: Size(width: 80, height: 24))
        try? FileManager.default.removeItem(atPath: folder)
        return screen.text
    }

    /// Another program marks the task done.
    func historyAfterAnOutsideEdit(_ keys: [MemoryScreen.Step]) throws -> String {
        try history(
            after: keys, writing: "Today:\n\t- Call Sam @day(2026-11-21) @done(2026-11-21)\n", to: "todo.taskpaper")
    }

    @Test func anOpenHistoryScreenFollowsAnOutsideEdit() throws {
        #expect(try historyAfterAnOutsideEdit([]).contains("Sat 2026-11-21 (today) · 1 done"))
    }

    @Test func anOpenHistoryScreenKeepsItsDayWhenReadAgain() throws {
        let text = try historyAfterAnOutsideEdit([.input(.key(.character("k"))), .input(.idle)])
        #expect(text.contains("Fri 2026-11-20"))
        #expect(!text.contains("Sat 2026-11-21 (today)"))
    }

    /// A sync brings an archived day: only the archive changes, and the
    /// screen counts that day (a streak, and a share done over the week).
    @Test func anOpenHistoryScreenFollowsTheArchiveAlone() throws {
        let text = try history(
            writing: "2026-11-20:\n\t- Water the plants @day(2026-11-20) @done(2026-11-20)\n", to: "todo.archive.taskpaper")
        #expect(text.contains("streak 1 day"), "\(text)")
        #expect(text.contains("done 7 days 100%"), "\(text)")
    }

    /// A launch that merges a sync-conflict copy says so, and leaves the
    /// day's review to be offered at the next launch instead of using the
    /// offer up unseen.
    @Test func aMergeAtLaunchLeavesTheReviewForTheNextLaunch() throws {
        let environment = ["XDG_STATE_HOME": folder + "/state"]
        try "Today:\n".write(toFile: path, atomically: false, encoding: .utf8)
        try "2026-11-20:\n\t- Leftover @day(2026-11-20)\n".write(
            toFile: folder + "/todo.archive.taskpaper", atomically: false, encoding: .utf8)
        try "Today:\n\t- From the phone @day(2026-11-21)\n".write(
            toFile: folder + "/todo.sync-conflict-20261121-101010-PHONE.taskpaper", atomically: false, encoding: .utf8)
        func launch() throws -> String {
            let store = try TodoStore(
                path: path, config: Config(), clock: clock.local, state: StateFolder(environment: environment))
            let screen = MemoryScreen(size: Size(width: 80, height: 14), [.input(.key(.character("q")))])
            var loop = AppLoop(store: store, screen: screen, environment: environment)
            _ = loop.run()
            return screen.text
        }
        let first = try launch()
        #expect(first.contains("Merged a Syncthing copy"), "\(first)")
        let second = try launch()
        #expect(second.contains("1 unfinished from Fri: r to review"), "\(second)")
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// A conflict copy that waits for another machine's log is looked at
    /// again when its wait is over (six hours at most), not at the next day.
    @Test func aCopyWaitingForItsHistoryIsLookedAtAgainWhenItsWaitIsOver() throws {
        // A folder Syncthing shares: each machine keeps its version log here.
        try FileManager.default.createDirectory(atPath: folder + "/.stfolder", withIntermediateDirectories: true)
        try "Today:\n".write(toFile: path, atomically: false, encoding: .utf8)
        let laptop = try TodoStore(
            path: path, config: Config(), clock: clock.local, state: StateFolder(path: folder + "/laptop"))
        try laptop.commit(.add(.today, "From the laptop", priority: 1))
        try "Today:\n\t- Not on record @day(2026-11-21)\n".write(
            toFile: folder + "/todo.sync-conflict-20261121-101010-LAPTOPX.taskpaper", atomically: true, encoding: .utf8)
        let store = try TodoStore(path: path, config: Config(), clock: clock.local, state: StateFolder(path: folder + "/desk"))
        let screen = MemoryScreen(size: Size(width: 80, height: 14), [.input(.key(.character("q")))])
        var loop = AppLoop(store: store, screen: screen, environment: [:])
        #expect(store.merges.first?.hasPrefix("Waiting to merge a Syncthing copy") == true)
        _ = loop.run()
        #expect((21_500_000...21_600_100).contains(screen.waits.first ?? 0), "\(screen.waits)")
        try? FileManager.default.removeItem(atPath: folder)
    }

    @Test func aNewDayAppliesTheRulesAndSaysSo() throws {
        let clock = self.clock
        let steps: [MemoryScreen.Step] = [.run { clock.instant += 86_400 }, .input(.idle)]
        let (_, screen) = try run("Today:\n\t- Call Sam @day(2026-11-21) @done(2026-11-21)\n", steps)
        #expect(screen.text.contains("New day Sun 2026-11-22: 1 archived (1 done)."))
        #expect(!screen.text.contains("Call Sam"))
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// Midnight with the app open says what the new day did and offers the
    /// review as a launch does; the next launch that day offers it no more.
    /// The clock is the loop's, turned by the test.
    @Test func midnightOffersTheReviewAsALaunchDoes() throws {
        try
            "Today:\n\t- Call Sam @day(2026-11-21)\n\t- Post @day(2026-11-21) @done(2026-11-21)\n\t- Buy milk\nTomorrow:\n\t- Pay rent\n"
            .write(toFile: path, atomically: false, encoding: .utf8)
        let clock = self.clock
        let night = try launch([.run { clock.instant += 14 * 3600 }, .input(.idle), .input(.key(.character("r")))])
        #expect(
            night.frames.contains {
                $0.contains(
                    "New day Sun 2026-11-22: 3 archived (1 done, 2 unfinished), 1 moved from Tomorrow."
                        + " 2 unfinished from Sat: r to review")
            }, "\(night.text)")
        #expect(
            night.frames.contains {
                $0.contains("Unfinished from Sat\n") && $0.contains("\nSat 2026-11-21\n") && $0.contains("Buy milk")
            })
        let morning = try launch([.input(.idle)])
        #expect(!morning.text.contains("r to review"), "\(morning.text)")
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// Days away: the launch offers every day's unfinished tasks since the
    /// review was last opened; opening it (`r`) is remembered, so the next
    /// day offers only what expired since, and an offer alone is not.
    @Test func theReviewCoversEveryDaySinceItWasLastOpened() throws {
        try "Today:\n\t- Post @day(2026-11-21)\n".write(toFile: path, atomically: false, encoding: .utf8)
        try "2026-11-17:\n\t- Old call @day(2026-11-17)\n2026-11-19:\n\t- Water plants @day(2026-11-19)\n"
            .appending("2026-11-20:\n\t- Call Sam @day(2026-11-20)\n")
            .write(toFile: folder + "/todo.archive.taskpaper", atomically: false, encoding: .utf8)
        let clock = self.clock
        let saturday = try launch([.input(.key(.character("r")))])
        #expect(saturday.frames.first?.contains("3 unfinished from Tue–Fri: r to review") == true, "\(saturday.text)")
        #expect(
            saturday.frames.contains {
                $0.contains("Fri 2026-11-20\n> [ ] Call Sam\nThu 2026-11-19\n  [ ] Water plants\nTue 2026-11-17\n  [ ] Old call")
            }, "\(saturday.text)")
        // Sunday: Saturday's Post expired; the days reviewed are not offered again.
        clock.instant += 86_400
        let sunday = try launch([])
        #expect(sunday.frames.first?.contains("1 unfinished from Sat: r to review") == true, "\(sunday.text)")
        // Monday, without opening it on Sunday: Saturday's task still waits.
        clock.instant += 86_400
        let monday = try launch([.input(.key(.character("r")))])
        #expect(monday.frames.contains { $0.contains("Unfinished from Sat\nSat 2026-11-21\n> [ ] Post") }, "\(monday.text)")
        try? FileManager.default.removeItem(atPath: folder)
    }

    @Test func aRefusalShowsTheFileAsItIsNow() throws {
        let path = self.path
        // The selected task is gone from the file by the time `x` reaches the store.
        let steps: [MemoryScreen.Step] = [
            .run { try? "Today:\n\t- Another task @day(2026-11-21)\n".write(toFile: path, atomically: true, encoding: .utf8) },
            .input(.key(.character("x"))),
        ]
        let (_, screen) = try run("Today:\n\t- Call Sam @day(2026-11-21)\n", steps)
        #expect(screen.text.contains("> [ ] Another task"))
        #expect(screen.text.contains("“Call Sam” is no longer in Today (the file changed)"))
        #expect(try file() == "Today:\n\t- Another task @day(2026-11-21)\n")
        try? FileManager.default.removeItem(atPath: folder)
    }

    @Test func aWatchedFolderNeedsNoPollingNote() throws {
        let steps: [MemoryScreen.Step] = [.input(.key(.character("?")))]
        let (_, screen) = try run("Today:\n", steps, size: Size(width: 100, height: 100))
        #expect(screen.text.contains("File: \(path)"))
        #expect(!screen.text.contains(HelpScreen.pollingNote[1]) && !screen.text.contains(HelpScreen.folderMissingNote[1]))
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// A folder not made yet is why it cannot be watched: the help says so,
    /// and that it is harmless, not that the folder cannot be watched.
    @Test func aFolderNotMadeYetIsSaidInTheHelpAsHarmless() throws {
        let missing = folder + "/not-yet/todo.taskpaper"
        let steps: [MemoryScreen.Step] = [.input(.key(.character("?")))]
        let (_, screen) = try run(nil, steps, at: missing, size: Size(width: 80, height: 100))
        for line in HelpScreen.folderMissingNote { #expect(screen.text.contains(line), "\(screen.text)") }
        #expect(!screen.text.contains("cannot be watched"))
        try? FileManager.default.removeItem(atPath: folder)
    }
}

/// The routines screen on a real store and file (Sat 2026-11-21).
@Suite(.serialized) struct RoutineLoopTests {
    @Test func routinesAreAddedRescheduledRenamedAndDeletedOnTheirScreen() throws {
        let loop = try LoopTests()
        let keys = { (text: String) in MemoryScreen.typing(text) }
        let steps: [MemoryScreen.Step] =
            [.input(.key(.character("R"))), .input(.key(.character("a")))] + keys("Water the plants")
            + [.input(.key(.enter)), .input(.key(.control("u")))] + keys("sat, wed") + [.input(.key(.enter))]
            + [.input(.key(.character("s"))), .input(.key(.control("u")))] + keys("sun") + [.input(.key(.enter))]
            + [.input(.key(.character("e")))] + keys(" @home") + [.input(.key(.enter))]
            + [.input(.key(.character("a")))] + keys("Read") + [.input(.key(.enter)), .input(.key(.enter))]
            + [.input(.key(.up)), .input(.key(.character("D"))), .input(.key(.character("q")))]
        let (status, screen) = try loop.run("Today:\n\t- Call Sam @day(2026-11-21)\n", steps)
        #expect(status == 0)
        // Deleting the routine left its task of today alone.
        #expect(
            try loop.file()
                == """
                Today:
                \t- Call Sam @day(2026-11-21)
                \t- Water the plants @day(2026-11-21) @routine
                \t- Read @day(2026-11-21) @routine
                Routines:
                \t- Read @every(day) @since(2026-11-21) @made(2026-11-21)

                """)
        #expect(
            screen.frames.contains {
                $0.contains("> [ ] Water the plants @home") && $0.contains("sun · next Sun 11-22 · 0/0\n")
            })
        #expect(screen.text.contains("  [ ] Water the plants                                    ↻\n"))
        #expect(screen.frames.contains { $0.contains("Deleted the routine “Water the plants”.") })
        try? FileManager.default.removeItem(atPath: loop.folder)
    }
}
