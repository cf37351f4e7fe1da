extension Document {
    /// The bytes of the value of the first `name` tag on the line, as written
    /// (escapes included); nil when the line has no such tag or it has no
    /// value. Reading a value this way builds no string.
    public func tagValueRange(_ name: String, on line: Int) -> Range<Int>? {
        guard let t = tagRecord(name, on: line), t.hasValue else { return nil }
        return Int(t.valueStart)..<Int(t.valueEnd)
    }
}
