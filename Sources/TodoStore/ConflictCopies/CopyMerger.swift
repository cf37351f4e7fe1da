import TodoMerge

/// Merges the copies sync tools leave beside the file (and the archive) into
/// it, under the folder lock: three-way against the last content this
/// machine saw when that is a third version, else two-way (a base equal to
/// one side says nothing about the other side's history, and using it would
/// drop what only this side has). The copy then moves into the state
/// folder's `merged/`. One line per copy says what happened.
enum CopyMerger {
    /// What one look did: a line per copy merged, a warning per copy left,
    /// and the todo file's change as one step for undo (nil: unchanged).
    struct Merges {
        var merged: [String] = []
        var warnings: [String] = []
        var change: Change?
    }

    static func mergeAll(into path: String, state: StateFolder) -> Merges {
        let copies = SyncConflicts.copies(beside: path)
        guard !copies.isEmpty else { return Merges() }
        do {
            let lock = try FolderLock(folderOf: path, display: path)
            defer { lock.release() }
            let file = AtomicWriter.resolvedTarget(path)
            let before = try FileReader.snapshot(file).document
            let lines = copies.map { merge($0, into: path, state: state) }
            var merges = Merges(
                merged: lines.filter { !$0.hasPrefix("warning:") }, warnings: lines.filter { $0.hasPrefix("warning:") })
            let after = try FileReader.snapshot(file).document
            if after.bytes != before.bytes {
                let merged = copies.filter { !$0.ofArchive }
                let summary =
                    merged.count == 1 ? "Merged \(merged[0].described)" : "Merged \(merged.count) sync-conflict copies"
                merges.change = .wholeFile(from: before, to: after, summary: summary)
            }
            return merges
        } catch {
            return Merges(warnings: ["warning: sync conflict copies were not merged: \(error)"])
        }
    }

    private static func merge(_ copy: ConflictCopy, into path: String, state: StateFolder) -> String {
        let file = AtomicWriter.resolvedTarget(path)
        let folder = FileLocation.split(file).folder
        let copyPath = folder + copy.name
        let target = copy.ofArchive ? FileLocation.archivePath(for: file) : file
        do {
            let theirs = try FileReader.snapshot(copyPath).document
            let ours = try FileReader.snapshot(target).document
            let seen = copy.ofArchive ? nil : state.lastSeen(path)
            let base = seen.flatMap { usable($0, ours: ours, theirs: theirs) ? $0 : nil }
            let result = TodoMerge.merge(base: base, ours: ours, theirs: theirs)
            if result.bytes != ours.bytes { try AtomicWriter.save(result.bytes, to: target, display: target) }
            try state.keep(copyPath, name: copy.name, bytes: theirs.bytes)
            let what =
                copy.ofArchive
                ? (result.bytes == ours.bytes ? "nothing new" : "archive entries added")
                : describe(from: ours, to: result.document, report: result.report)
            return "Merged \(copy.described)\(copy.ofArchive ? " of the archive" : ""): \(what)"
        } catch {
            switch error {
            case .binary, .notUTF8:
                return "warning: \(copy.name) is not UTF-8 text; it was left where it is, merge it by hand"
            default:
                return "warning: \(copy.name) was not merged: \(error)"
            }
        }
    }

    /// A base is used when it is a third version that still shares a task
    /// with each side: equal to one side, it is that side's own version, not
    /// the common ancestor; sharing nothing, it no longer matches either.
    static func usable(_ base: Document, ours: Document, theirs: Document) -> Bool {
        guard base.bytes != ours.bytes, base.bytes != theirs.bytes else { return false }
        func names(_ document: Document) -> Set<String> {
            let list = TodoList(document: document)
            return Set(Section.allCases.flatMap { list.tasks(in: $0).map(\.name) })
        }
        let old = names(base)
        return !old.isDisjoint(with: names(ours)) && !old.isDisjoint(with: names(theirs))
    }

    /// "2 tasks added, 1 checked": what the merge changed in the file.
    static func describe(from before: Document, to after: Document, report: MergeReport) -> String {
        let old = TodoList(document: before), new = TodoList(document: after)
        var was: [String: TodoTask] = [:]
        for task in Section.listed.flatMap(old.tasks(in:)) { was[task.name] = task }
        var added = 0, checked = 0, unchecked = 0, moved = 0, notes = 0
        var still: Set<String> = []
        for task in Section.listed.flatMap(new.tasks(in:)) {
            still.insert(task.name)
            guard let previous = was[task.name] else {
                added += 1
                continue
            }
            if task.isDone && !previous.isDone { checked += 1 }
            if !task.isDone && previous.isDone { unchecked += 1 }
            if task.section != previous.section { moved += 1 }
            if task.notes != previous.notes { notes += 1 }
        }
        let removed = was.keys.filter { !still.contains($0) }.count
        var parts: [String] = []
        func say(_ n: Int, _ one: String, _ many: String) { if n > 0 { parts.append("\(n) \(n == 1 ? one : many)") } }
        say(added, "task added", "tasks added")
        say(checked, "checked", "checked")
        say(unchecked, "unchecked", "unchecked")
        say(moved, "moved", "moved")
        say(notes, "with new notes", "with new notes")
        say(removed, "deleted", "deleted")
        if report.conflicts > 0 { parts.append("both versions of \(report.conflicts) place(s) of your own text kept") }
        if report.floatingCount > floatingLimit { parts.append("\(report.floatingCount) floating tasks, all kept") }
        return parts.isEmpty ? "nothing new" : parts.joined(separator: ", ")
    }
}
