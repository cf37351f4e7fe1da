import Testing
@testable import TodoStore
@testable import TodoVersions
import TodoCore

/// A change made on a machine comes from the version its file held, also
/// where the bytes alone cannot say which that was: the same bytes reached
/// through two histories, or an edit by hand as near to an older version
/// as to the one the file held.
@Suite struct WhatTheFileHeldTests {
    static let day = "@day(2026-11-22)"

    /// The laptop adds Two and deletes it again: its file holds the bytes
    /// the desk's still holds from the start. The sync tool takes the
    /// laptop's version to the desk and, the bytes being equal, gives the
    /// desk's file only its time. The desk then adds Three, and the phone,
    /// which had Two, adds Four apart: Two stays deleted, since the desk
    /// held the laptop's version when it added Three.
    @Test func bytesTheSyncToolGaveOnlyTheirTimeAreTheOtherMachinesVersion() throws {
        let f = try SharedFolders(["desk", "laptop", "phone"], start: "Today:\n\t- One \(Self.day)\n")
        let (desk, laptop, phone) = (f.machines[0], f.machines[1], f.machines[2])
        try laptop.commit(.add(.today, "Two", priority: 1))
        f.carry(from: laptop, to: phone)
        try phone.open()
        try laptop.commit(.delete(TaskRef(section: .today, name: "Two")))
        #expect(laptop.text == desk.text)
        f.agree(laptop, desk)
        try desk.commit(.add(.today, "Three", priority: 1))
        let records = try #require(VersionLog.read(desk.folder.file("todo.versions/" + desk.id + ".log"))).records
        let seen = try #require(records.dropLast().last)
        #expect(seen.kind == .seen && seen.from != .here && seen.from != .unsaid)
        try phone.commit(.add(.today, "Four", priority: 1))
        f.conflict(winner: desk, loser: phone, only: desk)
        let merged = try desk.open()
        #expect(merged.merges.count == 1 && merged.merges[0].hasPrefix("Merged a Syncthing copy"))
        #expect(SharedFolders.names(desk.text) == ["Four", "One", "Three"])
    }

    /// The desk deletes Two in an editor and appends Three, before txtodo
    /// runs there; the laptop, which had Two, then adds Four apart. The desk's
    /// edit is as near to the version before Two as to the one its file
    /// held; it was made on the one held, so Two stays deleted.
    @Test func anEditBesideAnotherMachinesCopyComesFromWhatTheFileHeld() throws {
        let f = try SharedFolders(["desk", "laptop"], start: "Today:\n\t- One \(Self.day)\n")
        let (desk, laptop) = (f.machines[0], f.machines[1])
        try desk.commit(.add(.today, "Two", priority: 1))
        f.carry(from: desk, to: laptop)
        try laptop.open()
        desk.saveByRename { $0.replacingOccurrences(of: "\t- Two \(Self.day)\n", with: "") + "\t- Three \(Self.day)\n" }
        desk.folder.date("todo.taskpaper", secondsFromNow: -1)
        try laptop.commit(.add(.today, "Four", priority: 1))
        f.conflict(winner: desk, loser: laptop, only: desk)
        let merged = try desk.open()
        #expect(merged.merges.count == 1 && merged.merges[0].hasPrefix("Merged a Syncthing copy"))
        #expect(SharedFolders.names(desk.text) == ["Four", "One", "Three"])
    }

    /// The laptop adds Two, then Three; only the second reaches the desk.
    /// The desk deletes Three in an editor, giving back the bytes of the
    /// laptop's first version, which no log ends with; the laptop adds Four
    /// apart, and wins; the desk's version is left beside the file there.
    /// Every other log is here, and no record of those bytes has the
    /// copy's time: the edit was made on what the desk held, so Three stays
    /// deleted.
    @Test func olderBytesWrittenAgainApartComeFromWhatTheirMachineHeld() throws {
        let f = try SharedFolders(["desk", "laptop"], start: "Today:\n\t- One \(Self.day)\n")
        let (desk, laptop) = (f.machines[0], f.machines[1])
        try laptop.commit(.add(.today, "Two", priority: 1))
        try laptop.commit(.add(.today, "Three", priority: 1))
        f.carry(from: laptop, to: desk)
        try desk.open()
        desk.saveByRename { $0.replacingOccurrences(of: "\t- Three \(Self.day)\n", with: "") }
        desk.folder.date("todo.taskpaper", secondsFromNow: -1)
        try laptop.commit(.add(.today, "Four", priority: 1))
        f.conflict(winner: laptop, loser: desk, only: desk)
        let merged = try desk.open()
        #expect(merged.merges.count == 1 && merged.merges[0].hasPrefix("Merged a Syncthing copy"), "\(merged.merges)")
        #expect(SharedFolders.names(desk.text) == ["Four", "One", "Two"])
        f.carry(from: desk, to: laptop)
        try laptop.open()
        #expect(SharedFolders.names(laptop.text) == ["Four", "One", "Two"])
    }

    /// The desk adds Five; the laptop takes it in and merges the phone's
    /// Two with it. Then the desk deletes Five and merges the phone's Two
    /// too, which gives the phone's very bytes. That merge came after the
    /// laptop's: the laptop's later versions do not come from it, so when
    /// the desk and the laptop meet, Five stays deleted.
    @Test func aMergeGivingBackOneSidesBytesIsNoParentOfWhatCameBeforeIt() throws {
        let f = try SharedFolders(["desk", "laptop", "phone"], start: "Today:\n\t- One \(Self.day)\n")
        let (desk, laptop, phone) = (f.machines[0], f.machines[1], f.machines[2])
        try desk.commit(.add(.today, "Five", priority: 1))
        f.carry(from: desk, to: laptop)
        try laptop.open()
        try phone.commit(.add(.today, "Two", priority: 1))
        f.conflict(winner: laptop, loser: phone, only: laptop)
        try laptop.open()
        #expect(SharedFolders.names(laptop.text) == ["Five", "One", "Two"])
        try desk.commit(.delete(TaskRef(section: .today, name: "Five")))
        f.conflict(winner: desk, loser: phone, only: desk)
        try desk.open()
        #expect(desk.text == phone.text)
        try laptop.commit(.add(.today, "Three", priority: 1))
        try desk.commit(.add(.today, "Four", priority: 1))
        f.conflict(winner: desk, loser: laptop)
        for m in [desk, laptop] {
            let merged = try m.open()
            #expect(merged.merges.count == 1 && merged.merges[0].hasPrefix("Merged a Syncthing copy"), "\(merged.merges)")
            #expect(SharedFolders.names(m.text) == ["Four", "One", "Three", "Two"], "\(m.name)")
        }
    }
}
