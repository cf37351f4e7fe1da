import CNcursesw
import Glibc

/// What one read from the terminal produced.
enum Input: Equatable {
    case key(Key)
    case resize
    /// Nothing within the read timeout, or a read interrupted by a signal.
    case idle
}

/// The curses-backed screen: the one file that talks to ncursesw. It owns
/// terminal setup and restore (also on signals and crashes), drawing a
/// `Canvas` and reading keys.
final class TerminalScreen {
    private let window: UnsafeMutablePointer<WINDOW>
    private let theme: Theme
    /// Curses attributes and colour pair per style, plain and selected.
    private var looks: [Style: [(attr_t, Int16)]] = [:]
    private var lastCanvas: Canvas?
    private let readTimeout: Int32

    /// Whether curses knows how to drive the terminal named by TERM (else
    /// `initscr` would end the process itself).
    static func knows(term: String) -> Bool {
        txtodo_terminal_known(term) != 0
    }

    /// Sets up the terminal. Call only when stdin and stdout are terminals
    /// and `knows(term:)` said yes.
    init(environment: [String: String], readTimeoutMilliseconds: Int32 = 500) {
        readTimeout = readTimeoutMilliseconds
        // Wide characters need a UTF-8 character type; the "C" locale (LANG
        // unset) or a missing one falls back to C.UTF-8. Only the character
        // type matters here, and loading one category is quicker than all.
        setlocale(LC_CTYPE, "")
        if String(cString: nl_langinfo(nl_item(CODESET))) != "UTF-8" { setlocale(LC_CTYPE, "C.UTF-8") }
        SignalWatch.install()
        ErrorReplay.begin()
        initscr()
        window = txtodo_stdscr()!
        raw()
        noecho()
        nonl()
        keypad(window, true)
        set_escdelay(25)
        wtimeout(window, readTimeoutMilliseconds)
        curs_set(0)
        var colours = 0
        if has_colors() {
            start_color()
            use_default_colors()
            colours = Int(txtodo_colors())
        }
        theme = Theme.choose(colours: colours, environment: environment)
        for (index, style) in Style.allCases.enumerated() {
            looks[style] = [false, true].map { look(theme.attributes(style, selected: $0), pair: Int16(index + 1)) }
        }
        TerminalScreen.active = true
    }

    private func look(_ attributes: Attributes, pair: Int16) -> (attr_t, Int16) {
        var attr = txtodo_a_normal()
        if attributes.bold { attr |= txtodo_a_bold() }
        if attributes.dim { attr |= txtodo_a_dim() }
        if attributes.underline { attr |= txtodo_a_underline() }
        if attributes.reverse { attr |= txtodo_a_reverse() }
        guard theme.usesColour, let colour = attributes.foreground else { return (attr, 0) }
        init_pair(pair, Int16(colour.index), -1)
        return (attr, pair)
    }

    var size: Size {
        Size(width: Int(txtodo_window_width(window)), height: Int(txtodo_window_height(window)))
    }

    /// Draws the canvas; curses sends only the cells that changed.
    func draw(_ canvas: Canvas) {
        for row in 0..<canvas.height {
            var column = 0
            while column < canvas.width {
                let item = canvas.cell(row: row, column: column)
                let look = looks[item.style]![item.isSelected ? 1 : 0]
                for (offset, scalars) in cells(item.text).enumerated() where column + offset < canvas.width {
                    put(scalars, row: row, column: column + offset, look)
                }
                // The canvas's own width decides the next cell, whatever curses counted.
                column += item.text.isEmpty ? 1 : DisplayWidth.of(Character(item.text))
            }
        }
        if let cursor = canvas.cursor {
            curs_set(1)
            wmove(window, Int32(cursor.row), Int32(cursor.column))
        } else {
            curs_set(0)
        }
        wrefresh(window)
        lastCanvas = canvas
    }

    private func put(_ scalars: [Unicode.Scalar], row: Int, column: Int, _ look: (attr_t, Int16)) {
        var cell = cchar_t()
        var text = scalars.map { wchar_t(bitPattern: $0.value) } + [0]
        setcchar(&cell, &text, look.0, look.1, nil)
        mvwadd_wch(window, Int32(row), Int32(column), &cell)
    }

