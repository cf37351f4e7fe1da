import Foundation
import Glibc
import Processes
import Testing
import TodoStore

/// The app's sync with the real git: the file's folder is a clone whose
/// remote is a bare repository beside it.
@Suite(.serialized) struct SyncEndToEndTests {
    private static let hasTmux = TmuxSession.tmux != nil && access("/usr/bin/git", X_OK) == 0
    static let repository =
        "export GIT_AUTHOR_NAME=T GIT_AUTHOR_EMAIL=t@example.org GIT_COMMITTER_NAME=T GIT_COMMITTER_EMAIL=t@example.org; "
        + "git init -q --bare remote.git && git init -q -b main . && git remote add origin \"$PWD/remote.git\""

    /// Shell lines putting first on PATH a `git` that sleeps two seconds before `command`.
    static func slowGit(_ command: String) -> String {
        "mkdir bin && printf '#!/bin/sh\\nfor a; do [ \"$a\" = \(command) ] && sleep 2; done\\nexec /usr/bin/git \"$@\"\\n' > bin/git"
            + " && chmod +x bin/git && export PATH=\"$PWD/bin:$PATH\""
    }

    /// What the remote holds of the todo file.
    static func remoteFile(_ app: TmuxSession) -> String {
        let out = app.folder + "/remote-file"
        _ = Subprocess.run([
            "/bin/sh", "-c", "git --git-dir=\"$1/remote.git\" show main:todo.taskpaper > \"$1/remote-file\" 2>&1", "sh",
            app.folder,
        ])
        return (try? String(contentsOfFile: out, encoding: .utf8)) ?? ""
    }

