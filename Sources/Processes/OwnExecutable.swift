import Glibc

/// This program's own path: for running itself in the background (the
/// app's sync) and for naming itself to git as the merge driver.
public enum OwnExecutable {
    /// The absolute path of the running program, nil when unknown.
    public static var path: String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let n = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard n > 0 else { return nil }
        return String(decoding: buffer[0..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// `txtodo` when that name on PATH is this program, else its full path.
    public static func name(environment: [String: String]) -> String {
        guard let own = path else { return "txtodo" }
        guard let found = Subprocess.find("txtodo", environment: environment) else { return own }
        guard let real = realpath(found, nil) else { return own }
        defer { free(real) }
        return String(cString: real) == own ? "txtodo" : own
    }
}
