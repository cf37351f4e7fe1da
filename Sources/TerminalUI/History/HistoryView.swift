import TodoCore
import TaskPaper

/// The history screen's state: the record as last read (when the screen
/// opened, and again each time the file changes while it is open), the
/// day whose tasks are shown under the calendar, and whether it shows every
/// task or one routine (Tab and Shift-Tab go through the routines).
public struct HistoryView: Equatable, Sendable {
    public var book: Logbook
    public var selected: Day
    /// Where the calendar's shades change (see `Heat`).
    let scale: [Int]
    /// The selected day's page (see `DayPage`) when it is open: how far it
    /// is scrolled.
    public var page: Int?
    /// The routines, and the one shown (an index; nil: every task).
    var routines: [Routine] = []
    var shown: Int?
    /// Opened from the routines screen, to which it goes back.
    var fromRoutines = false

    public init(book: Logbook, selected: Day? = nil) {
        self.book = book
        scale = Heat.scale(book)
        self.selected = book.today
        if let selected { self.selected = max(earliest, min(book.today, selected)) }
    }

    /// The view of the routine named `showing` (nil: every task).
    init(book: Logbook, selected: Day? = nil, routines: [Routine], showing name: String?, fromRoutines: Bool = false) {
        self.init(book: book, selected: selected)
        self.routines = routines
        shown = routines.firstIndex { $0.name == name }
        self.fromRoutines = fromRoutines
    }

    /// The routine shown, if any.
    var routine: Routine? { shown.map { routines[$0] } }

    /// What a key did: moved the selection, closed the screen, or nothing.
    enum Reply: Equatable {
        case stay, close, unknown, undo
        /// Mark the shown routine's selected day done after the fact.
        case markLate(String, Day)
    }

    /// `x` on a routine's view marks its selected day done after the fact
    /// (the store refuses a day that is not a missed due day); `u` undoes.
    private func common(_ key: Key) -> Reply? {
        switch key {
        case .character("x"): routine.map { .markLate($0.name, selected) }
        case .character("u"): .undo
        default: nil
        }
    }

    /// Arrows and h j k l move by a day (↑ ↓) and a week (← →, a column of
    /// the calendar); in the one-line calendar of a small screen every arrow
    /// moves by a day. g (or Home) goes back to today; Enter opens the day's
    /// page; q, Esc and L close.
    mutating func handle(_ key: Key, size: Size) -> Reply {
        if let reply = common(key) { return reply }
        if let top = page { return handleOnPage(key, top: top, size: size) }
        let week = HistoryLayout(size).isStrip ? 1 : 7
        switch key {
        case .enter: page = 0
        case .up, .character("k"): move(by: -1)
        case .down, .character("j"): move(by: 1)
        case .left, .character("h"): move(by: -week)
        case .right, .character("l"): move(by: week)
        case .pageUp: move(by: -28)
        case .pageDown: move(by: 28)
        case .character("g"), .home: selected = book.today
        case .tab, .backTab: turn(forward: key == .tab)
        case .character("q"), .character("L"), .escape: return .close
        default: return .unknown
        }
        return .stay
    }

    /// On the day's page ↑ ↓ (k j), PgUp PgDn and Space scroll, ← → (h l)
    /// go to the day before or after, g to today; Enter, q and Esc go back
    /// to the calendar, L closes the screen.
    private mutating func handleOnPage(_ key: Key, top: Int, size: Size) -> Reply {
        let last = DayPage.lastTop(self, size: size)
        let top = min(top, last)
        let rows = max(1, size.height - 2)
        switch key {
        case .up, .character("k"): page = max(0, top - 1)
        case .down, .character("j"): page = min(last, top + 1)
        case .pageUp: page = max(0, top - rows)
        case .pageDown, .character(" "): page = min(last, top + rows)
        case .left, .character("h"): (page, selected) = (0, max(earliest, selected.adding(days: -1)))
        case .right, .character("l"): (page, selected) = (0, min(book.today, selected.adding(days: 1)))
        case .character("g"), .home: (page, selected) = (0, book.today)
        case .enter, .escape, .character("q"): page = nil
        case .character("L"): return .close
        default: return .unknown
        }
        return .stay
    }

    /// The earliest day the selection can reach: the first day of the record,
    /// or a year back when the record is shorter.
    var earliest: Day {
        let yearBack = book.today.adding(days: -364)
        return min(book.firstDay ?? yearBack, yearBack)
    }

    /// The next (or previous) view: every task, then each routine in turn.
    private mutating func turn(forward: Bool) {
        let views = routines.count + 1
        let now = shown.map { $0 + 1 } ?? 0
        let next = (now + (forward ? 1 : views - 1)) % views
        shown = next == 0 ? nil : next - 1
    }

    private mutating func move(by days: Int) {
        let target = selected.adding(days: days)
        selected = max(earliest, min(book.today, target))
    }
}

/// Where the parts of the history screen go for a size: a calendar of weeks
/// when 11 rows or more fit (with month names from 14), else one line of days.
struct HistoryLayout {
    let size: Size

    init(_ size: Size) { self.size = size }

    var isStrip: Bool { size.height < 11 }
    var hasMonths: Bool { size.height >= 14 }
    /// First row of the calendar (its month names, when shown, are above it).
    var calendarTop: Int { hasMonths ? 2 : 1 }
    var calendarRows: Int { isStrip ? 1 : 7 }
    var legendRow: Int { calendarTop + calendarRows }
    /// The rows for the selected day's tasks.
    var details: Range<Int> { (legendRow + 1)..<max(legendRow + 1, size.height - 1) }
    var bottomRow: Int { size.height - 1 }
    /// Columns before the first week: the weekday names.
    static let labelWidth = 4
    /// How many weeks (calendar) or days (one line) fit.
    var columns: Int { isStrip ? size.width : max(1, (size.width - Self.labelWidth) / 2) }
}
