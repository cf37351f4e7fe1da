import Testing
import TestSupport

/// A number names the task it had in the last listing a person saw, until
/// the next `list`, whatever ran in between.
@Suite struct ListingNumberTests {
    /// Listed as 1 Reply to Sam !!!, 2 Pay rent !!, 3 Buy milk, 4 Oat milk.
    static func seeded() -> CLI {
        let cli = CLI()
        cli.write(
            cli.todo,
            """
            Today:
            \t- Buy milk @day(2026-11-22)
            \t- Oat milk @day(2026-11-22)
            \t- Pay rent @day(2026-11-22) @priority(2)
            \t- Reply to Sam @day(2026-11-22) @priority(3)

            """)
        return cli
    }

    /// The number each task has in `list`'s output.
    static func numbers(_ output: String) -> [String: Int] {
        var out: [String: Int] = [:]
        for row in output.split(separator: "\n") where row.hasPrefix("  ") && row.contains("[") {
            let trimmed = row.drop { $0 == " " }
            guard let number = Int(trimmed.prefix { $0.isNumber }) else { continue }
            let name = trimmed.drop { $0.isNumber }.dropFirst(5).prefix { $0 != "!" && $0 != "(" }
            out[String(name.reversed().drop { $0 == " " }.reversed())] = number
        }
        return out
    }

    @Test func numbersFromOneListingHoldAfterAChecks() {
        let cli = Self.seeded()
        #expect(Self.numbers(cli.run(["list"]).stdout) == ["Reply to Sam": 1, "Pay rent": 2, "Buy milk": 3, "Oat milk": 4])
        #expect(cli.run(["done", "1"]).stdout == "Checked “Reply to Sam”.\n")
        #expect(cli.run(["done", "2"]).stdout == "Checked “Pay rent”.\n")
        #expect(cli.run(["done", "4"]).stdout == "Checked “Oat milk”.\n")
        // The next `list` numbers them again.
        #expect(Self.numbers(cli.run(["list"]).stdout)["Buy milk"] == 1)
        #expect(cli.run(["done", "1"]).stdout == "Checked “Buy milk”.\n")
    }

    @Test func addRepliesWithTheNextFreeNumberWhichThenWorks() {
        let cli = Self.seeded()
        cli.run(["list"])
        #expect(cli.run(["add", "Gym"]).stdout == "Added 5 “Gym” to Today.\n")
        #expect(cli.run(["add", "--priority", "3", "Adopt a cat"]).stdout == "Added 6 “Adopt a cat” to Today.\n")
        #expect(cli.run(["done", "5"]).stdout == "Checked “Gym”.\n")
        #expect(cli.run(["rm", "1"]).stdout == "Deleted “Reply to Sam”.\n")
        #expect(cli.run(["note", "6", "at", "the", "shelter"]).stdout == "Added a note to “Adopt a cat”.\n")
        #expect(cli.run(["done", "6"]).stdout == "Checked “Adopt a cat”.\n")
    }

