import TodoConfig
import TodoVersions
import FileAccess

/// Where one todo file's own state is kept in the state folder, named once
/// when the store opens: each is nil without a state folder (or, for the
/// version logs, where none are kept). Fixed for the store's life; what
/// changes is in the files these name.
struct StatePlaces {
    /// The state folder itself; nil when conflict copies are not merged.
    let folder: StateFolder?
    /// This machine's version logs of the file and of its archive (the
    /// merge base of a conflict copy is found in every machine's logs).
    let versions: VersionKeeper?
    let archiveVersions: VersionKeeper?
    /// What an unfinished change archived.
    let journal: ArchiveJournal?
    /// The last listing a person saw.
    let listing: ListingMemory?
    /// What the last fold of Later read.
    let later: LaterMemory?
    /// The renames not yet in a `txtodo sync` commit.
    let renames: RenameJournal?
    /// The tasks the rules brought from Later, and stamps given on first sight.
    let arrivals: ArrivalMemory?
    let firstSight: FirstSightMemory?
    /// The file's undo history.
    let undo: UndoLog?

    /// `copiesBeside`: conflict copies were found beside the file (where
    /// `versions = auto` keeps logs).
    init(path: String, state: StateFolder?, config: Config, clock: LocalClock, copiesBeside: Bool) {
        folder = config.mergesConflicts ? state : nil
        (versions, archiveVersions) = Self.keepers(
            path, state: folder, config: config, clock: clock, copiesBeside: copiesBeside)
        let named = state.map { ($0, StateKey.name(for: path, in: $0.path)) }
        journal = named.map { ArchiveJournal(state: $0, key: $1) }
        listing = named.map { ListingMemory(state: $0, key: $1) }
        later = named.map { LaterMemory(state: $0, key: $1) }
        renames = named.map { RenameJournal(state: $0, key: $1) }
        arrivals = named.map { ArrivalMemory(state: $0, key: $1) }
        firstSight = named.map { FirstSightMemory(state: $0, key: $1) }
        undo = named.map { UndoLog(state: $0, key: $1) }
    }

    /// This machine's keepers of the file's and the archive's logs (none
    /// without a state folder).
    private static func keepers(
        _ path: String, state: StateFolder?, config: Config, clock: LocalClock, copiesBeside: Bool
    ) -> (VersionKeeper?, VersionKeeper?) {
        guard let state, config.versions != .off,
            let machine = MachineIdentity.load(state: state, name: config.machineName)
        else { return (nil, nil) }
        let target = AtomicWriter.resolvedTarget(path)
        guard
            VersionPlace.keepsLogs(
                config.versions, file: target, state: state, machine: machine.id, copiesBeside: copiesBeside)
        else { return (nil, nil) }
        let syncthing = (homes: config.syncthingHomes, userHome: config.userHome)
        return (
            VersionKeeper(
                file: target, ofArchive: false, machine: machine, state: state, now: clock.now, syncthing: syncthing),
            VersionKeeper(
                file: FileLocation.archivePath(for: target), ofArchive: true, machine: machine, state: state,
                now: clock.now)
        )
    }
}
