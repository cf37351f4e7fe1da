import Glibc

/// A file as `stat` tells it apart: its stamp's metadata (device, inode,
/// size, modification time; see `FileStamp`) and its change time. Any
/// write, rename over it, `touch`, `chmod` or copy with its time kept gives
/// another identity: the change time moves with every one and cannot be
/// set back. Trusted for bytes once it is older than the coarsest
/// file-system tick (`RacyStamp`), as a write in the same tick can leave
/// all of it as it was.
package struct FileIdentity: Sendable, Equatable {
    /// The stamp's metadata, without a hash.
    var metadata: FileStamp
    var changed: Int64

    package init(_ st: stat) {
        metadata = FileStamp(st, hash: 0)
        changed = FileStamp.nanoseconds(st.st_ctim)
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
        now - max(metadata.mtimeNanoseconds, changed) >= RacyStamp.windowNanoseconds
    }

    /// Five numbers on one line.
    package var text: String {
        "\(metadata.device) \(metadata.inode) \(metadata.size) \(metadata.mtimeNanoseconds) \(changed)"
    }

    package init?(text: some StringProtocol) {
        let numbers = text.split(separator: " ")
        guard numbers.count == 5, let device = UInt64(numbers[0]), let inode = UInt64(numbers[1]),
            let size = Int64(numbers[2]), let modified = Int64(numbers[3]), let changed = Int64(numbers[4])
        else { return nil }
        metadata = FileStamp(device: device, inode: inode, size: size, mtimeNanoseconds: modified, hash: 0)
        self.changed = changed
    }
}

extension FileStamp {
    /// Whether `identity` is of the file this stamp was taken of, as it was
    /// then (the stamp keeps no change time).
    package func matches(_ identity: FileIdentity) -> Bool { sameMetadata(as: identity.metadata) }
}
