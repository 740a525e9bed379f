import Foundation

/// A type named like its module: `GoldenAtlas.Notification` would look for `Notification`
/// inside this struct, so the mocks import the names they use one by one.
public struct GoldenAtlas: Equatable, Sendable {
    public var pages: Int
    public init(pages: Int) { self.pages = pages }
}

/// Named like Foundation's `Notification`.
public struct Notification: Equatable, Sendable {
    public var title: String
    public init(title: String) { self.title = title }
}

/// Internal: reachable through `@testable import`.
struct Bookmark: Equatable {
    var page: Int
}

protocol AtlasReading {
    func current() -> GoldenAtlas
    func announce(_ notification: Notification) -> Bool
    func open(_ bookmark: Bookmark) -> Int
}
