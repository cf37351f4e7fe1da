import FileAccess
/// How txtodo's state files of one record are framed: a line with a marker
/// word, the record's length and its `ContentHash`, then the record. A frame
/// torn by a crash, or read half written, is seen as none at all, never as
/// another record. (Files that grow by appends use `LogFrame`; an undo log
/// of these frames, written before it, is still read: the next whole frame
/// is found by its marker.)
enum StateFrame {
    private static let magic = "txtodo-block"

    /// The payload after a line with its length and hash.
    static func frame(_ payload: [UInt8]) -> [UInt8] {
        Array("\(magic) \(payload.count) \(ContentHash.text(ContentHash.of(payload)))\n".utf8) + payload
    }

    /// The payload of a file that holds one frame; nil when it is torn or
    /// not a frame.
    static func read(_ bytes: [UInt8]) -> [UInt8]? { unframe(bytes[...])?.payload }

    /// The framed payload at the start of `bytes` and where the next frame
    /// starts; nil when it is torn or not a frame.
    static func unframe(_ bytes: ArraySlice<UInt8>) -> (payload: [UInt8], next: Int)? {
        guard let newline = bytes.firstIndex(of: 0x0A) else { return nil }
        let fields = String(decoding: bytes[..<newline], as: UTF8.self).split(separator: " ")
        guard fields.count == 3, fields[0] == magic, let count = Int(fields[1]), count >= 0,
            let hash = UInt64(fields[2], radix: 16), newline + 1 + count <= bytes.endIndex
        else { return nil }
        let payload = Array(bytes[(newline + 1)..<(newline + 1 + count)])
        // Frames written before `ContentHash` carry the retired hash.
        let checked = ContentHash.of(payload) == hash || RetiredHash.of(payload) == hash
        return checked ? (payload, newline + 1 + count) : nil
    }

    /// Where the next frame after `start` begins (a frame's payload never
    /// holds a frame's first word, so the word marks it); nil when none does.
    static func nextFrame(in bytes: [UInt8], after start: Int) -> Int? {
        let head = Array((magic + " ").utf8)
        var k = start + 1
        while k < bytes.count, let found = bytes[k...].firstIndex(of: head[0]) {
            if bytes[found...].starts(with: head) { return found }
            k = found + 1
        }
        return nil
    }
}
