import TodoCore
import FileAccess

extension TodoStore {
    /// `load(given: raw)` with Later folded (see `LaterFold`), for a command that
    /// shows nothing of Later but its count: the lines under Later are not
    /// parsed. False, having kept nothing, when the file must be read whole:
    /// no fold, bytes the whole read would refuse, or daily rules that
    /// do more than stamp tasks today (what they do is saved from a whole
    /// read). What is
    /// kept of the read is its whole bytes (the version seen, the stamp);
    /// the next read of the file reads it whole.
    func loadFoldingLater(_ raw: RawRead) throws(StoreError) -> Bool {
        guard let fold = LaterFold.fold(raw.bytes, today: today),
            let snapshot = try? FileReader.snapshot(of: (fold.cut, raw.stamp), path)
        else { return false }
        let rolled = file.rollOver(snapshot.document, today: today)
        guard let list = fold.list(rolled, read: snapshot.document) else { return false }
        takeIn(rolled, list: list, bytes: raw.bytes, stamp: raw.stamp)
        folded = (raw, fold)
        return true
    }

    /// `loadFoldingLater` of the file read in pieces (see
    /// `FileReader.streamed`, `LaterFoldStream`): the same list, read with no
    /// more memory than a piece. Only where no version is kept (nothing
    /// needs the file's bytes after the read); what is kept is the stamp.
    /// A file with nothing to fold is taken in as read (whole after all).
    /// False when the file must be read again, whole.
    func loadStreamingLater() throws(StoreError) -> Bool {
        var stream = LaterFoldStream(today: today)
        guard versions == nil, case .read(let stamp) = try FileReader.streamed(path, { stream.take($0) }) else {
            return false
        }
        guard let fold = stream.finish() else {
            guard let bytes = stream.unfolded else { return false }
            try load(given: (bytes, stamp))
            return true
        }
        guard let snapshot = try? FileReader.snapshot(of: (fold.cut, stamp), path) else { return false }
        let rolled = file.rollOver(snapshot.document, today: today)
        guard let list = fold.list(rolled, read: snapshot.document) else { return false }
        takeIn(rolled, list: list, bytes: nil, stamp: stamp)
        return true
    }

    /// Later's first task in display order while Later is folded (what the
    /// app's folded Later line shows), read from the few tasks that can be
    /// first; nil when Later is not folded or holds no task.
    public var firstInFoldedLater: TodoTask? {
        guard let folded, list.isLaterFolded else { return nil }
        return folded.fold.first(in: folded.raw.bytes)
    }

    /// Whether the list was read with Later folded and the file has not
    /// been read whole since.
    public var isLaterFolded: Bool { folded != nil }

    /// Reads the file whole if Later was folded: the bytes read then, so
    /// that the list is the one shown with Later folded, with its tasks.
    public func unfoldLater() throws(StoreError) {
        guard let folded else { return }
        try load(given: folded.raw)
    }
}
