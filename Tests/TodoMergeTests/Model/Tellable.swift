import TodoCore

/// Whether a side's files tell its hidden story to any careful reader:
/// each task the side kept is known by its name with a note it kept, or,
/// having had none, by being the only one of its name it could be; a new
/// task of a name the side no longer has stands apart from the old one
/// (the old one had notes, it keeps none, and it is not in the old one's
/// section with notes of its own); a rename is to an alike name, where the
/// task stood, keeping a note, with nothing else there it could be read
/// with. A side that fails is not generated: the files cannot tell (the
/// limits docs/several-machines.md names), so no merge can be held to the
/// ids there. Tasks alike in everything are the exception: which of them a
/// side changed is never told, and the oracle checks only what they become
/// together.
struct Tellable {
    let base: ModelFile
    let side: ModelFile
    let twins: Set<Int>
    /// A task renamed alike on both sides, told by `sameRenameTold`.
    var renamedOnBoth: Int? = nil

    var holds: Bool {
        var sideByID: [Int: ModelTask] = [:]
        for task in side.tasks { sideByID[task.id] = task }
        let baseIDs = Set(base.tasks.map(\.id))
        let new = side.tasks.filter { !baseIDs.contains($0.id) }
        let gone = { (x: ModelTask) in sideByID[x.id].map { $0.name != x.name } ?? true }
        let gaps = Gaps(base: base, side: side)
        // Where tasks alike in everything stand, which of them marks a place
        // cannot be told either: any place there may be the same.
        let loose = Set(base.tasks.filter { twins.contains($0.id) }.map(\.section))
        let near = { (a: [Int], b: [Int], section: Section) in a == b || loose.contains(section) }
        let strays = { (x: ModelTask) in
            // Tasks of the side, not its own copy, a rename of `x` could be read as.
            new.contains { z in
                z.section == x.section && z.name != x.name && Self.alike(z.name, x.name)
                    && near(gaps.side(z.id), gaps.base(x.id), x.section) && (x.body.isEmpty || Self.shares(x.body, z.body))
            }
        }
        for x in base.tasks {
            let copy = sideByID[x.id]
            // The same rename on both sides is told even where one side alone
            // could not tell it, but not beside tasks alike in everything
            // (the rename may be read as one of theirs) or a task of an alike name.
            if x.id == renamedOnBoth && (loose.contains(x.section) || strays(x)) { return false }
            if let c = copy, c.name != x.name, x.id != renamedOnBoth {
                guard Self.alike(x.name, c.name), c.section == x.section, !loose.contains(x.section),
                    gaps.side(c.id) == gaps.base(x.id),
                    x.body.isEmpty || Self.shares(x.body, c.body), !strays(x)
                else { return false }
                let rivals = base.tasks.contains { y in
                    y.id != x.id && gone(y) && y.section == x.section && Self.alike(y.name, c.name)
                        && near(gaps.base(y.id), gaps.base(x.id), x.section) && (y.body.isEmpty || Self.shares(y.body, c.body))
                }
                if rivals { return false }
            }
            if gone(x) && copy == nil && strays(x) { return false }
            for z in new where z.name == x.name {
                if gone(x) {
                    if x.body.isEmpty || Self.shares(z.body, x.body) || (!z.body.isEmpty && z.section == x.section) {
                        return false
                    }
                } else if x.body.isEmpty && copy!.content != x.content {
                    return false
                }
            }
            if let c = copy, c.name == x.name, x.body.isEmpty, !c.body.isEmpty {
                let rival = base.tasks.contains { y in
                    y.id != x.id && y.name == x.name && gone(y) && !y.body.isEmpty && y.section == c.section
                }
                if rival { return false }
            }
        }
        return true
    }

