/// Protocols inheriting literal and numeric protocols: the mock provides the required
/// initializers (so a literal makes a mock), and arithmetic operators are stubbed like any
/// static member.

/// @mockable
protocol Percentage: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
    var value: Double { get }
}

/// @mockable
protocol Label: ExpressibleByStringInterpolation {
    var text: String { get }
}

/// @mockable
protocol Toggle: ExpressibleByBooleanLiteral, ExpressibleByNilLiteral {}

/// @mockable
protocol TagList: ExpressibleByArrayLiteral where ArrayLiteralElement == String {}

/// @mockable
protocol HeaderFields: ExpressibleByDictionaryLiteral where Key == String, Value == String {}

/// @mockable
protocol Price: SignedNumeric where Magnitude == Int {
    var currency: String { get }
}

/// @mockable
protocol Offset: Strideable where Stride == Int {}
