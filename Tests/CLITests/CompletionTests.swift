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
}
