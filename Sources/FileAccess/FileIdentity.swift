import Glibc

/// A file as `stat` tells it apart: device, inode, size, and its last
/// modification and change times. Any write, rename over it, `touch`,
/// `chmod` or copy with its time kept gives another identity: the change
/// time moves with every one and cannot be set back. Trusted for bytes
/// once it is older than the coarsest file-system tick (`RacyStamp`), as
/// a write in the same tick can leave all of it as it was.
package struct FileIdentity: Sendable, Equatable {
    var device: UInt64
    var inode: UInt64
    var size: Int64
    var modified: Int64
    var changed: Int64

    package init(_ st: stat) {
        device = UInt64(st.st_dev)
        inode = UInt64(st.st_ino)
        size = Int64(st.st_size)
        modified = Int64(st.st_mtim.tv_sec) * 1_000_000_000 + Int64(st.st_mtim.tv_nsec)
        changed = Int64(st.st_ctim.tv_sec) * 1_000_000_000 + Int64(st.st_ctim.tv_nsec)
    }

    /// The identity of the file at `path` now; nil when it cannot be read.
    package static func of(_ path: String) -> FileIdentity? {
        var st = stat()
        return stat(path, &st) == 0 ? FileIdentity(st) : nil
    }

    /// Whether the file last changed long enough before `now` (nanoseconds
    /// by the wall clock, `LocalClock.fileClock`) for a write in the same
    /// tick to be over.
    package func isSettled(now: Int64) -> Bool {
        now - max(modified, changed) >= RacyStamp.windowNanoseconds
    }

    /// Five numbers on one line.
    package var text: String { "\(device) \(inode) \(size) \(modified) \(changed)" }

    package init?(text: some StringProtocol) {
        let numbers = text.split(separator: " ")
        guard numbers.count == 5, let device = UInt64(numbers[0]), let inode = UInt64(numbers[1]),
            let size = Int64(numbers[2]), let modified = Int64(numbers[3]), let changed = Int64(numbers[4])
        else { return nil }
        (self.device, self.inode, self.size, self.modified, self.changed) = (device, inode, size, modified, changed)
    }
}

extension FileStamp {
    /// Whether `identity` is of the file this stamp was taken of, as it was
    /// then (the stamp keeps no change time).
    package func matches(_ identity: FileIdentity) -> Bool {
        device == identity.device && inode == identity.inode && size == identity.size
            && mtimeNanoseconds == identity.modified
    }
}
