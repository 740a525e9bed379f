import Foundation

/// The parent both `Models.swift` files' protocols inherit: their mocks implement it too,
/// so their files need this file's `import Foundation` although their own sources lack it.
/// @mockable
protocol Identified: Sendable {
    var id: UUID { get }
}
