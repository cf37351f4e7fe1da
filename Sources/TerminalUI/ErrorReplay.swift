import Glibc

/// While curses owns the screen, stderr goes to a temporary file; it is
/// written back to the terminal when the app ends or crashes, so a crash
/// report is never lost in the alternate screen. Only async-signal-safe calls.
enum ErrorReplay {
    nonisolated(unsafe) private static var savedError: Int32 = -1
    nonisolated(unsafe) private static var captured: Int32 = -1

    static func begin() {
        guard isatty(2) == 1 else { return }
        var template = Array("/tmp/txtodo-stderr-XXXXXX".utf8CString)
        let file = mkstemp(&template)
        guard file >= 0 else { return }
        unlink(template)
        savedError = dup(2)
        captured = file
        dup2(file, 2)
    }

    static func end() {
        guard savedError >= 0, captured >= 0 else { return }
        dup2(savedError, 2)
        lseek(captured, 0, SEEK_SET)
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(captured, $0.baseAddress, 4096) }
            if count <= 0 { break }
            _ = buffer.withUnsafeBytes { write(2, $0.baseAddress, count) }
        }
        close(captured)
        close(savedError)
        captured = -1
        savedError = -1
    }
}
