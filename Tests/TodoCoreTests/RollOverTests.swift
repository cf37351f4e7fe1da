import Testing
@testable import TodoCore
import TaskPaper

struct RollOverTests {
    func roll(_ input: String, _ today: Day) -> (RollOverResult, String) {
        let r = rollOver(Document(input), today: today)
        return (r, text(r.document))
    }

    @Test func theSameDayChangesNothing() {
        let (r, out) = roll(specExample, nov21)
        #expect(out == specExample && !r.changed && r.expired.isEmpty)
    }

    @Test func theNextDayExpiresMovesAndKeepsTheRest() {
        let (r, out) = roll(specExample, nov21.next)
        #expect(
            out == """
                Floating:
                \t- Learn Japanese @priority(3)
                Today:
                \t- Pay rent @day(2026-11-22) @delayed
                Tomorrow:

                Garden:
                \t- Anything else in the file is the user's own and is never changed.

                """)
        #expect(r.changed)
        #expect(
            r.expired == [
                ArchivedTask(day: nov21, lines: ["- Finish SICP chapter 3 @done(2026-11-21)"]),
                ArchivedTask(
                    day: nov21, lines: ["- Buy oat milk @priority(2) @day(2026-11-21)", "Semi-skimmed if they are out."]),
                ArchivedTask(day: nov21, lines: ["- Reply to Sam @day(2026-11-21) @done(2026-11-21)"]),
                ArchivedTask(day: nov21, lines: ["- Book dentist @day(2026-11-21) @delayed"]),
            ])
        let (again, same) = roll(out, nov21.next)
        #expect(same == out && !again.changed && again.expired.isEmpty)
    }

    @Test func stampsDaysAndBareDoneOnFirstSight() {
        let input = "Floating:\n\t- f @done\n\t- open\nToday:\n\t- a\n\t- b @done  \nTomorrow:\n\t- c @priority(2)\n"
        let (r, out) = roll(input, nov21)
        #expect(
            out == """
                Floating:
                \t- f @done(2026-11-21)
                \t- open
                Today:
                \t- a @day(2026-11-21)
                \t- b @done(2026-11-21) @day(2026-11-21)  
                Tomorrow:
                \t- c @priority(2) @day(2026-11-22)

                """)
        #expect(r.expired.isEmpty && r.changed)
        #expect(changedLines(input, out) == [1, 4, 5, 7])
        let (again, _) = roll(out, nov21)
        #expect(!again.changed)
    }

    /// The stamps given when a task was first seen, passed back in, are its
    /// stamps on a later day; a task not among them is stamped with today.
    @Test func stampsGivenBeforeAreGivenAgain() {
        let input = "Floating:\n\t- f @done\nToday:\n\t- a\n\t- a\nTomorrow:\n\t- c\n"
        let first = rollOver(Document(input), today: nov21)
        #expect(
            Self.byName(first.firstSight) == [
                "floating f 0": FirstSight.Stamps(done: nov21), "today a 0": FirstSight.Stamps(day: nov21),
                "today a 1": FirstSight.Stamps(day: nov21), "tomorrow c 0": FirstSight.Stamps(day: nov21.next),
            ])
        #expect(FirstSight(record: first.firstSight.record) == first.firstSight)
        var known = first.firstSight
        known.stamps = known.stamps.filter { $0.key.name != "a" || $0.key.occurrence != 1 }
        let next = rollOver(Document(input), today: nov21.next, firstSight: known)
        #expect(
            text(next.document)
                == "Floating:\nToday:\n\t- a @day(2026-11-22)\n\t- c @day(2026-11-22)\nTomorrow:\n")
        #expect(
            next.expired == [
                ArchivedTask(day: nov21, lines: ["- f @done(2026-11-21)"]),
                ArchivedTask(day: nov21, lines: ["- a @day(2026-11-21)"]),
            ])
        #expect(rollOver(next.document, today: nov21.next).firstSight.isEmpty)
    }

    /// The stamps kept, by section, name and occurrence.
    static func byName(_ kept: FirstSight) -> [String: FirstSight.Stamps] {
        Dictionary(uniqueKeysWithValues: kept.stamps.map { ("\($0.key.section) \($0.key.name) \($0.key.occurrence)", $0.value) })
    }

    /// A task is known by what it says: of two tasks of one name, the one
    /// seen before keeps its stamp wherever the other was typed. One edited
    /// since (a tag added) is known by its name.
    @Test func stampsFollowWhatATaskSays() {
        let seen = rollOver(Document("Floating:\n\t- s @m @done\n\t- t @done\n"), today: nov21).firstSight
        let next = rollOver(
            Document("Floating:\n\t- s @e @done\n\t- s @m @done\n\t- t @done @x\n"), today: nov21.next, firstSight: seen)
        #expect(text(next.document) == "Floating:\n\t- s @e @done(2026-11-22)\n")
        #expect(
            next.expired == [
                ArchivedTask(day: nov21, lines: ["- s @m @done(2026-11-21)"]),
                ArchivedTask(day: nov21, lines: ["- t @done(2026-11-21) @x"]),
            ])
    }

    @Test func aBareOrEmptyDayIsStampedWhereItStands() {
        let input = "Today:\n\t- a @day @x\n\t- b @day() @done()\n"
        let (_, out) = roll(input, nov21)
        #expect(out == "Today:\n\t- a @day(2026-11-21) @x\n\t- b @day(2026-11-21) @done(2026-11-21)\n")
    }

    @Test func monthEnd() {
        let jan31 = Day(year: 2026, month: 1, day: 31)!
        let (_, stamped) = roll("Tomorrow:\n\t- pay\n", jan31)
        #expect(stamped == "Tomorrow:\n\t- pay @day(2026-02-01)\n")
        let (r, out) = roll("Today:\n\t- old @day(2026-01-31)\n" + stamped, jan31.next)
        #expect(out == "Today:\n\t- pay @day(2026-02-01)\nTomorrow:\n")
        #expect(r.expired == [ArchivedTask(day: jan31, lines: ["- old @day(2026-01-31)"])])
    }

    @Test func yearEnd() {
        let dec31 = Day(year: 2026, month: 12, day: 31)!
        let (_, stamped) = roll("Today:\n\t- a\nTomorrow:\n\t- b\n", dec31)
        #expect(stamped == "Today:\n\t- a @day(2026-12-31)\nTomorrow:\n\t- b @day(2027-01-01)\n")
        let (_, out) = roll(stamped, Day(year: 2027, month: 1, day: 1)!)
        #expect(out == "Today:\n\t- b @day(2027-01-01)\nTomorrow:\n")
    }

    @Test func leapDay() {
        let feb28 = Day(year: 2028, month: 2, day: 28)!
        let (_, stamped) = roll("Tomorrow:\n\t- leap\n", feb28)
        #expect(stamped == "Tomorrow:\n\t- leap @day(2028-02-29)\n")
        let (_, moved) = roll(stamped, feb28.next)
        #expect(moved == "Today:\n\t- leap @day(2028-02-29)\nTomorrow:\n")
        let (r, gone) = roll(moved, Day(year: 2028, month: 3, day: 1)!)
        #expect(gone == "Today:\nTomorrow:\n")
        #expect(r.expired.map(\.day) == [Day(year: 2028, month: 2, day: 29)!])
    }

    @Test func tasksFromSeveralDaysAgoExpire() {
        let input =
            "Today:\n\t- a @day(2026-11-16)\n\t- b @day(2026-11-21)\nTomorrow:\n\t- c @day(2026-11-18) @delayed\n\t- d @day(2026-11-22)\n"
        let (r, out) = roll(input, nov21)
        #expect(out == "Today:\n\t- b @day(2026-11-21)\nTomorrow:\n\t- d @day(2026-11-22)\n")
        #expect(r.expired.map(\.day) == [Day("2026-11-16")!, Day("2026-11-18")!])
    }

    @Test func tomorrowsTasksMoveToTheEndOfToday() {
        let input =
            "Today:\n\t- a @day(2026-11-21)\n\t\tnote a\n\nTomorrow:\n\t- b @day(2026-11-21) @delayed\n\t\tnote b\n\t- c @day(2026-11-22)\n\t- d @day(2026-11-21)\n"
        let (r, out) = roll(input, nov21)
        #expect(
            out
                == "Today:\n\t- a @day(2026-11-21)\n\t\tnote a\n\t- b @day(2026-11-21) @delayed\n\t\tnote b\n\t- d @day(2026-11-21)\n\nTomorrow:\n\t- c @day(2026-11-22)\n"
        )
        #expect(r.expired.isEmpty)
    }

    @Test func aMissingTodayIsCreatedBeforeTomorrow() {
        let input = "Floating:\n\t- f\n\nTomorrow:\n\t- t @day(2026-11-21)\n"
        let (_, out) = roll(input, nov21)
        #expect(out == "Floating:\n\t- f\n\nToday:\n\t- t @day(2026-11-21)\nTomorrow:\n")
    }

    @Test func openFloatingTasksNeverExpire() {
        let input =
            "Floating:\n\t- long @day(2020-01-01)\n\t- done today @done(2026-11-21 09:00)\n\t- done before @done(2026-11-20 23:59)\n"
        let (r, out) = roll(input, nov21)
        #expect(out == "Floating:\n\t- long @day(2020-01-01)\n\t- done today @done(2026-11-21 09:00)\n")
        #expect(r.expired == [ArchivedTask(day: Day("2026-11-20")!, lines: ["- done before @done(2026-11-20 23:59)"])])
    }

    @Test func handWrittenFilesKeepTheirBytes() {
        // Flat sections, CRLF, trailing spaces, a foreign project and no final newline.
        let input =
            "Today:\r\n- old @day(2026-11-20)\r\n  \tkept?  \r\n- new @day(2026-11-21) @x   \r\nGarden:\r\n- mine @day(2020-01-01)\r\nTomorrow:\r\n- t @day(2026-11-21)"
        let (r, out) = roll(input, nov21)
        #expect(
            out
                == "Today:\r\n- new @day(2026-11-21) @x   \r\n- t @day(2026-11-21)\r\nGarden:\r\n- mine @day(2020-01-01)\r\nTomorrow:"
        )
        // Two spaces and a tab read as two levels below the flat task.
        #expect(
            r.expired == [ArchivedTask(day: Day("2026-11-20")!, lines: ["- old @day(2026-11-20)", "kept?  "], depths: [0, 2])])
    }

    @Test func spaceIndentedTasksMoveWithSpaces() {
        let input = "Today:\n  - a @day(2026-11-21)\nTomorrow:\n  - b @day(2026-11-21)\n    note\n"
        let (_, out) = roll(input, nov21)
        #expect(out == "Today:\n  - a @day(2026-11-21)\n  - b @day(2026-11-21)\n    note\nTomorrow:\n")
    }

    @Test func flatTomorrowTasksMoveIntoANestedToday() {
        let input = "Today:\n\t- a @day(2026-11-21)\nTomorrow:\n- b @day(2026-11-21)\n\tnote b\n- c @day(2026-11-21)\n"
        let (_, out) = roll(input, nov21)
        #expect(out == "Today:\n\t- a @day(2026-11-21)\n\t- b @day(2026-11-21)\n\t\tnote b\n\t- c @day(2026-11-21)\nTomorrow:\n")
    }

    @Test func carriageReturnFiles() {
        let input = "Today:\r\t- a\rTomorrow:\r\t- b @day(2026-11-21)\r"
        let (_, out) = roll(input, nov21)
        #expect(out == "Today:\r\t- a @day(2026-11-21)\r\t- b @day(2026-11-21)\rTomorrow:\r")
    }

    @Test func aTaskWithAnUnreadableDayStays() {
        let input = "Today:\n\t- someday @day(later)\n"
        #expect(roll(input, nov21).1 == input)
    }
}
