import Glibc

/// Crashes on purpose, for the crash tests: compiled only into debug
/// builds (the `FAULTS` condition), never into a release. With
/// `TXTODO_FAULT=N` in the environment the process ends, as a kill would
/// end it (no clean-up), just before its Nth write to a file (a file put
/// in place by a rename, an append, a copy moved away); with
/// `TXTODO_FAULT=N/torn` an append first writes half its bytes. A test
/// runs a command with N = 1, 2, … until it finishes, then checks what the
/// next command makes of what was left.
package enum Faults {
    #if FAULTS
        private static let plan: (at: Int, torn: Bool)? = {
            guard let raw = getenv("TXTODO_FAULT") else { return nil }
            let text = String(cString: raw)
            let parts = text.split(separator: "/")
            guard let at = parts.first.flatMap({ Int($0) }) else { return nil }
            return (at, parts.dropFirst().first == "torn")
        }()
        nonisolated(unsafe) private static var writes = 0
    #endif

    /// Called before each write; `tear` writes part of an append.
    package static func beforeWrite(tear: (() -> Void)? = nil) {
        #if FAULTS
            guard let plan else { return }
            writes += 1
            guard writes == plan.at else { return }
            if plan.torn, let tear { tear() }
            _exit(99)
        #endif
    }
}
