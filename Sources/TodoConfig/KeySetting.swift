/// One `key.<action> = <key> [<key>…]` line of the config, as written:
/// the app knows the actions and keys, and reports a bad line with its
/// `path:line`.
public struct KeySetting: Sendable, Equatable {
    public var action: String
    public var keys: String
    public var path: String
    public var line: Int

    public init(action: String, keys: String, path: String, line: Int) {
        self.action = action
        self.keys = keys
        self.path = path
        self.line = line
    }
}
