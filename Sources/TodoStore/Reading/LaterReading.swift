/// How a store reads the lines under Later when it opens the file.
public enum LaterReading: Sendable {
    /// Whole, as every other line.
    case whole
    /// Folded when it can be (see `TodoStore.loadFoldingLater`; in the file
    /// order of display only), with the file's bytes kept: for the app until
    /// its first frame is drawn, which shows Later's count and its first
    /// task (`firstInFoldedLater`), and reads the same bytes whole with
    /// `unfoldLater()`; `list.isLaterFolded` says whether it was.
    case folded
    /// Folded as `folded`, for a command that shows nothing of Later but
    /// its count (`list --today`); where no version of the file is kept,
    /// the file is read in pieces and Later's lines are held nowhere (see
    /// `loadStreamingLater`), so a big backlog takes no memory of its own.
    case counted
}
