import ArgumentParser
import TerminalUI
import TodoStore

extension TxTodo {
    struct Open: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Open a link of task N in the browser ($BROWSER, else xdg-open).",
            discussion:
                "With several links in the task's name and notes, K picks one (1 is the first); without K they are listed.")

        @OptionGroup var numbered: NumberedTask
        @Argument(help: ArgumentHelp("Which link, when the task has several.", valueName: "K")) var link: Int?

        func run() throws {
            let store = try numbered.global.openStore()
            let task = try numbered.task(in: store)
            let links = task.links
            guard !links.isEmpty else { throw Console.refusal("task \(numbered.number) “\(task.name)” has no link") }
            guard let index = link ?? (links.count == 1 ? 1 : nil) else {
                let list = links.enumerated().map { "  \($0.offset + 1) \($0.element.text)" }.joined(separator: "\n")
                throw Console.refusal(
                    "task \(numbered.number) has \(links.count) links; pick one with `txtodo open \(numbered.number) K`:\n\(list)"
                )
            }
            guard (1...links.count).contains(index) else {
                throw Console.refusal(
                    "task \(numbered.number) has \(links.count) link\(links.count == 1 ? "" : "s"), not \(index)")
            }
            let url = links[index - 1].url
            if case .failure(let failure) = LinkOpener.open(url, environment: numbered.global.environment) {
                throw Console.refusal(failure.description)
            }
            Console.out("Opened \(url)")
        }
    }
}
