/// Requirements that tie a member of an associated type to the conforming type itself. A mock
/// generic over that associated type would have to name itself in its own generic requirements,
/// which the compiler rejects; the mock binds the associated type with a type alias instead.

/// The case of a root type that a key path reaches.
struct CaseOf<Root> {
    var name = ""
}

typealias PartialCasePath<Root> = PartialKeyPath<CaseOf<Root>>

/// @mockable
protocol CasePathListing {
    associatedtype AllCasePaths
    static var allCasePaths: AllCasePaths { get }
}

/// Only a sequence of the conforming type's case paths: the mock binds `AllCasePaths` to an
/// array of them.
/// @mockable
protocol CasePathEnumerating: CasePathListing where AllCasePaths: Sequence, AllCasePaths.Element == PartialCasePath<Self> {}

/// @mockable
protocol KeySerializing: Sendable {
    init(bytes: [UInt8]) throws
    func serialized() throws -> [UInt8]
}

/// @mockable
protocol KeyAgreeing: Sendable {
    associatedtype PublicKey: Sendable
    var publicKey: PublicKey { get }
    func sharedSecret(with peer: PublicKey) throws -> [UInt8]
}

/// The private key generated for a public key must have that public key's type: the mock binds
/// `EphemeralPrivateKey` to the mock of `EphemeralKeyGenerating`, specialized with itself.
/// @mockable
protocol AgreementPublicKey: KeySerializing, Sendable where EphemeralPrivateKey.PublicKey == Self {
    associatedtype EphemeralPrivateKey: EphemeralKeyGenerating
}

/// @mockable
protocol AgreementPrivateKey: Sendable, KeyAgreeing where PublicKey: AgreementPublicKey {}

/// @mockable
protocol EphemeralKeyGenerating: AgreementPrivateKey, Sendable {
    init()
}

/// @mockable
protocol EncapsulationPublicKey: Sendable {
    func encapsulate() throws -> [UInt8]
}

/// @mockable
protocol EncapsulationPrivateKey: Sendable {
    associatedtype PublicKey: EncapsulationPublicKey
    static func generate() throws -> Self
    var publicKey: PublicKey { get }
    func decapsulate(_ encapsulated: [UInt8]) throws -> [UInt8]
}

/// The tie stated on the associated type itself, and a companion whose mock is static too.
/// @mockable
protocol HybridPublicKey: EncapsulationPublicKey, KeySerializing {
    associatedtype EphemeralPrivateKey: HybridKeyGenerating where EphemeralPrivateKey.PublicKey == Self
}

/// @mockable
protocol HybridPrivateKey: EncapsulationPrivateKey where PublicKey: HybridPublicKey {}

/// @mockable
protocol HybridKeyGenerating: HybridPrivateKey {
    init() throws
}
