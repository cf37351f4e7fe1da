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

/// The user's tags after a task's name, on the command line.
@Suite struct UserTagCommandTests {
    @Test func listJsonAndRenameShowTheTags() {
        let cli = CLI()
        #expect(cli.run(["add", "Buy milk @store"]).status == 0)
        #expect(cli.run(["list"]).stdout.contains("1 [ ] Buy milk @store !"))
        let json = cli.run(["list", "--json"]).stdout
        #expect(json.contains(#""name":"Buy milk","#), "\(json)")
        #expect(json.contains(#""tags":["@store"]"#), "\(json)")
        #expect(
            cli.run(["rename", "1", "Buy oat milk @market"]).stdout == "Renamed “Buy milk @store” to “Buy oat milk @market”.\n")
        #expect(cli.read(cli.todo) == "Today:\n\t- Buy oat milk @market @day(2026-11-22)\n")
    }
}
