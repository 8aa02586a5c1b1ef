/// SplitMix64 (Steele, Lea, Flood 2014): tiny, fast, and the same sequence on every platform and
/// Swift version, which `SystemRandomNumberGenerator` is not. The generated app must be identical
/// for a seed so that expected findings and benchmark inputs are reproducible, and a seeded test
/// must give the same cases every run: both use this one generator.
public struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    public init(seed: UInt64) {
        state = seed
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// Uniform in `0..<bound` (bound > 0). The modulo bias is below 2^-50 for the small bounds used here.
    public mutating func below(_ bound: Int) -> Int {
        precondition(bound > 0)
        return Int(next() % UInt64(bound))
    }

    /// Uniform in `range`.
    public mutating func int(in range: ClosedRange<Int>) -> Int {
        range.lowerBound + below(range.upperBound - range.lowerBound + 1)
    }

    /// True with probability `percent` / 100.
    public mutating func chance(_ percent: Int) -> Bool {
        below(100) < percent
    }

    public mutating func pick<T>(_ items: [T]) -> T {
        items[below(items.count)]
    }

    /// Fisher-Yates, so that the order depends only on the seed.
    public mutating func shuffle<T>(_ items: inout [T]) {
        guard items.count > 1 else { return }
        for index in stride(from: items.count - 1, to: 0, by: -1) {
            items.swapAt(index, below(index + 1))
        }
    }

    /// A derived generator, so that adding draws in one part of the generator does not change
    /// every later part.
    public mutating func fork() -> SplitMix64 {
        SplitMix64(seed: next())
    }
}
