/// What the run loop needs from a terminal: its size, the next input,
/// drawing a canvas, and giving the terminal away for a while. The curses
/// screen is the real one; tests drive the loop with one kept in memory.
protocol Screen: AnyObject {
    var size: Size { get }
    /// The next key, paste or resize, waiting at most `milliseconds` (-1:
    /// no limit); `.idle` when the wait ended without one: the time was up,
    /// one of `descriptors` turned readable, or a signal came.
    func read(waiting milliseconds: Int32, orUntilReadable descriptors: [Int32]) -> Input
    func draw(_ canvas: Canvas)
    /// Repaints every cell of the last canvas.
    func redraw()
    /// Gives the terminal back while `body` runs (an editor), then repaints.
    func suspended(_ body: () -> Void)
    /// Stops the process like any terminal program (Ctrl-Z) until `fg`.
    func suspendProcess()
}
