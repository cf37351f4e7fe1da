import Glibc
import TodoStore
import TaskPaper
import FileAccess
import TodoVersions
import TodoMerge

/// What one sync did.
public struct SyncReport: Sendable, Equatable {
    /// Commits that came from the remote (merges not counted).
    public var pulled = 0
    /// Commits sent to the remote (merges not counted).
    public var pushed = 0
    public var committed = false
    /// Both versions of some of the user's own lines were kept (see `txtodo merge`).
    public var keptBoth = false
    /// What the set-up wrote, one line each.
    public var setUp: [String] = []
    /// Files of a merge git had left unfinished, merged by txtodo.
    public var finished: [String] = []
    /// What git had left open and the sync concluded (`merge`, `rebase`, …).
    public var concluded: String?
    /// One line each, said before the summary (a driver that cannot run).
    public var warnings: [String] = []
    /// Where the merge went against one side, the remote's branch named:
    /// `kept “Buy milk” (deleted here, checked on origin/main)`.
    public var decisions: [String] = []

    /// One line for people: `pulled 3 changes, pushed 1`.
    public var summary: String {
        var line = "pulled \(pulled) change\(pulled == 1 ? "" : "s"), pushed \(pushed)"
        if !finished.isEmpty {
            line = "finished the merge git had left in \(finished.joined(separator: " and ")); " + line
        } else if let concluded {
            line = "finished the \(concluded) git had left open; " + line
        }
        if !setUp.isEmpty { line = "set up the txtodo merge driver; " + line }
        if keptBoth { line += "; both versions of a line of your own text were kept: look at the file" }
        for decision in decisions { line += "; " + decision }
        return line
    }
}

/// `txtodo sync`: the todo file and its archive go through the git
/// repository they live in. Commit what changed, fetch, merge with the
/// txtodo merge driver, push. The file is only touched under the store's
/// folder lock; the network steps run without it.
public enum GitSync {
    /// Registers the merge driver and the commit hooks; returns what it
    /// wrote (empty: already done), and a warning each for what it could not.
    public static func setup(path: String, txtodo: String, environment: [String: String]) throws(SyncError) -> (
        wrote: [String], warnings: [String]
    ) {
        let (git, _, names) = try open(path, txtodo: txtodo, environment: environment)
        return try GitSetup.ensure(git, names: names, txtodo: txtodo, replacing: true)
    }

    /// `today`: the day git's versions are brought to before txtodo merges
    /// them itself (a merge git left unfinished, a first sync).
    public static func sync(path: String, txtodo: String, environment: [String: String], today: Day?) throws(SyncError)
        -> SyncReport
    {
        var (git, file, names) = try open(path, txtodo: txtodo, environment: environment)
        var report = SyncReport()
        (report.setUp, report.warnings) = try GitSetup.ensure(git, names: names, txtodo: txtodo, replacing: false)
        if git.lines(["config", "user.email"])?.isEmpty != false {
            git.settings += ["user.name=txtodo", "user.email=txtodo@\(hostName())"]
        }
        (report.finished, report.keptBoth, report.concluded) = try locked(file) { () throws(SyncError) in
            try UnfinishedMerge.finish(git, names: names, today: today)
        }
        // Never a commit or a push from a commit that no branch holds.
        guard git.succeeds(["symbolic-ref", "-q", "HEAD"]) else { throw .detachedHead }
        // The driver's .gitattributes lines travel with the file (an
        // uncommitted copy would stop the merge of the remote's one).
        let tracked = names + [".gitattributes"]
        if !git.succeeds(["rev-parse", "--verify", "--quiet", "HEAD"]), let start = remoteStart(git) {
            try locked(file) { () throws(SyncError) in try FirstSync.adopt(git, ref: start.ref, names: tracked, today: today) }
            report.pulled = count(git, start.ref)
            git.run(["branch", "--quiet", "--set-upstream-to=\(start.remote)/\(start.branch)"])
        }
        let renamed = RenameJournal(state: StateFolder(environment: environment), todoPath: file)
        report.committed = try locked(file) { () throws(SyncError) in try commit(git, tracked, renamed: renamed) }
        guard let (remote, remoteBranch, upstream) = remoteBranch(git) else {
            throw .noRemote(committed: report.committed)
        }
        var branch = remoteBranch
        for attempt in 1...3 {
            let fetched = git.run(["fetch", "--quiet", remote])
            guard fetched.status == 0 else {
                throw .fetchFailed(remote: remote, reason: Git.lastLine(fetched.output), committed: report.committed)
            }
            if !upstream, let other = remoteDefault(git, remote, instead: branch) { branch = other }
            let ref = "refs/remotes/\(remote)/\(branch)"
            let remoteExists = git.succeeds(["rev-parse", "--verify", "--quiet", ref])
            let headExists = git.succeeds(["rev-parse", "--verify", "--quiet", "HEAD"])
            if remoteExists {
                let incoming = count(git, headExists ? "HEAD..\(ref)" : ref)
                if incoming > 0 {
                    report.pulled += incoming
                    let merged = try locked(file) { () throws(SyncError) in
                        try merge(git, ref, named: "\(remote)/\(branch)", ours: names)
                    }
                    report.keptBoth = merged.keptBoth || report.keptBoth
                    report.decisions += merged.decisions
                }
            }
            guard git.succeeds(["rev-parse", "--verify", "--quiet", "HEAD"]) else { return report }
            let outgoing = remoteExists ? count(git, "\(ref)..HEAD") : count(git, "HEAD")
            guard !remoteExists || count(git, "\(ref)..HEAD", merges: true) > 0 else { return report }
            var push = ["push", "--quiet", "--porcelain", remote, "HEAD:refs/heads/\(branch)"]
            if !upstream { push.insert("--set-upstream", at: 1) }
            let pushed = git.run(push)
            if pushed.status == 0 {
                report.pushed += outgoing
                return report
            }
            let rejected = pushed.output.contains("[rejected]") || pushed.output.contains("fetch first")
            if !rejected || attempt == 3 { throw .pushFailed(remote: remote, reason: Git.lastLine(pushed.output)) }
        }
        return report
    }

