import TodoCore
import FileAccess

/// The user's settings: `$XDG_CONFIG_HOME/txtodo/config`, lines of `key = value`.
///
///     # comments and blank lines are fine
///     archive = on          # on | off: keep expired tasks in todo.archive.taskpaper
///     rollover = 04:00      # HH:MM: when the new day starts (default 00:00)
///     conflicts = merge     # merge | warn: sync-conflict copies beside the file
///     sync = git            # off | git | git-always: when to run `txtodo sync`
///     mouse = on            # on | off (default): the app takes wheel and clicks
///     machine = laptop      # this machine's name in other machines' merge lines
///     versions = auto       # auto | on | off: version logs beside the file (see `VersionPlace`)
///     sort = name           # file (default) | name: tasks of one priority by name
///     key.check = c         # the app's keys: key.<action> = <key> [<key>…]
public struct Config: Sendable, Equatable {
    public var archive: Bool
    /// Whether the app asks the terminal for mouse reports.
    public var mouse = false
    /// Minutes after local midnight at which the day starts.
    public var rolloverMinutes: Int
    /// Merge sync-conflict copies into the file (else only warn).
    public var mergesConflicts: Bool
    public var sync: SyncSetting
    /// What other machines call this one when they merge its changes (nil:
    /// the host name).
    public var machineName: String?
    /// How tasks of one priority follow each other on the list: the file's
    /// order (the user's own), or by name.
    public var order: ListOrder = .file
    /// `key.<action>` lines, in file order; the app checks the names.
    public var keys: [KeySetting] = []
    /// Whether version logs are kept beside the file (see `VersionPlace`).
    public var versions: Versions = .auto
    /// Where Syncthing may keep this machine's identity (`cert.pem`) and
    /// its folders (`config.xml`), from the environment: `$STHOMEDIR`, else
    /// its state and config folders. Read only when a version is recorded.
    public var syncthingHomes: [String] = []
    /// The user's home folder (`~` in Syncthing's folder paths).
    public var userHome: String?

    /// When this machine keeps version logs of the file.
    public enum Versions: String, Sendable, Equatable {
        /// Where a sync tool is found, or a conflict copy was seen.
        case auto
        case on
        case off
    }

    /// When txtodo syncs through git by itself (`S` in the app always can).
    public enum SyncSetting: String, Sendable, Equatable {
        /// Only when asked.
        case off
        /// The app syncs on start and on quit.
        case git
        /// The app, and every command that changes the file, after the change.
        case gitAlways = "git-always"
    }

    public init(
        archive: Bool = true, rolloverMinutes: Int = 0, mergesConflicts: Bool = true, sync: SyncSetting = .off,
        machineName: String? = nil
    ) {
        self.archive = archive
        self.rolloverMinutes = rolloverMinutes
        self.mergesConflicts = mergesConflicts
        self.sync = sync
        self.machineName = machineName
    }

    public static func parse(_ text: String, path: String) throws(StoreError) -> Config {
        var config = Config()
        var number = 0
        for raw in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }) {
            number += 1
            let line = raw.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? ""
            let trimmed = String(line.trimmingWhitespace())
            if trimmed.isEmpty { continue }
            let parts = trimmed.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard parts.count == 2 else {
                throw .badConfig(path: path, line: number, problem: "expected `key = value`, found `\(trimmed)`")
            }
            let key = parts[0].trimmingWhitespace().lowercased(), value = String(parts[1].trimmingWhitespace())
            if key.hasPrefix("key.") {
                config.keys.append(
                    KeySetting(action: String(key.dropFirst(4)), keys: value, path: path, line: number))
                continue
            }
            switch key {
            case "archive", "mouse":
                guard let on = switchValue(value) else {
                    throw .badConfig(path: path, line: number, problem: "\(key) must be on or off, not `\(value)`")
                }
                if key == "archive" { config.archive = on } else { config.mouse = on }
            case "rollover":
                guard let minutes = minutes(of: value) else {
                    throw .badConfig(
                        path: path, line: number, problem: "rollover must be a time HH:MM between 00:00 and 23:59, not `\(value)`"
                    )
                }
                config.rolloverMinutes = minutes
            case "conflicts":
                switch value.lowercased() {
                case "merge": config.mergesConflicts = true
                case "warn": config.mergesConflicts = false
                default: throw .badConfig(path: path, line: number, problem: "conflicts must be merge or warn, not `\(value)`")
                }
            case "sync":
                guard let setting = SyncSetting(rawValue: value.lowercased()) else {
                    throw .badConfig(path: path, line: number, problem: "sync must be off, git or git-always, not `\(value)`")
                }
                config.sync = setting
            case "sort":
                guard let order = ListOrder(rawValue: value.lowercased()) else {
                    throw .badConfig(path: path, line: number, problem: "sort must be file or name, not `\(value)`")
                }
                config.order = order
            case "machine":
                guard !value.isEmpty else {
                    throw .badConfig(path: path, line: number, problem: "machine must be a name, like `machine = laptop`")
                }
                config.machineName = value
            case "versions":
                guard let setting = Versions(rawValue: value.lowercased()) else {
                    throw .badConfig(path: path, line: number, problem: "versions must be auto, on or off, not `\(value)`")
                }
                config.versions = setting
            default:
                throw .badConfig(
                    path: path, line: number,
                    problem: "unknown setting `\(key)`; known settings are "
                        + "archive, rollover, conflicts, sync, mouse, machine, sort and versions")
            }
        }
        return config
    }

    /// Reads the config file; a missing file means the defaults.
    public static func load(environment: [String: String]) throws(StoreError) -> Config {
        let path = FileLocation.configPath(environment: environment)
        var config = Config()
        if let bytes = try FileReader.readIfPresent(path) {
            config = try parse(String(decoding: bytes, as: UTF8.self), path: path)
        }
        config.userHome = environment["HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
        config.syncthingHomes = FileLocation.syncthingHomes(environment: environment)
        return config
    }

    static func switchValue(_ text: String) -> Bool? {
        switch text.lowercased() {
        case "on", "yes", "true": true
        case "off", "no", "false": false
        default: nil
        }
    }

    /// "HH:MM" → minutes after midnight.
    static func minutes(of text: String) -> Int? {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, (1...2).contains(parts[0].count), parts[1].count == 2,
            parts.allSatisfy({ $0.allSatisfy(\.isASCII) }),
            let h = Int(parts[0]), let m = Int(parts[1]), (0..<24).contains(h), (0..<60).contains(m)
        else { return nil }
        return h * 60 + m
    }
}
