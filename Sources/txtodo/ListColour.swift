import Glibc

import ArgumentParser
import Printable

/// Colour in `txtodo list` on a terminal: section headers bold, `!!` yellow,
/// `!!!` bold red, done tasks (and done subtasks) dim. Every mark is also
/// there without colour, so a monochrome terminal loses nothing.
///
/// While the listing is built, a style is one byte that never occurs in
/// UTF-8 (0xF8…0xFC) put between pieces of text; `Console.out(painted:)`
/// makes the text between them printable, as for plain output, and only
/// then writes each mark as its SGR sequence. A name can thus never bring
/// an escape code of its own, and plain output holds no mark at all.
enum ListColour {
    /// `--color`.
    enum Choice: String, CaseIterable, ExpressibleByArgument, Sendable {
        case auto, always, never
    }

    /// Whether to paint: `always`, `never`, or (`auto`) when standard
    /// output is a terminal, `TERM` is set and not `dumb`, and `NO_COLOR`
    /// is unset or empty.
    static func isOn(_ choice: Choice, environment: [String: String], isTerminal: Bool) -> Bool {
        switch choice {
        case .always: return true
        case .never: return false
        case .auto:
            let term = environment["TERM"] ?? ""
            return isTerminal && !term.isEmpty && term != "dumb" && (environment["NO_COLOR"] ?? "").isEmpty
        }
    }

    /// `isOn` for this process (in a test's scope, output is never a terminal).
    static func isOn(_ choice: Choice) -> Bool {
        isOn(choice, environment: Console.environment(), isTerminal: Console.scope == nil && isatty(1) == 1)
    }

    static let reset: UInt8 = 0xF8
    static let bold: UInt8 = 0xF9
    static let dim: UInt8 = 0xFA
    static let yellow: UInt8 = 0xFB
    static let boldRed: UInt8 = 0xFC

    /// The style of a priority mark: `!!` yellow, `!!!` bold red.
    static func priority(_ level: Int) -> UInt8? { level >= 3 ? boldRed : level == 2 ? yellow : nil }

    /// The text, in `style` when there is one.
    static func paint(_ style: UInt8?, _ text: String, into out: inout [UInt8]) {
        guard let style else {
            out += text.utf8
            return
        }
        out.append(style)
        out += text.utf8
        out.append(reset)
    }

    /// Whether the byte is one of the styles.
    static func isStyle(_ byte: UInt8) -> Bool { byte >= reset && byte <= boldRed }

    /// The SGR sequence a style byte stands for.
    static func sequence(_ style: UInt8) -> [UInt8] { sequences[Int(style - reset)] }

    /// `ESC [ code m` for reset, bold, dim, yellow and bold red, in the order of their bytes.
    private static let sequences = ["0", "1", "2", "33", "1;31"].map { [0x1B, 0x5B] + Array($0.utf8) + [0x6D] }
}

extension Console {
    /// Part of a listing built with `ListColour`'s styles: the text between
    /// them made printable as `out(part:)` makes it, each style written as
    /// its escape sequence.
    static func out(painted bytes: [UInt8]) {
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + bytes.count / 4)
        // The styles are no bytes the sanitiser looks for, and a scalar it
        // would replace lies within one piece of text: most listings are
        // printable as a whole, and need no piece copied on its own.
        let printable = PrintableText.isPrintable(bytes, keepingLineBreaks: true)
        var start = 0
        func text(upTo end: Int) {
            if printable {
                result += bytes[start..<end]
                return
            }
            let piece = Array(bytes[start..<end])
            if PrintableText.isPrintable(piece, keepingLineBreaks: true) {
                result += piece
            } else {
                result += PrintableText.sanitized(String(decoding: piece, as: UTF8.self), keepingLineBreaks: true).utf8
            }
        }
        for (i, byte) in bytes.enumerated() where ListColour.isStyle(byte) {
            text(upTo: i)
            result += ListColour.sequence(byte)
            start = i + 1
        }
        text(upTo: bytes.count)
        writeAll(result, fd: 1)
    }
}
