import TestSupport
import TodoCore

/// Random histories: a base file and each side's edits made apart, the way
/// people make them in txtodo and in an editor, every task with a hidden
/// id. Names come from a small pool, so tasks of one name are common; a
/// task is either known by a note line of its own (a marker no edit
/// removes) or plain (no notes in the base, its name its own but for tasks
/// alike in everything). Half the bases hold tasks alike in everything, one
/// in eight a set of 8 to 12 of them. One history in three spans midnight:
/// the base is of the day before, and each side either had the new day's
/// rules applied before its edits or made them the day before.
///
/// A side is kept only when the files tell its story (`Tellable`): a
/// history whose files cannot say which task is which is made again, so
/// the merge is never asked what no reader could know.
struct ModelHistory {
    static let names = ["Buy milk", "Call mom", "Stretch", "Pay rent", "Read SICP", "日本語の本", "Walk the dog", "Café order"]
    static let people = ["Ann", "Bob", "Cy"]

    var base = ModelFile()
    var ours = ModelFile()
    var theirs = ModelFile()
    /// The day the merge is given: set when the base is of the day before.
    var mergeDay: String?
    /// Ids of base tasks alike in everything.
    var twins: Set<Int> = []
    /// What each side did, for a failure's message.
    var story: [String] = []
    /// Sides made again because their files could not tell their story.
    var remade = 0
    private var nextID = 0
    private var nextText = 0

    init(_ g: inout SplitMix64) {
        let midnight = Int.random(in: 0..<3, using: &g) == 0
        let baseDays = midnight ? ModelDays.before : ModelDays.usual
        if midnight { mergeDay = ModelDays.usual.today }
        for _ in 0..<Int.random(in: 0...8, using: &g) { base.tasks.append(fresh(&g, days: baseDays, in: base)) }
        if let twin = base.tasks.randomElement(using: &g), Bool.random(using: &g) {
            let many = Int.random(in: 0..<4, using: &g) == 0
            for _ in 0..<(many ? Int.random(in: 7...11, using: &g) : Int.random(in: 1...2, using: &g)) {
                var copy = twin
                copy.id = newID()
                let k = base.tasks.firstIndex { $0.id == twin.id }!
                base.tasks.insert(copy, at: Bool.random(using: &g) ? k + 1 : base.tasks.count)
            }
            twins = Set(base.tasks.filter { $0.content == twin.content }.map(\.id))
        }
        let rolledBase = mergeDay.map { ModelDays.roll(base, to: $0) } ?? base
        ours = side("ours", &g, rolledBase: rolledBase, days: baseDays)
        let told = story.count
        let day = mergeDay
        let read = { (f: ModelFile) in day.map { ModelDays.roll(f, to: $0) } ?? f }
        for _ in 0..<10 {
            theirs = side("theirs", &g, rolledBase: rolledBase, days: baseDays)
            // Both sides' new tasks must not read as one rename made on both.
            if Tellable.noSameRenameSeen(rolledBase, read(ours), read(theirs), twins: twins) { break }
            story.removeSubrange(told...)
            theirs = rolledBase
            remade += 1
        }
        if Int.random(in: 0..<4, using: &g) == 0 { renameOnBoth(&g, rolledBase: rolledBase) }
    }

    /// The three versions as the merge reads them: on the merge's day.
    var rolled: ModelHistory {
        guard let day = mergeDay else { return self }
        var copy = self
        (copy.base, copy.ours, copy.theirs) = (
            ModelDays.roll(base, to: day), ModelDays.roll(ours, to: day), ModelDays.roll(theirs, to: day)
        )
        // Tasks alike in everything that are still two or more.
        copy.twins = Set(copy.base.tasks.filter { t in copy.base.tasks.filter { $0.content == t.content }.count > 1 }.map(\.id))
        return copy
    }

