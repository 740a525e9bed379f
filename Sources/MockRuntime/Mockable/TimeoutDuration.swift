/// How long `calledEventually(_:before:)` and its property forms wait (Mockable's
/// `TimeoutDuration`): `.seconds(3)`, `.miliseconds(500)` (Mockable's spelling), or a number
/// of seconds as a literal: `before: 2`.
public enum TimeoutDuration: Sendable, Hashable, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
    /// A number of seconds.
    case seconds(Double)
    /// A number of milliseconds.
    case miliseconds(UInt)

    /// `value` seconds.
    public init(integerLiteral value: Int) { self = .seconds(Double(value)) }

    /// `value` seconds.
    public init(floatLiteral value: Double) { self = .seconds(value) }

    /// The duration in seconds.
    public var duration: Double {
        switch self {
        case .seconds(let seconds): seconds
        case .miliseconds(let milliseconds): Double(milliseconds) / 1000
        }
    }
}
