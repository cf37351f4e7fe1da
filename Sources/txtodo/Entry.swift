#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

import ArgumentParser
import TerminalUI

/// The process entry: the plain forms of the everyday commands skip the
/// argument parser (see `FastPath`); everything else goes through it.
@main
enum Entry {
    static func main() {
        let args = Array(CommandLine.arguments.dropFirst())
        guard let command = FastPath.route(args) else { return TxTodo.main() }
        do {
            let store = try FastPath.run(command)
            // The file's tasks are left for the kernel to take back with the
            // process: freeing 100,000 of them one by one costs more than printing them.
            withExtendedLifetime(store) { exit(0) }
        } catch {
            TxTodo.exit(withError: error)
        }
    }
}
