import ArgumentParser

/// The process entry. `txtodo list` is what people and scripts run most, so
/// its plain forms skip the argument parser's reflection-based set-up (about
/// 4 ms at every start); anything else, including every error and `--help`,
/// goes through the parser.
@main
enum Entry {
    static func main() {
        if let (file, json) = plainList(Array(CommandLine.arguments.dropFirst())) {
            do {
                try TxTodo.List.print(file: file, json: json)
            } catch {
                TxTodo.exit(withError: error)
            }
            return
        }
        TxTodo.main()
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
