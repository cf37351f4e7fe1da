#if canImport(Glibc)
    import Glibc
#endif

/// The `txtodo` the end-to-end tests run: `$TXTODO_TEST_BINARY` when set
/// (`make test-release` points it at the static release build that ships),
/// else the debug build beside the test bundle.
public enum BuiltBinary {
    public static let path: String = {
        if let given = getenv("TXTODO_TEST_BINARY").map({ String(cString: $0) }), !given.isEmpty { return given }
        var buffer = [CChar](repeating: 0, count: 4096)
        let n = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        let exe = String(decoding: buffer[0..<max(n, 0)].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return String(exe[..<(exe.lastIndex(of: "/") ?? exe.endIndex)]) + "/txtodo"
    }()
}
