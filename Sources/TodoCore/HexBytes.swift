/// Bytes written as lowercase hex, two digits each, where any byte could
/// break a line of text that holds them (a name in a record's header, a
/// task's lines in a summary).
public enum HexBytes {
    public static func text(_ bytes: some Sequence<UInt8>) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var out: [UInt8] = []
        for byte in bytes {
            out.append(digits[Int(byte >> 4)])
            out.append(digits[Int(byte & 15)])
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// The bytes `hex` spells; nil when it is not lowercase hex pairs.
    public static func bytes(_ hex: some Collection<UInt8>) -> [UInt8]? {
        guard hex.count.isMultiple(of: 2) else { return nil }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(hex.count / 2)
        var i = hex.startIndex
        while i != hex.endIndex {
            let next = hex.index(after: i)
            guard let high = digit(hex[i]), let low = digit(hex[next]) else { return nil }
            bytes.append(high << 4 | low)
            i = hex.index(after: next)
        }
        return bytes
    }

    private static func digit(_ c: UInt8) -> UInt8? {
        switch c {
        case 0x30...0x39: c - 0x30
        case 0x61...0x66: c - 0x61 + 10
        default: nil
        }
    }
}
