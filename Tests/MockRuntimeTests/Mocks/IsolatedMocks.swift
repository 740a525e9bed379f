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

fileprivate enum _DashboardMockMembers {
    static let title = MockRuntime.MockMember("title", kind: .getter)
    static let title_set = MockRuntime.MockMember("title", kind: .setter)
    static let show = MockRuntime.MockMember("show(_:)")
    static let refresh = MockRuntime.MockMember("refresh()")
}

// A @MainActor protocol's mock: the class is @MainActor, its state `nonisolated`.
@MainActor
final class DashboardMock: Dashboard, MockRuntime.Mock {
    nonisolated let _mockState: MockRuntime.MockState

    nonisolated init(
        policy: MockRuntime.MockPolicy = .relaxed, name: Swift.String? = nil,
        fileID: Swift.StaticString = #fileID, filePath: Swift.StaticString = #filePath,
        line: Swift.UInt = #line, column: Swift.UInt = #column
    ) {
        _mockState = MockRuntime.MockState(
            mockType: "DashboardMock", name: name, policy: policy,
            fileID: fileID, filePath: filePath, line: line, column: column
        )
    }

    var title: String {
        get { _mockState.invoke(_DashboardMockMembers.title, arguments: []) { (produce: () -> String) in produce() } }
        set { _mockState.invoke(_DashboardMockMembers.title_set, arguments: [newValue]) { (produce: (String) -> Void) in produce(newValue) } }
    }
    func show(_ note: Note) {
        _mockState.invoke(_DashboardMockMembers.show, arguments: [note]) {
            (produce: (Note) -> Void) in produce(note)
        }
    }
    func refresh() async -> Int {
        await _mockState.invokeAsync(_DashboardMockMembers.refresh, arguments: []) {
            (produce: () async -> Int) in await produce()
        }
    }

    struct Given: MockRuntime.MockStubbingBuilder {
        let _context: MockRuntime.MockBuilderContext

        var title: MockRuntime.Stubbing<() -> String, String, Swift.Never> {
            .init(_context, _DashboardMockMembers.title, [])
        }
        func title(newValue: MockRuntime.Parameter<String>) -> MockRuntime.Stubbing<(String) -> Void, Void, Swift.Never> {
            .init(_context, _DashboardMockMembers.title_set, [newValue])
        }
        func show(_ note: MockRuntime.Parameter<Note>) -> MockRuntime.Stubbing<(Note) -> Void, Void, Swift.Never> {
            .init(_context, _DashboardMockMembers.show, [note])
        }
        func refresh() -> MockRuntime.Stubbing<() async -> Int, Int, Swift.Never> {
            .init(_context, _DashboardMockMembers.refresh, [])
        }
    }

    struct Verify: MockRuntime.MockVerifyingBuilder {
        let _context: MockRuntime.MockBuilderContext

        var title: MockRuntime.GetterVerification { .init(_context, _DashboardMockMembers.title, []) }
        func title(newValue: MockRuntime.Parameter<String>) -> MockRuntime.SetterVerification {
            .init(_context, _DashboardMockMembers.title_set, [newValue])
        }
        func show(_ note: MockRuntime.Parameter<Note>) -> MockRuntime.Verification { .init(_context, _DashboardMockMembers.show, [note]) }
        func refresh() -> MockRuntime.Verification { .init(_context, _DashboardMockMembers.refresh, []) }
    }
}

protocol Counter: Actor {
    func increment(by amount: Int) -> Int
    func total() async throws -> Int
}

fileprivate enum _CounterMockMembers {
    static let increment = MockRuntime.MockMember("increment(by:)")
    static let total = MockRuntime.MockMember("total()")
}

// An actor-constrained protocol's mock is an actor; its state is `nonisolated`.
actor CounterMock: Counter, MockRuntime.Mock {
    nonisolated let _mockState: MockRuntime.MockState

    init(
        policy: MockRuntime.MockPolicy = .relaxed, name: Swift.String? = nil,
        fileID: Swift.StaticString = #fileID, filePath: Swift.StaticString = #filePath,
        line: Swift.UInt = #line, column: Swift.UInt = #column
    ) {
        _mockState = MockRuntime.MockState(
            mockType: "CounterMock", name: name, policy: policy,
            fileID: fileID, filePath: filePath, line: line, column: column
        )
    }

    func increment(by amount: Int) -> Int {
        _mockState.invoke(_CounterMockMembers.increment, arguments: [amount]) {
            (produce: (Int) -> Int) in produce(amount)
        }
    }
    func total() async throws -> Int {
        try await _mockState.invokeAsync(_CounterMockMembers.total, arguments: []) {
            (produce: () async throws -> Int) in try await produce()
        }
    }

    struct Given: MockRuntime.MockStubbingBuilder {
        let _context: MockRuntime.MockBuilderContext

        func increment(by amount: MockRuntime.Parameter<Int>) -> MockRuntime.Stubbing<(Int) -> Int, Int, Swift.Never> {
            .init(_context, _CounterMockMembers.increment, [amount])
        }
        func total() -> MockRuntime.Stubbing<() async throws -> Int, Int, any Swift.Error> {
            .init(_context, _CounterMockMembers.total, [])
        }
    }

    struct Verify: MockRuntime.MockVerifyingBuilder {
        let _context: MockRuntime.MockBuilderContext

        func increment(by amount: MockRuntime.Parameter<Int>) -> MockRuntime.Verification {
            .init(_context, _CounterMockMembers.increment, [amount])
        }
        func total() -> MockRuntime.Verification { .init(_context, _CounterMockMembers.total, []) }
    }
}
