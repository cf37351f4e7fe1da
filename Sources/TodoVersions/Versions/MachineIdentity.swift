import Glibc
import FileAccess

/// This machine as the version logs know it: a random id made once and
/// kept in the state folder (`machine-id`), and a name for people (the
/// host name, or `machine = NAME` in the config).
package struct MachineIdentity: Sendable, Equatable {
    package var id: String
    var name: String

    /// The id kept in `state`, made now when there is none; nil when it
    /// can be neither read nor made (then no version is recorded).
    package static func load(state: StateFolder, name: String?) -> MachineIdentity? {
        let path = state.path + "/machine-id"
        for _ in 0..<3 {
            if let id = read(path) { return MachineIdentity(id: id, name: name ?? hostName()) }
            guard let made = randomID() else { return nil }
            if access(path, F_OK) == 0 {
                // Damaged: replaced, as a lost id would be.
                guard (try? AtomicWriter.savePrivate(Array((made + "\n").utf8), to: path, durable: true)) != nil else {
                    return nil
                }
                continue
            }
            // Made whole beside it, then linked into place: two processes
            // starting at once agree on the one that got there first.
            let temp = path + "." + made
            guard (try? AtomicWriter.savePrivate(Array((made + "\n").utf8), to: temp, durable: true)) != nil else { return nil }
            link(temp, path)
            unlink(temp)
        }
        return nil
    }

    private static func read(_ path: String) -> String? {
        guard let bytes = (try? FileReader.readIfPresent(path)).flatMap({ $0 }) else { return nil }
        let id = String(decoding: bytes, as: UTF8.self).trimmingWhitespace()
        guard id.utf8.count == 16, id.utf8.allSatisfy({ (0x30...0x39).contains($0) || (0x61...0x66).contains($0) })
        else { return nil }
        return String(id)
    }

    private static func randomID() -> String? {
        let fd = open("/dev/urandom", O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        guard let bytes = LogReader.read(fd, at: 0, count: 8) else { return nil }
        return ContentHash.text(bytes.withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) })
    }

    static func hostName() -> String {
        var buffer = [CChar](repeating: 0, count: 256)
        guard gethostname(&buffer, buffer.count - 1) == 0 else { return "localhost" }
        let name = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return name.isEmpty ? "localhost" : name
    }
}