    /// One side's edits, made again until its files tell them.
    private mutating func side(_ name: String, _ g: inout SplitMix64, rolledBase: ModelFile, days: ModelDays) -> ModelFile {
        for _ in 0..<30 {
            // Past midnight, a side either ran the new day's rules first or made its edits the day before.
            let rolledFirst = mergeDay != nil && Bool.random(using: &g)
            var editor = SideEditor(
                file: rolledFirst ? rolledBase : base, days: rolledFirst || mergeDay == nil ? .usual : days, twins: twins)
            let edits = twins.count > 6 ? Int.random(in: 3...10, using: &g) : Int.random(in: 1...5, using: &g)
            for _ in 0..<edits { editor.edit(&g, history: &self) }
            let read = mergeDay.map { ModelDays.roll(editor.file, to: $0) } ?? editor.file
            if Tellable(base: rolledBase, side: read, twins: twins).holds {
                story += editor.done.map { "\(name)\(rolledFirst ? " (after the new day's rules)" : ""): \($0)" }
                return editor.file
            }
            remade += 1
        }
        return rolledBase
    }

    /// The same rename made on both sides: to an alike name, or to one that
    /// shares no word (`Call Sam` → `Phone Sam`), a task both left where it stood.
    private mutating func renameOnBoth(_ g: inout SplitMix64, rolledBase: ModelFile) {
        let (o, t) = (ours, theirs)
        // Not a task of the name of tasks alike in everything: the rename may be read as one of theirs.
        let alikeNames = Set(base.tasks.filter { twins.contains($0.id) }.map(\.name))
        let candidates = rolledBase.tasks.filter { b in
            !alikeNames.contains(b.name)
                && [o, t].allSatisfy { side in side.task(b.id).map { $0.name == b.name && $0.section == b.section } ?? false }
        }
        guard let task = candidates.randomElement(using: &g) else { return }
        let name = Bool.random(using: &g) ? "Phone " + text("w") : task.name + " " + text("w")
        for k in ours.tasks.indices where ours.tasks[k].id == task.id { ours.tasks[k].name = name }
        for k in theirs.tasks.indices where theirs.tasks[k].id == task.id { theirs.tasks[k].name = name }
        let day = mergeDay
        let read = { (f: ModelFile) in day.map { ModelDays.roll(f, to: $0) } ?? f }
        guard Tellable(base: rolledBase, side: read(ours), twins: twins, renamedOnBoth: task.id).holds,
            Tellable(base: rolledBase, side: read(theirs), twins: twins, renamedOnBoth: task.id).holds,
            Tellable.sameRenameTold(rolledBase, read(ours), read(theirs), task.id)
        else {
            (ours, theirs) = (o, t)
            return
        }
        story.append("both: #\(task.id) renamed to \(name)")
    }

    mutating func newID() -> Int {
        nextID += 1
        return nextID
    }

    mutating func text(_ prefix: String) -> String {
        nextText += 1
        return "\(prefix)\(nextText)"
    }

    /// A new task: known by a marker note, or plain (a name no other plain
    /// task of `file` has, and no notes).
    mutating func fresh(_ g: inout SplitMix64, days: ModelDays, in file: ModelFile, section: Section? = nil) -> ModelTask {
        let section = section ?? Section.listed.randomElement(using: &g)!
        var task = ModelTask(id: newID(), section: section, name: Self.names.randomElement(using: &g)!)
        switch section {
        case .floating, .routines: task.day = nil
        // A task typed by hand in Today may lack its day (not across midnight,
        // where the rules stamp it).
        case .today: task.day = mergeDay != nil || Bool.random(using: &g) ? days.today : nil
        case .tomorrow: task.day = days.tomorrow
        case .later: task.day = [nil, days.tomorrow, ModelDays.ahead].randomElement(using: &g)!
        }
        if Int.random(in: 0..<4, using: &g) == 0 { task.priority = Int.random(in: 2...3, using: &g) }
        if Int.random(in: 0..<5, using: &g) == 0 { task.with = [Self.people.randomElement(using: &g)!] }
        let plainTaken = file.tasks.contains { $0.marker == nil && $0.name == task.name }
        if plainTaken || Bool.random(using: &g) {
            task.marker = text("m")
            for _ in 0..<Int.random(in: 0...3, using: &g) { task.notes.append(text("n")) }
        }
        return task
    }
}
