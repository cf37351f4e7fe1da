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
