import FileAccess
import Glibc

/// What Syncthing says of this machine, read from its home folder: the id
/// this device goes by, and the devices the todo file's folder is shared
/// with. Syncthing names a conflict copy after the device whose version it
/// kept in the file, so these say whose version that is (see `CopyMakers`).
package struct SyncthingDevice: Sendable, Equatable {
    /// This device's short id (7 characters, as conflict copy names carry it).
    package var id: String
    /// The short ids of the devices the folder holding the file is shared
    /// with, this one included, sorted; empty when no folder in the
    /// configuration holds the file.
    package var sharing: [String]

    package init(id: String, sharing: [String]) {
        self.id = id
        self.sharing = sharing
    }

    /// Reads `home`'s cert.pem and config.xml; nil when there is no readable certificate.
    /// `file` is the todo file's absolute path; `userHome` stands for `~` in folder paths.
    package static func read(home: String, file: String, userHome: String?) -> SyncthingDevice? {
        guard let pem = try? FileReader.readIfPresent(home + "/cert.pem"), let der = certificate(pem: pem) else {
            return nil
        }
        let config = (try? FileReader.readIfPresent(home + "/config.xml")) ?? []
        return SyncthingDevice(
            id: String(fullID(certificateDER: der).prefix(7)),
            sharing: sharing(config: config, file: file, userHome: userHome))
    }

    /// The full device id of a certificate's DER bytes (`XXXXXXX-XXXXXXX-…`, 63 characters).
    /// Syncthing's id is the certificate's SHA-256 in base32, with a check
    /// character after each 13 characters, in groups of 7.
    package static func fullID(certificateDER: [UInt8]) -> String {
        let plain = base32(SHA256.hash(certificateDER))
        var checked: [UInt8] = []
        for start in stride(from: 0, to: plain.count, by: 13) {
            let group = plain[start..<min(start + 13, plain.count)]
            checked += group
            checked.append(luhn32(group))
        }
        var grouped: [UInt8] = []
        for (i, c) in checked.enumerated() {
            if i > 0 && i % 7 == 0 { grouped.append(UInt8(ascii: "-")) }
            grouped.append(c)
        }
        return String(decoding: grouped, as: UTF8.self)
    }

    /// The folder's devices (short ids) from config.xml's bytes: the
    /// `<device>` children of the `<folder>` whose path is the file's folder
    /// or the nearest one above it. Only the configuration's own folders
    /// count (not the template under `<defaults>`, whose path is `~`), and
    /// a damaged or cut-short file counts as none.
    static func sharing(config: [UInt8], file: String, userHome: String?) -> [String] {
        let path = Array(file.utf8)
        guard let tags = Tag.all(in: config), let slash = path.lastIndex(of: UInt8(ascii: "/")) else { return [] }
        let folderOfFile = path[..<slash]
        var open: [String] = []  // the elements the walk is inside, outermost first
        var current: (length: Int, ids: [String])?  // the folder being read, when it holds the file
        var best: (length: Int, ids: [String])?
        for tag in tags {
            if tag.closing {
                guard open.popLast() == tag.name else { return [] }
                if open.count == 1 && tag.name == "folder" {
                    if let found = current, found.length > best?.length ?? -1 { best = found }
                    current = nil
                }
                continue
            }
            if open.count == 1 && tag.name == "folder" {
                current = tag.attributes["path"]
                    .flatMap { expanded($0, userHome: userHome) }
                    .flatMap { holds($0, folderOfFile) ? ($0.count, []) : nil }
            } else if open.count == 2 && tag.name == "device", let id = tag.attributes["id"], id.count >= 7 {
                current?.ids.append(String(decoding: id.prefix(7), as: UTF8.self))
            }
            open.append(tag.name)
        }
        guard open.isEmpty, let best else { return [] }
        return Set(best.ids).sorted()
    }

    /// The DER bytes of the first certificate in a PEM file; nil when there
    /// is none or its base64 is damaged.
    static func certificate(pem: [UInt8]) -> [UInt8]? {
        guard let begin = pem.firstRange(of: Array("-----BEGIN CERTIFICATE-----".utf8)),
            let end = pem[begin.upperBound...].firstRange(of: Array("-----END CERTIFICATE-----".utf8)),
            let der = base64(pem[begin.upperBound..<end.lowerBound]),
            der.first == 0x30  // a certificate is a DER sequence
        else { return nil }
        return der
    }

    // MARK: Encodings

    private static let alphabet32 = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567".utf8)

    /// RFC 4648 base32 without padding.
    private static func base32(_ bytes: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        var buffer: UInt32 = 0
        var held = 0
        for byte in bytes {
            buffer = buffer << 8 | UInt32(byte)
            held += 8
            while held >= 5 {
                held -= 5
                out.append(alphabet32[Int(buffer >> UInt32(held) & 31)])
            }
        }
        if held > 0 { out.append(alphabet32[Int(buffer << UInt32(5 - held) & 31)]) }
        return out
    }

    /// Syncthing's check character for a group of base32 characters: its
    /// own Luhn mod 32, where the factors run 1, 2, 1, … from the group's
    /// first character (the usual Luhn counts from the other end). The
    /// ids it shows are made this way, so it must be followed, not mended.
    private static func luhn32(_ group: ArraySlice<UInt8>) -> UInt8 {
        var sum = 0
        for (i, c) in group.enumerated() {
            let value = (alphabet32.firstIndex(of: c) ?? 0) * (i % 2 == 0 ? 1 : 2)
            sum += value / 32 + value % 32
        }
        return alphabet32[(32 - sum % 32) % 32]
    }

    /// Standard base64, whitespace and line breaks ignored, padding optional;
    /// nil when anything else is there.
    private static func base64(_ text: ArraySlice<UInt8>) -> [UInt8]? {
        var out: [UInt8] = []
        var buffer: UInt32 = 0
        var held = 0
        var digits = 0
        var padding = 0
        for c in text {
            let value: UInt8
            switch c {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): value = c - UInt8(ascii: "A")
            case UInt8(ascii: "a")...UInt8(ascii: "z"): value = c - UInt8(ascii: "a") + 26
            case UInt8(ascii: "0")...UInt8(ascii: "9"): value = c - UInt8(ascii: "0") + 52
            case UInt8(ascii: "+"): value = 62
            case UInt8(ascii: "/"): value = 63
            case UInt8(ascii: "="): padding += 1; continue
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), UInt8(ascii: "\n"): continue
            default: return nil
            }
            guard padding == 0 else { return nil }  // nothing after the padding
            buffer = buffer << 6 | UInt32(value)
            digits += 1
            held += 6
            if held >= 8 {
                held -= 8
                out.append(UInt8(truncatingIfNeeded: buffer >> UInt32(held)))
            }
        }
        // The last group of four is short by as many characters as the padding says.
        let short = (4 - digits % 4) % 4
        guard short != 3, padding == 0 || padding == short else { return nil }
        return out
    }

    // MARK: Folder paths

    /// A folder's path as an absolute path without a trailing `/` (the root
    /// folder as ""): `~` stands for the user's home. Nil for a relative path.
    private static func expanded(_ path: [UInt8], userHome: String?) -> [UInt8]? {
        var path = path
        if path.first == UInt8(ascii: "~") && (path.count == 1 || path[1] == UInt8(ascii: "/")) {
            guard let userHome else { return nil }
            var home = Array(userHome.utf8)
            while home.last == UInt8(ascii: "/") { home.removeLast() }
            path = home + path.dropFirst()
        }
        guard path.first == UInt8(ascii: "/") else { return nil }
        while path.last == UInt8(ascii: "/") { path.removeLast() }
        return path
    }

    /// Whether the folder at `folder` is `inner` or holds it.
    private static func holds(_ folder: [UInt8], _ inner: ArraySlice<UInt8>) -> Bool {
        inner.starts(with: folder) && (inner.count == folder.count || inner[inner.startIndex + folder.count] == UInt8(ascii: "/"))
    }
}

