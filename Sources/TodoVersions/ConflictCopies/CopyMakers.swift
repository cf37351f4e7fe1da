/// Whose files the two versions of a Syncthing conflict were, from the
/// copy's name and what each machine declares of its device (see
/// `DeclaredDevices`). Syncthing names a conflict copy after the device
/// whose version it kept in the file (the winner), and moves the other
/// version (the loser's) to the copy. A device's file only ever holds what
/// its txtodo last recorded, an edit made on that, or a version the sync
/// tool brought that came after it: so a version no log has, or one that
/// gave back older bytes, was made on a version at or after the last record
/// of its machine's log, never on an older one. Without this, an edit by
/// hand that deleted a task added just before it reads as made on the
/// version before the task, and the task comes back.
///
/// The loser is known only where every device the folder is shared with
/// keeps a log here: a device without txtodo (a phone with a text editor)
/// may hold any older version, and an edit made there must not read the
/// tasks added since as deleted.
struct CopyMakers {
    /// The logs (sources of the graph) of the machine whose version the file holds.
    private(set) var winner: [Int] = []
    /// The logs of the machines the copy's version can come from (empty:
    /// not known).
    private(set) var losers: [Int] = []

    /// `tag`: the device the copy's name carries; `declared`: each
    /// machine's device, by machine id.
    init(tag: String?, graph: VersionGraph, declared: [String: SyncthingDevice]) {
        guard let tag, DeclaredDevices.isShortID(tag) else { return }
        // A device two machines claim (a copied state folder) names neither.
        var machines: [String: String?] = [:]
        for (machine, device) in declared { machines[device.id] = machines[device.id] == nil ? machine : .some(nil) }
        func logs(of device: String) -> [Int] {
            guard let machine = machines[device] ?? nil else { return [] }
            return graph.sources.indices.filter { graph.sources[$0].log.machine == machine }
        }
        winner = logs(of: tag)
        guard !winner.isEmpty, let kept = declared.values.first(where: { $0.id == tag }), kept.sharing.contains(tag)
        else { return }
        let devices = Set(declared.values.flatMap { [$0.id] + $0.sharing }).subtracting([tag])
        let others = devices.map(logs(of:))
        guard !others.isEmpty, others.allSatisfy({ !$0.isEmpty }) else { return }
        losers = others.flatMap { $0 }.sorted()
    }

    /// Which versions a side (its bytes `version`, the file's time `made`)
    /// can have been made on, when it was last in one of `logs`' machines'
    /// files: one at or after the last record of one of those logs. Nil
    /// (any) when no such log is known, or one of them has a record of this
    /// very write: its place is on record then.
    static func madeAfter(_ logs: [Int], version: UInt64, made: Int64, in graph: VersionGraph) -> ((UInt64) -> Bool)? {
        guard !logs.isEmpty, !graph.isWrite(of: version, at: made, inLogs: Set(logs)) else { return nil }
        let ends = Set(logs.compactMap { graph.lastNode(of: $0) })
        return { hash in !graph.ancestors(of: Set(graph.nodes(of: hash))).isDisjoint(with: ends) }
    }
}
