import Foundation
import Testing

/// The README's "A day with txtodo" does what it says: each command in its
/// first block, run in order on a new file, and the listing it shows.
@Suite struct ReadmeDayTests {
    static func readme() -> String {
        let path = "/" + #filePath.split(separator: "/").dropLast(3).joined(separator: "/") + "/README.md"
        return CLI().read(path) ?? ""
    }

    /// The lines of the block after `heading`'s first fence.
    static func block(_ readme: String, after heading: String, fence: String) -> [String] {
        guard let start = readme.range(of: heading) else { return [] }
        let rest = readme[start.upperBound...]
        guard let open = rest.range(of: fence + "\n") else { return [] }
        let body = rest[open.upperBound...]
        guard let close = body.range(of: "\n```") else { return [] }
        return body[..<close.lowerBound].split(separator: "\n").map(String.init)
    }

    @Test func theListingShownIsWhatTheFirstCommandsPrint() {
        let cli = CLI()
        let readme = Self.readme()
        let commands = Self.block(readme, after: "## A day with txtodo", fence: "```sh")
        #expect(commands.count > 5)
        // The commands up to the first `ls`, then the listing block.
        for line in commands {
            let words = line.split(separator: "#")[0].split(separator: " ").map(String.init)
            guard words.first == "txtodo", words.count > 1 else { continue }
            let run = cli.run(Array(words.dropFirst()))
            #expect(run.status == 0, "\(line): \(run.stderr)")
            if words[1] == "ls" {
                let shown = Self.block(readme, after: "`txtodo ls` prints the sections", fence: "```")
                #expect(run.stdout.split(separator: "\n").map(String.init) == shown, "\(run.stdout)")
                break
            }
            let said = line.split(separator: "#").dropFirst().first.map { String($0.drop { $0 == " " }) } ?? ""
            if said.hasPrefix("Added") {
                #expect(run.stdout.hasPrefix(said.prefix { $0 != "(" }.split(separator: " ").joined(separator: " ")))
            }
        }
    }

    @Test func everyCommandOfTheDayRuns() {
        let cli = CLI()
        for line in Self.block(Self.readme(), after: "## A day with txtodo", fence: "```sh") {
            let words = line.split(separator: "#")[0].split(separator: " ").map(String.init)
            guard words.first == "txtodo", words.count > 1 else { continue }
            // The review is the next morning's.
            if words[1] == "review" { cli.now = "2026-11-23 08:00:00" }
            let run = cli.run(Array(words.dropFirst()))
            #expect(run.status == 0, "\(line): \(run.stderr)")
        }
    }
}
