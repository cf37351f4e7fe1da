import FileAccess
import Glibc

/// For `make bench` and the tests: this machine's log of a todo file as a
/// machine that used txtodo for a long time has it, written before records
/// said their chain (`VersionChain`): every record a change to the one
/// before, back to the first.
public enum LongLogFixture {
    /// Writes the log of the todo file at `todo` with a record of each of
    /// `count` versions (`version(0)` first), each saved at `time`; false
    /// when it could not be written.
    public static func write(
        todo: String, state: StateFolder, count: Int, version: (Int) -> [UInt8], time: Int64
    ) -> Bool {
        guard let machine = MachineIdentity.load(state: state, name: "bench") else { return false }
        let folder = VersionFolder(file: todo)
        guard folder.make() else { return false }
        var out = VersionLog.headerLine(machine: machine.id, name: machine.name)
        var previous: [UInt8]?
        for n in 0..<count {
            let bytes = version(n)
            out += record(hash: ContentHash.of(bytes), version: bytes, base: previous, time: time)
            previous = bytes
        }
        return (try? AtomicWriter.savePrivate(out, to: folder.logPath(machine: machine.id), durable: false)) != nil
    }

    /// A record as logs had them before they said their chain: no depth
    /// and chain bytes in its header.
    static func record(hash: UInt64, version: [UInt8], base: [UInt8]?, time: Int64) -> [UInt8] {
        let framed = VersionRecordFormat.encode(
            hash: hash, kind: .saved, time: time, parents: [], version: version, base: base.map { ($0, 1) },
            chain: base == nil ? nil : .whole)
        let newline = framed.firstIndex(of: 0x0A)!
        let fields = framed[..<newline].split(separator: 0x20)
        return LogFrame.frame(
            head: Array(fields.dropLast(2).joined(separator: [0x20])) + [0x0A],
            body: framed[(newline + 1)..<(framed.count - LogFrame.trailerLength)], tag: hash)
    }
}
