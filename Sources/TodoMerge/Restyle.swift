import TaskPaper

/// A side that rewrote every line's ending (an editor saving with CRLF) or
/// indentation (spaces for tabs) changed no task: it is read in the base's
/// style, so that only its real changes merge, the merged file keeps the
/// base's style, and either order of the sides writes the same bytes. A
/// side whose style is mixed is left as it is (its lines merge as they are).
enum Restyle {
    /// `other`: the other side; when either side is the base itself, or
    /// both are alike, the merge takes the changed side's bytes as they are.
    static func following(_ base: Document?, _ side: Document, other: Document) -> Document {
        guard let base, side.style != base.style, other.bytes != base.bytes, side.bytes != base.bytes,
            side.bytes != other.bytes, isUniform(side)
        else { return side }
        let (from, to) = (side.style, base.style)
        var out: [UInt8] = side.hasBOM ? [0xEF, 0xBB, 0xBF] : []
        out.reserveCapacity(side.bytes.count + side.lineCount)
        for line in side.lineIndices {
            var content = side.contentRange(line)
            if line == 0 && side.hasBOM { content = (content.lowerBound + 3)..<content.upperBound }
            let body = side.bodyRange(line)
            if side.kind(line) != .blank, from.indent != to.indent, content.lowerBound <= body.lowerBound {
                out += to.indentation(side.level(line) - 1)
                out += side.bytes[body]
            } else {
                out += side.bytes[content]
            }
            let ending = side.ending(line)
            out += ending == .none ? [] : ending == from.lineEnding ? to.lineEnding.bytes : ending.bytes
        }
        return Document(bytes: out)
    }

    /// Every line ends with the side's usual ending (or none, at the end),
    /// and every line's indentation is exactly its level in the side's style.
    private static func isUniform(_ doc: Document) -> Bool {
        let style = doc.style
        for line in doc.lineIndices {
            let ending = doc.ending(line)
            guard ending == style.lineEnding || ending == .none else { return false }
            guard doc.kind(line) != .blank else { continue }
            var start = doc.contentRange(line).lowerBound
            if line == 0 && doc.hasBOM { start += 3 }
            let body = doc.bodyRange(line).lowerBound
            let indent = doc.bytes[min(start, body)..<body]
            guard indent.elementsEqual(style.indentation(doc.level(line) - 1)) else { return false }
        }
        return true
    }
}
