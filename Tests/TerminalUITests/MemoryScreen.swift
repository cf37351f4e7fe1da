import Foundation

@testable import TerminalUI

/// A screen kept in memory: it hands the loop a script of inputs (and runs
/// the steps between them, like an edit by another program), and keeps the
/// last canvas drawn. When the script runs out it presses Ctrl-C until the
/// loop ends.
final class MemoryScreen: Screen {
    enum Step {
        case input(Input)
        /// Runs before the next read, e.g. to change the file on disk.
        case run(() -> Void)
    }

    var size: Size
    private var steps: [Step]
    private(set) var canvas: Canvas?
    /// Every frame drawn, as text, in order.
    private(set) var frames: [String] = []
    private(set) var suspensions = 0
    /// How long each read was allowed to wait, in milliseconds.
    private(set) var waits: [Int32] = []

    init(size: Size = Size(width: 60, height: 14), _ steps: [Step]) {
        self.size = size
        self.steps = steps
    }

    /// Replaces the steps still to come (for a script that needs the screen).
    func script(_ steps: [Step]) { self.steps = steps }

    /// Each character of `text` as one key press.
    static func typing(_ text: String) -> [Step] { text.map { .input(.key(.character($0))) } }

    func read(waiting milliseconds: Int32, orUntilReadable descriptors: [Int32]) -> Input {
        waits.append(milliseconds)
        while !steps.isEmpty {
            switch steps.removeFirst() {
            case .input(let input): return input
            case .run(let body): body()
            }
        }
        return .key(.control("c"))
    }

    func draw(_ canvas: Canvas) {
        self.canvas = canvas
        frames.append(canvas.text)
        if canvas.width != size.width || canvas.height != size.height { misfits += 1 }
    }
    /// Frames drawn at another size than the screen's.
    private(set) var misfits = 0
    func redraw() {}
    func suspended(_ body: () -> Void) {
        suspensions += 1
        body()
    }
    func suspendProcess() { suspensions += 1 }

    /// The last frame as text.
    var text: String { canvas?.text ?? "" }
}
