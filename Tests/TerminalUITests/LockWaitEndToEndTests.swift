import FileAccess
import Foundation
import Glibc
import Testing

/// The app while another txtodo (`txtodo sync`, a command) holds the file's
/// folder lock: a change waits in the app, keys keep working, and the change
/// is saved once the lock is let go.
@Suite(.serialized) struct LockWaitEndToEndTests {
    static let file = "Today:\n\t- Water plants @day(2026-11-22)\n\t- Call mum @day(2026-11-22)\n"

    static func contents(_ app: TmuxSession) -> String {
        (try? String(contentsOfFile: app.path, encoding: .utf8)) ?? ""
    }

    /// The file once `saved` says it holds what is wanted (ten seconds at
    /// most): the screen shows a waiting change before it is saved.
    static func contents(_ app: TmuxSession, once saved: (String) -> Bool) -> String {
        for _ in 0..<1000 {
            let text = contents(app)
            if saved(text) { return text }
            usleep(10_000)
        }
        return contents(app)
    }

    /// Renames “Water plants” to “Water the ferns” with `e`.
    static func renameWaterPlants(_ app: TmuxSession) {
        app.keys("e")
        app.waitFor("Rename: Water plants")
        app.keys("C-u")
        app.type("Water the ferns")
        app.keys("Enter")
    }

    /// Waits (ten seconds at most) until another process has held the
    /// file's lock for a fifth of a second (not a short step of its work).
    static func lockTaken(_ path: String) -> Bool {
        var held = 0
        for _ in 0..<1000 {
            if let lock = try? FolderLock.ifFree(folderOf: path, display: path) {
                lock.release()
                held = 0
            } else {
                held += 1
                if held == 20 { return true }
            }
            usleep(10_000)
        }
        return false
    }

    @Test(.enabled(if: TmuxSession.tmux != nil, "tmux is not installed")) func aChangeWaitsForTheLock() throws {
        let app = try #require(TmuxSession(file: Self.file))
        app.waitFor("> [ ] Water plants")
        try FolderLocking.whileHolding(folderOf: app.path) {
            app.keys("x")
            let waiting = app.waitFor("File locked by another txtodo — your change waits")
            #expect(waiting.contains("your change waits"))
            // Shown as it will be (done, below the one left to do), not yet saved.
            #expect(waiting.contains("> [ ] Call mum\n  [x] Water plants"))
            #expect(Self.contents(app) == Self.file)
            // Moving still answers, and a second change waits behind the first.
            app.keys("j")
            #expect(app.waitFor("> [x] Water plants").contains("> [x] Water plants"))
            app.keys("k", "x")
            #expect(app.waitFor("your 2 changes wait").contains("your 2 changes wait"))
            // Quitting does not drop them unasked: it says so and stays.
            app.keys("q")
            #expect(app.waitFor("not saved; quit again").contains("your 2 changes are not saved"))
            #expect(Self.contents(app) == Self.file)
        }
        #expect(app.waitFor("Checked “Call mum”").contains("[x] Call mum"))
        let both =
            "Today:\n\t- Water plants @day(2026-11-22) @done(2026-11-22)\n\t- Call mum @day(2026-11-22) @done(2026-11-22)\n"
        #expect(Self.contents(app) { $0 == both } == both)
        #expect(app.quits())
    }

    @Test(.enabled(if: TmuxSession.tmux != nil, "tmux is not installed")) func quittingSavesWhatWaitsOnceTheLockIsFree()
        throws
    {
        let app = try #require(TmuxSession(file: Self.file))
        app.waitFor("> [ ] Water plants")
        try FolderLocking.whileHolding(folderOf: app.path) {
            app.keys("x")
            app.waitFor("your change waits")
            app.keys("q")
            app.waitFor("Saving what waits…")
            usleep(300_000)
        }
        #expect(app.waitFor("EXIT=0").contains("EXIT=0"))
        #expect(Self.contents(app).contains("Water plants @day(2026-11-22) @done(2026-11-22)"))
    }

