import Glibc
import TodoStore
import TaskPaper

/// The first sync of a repository whose branch has no commit yet (a clone
/// of a remote that was empty then, or a new `git init`) while the remote
/// branch has some: the branch starts at the remote's commit, so no second
/// root commit is made. The work tree gets the remote's files it lacks;
/// the todo file and its archive become the union of both versions (they
/// share no history), and `.gitattributes` the lines of both.
enum FirstSync {
    static func adopt(_ git: Git, ref: String, names: [String], today: Day?) throws(SyncError) {
        let present = names.filter { access(git.folder + "/" + $0, F_OK) == 0 }
        for step in [["update-ref", "HEAD", ref], ["read-tree", ref]] {
            let done = git.run(step)
            guard done.status == 0 else { throw .gitFailed(step: step[0], reason: Git.lastLine(done.output)) }
        }
        // Only files missing here are written: nothing of this clone's is replaced.
        git.run(["checkout-index", "--all", "--quiet"])
        let top = git.lines(["rev-parse", "--show-toplevel"])?.first ?? git.folder
        for name in present {
            guard let line = git.lines(["checkout-index", "--temp", "--", name])?.first, let tab = line.firstIndex(of: "\t")
            else { continue }
            let theirs = top + "/" + line[..<tab]
            defer { unlink(theirs) }
            let path = git.folder + "/" + name
            if name == ".gitattributes" {
                try uniteLines(path, theirs)
                continue
            }
            do {
                _ = try StagedMerge.write(base: nil, ours: path, theirs: theirs, to: path, today: today)
            } catch {
                throw .gitFailed(step: "merge", reason: "\(error)")
            }
        }
    }

    /// The lines of `theirs`, then those of `ours` it lacks, into `ours`.
    private static func uniteLines(_ ours: String, _ theirs: String) throws(SyncError) {
        let mine = GitSetup.readText(ours).split(separator: "\n").map(String.init)
        let other = GitSetup.readText(theirs).split(separator: "\n").map(String.init)
        let united = other + mine.filter { !other.contains($0) }
        guard united != mine, !GitSetup.writeText(ours, united.joined(separator: "\n") + "\n") else { return }
        throw .gitFailed(step: "merge", reason: "cannot write \(ours): \(String(cString: strerror(errno)))")
    }
}
