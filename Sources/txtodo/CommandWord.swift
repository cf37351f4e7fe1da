import ArgumentParser

/// The command word as people type it: a command's name, one of its aliases
/// (`ls`, `a`, `x`) or any part of a name from its start that no other name
/// shares (`del` for `delay`). Made whole once, where the process starts, so
/// that the fast path and the parser read the same full name. The commands
/// are `TxTodo`'s subcommands (and the parser's `help`), whatever they are.
enum CommandWord {
    /// A command's name and its aliases.
    struct Known: Equatable {
        var name: String
        var aliases: [String]
    }

    /// A word that names no command, or several.
    struct Problem: Error, Equatable {
        let message: String
    }

    static var known: [Known] {
        TxTodo.configuration.subcommands.map { Known(name: name(of: $0), aliases: $0.configuration.aliases) }
            + [Known(name: "help", aliases: [])]
    }

    /// The name the parser gives the command: the one its configuration
    /// sets. Every command sets one (a test keeps it so): the parser's own
    /// fallback, `_commandName`, asks for the type's description, whose
    /// casts look through every conformance of the program.
    static func name(of command: ParsableCommand.Type) -> String {
        command.configuration.commandName ?? command._commandName
    }

    /// The everyday words and the names they stand for, known without
    /// reading every command's configuration (which touches the parser's
    /// types and, at the start of a process, costs memory and time the
    /// commands themselves do not need). A test checks they agree with `known`.
    static let everyday: [String: String] = [
        "list": "list", "ls": "list", "add": "add", "a": "add", "done": "done", "x": "done", "reopen": "reopen",
        "delay": "delay", "rm": "rm", "log": "log",
    ]

    /// The full name for `word`; exact names and aliases first, then the
    /// names that start with it.
    static func name(for word: String, among known: [Known]) throws(Problem) -> String {
        if let exact = known.first(where: { $0.name == word || $0.aliases.contains(word) }) { return exact.name }
        let candidates = known.map(\.name).filter { $0.hasPrefix(word) }.sorted()
        if candidates.count == 1 { return candidates[0] }
        if candidates.isEmpty {
            let all = known.map { $0.aliases.isEmpty ? $0.name : "\($0.name) (\($0.aliases.joined(separator: ", ")))" }
            throw Problem(message: "unknown command “\(word)”; the commands are: \(all.joined(separator: ", "))")
        }
        throw Problem(message: "“\(word)” could be \(candidates.joined(separator: ", ")): type more of it")
    }

    /// The arguments with the command word made whole. The word is the
    /// first that does not start with `-`, after `--file PATH` at most;
    /// after anything else before it, the arguments are left as they are.
    static func expand(_ args: [String], among known: @autoclosure () -> [Known] = known) throws(Problem) -> [String] {
        var k = 0
        while k < args.count {
            let arg = args[k]
            if arg == "--file" {
                k += 2
            } else if arg.hasPrefix("--file=") {
                k += 1
            } else if arg.hasPrefix("-") || arg.isEmpty {
                return args
            } else {
                var whole = args
                if let everyday = everyday[arg] {
                    whole[k] = everyday
                } else {
                    whole[k] = try name(for: arg, among: known())
                }
                return whole
            }
        }
        return args
    }
}
