import Processes

extension AppLoop {
    /// Hands the address to the browser, the terminal given back meanwhile
    /// (a browser may run in the terminal), and says how it went.
    mutating func openLink(_ url: String) {
        var result: Result<Void, LinkOpener.Failure>
        switch LinkOpener.command(url, environment: environment) {
        case .failure(let failure):
            result = .failure(failure)
        case .success(let arguments):
            result = .success(())
            screen.suspended { result = LinkOpener.run(arguments) }
            SignalWatch.forgetInterrupt()
        }
        switch result {
        case .success: state.status = Status("Opened \(url)")
        case .failure(let failure): _ = update(&state, .failed(failure.description))
        }
    }
}
