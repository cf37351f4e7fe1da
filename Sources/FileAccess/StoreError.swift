/// A file problem, told in one line that names the path and says what to do.
public enum StoreError: Error, Sendable, Equatable, CustomStringConvertible {
    case isDirectory(path: String)
    case unreadable(path: String, reason: String)
    case notUTF8(path: String, offset: Int)
    case binary(path: String)
    case tooLarge(path: String, bytes: Int)
    case readOnly(path: String)
    case writeFailed(path: String, reason: String)
    case lockFailed(path: String, reason: String)
    case keptChanging(path: String, attempts: Int)
    /// Missing while a sync tool still puts a version in its place.
    case beingPlaced(path: String)
    case badConfig(path: String, line: Int, problem: String)
    case badNow(String)
    /// A day recorded in the archive while `archive = off`.
    case archiveOff

    public var description: String {
        switch self {
        case .isDirectory(let path):
            return "\(path) is a directory, not a todo file; pass a file path with --file"
        case .unreadable(let path, let reason):
            return "cannot read \(path): \(reason); check its permissions or pass another file with --file"
        case .notUTF8(let path, let offset):
            return
                "\(path) is not valid UTF-8 (first bad byte at offset \(offset)); convert it to UTF-8 first, it was left untouched"
        case .binary(let path):
            return "\(path) looks like a binary file (it contains NUL bytes); pass a TaskPaper text file with --file"
        case .tooLarge(let path, let bytes):
            return "\(path) is too large (\(bytes) bytes, limit \(FileReader.sizeLimit)); archive old content by hand first"
        case .readOnly(let path):
            return "\(path) is read-only; make it writable (chmod u+w) to change it, it was left untouched"
        case .writeFailed(let path, let reason):
            return "cannot save \(path): \(reason); the file was left untouched"
        case .lockFailed(let path, let reason):
            return "cannot lock the folder of \(path): \(reason); check the folder's permissions"
        case .keptChanging(let path, let attempts):
            return
                "cannot save \(path): another program kept changing it (\(attempts) tries); nothing was lost, try again when it is done"
        case .beingPlaced(let path):
            return
                "cannot save \(path): it is missing while a sync tool puts a version of it in place; nothing was changed, try again in a moment"
        case .badConfig(let path, let line, let problem):
            return "\(path):\(line): \(problem)"
        case .badNow(let text):
            return "TXTODO_NOW is “\(text)”, not a time: give \"YYYY-MM-DD HH:MM:SS\" (local time), or unset it"
        case .archiveOff:
            return "the archive is off (archive = off in the config): a day marked done is recorded there, so nothing was done"
        }
    }
}
