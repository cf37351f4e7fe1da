import TaskPaper

/// Where txtodo's sections and their tasks sit in a document.
///
/// A section header is a top-level project named Floating, Today, Tomorrow,
/// Later or Routines (any case); the first of each name wins. Its tasks are the task lines
/// directly under it, then — for hand-written flat files — task lines at the
/// header's own level that follow it, up to the next project or other
/// non-task, non-blank top-level line.
struct Layout: Sendable {
    struct Span: Sendable {
        var header: Int
        /// Task lines in file order.
        var tasks: [Int]
        /// First line after the section's last non-blank line.
        var end: Int
    }

    private var spans: [Span?] = [nil, nil, nil, nil, nil]

    subscript(section: Section) -> Span? { spans[section.order] }

    init(_ doc: Document) {
        var k = 0
        while k < doc.lineCount {
            guard let section = Layout.section(headedBy: k, in: doc), spans[section.order] == nil else {
                // Headers are top-level lines, so none hides inside this line's subtree.
                k = max(doc.subtreeEnd(k), k + 1)
                continue
            }
            let span = Layout.span(header: k, in: doc)
            spans[section.order] = span
            k = max(span.end, k + 1)
        }
    }

    /// The section a line is the header of, if any. Compared on bytes: this
    /// runs for every top-level line of the file.
    static func section(headedBy line: Int, in doc: Document) -> Section? {
        // Judged on the raw bytes too: TaskPaper 3 reads a one-line file's
        // leading spaces as text, but as indentation once there is a second
        // line, and a header must stay one when txtodo adds its first task.
        let first = doc.bytes[doc.range(line)].first
        guard doc.level(line) == 1, first != 0x20, first != 0x09 else { return nil }
        var r = doc.displayTextRange(line)
        switch doc.kind(line) {
        case .project:
            break
        case .note:
            // A hand-written header with trailing spaces is a note to TaskPaper.
            guard r.count > 1, doc.bytes[r.upperBound - 1] == 0x3A else { return nil }
            r = r.lowerBound..<(r.upperBound - 1)
        case .task, .blank:
            return nil
        }
        let b = doc.bytes
        var lo = r.lowerBound, hi = r.upperBound
        // A stray byte-order mark and surrounding spaces or tabs are not part of the name.
        if hi - lo >= 3, b[lo] == 0xEF, b[lo + 1] == 0xBB, b[lo + 2] == 0xBF { lo += 3 }
        while lo < hi, b[lo] == 0x20 || b[lo] == 0x09 { lo += 1 }
        while hi > lo, b[hi - 1] == 0x20 || b[hi - 1] == 0x09 { hi -= 1 }
        guard (5...8).contains(hi - lo) else { return nil }
        return Section.allCases.first { section in
            let title = section.title.utf8
            return title.count == hi - lo && zip(title, b[lo..<hi]).allSatisfy { $0 | 0x20 == $1 | 0x20 }
        }
    }

    /// A task line with no name (`- ` alone) is left as it is: a tag added
    /// to it would make TaskPaper read it as a note (`- @done`).
    private static func hasName(_ line: Int, _ doc: Document) -> Bool {
        !doc.displayTextRange(line).isEmpty
    }

    /// The section's span: its named task lines in file order, and the
    /// first line after its last non-blank line. Those under the header are
    /// read in one pass of the line table, into a list made at the size of
    /// the header's subtree: a list grown as it goes leaves its outgrown
    /// copies behind, about twice its own memory in all for a large section.
    private static func span(header: Int, in doc: Document) -> Span {
        var (tasks, last) = doc.namedTaskChildren(of: header)
        var end = last + 1
        // A hand-written flat file: task lines at the header's own level follow it.
        var k = doc.subtreeEnd(header)
        while k < doc.lineCount {
            switch doc.kind(k) {
            case .blank:
                k += 1
            case .task where doc.level(k) == doc.level(header):
                if hasName(k, doc) { tasks.append(k) }
                k = doc.subtreeEnd(k)
                end = k
            default:
                return Span(header: header, tasks: tasks, end: end)
            }
        }
        return Span(header: header, tasks: tasks, end: end)
    }
}

extension Section {
    /// Position in the file order Floating, Today, Tomorrow, Later, Routines.
    public var order: Int {
        switch self {
        case .floating: return 0
        case .today: return 1
        case .tomorrow: return 2
        case .later: return 3
        case .routines: return 4
        }
    }
}
