import FileAccess
import TodoVersions

/// The sync-conflict copies beside the file, as the store last looked:
/// the ones waiting to be merged, what the last merge did, and the lines
/// a person is told (a copy found without a state folder, a merge that
/// could not do all of it).
struct CopiesBeside {
    /// The last merge of conflict copies beside the file.
    private(set) var look = CopyMerger.Merges()
    /// Conflict copies found beside the file and not merged yet.
    private(set) var waiting: [ConflictCopy] = []
    /// One line each: copies found, or what a merge could not do.
    private(set) var warnings: [String] = []

    /// Takes in the copies one look at the folder found: with `merging`
    /// they wait for the next transaction; without, each is a warning.
    mutating func found(_ copies: [ConflictCopy], merging: Bool) {
        guard merging else {
            warnings = SyncConflicts.warnings(for: copies)
            return
        }
        waiting = copies
        if copies.isEmpty {
            // What a merge says is said once: at the look that merged.
            look = CopyMerger.Merges()
            warnings = []
        }
    }

    /// The copies waiting were merged, as `merges` says.
    mutating func merged(_ merges: CopyMerger.Merges) {
        look = merges
        waiting = []
        warnings = merges.warnings
    }

    mutating func warn(_ line: String) { warnings.append(line) }

    /// How a version first seen is recorded: claimed to follow this
    /// machine's last one, unless a conflict copy is beside the file.
    var claim: VersionKeeper.Claim { look.left > 0 || !waiting.isEmpty ? .skip : .fromHead }
}
