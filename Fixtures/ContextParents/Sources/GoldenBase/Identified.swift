import Foundation

/// Read with `--context`: a parent the mocks implement, never mocked itself. Its requirements
/// name a Foundation type, so the mocks' file needs this file's imports.
public protocol Identified {
    var identifier: String { get }
    var home: URL { get }
}
