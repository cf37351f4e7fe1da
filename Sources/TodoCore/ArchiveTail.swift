import TaskPaper

/// Archiving in time proportional to what is archived: the archive's last
/// top-level part (usually the last day) is all that is parsed, and the
/// result is the bytes to add at the archive's end.
extension Archive {
    /// The bytes that archiving `tasks` adds after the archive `bytes`,
    /// parsing it from its last top-level line on: exactly
    /// `appending(tasks, to: Document(bytes: bytes)).bytes` less `bytes`.
    /// Nil when that cannot be told without parsing the whole archive, or
    /// when the result is not an addition at the end: a task's day may be
    /// filed before the last part, the file has carriage returns or lines
    /// indented with spaces (its style is then the whole file's), holds a
    /// NUL byte, or its last part is not UTF-8.
    public static func addedAtEnd(archiving tasks: [ArchivedTask], to bytes: [UInt8]) -> [UInt8]? {
        guard !bytes.isEmpty, !tasks.isEmpty else { return nil }
        let days = Set(tasks.map(\.day)).map { Array($0.description.utf8) }
        guard let start = lastPart(bytes, days: days) else { return nil }
        let tail = Array(bytes[start...])
        let document = Document(bytes: tail)
        guard document.firstInvalidUTF8Offset == nil else { return nil }
        let result = appending(tasks, to: document).bytes
        guard result.count >= tail.count, result[..<tail.count].elementsEqual(tail) else { return nil }
        return Array(result[tail.count...])
    }

    /// Where the last line that starts at the margin (not blank, not
    /// indented) begins, 0 when none does; nil when the bytes hold a
    /// carriage return, a NUL or a line indented with a space, or when a
    /// margin line before that last one starts with one of `days`.
    static func lastPart(_ bytes: [UInt8], days: [[UInt8]]) -> Int? {
        bytes.withUnsafeBufferPointer { p in
            var last = 0
            var firstDay = Int.max
            for i in 0..<p.count {
                let b = p[i]
                if b == 0x0D || b == 0 { return nil }
                guard i == 0 || p[i - 1] == 0x0A else { continue }
                if b == 0x20 { return nil }
                if b == 0x09 || b == 0x0A { continue }
                last = i
                if firstDay == Int.max && days.contains(where: { starts(p, at: i, with: $0) }) { firstDay = i }
            }
            return firstDay < last ? nil : last
        }
    }

    /// Whether the line at `i` starts with `prefix`, after a byte-order mark
    /// on the first line.
    private static func starts(_ p: UnsafeBufferPointer<UInt8>, at i: Int, with prefix: [UInt8]) -> Bool {
        var at = i
        if i == 0 && p.count >= 3 && p[0] == 0xEF && p[1] == 0xBB && p[2] == 0xBF { at = 3 }
        guard at + prefix.count <= p.count else { return false }
        for k in prefix.indices where p[at + k] != prefix[k] { return false }
        return true
    }
}
