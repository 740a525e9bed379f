public import Foundation

/// A type with a value a relaxed mock returns when a call has no stub.
///
/// Standard types adopt it; `Void` members need nothing. The values:
///
/// | Type | Default |
/// |---|---|
/// | `Optional` | `nil` |
/// | `Bool` | `false` |
/// | integers, `Float`, `Double` (so `TimeInterval`), `CGFloat`, `Decimal` | `0` |
/// | `String`, `Substring` | `""` |
/// | arrays, sets, dictionaries, `Data`, `IndexSet`, `IndexPath`, `CharacterSet` | empty |
/// | `Date` | `Date(timeIntervalSince1970: 0)` (1970-01-01 00:00:00 UTC) |
/// | `URL` | `URL(string: "about:blank")!` |
/// | `UUID` | `00000000-0000-0000-0000-000000000000` |
/// | `Duration` | `.zero` |
/// | `DateComponents`, `URLComponents` | empty (`DateComponents()`, `URLComponents()`) |
/// | `TimeZone` | UTC (`TimeZone(secondsFromGMT: 0)!`) |
/// | `Locale` | `Locale(identifier: "en_US_POSIX")` |
/// | `Calendar` | Gregorian, in UTC |
///
/// Each is fixed, so tests read the same on every machine. Adopt the protocol for your own
/// types to make relaxed mocks return them without a stub:
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
extension CGFloat: MockDefaultValue { public static var mockDefaultValue: CGFloat { 0 } }
@available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *)
extension Duration: MockDefaultValue { public static var mockDefaultValue: Duration { .zero } }
extension Date: MockDefaultValue {
    /// The Unix epoch, 1970-01-01 00:00:00 UTC.
    public static var mockDefaultValue: Date { Date(timeIntervalSince1970: 0) }
}
extension URL: MockDefaultValue {
    /// `about:blank`: a valid URL that names no resource.
    public static var mockDefaultValue: URL { URL(string: "about:blank")! }
}
extension UUID: MockDefaultValue {
    /// The nil UUID, `00000000-0000-0000-0000-000000000000`.
    public static var mockDefaultValue: UUID { UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)) }
}
extension IndexSet: MockDefaultValue { public static var mockDefaultValue: IndexSet { IndexSet() } }
extension IndexPath: MockDefaultValue { public static var mockDefaultValue: IndexPath { IndexPath() } }
extension CharacterSet: MockDefaultValue { public static var mockDefaultValue: CharacterSet { CharacterSet() } }
extension DateComponents: MockDefaultValue { public static var mockDefaultValue: DateComponents { DateComponents() } }
extension URLComponents: MockDefaultValue { public static var mockDefaultValue: URLComponents { URLComponents() } }
extension TimeZone: MockDefaultValue {
    /// UTC.
    public static var mockDefaultValue: TimeZone { TimeZone(secondsFromGMT: 0)! }
}
extension Locale: MockDefaultValue {
    /// `en_US_POSIX`, the locale that never changes with user settings.
    public static var mockDefaultValue: Locale { Locale(identifier: "en_US_POSIX") }
}
extension Calendar: MockDefaultValue {
    /// The Gregorian calendar in UTC.
    public static var mockDefaultValue: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .mockDefaultValue
        return calendar
    }
}
