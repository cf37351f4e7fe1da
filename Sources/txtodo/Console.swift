import Glibc

import ArgumentParser
import TerminalUI
import Printable

/// Plain output on the standard streams, and the process environment. Every
/// line printed passes `PrintableText`, so nothing read from a file or typed
/// on the command line can move the cursor, colour or retitle the terminal.
enum Console {
    /// Runs commands in-process with a given environment, keeping what they
    /// print instead of writing it (how the argument routes are compared).
    final class Scope: @unchecked Sendable {
        let environment: [String: String]
        /// Bytes written to standard output and to standard error. Written
        /// only by the task that runs inside the scope.
        var out: [UInt8] = []
        var err: [UInt8] = []

        init(environment: [String: String]) { self.environment = environment }
    }

    @TaskLocal static var scope: Scope?

    static func out(_ text: String) { put(text, fd: 1) }

    /// The path from the root: a relative one is taken from the working directory.
    static func absolute(_ path: String) -> String {
        guard !path.hasPrefix("/"), let cwd = getcwd(nil, 0) else { return path }
        defer { free(cwd) }
        let base = String(cString: cwd)
        let relative = path.hasPrefix("./") ? String(path.dropFirst(2)) : path
        return (base.hasSuffix("/") ? base : base + "/") + relative
    }

    /// One line on stderr.
    static func err(_ text: String) { put(text, fd: 2) }

    /// Prints `txtodo: <text>` on stderr; throw the result to exit with status 1.
    static func refusal(_ text: String) -> ExitCode {
        err("txtodo: " + text)
        return .failure
    }

    /// Part of a longer text on stdout, as UTF-8 that ends where a scalar
    /// does: the sanitiser works scalar by scalar, so pieces sanitised one by
    /// one give the bytes the whole text would. No line break is added.
    static func out(part bytes: [UInt8]) {
        guard PrintableText.isPrintable(bytes, keepingLineBreaks: true) else {
            let text = PrintableText.sanitized(String(decoding: bytes, as: UTF8.self), keepingLineBreaks: true)
            return writeAll(Array(text.utf8), fd: 1)
        }
        writeAll(bytes, fd: 1)
    }

    private static func put(_ text: String, fd: Int32) {
        var bytes = Array(PrintableText.sanitized(text, keepingLineBreaks: true).utf8)
        bytes.append(0x0A)
        writeAll(bytes, fd: fd)
    }

    static func writeAll(_ bytes: [UInt8], fd: Int32) {
        if let scope {
            if fd == 1 { scope.out += bytes } else { scope.err += bytes }
            return
        }
        bytes.withUnsafeBytes { buffer in
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
        if let scope { return scope.environment }
        return processEnvironment
    }

    /// Read once: txtodo never changes its own environment.
    private static let processEnvironment = readEnvironment()

    private static func readEnvironment() -> [String: String] {
        var result: [String: String] = [:]
        var entry = environ
        while let pointer = entry.pointee {
            entry += 1
            let bytes = UnsafeBufferPointer(
                start: UnsafeRawPointer(pointer).assumingMemoryBound(to: UInt8.self), count: strlen(pointer))
            if let (name, value) = split(bytes) {
                if result[name] == nil { result[name] = value }
                continue
            }
            let text = String(cString: pointer)
            if let eq = text.firstIndex(of: "="), result[String(text[..<eq])] == nil {
                result[String(text[..<eq])] = String(text[text.index(after: eq)...])
            }
        }
        return result
    }

    /// `NAME=value` split at its first `=` on the bytes, when that `=` is a
    /// character of its own (ASCII or nothing on both sides): nil for an
    /// entry without `=` or where a mark could join the `=`, which the
    /// string's own characters decide.
    static func split(_ bytes: UnsafeBufferPointer<UInt8>) -> (String, String)? {
        guard let eq = bytes.firstIndex(of: 0x3D) else { return nil }
        guard eq == 0 || bytes[eq - 1] < 0x80, eq + 1 == bytes.count || bytes[eq + 1] < 0x80 else { return nil }
        return (
            String(decoding: UnsafeBufferPointer(rebasing: bytes[..<eq]), as: UTF8.self),
            String(decoding: UnsafeBufferPointer(rebasing: bytes[(eq + 1)...]), as: UTF8.self)
        )
    }
}
