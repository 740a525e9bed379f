@_spi(MockgenGenerated) import MockRuntime

protocol Store {
    associatedtype Item
    func save(_ item: Item)
    func load() -> Item?
    static func named(_ name: String) -> Self?
}

fileprivate enum _StoreMockMembers {
    static let save = MockRuntime.MockMember("save(_:)")
    static let load = MockRuntime.MockMember("load()")
    static let named = MockRuntime.MockMember("named(_:)")
}

// A protocol with an associated type gets a generic mock; generic classes cannot have
// static stored properties, so the static state comes from `MockRuntime.MockState.shared(for:)`.
final class StoreMock<Item>: Store, MockRuntime.Mock, MockRuntime.StaticMock {
    let _mockState: MockRuntime.MockState
    static var _staticMockState: MockRuntime.MockState { MockRuntime.MockState.shared(for: Self.self) }

    init(
        policy: MockRuntime.MockPolicy = .relaxed, name: Swift.String? = nil,
        fileID: Swift.StaticString = #fileID, filePath: Swift.StaticString = #filePath,
        line: Swift.UInt = #line, column: Swift.UInt = #column
    ) {
        _mockState = MockRuntime.MockState(
            mockType: "StoreMock<\(Item.self)>", name: name, policy: policy,
            fileID: fileID, filePath: filePath, line: line, column: column
        )
    }

    func save(_ item: Item) {
        _mockState.invoke(_StoreMockMembers.save, arguments: [item]) {
            (produce: (Item) -> Void) in produce(item)
        }
    }
    func load() -> Item? {
        _mockState.invoke(_StoreMockMembers.load, arguments: []) {
            (produce: () -> Item?) in produce()
        }
    }
    static func named(_ name: String) -> StoreMock? {
        _staticMockState.invoke(_StoreMockMembers.named, arguments: [name]) {
            (produce: (String) -> StoreMock?) in produce(name)
        }
    }

    struct Given: MockRuntime.MockStubbingBuilder {
        let _context: MockRuntime.MockBuilderContext

        func save(_ item: MockRuntime.Parameter<Item>) -> MockRuntime.Stubbing<(Item) -> Void, Void, Swift.Never> {
            .init(_context, _StoreMockMembers.save, [item])
        }
        func load() -> MockRuntime.Stubbing<() -> Item?, Item?, Swift.Never> {
            .init(_context, _StoreMockMembers.load, [])
        }
    }

    struct Verify: MockRuntime.MockVerifyingBuilder {
        let _context: MockRuntime.MockBuilderContext

        func save(_ item: MockRuntime.Parameter<Item>) -> MockRuntime.Verification { .init(_context, _StoreMockMembers.save, [item]) }
        func load() -> MockRuntime.Verification { .init(_context, _StoreMockMembers.load, []) }
    }

    struct StaticGiven: MockRuntime.MockStubbingBuilder {
        let _context: MockRuntime.MockBuilderContext

        func named(_ name: MockRuntime.Parameter<String>) -> MockRuntime.Stubbing<(String) -> StoreMock?, StoreMock?, Swift.Never> {
            .init(_context, _StoreMockMembers.named, [name])
        }
    }

    struct StaticVerify: MockRuntime.MockVerifyingBuilder {
        let _context: MockRuntime.MockBuilderContext

        func named(_ name: MockRuntime.Parameter<String>) -> MockRuntime.Verification {
            .init(_context, _StoreMockMembers.named, [name])
        }
    }
}