private func isSpace(_ c: UInt8) -> Bool {
    c == UInt8(ascii: " ") || c == UInt8(ascii: "\t") || c == UInt8(ascii: "\r") || c == UInt8(ascii: "\n")
}

/// One tag of config.xml: an element's start, with its attributes, or its
/// end (an empty element, `<a/>`, gives both). Enough of XML for Syncthing's
/// configuration, which it writes itself; anything it cannot follow makes
/// the whole file unreadable rather than half read.
private struct Tag {
    var name: String
    var closing: Bool
    var attributes: [String: [UInt8]] = [:]

    /// Where skipped parts start and end: comments, CDATA, declarations.
    private static let skipped: [(start: String, end: String)] = [
        ("<!--", "-->"), ("<![CDATA[", "]]>"), ("<?", "?>"), ("<!", ">"),
    ]

    /// The tags of `xml` in order, text left out; nil when it is damaged or cut short.
    static func all(in xml: [UInt8]) -> [Tag]? {
        var tags: [Tag] = []
        var i = 0
        func next(is text: String) -> Bool { xml[i...].starts(with: text.utf8) }
        func skipSpace() { while i < xml.count && isSpace(xml[i]) { i += 1 } }
        func name() -> String? {
            let start = i
            while i < xml.count && !isSpace(xml[i]) && !"<>/=\"'".utf8.contains(xml[i]) { i += 1 }
            return i > start ? String(decoding: xml[start..<i], as: UTF8.self) : nil
        }
        while let lt = xml[i...].firstIndex(of: UInt8(ascii: "<")) {
            i = lt
            if let skip = skipped.first(where: { next(is: $0.start) }) {
                guard let found = xml[i...].firstRange(of: Array(skip.end.utf8)) else { return nil }
                i = found.upperBound
                continue
            }
            i += 1
            let closing = next(is: "/")
            if closing { i += 1 }
            guard let tagName = name() else { return nil }
            var tag = Tag(name: tagName, closing: closing)
            while true {
                skipSpace()
                if next(is: ">") {
                    i += 1
                    tags.append(tag)
                    break
                }
                if !closing && next(is: "/>") {
                    i += 2
                    tags += [tag, Tag(name: tagName, closing: true)]
                    break
                }
                guard !closing, let key = name() else { return nil }
                skipSpace()
                guard next(is: "=") else { return nil }
                i += 1
                skipSpace()
                guard i < xml.count, xml[i] == UInt8(ascii: "\"") || xml[i] == UInt8(ascii: "'"),
                    let close = xml[(i + 1)...].firstIndex(of: xml[i])
                else { return nil }
                tag.attributes[key] = decoded(xml[(i + 1)..<close])
                i = close + 1
            }
        }
        return tags
    }

