// The contract between the generator (MockgenGenerator) and this runtime.
//
// Every generated mock has the shape below. The runtime's public API is written for
// it, the generator emits exactly it, and the hand-written mocks in Tests/MockRuntimeTests
// follow it so the runtime is tested against what the generator produces.
//
// For
//
//     protocol Engine {
//         var isOn: Bool { get }
//         var speed: Float { get set }
//         func currentSpeed(in unit: SpeedUnit) -> Float
//         func setSpeed(to value: Float) throws
//         func load(_ request: Request, completion: @escaping (Result<Data, any Error>) -> Void)
//         func fetch(id: Int) async throws -> Data
//         func update(_ value: inout Int)
//         func decode<T: Decodable>(_ type: T.Type, from data: Data) throws(DecodeError) -> T
//         subscript(index: Int) -> String { get set }
//         static func make() -> Self
//     }
//
// the generator emits (access level as chosen by `--access`):
//
//     final class EngineMock: Engine, Mock, StaticMock {
//         // 1. State. `nonisolated` is written when the class is actor-isolated (global actor or actor).
//         let _mockState: MockState
//         static let _staticMockState = MockState(mockType: "EngineMock", name: "EngineMock.self", policy: .relaxed)
//         //    (a generic mock cannot have static stored properties and uses
//         //     `static var _staticMockState: MockState { MockState.shared(for: Self.self) }` instead)
//
//         init(policy: MockPolicy = .relaxed, name: String? = nil) {
//             _mockState = MockState(mockType: "EngineMock", name: name, policy: policy)
//         }
//
//         // 2. Requirements. Each one records the call and lets the runtime pick the answer.
//         //    `invoke` is for synchronous members, `invokeAsync` for async ones. The last
//         //    argument calls a `willProduce` closure of type `Produce` (the member's own
//         //    function type, written identically in the builders below); the runtime handles
//         //    `willReturn` / `willThrow` / defaults / strict failures itself.
//         //    The closure's thrown error type is the member's: nothing (E == Never),
//         //    `throws` (any Error), or an explicit `throws(E)` for typed throws.
//         var isOn: Bool {
//             _mockState.invoke(MockMember("isOn", kind: .getter, signature: "Bool"), arguments: []) {
//                 (produce: () -> Bool) in produce()
//             }
//         }
//         var speed: Float {
//             get { _mockState.invoke(MockMember("speed", kind: .getter, signature: "Float"), arguments: []) { (produce: () -> Float) in produce() } }
//             set { _mockState.invoke(MockMember("speed", kind: .setter, signature: "Float"), arguments: [newValue]) { (produce: (Float) -> Void) in produce(newValue) } }
//         }
//         func currentSpeed(in unit: SpeedUnit) -> Float {
//             _mockState.invoke(MockMember("currentSpeed(in:)", signature: "(SpeedUnit) -> Float"), arguments: [unit]) {
//                 (produce: (SpeedUnit) -> Float) in produce(unit)
//             }
//         }
//         func setSpeed(to value: Float) throws {
//             try _mockState.invoke(MockMember("setSpeed(to:)", signature: "(Float) throws -> ()"), arguments: [value]) {
//                 (produce: (Float) throws -> Void) in try produce(value)
//             }
//         }
//         func load(_ request: Request, completion: @escaping (Result<Data, any Error>) -> Void) {
//             _mockState.invoke(MockMember("load(_:completion:)", signature: "(Request, @escaping (Result<Data, any Error>) -> Void) -> ()"),
//                               arguments: [request, completion]) {
//                 (produce: (Request, @escaping (Result<Data, any Error>) -> Void) -> Void) in produce(request, completion)
//             }
//         }
//         func fetch(id: Int) async throws -> Data {
//             try await _mockState.invokeAsync(MockMember("fetch(id:)", signature: "(Int) async throws -> Data"), arguments: [id]) {
//                 (produce: (Int) async throws -> Data) in try await produce(id)
//             }
//         }
//         func update(_ value: inout Int) {
//             // inout: the value before the call is recorded; a producer can write through it.
//             _mockState.invoke(MockMember("update(_:)", signature: "(inout Int) -> ()"), arguments: [value]) {
//                 (produce: (inout Int) -> Void) in produce(&value)
//             }
//         }
//         func decode<T: Decodable>(_ type: T.Type, from data: Data) throws(DecodeError) -> T {
//             try _mockState.invoke(MockMember("decode(_:from:)", signature: "<T: Decodable>(T.Type, Data) throws(DecodeError) -> T"),
//                                   arguments: [type, data]) {
//                 (produce: (T.Type, Data) throws(DecodeError) -> T) throws(DecodeError) in try produce(type, data)
//             }
//         }
//         subscript(index: Int) -> String {
//             get { _mockState.invoke(MockMember("subscript(_:)", kind: .subscriptGetter, signature: "(Int) -> String"), arguments: [index]) { (produce: (Int) -> String) in produce(index) } }
//             set { _mockState.invoke(MockMember("subscript(_:)", kind: .subscriptSetter, signature: "(Int) -> String"), arguments: [index, newValue]) { (produce: (Int, String) -> Void) in produce(index, newValue) } }
//         }
//         static func make() -> EngineMock {
//             _staticMockState.invoke(MockMember("make()", signature: "() -> Self"), arguments: []) { (produce: () -> EngineMock) in produce() }
//         }
//
//         // 3. Builders. `given(mock)` and `when(mock)` return `Given`; `verify(mock)` and
//         //    `expect(mock)` return `Verify` (its context says which of the two it is).
//         //    Each requirement has one builder member with the same name and labels, taking a
//         //    `Parameter<T>` matcher per argument (variadic `T...` -> `Parameter<[T]>`,
//         //    `inout T` -> `Parameter<T>`). Properties are builder properties (getter) and
//         //    `name(newValue:)` functions (setter); subscripts are builder subscripts, with a
//         //    trailing `newValue:` parameter for the setter.
//         struct Given: MockStubbingBuilder {
//             let _context: MockBuilderContext
//             init(_context: MockBuilderContext) { self._context = _context }
//
//             var isOn: Stubbing<() -> Bool, Bool, Never> {
//                 .init(_context, MockMember("isOn", kind: .getter, signature: "Bool"), [])
//             }
//             func speed(newValue: Parameter<Float>) -> Stubbing<(Float) -> Void, Void, Never> {
//                 .init(_context, MockMember("speed", kind: .setter, signature: "Float"), [newValue])
//             }
//             func currentSpeed(in unit: Parameter<SpeedUnit>) -> Stubbing<(SpeedUnit) -> Float, Float, Never> {
//                 .init(_context, MockMember("currentSpeed(in:)", signature: "(SpeedUnit) -> Float"), [unit])
//             }
//             func setSpeed(to value: Parameter<Float>) -> Stubbing<(Float) throws -> Void, Void, any Error> { ... }
//             func fetch(id: Parameter<Int>) -> Stubbing<(Int) async throws -> Data, Data, any Error> { ... }
//             func update(_ value: Parameter<Int>) -> Stubbing<(inout Int) -> Void, Void, Never> { ... }
//             func decode<T: Decodable>(_ type: Parameter<T.Type>, from data: Parameter<Data>)
//                 -> Stubbing<(T.Type, Data) throws(DecodeError) -> T, T, DecodeError> { ... }
//             subscript(_ index: Parameter<Int>) -> Stubbing<(Int) -> String, String, Never> { ... }
//             subscript(_ index: Parameter<Int>, newValue newValue: Parameter<String>) -> Stubbing<(Int, String) -> Void, Void, Never> { ... }
//         }
//         struct Verify: MockVerifyingBuilder {
//             let _context: MockBuilderContext
//             init(_context: MockBuilderContext) { self._context = _context }
//
//             var isOn: GetterVerification { .init(_context, MockMember("isOn", kind: .getter, signature: "Bool"), []) }
//             func speed(newValue: Parameter<Float>) -> SetterVerification { .init(_context, MockMember("speed", kind: .setter, signature: "Float"), [newValue]) }
//             func currentSpeed(in unit: Parameter<SpeedUnit>) -> Verification { .init(_context, MockMember("currentSpeed(in:)", signature: "(SpeedUnit) -> Float"), [unit]) }
//             ...
//         }
//         // Static requirements get `StaticGiven` / `StaticVerify` with the same shape,
//         // reached through `given(EngineMock.self)` and `verify(EngineMock.self)`.
//         struct StaticGiven: MockStubbingBuilder { ... }
//         struct StaticVerify: MockVerifyingBuilder { ... }
//     }
//
// Rules the generator follows:
// - `MockMember(selector, kind:, signature:)` is written identically at the call site and in
//   both builders. `selector` is the Swift name with labels (`load(_:completion:)`, `isOn`,
//   `subscript(_:)`, `==(_:_:)`); `signature` is the normalised function type (with generic
//   parameters) and tells overloads apart.
// - The `Produce` closure type is written identically in `Stubbing<Produce, R, E>` and at the
//   call site; the runtime matches stubs by it, so generic members match by type.
// - Arguments are recorded as written, in order: variadics as an array, `inout` as the value
//   before the call, `@autoclosure` evaluated once, a non-escaping closure as
//   `NonEscapingClosure()` (its builder parameter is `Parameter<NonEscapingClosure>`), so that
//   calls can be printed and matched.
// - An argument of optional type is written `name as Any` in `arguments:` (a bare optional
//   in an `[Any]` literal draws an implicit-coercion warning); the same for a setter's
//   optional `newValue`. The builder parameter stays `Parameter<T?>`.
// - `invoke`/`invokeAsync` also take defaulted `fileID:filePath:line:column:` parameters
//   (never written by the generator): strict-policy and missing-stub failures point at the
//   generated member. `invokeAsync`'s closure parameter is `nonisolated(nonsending)`, so it
//   runs on the caller's isolation (a @MainActor or actor mock may pass non-Sendable values).
//   For the same reason an async member's `Produce` type is written
//   `nonisolated(nonsending) (Args) async ... -> R`, both at the call site and in
//   `Stubbing<Produce, R, E>`, so a `willProduce` closure runs where the mock was called.
// - `_staticMockState` is recognised as static state because its name is
//   `"\(mockType).self"`; `withStaticMockScope { }` gives a test private static state.
// - Stored state is only `_mockState` (and the static one): a mock is `Sendable` without
//   `@unchecked`, because `MockState` keeps everything behind its lock.
// - Members the user's protocol declares with the same names as runtime API (`given`,
//   `verify`, `reset`...) are fine: the runtime API is free functions, never mock members.
//   The reserved member names are `_mockState`, `_staticMockState`, `_context`, `Given`,
//   `Verify`, `StaticGiven`, `StaticVerify`.
//
// Class mocks (`MockObject`, not `Mock`), partial mocks and protocol mocks that forward to a
// real object pass one more closure to `invoke`/`invokeAsync` (`real:` calling `super`, or
// `forwarded:` calling the real object); their exact shape is in docs/ClassMocks.md.
