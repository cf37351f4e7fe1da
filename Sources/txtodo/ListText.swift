import TodoStore
import TodoCore
import TaskPaper

/// `txtodo list`: plain text (`Console` makes every name printable), with
/// colour only where `ListColour` says so.
///
///     Floating 1/3
///       1 [ ] Learn Japanese !!!
///     Today 2026-11-22 · 1/3 done
///       2 [ ] Buy oat milk @store !!
///             [ ] compare brands
///             Semi-skimmed if they are out.
///       3 [x] Reply to Sam
///     Tomorrow
///       4 [ ] Pay rent (delayed)
///     Later
///       5 [ ] Fri 12-04 Call the bank
///       6 [ ] Renew passport
///
/// A task a routine made is marked `(routine)`.
/// Written from the file's bytes, as they are read: no task or name is built
/// as a string, and the text goes out in pieces of about 64 KiB, so a list of
/// 100,000 tasks never holds its whole text.
enum ListText {
    /// Writes the listing and its final line break through `Console`.
    /// Keeps what it numbered as the last listing (see `ListingNumbers`).
    static func print(_ store: TodoStore, filter: TaskFilter? = nil, colour: Bool = false) {
        let writer = store.listingWriter(numbers: store.list.taskCount)
        var listing = ListingBuilder(store.list, pieces: { writer?.write($0) })
        render(store.list, today: store.today, filter: filter, colour: colour, numbered: { listing.append(line: $0, $1) }) {
            colour ? Console.out(painted: $0) : Console.out(part: $0)
        }
        Console.out(part: [0x0A])
        listing.finish()
        writer?.finish()
    }

    /// Gives the listing to `emit` in pieces of at least `piece` bytes (the
    /// last may be shorter) that each end at the end of a task. `filter`
    /// hides rows (see `ListRequest`) and `colour` adds `ListColour`'s marks;
    /// `numbered` gets each task numbered, in order, with its line (hidden
    /// ones too: a filtered listing numbers the whole list).
    static func render(
        _ list: TodoList, today: Day, filter: TaskFilter? = nil, colour: Bool = false, piece: Int = Self.piece,
        numbered: (Int, DisplayedTask) -> Void = { _, _ in },
        emit: ([UInt8]) -> Void
    ) {
        let doc = list.document
        let width = String(max(list.taskCount, 1)).utf8.count
        var out: [UInt8] = []
        out.reserveCapacity(min(piece, 1 << 20) + 4096)
        var number = Number(width: width)
        var sectionsShown = 0
        for section in Section.listed {
            let lines = list.taskLines(in: section)
            // Later is listed once it holds a task.
            if section == .later && lines.isEmpty { continue }
            // A section the filter hides only takes its numbers: it is not
            // sorted, and a section hidden as a whole is not even looked at.
            if let filter, !filter.shows(section) {
                number.advance(by: lines.count)
                continue
            }
            let shown = filter?.matching(section, of: list)
            if let shown, !shown.contains(true) {
                number.advance(by: lines.count)
                continue
            }
            let order = list.displayedInTurn(section)
            if sectionsShown > 0 { out.append(0x0A) }
            sectionsShown += 1
            ListColour.paint(colour ? ListColour.bold : nil, header(section, order, today: today), into: &out)
            if lines.isEmpty { out += "\n  (none)".utf8 }
            order.forEach { task in
                number.increment()
                numbered(lines[task.index], task)
                if let shown, !shown[task.index] { return }
                out.append(0x0A)
                out.append(0x20)
                out.append(0x20)
                out += number.text
                out.append(0x20)
                let day = section == .later ? list.day(onLine: lines[task.index]) : nil
                row(task, line: lines[task.index], doc, colour: colour, scheduled: day, today: today, into: &out)
                if task.hasLinesUnder { under(lines[task.index], doc, width: width, colour: colour, into: &out) }
                if out.count >= piece {
                    emit(out)
                    out.removeAll(keepingCapacity: true)
                }
            }
        }
        if sectionsShown == 0 { out += ListRequest.noMatch.utf8 }
        emit(out)
    }

