#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Two machines, each with its own copy of a synced folder, its own state
/// folder and its own name, and between them a sync tool that does what
/// Syncthing does: a file changed on one side only is carried to the
/// other; a file changed differently on both keeps one side's version and
/// puts the other beside it on both machines as
/// `todo.sync-conflict-YYYYMMDD-HHMMSS-DEVICE.taskpaper`, named after the
/// device whose version was kept. The version logs travel like any file.
final class SyncedMachines {
    struct Machine {
        let name: String
        let device: String
        let root: String
        var folder: String { root + "/sync" }
        var file: String { folder + "/todo.taskpaper" }
    }

    let cli = CLI()
    let a: Machine, b: Machine
    /// Each file as both machines last agreed on it (relative path → bytes).
    private var agreed: [String: [UInt8]] = [:]
    /// Conflicts the tool met on a version log (there must be none).
    private(set) var logConflicts: [String] = []

    init() {
        a = Machine(name: "desk", device: "AAAAAAA", root: cli.folder + "/desk")
        b = Machine(name: "laptop", device: "BBBBBBB", root: cli.folder + "/laptop")
        for m in [a, b] {
            cli.write(m.root + "/config/txtodo/config", "machine = \(m.name)\n")
            // The mark Syncthing leaves in a folder it shares.
            cli.write(m.folder + "/.stfolder/.keep", "")
        }
    }

    /// Runs txtodo on the machine's copy of the file.
    @discardableResult
    func run(_ m: Machine, _ arguments: [String], environment: [String: String] = [:]) -> RunResult {
        cli.extraEnvironment = ["XDG_STATE_HOME": m.root + "/state", "XDG_CONFIG_HOME": m.root + "/config"]
        cli.extraEnvironment.merge(environment) { $1 }
        return cli.run(["--file", m.file] + arguments)
    }

    /// Carries every change across; where both sides changed a file
    /// differently, `winner`'s version stays in the file.
    func sync(keeping winner: Machine) {
        let (x, y) = (files(a), files(b))
        for path in Set(x.keys).union(y.keys).union(agreed.keys).sorted() {
            let (mine, theirs, last) = (x[path], y[path], agreed[path])
            if mine == theirs {
                agreed[path] = mine
            } else if mine == last {
                put(theirs, path, on: a)
            } else if theirs == last {
                put(mine, path, on: b)
            } else if mine == nil || theirs == nil {
                // Changed on one side, deleted on the other: the change is kept.
                put(mine ?? theirs, path, on: mine == nil ? a : b)
            } else {
                if path.hasSuffix(".log") { logConflicts.append(path) }
                let (kept, lost) = winner.name == a.name ? (mine!, theirs!) : (theirs!, mine!)
                let copy = Self.conflictName(path, device: winner.device)
                for m in [a, b] {
                    cli.write(m.folder + "/" + path, bytes: kept)
                    cli.write(m.folder + "/" + copy, bytes: lost)
                }
                agreed[path] = kept
                agreed[copy] = lost
            }
        }
    }

    /// Conflict copies beside the machine's file.
    func copies(_ m: Machine) -> [String] {
        files(m).keys.filter { $0.contains(".sync-conflict-") }.sorted()
    }

    func read(_ m: Machine) -> String { cli.read(m.file) ?? "" }

    private func put(_ bytes: [UInt8]?, _ path: String, on m: Machine) {
        if let bytes { cli.write(m.folder + "/" + path, bytes: bytes) } else { unlink(m.folder + "/" + path) }
        agreed[path] = bytes
    }

    /// `todo.taskpaper` → `todo.sync-conflict-20261122-090000-AAAAAAA.taskpaper`.
    static func conflictName(_ path: String, device: String) -> String {
        let slash = path.lastIndex(of: "/").map { path.index(after: $0) } ?? path.startIndex
        let name = path[slash...]
        let dot = name.lastIndex(of: ".") ?? name.endIndex
        return String(path[..<slash]) + name[..<dot] + ".sync-conflict-20261122-090000-\(device)" + name[dot...]
    }

    /// Every file under the machine's folder: relative path → bytes.
    func files(_ m: Machine) -> [String: [UInt8]] {
        var out: [String: [UInt8]] = [:]
        func walk(_ relative: String) {
            guard let dir = opendir(m.folder + relative) else { return }
            defer { closedir(dir) }
            while let entry = readdir(dir) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
                // Sync tools' own files: Syncthing's folder marker and temporary files.
                if name == "." || name == ".." || name == ".stfolder" || name.hasPrefix("~syncthing~")
                    || (name.hasPrefix(".syncthing.") && name.hasSuffix(".tmp"))
                {
                    continue
                }
                let path = relative + "/" + name
                var st = stat()
                guard lstat(m.folder + path, &st) == 0 else { continue }
                if (st.st_mode & S_IFMT) == S_IFDIR {
                    walk(path)
                } else if let bytes = CLI.readBytes(m.folder + path) {
                    out[String(path.dropFirst())] = bytes
                }
            }
        }
        walk("")
        return out
    }
}
