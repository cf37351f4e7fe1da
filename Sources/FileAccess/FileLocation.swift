import Glibc

/// Where txtodo's files live (XDG base directories).
public enum FileLocation {
    /// `--file`, then `TXTODO_FILE`, then `$XDG_DATA_HOME/txtodo/todo.taskpaper`,
    /// then `~/.local/share/txtodo/todo.taskpaper`.
    public static func todoPath(flag: String?, environment: [String: String]) -> String {
        if let flag, !flag.isEmpty { return flag }
        if let file = environment["TXTODO_FILE"], !file.isEmpty { return file }
        return base(environment, variable: "XDG_DATA_HOME", fallback: ".local/share") + "/txtodo/todo.taskpaper"
    }

    /// `$XDG_CONFIG_HOME/txtodo/config`, else `~/.config/txtodo/config`.
    public static func configPath(environment: [String: String]) -> String {
        base(environment, variable: "XDG_CONFIG_HOME", fallback: ".config") + "/txtodo/config"
    }

    /// The path with every link and `.`/`..` resolved; nil when it does not exist.
    public static func realPath(_ path: String) -> String? {
        guard let real = realpath(path, nil) else { return nil }
        defer { free(real) }
        return String(cString: real)
    }

    /// Creates the folder and any missing parents, private (0700), as the
    /// store makes the todo file's folder; false when it cannot.
    @discardableResult
    public static func makeFolder(_ folder: String) -> Bool {
        (try? AtomicWriter.makeFolder(folder, display: folder)) != nil
    }

    /// txtodo's own state: `$XDG_STATE_HOME/txtodo/`, else `~/.local/state/txtodo/`
    /// (no trailing slash).
    package static func stateFolder(environment: [String: String]) -> String {
        base(environment, variable: "XDG_STATE_HOME", fallback: ".local/state") + "/txtodo"
    }

    /// `todo.taskpaper` → `todo.archive.taskpaper`, in the same folder.
    public static func archivePath(for todoPath: String) -> String {
        let (folder, name) = split(todoPath)
        let (stem, ext) = splitExtension(name)
        return folder + stem + ".archive" + (ext.isEmpty ? ".taskpaper" : ext)
    }

    /// `todo.taskpaper` → `todo.versions`: the folder beside the file where
    /// each machine keeps its version log.
    public static func versionsFolderName(for fileName: String) -> String {
        splitExtension(fileName).stem + ".versions"
    }

    /// The XDG variable when it is an absolute path (the spec says to ignore
    /// relative ones), else `$HOME/fallback`.
    static func base(_ environment: [String: String], variable: String, fallback: String) -> String {
        if let value = environment[variable], value.hasPrefix("/") { return value }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? "/"
        return (home.hasSuffix("/") ? String(home.dropLast()) : home) + "/" + fallback
    }

    /// Where Syncthing keeps its identity and configuration, in its own
    /// order: `$STHOMEDIR` alone when set; else its state folder (newer
    /// versions), then its config folder (older ones); none without a home.
    package static func syncthingHomes(environment: [String: String]) -> [String] {
        if let home = environment["STHOMEDIR"], home.hasPrefix("/") { return [home] }
        guard environment["HOME"]?.hasPrefix("/") == true else { return [] }
        return [
            base(environment, variable: "XDG_STATE_HOME", fallback: ".local/state") + "/syncthing",
            base(environment, variable: "XDG_CONFIG_HOME", fallback: ".config") + "/syncthing",
        ]
    }

    /// ("dir/", "name") — the folder keeps its trailing slash; "" for a bare name.
    package static func split(_ path: String) -> (folder: String, name: String) {
        guard let slash = path.lastIndex(of: "/") else { return ("", path) }
        return (String(path[...slash]), String(path[path.index(after: slash)...]))
    }

    /// ("todo", ".taskpaper"); a leading dot is part of the stem.
    package static func splitExtension(_ name: String) -> (stem: String, ext: String) {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return (name, "") }
        return (String(name[..<dot]), String(name[dot...]))
    }
}