    @Test(.enabled(if: hasTmux, "tmux or git is not installed")) func theKeySyncsWhileTheAppRuns() throws {
        let app = try #require(TmuxSession(wrapper: Self.repository + " && APP"))
        #expect(app.waitFor("? help").contains("? help"))
        app.keys("a")
        app.type("Pushed from the app")
        app.keys("Enter")
        #expect(app.waitFor("Added “Pushed from the app”").contains("Added “Pushed from the app”"))
        app.keys("S")
        #expect(
            app.waitFor("Synced: set up the txtodo merge driver; pulled 0 changes, pushed 1").contains(
                "Synced: set up the txtodo merge driver; pulled 0 changes, pushed 1"))
        #expect(Self.remoteFile(app).contains("- Pushed from the app @day(2026-11-22)"))
        #expect(app.quits())
    }

    /// With a fetch that takes two seconds, a task is added while git runs.
    @Test(.enabled(if: hasTmux, "tmux or git is not installed")) func keysKeepWorkingWhileGitRuns() throws {
        let slowGit = Self.slowGit("fetch")
        let app = try #require(TmuxSession(wrapper: Self.repository + " && " + slowGit + " && APP"))
        #expect(app.waitFor("? help").contains("? help"))
        app.keys("S")
        #expect(app.waitFor("Syncing with git…").contains("Syncing with git…"))
        app.keys("a")
        app.type("Added during the sync")
        app.keys("Enter")
        let during = app.waitFor("Added “Added during the sync”")
        #expect(during.contains("[ ] Added during the sync") && !during.contains("Synced:"))
        #expect(
            app.waitFor {
                $0.contains("Synced: set up the txtodo merge driver; pulled 0 changes, pushed 1")
            }.contains("Synced: set up the txtodo merge driver; pulled 0 changes, pushed 1"))
        #expect(app.quits())
    }

    @Test(.enabled(if: hasTmux, "tmux or git is not installed")) func syncEqualsGitSyncsOnStartAndOnQuit() throws {
        let wrapper = Self.repository + " && mkdir -p txtodo && echo 'sync = git' > txtodo/config && APP"
        let app = try #require(TmuxSession(wrapper: wrapper))
        #expect(
            app.waitFor("Synced: set up the txtodo merge driver; pulled 0 changes, pushed 1").contains(
                "Synced: set up the txtodo merge driver; pulled 0 changes, pushed 1"))
        app.keys("a")
        app.type("Kept on quit")
        app.keys("Enter")
        #expect(app.waitFor("Added “Kept on quit”").contains("Added “Kept on quit”"))
        app.keys("q")
        #expect(
            app.waitFor("txtodo sync: pulled 0 changes, pushed 1\nEXIT=0").contains(
                "txtodo sync: pulled 0 changes, pushed 1\nEXIT=0"))
        #expect(Self.remoteFile(app).contains("- Kept on quit @day(2026-11-22)"))
    }

    @Test(.enabled(if: hasTmux, "tmux or git is not installed")) func aCopyAppearingWhileTheAppRunsMergesAsOneUndoableStep()
        throws
    {
        let app = try #require(TmuxSession(file: "Today:\n\t- Mine @day(2026-11-22)\n"))
        #expect(app.waitFor { $0.contains("? help") && $0.contains("[ ] Mine") }.contains("[ ] Mine"))
        let copy = app.folder + "/todo.sync-conflict-20261122-101010-PHONE.taskpaper"
        #expect(
            FileManager.default.createFile(
                atPath: copy, contents: Data("Today:\n\t- Mine @day(2026-11-22)\n\t- From the phone @day(2026-11-22)\n".utf8)))
        #expect(
            app.waitFor { $0.contains("Merged a Syncthing copy: 1 task added") && $0.contains("[ ] From the phone") }
                .contains("[ ] From the phone"))
        app.keys("u")
        let undone = app.waitFor("Undone: Merged a Syncthing copy.")
        #expect(!undone.contains("From the phone"))
        #expect(try String(contentsOfFile: app.path, encoding: .utf8) == "Today:\n\t- Mine @day(2026-11-22)\n")
        #expect(!FileManager.default.fileExists(atPath: copy))
        #expect(app.quits())
    }

    /// Syncthing moves the file away as a conflict copy, then renames the
    /// other machine's version into its place. The app, looking when the
    /// file is gone, waits for that version and merges the copy into it:
    /// the task only this machine had is kept.
    @Test(.enabled(if: hasTmux, "tmux or git is not installed")) func aCopyMovedAsideMergesIntoTheVersionPutInPlace()
        throws
    {
        let app = try #require(TmuxSession(file: "Today:\n\t- Mine @day(2026-11-22)\n\t- Desk only @day(2026-11-22)\n"))
        #expect(app.waitFor { $0.contains("? help") && $0.contains("[ ] Desk only") }.contains("[ ] Desk only"))
        let temporary = app.folder + "/.syncthing.todo.taskpaper.tmp"
        #expect(
            FileManager.default.createFile(
                atPath: temporary,
                contents: Data("Today:\n\t- Mine @day(2026-11-22)\n\t- From the phone @day(2026-11-22)\n".utf8)))
        #expect(rename(app.path, app.folder + "/todo.sync-conflict-20261122-101010-PHONEXX.taskpaper") == 0)
        usleep(500_000)
        #expect(rename(temporary, app.path) == 0)
        let merged = app.waitFor { $0.contains("[ ] From the phone") && $0.contains("[ ] Desk only") }
        #expect(merged.contains("[ ] From the phone") && merged.contains("[ ] Desk only"), "\(merged)")
        let file = try String(contentsOfFile: app.path, encoding: .utf8)
        #expect(file.contains("Desk only") && file.contains("From the phone"), "\(file)")
        #expect(app.quits())
    }

    /// A copy whose version no log has yet waits while another machine
    /// keeps a log here; when that machine's log arrives, the app merges it
    /// against the version both came from.
    @Test(.enabled(if: hasTmux, "tmux or git is not installed")) func aCopyWaitingForItsHistoryMergesWhenTheLogArrives()
        throws
    {
        let laptop = "XDG_STATE_HOME=\"$PWD/laptop\" XDG_CONFIG_HOME=\"$PWD/laptop\" TXTODO_NOW='2026-11-22 10:00:00'"
        let prepare = """
            mkdir -p laptop/txtodo .stfolder && echo 'machine = laptop' > laptop/txtodo/config
            \(laptop) \(TmuxSession.binary) --file "$PWD/todo.taskpaper" add Shared >/dev/null
            mkdir other && cp -a todo.taskpaper todo.versions other/
            \(laptop) \(TmuxSession.binary) --file "$PWD/other/todo.taskpaper" add 'From the laptop' >/dev/null
            APP
            """
        let app = try #require(TmuxSession(wrapper: prepare))
        #expect(app.waitFor { $0.contains("? help") && $0.contains("[ ] Shared") }.contains("[ ] Shared"))
        let copy = app.folder + "/todo.sync-conflict-20261122-101010-LAPTOPX.taskpaper"
        // Written whole, then renamed into place, as sync tools deliver files.
        _ = Subprocess.run(["/bin/cp", app.folder + "/other/todo.taskpaper", app.folder + "/arriving"])
        #expect(rename(app.folder + "/arriving", copy) == 0)
        #expect(app.waitFor("Waiting to merge a Syncthing copy").contains("Waiting to merge a Syncthing copy"))
        #expect(FileManager.default.fileExists(atPath: copy))
        // Made to look again (Ctrl-L; the help it opens next shows it did), it still waits.
        app.keys("C-l", "?")
        app.waitFor("txtodo keys")
        app.keys("Escape")
        #expect(!app.waitFor("? help").contains("From the laptop"))
        #expect(FileManager.default.fileExists(atPath: copy))
        // The laptop's log arrives the way a sync tool delivers a file: renamed into place.
        let logs = try FileManager.default.contentsOfDirectory(atPath: app.folder + "/other/todo.versions")
        let log = try #require(logs.first)
        let arriving = app.folder + "/todo.versions/~syncthing~" + log + ".tmp"
        _ = Subprocess.run(["/bin/cp", app.folder + "/other/todo.versions/" + log, arriving])
        #expect(rename(arriving, app.folder + "/todo.versions/" + log) == 0)
        #expect(
            app.waitFor(10) { $0.contains("[ ] From the laptop") }.contains(
                "Merged a Syncthing copy from laptop: 1 task added"))
        #expect(!FileManager.default.fileExists(atPath: copy))
        #expect(app.quits())
    }
}
