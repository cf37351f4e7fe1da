import Glibc

/// What a read saw: the file's identity and time, and the `ContentHash` of its bytes.
/// Two stamps differ when the file was replaced, resized, touched or edited.
package struct FileStamp: Sendable, Equatable {
    var device: UInt64
    var inode: UInt64
    var size: Int64
    package var mtimeNanoseconds: Int64
    package var hash: UInt64

    init(_ st: stat, hash: UInt64) {
        device = UInt64(st.st_dev)
        inode = UInt64(st.st_ino)
        size = Int64(st.st_size)
        mtimeNanoseconds = Int64(st.st_mtim.tv_sec) * 1_000_000_000 + Int64(st.st_mtim.tv_nsec)
        self.hash = hash
    }

    /// Same file, same size, same time: a cheap check without reading.
    package func sameMetadata(as other: FileStamp) -> Bool {
        device == other.device && inode == other.inode && size == other.size
            && mtimeNanoseconds == other.mtimeNanoseconds
    }
}
