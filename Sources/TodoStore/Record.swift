import TodoCore

extension TodoStore {
    /// The record of past days: the archive beside the file (a missing one is
    /// empty), with what the daily rules expired and will archive once the
    /// file is quiet, and today's list as it is now.
    public func logbook() throws(StoreError) -> Logbook {
        let archive = try FileReader.snapshot(archivePath).document
        let waiting = isWaitingToSave && config.archive ? pendingExpired : []
        return Logbook(archive: waiting.isEmpty ? archive : Archive.appending(waiting, to: archive), list: list, today: today)
    }

    /// What the archive looks like on disk now, without reading it: equal
    /// values mean the same file, size and time (nil: no archive).
    public var archiveLook: ArchiveLook? { FileReader.metadata(archivePath).map(ArchiveLook.init) }
}

/// The archive's identity, size and time, to tell that it changed.
public struct ArchiveLook: Equatable, Sendable {
    let stamp: FileStamp

    public static func == (a: ArchiveLook, b: ArchiveLook) -> Bool { a.stamp.sameMetadata(as: b.stamp) }
}
