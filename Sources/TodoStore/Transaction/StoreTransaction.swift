import TodoCore
import TaskPaper
import FileAccess

// The one transaction every write of the todo file goes through.
extension TodoStore {
    /// Applies the action to the file as it is on disk now, and keeps it in
    /// the file's undo history. Throws a `StoreError` (nothing written) or a
    /// `TodoError` (e.g. the task is gone).
    @discardableResult
    public func commit(_ action: Action) throws -> Outcome {
        try transact(
            renames: Self.renames([action]), { list, today in try apply(action, to: list, today: today) },
            then: { history.record($0.change) })
    }

    /// Applies several actions on tasks named in one listing as one change
    /// of the file (see `apply(_:to:today:)`): all of them or, when one is
    /// refused, none. They are one step of the undo history: one record,
    /// one flush, and one undo takes them all back.
    public func commit(_ actions: [Action]) throws -> Batch {
        try transact(
            renames: Self.renames(actions), { list, today in try apply(actions, to: list, today: today) },
            then: { batch in history.record(batch.combined.change) })
    }

    /// Under the folder lock (the one the command holds, or taken here):
    /// merge the conflict copies waiting, read (a `stat` when the file is
    /// the one read last), roll over, apply `body`, archive what expired or
    /// was removed, write if the bytes changed. When `body` throws, nothing
    /// is written and the fresh content is kept in memory. When the file
    /// changes before the rename, all of it is done again on the new content
    /// (a few times at most, then an error with nothing lost). `then` gets
    /// the result while the lock is still held. `onlyWhenQuiet`: the rules'
    /// own write, refused with `FileNotQuiet` while the file is not quiet.
    /// `renames`: the tasks the change renames (old and new names in
    /// turn), recorded with the version it saves.
    func transact<Result>(
        onlyWhenQuiet: Bool = false, renames: [String] = [], _ body: (TodoList, Day) throws -> Result,
        then: (Result) -> Void = { _ in }
    ) throws -> Result
    where Result: OutcomeCarrying {
        if held == nil && FolderLock.folderIsMissing(path) {
            // Nothing to lock yet: try the change on the empty list first, so a
            // refused change does not leave a new empty folder behind.
            let day = clock.today()
            _ = try body(rollOver(Document(bytes: []), today: day).list, day)
        }
        let lock = held == nil ? try FolderLock(folderOf: path, display: path) : nil
        defer { lock?.release() }
        if !copies.waiting.isEmpty { mergeCopiesLocked() }
        var archivedSoFar = ArchivedSoFar()
        for _ in 0..<Self.attempts {
            if let result = try attempt(onlyWhenQuiet: onlyWhenQuiet, renames: renames, body, archivedSoFar: &archivedSoFar) {
                then(result)
                return result
            }
            file.forget()
        }
        throw StoreError.keptChanging(path: path, attempts: Self.attempts)
    }

    /// How many times a change is tried on a file that keeps changing.
    static let attempts = 50

    /// One try of a transaction; nil when the file changed before the rename.
    private func attempt<Result>(
        onlyWhenQuiet: Bool, renames: [String], _ body: (TodoList, Day) throws -> Result, archivedSoFar: inout ArchivedSoFar
    ) throws -> Result? where Result: OutcomeCarrying {
        today = clock.today()
        let now = clock.fileClock()
        let (fresh, rolled) = try file.read(path, today: today, now: now)
        // Still missing while a sync tool puts a version in its place (the
        // read waited): a file written now would be replaced by it.
        if fresh.stamp == nil && file.beingPlaced { throw StoreError.beingPlaced(path: path) }
        let result: Result
        do {
            if onlyWhenQuiet && !AutomaticWrite.isQuiet(fresh.stamp, now: now) { throw FileNotQuiet() }
            // What expires now is part of the record the body may read (see `logbook`).
            rules.expired = rolled.expired
            result = try body(rolled.list.ordered(by: config.order), today)
        } catch {
            // Shown with the rules applied, which wait to be written.
            adopt(rolled.document, stamp: fresh.stamp, list: rolled.list)
            rules.shown(rolled)
            throw error
        }
        let plan = ChangePlan(
            read: fresh.document, rolled: rolled, outcome: result.outcome, archives: config.archive, soFar: archivedSoFar
        ) {
            guard let hash = fresh.stamp?.hash else { return [] }
            return places.journal?.archived(before: hash, todo: fresh.document.bytes) ?? []
        }
        // The archive is written first: if saving the todo file then fails,
        // a task is in both files rather than in neither, and the journal
        // says so, for the next change to leave it out of the archive.
        let journal = plan.journals ? places.journal : nil
        if !plan.toArchive.isEmpty { try archiveFile.add(plan.toArchive) }
        archivedSoFar = plan.archivedAfter
        if let journal, let hash = fresh.stamp?.hash { journal.note(archivedSoFar.tasks, before: hash) }
        guard plan.saves else {
            adopt(plan.final, stamp: fresh.stamp, list: plan.list)
            // An entry the change wrote to the archive alone, undone.
            if !plan.restored.isEmpty { try archiveFile.remove(plan.restored) }
            rules.saved()
            return result
        }
        // On record before it is saved: a crash between the two leaves a
        // version in the log that never reached the file (harmless: no
        // copy can come from it), never a file whose version no log has.
        let written = saved(plan.final.bytes, from: fresh.document.bytes, read: fresh.stamp, renames: renames)
        switch try AtomicWriter.save(
            plan.final.bytes, to: path, display: path, replacing: fresh.stamp, now: now, modified: written)
        {
        case .changed:
            return nil
        case .saved(let stamp, let late):
            journal?.clear()
            // The stamps given on first sight are in the file now.
            if !rolled.firstSight.isEmpty { file.firstSightSaved() }
            adopt(plan.final, stamp: stamp, list: plan.list)
            if !late.isEmpty { try keep(late, renames: renames) }
            // Only once the task is back in the file does its archived copy go:
            // a failure here leaves it in both files, never in neither.
            if !plan.restored.isEmpty { try? archiveFile.remove(plan.restored) }
        }
        rules.saved()
        return result
    }

    /// Appends bytes another program wrote to the file just replaced.
    private func keep(_ late: [UInt8], renames: [String]) throws(StoreError) {
        var late = late
        for _ in 0..<Self.attempts {
            let fresh = try FileReader.snapshot(path)
            var bytes = fresh.document.bytes
            if let last = bytes.last, last != 0x0A, late.first != 0x0A { bytes.append(0x0A) }
            bytes += late
            let written = saved(bytes, from: fresh.document.bytes, read: fresh.stamp, renames: renames)
            switch try AtomicWriter.save(
                bytes, to: path, display: path, replacing: fresh.stamp, now: clock.fileClock(), modified: written)
            {
            case .changed:
                continue
            case .saved(let stamp, let more):
                adopt(Document(bytes: bytes), stamp: stamp)
                file.forget()
                if more.isEmpty { return }
                late = more
            }
        }
        throw StoreError.keptChanging(path: path, attempts: Self.attempts)
    }
}

/// What a transaction body returns: an outcome, or nothing (roll-over only).
protocol OutcomeCarrying {
    var outcome: Outcome? { get }
}

extension Outcome: OutcomeCarrying {
    var outcome: Outcome? { self }
}

extension Optional: OutcomeCarrying where Wrapped == Outcome {
    var outcome: Outcome? { self }
}

extension Batch: OutcomeCarrying {
    var outcome: Outcome? { combined }
}
