#if canImport(Glibc)
    import Glibc
#endif
import Testing
@testable import TodoStore
@testable import FileAccess
@testable import TodoConfig

@Suite struct ConfigTests {
    @Test func defaultsWhenEmpty() throws {
        #expect(try Config.parse("", path: "c") == Config(archive: true, rolloverMinutes: 0))
    }

    @Test func readsSettingsCommentsAndBlankLines() throws {
        let text = "# my settings\n\narchive = off   # keep nothing\r\n  rollover=04:30\n"
        #expect(try Config.parse(text, path: "c") == Config(archive: false, rolloverMinutes: 270))
    }

    @Test func readsHowToMergeConflictCopiesAndWhenToSync() throws {
        let config = try Config.parse("conflicts = warn\nsync = git-always\n", path: "c")
        #expect(config == Config(mergesConflicts: false, sync: .gitAlways))
        #expect(try Config.parse("sync = git", path: "c").sync == .git)
        #expect(
            throws: StoreError.badConfig(path: "c", line: 1, problem: "conflicts must be merge or warn, not `ask`")
        ) { try Config.parse("conflicts = ask", path: "c") }
        #expect(
            throws: StoreError.badConfig(path: "c", line: 1, problem: "sync must be off, git or git-always, not `svn`")
        ) { try Config.parse("sync = svn", path: "c") }
    }

    @Test func mouseIsOffUnlessSwitchedOn() throws {
        #expect(try Config.parse("", path: "c").mouse == false)
        #expect(try Config.parse("mouse = on\n", path: "c").mouse == true)
        #expect(try Config.parse("mouse = off\n", path: "c").mouse == false)
        #expect(throws: StoreError.badConfig(path: "c", line: 2, problem: "mouse must be on or off, not `maybe`")) {
            try Config.parse("\nmouse = maybe\n", path: "c")
        }
    }

    /// The list's order within a priority: the file's (the default) or by name.
    @Test func sortIsFileUnlessNamed() throws {
        #expect(try Config.parse("", path: "c").order == .file)
        #expect(try Config.parse("sort = name\n", path: "c").order == .name)
        #expect(try Config.parse("sort = File # mine\n", path: "c").order == .file)
        #expect(throws: StoreError.badConfig(path: "c", line: 2, problem: "sort must be file or name, not `date`")) {
            try Config.parse("\nsort = date\n", path: "c")
        }
    }

    @Test func aMachineNameIsKeptAsWritten() throws {
        #expect(try Config.parse("", path: "c").machineName == nil)
        #expect(try Config.parse("machine = Sam's laptop  # at home\n", path: "c").machineName == "Sam's laptop")
        #expect(throws: StoreError.badConfig(path: "c", line: 1, problem: "machine must be a name, like `machine = laptop`")) {
            try Config.parse("machine =", path: "c")
        }
    }

    @Test func unknownKeyNamesPathAndLine() {
        #expect(
            throws: StoreError.badConfig(
                path: "/x/config", line: 2,
                problem: "unknown setting `colour`; known settings are "
                    + "archive, rollover, conflicts, sync, mouse, machine, sort and versions")
        ) {
            try Config.parse("archive = on\ncolour = red\n", path: "/x/config")
        }
    }

    @Test func keyLinesAreKeptAsWrittenForTheApp() throws {
        let config = try Config.parse("archive = off\nkey.check = c\nKey.Delay = > D\n", path: "/x/config")
        #expect(
            config.keys == [
                KeySetting(action: "check", keys: "c", path: "/x/config", line: 2),
                KeySetting(action: "delay", keys: "> D", path: "/x/config", line: 3),
            ])
        #expect(config.archive == false)
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
