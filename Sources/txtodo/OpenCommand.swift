import ArgumentParser
import TerminalUI
import TodoStore
import Processes

extension TxTodo {
    struct Open: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "open",
            abstract: "Open a link of a task in the browser ($BROWSER, else xdg-open).",
            discussion:
                "With several links in the task's name and notes, K picks one (1 is the first); without K they are listed.")

        @OptionGroup var named: NamedTask
        @Argument(help: ArgumentHelp("Which link, when the task has several.", valueName: "K")) var link: Int?

        func run() throws {
            let store = try named.global.openStore()
            let listed = try named.resolve(in: store)
            let (task, number) = (listed.task, listed.number)
            let links = task.links
            guard !links.isEmpty else { throw Console.refusal("task \(number) “\(task.name)” has no link") }
            guard let index = link ?? (links.count == 1 ? 1 : nil) else {
                let list = links.enumerated().map { "  \($0.offset + 1) \($0.element.text)" }.joined(separator: "\n")
                throw Console.refusal(
                    "task \(number) has \(links.count) links; pick one with `txtodo open \(number) K`:\n\(list)"
                )
            }
            guard (1...links.count).contains(index) else {
                throw Console.refusal(
                    "task \(number) has \(links.count) link\(links.count == 1 ? "" : "s"), not \(index)")
            }
            let url = links[index - 1].url
            if case .failure(let failure) = LinkOpener.open(url, environment: named.global.environment) {
                throw Console.refusal(failure.description)
            }
            Console.out("Opened \(url)")
        }
    }
}
