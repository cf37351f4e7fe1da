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
        adopt(rolled.document, stamp: raw.stamp, list: list)
        let carried = arrivedElsewhere(raw.bytes, now: list)
        seen(raw.bytes, raw.stamp, read: true)
        rules.read(rolled)
        arrivals.note(carried, on: today)
        return true
    }
}
