import TaskPaper

// Acting on the task that was shown, not on whichever task of that name
// holds its rank now: between the drawing of a screen and the key, a hand
// edit or a sync may have put another task of the same name before it.
extension TodoList {
    /// `ref` carrying the identity (name and notes, see `ListingIdentity`)
    /// of the task it names here; as it is when it names none.
    public func seen(_ ref: TaskRef) -> TaskRef {
        guard let line = line(of: ref) else { return ref }
        var seen = ref
        seen.identity = ListingIdentity.of(line: line, in: document)
        return seen
    }

    /// The action with each task it names carrying its identity here.
    public func seen(_ action: Action) -> Action {
        action.mappingRef { seen($0) }
    }

    /// The task `ref` names. With an identity: the task at its rank if it
    /// is the one seen, else the task of that name and section that is (the
    /// first, when tasks alike share it); none: `taskChanged`, nothing done.
    func resolve(_ ref: TaskRef) throws(TodoError) -> TodoTask {
        guard let seen = ref.identity else {
            guard let task = task(ref) else { throw .taskGone(ref) }
            return task
        }
        if let line = line(of: ref), ListingIdentity.of(line: line, in: document) == seen, let task = task(ref) {
            return task
        }
        var namesake = TaskRef(section: ref.section, name: ref.name, occurrence: 0)
        while let line = line(of: namesake) {
            if ListingIdentity.of(line: line, in: document) == seen, let task = task(namesake) { return task }
            namesake.occurrence += 1
        }
        throw namesake.occurrence == 0 ? .taskGone(ref) : .taskChanged(ref)
    }

    private func line(of ref: TaskRef) -> Int? {
        index(of: ref).map { taskLines(in: ref.section)[$0] }
    }
}

extension Action {
    /// The same action with `transform` applied to the task it names.
    func mappingRef(_ transform: (TaskRef) -> TaskRef) -> Action {
        switch self {
        case .add, .addOn, .takeBack, .addRoutine: self
        case .setDone(let ref, let done): .setDone(transform(ref), done)
        case .toggleDone(let ref): .toggleDone(transform(ref))
        case .delay(let ref): .delay(transform(ref))
        case .rename(let ref, let name): .rename(transform(ref), name)
        case .setPriority(let ref, let priority): .setPriority(transform(ref), priority)
        case .cyclePriority(let ref): .cyclePriority(transform(ref))
        case .addNote(let ref, let text): .addNote(transform(ref), text)
        case .editNote(let ref, let index, let text): .editNote(transform(ref), index: index, text)
        case .deleteNote(let ref, let index): .deleteNote(transform(ref), index: index)
        case .delete(let ref): .delete(transform(ref))
        case .move(let ref, let section): .move(transform(ref), section)
        case .schedule(let ref, let day): .schedule(transform(ref), day)
        case .reorder(let ref, let way): .reorder(transform(ref), way)
        case .setSchedule(let ref, let every): .setSchedule(transform(ref), every)
        }
    }
}
