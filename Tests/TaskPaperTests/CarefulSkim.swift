@testable import TaskPaper

/// The skim's rules read one byte at a time, line by line, with no
/// shortcut: what the skim must agree with, whatever the bytes.
enum CarefulSkim {
    /// A line: where its tabs end, its text ends and the next line starts,
    /// and its `@`s; nil when a byte in it is out of the ordinary.
    static func line(_ p: UnsafeBufferPointer<UInt8>, from s: Int) -> (body: Int, end: Int, next: Int, ats: [Int])? {
        var body = s
        while body < p.count && p[body] == 0x09 { body += 1 }
        var ats: [Int] = []
        var i = body
        while i < p.count {
            switch p[i] {
            case 0x0A: return (body, i, i + 1, ats)
            case 0x0D:
                guard i + 1 < p.count, p[i + 1] == 0x0A else { return nil }
                return (body, i, i + 2, ats)
            case 0x40: ats.append(i)
            case 0x09, 0x20..<0x80: break
            case 0x80...:
                guard let len = Skim.character(p, i) else { return nil }
                i += len - 1
            default: return nil
            }
            i += 1
        }
        return (body, p.count, p.count, ats)
    }

    static func children(from start: Int, in p: UnsafeBufferPointer<UInt8>) -> SkimmedChildren? {
        var skimmed = SkimmedChildren(range: start..<start, namedTasks: 0, ats: [])
        var fewestTabs = Int.max
        var open: Int?
        var s = start
        while s < p.count {
            guard let line = line(p, from: s) else { return nil }
            defer { s = line.next }
            if line.body == line.end { continue }
            if line.body == s { break }
            if Skim.startsWithSpace(p, line.body, line.end) { return nil }
            skimmed.ats += line.ats
            if line.body - s <= fewestTabs {
                if let o = open { skimmed.marked.append(ByteSpan(start: o, end: s)) }
                fewestTabs = line.body - s
                guard let named = Skim.namedTask(p, line.body, line.end) else { return nil }
                let first = skimmed.namedTasks == 0
                open = named && (first || !line.ats.isEmpty) ? s : nil
                if named { skimmed.namedTasks += 1 }
            }
            skimmed.range = start..<line.next
        }
        guard !skimmed.range.isEmpty else { return nil }
        if let o = open { skimmed.marked.append(ByteSpan(start: o, end: skimmed.range.upperBound)) }
        return skimmed
    }
}
