import ArgumentParser
import TodoStore
import TodoCore
import TaskPaper

extension TxTodo {
    struct Routines: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "routines",
            abstract: "List the routines: their days, where they stand today, their current and best streak.",
            usage: """
                txtodo routines [--file <path>] [--json]
                txtodo routines done [--file <path>] NAME --day DAY
                """,
            discussion: """
                A routine makes a task on Today on each of its days; its streak is its due days in a row \
                whose task was checked (today counts once checked). To add one:
                `txtodo add --every DAYS NAME`. A missed day done anyway:
                `txtodo routines done NAME --day DAY`.
                """,
            subcommands: [MarkDone.self])

        @OptionGroup var global: GlobalOptions

        @Flag(help: "Print a stable JSON object instead of text (see the README for its fields).")
        var json = false

        func run() throws {
            let store = try global.openStore()
            let book = try failing { try store.logbook() }
            let standings = book.standings(of: store.list.routines)
            Console.out(
                json
                    ? RoutinesText.json(standings, today: store.today, file: Console.absolute(store.path))
                    : RoutinesText.render(standings))
        }
    }
}

/// `txtodo routines`, one routine a line:
///
///     Stand-up notes @work !! · every weekday · open today · next Tue 2026-11-24 · streak 4 days (best 12)
///     Water the plants · every mon, thu · next Thu 2026-11-26 · streak 0 days (best 3)
///     Pay rent · every month · next Wed 2026-12-23 · streak 1 day (best 1)
///     Meditate · “Meditate”: “sometimes” is not a schedule: use day, weekday, weekend, day names (mon, thu), …
///
/// and `--json`, version 1 (stable; fields may be added, none removed):
///
///     {"version":1,"today":"2026-11-23","file":"/home/me/todo.taskpaper",
///      "routines":[{"name":"Stand-up notes","every":"weekday","problem":null,"priority":2,
///                   "tags":["@work"],"notes":[],"made":"2026-11-23","since":null,"today":"open",
///                   "next":"2026-11-24","streak":{"current":4,"best":12}}]}
///
/// `every` is the schedule as txtodo reads it (null when it cannot), and
/// `problem` the one line that says why; `since` the day a rhythm counts
/// from (`@since`); `next` the first due day after today; `today` is done, open (its task on
/// today's list, not checked), notListed (due, its task deleted or renamed:
/// it does not come again today, a missed day) or notDue.
enum RoutinesText {
    static func render(_ standings: [RoutineStanding]) -> String {
        guard !standings.isEmpty else {
            return "No routines yet: `txtodo add --every weekday Stand-up notes` adds one (day, weekday, day names "
                + "such as mon,thu, 1st, 15, last, month, 2 weeks or dec 25)."
        }
        return standings.map(line).joined(separator: "\n")
    }

    static func line(_ s: RoutineStanding) -> String {
        let routine = s.routine
        let marks = priorityMark(routine.task.priority)
        let head = routine.task.nameAndTags + (marks.isEmpty ? "" : " " + marks)
        guard let schedule = routine.schedule else { return head + " · " + (routine.problem ?? "") }
        let today: String? =
            switch s.today {
            case .done: "done today"
            case .open: "open today"
            case .missed, .notListed: "not on today's list"
            case .notDue: nil
            }
        let next = s.next.map { "next \($0.named)" }
        return
            ([head, "every \(schedule)", today, next].compactMap { $0 } + [
                "streak \(days(s.streaks.current)) (best \(s.streaks.best))"
            ]).joined(separator: " · ")
    }

    static func days(_ n: Int) -> String { n == 1 ? "1 day" : "\(n) days" }

    static func json(_ standings: [RoutineStanding], today: Day, file: String) -> String {
        let routines = standings.map { s in
            let r = s.routine
            let today =
                switch s.today {
                case .done: "done"
                case .open: "open"
                case .missed, .notListed: "notListed"
                case .notDue: "notDue"
                }
            return "{\"name\":\(ListJSON.string(r.name)),\"every\":\(r.schedule.map { ListJSON.string("\($0)") } ?? "null")"
                + ",\"problem\":\(r.problem.map(ListJSON.string) ?? "null"),\"priority\":\(r.task.priority)"
                + ",\"tags\":[\(r.task.tags.map(ListJSON.string).joined(separator: ","))]"
                + ",\"notes\":[\(r.task.notes.map(ListJSON.string).joined(separator: ","))]"
                + ",\"made\":\(ListJSON.day(r.made)),\"since\":\(ListJSON.day(r.since)),\"today\":\(ListJSON.string(today)),\"next\":\(ListJSON.day(s.next))"
                + ",\"streak\":{\"current\":\(s.streaks.current),\"best\":\(s.streaks.best)}}"
        }
        return "{\"version\":1,\"today\":\(ListJSON.string(today.description)),\"file\":\(ListJSON.string(file))"
            + ",\"routines\":[\(routines.joined(separator: ","))]}"
    }
}
