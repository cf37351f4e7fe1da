import Testing
@testable import TodoStore

@Suite struct ArchiveTests {
    let day = Day("2026-11-21")!

    @Test func newDayProjectGoesAtTheEndAfterABlankLine() {
        let archive = Document("2026-11-20:\n\t- Older\n")
        let result = Archive.appending([ArchivedTask(day: day, lines: ["- Milk @day(2026-11-21)", "2%"])], to: archive)
        #expect(String(decoding: result.bytes, as: UTF8.self)
                == "2026-11-20:\n\t- Older\n\n2026-11-21:\n\t- Milk @day(2026-11-21)\n\t\t2%\n")
    }

    @Test func subtasksKeepTheirDepthInTheArchive() {
        let task = ArchivedTask(day: day, lines: ["- Trip", "book flights", "- pack", "socks"], depths: [0, 1, 1, 2])
        let result = Archive.appending([task], to: Document(bytes: []))
        #expect(String(decoding: result.bytes, as: UTF8.self)
                == "2026-11-21:\n\t- Trip\n\t\tbook flights\n\t\t- pack\n\t\t\tsocks\n")
    }

    @Test func existingProjectGetsTheTaskInTheFilesOwnStyle() {
        let archive = Document("2026-11-21:\r\n    - First\r\n\r\nNotes:\r\n    - kept\r\n")
        let result = Archive.appending([ArchivedTask(day: day, lines: ["- Second"])], to: archive)
        #expect(String(decoding: result.bytes, as: UTF8.self)
                == "2026-11-21:\r\n    - First\r\n    - Second\r\n\r\nNotes:\r\n    - kept\r\n")
    }

    @Test func fileWithoutFinalNewlineKeepsThatHabit() {
        let archive = Document("Notes:\n\t- mine")
        let result = Archive.appending([ArchivedTask(day: day, lines: ["- Gone"])], to: archive)
        #expect(String(decoding: result.bytes, as: UTF8.self) == "Notes:\n\t- mine\n\n2026-11-21:\n\t- Gone")
    }

    @Test func emptyArchiveStartsWithTheProject() {
        let result = Archive.appending([ArchivedTask(day: day, lines: ["- A"]), ArchivedTask(day: day, lines: ["- B"])],
                                       to: Document(bytes: []))
        #expect(String(decoding: result.bytes, as: UTF8.self) == "2026-11-21:\n\t- A\n\t- B\n")
    }
}
