@_spi(MockgenGenerated) import MockRuntime

protocol Store {
    associatedtype Item
    func save(_ item: Item)
    func load() -> Item?
    static func named(_ name: String) -> Self?
}

// A protocol with an associated type gets a generic mock; generic classes cannot have
// static stored properties, so the static state comes from `MockState.shared(for:)`.
final class StoreMock<Item>: Store, Mock, StaticMock {
    let _mockState: MockState
    static var _staticMockState: MockState { MockState.shared(for: Self.self) }

    init(
        policy: MockPolicy = .relaxed, name: String? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        _mockState = MockState(
            mockType: "StoreMock<\(Item.self)>", name: name, policy: policy, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    func save(_ item: Item) {
        _mockState.invoke(MockMember("save(_:)", signature: "(Item) -> ()"), arguments: [item]) {
            (produce: (Item) -> Void) in produce(item)
        }
    }
    func load() -> Item? {
        _mockState.invoke(MockMember("load()", signature: "() -> Item?"), arguments: []) {
            (produce: () -> Item?) in produce()
        }
    }
    static func named(_ name: String) -> StoreMock? {
        _staticMockState.invoke(MockMember("named(_:)", signature: "(String) -> Self?"), arguments: [name]) {
            (produce: (String) -> StoreMock?) in produce(name)
        }
    }

    struct Given: MockStubbingBuilder {
        let _context: MockBuilderContext
        init(_context: MockBuilderContext) { self._context = _context }

        func save(_ item: Parameter<Item>) -> Stubbing<(Item) -> Void, Void, Never> {
            .init(_context, MockMember("save(_:)", signature: "(Item) -> ()"), [item])
        }
        func load() -> Stubbing<() -> Item?, Item?, Never> {
            .init(_context, MockMember("load()", signature: "() -> Item?"), [])
        }
    }

    struct Verify: MockVerifyingBuilder {
        let _context: MockBuilderContext
        init(_context: MockBuilderContext) { self._context = _context }

        func save(_ item: Parameter<Item>) -> Verification { .init(_context, MockMember("save(_:)", signature: "(Item) -> ()"), [item]) }
        func load() -> Verification { .init(_context, MockMember("load()", signature: "() -> Item?"), []) }
    }

    struct StaticGiven: MockStubbingBuilder {
        let _context: MockBuilderContext
        init(_context: MockBuilderContext) { self._context = _context }

        func named(_ name: Parameter<String>) -> Stubbing<(String) -> StoreMock?, StoreMock?, Never> {
            .init(_context, MockMember("named(_:)", signature: "(String) -> Self?"), [name])
        }
    }

    struct StaticVerify: MockVerifyingBuilder {
        let _context: MockBuilderContext
        init(_context: MockBuilderContext) { self._context = _context }

        func named(_ name: Parameter<String>) -> Verification {
            .init(_context, MockMember("named(_:)", signature: "(String) -> Self?"), [name])
        }
    }
}
