/// The user's settings: `$XDG_CONFIG_HOME/txtodo/config`, lines of `key = value`.
///
///     # comments and blank lines are fine
///     archive = on          # on | off: keep expired tasks in todo.archive.taskpaper
///     rollover = 04:00      # HH:MM: when the new day starts (default 00:00)
public struct Config: Sendable, Equatable {
    public var archive: Bool
    /// Minutes after local midnight at which the day starts.
    public var rolloverMinutes: Int

    public init(archive: Bool = true, rolloverMinutes: Int = 0) {
        self.archive = archive
        self.rolloverMinutes = rolloverMinutes
    }

    public static func parse(_ text: String, path: String) throws(StoreError) -> Config {
        var config = Config()
        var number = 0
        for raw in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }) {
            number += 1
            let line = raw.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? ""
            let trimmed = line.trimmed
            if trimmed.isEmpty { continue }
            let parts = trimmed.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard parts.count == 2 else {
                throw .badConfig(path: path, line: number, problem: "expected `key = value`, found `\(trimmed)`")
            }
            let key = String(parts[0]).trimmed.lowercased(), value = String(parts[1]).trimmed
            switch key {
            case "archive":
                switch value.lowercased() {
                case "on", "yes", "true": config.archive = true
                case "off", "no", "false": config.archive = false
                default: throw .badConfig(path: path, line: number, problem: "archive must be on or off, not `\(value)`")
                }
            case "rollover":
                guard let minutes = minutes(of: value) else {
                    throw .badConfig(path: path, line: number, problem: "rollover must be a time HH:MM between 00:00 and 23:59, not `\(value)`")
                }
                config.rolloverMinutes = minutes
            default:
                throw .badConfig(path: path, line: number, problem: "unknown setting `\(key)`; known settings are archive and rollover")
            }
        }
        return config
    }

    /// Reads the config file; a missing file means the defaults.
    public static func load(environment: [String: String]) throws(StoreError) -> Config {
        let path = FileLocation.configPath(environment: environment)
        guard let bytes = try FileReader.readIfPresent(path) else { return Config() }
        return try parse(String(decoding: bytes, as: UTF8.self), path: path)
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

extension String {
    /// Without leading and trailing spaces and tabs.
    var trimmed: String {
        var s = Substring(self)
        while let f = s.first, f == " " || f == "\t" { s = s.dropFirst() }
        while let l = s.last, l == " " || l == "\t" { s = s.dropLast() }
        return String(s)
    }
}
