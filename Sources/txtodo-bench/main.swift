// `make bench`: the figures txtodo promises, measured on generated files.
//   txtodo-bench parse FILE [SEEDREGEX_BINARY]
//   txtodo-bench prepare FOLDER GEN_PY      (list-1000 and list-100000 files)
//   txtodo-bench cli TXTODO_BINARY FILE...
//   txtodo-bench ui TXTODO_BINARY [FOLDER]      (first paint, key to repaint)
import Foundation
import TaskPaper
import TerminalUI

let args = CommandLine.arguments
guard args.count >= 3 else {
    print("usage: txtodo-bench parse FILE [SEEDREGEX] | prepare FOLDER GEN_PY | cli TXTODO FILE... | ui TXTODO [FOLDER]")
    exit(64)
}

switch args[1] {
case "parse":
    ParseBenchmark.run(path: args[2], reference: args.count > 3 ? args[3] : nil)
case "ui":
    UIBenchmark.run(binary: args[2], folder: args.count > 3 ? args[3] : "bench-data")
case "prepare":
    CLIBenchmark.prepare(folder: args[2], generator: args.count > 3 ? args[3] : "../shared/bench/gen.py")
case "cli":
    CLIBenchmark.run(binary: args[2], files: Array(args.dropFirst(3)))
default:
    print("unknown benchmark \(args[1])")
    exit(64)
}
