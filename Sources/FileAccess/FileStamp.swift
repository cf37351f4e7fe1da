import Glibc

/// What a read saw: the file's identity and time, and the `ContentHash` of its bytes.
/// Two stamps differ when the file was replaced, resized, touched or edited.
package struct FileStamp: Sendable, Equatable {
    var device: UInt64
    var inode: UInt64
    var size: Int64
    package var mtimeNanoseconds: Int64
    package var hash: UInt64

    init(device: UInt64, inode: UInt64, size: Int64, mtimeNanoseconds: Int64, hash: UInt64) {
        (self.device, self.inode, self.size) = (device, inode, size)
        (self.mtimeNanoseconds, self.hash) = (mtimeNanoseconds, hash)
    }

    init(_ st: stat, hash: UInt64) {
        device = UInt64(st.st_dev)
        inode = UInt64(st.st_ino)
        size = Int64(st.st_size)
        mtimeNanoseconds = Self.nanoseconds(st.st_mtim)
        self.hash = hash
    }

    /// A file time in nanoseconds since 1970.
    package static func nanoseconds(_ time: timespec) -> Int64 { Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec) }

    /// Same file, same size, same time: a cheap check without reading.
    package func sameMetadata(as other: FileStamp) -> Bool {
        device == other.device && inode == other.inode && size == other.size
            && mtimeNanoseconds == other.mtimeNanoseconds
    }
}
