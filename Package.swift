// swift-tools-version:6.0
import PackageDescription

// Linux only: the app uses Glibc, Linux pseudo-terminals, /proc, inotify
// and file leases.
let package = Package(
    name: "txtodo",
    products: [
        .executable(name: "txtodo", targets: ["txtodo"])
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2")
    ],
    targets: [
        // Pure: the lossless TaskPaper document (no clock, environment or file system).
        .target(name: "TaskPaper", dependencies: ["CBytes"]),
        // Pure: byte scans in C, sixteen bytes at a time (SSE2).
        .target(name: "CBytes"),
        // Pure: txtodo's meaning of the file — sections, tasks, daily rules, actions, undo.
        .target(name: "TodoCore", dependencies: ["TaskPaper"]),
        // Pure: the three-way merge of two versions of the file.
        .target(name: "TodoMerge", dependencies: ["TaskPaper", "TodoCore"]),
        // File and clock effects that know nothing of tasks: where files live, reading a
        // file whole, atomic and append writes, folder locks, stamps, temporary files, the
        // wall clock and the day it falls in.
        .target(
            name: "FileAccess", dependencies: ["TaskPaper", "CLinux"],
            // The crash tests' fault points (`Faults`): debug builds only.
            swiftSettings: [.define("FAULTS", .when(configuration: .debug))]),
        // The user's settings: the config file read into values (the version logs follow
        // its `versions` setting, so it sits below them).
        .target(name: "TodoConfig", dependencies: ["TodoCore", "FileAccess"]),
        // The version logs beside the file, their graph, and the conflict copies sync
        // tools leave beside it, merged from their nearest common version.
        .target(name: "TodoVersions", dependencies: ["FileAccess", "TodoConfig", "TodoCore", "TodoMerge"]),
        // The todo file's changes: reading with the daily rules, transactions, archive,
        // undo, first sight, watching the file for changes.
        .target(
            name: "TodoStore",
            dependencies: ["TodoCore", "TodoMerge", "FileAccess", "TodoConfig", "TodoVersions", "CLinux"]),
        // `txtodo sync`: the file through git, with txtodo's merge driver.
        .target(name: "TodoSync", dependencies: ["TodoStore", "TodoVersions", "TodoMerge", "FileAccess", "Processes"]),
        // ncursesw (libncurses-dev); only one Swift file imports it. The module
        // map names the libraries and `shim.h` the defines, so pkg-config's
        // -D flags, which SwiftPM refuses with a warning, are not needed.
        .systemLibrary(name: "CNcursesw"),
        // Pure: text made safe for a terminal or a pipe (no control sequences).
        .target(name: "Printable"),
        // Process effects: starting programs and waiting for them ($EDITOR,
        // the browser for a link, this program's own path).
        .target(name: "Processes", dependencies: ["Printable", "CLinux"]),
        // Linux calls that Swift's Glibc module leaves out (timerfd, statfs, pipe2).
        .target(name: "CLinux"),
        // Model–Update–View front end.
        .target(
            name: "TerminalUI",
            dependencies: ["TodoStore", "FileAccess", "TodoConfig", "Processes", "Printable", "CNcursesw"]),
        // @main, subcommands and wiring.
        .executableTarget(
            name: "txtodo",
            dependencies: [
                "TerminalUI",
                "TodoMerge",
                "FileAccess",
                "TodoConfig",
                "TodoVersions",
                "TodoSync",
                "Processes",
                "Printable",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // `make bench`: parser, CLI, app and other-writer figures.
        .executableTarget(
            name: "txtodo-bench",
            dependencies: [
                "TaskPaper", "TerminalUI", "TodoMerge", "FileAccess", "TodoConfig", "TestSupport", "Processes",
            ]),
        // Shared by tests and the bench: a seeded random generator, the other-writers driver.
        .target(name: "TestSupport", dependencies: ["Processes"], path: "Tests/TestSupport"),
        .testTarget(name: "TaskPaperTests", dependencies: ["TaskPaper", "TestSupport"]),
        .testTarget(name: "PrintableTests", dependencies: ["Printable"]),
        .testTarget(name: "TodoCoreTests", dependencies: ["TodoCore", "TestSupport"]),
        .testTarget(name: "TodoMergeTests", dependencies: ["TodoMerge", "TestSupport"]),
        .testTarget(
            name: "TodoStoreTests",
            dependencies: ["TodoStore", "TodoMerge", "FileAccess", "TodoConfig", "TodoVersions", "TestSupport"]),
        .testTarget(
            name: "TerminalUITests",
            dependencies: ["TerminalUI", "FileAccess", "TodoConfig", "TodoVersions", "Processes", "TestSupport"]),
        .testTarget(name: "CLITests", dependencies: ["TodoStore", "TestSupport"]),
        .testTarget(name: "EntryTests", dependencies: ["txtodo", "TodoStore"]),
    ],
    swiftLanguageModes: [.v6]
)
