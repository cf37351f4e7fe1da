/// Runs `body(k, i)` for 50 values of `i` on each of 8 tasks at once, as
/// eight commands saving in a loop would: how many of the calls threw.
func failuresAllAtOnce(_ body: @escaping @Sendable (Int, Int) throws -> Void) async -> Int {
    await withTaskGroup(of: Int.self) { group in
        for k in 0..<8 {
            group.addTask {
                var failed = 0
                for i in 0..<50 {
                    do { try body(k, i) } catch { failed += 1 }
                }
                return failed
            }
        }
        return await group.reduce(0, +)
    }
}
