/// Where a version seen on this machine came from, as its record says: the
/// field that tells another machine's version, recorded as that machine
/// holds it, from bytes this machine's file came to hold by itself. The two
/// can have the same parents' hashes (a machine that made again bytes an
/// edit by hand made here earlier), so only this field keeps them apart.
enum SeenFrom: Sendable, Equatable {
    /// Not said: a record that is not a seen one, or one written before
    /// records said it.
    case unsaid
    /// The file here came to hold it (an edit by hand, bytes that came
    /// back, a version whose maker's log had not arrived): its parent is
    /// the version this machine held.
    case here
    /// Another machine held it: its record is the same point as the one
    /// of that machine's log (by id) with the same version and time.
    case record(machine: String, time: Int64)

    /// The field as written: `-`, or `<machine id>:<time>`.
    var text: String {
        switch self {
        case .unsaid, .here: "-"
        case .record(let machine, let time): "\(machine):\(time)"
        }
    }

    /// The field read back; nil when it is not one.
    static func read(_ field: ArraySlice<UInt8>) -> SeenFrom? {
        if field.elementsEqual([0x2D]) { return .here }
        guard let colon = field.lastIndex(of: 0x3A), colon > field.startIndex,
            let time = Int64(String(decoding: field[(colon + 1)...], as: UTF8.self))
        else { return nil }
        let machine = field[..<colon]
        guard machine.allSatisfy({ $0 > 0x20 && $0 < 0x7F && $0 != 0x3A }) else { return nil }
        return .record(machine: String(decoding: machine, as: UTF8.self), time: time)
    }
}
