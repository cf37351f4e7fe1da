#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

import ArgumentParser
import TerminalUI

/// The process entry: the command word is made whole (see `CommandWord`),
/// then the plain forms of the everyday commands skip the argument parser
/// (see `FastPath`); everything else goes through it.
@main
enum Entry {
    static func main() {
        let args: [String]
        do {
            args = try CommandWord.expand(Array(CommandLine.arguments.dropFirst()))
        } catch {
            Console.err("txtodo: " + error.message)
            exit(ExitCode.validationFailure.rawValue)
        }
        guard let command = FastPath.route(args) else {
            TxTodo.main(args)
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
