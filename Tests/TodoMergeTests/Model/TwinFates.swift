import TodoCore

/// What base tasks alike in everything may become. Nothing tells which of
/// them a side changed, so the copies of one side may go with any copies of
/// the other; the rules choose: no two different changes joined on one
/// task, then a change both sides made alike made once, then the most tasks
/// kept. Every pairing best by these is allowed, and only the tasks they
/// give together are checked. Where both sides changed such tasks
/// differently, the report must call them too alike.
struct TwinFates {
    /// Each allowed outcome: what each member id becomes.
    private(set) var options: [[(Int, [TaskText])]] = [[]]
    private(set) var tooAlike: Set<String> = []

    init(history: ModelHistory, merge: (ModelTask?, ModelTask?, ModelTask?) -> [TaskText]) {
        var classes: [[ModelTask]] = []
        for task in history.base.tasks where history.twins.contains(task.id) {
            if let k = classes.firstIndex(where: { $0[0].content == task.content }) {
                classes[k].append(task)
            } else {
                classes.append([task])
            }
        }
        for members in classes {
            let made = outcomes(members, history, merge)
            options = options.flatMap { o in made.map { o + $0 } }
        }
    }

    /// One value a side's copies take (nil: deleted), and how many take it.
    private struct Kind {
        var task: ModelTask?
        var count: Int
    }

    private mutating func outcomes(
        _ members: [ModelTask], _ history: ModelHistory, _ merge: (ModelTask?, ModelTask?, ModelTask?) -> [TaskText]
    ) -> [[(Int, [TaskText])]] {
        let base = members[0]
        let kinds = { (side: ModelFile) -> [Kind] in
            var out: [Kind] = []
            for m in members {
                let copy = side.task(m.id)
                if let k = out.firstIndex(where: { $0.task?.content == copy?.content }) {
                    out[k].count += 1
                } else {
                    out.append(Kind(task: copy, count: 1))
                }
            }
            return out
        }
        let (rows, cols) = (kinds(history.ours), kinds(history.theirs))
        let changed = { (t: ModelTask?) in t?.content != base.content }
        let changes = { (ks: [Kind]) in
            ks.filter { changed($0.task) }.flatMap { k in
                Array(repeating: k.task?.content.description ?? "deleted", count: k.count)
            }
            .sorted()
        }
        if !changes(rows).isEmpty && !changes(cols).isEmpty && changes(rows) != changes(cols) { tooAlike.insert(base.name) }
        var best: [Int]? = nil
        var tables: [[(Int, Int, Int)]] = []
        for table in Self.tables(rows.map(\.count), cols.map(\.count)) {
            var (joined, alike, kept) = (0, 0, 0)
            for (r, c, n) in table {
                let (a, b) = (rows[r].task, cols[c].task)
                if let a, let b, a.content == b.content {
                    alike += n
                } else if a != nil && b != nil && changed(a) && changed(b) {
                    joined += n
                }
                if changed(a) && a != nil || changed(b) && b != nil || !changed(a) && !changed(b) { kept += n }
            }
            let key = [joined, -alike, -kept]
            if best == nil || key.lexicographicallyPrecedes(best!) { (best, tables) = (key, []) }
            if key == best! { tables.append(table) }
        }
        var out: [[(Int, [TaskText])]] = []
        var seen: Set<[String]> = []
        for table in tables {
            var texts: [[TaskText]] = []
            for (r, c, n) in table { texts += Array(repeating: merge(base, rows[r].task, cols[c].task), count: n) }
            guard seen.insert(texts.flatMap { $0 }.map(\.description).sorted()).inserted else { continue }
            out.append(Array(zip(members.map(\.id), texts)))
        }
        return out
    }

    /// Every way to pair `rows[i]` copies of one side with `cols[j]` of the
    /// other: the cells (row, column, how many) with a count above zero.
    static func tables(_ rows: [Int], _ cols: [Int]) -> [[(Int, Int, Int)]] {
        var out: [[(Int, Int, Int)]] = []
        func fill(_ r: Int, _ c: Int, _ rowLeft: Int, _ cols: [Int], _ acc: [(Int, Int, Int)]) {
            if r == rows.count {
                out.append(acc)
                return
            }
            if c == cols.count - 1 {
                guard cols[c] >= rowLeft else { return }
                var next = cols
                next[c] -= rowLeft
                fill(r + 1, 0, r + 1 < rows.count ? rows[r + 1] : 0, next, rowLeft > 0 ? acc + [(r, c, rowLeft)] : acc)
                return
            }
            for n in 0...min(rowLeft, cols[c]) {
                var next = cols
                next[c] -= n
                fill(r, c + 1, rowLeft - n, next, n > 0 ? acc + [(r, c, n)] : acc)
            }
        }
        if rows.isEmpty { return [[]] }
        fill(0, 0, rows[0], cols, [])
        return out
    }
}
