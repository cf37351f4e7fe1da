extension Array where Element == PastTask {
    /// The tasks in the order the list shows tasks (see `DisplayOrder`):
    /// open before done, then priority 3 → 1, then name, case aside, then as
    /// given. Names compare lowered, as the list compares them.
    public var inListOrder: [PastTask] {
        let keys = map { (done: $0.fate == .done, priority: $0.priority, name: $0.name.lowercased()) }
        return indices.sorted { a, b in
            let (x, y) = (keys[a], keys[b])
            if x.done != y.done { return !x.done }
            if x.priority != y.priority { return x.priority > y.priority }
            return x.name != y.name ? x.name < y.name : a < b
        }.map { self[$0] }
    }
}