    /// The task's subtasks, then its notes, each on a line of its own.
    static func under(_ line: Int, _ doc: Document, width: Int, colour: Bool = false, into out: inout [UInt8]) {
        for k in doc.subtaskLines(of: line) {
            out.append(0x0A)
            appendSpaces(2 + width + 3 + 2 * (doc.level(k) - doc.level(line)), to: &out)
            let done = doc.hasTag("done", on: k)
            if colour && done { out.append(ListColour.dim) }
            appendBox(done, to: &out)
            appendText(doc.displayTextRange(k), doc, to: &out)
            if colour && done { out.append(ListColour.reset) }
        }
        for k in doc.noteLines(of: line) {
            out.append(0x0A)
            appendSpaces(2 + width + 5, to: &out)
            appendText(doc.bodyRange(k), doc, to: &out)
        }
    }

    /// About how many bytes are written at a time.
    static let piece = 1 << 16

    /// The task number right-aligned in `width` columns, counted up in place.
    struct Number {
        /// Spaces, then the digits (all spaces for 0).
        private(set) var text: [UInt8]

        init(width: Int) { text = Array(repeating: 0x20, count: width) }

        /// `count` more at once; the width must hold the new number.
        mutating func advance(by count: Int) {
            guard count > 0 else { return }
            var value = 0
            for b in text where b != 0x20 { value = value * 10 + Int(b - 0x30) }
            let digits = Array(String(value + count).utf8)
            text = Array(repeating: 0x20, count: text.count - digits.count) + digits
        }

        /// One more; the width must hold the new number.
        mutating func increment() {
            var k = text.count - 1
            while k >= 0 && text[k] == 0x39 {
                text[k] = 0x30
                k -= 1
            }
            if k >= 0 { text[k] = text[k] == 0x20 ? 0x31 : text[k] + 1 }
        }
    }

    /// `[x] ` or `[ ] `.
    static func appendBox(_ done: Bool, to out: inout [UInt8]) {
        out.append(0x5B)
        out.append(done ? 0x78 : 0x20)
        out.append(0x5D)
        out.append(0x20)
    }

    static func appendSpaces(_ count: Int, to out: inout [UInt8]) {
        for _ in 0..<max(count, 0) { out.append(0x20) }
    }

    static func header(_ section: Section, _ tasks: DisplayedInTurn, today: Day) -> String {
        switch section {
        case .floating: return "Floating \(tasks.count)/3"
        case .today:
            // `dailyProgress`: Today's tasks that are done, out of Today's tasks.
            return "Today \(today) · \(tasks.doneCount)/\(tasks.count) done"
        case .tomorrow: return "Tomorrow"
        case .later: return "Later"
        case .routines: return "Routines"
        }
    }

    /// `scheduled`: a Later task's day, shown before its name (`Fri 12-05`).
    static func row(
        _ task: DisplayedTask, line: Int, _ doc: Document, colour: Bool = false, scheduled: Day? = nil,
        today: Day? = nil, into out: inout [UInt8]
    ) {
        if colour && task.isDone { out.append(ListColour.dim) }
        appendBox(task.isDone, to: &out)
        if let scheduled { out += (scheduled.short(thisYear: (today ?? scheduled).year) + " ").utf8 }
        appendText(task.nameRange, doc, to: &out)
        // Whether there are tags to print and a routine to mark was read in
        // file order: most tasks need no look at their line here.
        if task.hasUserTags {
            doc.forEachUserTag(on: line) { tag in
                out.append(0x20)
                appendText(tag, doc, to: &out)
            }
        }
        if task.priority > 1 {
            out.append(0x20)
            let mark = colour && !task.isDone ? ListColour.priority(task.priority) : nil
            ListColour.paint(mark, priorityMark(task.priority), into: &out)
        }
        if task.isRoutine { out += " (routine)".utf8 }
        if task.isDelayed { out += " (delayed)".utf8 }
        if colour && task.isDone { out.append(ListColour.reset) }
    }

    /// The text's bytes as a string holds them: as they are in a valid
    /// UTF-8 file, with invalid sequences replaced otherwise.
    static func appendText(_ range: Range<Int>, _ doc: Document, to out: inout [UInt8]) {
        if doc.isValidUTF8 {
            out += doc.bytes[range]
        } else {
            out += doc.string(range).utf8
        }
    }
}
