import ArgumentParser
import TodoStore

extension TxTodo {
    struct Undo: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Undo the last change made with a txtodo command; again, the one before (not changes made in the app).")
        @OptionGroup var global: GlobalOptions

        func run() throws { try LastChangeRecord.undo(in: try global.openStore()) }
    }
}

/// The change a command just made, kept for `txtodo undo`.
enum LastChangeRecord {
    /// Undoes the change kept for the store's file and forgets it.
    static func undo(in store: TodoStore) throws {
        let environment = Console.environment()
        guard let kept = try failing({ try LastChange.latest(todoPath: store.path, environment: environment) }) else {
            throw Console.refusal("nothing to undo: no change made with a txtodo command to \(store.path) is remembered")
        }
        let outcome: Outcome
        do {
            outcome = try store.undo(kept.change)
        } catch let error as TodoError {
            // Kept, it would stand in front of every change before it.
            LastChange.forget(kept, environment: environment)
            throw Console.refusal("\(error) It is forgotten: `txtodo undo` again takes back the change before.")
        } catch let error as StoreError {
            // The file could not be read or written: the change stays, to undo later.
            throw Console.refusal("\(error)")
        }
        LastChange.forget(kept, environment: environment)
        Console.out(outcome.message)
    }

    static func remember(_ outcome: Outcome, store: TodoStore) {
        guard !outcome.change.isEmpty else { return }
        do {
            try LastChange.save(outcome.change, todoPath: store.path, environment: Console.environment())
        } catch {
            Console.err("txtodo: the change was made, but `txtodo undo` will not know it: \(error)")
        }
    }
}
