/// A matching read the other way: `map[j]` is the partner of `j` (-1: none);
/// the result's entry `i` is the `j` whose partner is `i` (-1: none).
func inverse(_ map: [Int], count: Int) -> [Int] {
    var back = [Int](repeating: -1, count: count)
    for (j, i) in map.enumerated() where i >= 0 { back[i] = j }
    return back
}
