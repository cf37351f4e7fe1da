/// The store's folder lock for other parts that change the file (sync):
/// while it is held, no txtodo process reads, changes or writes the file.
public enum FolderLocking {
    public static func whileHolding<T>(folderOf path: String, _ body: () throws -> T) throws -> T {
        let lock = try FolderLock(folderOf: path, display: path)
        defer { lock.release() }
        return try body()
    }
}
