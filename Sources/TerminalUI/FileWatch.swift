import CLinux
import Glibc

/// How the app learns of changes it did not make: inotify on the file's
/// folder (editors and txtodo itself replace the file by a rename, which a
/// watch on the file alone would lose), and a timer that wakes when the
/// wall clock is set (the next roll-over instant must be worked out again).
/// Where inotify cannot watch the folder (it does not exist yet, no inotify
/// left, some network file systems), the loop falls back to looking at the
/// file's stamp twice a second. The folder of version logs beside the file
/// is watched too (once it exists): a log that arrives can let a conflict
/// copy that waits for it be merged.
final class FileWatch {
    /// The inotify descriptor, -1 when there is none.
    private var inotify: Int32 = -1
    /// A realtime timer armed far ahead that turns readable when the clock is set; -1 if none.
    private var clockSet: Int32 = -1
    private let folder: String
    private let versions: String?
    private var watchesVersions = false

    init(path: String, versions: String? = nil) {
        let slash = path.lastIndex(of: "/")
        folder = slash.map { $0 == path.startIndex ? "/" : String(path[..<$0]) } ?? "."
        self.versions = versions
        watchFolder()
        clockSet = Self.clockSetTimer()
    }

    deinit {
        if inotify >= 0 { close(inotify) }
        if clockSet >= 0 { close(clockSet) }
    }

    /// Whether outside changes are only found by looking (no inotify watch).
    var isPolling: Bool { inotify < 0 }

    /// The descriptors to wait on besides the terminal.
    var descriptors: [Int32] { [inotify, clockSet].filter { $0 >= 0 } }

    /// Empties the descriptors after a wake-up; the loop then looks at the
    /// file and the day. Re-arms what was lost: the clock timer after a
    /// clock change, the watch after the folder went (or, when polling,
    /// tries again to watch a folder that may exist now).
    func drain() {
        if clockSet >= 0 {
            var expirations: UInt64 = 0
            if read(clockSet, &expirations, 8) < 0 && errno == ECANCELED {
                close(clockSet)
                clockSet = Self.clockSetTimer()
            }
        }
        guard inotify >= 0 else { return watchFolder() }
        var buffer = [UInt8](repeating: 0, count: 8192)
        var lost = false
        while true {
            let count = buffer.withUnsafeMutableBytes { read(inotify, $0.baseAddress, $0.count) }
            if count <= 0 { break }
            lost = lost || watchEnded(buffer[..<count])
        }
        if lost {
            close(inotify)
            inotify = -1
            watchesVersions = false
            watchFolder()
        } else if !watchesVersions {
            watchVersions()
        }
    }

    /// Whether a batch of inotify events says the folder's watch ended.
    private func watchEnded(_ events: ArraySlice<UInt8>) -> Bool {
        var offset = events.startIndex
        while offset + 16 <= events.endIndex {
            if word(events, offset + 4) & UInt32(IN_IGNORED) != 0 { return true }
            offset += 16 + Int(word(events, offset + 12))
        }
        return false
    }

    private func word(_ bytes: ArraySlice<UInt8>, _ at: Int) -> UInt32 {
        (0..<4).reduce(UInt32(0)) { $0 | UInt32(bytes[at + $1]) << (8 * UInt32($1)) }
    }

    /// File systems whose changes made on another machine inotify never
    /// reports: NFS, SMB/CIFS, FUSE (sshfs…), 9p, Ceph, AFS.
    private static let remoteFileSystems: Set<Int> = [
        0x6969, 0x517B, 0xFF53_4D42, 0xFE53_4D42, 0x6573_5546, 0x0102_1997, 0x00C3_6400, 0x5346_414F,
    ]

    private func watchFolder() {
        var info = statfs()
        guard statfs(folder, &info) == 0, !Self.remoteFileSystems.contains(Int(info.f_type)) else { return }
        if inotify < 0 { inotify = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC)) }
        guard inotify >= 0 else { return }
        let events =
            IN_MODIFY | IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_CREATE | IN_DELETE | IN_ATTRIB
            | IN_DELETE_SELF | IN_MOVE_SELF
        if inotify_add_watch(inotify, folder, UInt32(events)) < 0 {
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
        watchesVersions = inotify_add_watch(inotify, versions, UInt32(Self.events)) >= 0
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
