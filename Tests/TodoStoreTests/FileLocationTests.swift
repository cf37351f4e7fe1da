import Testing
@testable import TodoStore
@testable import FileAccess

@Suite struct FileLocationTests {
    let environment = ["TXTODO_FILE": "/env/todo.taskpaper", "XDG_DATA_HOME": "/data", "HOME": "/home/me"]

    @Test func flagWinsOverEverything() {
        #expect(FileLocation.todoPath(flag: "/flag.taskpaper", environment: environment) == "/flag.taskpaper")
    }

    @Test func environmentVariableWinsOverXDG() {
        #expect(FileLocation.todoPath(flag: nil, environment: environment) == "/env/todo.taskpaper")
    }

    @Test func xdgDataHomeThenHome() {
        #expect(
            FileLocation.todoPath(flag: nil, environment: ["XDG_DATA_HOME": "/data", "HOME": "/h"])
                == "/data/txtodo/todo.taskpaper")
        #expect(
            FileLocation.todoPath(flag: nil, environment: ["HOME": "/home/me"])
                == "/home/me/.local/share/txtodo/todo.taskpaper")
        // XDG says relative values are to be ignored.
        #expect(
            FileLocation.todoPath(flag: nil, environment: ["XDG_DATA_HOME": "rel", "HOME": "/h/"])
                == "/h/.local/share/txtodo/todo.taskpaper")
    }

    @Test func configPath() {
        #expect(FileLocation.configPath(environment: ["XDG_CONFIG_HOME": "/cfg", "HOME": "/h"]) == "/cfg/txtodo/config")
        #expect(FileLocation.configPath(environment: ["HOME": "/h"]) == "/h/.config/txtodo/config")
    }

    @Test func syncthingHomes() {
        #expect(FileLocation.syncthingHomes(environment: ["STHOMEDIR": "/st", "HOME": "/h"]) == ["/st"])
        #expect(
            FileLocation.syncthingHomes(environment: ["HOME": "/h"])
                == ["/h/.local/state/syncthing", "/h/.config/syncthing"])
        #expect(
            FileLocation.syncthingHomes(environment: ["STHOMEDIR": "rel", "XDG_STATE_HOME": "/s", "HOME": "/h"])
                == ["/s/syncthing", "/h/.config/syncthing"])
        #expect(FileLocation.syncthingHomes(environment: [:]).isEmpty)
    }

    @Test func archiveBesideTheFile() {
        #expect(FileLocation.archivePath(for: "/a/todo.taskpaper") == "/a/todo.archive.taskpaper")
        #expect(FileLocation.archivePath(for: "work.txt") == "work.archive.txt")
        #expect(FileLocation.archivePath(for: "/a.b/list") == "/a.b/list.archive.taskpaper")
    }
}
