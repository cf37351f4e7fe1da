import ArgumentParser
import TerminalUI

/// The process entry. Opening the app and `txtodo list` are what people and
/// scripts run most, so their plain forms skip the argument parser's
/// reflection-based set-up (about 4 ms at every start); anything else,
/// including every error and `--help`, goes through the parser.
@main
enum Entry {
    static func main() {
        let args = Array(CommandLine.arguments.dropFirst())
        if let file = plainApp(args) {
            let status = TerminalApp.run(filePath: GlobalOptions.path(file: file), environment: Console.environment())
            if status != 0 { TxTodo.exit(withError: ExitCode(status)) }
            return
        }
        if let (file, json) = plainList(args) {
            do {
                try TxTodo.List.print(file: file, json: json)
            } catch {
                TxTodo.exit(withError: error)
            }
            return
        }
        TxTodo.main()
    }

    /// No arguments, or only `--file PATH` / `--file=PATH`: the app.
    /// (`.some(nil)` is the default file; nil means "not this form".)
    static func plainApp(_ args: [String]) -> String?? {
        switch args.count {
        case 0: return .some(nil)
        case 1 where args[0].hasPrefix("--file=") && args[0].count > 7: return String(args[0].dropFirst(7))
        case 2 where args[0] == "--file" && !args[1].hasPrefix("-"): return args[1]
        default: return nil
        }
    }

    /// `list`, with `--json` and `--file PATH` / `--file=PATH` at most once
    /// each, in any order; nil for anything else.
    static func plainList(_ args: [String]) -> (file: String?, json: Bool)? {
        guard args.first == "list" else { return nil }
        var file: String?
        var json = false
        var rest = args.dropFirst()
        while let arg = rest.popFirst() {
            if arg == "--json", !json {
                json = true
            } else if arg == "--file", file == nil, let value = rest.popFirst(), !value.hasPrefix("-") {
                file = value
            } else if arg.hasPrefix("--file="), file == nil, arg.count > 7 {
                file = String(arg.dropFirst(7))
            } else {
                return nil
            }
        }
        return (file, json)
    }
}
