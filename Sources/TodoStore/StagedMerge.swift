import TodoMerge
import TodoCore
import TaskPaper
import FileAccess

/// Merges versions of the todo file (or its archive) that git holds apart
/// — the stages of a merge git left unfinished, or the remote's file and
/// this clone's at a first sync — and writes the result in the file's
/// place, atomically. The caller holds the folder lock.
public enum StagedMerge {
    /// `base`, `ours` and `theirs` are files holding the versions (nil: git
    /// has no such version; without ours or theirs, the other one is taken
    /// whole). True when no line of the user's own text had to be kept in
    /// both versions.
    /// `today`: the day the versions are brought to before they merge (nil:
    /// as they are).
    public static func write(base: String?, ours: String?, theirs: String?, to path: String, today: Day?) throws(StoreError)
        -> Bool
    {
        func load(_ path: String?) throws(StoreError) -> Document? {
            guard let path else { return nil }
            return try FileReader.snapshot(path).document
        }
        let (b, o, t) = (try load(base), try load(ours), try load(theirs))
        var clean = true
        let bytes: [UInt8]
        switch (o, t) {
        case let (o?, t?):
            let result = TodoMerge.merge(base: b, ours: o, theirs: t, today: today)
            bytes = result.bytes
            clean = result.report.isClean
        case let (o?, nil): bytes = o.bytes
        case let (nil, t?): bytes = t.bytes
        case (nil, nil): return true
        }
        try AtomicWriter.save(bytes, to: path, display: path)
        return clean
    }
}
