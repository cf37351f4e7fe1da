import TodoCore

/// The renames field of a version record's header: the old and new names
/// of each task a save renamed, in turn, each ended by a zero byte, written
/// as hex so that no name can break the header line.
enum RenameField {
    /// ` <hex>`, or nothing when the save renamed no task.
    static func text(_ names: [String]) -> String {
        guard !names.isEmpty, names.count.isMultiple(of: 2) else { return "" }
        return " " + HexBytes.text(names.flatMap { Array($0.utf8) + [0] })
    }

    /// The names the field holds; nil when it is not one.
    static func names(_ field: ArraySlice<UInt8>) -> [String]? {
        guard let bytes = HexBytes.bytes(field), bytes.last.map({ $0 == 0 }) ?? true else { return nil }
        let names = bytes.split(separator: 0, omittingEmptySubsequences: false).dropLast().map {
            String(decoding: $0, as: UTF8.self)
        }
        guard names.count.isMultiple(of: 2) else { return nil }
        return names
    }
}
