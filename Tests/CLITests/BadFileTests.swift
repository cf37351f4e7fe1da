import Testing

@Suite struct BadFileTests {
    @Test func invalidUTF8IsRefusedAndKept() {
        let cli = CLI()
        let bytes: [UInt8] = Array("Today:\n\t- caf".utf8) + [0xE9, 0x0A]
        cli.write(cli.todo, bytes: bytes)
        for arguments in [["list"], ["add", "milk"]] {
            let result = cli.run(arguments)
            #expect(result.status == 1 && result.stdout.isEmpty)
            #expect(
                result.stderr
                    == "txtodo: \(cli.todo) is not valid UTF-8 (first bad byte at offset 13); convert it to UTF-8 first, it was left untouched\n"
            )
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

    /// A FIFO, like a device, is not a todo file: refused at once, in the
    /// same words, instead of waiting for a writer.
    @Test func fifoAndDeviceAreRefusedAlike() {
        let cli = CLI()
        let fifo = cli.folder + "/fifo"
        #expect(cli.shell("mkfifo '\(fifo)'").status == 0)
        for path in [fifo, "/dev/zero"] {
            let result = cli.shell("timeout 10 \"$TXTODO\" --file '\(path)' list")
            #expect(result.status == 1 && result.stdout.isEmpty)
            #expect(
                result.stderr
                    == "txtodo: cannot read \(path): it is not a regular file; check its permissions or pass another file with --file\n"
            )
        }
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
        #expect(
            result.stderr
                == "txtodo: \(cli.folder)/config/txtodo/config:2: rollover must be a time HH:MM between 00:00 and 23:59, not `late`\n"
        )
    }
}
