import ArgumentParser
import Testing
@testable import txtodo

/// The command word made whole: exact names and aliases first, then a start
/// that one name alone has; the commands are whatever `TxTodo` lists.
@Suite struct CommandWordTests {
    @Test func theCommandsAreTxTodosSubcommands() {
        let names = CommandWord.known.map(\.name)
        #expect(names.count == TxTodo.configuration.subcommands.count + 1)
        for command in ["list", "add", "done", "reopen", "delay", "rm", "note", "rename", "move", "log", "help"] {
            #expect(names.contains(command), "\(command)")
        }
        #expect(CommandWord.known.first { $0.name == "done" }?.aliases == ["x"])
        for command in TxTodo.configuration.subcommands {
            #expect(CommandWord.name(of: command) == command._commandName)
        }
    }

    /// Every command, and every command under one, names itself: the parser
    /// otherwise asks for the type's description, whose casts look through
    /// every conformance of the program, at each start of a command that
    /// is not an everyday word (`log`, `note`, `sync`…). (The names people
    /// type are the completion scripts' and are checked there.)
    @Test func everyCommandNamesItself() {
        var commands = TxTodo.configuration.subcommands
        while let command = commands.popLast() {
            let named = command.configuration.commandName
            #expect(named != nil, "\(command)")
            commands += command.configuration.subcommands
        }
    }

    static let known = [
        CommandWord.Known(name: "log", aliases: []), CommandWord.Known(name: "login", aliases: ["l"]),
        CommandWord.Known(name: "list", aliases: ["ls"]), CommandWord.Known(name: "lsblk", aliases: []),
    ]

    @Test func exactNamesAndAliasesWinOverStarts() throws {
        #expect(try CommandWord.name(for: "log", among: Self.known) == "log")
        #expect(try CommandWord.name(for: "l", among: Self.known) == "login")
        #expect(try CommandWord.name(for: "ls", among: Self.known) == "list")
        #expect(try CommandWord.name(for: "logi", among: Self.known) == "login")
        #expect(try CommandWord.name(for: "lsb", among: Self.known) == "lsblk")
        #expect(throws: CommandWord.Problem(message: "“lo” could be log, login: type more of it")) {
            try CommandWord.name(for: "lo", among: Self.known)
        }
    }

    /// A command added to `TxTodo` takes part with no other change.
    @Test func aNewCommandTakesPart() throws {
        let more = CommandWord.known + [CommandWord.Known(name: "zap", aliases: [])]
        #expect(try CommandWord.name(for: "za", among: more) == "zap")
        #expect(throws: CommandWord.Problem.self) { try CommandWord.name(for: "re", among: more) }
        do {
            _ = try CommandWord.name(for: "re", among: more)
        } catch {
            #expect(error.message.contains("review"))
        }
    }

    @Test func onlyTheCommandWordIsMadeWhole() throws {
        #expect(try CommandWord.expand(["del", "del"]) == ["delay", "del"])
        #expect(try CommandWord.expand(["--file", "li", "x", "1"]) == ["--file", "li", "done", "1"])
        #expect(try CommandWord.expand(["--file=x", "ls"]) == ["--file=x", "list"])
        // After any other option, or none at all, the parser reads them as they are.
        #expect(try CommandWord.expand(["--help", "li"]) == ["--help", "li"])
        #expect(try CommandWord.expand(["--file", "f"]) == ["--file", "f"])
        #expect(try CommandWord.expand([]) == [])
    }
}

/// The everyday words, known without reading the commands' configurations,
/// name what the parser's names and aliases name.
@Suite struct EverydayWordsTests {
    @Test func theyAgreeWithTheCommands() throws {
        for (word, name) in CommandWord.everyday {
            #expect(try CommandWord.name(for: word, among: CommandWord.known) == name, "\(word)")
        }
        let fast = ["list", "add", "done", "reopen", "delay", "rm"]
        #expect(fast.allSatisfy { CommandWord.everyday[$0] == $0 })
    }
}
