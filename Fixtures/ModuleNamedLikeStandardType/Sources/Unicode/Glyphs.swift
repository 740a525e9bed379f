/// A module named like the standard library's `Unicode`: `Unicode.Glyph` would look for `Glyph`
/// inside `Swift.Unicode`, so the mocks import the names they use one by one.
public struct Glyph: Equatable, Sendable {
    public var code: UInt32
    public init(code: UInt32) { self.code = code }
}

/// Internal: reachable through `@testable import`.
protocol GlyphSource {
    func glyph(at index: Int) -> Glyph?
}

/// An error type that makes itself from any error, as a static requirement.
public protocol GlyphFailure: Error {
    static func failure(from error: any Error) -> Self
}
