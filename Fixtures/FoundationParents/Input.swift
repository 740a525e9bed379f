import Foundation

/// A protocol refining Foundation's `ContiguousBytes`: the mock implements its requirement.
/// @mockable
protocol Checksum: ContiguousBytes {
    var byteCount: Int { get }
}
