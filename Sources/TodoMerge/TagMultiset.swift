import TodoCore
import TaskPaper

/// A tag written more than once on a task line (`@with(Ann) @with(Bob)`)
/// merges as a multiset of values: each value's count merges three-way, so
/// a value one side added or removed is added or removed, whatever the
/// other side did to the others.
enum TagMultiset {
    /// Names written more than once on the task in one of the versions.
    static func repeatedNames(_ copies: [TaskCopy]) -> Set<String> {
        var out = Set<String>()
        for copy in copies {
            var seen = Set<String>()
            for name in copy.occurrences.map(\.name) where !seen.insert(name).inserted { out.insert(name) }
        }
        return out
    }

    /// The values of `name` on the merged line: ours' in their order, then
    /// theirs' new ones.
    static func merge(_ name: String, base: TaskCopy?, ours: TaskCopy, theirs: TaskCopy) -> [String?] {
        let values = { (copy: TaskCopy?) in copy.map { $0.occurrences.filter { $0.name == name }.map(\.value) } }
        let (b, o, t) = (values(base), values(ours)!, values(theirs)!)
        let count = { (list: [String?]?, value: String?) in list.map { $0.filter { $0 == value }.count } }
        var left: [String?: Int] = [:]
        for value in o + t where left[value] == nil {
            let (x, y) = (count(o, value)!, count(t, value)!)
            left[value] = merge3(base: count(b, value), ours: x, theirs: y) { x, y in
                // Both changed the count: both changes, as far as they go.
                max(0, x + y - (count(b, value) ?? 0))
            }
        }
        var out: [String?] = []
        for value in o + t where left[value]! > 0 {
            out.append(value)
            left[value]! -= 1
        }
        return out
    }

    /// The one-line document with exactly `values` for `name`: occurrences
    /// already there stay where they are, the surplus goes, the missing ones
    /// are added after the others (`TagPlace`).
    static func apply(_ values: [String?], name: String, to line: Document) -> Document {
        var line = line
        var wanted: [String?: Int] = [:]
        for value in values { wanted[value, default: 0] += 1 }
        var k = 0
        while true {
            let here = line.tagOccurrences(0).filter { $0.name == name }
            guard k < here.count else { break }
            if wanted[here[k].value, default: 0] > 0 {
                wanted[here[k].value]! -= 1
                k += 1
            } else {
                line = line.removing(here[k], from: 0)
            }
        }
        for value in values where wanted[value, default: 0] > 0 {
            line = TagPlace.inserting(name, value: value, into: line)
            wanted[value]! -= 1
        }
        return line
    }
}
