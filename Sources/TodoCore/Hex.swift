/// Bytes written as text in txtodo's own records (the undo history, the
/// archive journal): a `.` and two lowercase hex digits a byte, so any bytes
/// survive exactly and an empty field stays visible.
enum Hex {
    private static let digits = Array("0123456789abcdef".utf8)

    static func encode(_ bytes: [UInt8]) -> String {
        var out: [UInt8] = [0x2E]
        out.reserveCapacity(1 + 2 * bytes.count)
        for byte in bytes {
            out.append(digits[Int(byte >> 4)])
            out.append(digits[Int(byte & 15)])
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// What `encode` wrote; nil for anything else.
    static func decode(_ text: Substring) -> [UInt8]? {
        let chars = Array(text.utf8)
        guard chars.first == 0x2E, chars.count % 2 == 1 else { return nil }
        var out: [UInt8] = []
        out.reserveCapacity(chars.count / 2)
        var i = 1
        while i < chars.count {
            guard let high = digits.firstIndex(of: chars[i]), let low = digits.firstIndex(of: chars[i + 1]) else { return nil }
            out.append(UInt8(high << 4 | low))
            i += 2
        }
        return out
    }
}
