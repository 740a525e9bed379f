import Foundation

/// A protocol of the inputs that makes its adopters `Codable`.
protocol Archivable: CustomStringConvertible, Codable {
    var weight: Int { get }
}

/// `Decodable` through `Archivable`: the compiler writes `required init(from:)`, which a
/// subclass declaring initializers must override, so the mock does.
/// @mockable
open class Shipment: Archivable {
    open var weight: Int
    public var description: String { "shipment of \(weight) kg" }
    public init(weight: Int) { self.weight = weight }
    open func label() -> String { "\(weight) kg" }
}

/// Inherits `Shipment`'s initializers, the synthesized one among them.
/// @mockable
open class ExpressShipment: Shipment {
    open func priority() -> Int { 1 }
}

/// `Codable` itself, with the implicit `init()` beside the synthesized `init(from:)`.
/// @mockable
open class Parcel: Equatable & Codable {
    open var note: String = ""
    public static func == (lhs: Parcel, rhs: Parcel) -> Bool { lhs.note == rhs.note }
}

/// Declares its own `init(from:)`: nothing is synthesized, the declared one is overridden.
/// @mockable
open class Crate: Decodable {
    public let items: Int
    public init(items: Int) { self.items = items }
    public required init(from decoder: any Decoder) throws {
        items = try decoder.singleValueContainer().decode(Int.self)
    }
}
