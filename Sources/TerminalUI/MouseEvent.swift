/// A mouse report from the terminal (SGR mode, `ESC [ < b ; x ; y M` for a
/// press, `m` for a release), with the cell counted from 0.
public struct MouseEvent: Equatable, Sendable {
    public enum Action: Equatable, Sendable {
        /// A button went down: 0 left, 1 middle, 2 right.
        case press(Int)
        case release
        case wheelUp, wheelDown
    }

    public var action: Action
    public var row: Int
    public var column: Int

    public init(_ action: Action, row: Int, column: Int) {
        self.action = action
        self.row = row
        self.column = column
    }

    /// Decodes the parameters after `ESC [` (starting with `<`) and the final
    /// byte; nil when they are not a mouse report or report only a motion.
    static func sgr(parameters: String, final: UInt32) -> MouseEvent? {
        guard parameters.hasPrefix("<"), final == 0x4D || final == 0x6D else { return nil }
        let numbers = parameters.dropFirst().split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
        guard numbers.count == 3, let code = numbers[0], let x = numbers[1], let y = numbers[2], x >= 1, y >= 1 else {
            return nil
        }
        // Bits 2–4 are Shift, Alt and Ctrl; 32 marks motion, 64 the wheel.
        let button = code & ~0b11100
        let action: Action
        switch button {
        case 64: action = .wheelUp
        case 65: action = .wheelDown
        case 0...2: action = final == 0x4D ? .press(button) : .release
        default: return nil
        }
        return MouseEvent(action, row: y - 1, column: x - 1)
    }
}
