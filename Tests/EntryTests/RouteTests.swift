#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import ArgumentParser
import TodoStore
import Testing
@testable import txtodo
import TodoCore
import TaskPaper

/// Every argument vector the fast path takes gives the same command, the same
/// output, the same exit status and the same file as the argument parser's
/// route; everything else is left to the parser.
@Suite struct RouteTests {
    static let start =
        "Floating:\n\t- Learn Japanese @priority(3)\nToday:\n\t- Buy oat milk @priority(2)\n\t\tSemi-skimmed.\n\t- Reply to Sam @done\nTomorrow:\n\t- Pay rent\n"

    /// `F` stands for the todo file's path.
    static let taken: [[String]] = [
        [], ["--file", "F"], ["--file=F"],
        ["list"], ["list", "--json"], ["list", "--file", "F"], ["--file", "F", "list"], ["list", "--file=F"],
        ["--file=F", "list", "--json"], ["list", "--json", "--file", "F"], ["--file", "F", "list", "--json"],
        ["add", "Buy", "bread"], ["--file", "F", "add", "Buy bread"], ["add", "Buy", "bread", "--file", "F"],
        ["add", "--tomorrow", "Pay", "bills"], ["add", "Pay", "--tomorrow", "bills", "--priority", "3"],
        ["add", "--floating", "Read"], ["add", "--priority=2", "--floating", "Read", "more"],
        ["add", "--floating", "Read", "--file=F"], ["add", "Buy", "@done", "now"], ["add", "list"],
        ["done", "1"], ["done", "2", "--file", "F"], ["--file", "F", "done", "3"], ["reopen", "3"], ["reopen", "1"],
        ["delay", "2"], ["delay", "1"], ["delay", "4"], ["done", "9"], ["done", "0"], ["done", "03"],
        ["--file=F", "delay", "2"], ["done", "1", "2"], ["done", "3", "1", "--file", "F"], ["reopen", "3", "3"],
        ["delay", "2", "1"], ["done", "x"], ["done", "milk"], ["done", "OAT", "sam"], ["done", "a"], ["done", "+1"],
        ["done", "1234567890"], ["done", "2", "rent"], ["rm", "1"], ["rm", "2", "--file", "F"], ["rm", "milk", "4"],
        ["rm", "9"],
        // Short options, aliases and prefixes of the command word.
        ["add", "-t", "Gym"], ["add", "-f", "Read"], ["add", "-p", "3", "Pay", "rent"], ["add", "Gym", "-t", "-p", "2"],
        ["a", "-t", "Gym"], ["a", "Buy", "bread"], ["x", "3"], ["x", "1", "milk"], ["ls"], ["ls", "--json"],
        ["--file", "F", "x", "2"], ["--file=F", "ls"], ["li"], ["ad", "-f", "Read"], ["don", "1"], ["del", "2"],
        ["reo", "3"], ["de", "1"],
        // Filters and colour.
        ["list", "milk"], ["list", "@store"], ["list", "--today"], ["list", "-t"], ["list", "-f", "--json"],
        ["list", "--tomorrow", "--floating"], ["list", "oat", "MILK", "--today"], ["list", "--color=never"],
        ["list", "--color", "always"], ["ls", "--color=auto", "sam"], ["list", "nothing-matches"], ["list", "extra"],
        ["list", "--floating"], ["ls", "--json", "@jlpt", "learn"], ["list", "help"], ["list", "@"],
        // The record.
        ["log"], ["log", "--json"], ["log", "--unfinished"], ["--file", "F", "log"], ["log", "--file=F"],
        ["log", "--unfinished", "--json", "--file", "F"], ["lo"], ["log", "--days", "3"], ["log", "--days=0"],
        ["log", "--days", "30", "--json"], ["log", "--since", "2026-11-01"], ["log", "--since=2026-11-21", "--unfinished"],
        ["--file", "F", "log", "--days", "400", "--json", "--unfinished"], ["log", "--days", "007"],
    ]

    static let leftToTheParser: [[String]] = [
        ["--help"], ["--version"], ["list", "--help"], ["list", "-h"], ["list", "--json", "--json"], ["list", "-j"],
        ["list", "--file"], ["list", "--file", "--json"], ["list", "--file="], ["--json", "list"], ["--json"],
        ["--file", "F", "--file", "F", "list"], ["add"], ["add", "--floating", "--tomorrow", "x"],
        ["add", "--later", "x"], ["add", "-l", "x"], ["add", "--on", "fri", "x"], ["add", "-o", "+2", "x"],
        ["add", "--on=12-05", "x"], ["list", "--later"], ["list", "-l"], ["move", "1", "later"], ["move", "1", "--on", "fri"],
        ["add", "--priority", "4", "x"], ["add", "--priority", "x"], ["add", "--", "-x"], ["add", "-x"], ["add", ""],
        ["--priority", "2", "add", "x"], ["add", "--json", "x"], ["done"], ["done", "-1"], ["done", "1", ""],
        ["done", "--", "1"], ["done", "--json", "1"], ["rm"], ["rm", "--json", "1"],
        ["note", "1", "x"], ["path"], ["help"], ["undo"], ["add", "-tp", "3", "x"], ["add", "-p3", "x"],
        ["add", "-t", "-t", "x"], ["add", "-t", "--tomorrow", "x"], ["add", "-e", "day", "x"], ["done", "-t", "1"],
        ["list", "-p", "2"], ["list", "--color", "red"], ["list", "--color"], ["list", "--color=always", "--color=never"],
        ["-t", "add", "x"], ["add", "--today", "x"], ["add", "--color=never", "x"], ["done", "--color=never", "1"],
        ["list", "--today", "--today"], ["list", "-t", "--tomorrow"], ["list", "--", "-t"],
        ["log", "x"], ["log", "--days", "-1"], ["log", "--days", "+3"], ["log", "--days", "three"], ["log", "--days"],
        ["log", "--days", "3", "--since", "2026-11-01"], ["log", "--days", "3", "--days", "4"],
        ["log", "--since", "2026-13-01"], ["log", "--since", "2026-1-1"], ["log", "--since", "fri"],
        ["list", "--days", "3"], ["done", "--since", "2026-11-01", "1"], ["--days", "3", "log"], ["log", "--days="],
        ["log", "--unfinished", "--unfinished"], ["log", "-p", "2"], ["log", "--color=never"], ["log", "--today"],
        ["list", "--unfinished"], ["done", "--unfinished", "1"], ["add", "--unfinished", "x"], ["--unfinished"],
    ]

