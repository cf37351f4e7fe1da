import Glibc

/// A whole file's new bytes on their way in, for `AtomicWriter`, the one
/// writer of whole files: a private temporary file beside the target
/// (leftovers of killed writes removed first), written in full, closed,
/// then renamed over the target, so a reader finds the old file or the
/// new one, never half of one. What was written is given up (the
/// temporary file removed) on any failure, on `discard` and when the
/// pending file goes unused.
package final class PendingFile {
    let target: String
    let display: String
    private(set) var temp: String
    private var fd: Int32
    /// The first failed call's errno; 0 while all went well.
    private var failure: Int32 = 0

    /// `locked`: the caller holds the target's folder lock, so every
    /// leftover goes; without it, only those no other txtodo still writes.
    package init(for target: String, display: String, locked: Bool = false) throws(StoreError) {
        let (folder, name) = FileLocation.split(target)
        TemporaryFiles.removeLeftovers(in: folder, of: name, olderThan: locked ? nil : TemporaryFiles.unlockedAgeSeconds)
        (fd, temp) = try TemporaryFiles.create(in: folder, for: name, display: display)
        (self.target, self.display) = (target, display)
    }

    deinit { discard() }

    /// Appends `bytes`.
    package func write(_ bytes: [UInt8]) {
        guard failure == 0, fd >= 0 else { return }
        if !AtomicWriter.writeAll(fd, bytes) { failure = errno == 0 ? EIO : errno }
    }

    /// Writes `bytes` over what was written at `offset`.
    package func write(_ bytes: [UInt8], at offset: Int) {
        guard failure == 0, fd >= 0 else { return }
        let put = bytes.withUnsafeBytes { pwrite(fd, $0.baseAddress, $0.count, off_t(offset)) }
        if put != bytes.count { failure = put < 0 ? errno : EIO }
    }

    /// Runs `step` on the open file (a mode, an owner); false is a failure.
    func apply(_ step: (Int32) -> Bool) {
        guard failure == 0, fd >= 0 else { return }
        if !step(fd) { failure = errno == 0 ? EIO : errno }
    }

    /// Flushes the bytes when asked (`flush`) and closes the file: what
    /// `fstat` says of it. Throws, the file removed, when anything failed.
    @discardableResult
    package func finish(flush: Bool) throws(StoreError) -> stat {
        var written = stat()
        if failure == 0 && fd >= 0 && ((flush && fsync(fd) != 0) || fstat(fd, &written) != 0) { failure = errno }
        if fd >= 0 && close(fd) != 0 && failure == 0 { failure = errno }
        fd = -1
        guard failure == 0 else {
            discard()
            throw .writeFailed(path: display, reason: errnoText(failure))
        }
        return written
    }

    /// Renames the finished file over the target (a crash test's fault
    /// point); on failure it is removed.
    package func putInPlace() throws(StoreError) {
        Faults.beforeWrite()
        guard Glibc.rename(temp, target) != 0 else {
            temp = ""
            return
        }
        let failure = errno
        discard()
        throw .writeFailed(path: display, reason: errnoText(failure))
    }

    /// Gives the bytes up: the temporary file goes.
    package func discard() {
        if fd >= 0 { close(fd) }
        fd = -1
        if !temp.isEmpty { unlink(temp) }
        temp = ""
    }
}
