/// The undo and redo stacks, built from what happened in order: changes
/// made, undone, redone, and changes that could not be undone (forgotten,
/// so the one before them comes next). Each change has an id, so a note
/// about it names that very change however many are alike. Empty changes
/// are not recorded. Pure: the store keeps the events in a file and replays
/// them here.
public struct UndoStack: Sendable {
    public struct Entry: Sendable, Hashable {
        public var id: UInt64
        public var change: Change

        public init(id: UInt64, change: Change) {
            self.id = id
            self.change = change
        }
    }

    public let limit: Int
    public private(set) var undoStack: [Entry] = []
    public private(set) var redoStack: [Entry] = []

    public init(limit: Int = 200) {
        self.limit = max(1, limit)
    }

    public var canUndo: Bool { !undoStack.isEmpty }
    public var canRedo: Bool { !redoStack.isEmpty }
    public var nextUndo: Entry? { undoStack.last }
    public var nextRedo: Entry? { redoStack.last }

    /// A new change: it is the next to undo, and nothing is left to redo.
    public mutating func record(_ change: Change, id: UInt64) {
        guard !change.isEmpty else { return }
        undoStack.append(Entry(id: id, change: change))
        if undoStack.count > limit { undoStack.removeFirst(undoStack.count - limit) }
        redoStack.removeAll()
    }

    /// The change was undone: it is the next to redo.
    public mutating func undone(_ id: UInt64) {
        guard let i = undoStack.lastIndex(where: { $0.id == id }) else { return }
        redoStack.append(undoStack.remove(at: i))
    }

    /// The change was redone: it is the next to undo again.
    public mutating func redone(_ id: UInt64) {
        guard let i = redoStack.lastIndex(where: { $0.id == id }) else { return }
        undoStack.append(redoStack.remove(at: i))
    }

    /// The change can no longer be undone or redone: it leaves both stacks.
    public mutating func forget(_ id: UInt64) {
        undoStack.removeAll { $0.id == id }
        redoStack.removeAll { $0.id == id }
    }

    /// Whether the change is on either stack.
    public func holds(_ id: UInt64) -> Bool {
        undoStack.contains { $0.id == id } || redoStack.contains { $0.id == id }
    }
}
