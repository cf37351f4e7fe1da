import Testing
@testable import TodoCore
import TaskPaper

@Suite struct ArchiveTests {
    let day = Day("2026-11-21")!

    @Test func newDayProjectGoesAtTheEndAfterABlankLine() {
        let archive = Document("2026-11-20:\n\t- Older\n")
        let result = Archive.appending([ArchivedTask(day: day, lines: ["- Milk @day(2026-11-21)", "2%"])], to: archive)
        #expect(
            String(decoding: result.bytes, as: UTF8.self)
                == "2026-11-20:\n\t- Older\n\n2026-11-21:\n\t- Milk @day(2026-11-21)\n\t\t2%\n")
    }

    @Test func subtasksKeepTheirDepthInTheArchive() {
        let task = ArchivedTask(day: day, lines: ["- Trip", "book flights", "- pack", "socks"], depths: [0, 1, 1, 2])
        let result = Archive.appending([task], to: Document(bytes: []))
        #expect(
            String(decoding: result.bytes, as: UTF8.self)
                == "2026-11-21:\n\t- Trip\n\t\tbook flights\n\t\t- pack\n\t\t\tsocks\n")
    }

    @Test func existingProjectGetsTheTaskInTheFilesOwnStyle() {
        let archive = Document("2026-11-21:\r\n    - First\r\n\r\nNotes:\r\n    - kept\r\n")
        let result = Archive.appending([ArchivedTask(day: day, lines: ["- Second"])], to: archive)
        #expect(
            String(decoding: result.bytes, as: UTF8.self)
                == "2026-11-21:\r\n    - First\r\n    - Second\r\n\r\nNotes:\r\n    - kept\r\n")
    }

    @Test func fileWithoutFinalNewlineKeepsThatHabit() {
        let archive = Document("Notes:\n\t- mine")
        let result = Archive.appending([ArchivedTask(day: day, lines: ["- Gone"])], to: archive)
        #expect(String(decoding: result.bytes, as: UTF8.self) == "Notes:\n\t- mine\n\n2026-11-21:\n\t- Gone")
    }

    @Test func emptyArchiveStartsWithTheProject() {
        let result = Archive.appending(
            [ArchivedTask(day: day, lines: ["- A"]), ArchivedTask(day: day, lines: ["- B"])],
            to: Document(bytes: []))
        #expect(String(decoding: result.bytes, as: UTF8.self) == "2026-11-21:\n\t- A\n\t- B\n")
    }
}

@Suite struct ArchiveEntryTests {
    let day = Day("2026-11-21")!

    /// Tasks alike are each their own entry: archived twice, a task is
    /// there twice, and each removal takes one copy out.
    @Test func everyTaskIsItsOwnEntry() {
        let task = ArchivedTask(day: day, lines: ["- Milk @day(2026-11-21)", "2%"])
        let once = Archive.appending([task], to: Document("Notes:\n\t- mine\n"))
        let twice = Archive.appending([task], to: once)
        #expect(
            String(decoding: twice.bytes, as: UTF8.self)
                == "Notes:\n\t- mine\n\n2026-11-21:\n\t- Milk @day(2026-11-21)\n\t\t2%\n\t- Milk @day(2026-11-21)\n\t\t2%\n")
        #expect(Archive.appending([task, task], to: Document("Notes:\n\t- mine\n")).bytes == twice.bytes)
        #expect(Archive.removing([task], from: twice).bytes == once.bytes)
        #expect(String(decoding: Archive.removing([task, task], from: twice).bytes, as: UTF8.self) == "Notes:\n\t- mine\n")
    }

    @Test func anArchivedTaskSurvivesItsRecord() {
        let tasks = [
            ArchivedTask(day: day, lines: ["- Trip @x", "book flights", "- pack"], depths: [0, 1, 1]),
            ArchivedTask(day: day, lines: ["- Milk 日本 @day(2026-11-21)"], deletedOn: day.next),
        ]
        for task in tasks { #expect(ArchivedTask(record: Substring(task.record)) == task) }
        #expect(ArchivedTask(record: "2026-11-21 - 0 .zz") == nil)
    }

    @Test func removingTakesOutTheCopyAndAnEmptyDay() {
        let task = ArchivedTask(day: day, lines: ["- Milk", "- buy", "2%"], depths: [0, 1, 2])
        let original = Document("Notes:\r\n\t- mine")
        let archived = Archive.appending([task], to: original)
        #expect(Archive.removing([task], from: archived).bytes == original.bytes)
        let kept = Archive.appending([ArchivedTask(day: day, lines: ["- Bread"])], to: archived)
        #expect(
            String(decoding: Archive.removing([task], from: kept).bytes, as: UTF8.self)
                == "Notes:\r\n\t- mine\r\n\r\n2026-11-21:\r\n\t- Bread")
        #expect(Archive.removing([ArchivedTask(day: day, lines: ["- Other"])], from: kept).bytes == kept.bytes)
    }
}

@Suite struct ArchiveMarkingTests {
    let day = Day("2026-11-21")!

    @Test func aDeletedTaskSaysSoOnItsFirstLineOnly() {
        let task = ArchivedTask(day: day, lines: ["- Milk @day(2026-11-21)", "2%"], deletedOn: day.next)
        let result = Archive.appending([task], to: Document(bytes: []))
        #expect(
            String(decoding: result.bytes, as: UTF8.self)
                == "2026-11-21:\n\t- Milk @day(2026-11-21) @deleted(2026-11-22)\n\t\t2%\n")
        #expect(Archive.removing([task], from: result).bytes.isEmpty)
    }

    @Test func removingADeletedTaskLeavesTheExpiredCopyOfTheSameLines() {
        let expired = ArchivedTask(day: day, lines: ["- Milk"])
        let deleted = ArchivedTask(day: day, lines: ["- Milk"], deletedOn: day)
        let both = Archive.appending([expired, deleted], to: Document(bytes: []))
        #expect(String(decoding: both.bytes, as: UTF8.self) == "2026-11-21:\n\t- Milk\n\t- Milk @deleted(2026-11-21)\n")
        #expect(String(decoding: Archive.removing([deleted], from: both).bytes, as: UTF8.self) == "2026-11-21:\n\t- Milk\n")
    }
}
