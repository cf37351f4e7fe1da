import Glibc
import TodoCore
import FileAccess

/// A listing written to its file in pieces as `list` numbers the tasks
/// (`ListingBuilder(pieces:)`), so it is never held whole: a temporary
/// file gets a frame line with room for the hash, then the pieces; once
/// all the promised bytes came, the line gets its hash and the file goes
/// in place, unless the one there holds the same bytes. Any failure, or
/// another count of bytes than promised, leaves the listing there as it was.
public final class ListingWriter {
    private let memory: ListingMemory
    private let length: Int
    private var fd: Int32 = -1
    private var temp = ""
    private var written = 0
    private var hash = ContentHashStream()

    init?(memory: ListingMemory, numbers: Int) {
        self.memory = memory
        length = Listing.byteCount(numbers: numbers)
        let (folder, name) = FileLocation.split(memory.path)
        guard FileLocation.makeFolder(folder) else { return nil }
        TemporaryFiles.removeLeftovers(in: folder, of: name, olderThan: TemporaryFiles.unlockedAgeSeconds)
        guard let (fd, temp) = try? TemporaryFiles.create(in: folder, for: name, display: memory.path) else { return nil }
        (self.fd, self.temp) = (fd, temp)
        if !AtomicWriter.writeAll(fd, header(0)) { fail() }
    }

    deinit { fail() }

    /// The frame's line (see `StateFrame`), the hash in 16 digits so its length is known up front.
    private func header(_ hash: UInt64) -> [UInt8] {
        Array("txtodo-block \(length) \(ContentHash.text(hash))\n".utf8)
    }

    public func write(_ piece: [UInt8]) {
        guard fd >= 0 else { return }
        written += piece.count
        hash.add(piece)
        if written > length || !AtomicWriter.writeAll(fd, piece) { fail() }
    }

    /// Puts the file in place when all of it was written.
    public func finish() {
        guard fd >= 0, written == length else { return fail() }
        let head = header(hash.value)
        let put = head.withUnsafeBytes { pwrite(fd, $0.baseAddress, $0.count, 0) }
        guard put == head.count, close(fd) == 0 else { return fail() }
        fd = -1
        if memory.holds(head: head, size: head.count + length) {
            unlink(temp)
        } else if rename(temp, memory.path) != 0 {
            unlink(temp)
        }
        memory.forgetLoaded()
    }

    private func fail() {
        guard fd >= 0 else { return }
        close(fd)
        unlink(temp)
        fd = -1
    }
}

extension TodoStore {
    /// A writer of the listing `list` is about to print, of `numbers`
    /// numbers; nil without a state folder or when it cannot be written.
    public func listingWriter(numbers: Int) -> ListingWriter? {
        listingMemory.flatMap { ListingWriter(memory: $0, numbers: numbers) }
    }
}
