extension AppLoop {
    /// Hands the address to the browser, the terminal given back meanwhile
    /// (a browser may run in the terminal), and says how it went.
    mutating func openLink(_ url: String) {
        var result: Result<Void, LinkOpener.Failure> = .failure(.noBrowser)
        if case .failure(let failure) = LinkOpener.command(url, environment: environment) {
            result = .failure(failure)
        } else {
            screen.suspended { result = LinkOpener.open(url, environment: environment) }
            SignalWatch.forgetInterrupt()
        }
        switch result {
        case .success: state.status = Status("Opened \(url)")
        case .failure(let failure): _ = update(&state, .failed(failure.description))
        }
    }
}
