import Glibc
import Processes

/// Other writers beside txtodo, as real processes: loops of `txtodo add`
/// and a script appending lines to the file with `open('a')` the whole
/// time. Counts what the file lost: for `make bench` (full counts) and the
/// tests (small ones).
public enum WriteRace {
    public struct Figures: Sendable, Equatable {
        public var lostLines: Int
        public var lostAdds: Int
        /// What the `add` runs printed on stderr (refusals, errors).
        public var errors: String

        public init(lostLines: Int, lostAdds: Int, errors: String) {
            self.lostLines = lostLines
            self.lostAdds = lostAdds
            self.errors = errors
        }
    }

    /// Runs `addLoops` loops of `adds` adds beside `appends` lines appended
    /// `pause` seconds apart on `file`, first filled with about `fillBytes`
    /// bytes of Floating tasks.
    public static func run(
        binary: String, file: String, fillBytes: Int, adds: Int, appends: Int, pause: Double, addLoops: Int = 1
    ) -> Figures {
        var text = "Floating:\n"
        var n = 0
        while text.utf8.count < fillBytes {
            n += 1
            text += "\t- Filler task number \(n) to make the file large\n"
        }
        text += "Today:\n"
        writeFile(file, text)
        let errors = file + ".errors"
        unlink(errors)
        let script = """
            file="$1"; bin="$2"; adds=$3; appends=$4; loops=$5; pause=$6
            l=1
            while [ $l -le $loops ]; do
                ( i=1; while [ $i -le $adds ]; do
                    "$bin" --file "$file" add "added $l-$i." >/dev/null 2>>"$file.errors"; i=$((i+1)); done ) &
                l=$((l+1))
            done
            python3 -c '
            import sys, time
            path, count, pause = sys.argv[1], int(sys.argv[2]), float(sys.argv[3])
            for i in range(count):
                with open(path, "a") as f:
                    f.write("\\t- appended %d.\\n" % i)
                time.sleep(pause)
            ' "$file" "$appends" "$pause"
            wait
            """
        _ = Subprocess.run(
            ["/bin/sh", "-c", script, "race", file, binary, "\(adds)", "\(appends)", "\(addLoops)", "\(pause)"],
            environment: [
                "PATH": "/usr/bin:/bin:/usr/local/bin", "HOME": "/nonexistent", "XDG_CONFIG_HOME": "/nonexistent",
                "XDG_STATE_HOME": file + ".state",
            ])
        let result = read(file)
        let kept = Set(
            result.split(separator: "\n").map { line in
                line.drop { $0 == "\t" || $0 == "-" || $0 == " " }.prefix { $0 != "." }
            })
        let lostLines = (0..<appends).filter { !kept.contains("appended \($0)") }.count
        var lostAdds = 0
        for l in 1...max(addLoops, 1) {
            lostAdds += (1...max(adds, 1)).filter { !kept.contains("added \(l)-\($0)") }.count
        }
        return Figures(lostLines: lostLines, lostAdds: adds == 0 ? 0 : lostAdds, errors: read(errors))
    }

    /// The full counts on a small and a 1 MB file, printed.
    public static func bench(binary: String, folder: String) {
        mkdir(folder, 0o755)
        // XDG_STATE_HOME must be absolute to count, so the folder is made so.
        let folder =
            realpath(folder, nil).map { real in
                defer { free(real) }
                return String(cString: real)
            } ?? folder
        for (name, bytes, loops) in [("small file", 0, 1), ("1 MB file", 1 << 20, 1), ("small file, 4 add loops", 0, 4)] {
            let figures = run(
                binary: binary, file: folder + "/race.taskpaper", fillBytes: bytes, adds: 200, appends: 300,
                pause: bytes == 0 ? 0.01 : 0.03, addLoops: loops)
            print(
                "\(name): 300 appended lines beside \(loops)×200 adds: \(figures.lostLines) lines lost, \(figures.lostAdds) adds lost"
            )
            if !figures.errors.isEmpty { print(figures.errors, terminator: "") }
        }
    }

    private static func writeFile(_ path: String, _ text: String) {
        let file = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard file >= 0 else { return }
        _ = Array(text.utf8).withUnsafeBytes { write(file, $0.baseAddress, $0.count) }
        close(file)
    }

    private static func read(_ path: String) -> String {
        guard let file = fopen(path, "r") else { return "" }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let n = fread(&buffer, 1, buffer.count, file)
            if n == 0 { break }
            bytes += buffer[0..<n]
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
