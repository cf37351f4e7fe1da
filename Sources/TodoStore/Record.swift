import TodoCore
import TaskPaper
import FileAccess

extension TodoStore {
    /// The record of past days: the archive beside the file (a missing one is
    /// empty), with what the daily rules expired and will archive once the
    /// file is quiet, and today's list as it is now.
    public func logbook() throws(StoreError) -> Logbook {
        let archive = try FileReader.snapshot(archivePath).document
        let waiting = isWaitingToSave && config.archive ? rules.expired : []
        return Logbook(archive: waiting.isEmpty ? archive : Archive.appending(waiting, to: archive), list: list, today: today)
    }

    /// Marks a missed due day of the routine `name` done after the fact
    /// (see `LateDay`): under the folder lock, on the archive as it is now;
    /// one step of the undo history. Refused while the archive is off.
    @discardableResult
    public func commitLateDay(_ name: String, day: Day) throws -> Outcome {
        guard config.archive else { throw StoreError.archiveOff }
        let archivePath = self.archivePath
        return try transact(
            { list, today in
                // With what expires in this step, which is archived after it.
                let archive = Archive.appending(rules.expired, to: try FileReader.snapshot(archivePath).document)
                let book = Logbook(archive: archive, list: list, today: today)
                return try LateDay.marking(name, day: day, book: book, list: list, today: today)
            }, then: { history.record($0.change) })
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
