import Foundation
import TaskPaper

/// Parse and serialize throughput of the TaskPaper engine, against the
/// reference RegexBuilder parser on the same file in the same run.
enum ParseBenchmark {
    static func run(path: String, reference: String?) {
        // Memory first, in a fresh process state: the file's bytes plus one document.
        let baseline = Measure.currentRSS()
        guard let bytes = Measure.read(path) else {
            print("cannot read \(path)")
            exit(1)
        }
        let mb = Double(bytes.count) / 1e6
        var doc = Document(bytes: bytes)
        let peak = Measure.peakRSS() - baseline
        let (parse, best) = Measure.timings(runs: 21) { doc = Document(bytes: bytes) }
        precondition(doc.serialize() == bytes, "round trip failed")
        // An edit splices one line and parses the result again.
        let middle = doc.lineCount / 2
        let edit = Measure.median(runs: 15) { _ = doc.settingTag("done", value: "2026-11-22", on: middle) }
        let tables = doc.lineCount
        print(
            String(
                format: "parse      %8.1f MB/s median, %.1f MB/s best of 21  (%.2f MB, %d lines, %.2f ms median)",
                mb / parse, mb / best, mb, tables, parse * 1000))
        print("serialize  returns the document's bytes as they are (no copy, no work)")
        print(String(format: "one edit   %8.2f ms (set a tag on the middle line, splice, parse again)", edit * 1000))
        print(
            String(
                format: "peak memory %.1f MB for the file and its document = %.2f× the file", Double(peak) / 1e6,
                Double(peak) / Double(bytes.count)))
        guard let reference else { return }
        guard let text = Measure.output(reference, [path]),
            let figure = text.split(separator: "=").last?.split(separator: " ").first.flatMap({ Double($0) })
        else {
            print("reference parser: not available")
            return
        }
        print(String(format: "reference  %8.2f MB/s (seedregex)  → txtodo parses %.0f× faster", figure, (mb / parse) / figure))
    }
}
