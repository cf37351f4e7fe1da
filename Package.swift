// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "txtodo",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "txtodo", targets: ["txtodo"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        // Pure: the lossless TaskPaper document (no clock, environment or file system).
        .target(name: "TaskPaper"),
        // Pure: txtodo's meaning of the file — sections, tasks, daily rules, actions, undo.
        .target(name: "TodoCore", dependencies: ["TaskPaper"]),
        // Every file effect: locating, reading, atomic writes, archive, config, locking.
        .target(name: "TodoStore", dependencies: ["TodoCore"]),
        // ncursesw through pkg-config; only one Swift file imports it.
        .systemLibrary(
            name: "CNcursesw",
            pkgConfig: "ncursesw",
            providers: [.apt(["libncurses-dev"])]
        ),
        // Model–Update–View front end.
        .target(name: "TerminalUI", dependencies: ["TodoStore", "CNcursesw"]),
        // @main, subcommands and wiring.
        .executableTarget(
            name: "txtodo",
            dependencies: [
                "TerminalUI",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // `make bench`: parser and CLI figures.
        .executableTarget(name: "txtodo-bench", dependencies: ["TaskPaper", "TerminalUI"]),
        // Shared by the property tests: a seeded random generator.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "TaskPaperTests", dependencies: ["TaskPaper", "TestSupport"]),
        .testTarget(name: "TodoCoreTests", dependencies: ["TodoCore", "TestSupport"]),
        .testTarget(name: "TodoStoreTests", dependencies: ["TodoStore"]),
        .testTarget(name: "TerminalUITests", dependencies: ["TerminalUI"]),
        .testTarget(name: "CLITests", dependencies: ["TodoStore"]),
    ],
    swiftLanguageModes: [.v6]
)
