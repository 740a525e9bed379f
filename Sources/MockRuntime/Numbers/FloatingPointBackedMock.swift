/// A mock of a protocol that refines `FloatingPoint` or `BinaryFloatingPoint`: its arithmetic is
/// that of the `Double` it wraps, `_backingValue`, while the protocol's own requirements are
/// recorded and stubbed like those of any mock.
///
/// Its standard requirements come from ``DoubleBackedNumber``, which pins the associated types to
/// `Double`'s (`Exponent`, `RawSignificand`, `RawExponent`, `FloatLiteralType`,
/// `IntegerLiteralType`; `Magnitude` and `Stride` are the mock itself). Each operation returns
/// a new mock around the result, with a fresh relaxed state of its own: stubs given to an
/// operand do not carry over.
///
///     let x: SampleMock = 1.5
///     let y = x * 2                      // a mock whose backing value is 3.0
///     y.squareRoot() < y                 // true
public protocol FloatingPointBackedMock: NumberBackedMock, DoubleBackedNumber where BackingValue == Double {}

/// A binary floating-point number that forwards every requirement of `BinaryFloatingPoint` the
/// standard library does not implement itself to the `Double` it stands for: the arithmetic of
/// ``FloatingPointBackedMock``.
///
/// It is not class-bound, unlike the mock protocols, so that its extension can implement the
/// standard `mutating` requirements (`negate()`, `formSquareRoot()`…) by replacing the value.
public protocol DoubleBackedNumber: BinaryFloatingPoint, LosslessStringConvertible
where Exponent == Int, RawSignificand == UInt64, RawExponent == UInt, FloatLiteralType == Double,
      IntegerLiteralType == Int64, Magnitude == Self, Stride == Self {
    /// The number this value stands for.
    @_spi(MockgenGenerated) var _backingValue: Double { get }
    /// A value standing for `value`.
    @_spi(MockgenGenerated) init(_backingValue value: Double)
}

extension DoubleBackedNumber {
    // MARK: Literals, conversions, description

