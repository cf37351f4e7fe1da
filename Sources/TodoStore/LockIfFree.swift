import FileAccess

// Changing the file without waiting for the folder lock: the app must keep
// answering keys while `txtodo sync` or another txtodo holds it.
extension TodoStore {
    /// Runs `body` under the folder lock when no other process holds it,
    /// and returns what it gave; nil, `body` not run, while one does. With
    /// the lock held already, or no folder yet to lock, `body` just runs.
    public func ifLockFree<T>(_ body: () throws -> T) throws -> T? {
        if held != nil || FolderLock.folderIsMissing(path) { return try body() }
        guard let lock = try FolderLock.ifFree(folderOf: path, display: path) else { return nil }
        held = lock
        defer {
            held = nil
            lock.release()
        }
        return try body()
    }
}