    @Test func aDeletedTasksNumberIsRefusedUntilUndoBringsItBack() {
        let cli = Self.seeded()
        cli.run(["list"])
        cli.run(["rm", "2"])
        let refused = cli.run(["done", "2"])
        #expect(refused.status == 1 && refused.stdout.isEmpty)
        #expect(
            refused.stderr
                == "txtodo: task 2 of the last listing is gone or was changed by hand; run `txtodo list` to number the tasks again\n"
        )
        #expect(cli.run(["undo"]).status == 0)
        #expect(cli.run(["done", "2"]).stdout == "Checked “Pay rent”.\n")
    }

    @Test func renamedPrioritizedAndMovedTasksKeepTheirNumbers() {
        let cli = Self.seeded()
        cli.run(["list"])
        #expect(cli.run(["rename", "3", "Buy soy milk"]).status == 0)
        #expect(cli.run(["priority", "4", "3"]).status == 0)
        #expect(cli.run(["move", "1", "tomorrow"]).status == 0)
        #expect(
            cli.run(["done", "3", "4", "1"]).stdout == "Checked “Buy soy milk”.\nChecked “Oat milk”.\nChecked “Reply to Sam”.\n")
    }

    @Test func undoingARenameOrANoteKeepsTheNumber() {
        let cli = Self.seeded()
        cli.run(["list"])
        cli.run(["rename", "3", "Buy soy milk"])
        #expect(cli.run(["undo"]).status == 0)
        cli.run(["note", "4", "barista"])
        #expect(cli.run(["undo"]).status == 0)
        #expect(cli.run(["done", "3", "4"]).stdout == "Checked “Buy milk”.\nChecked “Oat milk”.\n")
    }

    @Test func aTaskRenamedByHandIsRefusedNeverAnother() {
        let cli = Self.seeded()
        cli.run(["list"])
        cli.write(cli.todo, cli.read(cli.todo)!.replacing("Pay rent", with: "Pay the rent"))
        #expect(cli.run(["done", "2"]).status == 1)
        #expect(cli.run(["done", "3"]).stdout == "Checked “Buy milk”.\n")
    }

    @Test func jsonCarriesTheListingsNumbersAndNeverRenumbers() {
        let cli = Self.seeded()
        cli.run(["list"])
        cli.run(["done", "1"])
        cli.write(cli.todo, cli.read(cli.todo)! + "\t- Bake bread @day(2026-11-22)\n")
        let json = cli.run(["list", "--json"]).stdout
        // Display order now: Pay rent, Buy milk, Oat milk, Bake bread (the file's last), Reply to Sam (checked).
        let pairs = json.split(separator: "{\"number\":").dropFirst().map { part in
            (Int(part.prefix { $0.isNumber }) ?? -1, part.split(separator: "\"name\":\"")[1].prefix { $0 != "\"" })
        }
        #expect(pairs.map(\.0) == [2, 3, 4, 5, 1])
        #expect(pairs.map { String($0.1) } == ["Pay rent", "Buy milk", "Oat milk", "Bake bread", "Reply to Sam"])
        #expect(cli.run(["list", "--json"]).stdout == json)
        #expect(cli.run(["done", "5"]).stdout == "Checked “Bake bread”.\n")
    }

    /// A second “Buy milk” written by hand: which of the two was listed as 3
    /// would be a guess, so neither has a number until the next `list`.
    @Test func tasksAlikeAddedByHandHaveNoNumberUntilTheNextList() {
        let cli = Self.seeded()
        cli.run(["list"])
        cli.write(cli.todo, cli.read(cli.todo)! + "\t- Buy milk @day(2026-11-22)\n")
        let json = cli.run(["list", "--json"]).stdout
        #expect(json.split(separator: "{\"number\":null,\"section\":\"today\",\"name\":\"Buy milk\"").count == 3)
        #expect(cli.run(["done", "3"]).status == 1)
        #expect(cli.run(["done", "4"]).stdout == "Checked “Oat milk”.\n")
        cli.run(["list"])
        #expect(cli.run(["done", "3", "4"]).stdout == "Checked “Buy milk”.\nChecked “Buy milk”.\n")
    }

    @Test func withoutAListingNumbersAreTheDisplayOrder() {
        let cli = Self.seeded()
        #expect(cli.run(["done", "1"]).stdout == "Checked “Reply to Sam”.\n")
        #expect(cli.run(["done", "1"]).stdout == "Checked “Pay rent”.\n")
    }

    @Test func aDamagedListingFallsBackToTheDisplayOrder() {
        let cli = Self.seeded()
        cli.run(["list"])
        cli.run(["done", "1"])
        let state = cli.folder + "/home/.local/state/txtodo/listing"
        let files = cli.shell("ls '\(state)'").stdout.split(separator: "\n")
        #expect(files.count == 1)
        cli.write(state + "/" + files[0], "txtodo-block 9 0\ngarbage")
        #expect(cli.run(["done", "1"]).stdout == "Checked “Pay rent”.\n")
    }

    /// Random lists; after one `list`, commands in random order each name a
    /// task by its number in that listing (or by the number `add` gave),
    /// and each must reach that task, or be refused when it is gone.
    @Test func randomCommandsEachReachTheTaskTheirNumberHad() {
        for seed in UInt64(1)...4 {
            var random = SplitMix64(seed: seed)
            let cli = CLI()
            var file = "Today:\n"
            let count = Int.random(in: 4...8, using: &random)
            for k in 0..<count {
                let priority = Int.random(in: 1...3, using: &random)
                let done = Int.random(in: 0..<4, using: &random) == 0 ? " @done(2026-11-22)" : ""
                file += "\t- Task \(k) @day(2026-11-22) @priority(\(priority))\(done)\n"
                if Int.random(in: 0..<3, using: &random) == 0 { file += "\t\tA note of \(k).\n" }
            }
            cli.write(cli.todo, file)
            var named = Self.numbers(cli.run(["list"]).stdout).reduce(into: [Int: String]()) { $0[$1.value] = $1.key }
            #expect(named.count == count)
            var gone: Set<Int> = []
            for step in 0..<8 {
                let verb = ["done", "rm", "delay", "note", "add"][Int.random(in: 0..<5, using: &random)]
                if verb == "add" {
                    let name = "Added \(step)"
                    let result = cli.run(["add", name])
                    let number = Int(result.stdout.dropFirst("Added ".count).prefix { $0.isNumber })
                    #expect(number == named.count + 1, "seed \(seed): \(result)")
                    named[named.count + 1] = name
                    continue
                }
                let n = Int.random(in: 1...named.count, using: &random)
                let result = cli.run(verb == "note" ? ["note", "\(n)", "noted"] : [verb, "\(n)"])
                let said = result.stdout + result.stderr
                if gone.contains(n) {
                    #expect(result.status == 1 && said.contains("task \(n) of the last listing is gone"), "seed \(seed): \(said)")
                    continue
                }
                #expect(said.contains("“\(named[n]!)”"), "seed \(seed) \(verb) \(n): \(said)")
                for (other, name) in named where other != n { #expect(!said.contains("“\(name)”"), "seed \(seed): \(said)") }
                if verb == "rm" && result.status == 0 { gone.insert(n) }
            }
        }
    }
}
