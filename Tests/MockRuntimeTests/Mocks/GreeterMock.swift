@_spi(MockgenGenerated) import MockRuntime

// Written exactly as the generator is to emit a protocol mock that can forward to a real
// object (docs/ClassMocks.md): each member passes one extra closure, `forwarded:`, that calls
// the member on the real object the runtime hands it.
final class GreeterMock: Greeter, Mock {
    let _mockState: MockState

    init(policy: MockPolicy = .relaxed, name: String? = nil) {
        _mockState = MockState(mockType: "GreeterMock", name: name, policy: policy)
    }

    /// A spy: unstubbed calls go to `real`; stubbed ones answer from their stubs.
    init(forwardingTo real: sending any Greeter, policy: MockPolicy = .relaxed, name: String? = nil) {
        _mockState = MockState(mockType: "GreeterMock", name: name, policy: policy)
        _mockState.forwardUnstubbedCalls(to: real)
    }

    var language: String {
        _mockState.invoke(MockMember("language", kind: .getter, signature: "String"), arguments: [], forwarded: { (real: any Greeter) in real.language }) {
            (produce: () -> String) in produce()
        }
    }
    func greet(_ name: String) -> String {
        _mockState.invoke(MockMember("greet(_:)", signature: "(String) -> String"), arguments: [name], forwarded: { (real: any Greeter) in real.greet(name) }) {
            (produce: (String) -> String) in produce(name)
        }
    }
    func welcome(_ name: String) -> String {
        _mockState.invoke(MockMember("welcome(_:)", signature: "(String) -> String"), arguments: [name], forwarded: { (real: any Greeter) in real.welcome(name) }) {
            (produce: (String) -> String) in produce(name)
        }
    }
    func translate(_ text: String) async throws -> String {
        try await _mockState.invokeAsync(
            MockMember("translate(_:)", signature: "(String) async throws -> String"), arguments: [text],
            forwarded: { (real: any Greeter) in try await real.translate(text) }
        ) {
            (produce: nonisolated(nonsending) (String) async throws -> String) in try await produce(text)
        }
    }
    func echo<V>(_ value: V) -> V {
        _mockState.invoke(MockMember("echo(_:)", signature: "<V>(V) -> V"), arguments: [value], forwarded: { (real: any Greeter) in real.echo(value) }) {
            (produce: (V) -> V) in produce(value)
        }
    }

    struct Given: MockStubbingBuilder {
        let _context: MockBuilderContext
        init(_context: MockBuilderContext) { self._context = _context }

        var language: Stubbing<() -> String, String, Never> { .init(_context, MockMember("language", kind: .getter, signature: "String"), []) }
        func greet(_ name: Parameter<String>) -> Stubbing<(String) -> String, String, Never> {
            .init(_context, MockMember("greet(_:)", signature: "(String) -> String"), [name])
        }
        func welcome(_ name: Parameter<String>) -> Stubbing<(String) -> String, String, Never> {
            .init(_context, MockMember("welcome(_:)", signature: "(String) -> String"), [name])
        }
        func translate(_ text: Parameter<String>) -> Stubbing<nonisolated(nonsending) (String) async throws -> String, String, any Error> {
            .init(_context, MockMember("translate(_:)", signature: "(String) async throws -> String"), [text])
        }
        func echo<V>(_ value: Parameter<V>) -> Stubbing<(V) -> V, V, Never> {
            .init(_context, MockMember("echo(_:)", signature: "<V>(V) -> V"), [value])
        }
    }

    struct Verify: MockVerifyingBuilder {
        let _context: MockBuilderContext
        init(_context: MockBuilderContext) { self._context = _context }

        var language: GetterVerification { .init(_context, MockMember("language", kind: .getter, signature: "String"), []) }
        func greet(_ name: Parameter<String>) -> Verification { .init(_context, MockMember("greet(_:)", signature: "(String) -> String"), [name]) }
        func welcome(_ name: Parameter<String>) -> Verification { .init(_context, MockMember("welcome(_:)", signature: "(String) -> String"), [name]) }
        func translate(_ text: Parameter<String>) -> Verification {
            .init(_context, MockMember("translate(_:)", signature: "(String) async throws -> String"), [text])
        }
        func echo<V>(_ value: Parameter<V>) -> Verification { .init(_context, MockMember("echo(_:)", signature: "<V>(V) -> V"), [value]) }
    }
}
