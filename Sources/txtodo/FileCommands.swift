#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ArgumentParser
import TodoStore

extension TxTodo {
    struct Edit: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Open the file in $VISUAL or $EDITOR (else vi), then apply the daily rules.")

        @OptionGroup var global: GlobalOptions

        func run() throws {
            let store = try global.openStore()
            let environment = global.environment
            let editor = [environment["VISUAL"], environment["EDITOR"]].compactMap { $0 }.first { !$0.isEmpty } ?? "vi"
            let status = Editor.run(editor, path: store.path)
            guard status == 0 else {
                Console.err("txtodo: the editor `\(editor)` exited with status \(status); check $VISUAL/$EDITOR")
                throw ExitCode.failure
            }
            _ = try global.openStore(reportingWarnings: false)
        }
    }

    struct Path: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Print the todo file's path.")
        @OptionGroup var global: GlobalOptions
        func run() { Console.out(global.path) }
    }
}

/// Runs the user's editor through `/bin/sh -c`, so `EDITOR="code --wait"` works.
enum Editor {
    /// The editor's exit status (127 when it could not be started).
    static func run(_ editor: String, path: String) -> Int32 {
        let command = editor + " " + shellQuoted(path)
        let arguments = ["sh", "-c", command]
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid = pid_t()
        guard posix_spawn(&pid, "/bin/sh", nil, nil, &argv, environ) == 0 else { return 127 }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            if errno != EINTR { return 127 }
        }
        // Exited normally: the exit code; killed by a signal: 128 + signal, as shells report it.
        return (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
    }

    /// 'it'\''s' — safe inside any shell command line.
    static func shellQuoted(_ text: String) -> String {
        "'" + text.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "'\\''") + "'"
    }
}