    // MARK: Steps

    private static func open(_ path: String, txtodo: String, environment: [String: String]) throws(SyncError) -> (
        Git, String, [String]
    ) {
        let file = absolute(path)
        let slash = file.lastIndex(of: "/")!
        let folder = slash == file.startIndex ? "/" : String(file[..<slash])
        FileLocation.makeFolder(folder)
        let name = String(file[file.index(after: slash)...])
        guard var git = Git(folder: folder, environment: environment) else { throw .noGit }
        guard git.lines(["rev-parse", "--show-toplevel"]) != nil else { throw .notRepository(folder: folder) }
        let archive = FileLocation.archivePath(for: name)
        git.settings = ["merge.txtodo.driver=\(GitSetup.driver(txtodo))"]
        return (git, file, [name, archive])
    }

    /// Commits the files that changed; true when a commit was made. The
    /// renames txtodo made since the last commit go in its message
    /// (`RenameTrailers`), and are then forgotten here.
    private static func commit(_ git: Git, _ names: [String], renamed: RenameJournal) throws(SyncError) -> Bool {
        let known = Set(git.lines(["ls-files", "--"] + names) ?? [])
        let paths = names.filter { known.contains($0) || access(git.folder + "/" + $0, F_OK) == 0 }
        guard !paths.isEmpty else { return false }
        let added = git.run(["add", "-A", "--"] + paths)
        guard added.status == 0 else { throw .gitFailed(step: "add", reason: Git.lastLine(added.output)) }
        if git.succeeds(["diff", "--cached", "--quiet", "--"] + paths) {
            renamed.clear()
            return false
        }
        let trailers = renamed.trailers()
        let text = ([message()] + (trailers.isEmpty ? [] : [""] + trailers)).joined(separator: "\n")
        let made = git.run(["commit", "--quiet", "--no-verify", "-m", text, "--"] + paths)
        guard made.status == 0 else { throw .gitFailed(step: "commit", reason: Git.lastLine(made.output)) }
        renamed.clear()
        return true
    }

    /// Merges `ref` into HEAD with the txtodo driver. True when the driver
    /// kept both versions of some user lines (the merge is then committed
    /// as the driver wrote it: valid TaskPaper, no markers).
    /// The driver is told the branch's name (`named`) and says where it
    /// went against a side: those lines are returned.
    private static func merge(_ git: Git, _ ref: String, named: String, ours: [String]) throws(SyncError) -> (
        keptBoth: Bool, decisions: [String]
    ) {
        var told = git
        told.environment[GitMergeNames.theirs] = named
        let merged = told.run([
            "merge", "--quiet", "--no-edit", "--no-verify", "--allow-unrelated-histories", "-m", "txtodo sync: merge", ref,
        ])
        let decisions = merged.output.split(whereSeparator: \.isNewline).compactMap { line -> String? in
            let prefix = "txtodo merge: " + GitMergeNames.decided
            return line.hasPrefix(prefix) ? String(line.dropFirst(prefix.count)) : nil
        }
        if merged.status == 0 { return (false, decisions) }
        let unmerged = git.lines(["diff", "--name-only", "--diff-filter=U"]) ?? []
        guard !unmerged.isEmpty else { throw .gitFailed(step: "merge", reason: Git.lastLine(merged.output)) }
        let prefix = git.lines(["rev-parse", "--show-prefix"])?.first ?? ""
        let others = unmerged.filter { path in !ours.contains { prefix + $0 == path } }
        guard others.isEmpty else { throw .mergeUnfinished(files: others) }
        let added = git.run(["add", "--"] + ours.filter { name in unmerged.contains(prefix + name) })
        let done = added.status == 0 ? git.run(["commit", "--quiet", "--no-edit", "--no-verify"]) : added
        guard done.status == 0 else { throw .gitFailed(step: "merge", reason: Git.lastLine(done.output)) }
        return (true, decisions)
    }

