import CNcursesw
import Glibc

/// The curses-backed screen: the one file that talks to ncursesw. It owns
/// terminal setup and restore (also on signals and crashes), drawing a
/// `Canvas` and reading keys.
final class TerminalScreen: Screen {
    private let window: UnsafeMutablePointer<WINDOW>
    private let theme: Theme
    /// Curses attributes and colour pair per style, plain and selected.
    private var looks: [Style: [(attr_t, Int16)]] = [:]
    private var lastCanvas: Canvas?
    private var decoder: InputDecoder!

    /// Whether curses knows how to drive the terminal named by TERM (else
    /// `initscr` would end the process itself).
    static func knows(term: String) -> Bool {
        txtodo_terminal_known(term) != 0
    }

    /// Sets up the terminal. Call only when stdin and stdout are terminals
    /// and `knows(term:)` said yes.
    init(environment: [String: String], mouse: Bool = false) {
        TerminalScreen.mouse = mouse
        // Wide characters need a UTF-8 character type; the "C" locale (LANG
        // unset) or a missing one falls back to C.UTF-8. Only the character
        // type matters here, and loading one category is quicker than all.
        setlocale(LC_CTYPE, "")
        if String(cString: nl_langinfo(nl_item(CODESET))) != "UTF-8" { setlocale(LC_CTYPE, "C.UTF-8") }
        SignalWatch.install(keepBacktracer: environment["SWIFT_BACKTRACE"] != nil)
        ErrorReplay.begin()
        initscr()
        window = txtodo_stdscr()!
        TerminalScreen.startRunning(window)
        raw()
        noecho()
        nonl()
        // Escape sequences are read whole by `InputDecoder`, the same way for
        // every TERM; curses' own translation knows only what terminfo lists.
        keypad(window, false)
        wtimeout(window, 0)
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
        ResizeWatch.install()
        TerminalScreen.active = true
        TerminalScreen.bracketedPaste(true)
        decoder = InputDecoder { [window] milliseconds in TerminalScreen.rawRead(window, milliseconds) }
    }

    /// Until curses has once come back from `endwin`, it sends its output
    /// at every move of the cursor (it takes the screen for one that has
    /// not been set up): a frame went out in some fifty writes, so over ssh
    /// in as many packets, drawn in pieces. Leaving and coming back once,
    /// before any colour is set up (coming back then would reset the
    /// terminal's palette), makes every frame one write.
    private static func startRunning(_ window: UnsafeMutablePointer<WINDOW>) {
        endwin()
        wrefresh(window)
    }

    /// Asks the terminal to mark pasted text (`ESC [ 200 ~` … `ESC [ 201 ~`)
    /// and, when the mouse is on, to report it (SGR mode), or to stop.
    /// Async-signal-safe.
    private static func bracketedPaste(_ on: Bool) {
        let sequence: StaticString = on ? "\u{1B}[?2004h" : "\u{1B}[?2004l"
        _ = write(1, sequence.utf8Start, sequence.utf8CodeUnitCount)
        guard mouse else { return }
        let reports: StaticString = on ? "\u{1B}[?1000h\u{1B}[?1006h" : "\u{1B}[?1006l\u{1B}[?1000l"
        _ = write(1, reports.utf8Start, reports.utf8CodeUnitCount)
    }

    /// `mouse = on`: set once, before the terminal is set up.
    nonisolated(unsafe) private static var mouse = false

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

    /// Waits on the terminal and `descriptors` at once (poll), then reads
    /// what the terminal sent. A resize or a signal interrupts the wait.
    func read(waiting milliseconds: Int32, orUntilReadable descriptors: [Int32]) -> Input {
        if !decoder.hasReadAhead {
            var waits = ([0, ResizeWatch.readEnd, SignalWatch.wakeEnd] + descriptors).map {
                pollfd(fd: $0, events: Int16(POLLIN), revents: 0)
            }
            let ready = poll(&waits, nfds_t(waits.count), milliseconds)
            // A quit signal: the loop sees it in `SignalWatch.pending` and ends.
            if SignalWatch.drainWake() && SignalWatch.pending != 0 { return .idle }
            if ResizeWatch.drain() {
                followTerminalSize()
                return .resize
            }
            // Time up, or only another descriptor: nothing from the terminal.
            if ready == 0 || (ready > 0 && waits[0].revents == 0) { return .idle }
            // Else the terminal has input, or a signal came (curses turns SIGWINCH into a resize).
        }
        let input = decoder.read(waiting: 0)
        // Reports that come although the mouse is off (another program
        // left them on) are not clicks the person meant for txtodo.
        if case .mouse = input, !TerminalScreen.mouse { return .idle }
        return input
    }

    /// Tells curses the terminal's size when it differs from the window's
    /// (curses may not have read a key since the resize).
    private func followTerminalSize() {
        guard let (rows, columns) = ResizeWatch.terminalSize(),
            rows != txtodo_window_height(window) || columns != txtodo_window_width(window)
        else { return }
        resizeterm(rows, columns)
    }

    private static func rawRead(_ window: UnsafeMutablePointer<WINDOW>, _ milliseconds: Int32) -> RawInput? {
        var code: wint_t = 0
        wtimeout(window, milliseconds)
        let result = wget_wch(window, &code)
        if result == KEY_CODE_YES { return Int32(code) == KEY_RESIZE ? .resize : nil }
        return result == OK ? .code(UInt32(code)) : nil
    }

    /// Gives the terminal back while `body` runs (an editor), then repaints.
    func suspended(_ body: () -> Void) {
        def_prog_mode()
        TerminalScreen.bracketedPaste(false)
        endwin()
        body()
        reset_prog_mode()
        TerminalScreen.bracketedPaste(true)
        redraw()
    }

    /// Ctrl-Z: stop like any terminal program; curses restores the screen on `fg`.
    func suspendProcess() {
        def_prog_mode()
        TerminalScreen.bracketedPaste(false)
        endwin()
        kill(getpid(), SIGTSTP)
        reset_prog_mode()
        TerminalScreen.bracketedPaste(true)
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
        TerminalScreen.bracketedPaste(false)
        endwin()
        ErrorReplay.end()
    }

    /// Read by the crash handler; set only on the main thread.
    nonisolated(unsafe) static var active = false

    /// Called from the crash handler: leave curses mode, show the crash text.
    static func restoreAfterCrash() {
        guard active else { return }
        active = false
        bracketedPaste(false)
        endwin()
        ErrorReplay.end()
    }
}
