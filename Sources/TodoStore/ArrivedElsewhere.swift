import TodoCore
import TaskPaper

extension TodoStore {
    /// The Later tasks another machine's rules brought to Today since this
    /// machine last recorded the file (its version log's last version),
    /// when a sync carried the file here: the review lists them as arrived
    /// too. Read only where versions are kept (a synced folder), when the
    /// file is not that version (a change made elsewhere), once a day.
    func arrivedElsewhere(_ bytes: [UInt8], now list: TodoList) -> [String] {
        guard let versions = places.versions, arrivals.comparesElsewhere(on: today),
            let before = versions.headBytes(unlike: versions.hash(bytes))
        else { return [] }
        arrivals.compared(on: today)
        return list.arrived(since: TodoList(document: Document(bytes: before)), today: today)
    }
}
