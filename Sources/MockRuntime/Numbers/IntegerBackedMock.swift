/// A mock of a protocol that refines the standard integer protocols (`BinaryInteger`,
/// `FixedWidthInteger`, `SignedInteger`, `UnsignedInteger`): its arithmetic is that of the
/// standard integer it wraps, `_backingValue`, while the protocol's own requirements are
/// recorded and stubbed like those of any mock.
///
/// Generated mocks adopt ``UnsignedIntegerBackedMock`` or ``SignedIntegerBackedMock``, which fix
/// the backing type; this protocol's extension implements, by forwarding to the backing value,
/// every requirement of `FixedWidthInteger` that the standard library does not implement itself,
/// and pins its associated types (`Words`, `Stride`, `IntegerLiteralType`). Each operation
/// returns a new mock around the result, with a fresh relaxed state of its own: stubs given to
/// an operand do not carry over.
///
///     let a: PacketCounterMock = 40
///     let b = a + 2                      // a mock whose backing value is 42
///     b == 42                            // true
public protocol IntegerBackedMock: NumberBackedMock, FixedWidthInteger
where BackingValue: FixedWidthInteger & _ExpressibleByBuiltinIntegerLiteral,
      Words == BackingValue.Words, Stride == Int, IntegerLiteralType == BackingValue {}

extension IntegerBackedMock {
    // MARK: Literals, conversions, description

    public init(integerLiteral value: BackingValue) { self.init(_backingValue: value) }
    public init<T: BinaryInteger>(truncatingIfNeeded source: T) {
        self.init(_backingValue: BackingValue(truncatingIfNeeded: source))
    }
    public init<T: BinaryInteger>(clamping source: T) { self.init(_backingValue: BackingValue(clamping: source)) }
    public init<T: BinaryFloatingPoint>(_ source: T) { self.init(_backingValue: BackingValue(source)) }
    public init?<T: BinaryFloatingPoint>(exactly source: T) {
        guard let value = BackingValue(exactly: source) else { return nil }
        self.init(_backingValue: value)
    }
    public init?(_ description: String) {
        guard let value = BackingValue(description) else { return nil }
        self.init(_backingValue: value)
    }
    public init?<S: StringProtocol>(_ text: S, radix: Int = 10) {
        guard let value = BackingValue(text, radix: radix) else { return nil }
        self.init(_backingValue: value)
    }
    public init(_truncatingBits bits: UInt) { self.init(_backingValue: BackingValue(truncatingIfNeeded: bits)) }
    public init(bigEndian value: Self) { self.init(_backingValue: BackingValue(bigEndian: value._backingValue)) }
    public init(littleEndian value: Self) { self.init(_backingValue: BackingValue(littleEndian: value._backingValue)) }

    public var description: String { _backingValue.description }

    // MARK: Equality, order, hashing

