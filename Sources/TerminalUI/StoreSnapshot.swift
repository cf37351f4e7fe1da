import TodoStore

extension Snapshot {
    /// What the store holds now, in display order.
    init(store: TodoStore) {
        let list = store.list
        self.init(today: store.today, floating: list.displayed(.floating), todayTasks: list.displayed(.today),
                  tomorrow: list.displayed(.tomorrow), warnings: store.warnings)
    }
}
