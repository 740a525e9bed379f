enum LogLevel: Int, Sendable, Comparable {
    case debug, info, error
    static func < (lhs: LogLevel, rhs: LogLevel) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// A `Sendable` logger, in the spirit of swift-log.
/// @mockable
protocol Logger: Sendable {
    var minimumLevel: LogLevel { get set }
    func log(_ level: LogLevel, _ message: @autoclosure () -> String, file: String, line: UInt)
    func flush() async
}
