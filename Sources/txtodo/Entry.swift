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
        guard let command = FastPath.route(args) else {
            TxTodo.main()
            return ReviewNotice.say(arguments: args)
        }
        do {
            let store = try FastPath.run(command)
            ReviewNotice.say(arguments: args)
            // The file's tasks are left for the kernel to take back with the
            // process: freeing 100,000 of them one by one costs more than printing them.
            withExtendedLifetime(store) { exit(0) }
        } catch {
            TxTodo.exit(withError: error)
        }
    }
}
