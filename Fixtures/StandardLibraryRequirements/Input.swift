/// Requirements of `Codable`, `RawRepresentable` and `CodingKey` are mocked like the protocol's own.
/// @mockable
protocol Payload: Codable, CustomStringConvertible {
    var size: Int { get }
}

/// @mockable
protocol Flag: RawRepresentable where RawValue == String {
    var isEnabled: Bool { get }
}

/// @mockable
protocol DynamicKey: CodingKey {}

/// A raw value that stays generic.
/// @mockable
protocol Wrapper: RawRepresentable {}

/// @mockable
protocol Choice: CaseIterable {
    var label: String { get }
}

/// Restating `rawValue` with a concrete type fixes `RawValue` (as the compiler infers it): the
/// mock has `typealias RawValue = Int` and one `rawValue`, one `init?(rawValue:)`.
/// @mockable
protocol WireEnum: RawRepresentable, Hashable, Sendable {
    init()
    init?(rawValue: Int)
    var rawValue: Int { get }
}
