import TodoCore

// Undo and redo: the latest change to the file made by txtodo on this
// machine, by the app or a command, then the one before.
extension TodoStore {
    public var canUndo: Bool { history.current.canUndo }
    public var canRedo: Bool { history.current.canRedo }
    /// The undo and redo stacks as they stand now (read without the lock:
    /// what an undo would take back if it were made at once).
    public var undoStack: UndoStack { history.current }

    /// Whether a change is flushed to the disk before it is reported (a
    /// command sets this; the app's keys stay quick).
    public var keepsChangesDurably: Bool {
        get { history.durable }
        set { history.durable = newValue }
    }

    /// Takes back the latest change not undone yet; nil when there is none.
    /// One that can no longer be undone (its task was edited since) is
    /// dropped from the history and refused with `UndoSkipped`.
    @discardableResult
    public func undo() throws -> Outcome? { try step(redo: false) }

    /// Makes the latest undone change again; nil when there is none (or a
    /// change was made since it was undone).
    @discardableResult
    public func redo() throws -> Outcome? { try step(redo: true) }

    private func step(redo: Bool) throws -> Outcome? {
        let next = { (history: UndoStack) in redo ? history.nextRedo : history.nextUndo }
        guard let expected = next(history.current) else { return nil }
        // A rename undone is a rename back, recorded as one (see `transact`).
        let renames = expected.change.renamedTask.map { redo ? [$0.from, $0.to] : [$0.to, $0.from] } ?? []
        // Under the folder lock, the history is read again: another txtodo
        // may have changed the file since, and its change comes first.
        var taken: UndoStack.Entry?
        return try transact(
            renames: renames,
            { list, today -> Outcome? in
                guard let entry = next(history.current) else { return nil }
                taken = entry
                do {
                    return redo
                        ? try TodoCore.redo(entry.change, in: list.document, today: today)
                        : try TodoCore.undo(entry.change, in: list.document, today: today)
                } catch let error as TodoError {
                    history.note(.forgotten, entry.id)
                    throw UndoSkipped(reason: error, redo: redo)
                }
            },
            then: { outcome in
                if let taken, outcome != nil { history.note(redo ? .redone : .undone, taken.id) }
            })
    }
}
