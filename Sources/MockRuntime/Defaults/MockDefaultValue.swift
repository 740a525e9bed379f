public import Foundation

/// A type with a value a relaxed mock returns when a call has no stub.
///
/// Standard types adopt it (numbers, `Bool`, `String`, optionals, collections, `Data`...);
/// `Void` members need nothing. Adopt it for your own types to make relaxed mocks return
/// them without a stub:
///
///     extension Speed: MockDefaultValue {
///         public static var mockDefaultValue: Speed { Speed(0) }
///     }
public protocol MockDefaultValue {
    /// The value an unstubbed call returns.
    static var mockDefaultValue: Self { get }
}

/// The default value of `type`, if it has one: `()` for `Void`, else `MockDefaultValue`.
func defaultMockValue<R>(of type: R.Type) -> R? {
    if R.self == Void.self { return (() as Any) as? R }
    guard let provider = R.self as? any MockDefaultValue.Type else { return nil }
    return provider.mockDefaultValue as? R
}

extension Optional: MockDefaultValue {
    public static var mockDefaultValue: Wrapped? { nil }
}

extension Bool: MockDefaultValue { public static var mockDefaultValue: Bool { false } }
extension String: MockDefaultValue { public static var mockDefaultValue: String { "" } }
extension Substring: MockDefaultValue { public static var mockDefaultValue: Substring { "" } }
extension Int: MockDefaultValue { public static var mockDefaultValue: Int { 0 } }
extension Int8: MockDefaultValue { public static var mockDefaultValue: Int8 { 0 } }
extension Int16: MockDefaultValue { public static var mockDefaultValue: Int16 { 0 } }
extension Int32: MockDefaultValue { public static var mockDefaultValue: Int32 { 0 } }
extension Int64: MockDefaultValue { public static var mockDefaultValue: Int64 { 0 } }
extension UInt: MockDefaultValue { public static var mockDefaultValue: UInt { 0 } }
extension UInt8: MockDefaultValue { public static var mockDefaultValue: UInt8 { 0 } }
extension UInt16: MockDefaultValue { public static var mockDefaultValue: UInt16 { 0 } }
extension UInt32: MockDefaultValue { public static var mockDefaultValue: UInt32 { 0 } }
extension UInt64: MockDefaultValue { public static var mockDefaultValue: UInt64 { 0 } }
extension Float: MockDefaultValue { public static var mockDefaultValue: Float { 0 } }
extension Double: MockDefaultValue { public static var mockDefaultValue: Double { 0 } }
extension Decimal: MockDefaultValue { public static var mockDefaultValue: Decimal { 0 } }
extension Data: MockDefaultValue { public static var mockDefaultValue: Data { Data() } }
extension Array: MockDefaultValue { public static var mockDefaultValue: [Element] { [] } }
extension ContiguousArray: MockDefaultValue { public static var mockDefaultValue: ContiguousArray<Element> { [] } }
extension ArraySlice: MockDefaultValue { public static var mockDefaultValue: ArraySlice<Element> { [] } }
extension Set: MockDefaultValue { public static var mockDefaultValue: Set<Element> { [] } }
extension Dictionary: MockDefaultValue { public static var mockDefaultValue: [Key: Value] { [:] } }
