/// How a task's priority is marked wherever it is shown (the app, `list`,
/// `log`, the review): the default, 1, has no mark, so only tasks raised
/// above the rest stand out; 2 is `!!` and 3 `!!!`.
public func priorityMark(_ priority: Int) -> String {
    switch priority {
    case 3...: "!!!"
    case 2: "!!"
    default: ""
    }
}
