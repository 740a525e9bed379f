/// A protocol mock whose public initializer the runtime provides: generated code declares
/// only `init(_mockState:)`, and `init(policy:name:)` comes from the extension below, so each
/// mock's file carries no initializer with default arguments to type-check.
///
///     let engine = EngineMock(policy: .strict, name: "left engine")
public protocol StandardMock: Mock {
    /// Creates the mock around its state; only the runtime calls this.
    init(_mockState: MockState)
}

extension StandardMock {
    /// Creates a mock with `policy` (`.relaxed` unless given) and an optional `name` for
    /// messages. The location parameters default to the line that creates the mock, which
    /// reports with no `verify` line of their own name.
    public init(
        policy: MockPolicy = .relaxed, name: String? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        self.init(_mockState: MockState(
            mockType: mockTypeName(Self.self), name: name, policy: policy,
            fileID: fileID, filePath: filePath, line: line, column: column))
    }
}

/// How messages name a mock type: `StoreMock`, without the generic arguments of a
/// specialization (`StoreMock<Int, [Int]>`), as the generator names it.
func mockTypeName(_ type: Any.Type) -> String {
    let name = "\(type)"
    guard let genericArguments = name.firstIndex(of: "<") else { return name }
    return String(name[..<genericArguments])
}
