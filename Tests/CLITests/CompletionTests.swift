import Testing

/// The completion scripts in Resources are what the binary generates
/// (`make completions` writes them again after a change to the commands).
@Suite struct CompletionTests {
    static let folder = String(#filePath.split(separator: "/").dropLast(3).joined(separator: "/")) + "/Resources/completions"

    @Test(arguments: [("bash", "txtodo.bash"), ("zsh", "_txtodo"), ("fish", "txtodo.fish")])
    func theShippedScriptIsTheGeneratedOne(_ shell: String, _ file: String) {
        let cli = CLI()
        let generated = cli.run(["--generate-completion-script", shell])
        #expect(generated.status == 0)
        #expect(generated.stdout == cli.read("/" + Self.folder + "/" + file), "run make completions")
    }

    /// `add --every` offers the words a schedule is made of.
    @Test(arguments: ["bash", "zsh", "fish"]) func everyOffersTheScheduleWords(_ shell: String) {
        let script = CLI().run(["--generate-completion-script", shell]).stdout
        // The words as each shell quotes them (bash: 'day'$'\n''weekday'…), in a row.
        let words = script.split(separator: "$'\\n'").joined(separator: " ").split(separator: "'").joined()
            .split(separator: " ").joined(separator: " ")
        #expect(words.contains("day weekday weekend mon tue wed thu fri sat sun"), "\(script)")
    }
}
