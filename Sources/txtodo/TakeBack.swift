import ArgumentParser
import TodoStore

/// `txtodo add --back N`: unfinished task N of `txtodo log --unfinished`
/// goes on today's list again, with its priority and notes.
enum TakeBack {
    static func validate(_ add: TxTodo.Add) throws {
        if !add.text.isEmpty || add.floating || add.tomorrow || add.priority != 1 {
            throw ValidationError("--back takes only the task's number from `txtodo log --unfinished`")
        }
        if let back = add.back, back < 1 { throw ValidationError("--back takes a number from 1") }
    }

    static func run(_ number: Int, file: String?) throws {
        try changing(file: file) { store in
            let unfinished = try failing { try store.logbook() }.unfinished
            guard unfinished.indices.contains(number - 1) else {
                throw Console.refusal(
                    unfinished.isEmpty
                        ? "No task expired unfinished; nothing to take back."
                        : "No unfinished task \(number); `txtodo log --unfinished` numbers them 1 to \(unfinished.count).")
            }
            let task = unfinished[number - 1]
            if store.list.isBack(number - 1, of: unfinished) {
                throw Console.refusal("“\(task.name)” is on today's list already.")
            }
            return (
                [.takeBack(task)],
                { outcome, store in
                    let shown = ListingNumbers.added(outcome.focus, in: store)
                    return "Took \(shown.map { "\($0) " } ?? "")“\(task.name)” back to Today (from \(task.day))."
                }
            )
        }
    }
}
