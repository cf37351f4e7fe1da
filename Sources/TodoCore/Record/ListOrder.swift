extension Array where Element == PastTask {
    /// The tasks in the order the list shows tasks (see `DisplayOrder`):
    /// open before done, then priority 3 → 1, then as given (the file's
    /// order, as the record keeps it).
    public var inListOrder: [PastTask] { inListOrder(.file) }

    /// The same in either order: with `.name`, tasks of one rank come by
    /// name, case aside (lowered, as the list compares them), then as given.
    public func inListOrder(_ order: ListOrder) -> [PastTask] {
        let keys = map { (done: $0.fate == .done, priority: $0.priority, name: order == .name ? $0.name.lowercased() : "") }
        return indices.sorted { a, b in
            let (x, y) = (keys[a], keys[b])
            if x.done != y.done { return !x.done }
            if x.priority != y.priority { return x.priority > y.priority }
            return x.name != y.name ? x.name < y.name : a < b
        }.map { self[$0] }
    }
}