    /// What curses is given for one grapheme: one entry per cell it starts,
    /// each a spacing character with the marks that combine with it (curses
    /// takes one spacing character per cell). A ZWJ sequence or a skin-tone
    /// modifier is drawn as its first picture (see `DisplayWidth`). When the C
    /// library measures a two-column grapheme as one column (a flag's regional
    /// indicators, U+FE0F cases), the second cell gets its next one-column
    /// character or a space, so curses and the canvas agree on positions.
    private func cells(_ text: String) -> [[Unicode.Scalar]] {
        guard let first = text.unicodeScalars.first else { return [[" "]] }
        var base = [first]
        var rest = text.unicodeScalars.dropFirst()
        while let next = rest.first, next.value != 0x200D, DisplayWidth.width(of: next) == 0, base.count < 5 {
            base.append(next)
            rest = rest.dropFirst()
        }
        guard DisplayWidth.of(Character(text)) == 2, wcwidth(wchar_t(bitPattern: first.value)) != 2 else { return [base] }
        if let second = rest.first, rest.count == 1, wcwidth(wchar_t(bitPattern: second.value)) == 1 {
            return [base, [second]]
        }
        return [base, [" "]]
    }

    /// Waits up to the read timeout for a key.
    func read() -> Input {
        var code: wint_t = 0
        let result = wget_wch(window, &code)
        if result == KEY_CODE_YES { return TerminalScreen.decode(keyCode: Int32(code)) }
        if result == OK, let key = Key.decode(character: UInt32(code)) { return .key(key) }
        return .idle
    }

    /// Whether another key is already waiting (it stays queued). A person
    /// cannot type ahead of a line break in the same instant; a paste does.
    func inputIsPending() -> Bool {
        var code: wint_t = 0
        wtimeout(window, 0)
        let result = wget_wch(window, &code)
        wtimeout(window, readTimeout)
        if result == KEY_CODE_YES { ungetch(Int32(code)); return true }
        if result == OK { unget_wch(wchar_t(bitPattern: code)); return true }
        return false
    }

    private static func decode(keyCode: Int32) -> Input {
        switch keyCode {
        case KEY_RESIZE: return .resize
        case KEY_UP: return .key(.up)
        case KEY_DOWN: return .key(.down)
        case KEY_LEFT: return .key(.left)
        case KEY_RIGHT: return .key(.right)
        case KEY_HOME: return .key(.home)
        case KEY_END: return .key(.end)
        case KEY_PPAGE: return .key(.pageUp)
        case KEY_NPAGE: return .key(.pageDown)
        case KEY_ENTER: return .key(.enter)
        case KEY_BACKSPACE: return .key(.backspace)
        case KEY_DC: return .key(.delete)
        case KEY_BTAB: return .key(.backTab)
        default: return .idle
        }
    }

    /// Gives the terminal back while `body` runs (an editor), then repaints.
    func suspended(_ body: () -> Void) {
        def_prog_mode()
        endwin()
        body()
        reset_prog_mode()
        redraw()
    }

    /// Ctrl-Z: stop like any terminal program; curses restores the screen on `fg`.
    func suspendProcess() {
        def_prog_mode()
        endwin()
        kill(getpid(), SIGTSTP)
        reset_prog_mode()
        redraw()
    }

    /// Repaints every cell (Ctrl-L, after an editor or a suspend).
    func redraw() {
        clearok(window, true)
        if let lastCanvas { draw(lastCanvas) }
    }

    /// Restores the terminal and replays anything written to stderr meanwhile.
    func stop() {
        guard TerminalScreen.active else { return }
        TerminalScreen.active = false
        endwin()
        ErrorReplay.end()
    }

    /// Read by the crash handler; set only on the main thread.
    nonisolated(unsafe) static var active = false

    /// Called from the crash handler: leave curses mode, show the crash text.
    static func restoreAfterCrash() {
        guard active else { return }
        active = false
        endwin()
        ErrorReplay.end()
    }
}
