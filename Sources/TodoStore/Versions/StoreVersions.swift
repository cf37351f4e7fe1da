import TodoCore

/// The store's side of the version logs: the keepers of the file's and the
/// archive's logs, the look at the conflict copies beside the file, and
/// what is recorded when a version is read or written.
extension TodoStore {
    /// This machine's keepers of the file's and the archive's logs (none
    /// without a state folder).
    static func keepers(
        _ path: String, state: StateFolder?, config: Config, clock: LocalClock
    ) -> (VersionKeeper?, VersionKeeper?) {
        guard let state, let machine = MachineIdentity.load(state: state, name: config.machineName) else { return (nil, nil) }
        let target = AtomicWriter.resolvedTarget(path)
        return (
            VersionKeeper(file: target, ofArchive: false, machine: machine, state: state, now: clock.now),
            VersionKeeper(
                file: FileLocation.archivePath(for: target), ofArchive: true, machine: machine, state: state, now: clock.now)
        )
    }

    /// The folder of version logs beside the file (nil: none are kept);
    /// the app watches it, since a log that arrives can let a conflict
    /// copy that waits for it be merged.
    public var versionsFolder: String? { versions.map { String($0.folder.path.dropLast()) } }

    /// Merges the conflict copies beside the file; nil when they are not merged.
    static func mergeCopies(
        _ path: String, state: StateFolder?, versions: VersionKeeper?, archive: VersionKeeper?, clock: LocalClock
    ) -> CopyMerger.Merges? {
        state.map {
            CopyMerger.mergeAll(
                into: path, state: $0, versions: .init(file: versions, archive: archive, now: clock.fileTime()))
        }
    }

    /// This machine's log of the file (nil: no versions are recorded).
    var versionLogPath: String? { versions?.logPath }

    /// How a version first seen is recorded: claimed to follow this
    /// machine's last one, unless a conflict copy is beside the file.
    var claim: VersionKeeper.Claim { look.left > 0 ? .skip : .fromHead }

    /// Records a version read from disk in the version log when no log has it.
    func seen(_ bytes: [UInt8], _ stamp: FileStamp?, read: Bool = false) {
        guard stamp != nil else { return }
        versions?.read(bytes, claim: claim, deferred: read && defersSeen)
    }

    /// Records a version this process wrote over `old`.
    func saved(_ bytes: [UInt8], from old: [UInt8]) {
        versions?.saved(bytes, from: old, claim: claim)
    }

    /// Records what was read, when `defersSeen` held it back and nothing
    /// was saved since.
    public func keepSeen() {
        versions?.keepRead(claim: claim)
    }
}
