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
        guard let fold = LaterFold.fold(raw.bytes, today: today), takeIn(fold, stamp: raw.stamp, bytes: raw.bytes)
        else { return false }
        folded = (raw, fold, nil)
        remember(fold.summary(in: raw.bytes), of: raw.stamp, now: FileIdentity.of(path))
        return true
    }

    /// `loadFoldingLater` of the file read in pieces (see
    /// `FileReader.streamed`, `LaterFoldStream`): the same list, read with no
    /// more memory than a piece. Only where no version is kept (nothing
    /// needs the file's bytes after the read); what is kept is the stamp.
    /// A file with nothing to fold is taken in as read (whole after all).
    /// False when the file must be read again, whole.
    func loadStreamingLater() throws(StoreError) -> Bool {
        guard places.versions == nil else { return false }
        if loadFoldedFromMemory(needsFirst: false) { return true }
        var stream = LaterFoldStream(today: today)
        guard case .read(let stamp, let identity) = try FileReader.streamed(path, { stream.take($0) }) else {
            return false
        }
        guard let fold = stream.finish() else {
            guard let bytes = stream.unfolded else { return false }
            try load(given: (bytes, stamp))
            return true
        }
        guard takeIn(fold, stamp: stamp, bytes: nil) else { return false }
        // The file as it was opened, still as it was once read.
        let now = FileIdentity.of(path)
        remember(fold.summary(), of: stamp, now: now == identity ? now : nil)
        return true
    }

    /// The file read without the lines under Later, while it is the file
    /// the last fold read and its summary holds today (see `LaterMemory`);
    /// `needsFirst`: only where the summary knows Later's first task (the
    /// app shows it). Only where no version is kept. False, having kept
    /// nothing, otherwise.
    func loadFoldedFromMemory(needsFirst: Bool) -> Bool {
        // One `stat` first: a file changed in the last two seconds has no
        // summary to trust, and one whose identity moved has none either.
        guard places.versions == nil, let later = places.later, let current = FileIdentity.of(path),
            current.isSettled(now: clock.fileClock()), let kept = later.load(), kept.identity == current,
            kept.summary.holds(on: today),
            !needsFirst || kept.summary.first != .unknown,
            let (cut, stamp) = FileReader.readSkipping(
                path, kept.summary.range, ifStill: kept.identity, hash: kept.hash)
        else { return false }
        let fold = LaterFold(cut: cut, summary: kept.summary)
        guard takeIn(fold, stamp: stamp, bytes: nil) else { return false }
        if case .lines(let lines) = kept.summary.first { folded = (nil, fold, lines) } else { folded = (nil, fold, nil) }
        return true
    }

    /// Takes in the file folded as `fold` (its `cut` read with `stamp`, the
    /// file's `bytes` where they were read); false, having kept nothing,
    /// when the fold does not hold.
    private func takeIn(_ fold: LaterFold, stamp: FileStamp, bytes: [UInt8]?) -> Bool {
        guard let snapshot = try? FileReader.snapshot(of: (fold.cut, stamp), path) else { return false }
        let rolled = file.rollOver(snapshot.document, today: today)
        guard let list = fold.list(rolled, read: snapshot.document) else { return false }
        takeIn(rolled, list: list, bytes: bytes, stamp: stamp)
        return true
    }

    /// Keeps `summary` of the file read with `stamp` for the next read, if
    /// the file is still the one read (`now`, its identity after the read)
    /// and settled: no write can then hide behind its identity. A summary
    /// kept of the same fold and knowing more stays. None where versions
    /// are kept: every read there keeps the bytes it read.
    private func remember(_ summary: LaterSummary, of stamp: FileStamp, now: FileIdentity?) {
        guard places.versions == nil, let laterMemory = places.later, let now, stamp.matches(now),
            now.isSettled(now: clock.fileClock())
        else { return }
        let entry = LaterMemory.Entry(identity: now, hash: stamp.hash, summary: summary)
        if let kept = laterMemory.load(), kept.identity == now, kept.hash == stamp.hash,
            kept.summary.folds(as: summary), kept.summary.first == summary.first || summary.first == .unknown
        {
            return
        }
        laterMemory.keep(entry)
    }

    /// Later's first task in display order while Later is folded (what the
    /// app's folded Later line shows), read from the few tasks that can be
    /// first; nil when Later is not folded or holds no task.
    public var firstInFoldedLater: TodoTask? {
        guard let folded, list.isLaterFolded else { return nil }
        if let lines = folded.firstLines { return LaterFold.task(from: lines) }
        return folded.raw.flatMap { folded.fold.first(in: $0.bytes) }
    }

    /// Whether the list was read with Later folded and the file has not
    /// been read whole since.
    public var isLaterFolded: Bool { folded != nil }

    /// Reads the file whole if Later was folded: the bytes read then, so
    /// that the list is the one shown with Later folded, with its tasks;
    /// where Later's lines were not read then, the file as it is now. True
    /// when that is not the file the folded list was read from (it changed
    /// since): the list shown is another.
    @discardableResult
    public func unfoldLater() throws(StoreError) -> Bool {
        guard let folded else { return false }
        if let raw = folded.raw {
            try load(given: raw)
            return false
        }
        let before = file.stamp
        try load()
        return file.stamp != before
    }
}
