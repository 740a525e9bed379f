/// Protocols refining the standard integer and floating-point protocols. Each mock wraps a
/// standard number that its arithmetic uses (MockRuntime's integer- and floating-point-backed
/// mock protocols implement the standard requirements), while the requirements these protocols
/// declare themselves are recorded and stubbed like any others.

/// An unsigned integer with a signed partner of the same width, each tied to the other.
/// @mockable
protocol RawUnsignedInteger: FixedWidthInteger & UnsignedInteger {
    associatedtype Signed: RawSignedInteger where Signed.Unsigned == Self
    init(bitPattern: Signed)
}

/// @mockable
protocol RawSignedInteger: FixedWidthInteger & SignedInteger {
    associatedtype Unsigned: RawUnsignedInteger where Unsigned.Signed == Self
    init(bitPattern: Unsigned)
}

/// A fixed-width integer with a method of its own; it restates a standard requirement, which
/// stays the number's.
/// @mockable
protocol PacketCounter: FixedWidthInteger, Sendable {
    static func + (lhs: Self, rhs: Self) -> Self
    func wrapped(at limit: Self) -> Self
    var label: String { get }
}

/// A floating-point protocol with its own algebra: static requirements returning Self.
/// @mockable
protocol SignalSample: BinaryFloatingPoint {
    static func exp(_ x: Self) -> Self
    static func decibels(of amplitude: Self) -> Self
    var reciprocal: Self? { get }
}

/// Refining plain `FloatingPoint` and an input protocol that restates `SignedNumeric`.
/// @mockable
protocol Field: SignedNumeric {
    static func / (lhs: Self, rhs: Self) -> Self
    static func /= (lhs: inout Self, rhs: Self)
}

/// @mockable
protocol Angle: FloatingPoint, Field {
    static func sin(_ x: Self) -> Self
}

/// @mockable
protocol CounterStorage {
    associatedtype Value
    static func load(from storage: Self) -> Value
}

/// @mockable
protocol IntegerCounterStorage: CounterStorage {
    static func add(_ delta: Value, to storage: Self) -> Value
}

/// @mockable
protocol CountedValue {
    associatedtype Storage: CounterStorage where Storage.Value == Self
}

/// An atomic integer's shape: its storage must conform to a protocol and to its refinement,
/// both mocked; the storage is bound to the refinement's mock, specialized with this mock.
/// @mockable
protocol CountedInteger: CountedValue, FixedWidthInteger where Storage: IntegerCounterStorage {}
