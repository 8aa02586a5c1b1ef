/// Many short lists stored end to end in one array. A list of one or two elements in an array of
/// its own costs a heap block, and the block's header and malloc's rounding are most of its bytes:
/// the type index keeps such a list for each of its tens of thousands of types.
struct FlatLists<Element> {
    private var elements: [Element] = []
    /// `ends[i]` is where list `i` ends in `elements`; it starts where list `i - 1` ends.
    private var ends: [Int] = []

    init() {}

    init(_ lists: [[Element]]) {
        elements.reserveCapacity(lists.reduce(0) { $0 + $1.count })
        ends.reserveCapacity(lists.count)
        for list in lists { append(list) }
    }

    mutating func append<List: Sequence>(_ list: List) where List.Element == Element {
        elements.append(contentsOf: list)
        ends.append(elements.count)
    }

    var count: Int { ends.count }

    subscript(index: Int) -> ArraySlice<Element> {
        elements[(index == 0 ? 0 : ends[index - 1])..<ends[index]]
    }
}