    /// While the key's change waits, a hand edit puts another “Call” before
    /// the one chosen: the change still goes to the one chosen.
    @Test(.enabled(if: TmuxSession.tmux != nil, "tmux is not installed")) func aWaitingChangeKeepsToTheTaskShown()
        throws
    {
        let shown = "Today:\n\t- Call @day(2026-11-22)\n\t\tthe bank\n\t- Call @day(2026-11-22)\n\t\tmum\n"
        let app = try #require(TmuxSession(file: shown))
        app.waitFor("> [ ] Call")
        app.keys("j")
        // The second “Call” (mum) is chosen: the first is drawn unselected.
        #expect(app.waitFor("  [ ] Call").contains("> [ ] Call"))
        try FolderLocking.whileHolding(folderOf: app.path) {
            app.keys("x")
            app.waitFor("your change waits")
            let edited = "Today:\n\t- Call @day(2026-11-22)\n\t\tthe plumber\n" + shown.dropFirst("Today:\n".count)
            try Data(edited.utf8).write(to: URL(fileURLWithPath: app.path + ".new"))
            rename(app.path + ".new", app.path)
        }
        app.waitFor("Checked “Call”")
        #expect(
            Self.contents(app)
                == "Today:\n\t- Call @day(2026-11-22)\n\t\tthe plumber\n\t- Call @day(2026-11-22)\n\t\tthe bank\n"
                + "\t- Call @day(2026-11-22) @done(2026-11-22)\n\t\tmum\n")
        #expect(app.quits())
    }

    /// A rename waits, then a check of the same task, shown renamed: the
    /// check is made on the renamed task once the rename is made.
    @Test(.enabled(if: TmuxSession.tmux != nil, "tmux is not installed")) func aWaitingChangeFollowsAWaitingRename()
        throws
    {
        let app = try #require(TmuxSession(file: Self.file))
        app.waitFor("> [ ] Water plants")
        try FolderLocking.whileHolding(folderOf: app.path) {
            Self.renameWaterPlants(app)
            #expect(app.waitFor("your change waits").contains("> [ ] Water the ferns"))
            app.keys("x")
            #expect(app.waitFor("your 2 changes wait").contains("your 2 changes wait"))
        }
        #expect(app.waitFor("[x] Water the ferns").contains("[x] Water the ferns"))
        let renamed = "Today:\n\t- Water the ferns @day(2026-11-22) @done(2026-11-22)\n\t- Call mum @day(2026-11-22)\n"
        #expect(Self.contents(app) { $0 == renamed } == renamed)
        #expect(app.quits())
    }

    /// An undo waits: the screen shows the change taken back, and a check of
    /// the task as shown is made on that task once the undo is made.
    @Test(.enabled(if: TmuxSession.tmux != nil, "tmux is not installed")) func aWaitingUndoIsShownAndFollowed() throws {
        let app = try #require(TmuxSession(file: Self.file))
        app.waitFor("> [ ] Water plants")
        Self.renameWaterPlants(app)
        app.waitFor("[ ] Water the ferns")
        #expect(Self.contents(app) { $0.contains("Water the ferns") }.contains("Water the ferns"))
        try FolderLocking.whileHolding(folderOf: app.path) {
            app.keys("u")
            let waiting = app.waitFor("your change waits")
            #expect(waiting.contains("[ ] Water plants") && !waiting.contains("ferns"))
            app.keys("x")
            #expect(app.waitFor("your 2 changes wait").contains("[x] Water plants"))
        }
        let wanted = "Today:\n\t- Water plants @day(2026-11-22) @done(2026-11-22)\n\t- Call mum @day(2026-11-22)\n"
        #expect(Self.contents(app) { $0 == wanted } == wanted)
        #expect(app.quits())
    }

    /// A rename waits, then an undo of it: the screen shows the old name
    /// again, and a check of it lands on the task once all three are made.
    @Test(.enabled(if: TmuxSession.tmux != nil, "tmux is not installed")) func aWaitingUndoTakesBackAWaitingChange() throws {
        let app = try #require(TmuxSession(file: Self.file))
        app.waitFor("> [ ] Water plants")
        try FolderLocking.whileHolding(folderOf: app.path) {
            Self.renameWaterPlants(app)
            app.waitFor("your change waits")
            app.keys("u")
            let undone = app.waitFor("your 2 changes wait")
            #expect(undone.contains("[ ] Water plants") && !undone.contains("ferns"))
            app.keys("x")
            #expect(app.waitFor("your 3 changes wait").contains("[x] Water plants"))
        }
        let wanted = "Today:\n\t- Water plants @day(2026-11-22) @done(2026-11-22)\n\t- Call mum @day(2026-11-22)\n"
        #expect(Self.contents(app) { $0 == wanted } == wanted)
        #expect(app.quits())
    }

    /// A signal that ends the app while a change waits ends it at once,
    /// the terminal restored: the change is saved only if the lock is free
    /// by then, and a lock still held leaves the file as it was.
    @Test(.enabled(if: TmuxSession.tmux != nil, "tmux is not installed")) func aSignalEndsTheAppWithAChangeWaiting()
        throws
    {
        let app = try #require(TmuxSession(watchingSignals: Self.file))
        app.waitFor("> [ ] Water plants")
        var screen = ""
        try FolderLocking.whileHolding(folderOf: app.path) {
            app.keys("x")
            app.waitFor("your change waits")
            screen = try app.signalled(SIGTERM)
        }
        #expect(screen.contains("EXIT=\(128 + SIGTERM)\nicanon\n"))
        #expect(Self.contents(app) == Self.file)
    }

    /// The app's own sync holds the lock while git commits (two seconds
    /// here): a check made meanwhile waits for it, and the status line says so.
    @Test(.enabled(if: TmuxSession.tmux != nil && access("/usr/bin/git", X_OK) == 0, "tmux or git is not installed"))
    func aChangeWaitsForTheAppsOwnSync() throws {
        let slowCommit = SyncEndToEndTests.slowGit("commit")
        let app = try #require(
            TmuxSession(file: Self.file, wrapper: SyncEndToEndTests.repository + " && " + slowCommit + " && APP"))
        app.waitFor("> [ ] Water plants")
        app.keys("S")
        app.waitFor("Syncing with git…")
        #expect(Self.lockTaken(app.path))
        app.keys("x")
        #expect(app.waitFor("Waiting for txtodo sync… your change waits").contains("your change waits"))
        #expect(app.waitFor(15) { $0.contains("[x] Water plants") }.contains("[x] Water plants"))
        let checked = "\t- Water plants @day(2026-11-22) @done(2026-11-22)\n"
        #expect(Self.contents(app) { $0.contains(checked) }.contains(checked))
        #expect(app.quits())
    }
}
