import Testing
@testable import TodoStore
import TodoCore
import TaskPaper
@testable import FileAccess

@Suite struct ReviewOfferTests {
    @Test func theOfferIsRememberedPerDayAndFile() {
        let folder = TempFolder()
        let environment = ["XDG_STATE_HOME": folder.path + "/state"]
        let day = Day("2026-11-22")!
        let (todo, other) = (folder.file("todo.taskpaper"), folder.file("other.taskpaper"))
        #expect(!ReviewOffer.wasMade(day, todoPath: todo, environment: environment))
        ReviewOffer.remember(day, todoPath: todo, environment: environment)
        #expect(ReviewOffer.wasMade(day, todoPath: todo, environment: environment))
        #expect(!ReviewOffer.wasMade(day, todoPath: other, environment: environment))
        ReviewOffer.remember(day, todoPath: other, environment: environment)
        #expect(ReviewOffer.wasMade(day, todoPath: todo, environment: environment))
        #expect(!ReviewOffer.wasMade(day.next, todoPath: todo, environment: environment))
        // A new day's offer drops the lines of earlier days.
        ReviewOffer.remember(day.next, todoPath: todo, environment: environment)
        #expect(folder.read("state/txtodo/review-offered") == "2026-11-23 \(todo)\n")
    }
}

/// The review's memory per file: the day it was opened and the days it
/// covered, the day the notice was said; a torn record is none.
@Suite struct ReviewMemoryTests {
    @Test func openingIsRememberedPerFileAndAgainTheSameDayCoversTheSameDays() throws {
        let folder = TempFolder()
        let environment = ["XDG_STATE_HOME": folder.path + "/state"]
        let (todo, other) = (folder.file("todo.taskpaper"), folder.file("other.taskpaper"))
        let memory = ReviewMemory(todoPath: todo, environment: environment)
        let monday = Day("2026-11-23")!
        #expect(memory.load() == ReviewMemory.Record())
        #expect(memory.open(today: monday) == Day("2026-11-16"))
        #expect(memory.open(today: monday) == Day("2026-11-16"))
        memory.notice(today: monday.next)
        #expect(memory.open(today: monday.next) == monday)
        #expect(memory.load() == ReviewMemory.Record(opened: ReviewOpening(day: monday.next, from: monday), noticed: monday.next))
        #expect(ReviewMemory(todoPath: other, environment: environment).load().opened == nil)
        // A torn record reads as none: the review covers the last week again.
        let bytes = try #require(try FileReader.readIfPresent(memory.path))
        _ = try? AtomicWriter.savePrivate(Array(bytes.dropLast(3)), to: memory.path, durable: false)
        #expect(memory.load() == ReviewMemory.Record())
    }
}
