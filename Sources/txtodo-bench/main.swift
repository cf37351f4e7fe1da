// `make bench`: the figures txtodo promises, measured on generated files.
//   txtodo-bench parse FILE [SEEDREGEX_BINARY]
//   txtodo-bench prepare FOLDER GEN_PY      (list-1000 and list-100000 files)
//   txtodo-bench cli TXTODO_BINARY FILE...
//   txtodo-bench ui TXTODO_BINARY [FOLDER]      (first paint, key to repaint, search key)
//   txtodo-bench search TXTODO_BINARY [FOLDER]  (search keys at 20,000 tasks, also run by ui)
//   txtodo-bench idle TXTODO_BINARY [FOLDER]    (idle wake-ups, hand edit to screen)
//   txtodo-bench race TXTODO_BINARY [FOLDER]    (lines lost beside other writers)
//   txtodo-bench merge -                        (three-way merge of 100,000-task files)
//   txtodo-bench history TXTODO_BINARY [FOLDER] (a five-year archive: log, history screen, rm)
//   txtodo-bench peers TXTODO_BINARY FOLDER GEN_PY   (against calcurse and taskwarrior)
//   txtodo-bench routines TXTODO_BINARY [FOLDER]     (launch with 50 routines against none)
//   txtodo-bench later TXTODO_BINARY [FOLDER]        (launch with 5,000 Later tasks against none)
//   txtodo-bench expiry TXTODO_BINARY [FOLDER]       (a new day that expires 100,000 tasks)
//   txtodo-bench versions [FOLDER]                   (a hand edit beside a 30,000-record version log)
import Foundation
import TaskPaper
import TestSupport

let args = CommandLine.arguments
guard args.count >= 3 else {
    print(
        "usage: txtodo-bench parse FILE [SEEDREGEX] | prepare FOLDER GEN_PY | cli TXTODO FILE... | ui TXTODO [FOLDER] | search TXTODO [FOLDER] | idle TXTODO [FOLDER] | race TXTODO [FOLDER] | peers TXTODO FOLDER GEN_PY | merge - | history TXTODO [FOLDER] | routines TXTODO [FOLDER] | later TXTODO [FOLDER] | expiry TXTODO [FOLDER] | versions [FOLDER]"
    )
    exit(64)
}

switch args[1] {
case "parse":
    ParseBenchmark.run(path: args[2], reference: args.count > 3 ? args[3] : nil)
case "ui":
    UIBenchmark.run(binary: args[2], folder: args.count > 3 ? args[3] : "bench-data")
    SearchBenchmark.run(binary: args[2], folder: args.count > 3 ? args[3] : "bench-data")
case "search":
    SearchBenchmark.run(binary: args[2], folder: args.count > 3 ? args[3] : "bench-data")
case "idle":
    IdleBenchmark.run(binary: args[2], folder: args.count > 3 ? args[3] : "bench-data")
case "race":
    WriteRace.bench(binary: args[2], folder: args.count > 3 ? args[3] : "bench-data")
case "history":
    HistoryBenchmark.run(binary: args[2], folder: args.count > 3 ? args[3] : "bench-data")
case "prepare":
    CLIBenchmark.prepare(folder: args[2], generator: args.count > 3 ? args[3] : "../shared/bench/gen.py")
case "merge":
    MergeBenchmark.run()
    NamesakeBenchmark.run()
case "peers":
    PeerBenchmark.run(
        binary: args[2], folder: args.count > 3 ? args[3] : "bench-data",
        generator: args.count > 4 ? args[4] : "../shared/bench/gen.py")
case "routines":
    RoutineBenchmark.run(binary: args[2], folder: args.count > 3 ? args[3] : "bench-data")
case "later":
    LaterBenchmark.run(binary: args[2], folder: args.count > 3 ? args[3] : "bench-data")
case "expiry":
    ExpiryBenchmark.run(binary: args[2], folder: args.count > 3 ? args[3] : "bench-data")
case "versions":
    LongLogBenchmark.run(folder: args[2])
case "cli":
    CLIBenchmark.run(binary: args[2], files: Array(args.dropFirst(3)))
default:
    print("unknown benchmark \(args[1])")
    exit(64)
}
