import Foundation

/// A protocol refining Foundation's `ContiguousBytes`: the mock implements its requirement.
/// @mockable
protocol Checksum: ContiguousBytes {
    var byteCount: Int { get }
}

/// A payload decoded with a configuration: the mock is generic over Foundation's
/// `DecodingConfiguration` and implements both initializers.
/// @mockable
protocol ConfiguredPayload: Decodable, DecodableWithConfiguration {}

/// A record encoded with a configuration the protocol fixes: the mock implements `encode(to:configuration:)`.
/// @mockable
protocol ConfiguredRecord: EncodableWithConfiguration where EncodingConfiguration == String {
    var id: Int { get }
}
