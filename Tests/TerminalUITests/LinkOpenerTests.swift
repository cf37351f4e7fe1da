import Testing

@testable import TerminalUI
import Processes

/// Which program gets the address, and how.
@Suite struct LinkOpenerTests {
    private func command(_ browser: String?, path: String = "/usr/bin:/bin") -> Result<[String], LinkOpener.Failure> {
        var environment = ["PATH": path]
        environment["BROWSER"] = browser
        return LinkOpener.command("https://example.com/a b;c", environment: environment)
    }

    @Test func theAddressIsOneArgument() {
        #expect(command("true") == .success(["/usr/bin/true", "https://example.com/a b;c"]))
        #expect(command("env --ignored=%s") == .success(["/usr/bin/env", "--ignored=https://example.com/a b;c"]))
    }

    @Test func browsersAreTriedInTurnThenXdgOpen() {
        #expect(command("no-such-browser:true") == .success(["/usr/bin/true", "https://example.com/a b;c"]))
        #expect(command("no-such-browser", path: "/nowhere") == .failure(.noBrowser))
        #expect(command(nil, path: "/nowhere") == .failure(.noBrowser))
    }

    @Test func controlCharactersAreRefused() {
        let environment = ["PATH": "/usr/bin:/bin", "BROWSER": "true"]
        #expect(LinkOpener.command("https://example.com/\u{1B}[2J", environment: environment) == .failure(.unsafe))
        #expect(LinkOpener.command("https://example.com/\u{85}", environment: environment) == .failure(.unsafe))
    }

    @Test func ctrlCClosesTheChooser() {
        var state = Fixture.state(LinkKeyTests.snapshot)
        _ = update(&state, .key(.down))
        _ = update(&state, .key(.character("o")))
        #expect(update(&state, .key(.control("c"))) == nil && state.mode == .browse)
    }
}
