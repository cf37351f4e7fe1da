extension TodoTask {
    /// The links in the task's name, then in its notes, in reading order.
    public var links: [Link] {
        ([name] + notes).flatMap { LinkFinder.links(in: $0) }
    }
}
