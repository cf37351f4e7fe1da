import ArgumentParser
import TodoStore
import TodoCore
import TaskPaper

extension TxTodo.Routines {
    /// `txtodo routines done NAME --day DAY`: a missed due day of a routine
    /// marked done after the fact.
    struct MarkDone: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "done",
            abstract: "Mark a missed day of a routine done after the fact.",
            discussion: """
                The archive gets the routine's entry for that day, marked @late(today), and its streak \
                counts it. Only a past due day that was missed is accepted; `txtodo undo` takes it back.
                """)

        @OptionGroup var global: GlobalOptions

        @Option(
            name: [.customShort("d"), .long],
            help: "The missed day: YYYY-MM-DD, yesterday, or a day name (sat: the last Saturday before today).")
        var day: String

        @Argument(help: "The routine's name (case and accents aside).")
        var name: [String]

        func run() throws {
            let store = try GlobalOptions.openStore(file: global.file, changing: true)
            let said = try finishing(store) {
                guard let day = PastDay.read(day, today: store.today) else {
                    throw Console.refusal(
                        "“\(day)” is not a day: give YYYY-MM-DD, yesterday, or a day name (sat) for the last one.")
                }
                return try failing { try store.commitLateDay(name.joined(separator: " "), day: day) }.message
            }
            Console.out(said)
            GlobalOptions.syncIfAlways(store)
        }
    }
}

/// A past day as a person names it: `2026-11-21`, `yesterday`, or a day
/// name (`sat`, `saturday`: the last one before today).
enum PastDay {
    static func read(_ text: String, today: Day) -> Day? {
        let word = text.lowercased().filter { $0 != " " && $0 != "\t" }
        if let day = Day(word) { return day }
        if word == "yesterday" { return today.previous }
        if word == "today" { return today }
        let names = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"]
        guard word.count >= 3, let weekday = names.firstIndex(where: { $0 == word || $0.prefix(3) == word }) else {
            return nil
        }
        let back = (today.weekday - weekday + 6) % 7 + 1
        return today.adding(days: -back)
    }
}
