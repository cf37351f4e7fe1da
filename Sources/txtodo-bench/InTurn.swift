import Foundation

/// Two files timed in turn, for the "costs nothing" goals: the same tasks
/// without and with something more (routines, a Later backlog).
enum InTurn {
    /// The 1,000 tasks both files share: one floating, the rest on Today (`day`).
    static func thousandTasks(on day: String) -> String {
        let tasks = (1...1000).map { "\t- Task number \($0) @day(\(day))\($0 % 3 == 0 ? " @priority(2)" : "")\n" }
        return "Floating:\n\t- Learn Japanese @priority(3)\nToday:\n" + tasks.joined()
    }

    /// The clock on `day`, the configuration and state in `folder`, a terminal.
    static func environment(on day: String, folder: String) -> [String: String] {
        [
            "TXTODO_NOW": "\(day) 10:00:00", "XDG_CONFIG_HOME": folder, "XDG_STATE_HOME": folder + "/state",
            "TERM": "xterm-256color", "LANG": "C.UTF-8",
        ]
    }

    /// The pair as a benchmark uses it: the file without (`none`) and the
    /// one with `more` after the same 1,000 tasks, written in `folder`, and
    /// the environment both run in.
    struct Pair {
        let files: [String]
        let environment: [String: String]

        init(folder: String, day: String, none: String, with name: String, more: String) {
            mkdir(folder, 0o755)
            files = [folder + "/" + none, folder + "/" + name]
            // An archive an earlier run left beside one of them would be
            // read with it alone: both start without one.
            for file in files { unlink(String(file.dropLast(".taskpaper".count)) + ".archive.taskpaper") }
            let base = InTurn.thousandTasks(on: day)
            UIBenchmark.writeFile(files[0], base)
            UIBenchmark.writeFile(files[1], base + more)
            environment = InTurn.environment(on: day, folder: folder)
        }

        /// `runs` timings of `txtodo ARGUMENTS --file` each file, in turn
        /// (`env`: the environment as `Measure` holds it).
        /// Waits until both files last changed over two seconds ago: what
        /// txtodo trusts a file's time for (see `FileIdentity.isSettled`).
        func settle() {
            for file in files {
                var st = stat()
                var now = timespec()
                guard stat(file, &st) == 0, clock_gettime(CLOCK_REALTIME, &now) == 0 else { continue }
                let age = Double(now.tv_sec - st.st_ctim.tv_sec) + Double(now.tv_nsec - st.st_ctim.tv_nsec) / 1e9
                if age < 2.1 { usleep(UInt32((2.1 - age) * 1e6)) }
            }
        }

        /// `touched`: each file is touched (its time set to now) before each
        /// of its runs, untimed, as a change would.
        func command(
            _ binary: String, _ arguments: [String], env: [UnsafeMutablePointer<CChar>?]?, runs: Int,
            touched: Bool = false
        ) -> [[Double]] {
            InTurn.time(runs) { k in
                if touched { utimensat(AT_FDCWD, files[k], nil, 0) }
                let start = UIBenchmark.monotonic()
                Measure.spawn(binary, arguments + ["--file", files[k]], environment: env)
                return UIBenchmark.monotonic() - start
            }
        }

        /// `runs` timings of the app's first paint at 80×24 on each file, in turn.
        /// (`touched`: as for `command`.)
        func firstPaint(_ binary: String, runs: Int, touched: Bool = false) -> [[Double]] {
            InTurn.time(runs) { k in
                if touched { utimensat(AT_FDCWD, files[k], nil, 0) }
                return UIBenchmark.firstPaint(binary: binary, file: files[k], environment: environment)
            }
        }
    }

    /// `runs` timings of each of the two (`time(0)`, `time(1)`), in turn:
    /// each goes first on alternate rounds, so neither always follows the other.
    static func time(_ runs: Int, _ time: (Int) -> Double?) -> [[Double]] {
        var samples: [[Double]] = [[], []]
        for round in 0..<runs {
            for k in round % 2 == 0 ? [0, 1] : [1, 0] {
                guard let ms = time(k) else { return [[], []] }
                samples[k].append(ms)
            }
        }
        return samples
    }

    /// The rounds a pair is timed in. On this 2-core virtual machine the
    /// middle half of the rounds' ratios spans 0.24 for the app's first
    /// paint even with the same file on both sides, against a goal of 5%:
    /// runs of 31 rounds drawn from 301 of a pair 2.3% apart put the median
    /// ratio over 1.05× in one run of eight, runs of 101 in one of fifty.
    static let rounds = 201

    /// The two medians, and the goal judged on the median of the rounds'
    /// ratios (each round times both back to back, so a busier minute of
    /// the machine weighs on both alike), shown with the middle half of
    /// the ratios for their spread. `without` and `with` name the files.
    static func compare(_ name: String, _ samples: [[Double]], without: String, with: String, goal: Double? = 1.05) {
        guard !samples[0].isEmpty, samples[0].count == samples[1].count else { return print("\(name): no samples") }
        let medians = samples.map { $0.sorted()[$0.count / 2] }
        let ratios = zip(samples[1], samples[0]).map { $0 / $1 }.sorted()
        let ratio = ratios[ratios.count / 2]
        let middle = (ratios[ratios.count / 4], ratios[ratios.count * 3 / 4])
        let verdict = goal.map { String(format: "  (goal ≤ %.2f×: %@)", $0, ratio <= $0 ? "met" : "missed") } ?? ""
        print(
            String(
                format:
                    "%@: %.2f ms %@, %.2f ms %@ (medians of %d, in turn); with/without %.3f× (median of the rounds; middle half %.2f–%.2f×)%@",
                name, medians[0], without, medians[1], with, samples[0].count, ratio, middle.0, middle.1, verdict))
    }
}
