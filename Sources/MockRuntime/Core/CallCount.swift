/// How many times a call is expected: `.never .once .twice .exactly(n) .atLeast(n)
/// .atMost(n) .between(a...b) .atLeastOnce`, or an integer for exactly that many: `called(2)`.
public struct CallCount: Sendable, Hashable, CustomStringConvertible, ExpressibleByIntegerLiteral {
    /// The accepted numbers of calls.
    public let range: ClosedRange<Int>

    private init(_ range: ClosedRange<Int>) {
        self.range = range
    }

    /// No call at all (a reject: as an expectation it fails at the moment of the call).
    public static let never = CallCount(0...0)
    /// Exactly one call.
    public static let once = CallCount(1...1)
    /// Exactly two calls.
    public static let twice = CallCount(2...2)
    /// One call or more.
    public static let atLeastOnce = CallCount(1...Int.max)

    /// Exactly `count` calls.
    public static func exactly(_ count: Int) -> CallCount { CallCount(max(0, count)...max(0, count)) }
    /// `count` calls or more.
    public static func atLeast(_ count: Int) -> CallCount { CallCount(max(0, count)...Int.max) }
    /// At most `count` calls.
    public static func atMost(_ count: Int) -> CallCount { CallCount(0...max(0, count)) }
    /// A number of calls within `range`.
    public static func between(_ range: ClosedRange<Int>) -> CallCount {
        CallCount(max(0, range.lowerBound)...max(0, range.upperBound))
    }

    // Mockable's spellings of the same ranges (<doc:MockableCompatibility>). Each has a base name
    // of its own, so implicit member lookups such as `.exactly(2)` or `.once` find no new overload.

    /// Between `lowerBound` and `upperBound` calls, both included (Mockable's spelling of
    /// `.between(lowerBound...upperBound)`): `called(.from(1, to: 5))`. An empty range accepts no count.
    public static func from(_ lowerBound: Int, to upperBound: Int) -> CallCount {
        let low = max(0, lowerBound)
        return upperBound < low ? CallCount(impossible: ()) : CallCount(low...upperBound)
    }
    /// Fewer than `count` calls: `called(.less(than: 2))`. `.less(than: 0)` accepts no count.
    public static func less(than count: Int) -> CallCount {
        count <= 0 ? CallCount(impossible: ()) : CallCount(0...(count - 1))
    }
    /// At most `count` calls (Mockable's spelling of `.atMost(count)`).
    public static func lessOrEqual(to count: Int) -> CallCount {
        count < 0 ? CallCount(impossible: ()) : CallCount(0...count)
    }
    /// More than `count` calls: `called(.more(than: 0))` is `called(.atLeastOnce)`.
    public static func more(than count: Int) -> CallCount {
        count == Int.max ? CallCount(impossible: ()) : atLeast(count + 1)
    }
    /// `count` calls or more (Mockable's spelling of `.atLeast(count)`).
    public static func moreOrEqual(to count: Int) -> CallCount { atLeast(count) }

    /// What an empty range (`.from(3, to: 1)`, `.less(than: 0)`) becomes: a count no test reaches
    /// (`Int.max` calls), since `CallCount` keeps a closed range and Mockable accepts no count there.
    private init(impossible: Void) {
        self.init(Int.max...Int.max)
    }

    /// Exactly `value` calls: `called(2)` is `called(.exactly(2))`.
    public init(integerLiteral value: Int) {
        self.init(max(0, value)...max(0, value))
    }

    /// Whether `count` calls satisfy this expectation.
    public func accepts(_ count: Int) -> Bool { range.contains(count) }

    /// Whether `count` calls already exceed the upper bound (more calls cannot help).
    func isExceeded(by count: Int) -> Bool { count > range.upperBound }

    /// Reads as the end of "expected X to be called …": `exactly once`, `at least 2 times`.
    public var description: String {
        let (low, high) = (range.lowerBound, range.upperBound)
        if high == 0 { return "never" }
        if low == high { return "exactly \(Self.times(low))" }
        if high == Int.max { return "at least \(Self.times(low))" }
        if low == 0 { return "at most \(Self.times(high))" }
        return "between \(low) and \(high) times"
    }

    /// Reads as the end of "expected X …": `never to be called`, `to be called exactly once`.
    var expectationPhrase: String { range.upperBound == 0 ? "never to be called" : "to be called \(description)" }

    static func times(_ count: Int) -> String {
        switch count {
        case 1: "once"
        case 2: "twice"
        default: "\(count) times"
        }
    }
}
