/// Protocols inheriting standard-library protocols whose requirements a mock implements like
/// any other: a generic `write(to:)` with an `inout` argument, a failable `init?(_:)`, an
/// iterator's `next()`, the asynchronous iterator's `next()`, a random number generator's `next()`,
/// and a text output stream's `write(_:)`.

/// @mockable
protocol ReportPrinter: TextOutputStreamable {
    var pageCount: Int { get }
}

/// @mockable
protocol VersionTag: LosslessStringConvertible {
    var major: Int { get }
}

/// @mockable
protocol TicketDispenser: IteratorProtocol where Element == Int {
    func refill(_ count: Int)
}

/// @mockable
protocol EventFeed: AsyncIteratorProtocol where Element == String, Failure == Never {
    func close()
}

/// @mockable
protocol SeededGenerator: RandomNumberGenerator, Sendable {
    var seed: UInt64 { get }
}

/// @mockable
protocol FlushableTextStream: TextOutputStream {
    func flush()
}
