extension TodoTask {
    /// The links in the task's name and tags, then in its notes, in reading order.
    public var links: [Link] {
        ([nameAndTags] + notes).flatMap { LinkFinder.links(in: $0) }
    }
}
