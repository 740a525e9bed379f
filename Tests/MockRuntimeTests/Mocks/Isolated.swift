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

// A @MainActor protocol's mock: the class is @MainActor, its state `nonisolated`. Its members
// call the runtime's `call` entry points, as generated members do when their arguments pass as declared.
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
        get { _mockState.call0(_DashboardMockMembers.title) }
        set { _mockState.callVoid1(_DashboardMockMembers.title_set, newValue) }
    }
    func show(_ note: Note) { _mockState.callVoid1(_DashboardMockMembers.show, note) }
    func refresh() async -> Int { await _mockState.callAsync0(_DashboardMockMembers.refresh) }

    struct Given: MockRuntime.MockStubbingBuilder {
        let _context: MockRuntime.MockBuilderContext

        var title: MockRuntime.Stubbing<() -> String, String, Swift.Never> {
            _context.stubbing(_DashboardMockMembers.title)
        }
        func title(newValue: MockRuntime.Parameter<String>) -> MockRuntime.Stubbing<(String) -> Void, Void, Swift.Never> {
            _context.stubbing(_DashboardMockMembers.title_set, newValue)
        }
        func show(_ note: MockRuntime.Parameter<Note>) -> MockRuntime.Stubbing<(Note) -> Void, Void, Swift.Never> {
            _context.stubbing(_DashboardMockMembers.show, note)
        }
        func refresh() -> MockRuntime.Stubbing<nonisolated(nonsending) () async -> Int, Int, Swift.Never> {
            _context.stubbing(_DashboardMockMembers.refresh)
        }
    }

    struct Verify: MockRuntime.MockVerifyingBuilder {
        let _context: MockRuntime.MockBuilderContext

        var title: MockRuntime.GetterVerification { _context.getterVerification(_DashboardMockMembers.title) }
        func title(newValue: MockRuntime.Parameter<String>) -> MockRuntime.SetterVerification {
            _context.setterVerification(_DashboardMockMembers.title_set, newValue)
        }
        func show(_ note: MockRuntime.Parameter<Note>) -> MockRuntime.Verification {
            _context.verification(_DashboardMockMembers.show, note)
        }
        func refresh() -> MockRuntime.Verification { _context.verification(_DashboardMockMembers.refresh) }
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

    func increment(by amount: Int) -> Int { _mockState.call1(_CounterMockMembers.increment, amount) }
    func total() async throws -> Int { try await _mockState.callAsyncThrowing0(_CounterMockMembers.total) }

    struct Given: MockRuntime.MockStubbingBuilder {
        let _context: MockRuntime.MockBuilderContext

        func increment(by amount: MockRuntime.Parameter<Int>) -> MockRuntime.Stubbing<(Int) -> Int, Int, Swift.Never> {
            _context.stubbing(_CounterMockMembers.increment, amount)
        }
        func total() -> MockRuntime.Stubbing<nonisolated(nonsending) () async throws -> Int, Int, any Swift.Error> {
            _context.stubbing(_CounterMockMembers.total)
        }
    }

    struct Verify: MockRuntime.MockVerifyingBuilder {
        let _context: MockRuntime.MockBuilderContext

        func increment(by amount: MockRuntime.Parameter<Int>) -> MockRuntime.Verification {
            _context.verification(_CounterMockMembers.increment, amount)
        }
        func total() -> MockRuntime.Verification { _context.verification(_CounterMockMembers.total) }
    }
}
