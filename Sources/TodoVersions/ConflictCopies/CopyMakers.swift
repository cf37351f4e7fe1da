/// Whose files the two versions of a Syncthing conflict were, from the
/// copy's name and what each machine declares of its device (see
/// `DeclaredDevices`). Syncthing names a conflict copy after the device
/// whose version it kept in the file (the winner), and moves the other
/// version (the loser's) to the copy. A device's file only ever holds what
/// its txtodo last recorded, an edit made on that, or a version the sync
/// tool brought that came after it: so a version no log has, or one that
/// gave back older bytes, was made on a version at or after the last record
/// its machine's log has from before the version's time, never on an older
/// one. Without this, an edit by hand that deleted a task added just before
/// it reads as made on the version before the task, and the task comes
/// back. (What the machine recorded after that time does not count: its
/// txtodo may have gone on from the version put in its file's place.)
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
    /// can have been made on, one test for each of `logs`, whichever
    /// machine's file it was in: one at or after the last record of that
    /// log from before that time (what the machine recorded after it came
    /// later: its txtodo may have gone on from another version the sync
    /// tool gave its file). Nil (any) when no such log is known, one of
    /// them has no record from before, or one of them has a record of this
    /// very write: its place is on record then.
    static func madeAfter(_ logs: [Int], version: UInt64, made: Int64, in graph: VersionGraph) -> [(UInt64) -> Bool]? {
        guard !logs.isEmpty, !graph.isWrite(of: version, at: made, inLogs: Set(logs)) else { return nil }
        let before = WriteTime.recorded(made)
        var ends: [Int] = []
        for log in logs {
            guard let end = graph.lastNode(of: log, before: before) else { return nil }
            ends.append(end)
        }
        return ends.map { end in { hash in graph.ancestors(of: Set(graph.nodes(of: hash))).contains(end) } }
    }

    /// The logs of `logs` whose machine may have held `version` when it was
    /// written (`made`, nanoseconds): not one whose file is on record as
    /// holding a write of its own across that time, one it saved over after
    /// it with nothing recorded between. An edit by hand there would have
    /// been read, and recorded, before that save, and so would a version
    /// the sync tool brought (with the copy's bytes the loser's, the file
    /// then holding the winner's): such a machine's file never held this
    /// write. (A version recorded as seen is not its own write: when its
    /// file came to hold it is not on record.)
    static func mayHave(_ logs: [Int], version: UInt64, made: Int64, in graph: VersionGraph) -> [Int] {
        let at = WriteTime.recorded(made)
        return logs.filter { source in
            let records = graph.sources[source].log.records
            guard let r = records.firstIndex(where: { $0.kind == .saved && ($0.written ?? .min) > at + clockSkew }), r > 0
            else { return true }
            let held = records[r - 1]
            guard held.kind != .seen, records[r].parents == [held.hash], held.hash != version, let since = held.written
            else { return true }
            return since > at
        }
    }

    /// How far apart the clocks of two machines a sync tool joins may be
    /// (microseconds): a save within this of the copy's time may be one
    /// the copy's version was made after, on another machine.
    static let clockSkew: Int64 = 2_000_000
}
