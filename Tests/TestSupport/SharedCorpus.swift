import Foundation

/// The shared corpus beside the checkout (`../shared`), when it is there.
public enum SharedCorpus {
    public static let root: URL = {
        let here = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
        return here.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("shared")
    }()

    public static var available: Bool { FileManager.default.fileExists(atPath: root.appendingPathComponent("corpus").path) }

    public static var edgeCasesURL: URL { root.appendingPathComponent("corpus/taskpaper-synthetic/tp3-edge-cases.json") }

    /// Every real TaskPaper file of the corpus, with its bytes.
    public static func realFiles() -> [(name: String, bytes: [UInt8])] {
        let dir = root.appendingPathComponent("corpus/taskpaper")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []
        return names.filter { $0.hasSuffix(".taskpaper") }.sorted().compactMap { name in
            guard let data = FileManager.default.contents(atPath: dir.appendingPathComponent(name).path) else { return nil }
            return (name, [UInt8](data))
        }
    }

    /// Why the corpus tests are skipped when it is missing.
    public static let skipReason = "../shared/corpus is not beside the checkout; corpus tests skipped"
}
