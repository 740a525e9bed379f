/// Read with `--context`: a parent the mocks implement, never mocked itself.
public protocol Identified {
    var identifier: String { get }
}