    /// For a branch with no commit yet: the remote branch a first sync
    /// starts from (fetched now), nil when the remote has none.
    private static func remoteStart(_ git: Git) -> (ref: String, remote: String, branch: String)? {
        guard let (remote, branch, upstream) = remoteBranch(git), git.succeeds(["fetch", "--quiet", remote]) else {
            return nil
        }
        let name = upstream ? branch : remoteDefault(git, remote, instead: branch) ?? branch
        let ref = "refs/remotes/\(remote)/\(name)"
        return git.succeeds(["rev-parse", "--verify", "--quiet", ref]) ? (ref, remote, name) : nil
    }

    /// The remote and branch to sync with, and whether that is HEAD's upstream.
    private static func remoteBranch(_ git: Git) -> (remote: String, branch: String, upstream: Bool)? {
        let current = currentBranch(git)
        if let remote = git.lines(["config", "--get", "branch.\(current).remote"])?.first,
            let merge = git.lines(["config", "--get", "branch.\(current).merge"])?.first,
            merge.hasPrefix("refs/heads/")
        {
            return (remote, String(merge.dropFirst("refs/heads/".count)), true)
        }
        guard let remotes = git.lines(["remote"]), let remote = remotes.contains("origin") ? "origin" : remotes.first
        else { return nil }
        return (remote, current, false)
    }

    /// A repository made with `git init` whose branch the remote lacks
    /// follows the remote's default branch, so two clones meet on one branch.
    private static func remoteDefault(_ git: Git, _ remote: String, instead branch: String) -> String? {
        guard !git.succeeds(["rev-parse", "--verify", "--quiet", "refs/remotes/\(remote)/\(branch)"]),
            let line = git.lines(["ls-remote", "--symref", remote, "HEAD"])?.first, line.hasPrefix("ref: refs/heads/"),
            let tab = line.firstIndex(of: "\t")
        else { return nil }
        let other = String(line[line.index(line.startIndex, offsetBy: 16)..<tab])
        return git.succeeds(["rev-parse", "--verify", "--quiet", "refs/remotes/\(remote)/\(other)"]) ? other : nil
    }

    private static func currentBranch(_ git: Git) -> String {
        git.lines(["symbolic-ref", "--short", "-q", "HEAD"])?.first ?? "main"
    }

    private static func count(_ git: Git, _ range: String, merges: Bool = false) -> Int {
        let arguments = ["rev-list", "--count"] + (merges ? [] : ["--no-merges"]) + [range]
        return git.lines(arguments)?.first.flatMap { Int($0) } ?? 0
    }

    private static func locked<T>(_ file: String, _ body: () throws(SyncError) -> T) throws(SyncError) -> T {
        do {
            return try FolderLocking.whileHolding(folderOf: file) { try body() }
        } catch let error as SyncError {
            throw error
        } catch {
            throw .lockFailed("\(error)")
        }
    }

    /// `txtodo sync on HOST, 2026-11-23 11:40`.
    private static func message() -> String {
        var now = time(nil)
        var parts = tm()
        localtime_r(&now, &parts)
        var buffer = [CChar](repeating: 0, count: 64)
        let n = strftime(&buffer, buffer.count, "%Y-%m-%d %H:%M", &parts)
        let stamp = String(decoding: buffer[0..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return "txtodo sync on \(hostName()), \(stamp)"
    }

    private static func hostName() -> String {
        var buffer = [CChar](repeating: 0, count: 256)
        guard gethostname(&buffer, buffer.count - 1) == 0 else { return "localhost" }
        let name = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return name.isEmpty ? "localhost" : name
    }

    private static func absolute(_ path: String) -> String {
        if let real = FileLocation.realPath(path) { return real }
        let slash = path.lastIndex(of: "/")
        let folder = slash.map { String(path[..<$0]) } ?? "."
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        guard let base = FileLocation.realPath(folder.isEmpty ? "/" : folder) else {
            return path.hasPrefix("/") ? path : "./" + path
        }
        return (base == "/" ? "" : base) + "/" + name
    }
}
