import TodoStore
import TodoCore

/// The numbers of the last listing a person saw (see `Listing`): what
/// `list` and `add` keep of them, and what a command that changed a listed
/// task tells the listing, so the number keeps naming it.
enum ListingNumbers {
    /// `list --json`: the number of each task of `numbered` (the display
    /// order). With a listing kept, each task's number there, and the next
    /// free numbers for tasks it does not know (kept, as `add` keeps its
    /// task); nil for a task whose number would be a guess (one of twins
    /// added or deleted by hand). Without one, 1…n, kept as the listing.
    static func numbers(of numbered: [TodoTask], in store: TodoStore) -> [Int?] {
        let document = store.list.document
        guard var listing = store.lastListing else {
            var builder = ListingBuilder(store.list)
            for task in numbered { builder.append(line: task.line) }
            store.keepListing(builder.listing)
            return numbered.indices.map { $0 + 1 }
        }
        let match = store.list.match(listing)
        let before = listing.count
        let numbers = numbered.map { task -> Int? in
            if let number = match.number(ofLine: task.line) { return number }
            let identity = ListingIdentity.of(line: task.line, in: document)
            guard !match.known.contains(identity) else { return nil }
            return listing.append(Listing.Entry(identity: identity, line: task.line))
        }
        if listing.count != before { store.keepListing(listing) }
        return numbers
    }

    /// The number of a task a command just put on the list: the next free
    /// one of the listing kept (kept with it), else its place in the display
    /// order now.
    static func added(_ ref: TaskRef?, in store: TodoStore) -> Int? {
        guard let ref else { return nil }
        guard var listing = store.lastListing, let task = store.list.task(ref) else { return store.list.number(of: ref) }
        let number = listing.append(
            Listing.Entry(identity: ListingIdentity.of(line: task.line, in: store.list.document), line: task.line))
        store.keepListing(listing)
        return number
    }

    /// After a command changed the tasks `found` (with `actions`, in that
    /// order): a deleted task's number names nothing (until `undo`), and a
    /// task one action changed is known by its name and notes now (a rename,
    /// a note) and its line now. `focus`: where that one task is now.
    static func changed(_ found: [ListedTask], _ actions: [Action], focus: TaskRef?, in store: TodoStore) {
        guard var listing = store.lastListing else { return }
        let before = listing
        for (task, action) in zip(found, actions) where task.number >= 1 && task.number <= listing.count {
            if case .delete = action {
                listing[task.number - 1].line = Listing.Entry.removed
            } else if actions.count == 1, let focus, let now = store.list.task(focus) {
                listing[task.number - 1] = Listing.Entry(
                    identity: ListingIdentity.of(line: now.line, in: store.list.document), line: now.line)
            }
        }
        if listing != before { store.keepListing(listing) }
    }

    /// The numbers before an `undo`: the task it gives back its name or
    /// notes (a rename or a note undone) keeps the number it had: the
    /// number that named the task on its line before, when it names no task
    /// after. A task a deletion undone brings back needs nothing (see
    /// `ListingMatch`).
    struct Before {
        let match: ListingMatch?

        init(_ store: TodoStore) { match = store.lastListing.map { store.list.match($0) } }

        func undone(_ focus: TaskRef?, in store: TodoStore) {
            guard let match, var listing = store.lastListing, let focus, let task = store.list.task(focus),
                let number = match.number(ofLine: task.line), number <= listing.count,
                store.list.match(listing, numbers: [number]).line(ofNumber: number) == nil
            else { return }
            let entry = Listing.Entry(
                identity: ListingIdentity.of(line: task.line, in: store.list.document), line: task.line)
            guard listing[number - 1] != entry else { return }
            listing[number - 1] = entry
            store.keepListing(listing)
        }
    }
}
