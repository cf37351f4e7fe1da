import TodoCore
import Printable

/// Dims the user's tags in a task's row, drawn after its name at `column`
/// (`shown` is the name and tags as drawn, perhaps cut short). A done
/// task's row is dimmed whole already.
func dimTags(_ task: TodoTask, shown: String, row: Int, column: Int, _ canvas: inout Canvas) {
    guard !task.tags.isEmpty, !task.isDone else { return }
    let nameEnd = column + DisplayWidth.of(PrintableText.sanitized(task.name)) + 1
    let end = column + DisplayWidth.of(shown)
    guard end > nameEnd else { return }
    canvas.restyle(row: row, columns: nameEnd..<end, style: .tag)
}
