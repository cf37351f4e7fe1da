import ArgumentParser
import TodoStore
import TodoCore
import FileAccess

extension TxTodo {
    struct Undo: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "undo",
            abstract: "Undo the latest change made by txtodo to the file (the app's too); again, the one before.")
        @OptionGroup var global: GlobalOptions

        func run() throws { try UndoCommand.run(file: global.file, redo: false) }
    }

    struct Redo: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "redo",
            abstract: "Make the latest undone change again (the app's too); again, the one undone before it.")
        @OptionGroup var global: GlobalOptions

        func run() throws { try UndoCommand.run(file: global.file, redo: true) }
    }
}

/// `txtodo undo` and `txtodo redo`: the file's shared undo history, latest change first.
enum UndoCommand {
    static func run(file: String?, redo: Bool) throws {
        let store = try GlobalOptions.openStore(file: file, changing: true)
        try finishing(store) { try undo(in: store, redo: redo) }
    }

    static func undo(in store: TodoStore, redo: Bool = false) throws {
        let outcome: Outcome?
        let numbers = ListingNumbers.Before(store)
        do {
            outcome = try redo ? store.redo() : store.undo()
        } catch let skipped as UndoSkipped {
            throw Console.refusal("\(skipped)")
        } catch let error as StoreError {
            // The file could not be read or written: the change stays, to undo later.
            throw Console.refusal("\(error)")
        }
        guard let outcome else {
            if redo { throw Console.refusal("nothing to redo: no change was undone since the last one made") }
            throw Console.refusal("nothing to undo: no change made by txtodo to \(store.path) on this machine is remembered")
        }
        numbers.undone(outcome.focus, in: store)
        Console.out(outcome.message)
    }
}
