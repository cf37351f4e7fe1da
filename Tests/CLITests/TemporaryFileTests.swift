import Glibc
import Testing

/// Temporary files a killed save left behind are removed by the next save,
/// and nothing else is.
@Suite struct TemporaryFileTests {
    static let leftovers = [
        "~syncthing~todo.taskpaper.Ab12Cd.tmp", ".todo.taskpaper.Xy98Zw",
    ]
    static let foreign = [
        "~syncthing~todo.taskpaper.Ab12C.tmp", "~syncthing~todo.taskpaper.Ab12Cd.tmp.bak", ".todo.taskpaper.Xy98Zw.swp",
        ".todo.taskpaper.Xy-8Zw", "~syncthing~notes.taskpaper.Ab12Cd.tmp", ".notes.taskpaper.Xy98Zw", "todo.taskpaper.Ab12Cd",
    ]

    @Test func leftoversOfThisFileGoAndOthersStay() {
        let cli = CLI()
        cli.write(cli.todo, "Today:\n")
        let folder = cli.folder + "/data/txtodo/"
        for name in Self.leftovers + Self.foreign { cli.write(folder + name, "half written\n") }
        #expect(cli.run(["add", "Buy milk"]).status == 0)
        for name in Self.leftovers { #expect(!cli.exists(folder + name), "\(name)") }
        for name in Self.foreign { #expect(cli.read(folder + name) == "half written\n", "\(name)") }
        #expect(cli.read(cli.todo) == "Today:\n\t- Buy milk @day(2026-11-22)\n")
    }

    /// A save killed (SIGKILL) while its temporary file exists leaves it;
    /// the next save removes it.
    static let hasPython = [String](["/usr/bin/python3", "/usr/local/bin/python3"]).contains { access($0, X_OK) == 0 }

    @Test(.enabled(if: hasPython, "python3 is not installed")) func aSaveKilledMidWayIsCleanedUpByTheNext() {
        let cli = CLI()
        var text = "Floating:\n"
        for i in 0..<40_000 { text += "\t- Filler task number \(i) to make the file large\n" }
        cli.write(cli.todo, text + "Today:\n")
        let folder = cli.folder + "/data/txtodo"
        let killer = """
            import os, signal, subprocess, sys
            binary, path, folder = sys.argv[1:4]
            def temporary():
                return [n for n in os.listdir(folder) if n.startswith("~syncthing~")]
            original = open(path, "rb").read()
            for i in range(20):
                p = subprocess.Popen([binary, "--file", path, "add", "killed %d" % i],
                                     stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
                while p.poll() is None:
                    if temporary():
                        p.send_signal(signal.SIGKILL)
                        break
                p.wait()
                if temporary():
                    break
                if p.returncode == 0:
                    # It finished before it could be killed: put the file back.
                    open(path, "wb").write(original)
            print("\\n".join(temporary()))
            """
        let killed = cli.shell("python3 -c '\(killer)' \"$TXTODO\" '\(cli.todo)' '\(folder)'")
        let left = killed.stdout.split(separator: "\n")
        #expect(left.count == 1 && left.first?.hasPrefix("~syncthing~todo.taskpaper.") == true, "\(killed)")
        #expect(cli.run(["add", "After the crash"]).status == 0)
        let names = cli.shell("ls -A '\(folder)'").stdout
        #expect(names == "todo.taskpaper\n")
        // A kill that came just after a rename leaves that add done; the last add is there.
        #expect(cli.read(cli.todo)?.hasSuffix("\t- After the crash @day(2026-11-22)\n") == true)
    }
}
