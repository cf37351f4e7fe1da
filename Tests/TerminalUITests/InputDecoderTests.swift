import Testing
@testable import TerminalUI

/// Raw terminal input, as bytes sent in one burst and then silence, decoded
/// into keys.
@Suite struct InputDecoderTests {
    /// Everything `text` decodes to, up to the first silence after it.
    private func decode(_ text: String) -> [Input] {
        var units = text.unicodeScalars.map { RawInput.code($0.value) }
        var decoder = InputDecoder { _ in units.isEmpty ? nil : units.removeFirst() }
        var inputs: [Input] = []
        while true {
            let input = decoder.read(waiting: 0)
            if input == .idle && units.isEmpty { return inputs }
            inputs.append(input)
        }
    }

    @Test func plainCharactersAndControlKeys() {
        #expect(
            decode("ab\r\u{7F}\u{3}") == [
                .key(.character("a")), .key(.character("b")), .key(.enter), .key(.backspace), .key(.control("c")),
            ])
    }

    @Test func loneEscapeIsEscape() {
        #expect(decode("\u{1B}") == [.key(.escape)])
        #expect(decode("\u{1B}\u{1B}") == [.key(.escape), .key(.escape)])
    }

    @Test func escapeAndACharacterIsAlt() {
        #expect(decode("\u{1B}d") == [.key(.alt("d"))])
        #expect(decode("\u{1B}D\u{1B}b") == [.key(.alt("D")), .key(.alt("b"))])
        #expect(decode("\u{1B}\u{7F}") == [.key(.altBackspace)])
        #expect(decode("\u{1B}[") == [.key(.alt("["))])
        #expect(decode("\u{1B}O") == [.key(.alt("O"))])
    }

    @Test(arguments: [
        ("\u{1B}[A", Key.up), ("\u{1B}OA", .up), ("\u{1B}[1;5C", .controlRight), ("\u{1B}[1;5D", .controlLeft),
        ("\u{1B}[1;3D", .controlLeft), ("\u{1B}[1;2C", .right), ("\u{1B}[1;5A", .up), ("\u{1B}[D", .left), ("\u{1B}OB", .down),
        ("\u{1B}[1;2A", .shiftUp), ("\u{1B}[1;2B", .shiftDown),
        ("\u{1B}[H", .home), ("\u{1B}OH", .home), ("\u{1B}[1~", .home), ("\u{1B}[7~", .home), ("\u{1B}[F", .end),
        ("\u{1B}OF", .end), ("\u{1B}[4~", .end), ("\u{1B}[8~", .end), ("\u{1B}[3~", .delete), ("\u{1B}[3;2~", .delete),
        ("\u{1B}[2~", .insert), ("\u{1B}[5~", .pageUp), ("\u{1B}[6~", .pageDown), ("\u{1B}[Z", .backTab),
        ("\u{1B}OM", .enter),
    ])
    func knownSequencesAreOneKey(_ sequence: String, _ key: Key) {
        #expect(decode(sequence + "x") == [.key(key), .key(.character("x"))])
    }

    @Test(arguments: [
        "\u{1B}[15~", "\u{1B}[1;5P", "\u{1B}OP", "\u{1B}[?1;2c", "\u{1B}]11;rgb:0000/0000/0000\u{7}",
        "\u{1B}]0;title\u{1B}\\", "\u{1B}P1$r0m\u{1B}\\", "\u{1B}[<32;3;4M",
    ])
    func unknownSequencesAreSwallowedWhole(_ sequence: String) {
        #expect(decode(sequence + "q").filter { $0 != .idle } == [.key(.character("q"))])
    }

    @Test func sgrReportsAreDecoded() {
        #expect(decode("\u{1B}[<0;5;3M") == [.mouse(MouseEvent(.press(0), row: 2, column: 4))])
        #expect(decode("\u{1B}[<0;5;3m") == [.mouse(MouseEvent(.release, row: 2, column: 4))])
        #expect(
            decode("\u{1B}[<64;1;1M\u{1B}[<65;10;20M") == [
                .mouse(MouseEvent(.wheelUp, row: 0, column: 0)), .mouse(MouseEvent(.wheelDown, row: 19, column: 9)),
            ])
        #expect(decode("\u{1B}[<16;2;2M") == [.mouse(MouseEvent(.press(0), row: 1, column: 1))], "Ctrl-click is a click")
        #expect(decode("\u{1B}[<32;2;2Mx") == [.idle, .key(.character("x"))], "a drag is dropped whole")
        #expect(decode("\u{1B}[<0;0;2Mx") == [.idle, .key(.character("x"))])
    }

    @Test func bracketedPasteIsTextNotKeys() {
        #expect(
            decode("\u{1B}[200~first\rDq second\u{1B}[201~x")
                == [.paste("first\rDq second"), .key(.character("x"))])
        #expect(decode("\u{1B}[200~日本\u{1B}[A\u{1B}[201~") == [.paste("日本")])
    }

    @Test func aResizeInsideASequenceIsKept() {
        var units: [RawInput] = [.code(27), .code(0x5B), .resize, .code(0x41)]
        var decoder = InputDecoder { _ in units.isEmpty ? nil : units.removeFirst() }
        #expect(decoder.read(waiting: 0) == .key(.alt("[")))
        #expect(decoder.read(waiting: 0) == .resize)
        #expect(decoder.read(waiting: 0) == .key(.character("A")))
    }
}
