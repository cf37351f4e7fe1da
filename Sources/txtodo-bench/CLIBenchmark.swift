import Foundation

/// Wall time of `txtodo list` on prepared files.
enum CLIBenchmark {
    /// Files of N generated tasks behind txtodo's own sections.
    static func prepare(folder: String, generator: String) {
        let sections = """
            Floating:
            \t- Learn Japanese @priority(3)
            \t- Finish SICP chapter 3
            Today:
            \t- Buy oat milk @priority(2)
            \t\tSemi-skimmed if they are out.
            \t- Reply to Sam
            \t- Book dentist @done
            Tomorrow:
            \t- Pay rent @priority(3)

            """
        for n in [1000, 100_000] {
            guard let generated = Measure.output("/usr/bin/env", ["python3", generator, String(n)]) else {
                print("cannot run \(generator)")
                exit(1)
            }
            let path = "\(folder)/list-\(n).taskpaper"
            _ = FileManager.default.createFile(atPath: path, contents: Data((sections + generated).utf8))
        }
    }

    static func run(binary: String, files: [String]) {
        for file in files {
            let tasks =
                (try? String(contentsOfFile: file, encoding: .utf8))?
                .split(separator: "\n").filter { $0.trimmingCharacters(in: .whitespaces).hasPrefix("- ") }.count ?? 0
            // One warm-up run applies the daily rules once, as a first launch of the day would.
            Measure.spawn(binary, ["list", "--file", file])
            let t = Measure.timings(runs: 31) { Measure.spawn(binary, ["list", "--file", file]) }
            let floor = Measure.timings(runs: 31) { Measure.spawn("/bin/true", []) }
            print(
                String(
                    format:
                        "txtodo list  %7d tasks  %7.2f ms median, %.2f ms best of 31 (wall, process start included; /bin/true takes %.2f ms)",
                    tasks, t.median * 1000, t.best * 1000, floor.median * 1000))
        }
    }
}
