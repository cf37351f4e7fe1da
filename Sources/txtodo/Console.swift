#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Plain output on the standard streams, and the process environment.
enum Console {
    static func out(_ text: String) { put(text + "\n", fd: 1) }

    /// One line on stderr.
    static func err(_ text: String) { put(text + "\n", fd: 2) }

    private static func put(_ text: String, fd: Int32) {
        var bytes = Array(text.utf8)
        bytes.withUnsafeMutableBytes { buffer in
            var done = 0
            while done < buffer.count {
                let n = write(fd, buffer.baseAddress! + done, buffer.count - done)
                if n < 0 && errno == EINTR { continue }
                if n <= 0 { return }
                done += n
            }
        }
    }

    /// The environment as a dictionary (the first value of a repeated name wins).
    static func environment() -> [String: String] {
        var result: [String: String] = [:]
        var entry = environ
        while let pointer = entry.pointee {
            let text = String(cString: pointer)
            if let eq = text.firstIndex(of: "="), result[String(text[..<eq])] == nil {
                result[String(text[..<eq])] = String(text[text.index(after: eq)...])
            }
            entry += 1
        }
        return result
    }
}