    public static func == (lhs: Self, rhs: Self) -> Bool { lhs._backingValue == rhs._backingValue }
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs._backingValue < rhs._backingValue }
    public func hash(into hasher: inout Hasher) { hasher.combine(_backingValue) }

    // MARK: Representation

    public static var bitWidth: Int { BackingValue.bitWidth }
    public static var zero: Self { Self(_backingValue: 0) }
    public var words: BackingValue.Words { _backingValue.words }
    public var bitWidth: Int { _backingValue.bitWidth }
    public var trailingZeroBitCount: Int { _backingValue.trailingZeroBitCount }
    public var leadingZeroBitCount: Int { _backingValue.leadingZeroBitCount }
    public var nonzeroBitCount: Int { _backingValue.nonzeroBitCount }
    public var byteSwapped: Self { Self(_backingValue: _backingValue.byteSwapped) }
    public var bigEndian: Self { Self(_backingValue: _backingValue.bigEndian) }
    public var littleEndian: Self { Self(_backingValue: _backingValue.littleEndian) }
    public func signum() -> Self { Self(_backingValue: _backingValue.signum()) }

    // MARK: Strides

    public func distance(to other: Self) -> Int { Int(other._backingValue) - Int(_backingValue) }
    public func advanced(by n: Int) -> Self { Self(_backingValue: BackingValue(Int(_backingValue) + n)) }

    // MARK: Arithmetic

    public static func + (lhs: Self, rhs: Self) -> Self { Self(_backingValue: lhs._backingValue + rhs._backingValue) }
    public static func - (lhs: Self, rhs: Self) -> Self { Self(_backingValue: lhs._backingValue - rhs._backingValue) }
    public static func * (lhs: Self, rhs: Self) -> Self { Self(_backingValue: lhs._backingValue * rhs._backingValue) }
    public static func / (lhs: Self, rhs: Self) -> Self { Self(_backingValue: lhs._backingValue / rhs._backingValue) }
    public static func % (lhs: Self, rhs: Self) -> Self { Self(_backingValue: lhs._backingValue % rhs._backingValue) }
    public static func += (lhs: inout Self, rhs: Self) { lhs = lhs + rhs }
    public static func -= (lhs: inout Self, rhs: Self) { lhs = lhs - rhs }
    public static func *= (lhs: inout Self, rhs: Self) { lhs = lhs * rhs }
    public static func /= (lhs: inout Self, rhs: Self) { lhs = lhs / rhs }
    public static func %= (lhs: inout Self, rhs: Self) { lhs = lhs % rhs }

    public func addingReportingOverflow(_ rhs: Self) -> (partialValue: Self, overflow: Bool) {
        Self.reporting(_backingValue.addingReportingOverflow(rhs._backingValue))
    }
    public func subtractingReportingOverflow(_ rhs: Self) -> (partialValue: Self, overflow: Bool) {
        Self.reporting(_backingValue.subtractingReportingOverflow(rhs._backingValue))
    }
    public func multipliedReportingOverflow(by rhs: Self) -> (partialValue: Self, overflow: Bool) {
        Self.reporting(_backingValue.multipliedReportingOverflow(by: rhs._backingValue))
    }
    public func dividedReportingOverflow(by rhs: Self) -> (partialValue: Self, overflow: Bool) {
        Self.reporting(_backingValue.dividedReportingOverflow(by: rhs._backingValue))
    }
    public func remainderReportingOverflow(dividingBy rhs: Self) -> (partialValue: Self, overflow: Bool) {
        Self.reporting(_backingValue.remainderReportingOverflow(dividingBy: rhs._backingValue))
    }

    private static func reporting(
        _ result: (partialValue: BackingValue, overflow: Bool)
    ) -> (partialValue: Self, overflow: Bool) {
        (Self(_backingValue: result.partialValue), result.overflow)
    }

    // MARK: Bits

    public static prefix func ~ (x: Self) -> Self { Self(_backingValue: ~x._backingValue) }
    public static func & (lhs: Self, rhs: Self) -> Self { Self(_backingValue: lhs._backingValue & rhs._backingValue) }
    public static func | (lhs: Self, rhs: Self) -> Self { Self(_backingValue: lhs._backingValue | rhs._backingValue) }
    public static func ^ (lhs: Self, rhs: Self) -> Self { Self(_backingValue: lhs._backingValue ^ rhs._backingValue) }
    public static func &= (lhs: inout Self, rhs: Self) { lhs = lhs & rhs }
    public static func |= (lhs: inout Self, rhs: Self) { lhs = lhs | rhs }
    public static func ^= (lhs: inout Self, rhs: Self) { lhs = lhs ^ rhs }
    public static func &>> (lhs: Self, rhs: Self) -> Self {
        Self(_backingValue: lhs._backingValue &>> rhs._backingValue)
    }
    public static func &<< (lhs: Self, rhs: Self) -> Self {
        Self(_backingValue: lhs._backingValue &<< rhs._backingValue)
    }
    public static func >> <RHS: BinaryInteger>(lhs: Self, rhs: RHS) -> Self {
        Self(_backingValue: lhs._backingValue >> rhs)
    }
    public static func << <RHS: BinaryInteger>(lhs: Self, rhs: RHS) -> Self {
        Self(_backingValue: lhs._backingValue << rhs)
    }
    public static func >>= <RHS: BinaryInteger>(lhs: inout Self, rhs: RHS) { lhs = lhs >> rhs }
    public static func <<= <RHS: BinaryInteger>(lhs: inout Self, rhs: RHS) { lhs = lhs << rhs }
}

/// An ``IntegerBackedMock`` of an unsigned integer protocol, backed by a `UInt64`: what the mock
/// of a protocol refining `UnsignedInteger` adopts. Its `Magnitude` is the mock itself.
public protocol UnsignedIntegerBackedMock: IntegerBackedMock, UnsignedInteger
where BackingValue == UInt64, Magnitude == Self {}

extension UnsignedIntegerBackedMock {
    public var magnitude: Self { self }

    public func multipliedFullWidth(by other: Self) -> (high: Self, low: Self) {
        let result = _backingValue.multipliedFullWidth(by: other._backingValue)
        return (Self(_backingValue: result.high), Self(_backingValue: result.low))
    }

    public func dividingFullWidth(_ dividend: (high: Self, low: Self)) -> (quotient: Self, remainder: Self) {
        let result = _backingValue.dividingFullWidth((dividend.high._backingValue, dividend.low._backingValue))
        return (Self(_backingValue: result.quotient), Self(_backingValue: result.remainder))
    }
}

/// An ``IntegerBackedMock`` of a signed integer protocol, backed by an `Int64`: what the mock of
/// a protocol refining `SignedInteger`, or `BinaryInteger` or `FixedWidthInteger` without a
/// sign, adopts. Its `Magnitude` is `UInt64`.
public protocol SignedIntegerBackedMock: IntegerBackedMock, SignedInteger
where BackingValue == Int64, Magnitude == UInt64 {}

extension SignedIntegerBackedMock {
    public var magnitude: UInt64 { _backingValue.magnitude }

    public static prefix func - (operand: Self) -> Self { Self(_backingValue: -operand._backingValue) }

    public func multipliedFullWidth(by other: Self) -> (high: Self, low: UInt64) {
        let result = _backingValue.multipliedFullWidth(by: other._backingValue)
        return (Self(_backingValue: result.high), result.low)
    }

    public func dividingFullWidth(_ dividend: (high: Self, low: UInt64)) -> (quotient: Self, remainder: Self) {
        let result = _backingValue.dividingFullWidth((dividend.high._backingValue, dividend.low))
        return (Self(_backingValue: result.quotient), Self(_backingValue: result.remainder))
    }
}