    public init(floatLiteral value: Double) { self.init(_backingValue: value) }
    public init(integerLiteral value: Int64) { self.init(_backingValue: Double(value)) }
    public init(_ value: Int) { self.init(_backingValue: Double(value)) }
    public init<Source: BinaryInteger>(_ value: Source) { self.init(_backingValue: Double(value)) }
    public init?<Source: BinaryInteger>(exactly value: Source) {
        guard let double = Double(exactly: value) else { return nil }
        self.init(_backingValue: double)
    }
    public init(_ value: Float) { self.init(_backingValue: Double(value)) }
    public init(_ value: Double) { self.init(_backingValue: value) }
    #if !(os(Windows) || os(Android) || ($Embedded && !os(Linux)
        && !(os(macOS) || os(iOS) || os(watchOS) || os(tvOS)))) && (arch(i386) || arch(x86_64))
    public init(_ value: Float80) { self.init(_backingValue: Double(value)) }
    #endif
    public init<Source: BinaryFloatingPoint>(_ value: Source) { self.init(_backingValue: Double(value)) }
    public init?<Source: BinaryFloatingPoint>(exactly value: Source) {
        guard let double = Double(exactly: value) else { return nil }
        self.init(_backingValue: double)
    }
    public init(sign: FloatingPointSign, exponent: Int, significand: Self) {
        self.init(_backingValue: Double(sign: sign, exponent: exponent, significand: significand._backingValue))
    }
    public init(sign: FloatingPointSign, exponentBitPattern: UInt, significandBitPattern: UInt64) {
        self.init(_backingValue: Double(
            sign: sign, exponentBitPattern: exponentBitPattern, significandBitPattern: significandBitPattern
        ))
    }

    public init?(_ description: String) {
        guard let value = Double(description) else { return nil }
        self.init(_backingValue: value)
    }

    public var description: String { _backingValue.description }

    // MARK: Equality, order, hashing

    public static func == (lhs: Self, rhs: Self) -> Bool { lhs._backingValue == rhs._backingValue }
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs._backingValue < rhs._backingValue }
    public func hash(into hasher: inout Hasher) { hasher.combine(_backingValue) }
    public func isEqual(to other: Self) -> Bool { _backingValue.isEqual(to: other._backingValue) }
    public func isLess(than other: Self) -> Bool { _backingValue.isLess(than: other._backingValue) }
    public func isLessThanOrEqualTo(_ other: Self) -> Bool { _backingValue.isLessThanOrEqualTo(other._backingValue) }
    public func isTotallyOrdered(belowOrEqualTo other: Self) -> Bool {
        _backingValue.isTotallyOrdered(belowOrEqualTo: other._backingValue)
    }

    // MARK: Representation

    public static var exponentBitCount: Int { Double.exponentBitCount }
    public static var significandBitCount: Int { Double.significandBitCount }
    public static var nan: Self { Self(_backingValue: .nan) }
    public static var signalingNaN: Self { Self(_backingValue: .signalingNaN) }
    public static var infinity: Self { Self(_backingValue: .infinity) }
    public static var greatestFiniteMagnitude: Self { Self(_backingValue: .greatestFiniteMagnitude) }
    public static var pi: Self { Self(_backingValue: .pi) }
    public static var leastNormalMagnitude: Self { Self(_backingValue: .leastNormalMagnitude) }
    public static var leastNonzeroMagnitude: Self { Self(_backingValue: .leastNonzeroMagnitude) }
    public static var zero: Self { Self(_backingValue: 0) }
    public var exponentBitPattern: UInt { _backingValue.exponentBitPattern }
    public var significandBitPattern: UInt64 { _backingValue.significandBitPattern }
    public var binade: Self { Self(_backingValue: _backingValue.binade) }
    public var significandWidth: Int { _backingValue.significandWidth }
    public var ulp: Self { Self(_backingValue: _backingValue.ulp) }
    public var sign: FloatingPointSign { _backingValue.sign }
    public var exponent: Int { _backingValue.exponent }
    public var significand: Self { Self(_backingValue: _backingValue.significand) }
    public var magnitude: Self { Self(_backingValue: _backingValue.magnitude) }
    public var nextUp: Self { Self(_backingValue: _backingValue.nextUp) }
    public var isNormal: Bool { _backingValue.isNormal }
    public var isFinite: Bool { _backingValue.isFinite }
    public var isZero: Bool { _backingValue.isZero }
    public var isSubnormal: Bool { _backingValue.isSubnormal }
    public var isInfinite: Bool { _backingValue.isInfinite }
    public var isNaN: Bool { _backingValue.isNaN }
    public var isSignalingNaN: Bool { _backingValue.isSignalingNaN }
    public var isCanonical: Bool { _backingValue.isCanonical }

    // MARK: Strides

    public func distance(to other: Self) -> Self {
        Self(_backingValue: _backingValue.distance(to: other._backingValue))
    }
    public func advanced(by n: Self) -> Self { Self(_backingValue: _backingValue.advanced(by: n._backingValue)) }

    // MARK: Arithmetic

    public static func + (lhs: Self, rhs: Self) -> Self { Self(_backingValue: lhs._backingValue + rhs._backingValue) }
    public static func - (lhs: Self, rhs: Self) -> Self { Self(_backingValue: lhs._backingValue - rhs._backingValue) }
    public static func * (lhs: Self, rhs: Self) -> Self { Self(_backingValue: lhs._backingValue * rhs._backingValue) }
    public static func / (lhs: Self, rhs: Self) -> Self { Self(_backingValue: lhs._backingValue / rhs._backingValue) }
    public static prefix func - (operand: Self) -> Self { Self(_backingValue: -operand._backingValue) }
    public static func += (lhs: inout Self, rhs: Self) { lhs = lhs + rhs }
    public static func -= (lhs: inout Self, rhs: Self) { lhs = lhs - rhs }
    public static func *= (lhs: inout Self, rhs: Self) { lhs = lhs * rhs }
    public static func /= (lhs: inout Self, rhs: Self) { lhs = lhs / rhs }
    public mutating func negate() { self = -self }
    public mutating func round(_ rule: FloatingPointRoundingRule) {
        self = Self(_backingValue: _backingValue.rounded(rule))
    }
    public mutating func formRemainder(dividingBy other: Self) {
        self = Self(_backingValue: _backingValue.remainder(dividingBy: other._backingValue))
    }
    public mutating func formTruncatingRemainder(dividingBy other: Self) {
        self = Self(_backingValue: _backingValue.truncatingRemainder(dividingBy: other._backingValue))
    }
    public mutating func formSquareRoot() { self = Self(_backingValue: _backingValue.squareRoot()) }
    public mutating func addProduct(_ lhs: Self, _ rhs: Self) {
        self = Self(_backingValue: _backingValue.addingProduct(lhs._backingValue, rhs._backingValue))
    }
}
