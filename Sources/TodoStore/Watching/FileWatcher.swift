import CLinux
import Glibc
import FileAccess

/// How the app learns of changes it did not make: inotify on the folder of
/// the real file (editors and txtodo itself replace the file by a rename,
/// which a watch on the file alone would lose), and a timer that wakes when
/// the wall clock is set (the next roll-over instant must be worked out
/// again). When the todo path is a symbolic link, the link's own folder is
/// watched too, and when the link comes to name another file the watches
/// follow it. Where inotify cannot watch (the folder does not exist yet, no
/// inotify left, some network file systems), the app falls back to looking
/// at the file's stamp twice a second. The folder of version logs beside
/// the file is watched too (once it exists): a log that arrives can let a
/// conflict copy that waits for it be merged. A wake-up says whether it
/// may concern the file (see `Wake`), so that changes to other files in a
/// shared folder need not make the app look at the disk each time.
public final class FileWatcher {
    /// What woke the app, as `drain()` finds it.
    public enum Wake: Equatable, Sendable {
        /// Nothing was waiting to be read (the wait ran out).
        case nothing
        /// Only changes to other files in the folder, whose names cannot
        /// be the file's, its archive's, a conflict copy's or a sync tool's
        /// or an editor's file of it: each such name holds the file's stem.
        case others
        /// A change that may concern the file, a clock set, a watch lost,
        /// or a log in the versions folder; or the folder is looked at by
        /// polling.
        case ours
    }

    /// The inotify descriptor, -1 when there is none.
    private var inotify: Int32 = -1
    /// A realtime timer armed far ahead that turns readable when the clock is set; -1 if none.
    private var clockSet: Int32 = -1
    /// The todo file's path as given, and the file it names now.
    private let path: String
    private var target: String
    private let versions: String?
    private var watchesVersions = false
    /// The watch on the versions folder (-1: none).
    private var versionsWatch: Int32 = -1
    /// The stems of the names a change of the file can come under (the
    /// real file's and the link's), as bytes; nil when one is not ASCII
    /// (another program may write the name decomposed: every name counts).
    private var stems: [[UInt8]]? = nil

    init(path: String, versions: String?) {
        self.path = path
        self.versions = versions
        target = AtomicWriter.resolvedTarget(path)
        stems = Self.stems(of: [target, path])
        watchFolders()
        clockSet = Self.clockSetTimer()
    }

    deinit {
        if inotify >= 0 { close(inotify) }
        if clockSet >= 0 { close(clockSet) }
    }

    /// Whether outside changes are only found by looking (no inotify watch).
    public var isPolling: Bool { inotify < 0 }

    /// The descriptors to wait on besides the terminal.
    public var descriptors: [Int32] { [inotify, clockSet].filter { $0 >= 0 } }

    /// Empties the descriptors after a wake-up and says what woke it; the
    /// app then looks at the file and the day. Re-arms what was lost: the
    /// clock timer after a clock change, the watches after a folder went or
    /// the link came to name another file (or, when polling, tries again to
    /// watch a folder that may exist now).
    @discardableResult
    public func drain() -> Wake {
        var wake = Wake.nothing
        if clockSet >= 0 {
            var expirations: UInt64 = 0
            if read(clockSet, &expirations, 8) < 0 && errno == ECANCELED {
                close(clockSet)
                clockSet = Self.clockSetTimer()
                wake = .ours
            }
        }
        guard inotify >= 0 else {
            rearm()
            return .ours
        }
        var buffer = [UInt8](repeating: 0, count: 8192)
        var lost = false
        while true {
            let count = buffer.withUnsafeMutableBytes { read(inotify, $0.baseAddress, $0.count) }
            if count <= 0 { break }
            let (ended, concerns) = look(at: buffer[..<count])
            lost = lost || ended
            if wake != .ours { wake = concerns ? .ours : .others }
        }
        if lost || AtomicWriter.resolvedTarget(path) != target {
            rearm()
            return .ours
        }
        if !watchesVersions { watchVersions() }
        return wake
    }

    /// What a batch of inotify events says, in one pass: whether a watch
    /// ended, and whether one may be about the file: one of the versions
    /// folder, one without a name (the folder itself, a queue that
    /// overflowed), or one whose name holds a stem of the file's names.
    private func look(at events: ArraySlice<UInt8>) -> (ended: Bool, concerns: Bool) {
        var ended = false
        var concerns = stems == nil
        var offset = events.startIndex
        while offset + 16 <= events.endIndex {
            let watch = Int32(bitPattern: word(events, offset))
            ended = ended || word(events, offset + 4) & UInt32(IN_IGNORED) != 0
            let length = Int(word(events, offset + 12))
            let start = offset + 16
            offset = start + length
            guard !concerns, let stems else { continue }
            guard watch != versionsWatch, length > 0, offset <= events.endIndex else {
                concerns = true
                continue
            }
            let name = events[start..<offset].prefix { $0 != 0 }
            concerns = name.contains { $0 >= 0x80 } || stems.contains { Self.holds(name, $0) }
        }
        return (ended, concerns)
    }