    /// A task both sides renamed to one name neither had: told when no
    /// other task of its section is gone on both sides that could be it.
    static func sameRenameTold(_ base: ModelFile, _ ours: ModelFile, _ theirs: ModelFile, _ id: Int) -> Bool {
        guard let x = base.task(id), let o = ours.task(id), let t = theirs.task(id) else { return false }
        guard o.section == x.section, t.section == x.section else { return false }
        let goneOn = { (y: ModelTask, side: ModelFile) in side.task(y.id).map { $0.name != y.name } ?? true }
        return !base.tasks.contains { y in
            y.id != id && y.section == x.section && goneOn(y, ours) && goneOn(y, theirs)
                && (y.body.isEmpty || shares(y.body, o.body) || shares(y.body, t.body))
        }
    }

    /// No task gone from both sides stands where both added a task of one
    /// new name (keeping a note of it, if it had notes): that reads as the
    /// same rename made on both, whatever the names share.
    static func noSameRenameSeen(_ base: ModelFile, _ ours: ModelFile, _ theirs: ModelFile, twins: Set<Int>) -> Bool {
        let ids = Set(base.tasks.map(\.id))
        let names = Set(base.tasks.map(\.name))
        // Of tasks alike in everything, any one gone from a side may be read as this one.
        let goneOn = { (y: ModelTask, side: ModelFile) in
            base.tasks.contains { x in
                (x.id == y.id || (twins.contains(x.id) && twins.contains(y.id) && x.content == y.content))
                    && (side.task(x.id).map { $0.name != x.name } ?? true)
            }
        }
        let added = { (side: ModelFile) in side.tasks.filter { !ids.contains($0.id) && !names.contains($0.name) } }
        let (o, t) = (added(ours), added(theirs))
        return !base.tasks.contains { y in
            goneOn(y, ours) && goneOn(y, theirs)
                && o.contains { a in
                    a.section == y.section && (y.body.isEmpty || shares(y.body, a.body))
                        && t.contains { b in
                            b.name == a.name && b.section == y.section && (y.body.isEmpty || shares(y.body, b.body))
                        }
                }
        }
    }

    static func shares(_ a: [String], _ b: [String]) -> Bool { a.contains { b.contains($0) } }

    /// More than half of the words of both names together are shared, case
    /// and accents aside.
    static func alike(_ a: String, _ b: String) -> Bool {
        let (x, y) = (words(a), words(b))
        var left = y
        var common = 0
        for w in x {
            guard let k = left.firstIndex(of: w) else { continue }
            left.remove(at: k)
            common += 1
        }
        return !x.isEmpty && !y.isEmpty && 4 * common > x.count + y.count
    }

    static func words(_ name: String) -> [String] {
        String(name.lowercased().map { $0 == "é" ? "e" : $0 }).split(separator: " ").map(String.init)
    }

    /// The place of a task between tasks both versions have, where they are,
    /// under the same name, in the same section.
    struct Gaps {
        private var places: [Int: [Int]] = [:]
        private var sidePlaces: [Int: [Int]] = [:]

        init(base: ModelFile, side: ModelFile) {
            var baseByID: [Int: ModelTask] = [:]
            for task in base.tasks { baseByID[task.id] = task }
            var sideByID: [Int: ModelTask] = [:]
            for task in side.tasks { sideByID[task.id] = task }
            let anchor = { (t: ModelTask) in
                guard let b = baseByID[t.id], let s = sideByID[t.id] else { return false }
                return b.name == s.name && b.section == s.section
            }
            places = Self.places(base, anchor)
            sidePlaces = Self.places(side, anchor)
        }

        func base(_ id: Int) -> [Int] { places[id] ?? [] }
        func side(_ id: Int) -> [Int] { sidePlaces[id] ?? [] }

        private static func places(_ file: ModelFile, _ anchor: (ModelTask) -> Bool) -> [Int: [Int]] {
            var out: [Int: [Int]] = [:]
            for section in Section.allCases {
                let tasks = file.tasks.filter { $0.section == section }
                for (k, task) in tasks.enumerated() where !anchor(task) {
                    let before = tasks[..<k].last(where: anchor)?.id ?? -1
                    let after = tasks[(k + 1)...].first(where: anchor)?.id ?? -1
                    out[task.id] = [Section.allCases.firstIndex(of: section)!, before, after]
                }
            }
            return out
        }
    }
}