    @Test(arguments: taken)
    func theFastPathAgreesWithTheParser(_ template: [String]) throws {
        let folder = Folder()
        let typed = template.map { $0 == "F" ? folder.todo : $0 == "--file=F" ? "--file=" + folder.todo : $0 }
        let args = try CommandWord.expand(typed)
        let fast = try #require(FastPath.route(args), "\(args)")
        #expect(try Self.parsed(args) == fast)
        if case .app = fast { return }
        folder.write(Self.start)
        let viaFastPath = folder.run { try FastPath.run(fast) }
        let fileAfterFastPath = folder.read()
        folder.write(Self.start)
        folder.forgetLastChange()
        let viaParser = folder.run {
            var command = try TxTodo.parseAsRoot(args)
            try command.run()
        }
        #expect(viaFastPath == viaParser, "\(args)")
        #expect(fileAfterFastPath == folder.read(), "\(args)")
    }

    @Test(arguments: leftToTheParser)
    func everythingElseGoesToTheParser(_ template: [String]) {
        #expect(FastPath.route(template) == nil)
    }

    /// The parser's reading of the arguments, in the fast path's terms.
    static func parsed(_ args: [String]) throws -> FastPath.Command? {
        switch try TxTodo.parseAsRoot(args) {
        case let c as TxTodo: return .app(file: c.global.file)
        case let c as TxTodo.List: return .list(file: c.global.file, c.request)
        case let c as TxTodo.Add:
            if c.later || c.on != nil { return nil }
            let section: Section = c.floating ? .floating : c.tomorrow ? .tomorrow : .today
            return .add(file: c.global.file, section: section, priority: c.priority, words: c.text)
        case let c as TxTodo.Done: return .mark(file: c.named.global.file, verb: .done, tasks: c.named.tasks)
        case let c as TxTodo.Reopen: return .mark(file: c.named.global.file, verb: .reopen, tasks: c.named.tasks)
        case let c as TxTodo.Delay: return .mark(file: c.named.global.file, verb: .delay, tasks: c.named.tasks)
        case let c as TxTodo.Remove: return .mark(file: c.named.global.file, verb: .rm, tasks: c.named.tasks)
        case let c as TxTodo.Log:
            return .log(
                file: c.global.file, days: c.days, since: c.since.flatMap { Day($0) }, json: c.json,
                unfinished: c.unfinished)
        default: return nil
        }
    }
}

/// What a command printed and how it ended.
struct Ran: Equatable {
    var out: String
    var err: String
    var status: Int32
}

/// A private folder holding the todo file (also the default file and the
/// state folder), removed afterwards.
final class Folder {
    let path: String
    var todo: String { path + "/data/txtodo/todo.taskpaper" }

    init() {
        var template = Array("/tmp/txtodo-route-XXXXXX".utf8CString)
        let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
        precondition(made != nil, "cannot create a temporary folder")
        path = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        for sub in ["/data", "/data/txtodo", "/config", "/state"] { mkdir(path + sub, 0o700) }
    }

    deinit { _ = system("rm -rf '\(path)'") }

    var environment: [String: String] {
        [
            "HOME": path, "XDG_DATA_HOME": path + "/data", "XDG_CONFIG_HOME": path + "/config",
            "XDG_STATE_HOME": path + "/state", "TXTODO_NOW": "2026-11-22 10:00:00", "TZ": "UTC",
        ]
    }

    func write(_ text: String) {
        let fd = open(todo, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        precondition(fd >= 0)
        let bytes = Array(text.utf8)
        precondition(bytes.withUnsafeBytes { pwrite(fd, $0.baseAddress!, $0.count, 0) } == bytes.count)
        close(fd)
    }

    func read() -> String? {
        guard let f = fopen(todo, "r") else { return nil }
        defer { fclose(f) }
        var bytes: [UInt8] = []
        while case let c = fgetc(f), c != EOF { bytes.append(UInt8(c)) }
        return String(decoding: bytes, as: UTF8.self)
    }

    func forgetLastChange() { _ = system("rm -rf '\(path)/state/txtodo'") }

    /// Runs a command in-process and keeps what it printed; an error ends it
    /// as the process would end (its message on stderr, its status).
    func run(_ body: () throws -> Void) -> Ran {
        let scope = Console.Scope(environment: environment)
        var status: Int32 = 0
        Console.$scope.withValue(scope) {
            do {
                try body()
            } catch {
                status = TxTodo.exitCode(for: error).rawValue
                let message = TxTodo.fullMessage(for: error)
                if !message.isEmpty { scope.err += Array((message + "\n").utf8) }
            }
        }
        return Ran(
            out: String(decoding: scope.out, as: UTF8.self), err: String(decoding: scope.err, as: UTF8.self),
            status: status)
    }
}
