import TodoCore

/// The days a history's edits are made on, and the daily rules as the model
/// knows them: what each task becomes when a version is brought to a new
/// day, with its hidden id kept (checked against TodoCore's own rules).
struct ModelDays {
    var today: String
    var tomorrow: String
    /// A day well ahead, for a Later task scheduled there.
    static let ahead = "2026-12-01"

    static let usual = ModelDays(today: "2026-11-22", tomorrow: "2026-11-23")
    static let before = ModelDays(today: "2026-11-21", tomorrow: "2026-11-22")

    /// The file brought to `today` by the daily rules: days stamped, old
    /// tasks taken out, Tomorrow's tasks due today and Later's scheduled
    /// ones moved to the end of Today (in that order).
    static func roll(_ file: ModelFile, to today: String) -> ModelFile {
        let next = today == usual.today ? usual.tomorrow : "?"
        var kept: [ModelTask] = []
        var fromTomorrow: [ModelTask] = []
        var fromLater: [ModelTask] = []
        for var task in file.tasks {
            if task.day == nil && task.section == .today { task.day = today }
            if task.day == nil && task.section == .tomorrow { task.day = next }
            switch task.section {
            case .today:
                if task.day! < today { continue }
            case .tomorrow:
                if task.day! < today { continue }
                if task.day == today {
                    task.section = .today
                    fromTomorrow.append(task)
                    continue
                }
            case .floating, .later, .routines:
                if let done = task.done, done < today { continue }
                if task.section == .later, let day = task.day, day <= today {
                    (task.section, task.day) = (.today, today)
                    fromLater.append(task)
                    continue
                }
            }
            kept.append(task)
        }
        return ModelFile(tasks: kept + fromTomorrow + fromLater)
    }
}
