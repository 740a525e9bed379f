import Dispatch

/// A moment on the monotonic clock by which `calledEventually` stops waiting.
///
/// Built on `DispatchTime` rather than `ContinuousClock`, which needs macOS 13 / iOS 16.
struct Deadline: Sendable {
    private let uptimeNanoseconds: UInt64

    /// `seconds` from now; a negative or NaN `seconds` has already passed, an infinite one
    /// (or one beyond the clock's range) never passes.
    init(secondsFromNow seconds: Double) {
        let now = DispatchTime.now().uptimeNanoseconds
        let room = Double(UInt64.max - now)
        let span = seconds > 0 ? (seconds * 1e9 < room ? UInt64(seconds * 1e9) : UInt64.max - now) : 0
        uptimeNanoseconds = now + span
    }

    /// Whether the deadline is now or earlier.
    var hasPassed: Bool { remainingNanoseconds == nil }

    /// The time left, or nil when the deadline has passed.
    var remainingNanoseconds: UInt64? {
        let now = DispatchTime.now().uptimeNanoseconds
        return now < uptimeNanoseconds ? uptimeNanoseconds - now : nil
    }
}

@available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *)
extension Duration {
    /// The duration in seconds, for the `calledEventually` overloads that take a `Duration`.
    var inSeconds: Double {
        Double(components.seconds) + Double(components.attoseconds) / 1e18
    }
}
