extension TodoStore {
    /// The record of past days: the archive beside the file (a missing one is
    /// empty) and today's list as it is now.
    public func logbook() throws(StoreError) -> Logbook {
        let archive = try FileReader.snapshot(archivePath).document
        return Logbook(archive: archive, list: list, today: today)
    }
}
