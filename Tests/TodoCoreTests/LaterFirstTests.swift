import Testing
import TestSupport
import TaskPaper
@testable import TodoCore

/// The folded Later line names the first task of Later's display order,
/// found without sorting the section: it agrees with the sorted order on
/// random sections, in file order and in name order.
@Suite struct LaterFirstTests {
    @Test func theFirstFoundAgreesWithTheDisplayOrder() {
        var random = SplitMix64(seed: 5)
        let names = ["Read Dune", "pay rent", "Call", "Émile", "call"]
        for round in 0..<300 {
            var text = "Today:\nLater:\n"
            for _ in 0..<Int.random(in: 1...8, using: &random) {
                text += "\t- " + names.randomElement(using: &random)!
                if Bool.random(using: &random) { text += " @day(2026-12-0\(Int.random(in: 1...3, using: &random)))" }
                if Int.random(in: 0..<3, using: &random) == 0 { text += " @priority(\(Int.random(in: 1...3, using: &random)))" }
                if Int.random(in: 0..<4, using: &random) == 0 { text += " @done(2026-11-22)" }
                text += "\n"
            }
            for order in [ListOrder.file, .name] {
                let list = TodoList(document: Document(text), order: order)
                #expect(list.firstInLater() == list.displayed(.later).first, "round \(round), \(order): \(text)")
            }
        }
        #expect(TodoList(document: Document("Today:\n")).firstInLater() == nil)
    }
}
