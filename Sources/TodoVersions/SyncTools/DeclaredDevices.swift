import Glibc
import FileAccess

/// What each machine keeping a version log says of itself as Syncthing
/// knows it, in the versions folder beside its log: `<machine>.syncthing`,
///
///     txtodo syncthing 1
///     id ABCDEFG
///     sharing ABCDEFG HIJKLMN
///
/// its device's short id and the devices the folder is shared with. A
/// conflict copy's name carries the short id of the device whose version
/// Syncthing kept in the file, so these say whose log that version comes
/// after (see `CopyMakers`).
package enum DeclaredDevices {
    static let header = "txtodo syncthing 1"

    static func path(in folder: VersionFolder, machine: String) -> String { folder.path + machine + ".syncthing" }

    static func text(of device: SyncthingDevice) -> String {
        "\(header)\nid \(device.id)\nsharing \(device.sharing.joined(separator: " "))\n"
    }

    /// Writes this machine's declaration where it is missing or says
    /// otherwise; where it already says the same, dates it now, so that it
    /// stays newer than what Syncthing says (see `VersionKeeper`). False
    /// when it could not be written.
    @discardableResult
    static func declare(_ device: SyncthingDevice, machine: String, in folder: VersionFolder) -> Bool {
        let path = path(in: folder, machine: machine)
        let bytes = Array(text(of: device).utf8)
        if let had = (try? FileReader.readIfPresent(path)) ?? nil, had == bytes { return utimensat(AT_FDCWD, path, nil, 0) == 0 }
        return (try? AtomicWriter.savePrivate(bytes, to: path, durable: false)) != nil
    }

    /// Every machine's declaration in the folder, by machine id (a damaged
    /// one is left out: that machine's device is then unknown).
    static func read(_ folder: VersionFolder) -> [String: SyncthingDevice] {
        var found: [String: SyncthingDevice] = [:]
        for name in FolderNames.of(folder.path) where name.hasSuffix(".syncthing") && !name.hasPrefix(".") {
            guard let bytes = (try? FileReader.readIfPresent(folder.path + name)) ?? nil,
                let device = parse(String(decoding: bytes, as: UTF8.self))
            else { continue }
            found[String(name.dropLast(".syncthing".count))] = device
        }
        return found
    }

    static func parse(_ text: String) -> SyncthingDevice? {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard lines.count >= 3, lines[0] == header, lines[1].hasPrefix("id "), lines[2].hasPrefix("sharing ") else {
            return nil
        }
        let id = String(lines[1].dropFirst(3))
        guard isShortID(id) else { return nil }
        let sharing = lines[2].dropFirst(8).split(separator: " ").map(String.init)
        guard sharing.allSatisfy(isShortID) else { return nil }
        return SyncthingDevice(id: id, sharing: sharing)
    }

    /// Seven of Syncthing's base32 characters.
    static func isShortID(_ text: String) -> Bool {
        text.utf8.count == 7 && text.utf8.allSatisfy { (0x41...0x5A).contains($0) || (0x32...0x37).contains($0) }
    }
}
