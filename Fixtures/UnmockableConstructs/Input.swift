/// Swift 6.3 stops with an assertion on every type that implements a settable subscript with
/// parameter packs: this protocol is skipped with a warning (a read-only one is mocked:
/// `ParameterPacks`).
/// @mockable
protocol PackProcessor {
    subscript<each Item>(_ items: repeat each Item) -> Int { get set }
}

/// A member named like the mock's own state is skipped with a warning.
/// @mockable
protocol StateHolder {
    var _mockState: Int { get }
}

/// The rest of the file is still generated. `Survivor` inherits a protocol that is not among
/// the inputs (declared in Tests/MockgenGoldenTests/FixtureSupport.swift): it is mocked with a
/// warning, since the mock cannot know that protocol's requirements (here it has none).
/// @mockable
protocol Survivor: UnmockableExternalBase {
    func stillWorks() -> Bool
}

/// An actor protocol refining an integer protocol is skipped: a number's arithmetic makes new
/// values, which an actor cannot be.
/// @mockable
protocol TallyCounter: Actor, FixedWidthInteger {
    var title: String { get }
}

/// A private protocol cannot be conformed to from the mocks file: skipped with a warning.
/// @mockable
private protocol Hidden {
    func secret()
}

/// A protocol that ties a member of its associated type to the conforming type itself: a mock
/// generic over `Partner` would require `Partner.Key == Self` of it, naming the mock class in its
/// own generic requirements, which the compiler rejects; and `KeyPartner` is not selected, so no
/// generated mock can stand for `Partner`. Skipped with a warning.
/// @mockable
protocol PairedKey where Partner.Key == Self {
    associatedtype Partner: KeyPartner
    func partner() -> Partner
}

protocol KeyPartner {
    associatedtype Key
}
