/// Which task each number of a stored listing names now, and the other way.
///
/// A number names the task that now has the identity it had (name and
/// notes). Tasks alike (twins) are taken in the order of their lines: the
/// listing's by the line each had, the file's by the line each has. When
/// the file holds another count of them than the listing does (one was
/// added or deleted by hand), none of their numbers names a task: the
/// numbers would be a guess. A task a command deleted counts again once
/// `undo` brings it back.
public struct ListingMatch: Sendable {
    /// Number (1-based) → line of its task.
    public private(set) var lineOfNumber: [Int: Int] = [:]
    /// Line of a task → its number.
    public private(set) var numberOfLine: [Int: Int] = [:]
    /// Identities the listing holds (of those looked at).
    public private(set) var known: Set<UInt64> = []

    /// The line of the task number `n` names; nil when it is gone or changed.
    public func line(ofNumber n: Int) -> Int? { lineOfNumber[n] }

    /// The number of the task on `line`; nil when the listing has none for it.
    public func number(ofLine line: Int) -> Int? { numberOfLine[line] }

    /// Matches `listing` with `list`; only the entries whose identity is in
    /// `only`, when given (a command naming a few numbers).
    init(_ listing: Listing, _ list: TodoList, only: Set<UInt64>?) {
        var entries: [UInt64: [Int]] = [:]
        for k in 0..<listing.count {
            let identity = listing[k].identity
            if only?.contains(identity) ?? true { entries[identity, default: []].append(k) }
        }
        known = Set(entries.keys)
        var lines: [UInt64: [Int]] = [:]
        list.forEachListedTask { line, task in
            let identity = ListingIdentity.of(
                line: line, in: list.document, hasLinesUnder: task.hasLinesUnder, name: task.nameRange)
            if entries[identity] != nil { lines[identity, default: []].append(line) }
        }
        for (identity, group) in entries {
            let tasks = (lines[identity] ?? []).sorted()
            let live = group.filter { !listing[$0].isRemoved }
            let paired: [Int]
            if tasks.count == live.count {
                paired = live
            } else if tasks.count == group.count {
                paired = group
            } else {
                continue
            }
            let ordered = paired.enumerated().sorted {
                let (a, b) = (listing[$0.element].line, listing[$1.element].line)
                return a != b ? a < b : $0.offset < $1.offset
            }
            for (entry, line) in zip(ordered.map(\.element), tasks) {
                lineOfNumber[entry + 1] = line
                numberOfLine[line] = entry + 1
            }
        }
    }
}

extension TodoList {
    /// Which task each number of `listing` names now.
    public func match(_ listing: Listing) -> ListingMatch { ListingMatch(listing, self, only: nil) }

    /// The match of the numbers given only (and their twins).
    public func match(_ listing: Listing, numbers: [Int]) -> ListingMatch {
        let only = Set(numbers.compactMap { $0 >= 1 && $0 <= listing.count ? listing[$0 - 1].identity : nil })
        return ListingMatch(listing, self, only: only)
    }

    /// The match of the tasks on `lines` only (and their twins).
    public func match(_ listing: Listing, lines: [Int]) -> ListingMatch {
        ListingMatch(listing, self, only: Set(lines.map { ListingIdentity.of(line: $0, in: document) }))
    }

    /// Each task of Floating, Today and Tomorrow, in file order within each:
    /// its line and what `list` reads of it (its name's bytes among them).
    func forEachListedTask(_ body: (Int, DisplayedTask) -> Void) {
        document.bytes.withUnsafeBufferPointer { p in
            for section in Section.listed {
                let lines = taskLines(in: section)
                for task in SortKeys(lines, document, p).entries { body(lines[task.index], task) }
            }
        }
    }
}
