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
    private var pending: PendingFile?
    private var written = 0
    private var hash = ContentHashStream()

    init?(memory: ListingMemory, numbers: Int) {
        self.memory = memory
        length = Listing.byteCount(numbers: numbers)
        guard FileLocation.makeFolder(FileLocation.split(memory.path).folder),
            let pending = try? PendingFile(for: memory.path, display: memory.path)
        else { return nil }
        self.pending = pending
        pending.write(header(0))
    }

    deinit { fail() }

    /// The frame's line (see `StateFrame`), the hash in 16 digits so its length is known up front.
    private func header(_ hash: UInt64) -> [UInt8] {
        Array("txtodo-block \(length) \(ContentHash.text(hash))\n".utf8)
    }

    public func write(_ piece: [UInt8]) {
        guard let pending else { return }
        written += piece.count
        hash.add(piece)
        if written > length { return fail() }
        pending.write(piece)
    }

    /// Puts the file in place when all of it was written.
    public func finish() {
        guard let pending, written == length else { return fail() }
        self.pending = nil
        let head = header(hash.value)
        pending.write(head, at: 0)
        guard (try? pending.finish(flush: false)) != nil else { return }
        if memory.holds(head: head, size: head.count + length) {
            pending.discard()
        } else {
            try? pending.putInPlace()
        }
        memory.forgetLoaded()
    }

    private func fail() {
        pending?.discard()
        pending = nil
    }
}

extension TodoStore {
    /// A writer of the listing `list` is about to print, of `numbers`
    /// numbers; nil without a state folder or when it cannot be written.
    public func listingWriter(numbers: Int) -> ListingWriter? {
        places.listing.flatMap { ListingWriter(memory: $0, numbers: numbers) }
    }
}
