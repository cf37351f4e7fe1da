import ArgumentParser
import TodoStore
import TodoSync
import Processes

extension TxTodo {
    struct Sync: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "sync",
            abstract: "Commit, pull (merging with txtodo's merge driver) and push the file's git repository.",
            discussion: """
                The todo file must live in a git work tree. `--setup` registers the merge driver \
                (a .gitattributes line and merge.txtodo.driver in the repository's config, naming \
                this program), keeps the version logs out of git, and adds the git hooks commit-msg \
                and post-commit, so a commit of the file made by hand says the renames txtodo made \
                (only where the repository has no such hook of its own); it does nothing else; sync \
                does it too when it is missing, and replaces a driver git cannot run. A merge git \
                left unfinished in the file (a pull whose driver could not run) is finished first.
                """)

        @Flag(help: "Only register txtodo's merge driver for the file and its archive.") var setup = false
        /// What a git hook txtodo installed runs (`commit-msg` with the
        /// message file as `--hook-file`, `post-commit`).
        @Option(help: .hidden) var hook: String?
        @Option(help: .hidden) var hookFile: String?
        @OptionGroup var global: GlobalOptions

        func run() throws {
            let environment = global.environment
            let txtodo = OwnExecutable.name(environment: environment)
            if let hook {
                // Run by git in a hook (see `CommitHooks`): quiet, and never a failure.
                switch hook {
                case "commit-msg":
                    if let message = hookFile {
                        HandCommitRenames.addToMessage(message, environment: environment)
                    }
                case "post-commit": HandCommitRenames.forgetCommitted(environment: environment)
                default: break
                }
                return
            }
            if setup {
                let (wrote, warnings) = try syncing { () throws(SyncError) in
                    try GitSync.setup(path: global.path, txtodo: txtodo, environment: environment)
                }
                warnings.forEach { Console.err("txtodo: sync: " + $0) }
                if wrote.isEmpty { Console.out("txtodo sync: the merge driver was already set up") }
                wrote.forEach { Console.out("txtodo sync: wrote \($0)") }
                return
            }
            // The daily rules and any sync-conflict copies first, like every command.
            let store = try global.openStore()
            let report = try syncing { () throws(SyncError) in
                try GitSync.sync(path: global.path, txtodo: txtodo, environment: environment, today: store.today)
            }
            report.warnings.forEach { Console.err("txtodo: sync: " + $0) }
            Console.out("txtodo sync: " + report.summary)
        }

        private func syncing<T>(_ body: () throws(SyncError) -> T) throws -> T {
            do {
                return try body()
            } catch {
                Console.err("txtodo: sync: \(error)")
                throw ExitCode.failure
            }
        }
    }
}

extension GlobalOptions {
    /// With `sync = git-always` in the config, a command that changed the
    /// file syncs after the change. A failed sync is a warning: the change
    /// itself is saved.
    static func syncIfAlways(_ store: TodoStore) {
        guard store.config.sync == .gitAlways else { return }
        let environment = Console.environment()
        do {
            let report = try GitSync.sync(
                path: store.path, txtodo: OwnExecutable.name(environment: environment), environment: environment,
                today: store.today)
            report.warnings.forEach { Console.err("txtodo: sync: " + $0) }
            Console.out("txtodo sync: " + report.summary)
        } catch {
            Console.err("txtodo: sync: \(error)")
        }
    }
}
