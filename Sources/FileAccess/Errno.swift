import Glibc

/// The C library's text for the current `errno`, e.g. "Permission denied".
package func errnoText(_ code: Int32 = errno) -> String {
    guard let s = strerror(code) else { return "error \(code)" }
    return String(cString: s).lowercasedFirst
}

extension String {
    /// "Permission denied" → "permission denied", to sit inside a sentence.
    var lowercasedFirst: String {
        guard let f = first else { return self }
        return f.lowercased() + dropFirst()
    }
}
