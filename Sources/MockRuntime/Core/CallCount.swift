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
