import Glibc
import TodoCore
import FileAccess
import TodoVersions

/// The last listing a person saw of a todo file (see `Listing`):
/// `$XDG_STATE_HOME/txtodo/listing/`, one file per todo file, one frame
/// (`StateFrame`). Read and written within the command that uses it; never
/// flushed (a listing lost to a power cut only means numbers are the
/// display order again), and not written again when it holds the same
/// bytes. A listing that cannot be read or written is only a listing
/// missing: numbers fall back to the display order, no command fails.
final class ListingMemory {
    let path: String
    private var loaded: Listing??

    init(state: StateFolder, key: String) {
        path = state.path + "/listing/" + key
    }

    convenience init(state: StateFolder, todoPath: String) {
        self.init(state: state, key: StateKey.name(for: todoPath, in: state.path))
    }

    /// The listing kept; nil when there is none, or it is torn or unreadable.
    func load() -> Listing? {
        if let loaded { return loaded }
        let read = (try? FileReader.readIfPresent(path)).flatMap { $0 }.flatMap(StateFrame.read).flatMap {
            Listing(bytes: $0)
        }
        loaded = .some(read)
        return read
    }

    /// Keeps `listing`, unless the file holds it already.
    func keep(_ listing: Listing) {
        let framed = StateFrame.frame(listing.bytes)
        loaded = .some(listing)
        if holds(framed) { return }
        try? AtomicWriter.savePrivate(framed, to: path, durable: false)
    }

    /// Whether the file has the frame's size and its first line (which
    /// holds the payload's length and hash), read without the rest.
    private func holds(_ framed: [UInt8]) -> Bool {
        guard let newline = framed.firstIndex(of: 0x0A) else { return false }
        return holds(head: Array(framed[...newline]), size: framed.count)
    }

    /// Whether the file is `size` bytes long and starts with `head`.
    func holds(head: [UInt8], size: Int) -> Bool {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        var st = stat()
        guard fstat(fd, &st) == 0, Int(st.st_size) == size else { return false }
        var found = [UInt8](repeating: 0, count: head.count)
        let n = found.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
        return n == head.count && found == head
    }

    /// The file changed under the listing read: read it again when asked.
    func forgetLoaded() { loaded = nil }
}

extension TodoStore {
    /// The last listing a person saw of this file; nil when none is kept
    /// (or no state folder), and numbers are the display order.
    public var lastListing: Listing? { places.listing?.load() }

    /// Keeps `listing` as the last one a person saw.
    public func keepListing(_ listing: Listing) { places.listing?.keep(listing) }
}
