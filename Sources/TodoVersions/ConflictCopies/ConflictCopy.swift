import FileAccess

/// A copy a sync tool left beside the file when two machines changed it,
/// and what its name says about where it came from.
package struct ConflictCopy: Sendable, Equatable {
    enum Tool: String, Sendable { case syncthing = "Syncthing", dropbox = "Dropbox", nextcloud = "Nextcloud" }

    var name: String
    /// A copy of the archive rather than of the todo file.
    var ofArchive = false
    var tool: Tool
    /// What the name says of where the copy came from: Dropbox's account;
    /// Syncthing's short device id, which names the device whose version
    /// was kept in the file, not the copy's.
    var origin: String?

    /// Syncthing: `todo.sync-conflict-20261122-101010-ABCDEFG.taskpaper`;
    /// Dropbox: `todo (Sam's conflicted copy 2026-11-22).taskpaper`;
    /// Nextcloud/ownCloud: `todo (conflicted copy 2026-11-22 101010).taskpaper`.
    init?(name: String, stem: String, ext: String) {
        guard name.hasSuffix(ext), name.count > ext.count else { return nil }
        let middle = name.dropLast(ext.count)
        self.name = name
        if middle.hasPrefix(stem + ".sync-conflict-") {
            tool = .syncthing
            let parts = middle.dropFirst(stem.count + 15).split(separator: "-", maxSplits: 2)
            origin = parts.count == 3 ? String(parts[2]) : nil
            return
        }
        guard middle.hasPrefix(stem + " ("), middle.hasSuffix(")") else { return nil }
        let inside = middle.dropFirst(stem.count + 2).dropLast()
        if inside.hasPrefix("conflicted copy ") {
            tool = .nextcloud
            origin = nil
        } else if let owner = inside.firstRange(of: "'s conflicted copy") {
            tool = .dropbox
            origin = String(inside[..<owner.lowerBound])
        } else {
            return nil
        }
    }

    /// Where the copy is: in the folder of `file` (the file it is a copy of,
    /// or the file it is beside).
    func path(beside file: String) -> String { FileLocation.split(file).folder + name }

    /// "a Syncthing copy from laptop": `machine` is the one whose changes
    /// the merge brought (from the version logs); without it, Dropbox's
    /// account from the name.
    func described(from machine: String?) -> String {
        let from = machine ?? (tool == .dropbox ? origin : nil)
        return "a \(tool.rawValue) copy" + (from.map { " from \($0)" } ?? "")
    }
}
