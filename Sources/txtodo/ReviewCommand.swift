import ArgumentParser
import TodoStore
import TodoCore

extension TxTodo {
    struct Review: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "review",
            abstract: "The unfinished tasks of every day since the review was last opened; N… brings them back.",
            usage: """
                txtodo review [--json] [--file <path>]
                txtodo review <n> ... [--file <path>]
                """,
            discussion: """
                Lists, newest day first, the tasks that expired unfinished since the review was last \
                opened (here or in the app with r; the last 7 days if never), leaving out a routine's \
                tasks and those on today's list again, and records the review as opened. The numbers \
                hold for the day: `txtodo review 2 3` puts tasks 2 and 3 on today's list as new tasks \
                with their priority and notes, as one change that one undo takes back.
                """)

        @OptionGroup var global: GlobalOptions

        @Argument(help: ArgumentHelp("Tasks of the review to bring back to Today.", valueName: "n"))
        var numbers: [Int] = []

        @Flag(help: "Print a stable JSON object instead of text (see docs/json.md).")
        var json = false

        func validate() throws {
            if json && !numbers.isEmpty { throw ValidationError("--json lists the review; it takes no numbers") }
            if numbers.contains(where: { $0 < 1 }) { throw ValidationError("the review numbers its tasks from 1") }
        }

        func run() throws {
            if numbers.isEmpty { return try list() }
            try ReviewTakeBack.run(numbers, file: global.file)
        }

        private func list() throws {
            let store = try global.openStore()
            let waiting = try failing { try store.openReview(environment: Console.environment()) }
            Console.out(json ? ReviewText.json(waiting, file: store.path) : ReviewText.render(waiting))
        }
    }
}

/// `txtodo review N…`: the review's tasks N… go on today's list again.
enum ReviewTakeBack {
    static func run(_ numbers: [Int], file: String?) throws {
        var picked: [PastTask] = []
        try changing(file: file) { store in
            let waiting = try failing { try store.openReview(environment: Console.environment()) }
            var seen = Set<Int>()
            for number in numbers where seen.insert(number).inserted {
                guard waiting.tasks.indices.contains(number - 1) else {
                    throw Console.refusal(
                        waiting.tasks.isEmpty
                            ? "No task waits for review; nothing to take back."
                            : "No task \(number) in the review; `txtodo review` numbers them 1 to \(waiting.tasks.count).")
                }
                let task = waiting.tasks[number - 1]
                if waiting.isBack[number - 1] { throw Console.refusal("“\(task.name)” is on today's list already.") }
                picked.append(task)
            }
            var next = 0
            return (
                picked.map { .takeBack($0) },
                { _, _ in
                    defer { next += 1 }
                    let task = picked[next]
                    return "Took “\(task.name)” back to Today (from \(task.day.weekdayName) \(task.day))."
                }
            )
        }
    }
}
