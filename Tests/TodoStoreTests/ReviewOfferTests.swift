import Testing
@testable import TodoStore
import TodoCore
import TaskPaper

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
