#if canImport(Glibc)
import Glibc
#endif
import Testing
@testable import TodoStore

@Suite struct ConfigTests {
    @Test func defaultsWhenEmpty() throws {
        #expect(try Config.parse("", path: "c") == Config(archive: true, rolloverMinutes: 0))
    }

    @Test func readsSettingsCommentsAndBlankLines() throws {
        let text = "# my settings\n\narchive = off   # keep nothing\r\n  rollover=04:30\n"
        #expect(try Config.parse(text, path: "c") == Config(archive: false, rolloverMinutes: 270))
    }

    @Test func unknownKeyNamesPathAndLine() {
        #expect(throws: StoreError.badConfig(path: "/x/config", line: 2,
                                             problem: "unknown setting `colour`; known settings are archive and rollover")) {
            try Config.parse("archive = on\ncolour = red\n", path: "/x/config")
        }
    }

    @Test(arguments: ["24:00", "4", "04:7", "aa:bb", "-1:00", "04:60", ""])
    func badRolloverIsRefused(value: String) {
        #expect(throws: StoreError.self) { try Config.parse("rollover = \(value)", path: "c") }
    }

    @Test func badArchiveValueIsOneLine() throws {
        let error = #expect(throws: StoreError.self) { try Config.parse("\n\narchive = maybe", path: "cfg") }
        #expect(error?.description == "cfg:3: archive must be on or off, not `maybe`")
    }

    @Test func missingLineIsAnError() {
        #expect(throws: StoreError.self) { try Config.parse("archive\n", path: "c") }
    }

    @Test func loadReadsXDGConfigAndMissingMeansDefaults() throws {
        let folder = TempFolder()
        #expect(try Config.load(environment: ["XDG_CONFIG_HOME": folder.path]) == Config())
        _ = mkdir(folder.file("txtodo"), 0o755)
        folder.write("txtodo/config", "rollover = 03:00\n")
        #expect(try Config.load(environment: ["XDG_CONFIG_HOME": folder.path]).rolloverMinutes == 180)
    }
}
