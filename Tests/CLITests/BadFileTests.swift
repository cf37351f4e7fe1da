import Testing

@Suite struct BadFileTests {
    @Test func invalidUTF8IsRefusedAndKept() {
        let cli = CLI()
        let bytes: [UInt8] = Array("Today:\n\t- caf".utf8) + [0xE9, 0x0A]
        cli.write(cli.todo, bytes: bytes)
        for arguments in [["list"], ["add", "milk"]] {
            let result = cli.run(arguments)
            #expect(result.status == 1 && result.stdout.isEmpty)
            #expect(result.stderr == "txtodo: \(cli.todo) is not valid UTF-8 (first bad byte at offset 13); convert it to UTF-8 first, it was left untouched\n")
        }
        #expect(CLI.readBytes(cli.todo) == bytes)
    }

    @Test func binaryFileIsRefused() {
        let cli = CLI()
        cli.write(cli.todo, bytes: [0x41, 0x00, 0x42])
        let result = cli.run(["add", "milk"])
        #expect(result.status == 1 && result.stderr.hasPrefix("txtodo: \(cli.todo) looks like a binary file"))
        #expect(CLI.readBytes(cli.todo) == [0x41, 0x00, 0x42])
    }

    @Test func directoryIsRefused() {
        let cli = CLI()
        let result = cli.run(["list", "--file", cli.folder])
        #expect(result.status == 1)
        #expect(result.stderr == "txtodo: \(cli.folder) is a directory, not a todo file; pass a file path with --file\n")
    }

    @Test func badConfigIsOneLineNamingTheLine() {
        let cli = CLI()
        cli.write(cli.folder + "/config/txtodo/config", "archive = on\nrollover = late\n")
        let result = cli.run(["list"])
        #expect(result.status == 1)
        #expect(result.stderr == "txtodo: \(cli.folder)/config/txtodo/config:2: rollover must be a time HH:MM between 00:00 and 23:59, not `late`\n")
    }
}
