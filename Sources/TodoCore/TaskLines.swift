/// txtodo's sections read as lines only: each section's header and the
/// lines of its tasks — the very lines `TodoList` reads its tasks from,
/// found without reading any task (no names, tags or notes as strings).
public struct TaskLines: Sendable {
    private let layout: Layout

    public init(_ document: Document) { layout = Layout(document) }

    /// Line index of the section's header, if the file has the section.
    public func header(_ section: Section) -> Int? { layout[section]?.header }

    /// The section's task lines in file order.
    public func lines(in section: Section) -> [Int] { layout[section]?.tasks ?? [] }
}
