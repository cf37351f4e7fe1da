import Testing

/// The record (`txtodo log`, the archive) holds every task as its own entry,
/// on the day it belongs to.
@Suite struct RecordTests {
    @Test func aTomorrowTaskDeletedTodayIsInTodaysLog() {
        let cli = CLI()
        #expect(cli.run(["add", "--tomorrow", "Plan the trip"]).status == 0)
        #expect(cli.run(["rm", "1"]).status == 0)
        #expect(cli.read(cli.archive) == "2026-11-22:\n\t- Plan the trip @day(2026-11-23) @deleted(2026-11-22)\n")
        let log = cli.run(["log", "--days", "0"])
        #expect(log.stdout.hasPrefix("Sun 2026-11-22 · 1 deleted\n"), "\(log)")
        #expect(log.stdout.contains("[-] Plan the trip"), "\(log)")
    }
}

/// Tasks alike stay distinct in the record: checked, deleted, undone,
/// reviewed and taken back one by one.
@Suite struct AlikeTaskRecordTests {
    @Test func twoTasksAlikeCheckedCountTwiceTheNextDay() {
        let cli = CLI()
        for _ in 0..<2 { #expect(cli.run(["add", "Stretch"]).status == 0) }
        #expect(cli.run(["done", "1"]).status == 0)
        #expect(cli.run(["done", "1"]).status == 0)
        cli.now = "2026-11-23 09:00:00"
        let log = cli.run(["log", "--days", "1"])
        #expect(log.stdout.contains("Sun 2026-11-22 · 2 done\n"), "\(log)")
        let entry = "\t- Stretch @day(2026-11-22) @done(2026-11-22)\n"
        #expect(cli.read(cli.archive) == "2026-11-22:\n" + entry + entry)
    }

    @Test func twoTasksAlikeDeletedAreTwoEntriesAndUndoBringsEachBack() {
        let cli = CLI()
        for _ in 0..<2 { #expect(cli.run(["add", "Dup"]).status == 0) }
        #expect(cli.run(["rm", "1"]).status == 0)
        #expect(cli.run(["rm", "1"]).status == 0)
        let entry = "\t- Dup @day(2026-11-22) @deleted(2026-11-22)\n"
        #expect(cli.read(cli.archive) == "2026-11-22:\n" + entry + entry)
        #expect(cli.run(["undo"]).status == 0)
        #expect(cli.read(cli.archive) == "2026-11-22:\n" + entry)
        #expect(cli.read(cli.todo) == "Today:\n\t- Dup @day(2026-11-22)\n")
        #expect(cli.run(["undo"]).status == 0)
        #expect(cli.read(cli.archive) == "")
        #expect(cli.read(cli.todo) == "Today:\n\t- Dup @day(2026-11-22)\n\t- Dup @day(2026-11-22)\n")
    }

    @Test func unfinishedTasksAlikeAreTakenBackOneByOne() {
        let cli = CLI()
        cli.write(cli.todo, "Today:\n")
        cli.write(cli.archive, "2026-11-21:\n\t- Buy milk @day(2026-11-21)\n\t- Buy milk @day(2026-11-21)\n")
        let log = cli.run(["log", "--unfinished", "--days", "1"]).stdout
        #expect(log.contains("1 [ ] Buy milk") && log.contains("2 [ ] Buy milk"), "\(log)")
        #expect(cli.run(["add", "--back", "1"]).status == 0)
        let again = cli.run(["add", "--back", "1"])
        #expect(again.status == 1 && again.stderr == "txtodo: “Buy milk” is on today's list already.\n", "\(again)")
        #expect(cli.run(["add", "--back", "2"]).status == 0)
        #expect(cli.run(["add", "--back", "2"]).status == 1)
        #expect(cli.read(cli.todo) == "Today:\n\t- Buy milk @day(2026-11-22)\n\t- Buy milk @day(2026-11-22)\n")
    }
}

/// The day a task is first seen is its day, with no change saved that day.
@Suite struct FirstSightCommandTests {
    @Test func aTaskTypedByHandAndListedOnMondayExpiresOnTuesday() {
        let cli = CLI()
        cli.now = "2026-11-23 09:00:00"
        cli.write(cli.todo, "Floating:\n\t- Read @done\nToday:\n\t- Typed by hand\n")
        #expect(cli.run(["list"]).stdout.contains("[ ] Typed by hand"))
        cli.now = "2026-11-24 09:00:00"
        let tuesday = cli.run(["list"])
        #expect(!tuesday.stdout.contains("Typed by hand") && !tuesday.stdout.contains("Read"), "\(tuesday)")
        let log = cli.run(["log", "--days", "1"]).stdout
        #expect(log.contains("Mon 2026-11-23 · 1 done, 1 unfinished"), "\(log)")
    }
}

/// The user's tags after a task's name, on the command line.
@Suite struct UserTagCommandTests {
    @Test func listJsonAndRenameShowTheTags() {
        let cli = CLI()
        #expect(cli.run(["add", "Buy milk @store"]).status == 0)
        #expect(cli.run(["list"]).stdout.contains("1 [ ] Buy milk @store\n"))
        let json = cli.run(["list", "--json"]).stdout
        #expect(json.contains(#""name":"Buy milk","#), "\(json)")
        #expect(json.contains(#""tags":["@store"]"#), "\(json)")
        #expect(
            cli.run(["rename", "1", "Buy oat milk @market"]).stdout == "Renamed “Buy milk @store” to “Buy oat milk @market”.\n")
        #expect(cli.read(cli.todo) == "Today:\n\t- Buy oat milk @market @day(2026-11-22)\n")
    }
}
