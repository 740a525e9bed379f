import Foundation

/// A protocol of the inputs that makes its adopters `Codable`.
protocol Archivable: CustomStringConvertible, Codable {
    var weight: Int { get }
}

/// `Decodable` through `Archivable`: the compiler writes `required init(from:)`, which a
/// subclass declaring initializers must override, so the mock does.
/// @mockable
open class Consignment: Archivable {
    open var weight: Int
    public var description: String { "consignment of \(weight) kg" }
    public init(weight: Int) { self.weight = weight }
    open func label() -> String { "\(weight) kg" }
}

/// Inherits `Consignment`'s initializers, the synthesized one among them.
/// @mockable
open class ExpressConsignment: Consignment {
    open func priority() -> Int { 1 }
}

/// `Codable` itself, with the implicit `init()` beside the synthesized `init(from:)`.
/// @mockable
open class Satchel: Equatable & Codable {
    open var note: String = ""
    public static func == (lhs: Satchel, rhs: Satchel) -> Bool { lhs.note == rhs.note }
}

/// Declares its own `init(from:)`: nothing is synthesized, the declared one is overridden.
/// @mockable
open class Hamper: Decodable {
    public let items: Int
    public init(items: Int) { self.items = items }
    public required init(from decoder: any Decoder) throws {
        items = try decoder.singleValueContainer().decode(Int.self)
    }
}
