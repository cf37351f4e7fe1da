import Glibc
import TestSupport
import Testing

/// Random rounds on two real git clones where a person works the way
/// people do: txtodo's commands, a line typed into the file in an editor,
/// a task deleted by an editor that saves by renaming a new file over the
/// old, and the file committed and pulled by hand (`git commit`, `git pull`
/// merging or rebasing, `git push`) as often as through `txtodo sync`.
/// Each task has a hidden identity (its name), and each clone acts only on
/// its own tasks, so every task's fate is known: one added is there once,
/// one deleted is gone for good, one checked is checked; both clones end
/// byte-identical, without conflict markers or an unfinished merge.
@Suite(.serialized) struct GitHandEditRoundsTests {
    static let day = "@day(2026-11-22)"

    struct Fate {
        var alive: Set<String> = []
        var dead: Set<String> = []
        var checked: Set<String> = []
    }

    @Test(arguments: [5, 6] as [UInt64]) func handEditsAndHandPullsKeepEveryTasksFate(seed: UInt64) {
        let g = GitClones()
        g.run(g.a, ["add", "Shared start"])
        #expect(g.sync(g.a).status == 0)
        #expect(g.sync(g.b).status == 0)
        var random = SplitMix64(seed: 0x4841_4E44 + seed)
        var fate = Fate()
        fate.alive.insert("Shared start")
        var next = 0
        var story: [String] = []
        for round in 0..<30 {
            for side in ["a", "b"] {
                let file = side == "a" ? g.a : g.b
                let text = g.cli.read(file) ?? ""
                let mine = text.split(separator: "\n").map { SyncRoundsTests.name(of: $0) }
                    .filter { $0.hasPrefix(side.uppercased()) && fate.alive.contains($0) }
                for _ in 0..<Int.random(in: 1...2, using: &random) {
                    let target = mine.filter { !fate.dead.contains($0) }.randomElement(using: &random)
                    switch Int.random(in: 0..<8, using: &random) {
                    case 0, 1:
                        next += 1
                        let name = "\(side.uppercased())\(next)t"
                        story.append("\(side) adds \(name)")
                        #expect(g.run(file, ["add", name]).status == 0)
                        fate.alive.insert(name)
                    case 2:
                        next += 1
                        let name = "\(side.uppercased())\(next)h"
                        story.append("\(side) types \(name) in an editor")
                        Self.edit(g, file) { $0.replacingOccurrences(of: "Today:\n", with: "Today:\n\t- \(name) \(Self.day)\n") }
                        fate.alive.insert(name)
                    case 3 where target != nil:
                        story.append("\(side) deletes \(target!) in an editor")
                        Self.edit(g, file) { text in
                            text.split(separator: "\n", omittingEmptySubsequences: false)
                                .filter { SyncRoundsTests.name(of: $0) != target! }.joined(separator: "\n")
                        }
                        fate.alive.remove(target!)
                        fate.dead.insert(target!)
                    case 4 where target != nil:
                        story.append("\(side) deletes \(target!)")
                        #expect(g.run(file, ["rm", target!]).status == 0, "\(story)")
                        fate.alive.remove(target!)
                        fate.dead.insert(target!)
                    case 5...6 where target != nil && !fate.checked.contains(target!):
                        story.append("\(side) checks \(target!)")
                        #expect(g.run(file, ["done", target!]).status == 0, "\(story)")
                        fate.checked.insert(target!)
                    default: break
                    }
                }
                let how = Int.random(in: 0..<3, using: &random)
                story.append(["\(side) syncs", "\(side) pulls by hand", "\(side) pulls by hand, rebasing"][how])
                if how == 0 {
                    let r = g.sync(file)
                    #expect(r.status == 0, "round \(round) \(side): \(r.stderr)\n\(story.joined(separator: "\n"))")
                } else {
                    let folder = "\(g.cli.folder)/\(side)"
                    let pull = how == 1 ? "git pull --quiet --no-rebase --no-edit" : "git pull --quiet --rebase"
                    let commit = "git add -A && { git diff --cached --quiet || git commit --quiet -m edits; }"
                    let r = g.cli.shell("cd '\(folder)' && \(commit) && \(pull) && git push --quiet")
                    #expect(r.status == 0, "round \(round) \(side): \(r.stderr)\n\(story.joined(separator: "\n"))")
                }
            }
        }
        #expect(g.sync(g.a).status == 0)
        #expect(g.sync(g.b).status == 0)
        #expect(g.sync(g.a).status == 0)
        let (textA, textB) = (g.cli.read(g.a) ?? "", g.cli.read(g.b) ?? "")
        let told = Comment(rawValue: "seed \(seed)\n\(story.joined(separator: "\n"))\n\(textA)")
        #expect(textA == textB, told)
        for marker in ["<<<<<<<", "=======", ">>>>>>>"] { #expect(!textA.contains(marker), told) }
        let lines = textA.split(separator: "\n").filter { $0.hasPrefix("\t- ") }
        var count: [String: Int] = [:]
        for line in lines { count[SyncRoundsTests.name(of: line), default: 0] += 1 }
        #expect(count.filter { $0.value > 1 }.isEmpty, "doubled: \(count.filter { $0.value > 1 })\n\(told)")
        let (lost, back) = (fate.alive.subtracting(count.keys).sorted(), Set(count.keys).subtracting(fate.alive).sorted())
        #expect(lost.isEmpty && back.isEmpty, "lost \(lost), back \(back)\n\(told)")
        for name in fate.checked where fate.alive.contains(name) {
            #expect(lines.contains { SyncRoundsTests.name(of: $0) == name && $0.contains("@done(") }, "\(name)\n\(told)")
        }
        for clone in ["a", "b"] {
            #expect(g.git("-C \(clone) status --porcelain").stdout == "", told)
        }
    }

    /// An editor's save: a new file written beside the old, renamed over it.
    static func edit(_ g: GitClones, _ file: String, _ change: (String) -> String) {
        let new = change(g.cli.read(file) ?? "")
        g.cli.write(file + ".swp~", new)
        rename(file + ".swp~", file)
    }
}
