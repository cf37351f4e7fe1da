/// The renames field of a version record's header: the old and new names
/// of each task a save renamed, in turn, each ended by a zero byte, written
/// as hex so that no name can break the header line.
enum RenameField {
    /// ` <hex>`, or nothing when the save renamed no task.
    static func text(_ names: [String]) -> String {
        guard !names.isEmpty, names.count.isMultiple(of: 2) else { return "" }
        let digits = Array("0123456789abcdef".utf8)
        var out: [UInt8] = [0x20]
        for name in names {
            for byte in Array(name.utf8) + [0] {
                out.append(digits[Int(byte >> 4)])
                out.append(digits[Int(byte & 15)])
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// The names the field holds; nil when it is not one.
    static func names(_ field: ArraySlice<UInt8>) -> [String]? {
        guard field.count.isMultiple(of: 2) else { return nil }
        var bytes: [UInt8] = []
        var names: [String] = []
        var i = field.startIndex
        while i < field.endIndex {
            guard let high = digit(field[i]), let low = digit(field[i + 1]) else { return nil }
            let byte = high << 4 | low
            if byte == 0 {
                names.append(String(decoding: bytes, as: UTF8.self))
                bytes = []
            } else {
                bytes.append(byte)
            }
            i += 2
        }
        guard bytes.isEmpty, names.count.isMultiple(of: 2) else { return nil }
        return names
    }

    private static func digit(_ c: UInt8) -> UInt8? {
        switch c {
        case 0x30...0x39: c - 0x30
        case 0x61...0x66: c - 0x61 + 10
        default: nil
        }
    }
}