    /// Whether `name` holds `stem` anywhere. (The standard library's
    /// `firstRange(of:)` does the same but cost the app about half again
    /// its CPU time per change of another file.)
    private static func holds(_ name: ArraySlice<UInt8>, _ stem: [UInt8]) -> Bool {
        guard name.count >= stem.count else { return false }
        var start = name.startIndex
        while start + stem.count <= name.endIndex {
            if name[start..<start + stem.count].elementsEqual(stem) { return true }
            start += 1
        }
        return false
    }

    /// The stems of the real file's name and of the link's (see `stems`).
    private static func stems(of names: [String]) -> [[UInt8]]? {
        let stems = names.map { Array(FileLocation.splitExtension(FileLocation.split($0).name).stem.utf8) }
        return stems.allSatisfy({ $0.allSatisfy { $0 < 0x80 } }) ? stems : nil
    }

    /// Watches anew, from the file the path names now.
    private func rearm() {
        if inotify >= 0 { close(inotify) }
        inotify = -1
        watchesVersions = false
        versionsWatch = -1
        target = AtomicWriter.resolvedTarget(path)
        stems = Self.stems(of: [target, path])
        watchFolders()
    }

    private func word(_ bytes: ArraySlice<UInt8>, _ at: Int) -> UInt32 {
        (0..<4).reduce(UInt32(0)) { $0 | UInt32(bytes[at + $1]) << (8 * UInt32($1)) }
    }

    /// File systems whose changes made on another machine inotify never
    /// reports: NFS, SMB/CIFS, FUSE (sshfs…), 9p, Ceph, AFS.
    private static let remoteFileSystems: Set<Int> = [
        0x6969, 0x517B, 0xFF53_4D42, 0xFE53_4D42, 0x6573_5546, 0x0102_1997, 0x00C3_6400, 0x5346_414F,
    ]

    /// The real file's folder, and the link's folder when the path is a link.
    private var folders: [String] {
        let real = Self.folder(of: target)
        var st = stat()
        guard lstat(path, &st) == 0, (st.st_mode & S_IFMT) == S_IFLNK else { return [real] }
        let link = Self.folder(of: path)
        return FileLocation.realPath(link) == FileLocation.realPath(real) ? [real] : [real, link]
    }

    private static func folder(of file: String) -> String {
        let slash = file.lastIndex(of: "/")
        return slash.map { $0 == file.startIndex ? "/" : String(file[..<$0]) } ?? "."
    }

    private func watchFolders() {
        let folders = self.folders
        var info = statfs()
        guard statfs(folders[0], &info) == 0, !Self.remoteFileSystems.contains(Int(info.f_type)) else { return }
        if inotify < 0 { inotify = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC)) }
        guard inotify >= 0 else { return }
        let events =
            IN_MODIFY | IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_CREATE | IN_DELETE | IN_ATTRIB
            | IN_DELETE_SELF | IN_MOVE_SELF
        for folder in folders where inotify_add_watch(inotify, folder, UInt32(events)) < 0 {
            close(inotify)
            inotify = -1
            return
        }
        watchVersions()
    }

    private static let events = IN_MODIFY | IN_CLOSE_WRITE | IN_MOVED_TO | IN_CREATE | IN_DELETE

    /// Adds the versions folder to the watch; fails quietly while it does not exist.
    private func watchVersions() {
        guard let versions, inotify >= 0 else { return }
        versionsWatch = inotify_add_watch(inotify, versions, UInt32(Self.events))
        watchesVersions = versionsWatch >= 0
    }

    /// A realtime timer set for the far future with cancel-on-set: reading
    /// it fails with ECANCELED once the wall clock was changed.
    private static func clockSetTimer() -> Int32 {
        let timer = timerfd_create(CLOCK_REALTIME, Int32(TFD_NONBLOCK | TFD_CLOEXEC))
        guard timer >= 0 else { return -1 }
        var setting = itimerspec()
        setting.it_value.tv_sec = Int.max / 2
        let flags = Int32(TFD_TIMER_ABSTIME | TFD_TIMER_CANCEL_ON_SET)
        guard timerfd_settime(timer, flags, &setting, nil) == 0 else {
            close(timer)
            return -1
        }
        return timer
    }
}

extension TodoStore {
    /// A watcher of the file's changes made by others (see `FileWatcher`).
    public func watcher() -> FileWatcher { FileWatcher(path: path, versions: versionsFolder) }
}
