import Foundation
import FileAccess
import TodoConfig
import TodoStore
import TodoVersions

/// A hand edit beside a version log of 30,000 records, for `make bench`:
/// the log as a machine that used txtodo for a long time has it (written
/// before records said how far they are from a whole copy), beside a file
/// of 8,000 tasks (a log that long is kept only beside a file that large:
/// beside a smaller one, the first edit prunes it).
/// Each edit is a new file renamed over the old one, then the app's look
/// at the file (`refresh`: read it, record the version). Goal ≤ 30 ms; the
/// same for the last edit's bytes saved again, unchanged.
enum LongLogBenchmark {
    static func run(folder: String, records: Int = 30_000, tasks: Int = 8_000, edits: Int = 11) {
        let dir = folder + "/long-log"
        try? FileManager.default.removeItem(atPath: dir)
        try? FileManager.default.createDirectory(atPath: dir + "/.stfolder", withIntermediateDirectories: true)
        let todo = dir + "/todo.taskpaper"
        let day = "2026-11-22"
        var lines = ["Today:\n"]
        for k in 0..<tasks { lines.append("\t- Task number \(k) of the long list @day(\(day))\n") }
        let base = Array(lines.joined().utf8)
        // Version n: task n (mod the count) given a priority.
        var ends: [Int] = []
        for (k, byte) in base.enumerated() where byte == 0x0A { ends.append(k) }
        let mark = Array(" @priority(1)".utf8)
        func version(_ n: Int) -> [UInt8] {
            let at = ends[1 + n % tasks]
            return Array(base[..<at]) + mark + base[at...]
        }
        let state = StateFolder(path: dir + "/state")
        let time: Int64 = 1_795_000_000
        guard LongLogFixture.write(todo: todo, state: state, count: records, version: version, time: time) else {
            return print("long version log: could not write the log")
        }
        let last = version(records - 1)
        _ = FileManager.default.createFile(atPath: todo, contents: Data(last))
        guard let clock = try? LocalClock.system(rolloverMinutes: 0, environment: ["TXTODO_NOW": "\(day) 10:00:00"]),
            let store = try? TodoStore(path: todo, config: Config(), clock: clock, state: state)
        else { return print("long version log: could not open the store") }
        var samples: [Double] = []
        for edit in 0..<edits {
            let text = last + Array("\t- Edited by hand \(edit) @day(\(day))\n".utf8)
            _ = FileManager.default.createFile(atPath: todo + ".new", contents: Data(text))
            let start = UIBenchmark.monotonic()
            rename(todo + ".new", todo)
            _ = try? store.refresh()
            samples.append(UIBenchmark.monotonic() - start)
        }
        let logs = (try? FileManager.default.contentsOfDirectory(atPath: dir + "/todo.versions")) ?? []
        let sizes = logs.compactMap {
            try? FileManager.default.attributesOfItem(atPath: dir + "/todo.versions/" + $0)[.size] as? Int
        }
        // The same bytes saved again (an editor's `:w` with no change): a
        // new file time, which txtodo looks for among other machines'
        // records from the ends of their logs; here another machine's log
        // of as many records.
        let other = StateFolder(path: dir + "/state-other")
        guard LongLogFixture.write(todo: todo, state: other, count: records, version: version, time: time) else {
            return print("long version log: could not write the other machine's log")
        }
        var again: [Double] = []
        let held = last + Array("\t- Edited by hand \(edits - 1) @day(\(day))\n".utf8)
        for _ in 0..<edits {
            _ = FileManager.default.createFile(atPath: todo + ".new", contents: Data(held))
            let start = UIBenchmark.monotonic()
            rename(todo + ".new", todo)
            _ = try? store.refresh()
            again.append(UIBenchmark.monotonic() - start)
        }
        print(
            "version log: \(records) records beside \(tasks) tasks (\(base.count / 1024) KiB); \(sizes.reduce(0, +) / 1024) KiB after the edits"
        )
        UIBenchmark.report("hand edit beside a 30,000-record version log (first, then each next)", samples, goal: 30)
        print("  first edit: \(Int(samples[0].rounded())) ms (its record is the log's first whole copy)")
        UIBenchmark.report("the same bytes saved again, beside that log and another machine's", again, goal: 30)
    }
}
