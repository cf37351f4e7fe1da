import TodoCore

/// A task scheduled in Later on both sides, for different days: the
/// earlier day, so that it is not missed (elsewhere two days of a task mean
/// it was put off, and the later one wins). The tag's report says which day
/// was kept and which dropped.
func laterDay(base: TaskCopy?, ours: TaskCopy, theirs: TaskCopy, merged: TagState?) -> TagState? {
    guard ours.section == .later, theirs.section == .later else { return merged }
    let (o, t) = (ours.tag("day"), theirs.tag("day"))
    guard let od = o.value, let td = t.value, od != td else { return merged }
    return merge3(base: base?.tag("day"), ours: o, theirs: t) { _, _ in td < od ? t : o }
}
