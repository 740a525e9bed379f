@_spi(MockgenGenerated) import MockRuntime

/// A non-Sendable argument type, to prove isolated mocks pass such values without races.
final class Note {
    var text: String
    init(_ text: String) { self.text = text }
}

@MainActor
protocol Dashboard {
    var title: String { get set }
    func show(_ note: Note)
    func refresh() async -> Int
}

// A @MainActor protocol's mock: the class is @MainActor, its state `nonisolated`.
@MainActor
final class DashboardMock: Dashboard, Mock {
    nonisolated let _mockState: MockState

    nonisolated init(
        policy: MockPolicy = .relaxed, name: String? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        _mockState = MockState(
            mockType: "DashboardMock", name: name, policy: policy, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    var title: String {
        get { _mockState.invoke(MockMember("title", kind: .getter, signature: "String"), arguments: []) { (produce: () -> String) in produce() } }
        set { _mockState.invoke(MockMember("title", kind: .setter, signature: "String"), arguments: [newValue]) { (produce: (String) -> Void) in produce(newValue) } }
    }
    func show(_ note: Note) {
        _mockState.invoke(MockMember("show(_:)", signature: "(Note) -> ()"), arguments: [note]) {
            (produce: (Note) -> Void) in produce(note)
        }
    }
    func refresh() async -> Int {
        await _mockState.invokeAsync(MockMember("refresh()", signature: "() async -> Int"), arguments: []) {
            (produce: () async -> Int) in await produce()
        }
    }

    struct Given: MockStubbingBuilder {
        let _context: MockBuilderContext
        init(_context: MockBuilderContext) { self._context = _context }

        var title: Stubbing<() -> String, String, Never> {
            .init(_context, MockMember("title", kind: .getter, signature: "String"), [])
        }
        func title(newValue: Parameter<String>) -> Stubbing<(String) -> Void, Void, Never> {
            .init(_context, MockMember("title", kind: .setter, signature: "String"), [newValue])
        }
        func show(_ note: Parameter<Note>) -> Stubbing<(Note) -> Void, Void, Never> {
            .init(_context, MockMember("show(_:)", signature: "(Note) -> ()"), [note])
        }
        func refresh() -> Stubbing<() async -> Int, Int, Never> {
            .init(_context, MockMember("refresh()", signature: "() async -> Int"), [])
        }
    }

    struct Verify: MockVerifyingBuilder {
        let _context: MockBuilderContext
        init(_context: MockBuilderContext) { self._context = _context }

        var title: GetterVerification { .init(_context, MockMember("title", kind: .getter, signature: "String"), []) }
        func title(newValue: Parameter<String>) -> SetterVerification {
            .init(_context, MockMember("title", kind: .setter, signature: "String"), [newValue])
        }
        func show(_ note: Parameter<Note>) -> Verification { .init(_context, MockMember("show(_:)", signature: "(Note) -> ()"), [note]) }
        func refresh() -> Verification { .init(_context, MockMember("refresh()", signature: "() async -> Int"), []) }
    }
}

protocol Counter: Actor {
    func increment(by amount: Int) -> Int
    func total() async throws -> Int
}

// An actor-constrained protocol's mock is an actor; its state is `nonisolated`.
actor CounterMock: Counter, Mock {
    nonisolated let _mockState: MockState

    init(
        policy: MockPolicy = .relaxed, name: String? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        _mockState = MockState(
            mockType: "CounterMock", name: name, policy: policy, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    func increment(by amount: Int) -> Int {
        _mockState.invoke(MockMember("increment(by:)", signature: "(Int) -> Int"), arguments: [amount]) {
            (produce: (Int) -> Int) in produce(amount)
        }
    }
    func total() async throws -> Int {
        try await _mockState.invokeAsync(MockMember("total()", signature: "() async throws -> Int"), arguments: []) {
            (produce: () async throws -> Int) in try await produce()
        }
    }

    struct Given: MockStubbingBuilder {
        let _context: MockBuilderContext
        init(_context: MockBuilderContext) { self._context = _context }

        func increment(by amount: Parameter<Int>) -> Stubbing<(Int) -> Int, Int, Never> {
            .init(_context, MockMember("increment(by:)", signature: "(Int) -> Int"), [amount])
        }
        func total() -> Stubbing<() async throws -> Int, Int, any Error> {
            .init(_context, MockMember("total()", signature: "() async throws -> Int"), [])
        }
    }

    struct Verify: MockVerifyingBuilder {
        let _context: MockBuilderContext
        init(_context: MockBuilderContext) { self._context = _context }

        func increment(by amount: Parameter<Int>) -> Verification {
            .init(_context, MockMember("increment(by:)", signature: "(Int) -> Int"), [amount])
        }
        func total() -> Verification { .init(_context, MockMember("total()", signature: "() async throws -> Int"), []) }
    }
}