    /// An attribute's value with its entities (`&amp;`, `&#34;`, …) replaced;
    /// one it does not know is left as it is.
    private static func decoded(_ raw: ArraySlice<UInt8>) -> [UInt8] {
        var out: [UInt8] = []
        var i = raw.startIndex
        while i < raw.endIndex {
            if raw[i] == UInt8(ascii: "&"), let semicolon = raw[i...].prefix(12).firstIndex(of: UInt8(ascii: ";")),
                let text = entity(String(decoding: raw[(i + 1)..<semicolon], as: UTF8.self))
            {
                out += text.utf8
                i = semicolon + 1
            } else {
                out.append(raw[i])
                i += 1
            }
        }
        return out
    }

    private static func entity(_ name: String) -> String? {
        switch name {
        case "amp": return "&"
        case "lt": return "<"
        case "gt": return ">"
        case "quot": return "\""
        case "apos": return "'"
        default:
            // A character by number: `&#34;`, `&#x9;`.
            guard name.first == "#" else { return nil }
            let hex = name.dropFirst().first == "x" || name.dropFirst().first == "X"
            let digits = name.dropFirst(hex ? 2 : 1)
            guard let code = UInt32(digits, radix: hex ? 16 : 10), let scalar = Unicode.Scalar(code) else { return nil }
            return String(Character(scalar))
        }
    }
}
