import Testing
@testable import TerminalUI

/// `S`: a sync runs beside the app; the status line shows it until its line comes back.
@Suite struct SyncKeyTests {
    @Test func theKeyStartsOneSyncAndTheStatusLineShowsItUntilItEnds() {
        var state = Fixture.state()
        #expect(update(&state, .key(.character("S"))) == .sync)
        #expect(state.syncing)
        #expect(update(&state, .key(.character("S"))) == nil)
        #expect(state.statusLine == Status("A sync is already running"))
        // Other keys keep working, and the progress stays in view.
        _ = update(&state, .key(.character("j")))
        #expect(state.statusLine == Status("Syncing with git…"))
        _ = update(&state, .synced("Synced: pulled 1 change, pushed 0", failed: false))
        #expect(!state.syncing)
        #expect(state.statusLine == Status("Synced: pulled 1 change, pushed 0"))
    }

    @Test func theSyncsLastLineBecomesTheEvent() {
        let done = BackgroundSync.event(
            status: 0, output: "Merged a Nextcloud copy: nothing new\ntxtodo sync: pulled 2 changes, pushed 1\n")
        #expect(done.text == #"synced("Synced: pulled 2 changes, pushed 1", failed: false)"#)
        let failed = BackgroundSync.event(status: 1, output: "txtodo: sync: could not fetch from origin (x)\n")
        #expect(failed.text == #"synced("Sync: could not fetch from origin (x)", failed: true)"#)
        #expect(BackgroundSync.event(status: 3, output: "").text == #"synced("Sync: ended with status 3", failed: true)"#)
    }
}

extension Event {
    var text: String { String(describing: self) }
}
