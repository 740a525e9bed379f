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
// the generator emits (access level as chosen by `--access`; layouts are chosen so lines stay
// within 120 columns unless a user's own long type forces a wider one):
//
//     @_spi(MockgenGenerated) import MockRuntime     // with the protocols' own imports
//
//     // 0. Member descriptors, written once per mock in a non-generic namespace (a generic
//     //    mock cannot have static stored properties). The implementation and the builder
//     //    refer to them. `signature:` is written only when two members of the same state share
//     //    selector and kind (overloads); it is the protocol's own function type.
//     //    (no namespace when the protocol has no members)
//     fileprivate enum _EngineMockMembers {
//         static let isOn = MockRuntime.MockMember("isOn", kind: .getter)
//         static let speed = MockRuntime.MockMember("speed", kind: .getter)
//         static let speed_set = MockRuntime.MockMember("speed", kind: .setter)
//         static let currentSpeed = MockRuntime.MockMember("currentSpeed(in:)")
//         static let setSpeed = MockRuntime.MockMember("setSpeed(to:)")
//         static let load = MockRuntime.MockMember("load(_:completion:)")
//         static let fetch = MockRuntime.MockMember("fetch(id:)")
//         static let update = MockRuntime.MockMember("update(_:)")
//         static let decode = MockRuntime.MockMember("decode(_:from:)")
//         static let subscript_get = MockRuntime.MockMember("subscript(_:)", kind: .subscriptGetter)
//         static let subscript_set = MockRuntime.MockMember("subscript(_:)", kind: .subscriptSetter)
//         static let make = MockRuntime.MockMember("make()")
//     }
//
//     final class EngineMock: MockRuntime.MockBase<
//         EngineMock._Builder<MockRuntime.StubbingMode>, EngineMock._Builder<MockRuntime.VerifyingMode>
//     >, Engine, MockRuntime.StaticMock, @unchecked Swift.Sendable {
//         // 1. State. A plain protocol mock inherits `_mockState` and `init(_mockState:)` from
//         //    `MockBase<Given, Verify>`, a `StandardMock`: the runtime's
//         //    `init(policy:name:fileID:filePath:line:column:)` (a `StandardMock` extension)
//         //    creates the state and calls it. Its builders are the superclass's generic
//         //    arguments (qualified with the mock's name when declared inside the mock; the
//         //    superclass clause cannot see its members); without instance requirements it
//         //    inherits from `MockRuntime.EmptyMockBase` and closes as `{}` when it has no other
//         //    member. It restates `@unchecked Swift.Sendable`: it adds no stored property.
//         //    Every other mock declares its state itself (`nonisolated` when the class is
//         //    actor-isolated, global actor or actor):
//         //    let _mockState: MockRuntime.MockState
//         static let _staticMockState = MockRuntime.MockState(
//             mockType: "EngineMock", name: "EngineMock.self", policy: .relaxed
//         )
//         //    (a generic mock cannot have static stored properties and uses
//         //     `static var _staticMockState: MockRuntime.MockState { MockRuntime.MockState.shared(for: Self.self) }`)
//
//         //    A nested mock or one with a class parent or `init(forwardingTo:)` conforms to
//         //    `Mock` and declares the state and the initializer below itself; an actor mock
//         //    (no class to inherit from) otherwise conforms to `StandardMock` and declares the
//         //    state and `init(_mockState:)`. The protocol's initializer
//         //    requirements are convenience initializers that call `self.init(policy: .relaxed,
//         //    name: nil)` and record their call.
//         //    A mock of a protocol refining the standard integer or floating-point protocols
//         //    conforms to `UnsignedIntegerBackedMock`, `SignedIntegerBackedMock` or
//         //    `FloatingPointBackedMock` instead (each refines `StandardMock`), whatever its
//         //    initializer requirements: it stores `let _backingValue: Swift.UInt64` (`Int64`,
//         //    `Double`) and declares only
//         //    `init(_mockState: MockRuntime.MockState, _backingValue: Swift.UInt64)`; the runtime's
//         //    extensions implement the standard requirements and `init(_mockState:)` (zero).
//         //    The location defaults record the test line that created the mock; reports with
//         //    no `verify` line of their own (missing stub, strict unexpected call, last-resort
//         //    stop) name it. Static state has no creation site.
//         //    init(
//         //        policy: MockRuntime.MockPolicy = .relaxed, name: Swift.String? = nil,
//         //        fileID: Swift.StaticString = #fileID, filePath: Swift.StaticString = #filePath,
//         //        line: Swift.UInt = #line, column: Swift.UInt = #column
//         //    ) {
//         //        _mockState = MockRuntime.MockState(
//         //            mockType: "EngineMock", name: name, policy: policy,
//         //            fileID: fileID, filePath: filePath, line: line, column: column
//         //        )
//         //    }

//         // 2. Requirements. Each one records the call and lets the runtime pick the answer.
//         //    A member whose arguments are passed on as declared calls a `call` entry point
//         //    named for its effects and number of arguments (`call1`, `callThrowingVoid2`,
//         //    `callAsync0`...; `Void` when it returns nothing): the runtime records the
//         //    arguments and calls a `willProduce` closure with them itself, its type built
//         //    from the arguments' types and the result the context asks for. This form has no
//         //    closure, array or default argument for the type checker to work through.
//         //    A member with a noncopyable result asks `producer(_:arguments:throwing:)` for
//         //    the `willProduce` closure instead and calls it: `let produce: … = …; return produce(…)`.
//         var isOn: Bool { self._mockState.call0(_EngineMockMembers.isOn) }
//         var speed: Float {
//             get { self._mockState.call0(_EngineMockMembers.speed) }
//             set { self._mockState.callVoid1(_EngineMockMembers.speed_set, newValue) }
//         }
//         func currentSpeed(in unit: SpeedUnit) -> Float { self._mockState.call1(_EngineMockMembers.currentSpeed, unit) }
//         func setSpeed(to value: Float) throws { try self._mockState.callThrowingVoid1(_EngineMockMembers.setSpeed, value) }
//         func load(_ request: Request, completion: @escaping (Result<Data, any Error>) -> Void) {
//             self._mockState.callVoid2(_EngineMockMembers.load, request, completion)
//         }
//         func fetch(id: Int) async throws -> Data { try await self._mockState.callAsyncThrowing1(_EngineMockMembers.fetch, id) }
//         //    Every other member (`inout`, non-escaping closure, variadic, `@autoclosure`,
//         //    `some` or ownership-qualified parameters, an opaque result, typed throws, more
//         //    than five arguments) calls `invoke` (`invokeAsync` for async members). Its last
//         //    argument calls a `willProduce` closure of type `Produce` (the member's own
//         //    function type, written identically in the builders below); the closure's thrown
//         //    error type is the member's: nothing (E == Never), `throws` (any Error), or an
//         //    explicit `throws(E)` for typed throws. The call is one line when it fits, else
//         //    the producer goes on a line of its own (else its parameter and its call on one
//         //    line each).
//         func update(_ value: inout Int) {
//             // inout: the value before the call is recorded; a producer can write through it.
//             self._mockState.invoke(_EngineMockMembers.update, arguments: [value]) { (produce: (inout Int) -> ()) in produce(&value) }
//         }
//         func decode<T: Decodable>(_ type: T.Type, from data: Data) throws(DecodeError) -> T {
//             try self._mockState.invoke(_EngineMockMembers.decode, arguments: [type, data]) {
//                 (produce: (T.Type, Data) throws(DecodeError) -> T) throws(DecodeError) in
//                 try produce(type, data)
//             }
//         }
//         subscript(index: Int) -> String {
//             get { self._mockState.call1(_EngineMockMembers.subscript_get, index) }
//             set { self._mockState.callVoid2(_EngineMockMembers.subscript_set, index, newValue) }
//         }
//         static func make() -> EngineMock { self._staticMockState.call0(_EngineMockMembers.make) }
//
//         // 3. Builder. One generic struct serves `given(mock)`/`when(mock)` (`Given`, in
//         //    `StubbingMode`) and `verify(mock)`/`expect(mock)` (`Verify`, in `VerifyingMode`),
//         //    so each member's signature is type-checked once for both.
//         //    Each requirement has one builder member with the same name and labels, taking a
//         //    `Parameter<T>` matcher per argument (variadic `T...` -> `Parameter<[T]>`,
//         //    `inout T` -> `Parameter<T>`) and returning `MemberCall<_Mode, Produce, R, E>`:
//         //    a `Stubbing` in stubbing mode, a verification (`called`, `getCalled`,
//         //    `setCalled`...) in verifying mode. Properties are builder properties (getter)
//         //    and `name(newValue:)` functions (setter); subscripts are builder subscripts, with
//         //    a trailing `newValue:` parameter for the setter. The body asks the context for the
//         //    result: `self._context.call(descriptor, matchers...)`. A member is one line when it
//         //    fits, else its body goes on its own line, else each parameter too.
//         //    Where every type its members name means the same outside the mock, the builder
//         //    is declared beside the mock instead (`struct _EngineMockBuilder<_Mode>` after the
//         //    class, or in the enclosing type's extension, and `_EngineMockStaticBuilder`), which
//         //    the compiler checks faster; it is shown here inside the mock, as `_Builder`, the
//         //    form of generic and class mocks and of mocks naming a type of the protocol's scope.
//         //    A mock that is no `MockBase` subclass names them in type aliases:
//         //    typealias Given = _Builder<MockRuntime.StubbingMode>
//         //    typealias Verify = _Builder<MockRuntime.VerifyingMode>
//         struct _Builder<_Mode>: MockRuntime.MockStubbingBuilder, MockRuntime.MockVerifyingBuilder {
//             let _context: MockRuntime.MockBuilderContext
//             // (its memberwise initializer is the `init(_context:)` the protocols require; a
//             //  public or package builder writes `init(_context:)` itself, with its access level)
//             var isOn: MockRuntime.MemberCall<_Mode, () -> Bool, Bool, Swift.Never> { self._context.call(_EngineMockMembers.isOn) }
//             func speed(newValue: MockRuntime.Parameter<Float>) -> MockRuntime.MemberCall<_Mode, (Float) -> (), (), Swift.Never> {
//                 self._context.call(_EngineMockMembers.speed_set, newValue)
//             }
//             func currentSpeed(
//                 in unit: MockRuntime.Parameter<SpeedUnit> = .any
//             ) -> MockRuntime.MemberCall<_Mode, (SpeedUnit) -> Float, Float, Swift.Never> {
//                 self._context.call(_EngineMockMembers.currentSpeed, unit)
//             }
//             func setSpeed(to value: MockRuntime.Parameter<Float> = .any)
//                 -> MockRuntime.MemberCall<_Mode, (Float) throws -> (), (), any Swift.Error> { ... }
//             func fetch(id: MockRuntime.Parameter<Int> = .any)
//                 -> MockRuntime.MemberCall<_Mode, nonisolated(nonsending) (Int) async throws -> Data, Data, any Swift.Error> { ... }
//             func update(_ value: MockRuntime.Parameter<Int> = .any) -> MockRuntime.MemberCall<_Mode, (inout Int) -> (), (), Swift.Never> { ... }
//             func decode<T: Decodable>(_ type: MockRuntime.Parameter<T.Type> = .any, from data: MockRuntime.Parameter<Data> = .any)
//                 -> MockRuntime.MemberCall<_Mode, (T.Type, Data) throws(DecodeError) -> T, T, DecodeError> { ... }
//             subscript(_ index: MockRuntime.Parameter<Int>) -> MockRuntime.MemberCall<_Mode, (Int) -> String, String, Swift.Never> { ... }
//             subscript(_ index: MockRuntime.Parameter<Int>, newValue newValue: MockRuntime.Parameter<String>)
//                 -> MockRuntime.MemberCall<_Mode, (Int, String) -> (), (), Swift.Never> { ... }
//             //    A member verification cannot share gets a second member for verifying mode
//             //    only, returning `Verification` (`GetterVerification`, `SetterVerification`
//             //    for subscripts) from `self._context.verification(...)` (`getterVerification`,
//             //    `setterVerification`): an initializer (verified only, never stubbed), a member
//             //    whose generic parameters appear only in its result (dropped here, since the
//             //    matchers could not infer them), and overloads that differ only in their return
//             //    type (these take `returning: R.Type`):
//             func make<T>() -> MockRuntime.MemberCall<_Mode, () -> T, T, Swift.Never> { self._context.call(_EngineMockMembers.make) }
//             func make() -> MockRuntime.Verification where _Mode == MockRuntime.VerifyingMode {
//                 self._context.verification(_EngineMockMembers.make)
//             }
//         }
//         // Static requirements get `_StaticBuilder<_Mode>` with the same shape, and
//         // `typealias StaticGiven`/`StaticVerify`, reached through `given(EngineMock.self)`
//         // and `verify(EngineMock.self)`. A mock with no instance requirement that is no
//         // `MockBase` subclass writes `typealias Given = MockRuntime.EmptyGiven` and
//         // `typealias Verify = MockRuntime.EmptyVerify`.
//     }
//
// Rules the generator follows:
// - Generated files import the runtime as `@_spi(MockgenGenerated) import MockRuntime`:
//   `ArgumentMatching`, the `MemberCall`/`Verification` initializers, `NonEscapingClosure()` and
//   `UnstoredArgument(_:)` are that SPI, out of sight of a test's plain `import MockRuntime`.
//   `MockState`, `MockMember`, `MockBuilderContext` and the builders' `init(_context:)` are
//   public, since mocks written by hand use them too. With `--access public` the generated
//   members that only the runtime calls are still written `@_spi(MockgenGenerated) public`, so a
//   module importing a public mock library does not see them: `_mockState`, `_staticMockState`,
//   `init(_mockState:)`, and each builder's `_context` and `init(_context:)`.
// - A property's setter and getter descriptors share selector and signature, so the runtime
//   can serve the last value set to a getter no stub answers (subscripts keep no values).
// - Every name the generated code introduces itself is qualified: `MockRuntime.X` for the
//   runtime's API, `Swift.X` for the standard library's (`Swift.Never`, `any Swift.Error`,
//   `Swift.String`, `Swift.Bool`, `Swift.Hasher`, `Swift.ObjectIdentifier`), and `()` for
//   "no value", so a module that declares its own `Parameter`, `Mock`, `Error` or `String`
//   cannot change what a mock means. Types the user's protocol spells stay as spelled.
// - A member's descriptor is written once, in the mock's `_<Mock>Members` namespace; the
//   implementation and the builder refer to the same `static let`.
// - Members reach the state and the builder's context through `self` (`self._mockState`,
//   `self._staticMockState`, `self._context`), which the compiler looks up among the type's
//   members at once; a parameter named `self` is renamed in the mock (`arg0`), its label kept.
// - The `Produce` closure type is written identically in `Stubbing<Produce, R, E>` and at the
//   `invoke` call site (a `call` entry point builds the same type from its generic
//   arguments); the runtime matches stubs by it, so generic members match by type.
// - Arguments are recorded as written, in order: variadics as an array, `inout` as the value
//   before the call, `@autoclosure` evaluated once, a non-escaping closure as
//   `MockRuntime.NonEscapingClosure()` (its builder parameter is
//   `MockRuntime.Parameter<MockRuntime.NonEscapingClosure>`), so that calls can be printed and matched.
// - An argument of optional type is written `name as Any` in `arguments:` (a bare optional
//   in an `[Any]` literal draws an implicit-coercion warning); the same for a setter's
//   optional `newValue`. The builder parameter stays `Parameter<T?>`.
// - `invoke`/`invokeAsync` also take defaulted `fileID:filePath:line:column:` parameters
//   (never written by the generator): strict-policy and missing-stub failures point at the
//   generated member. The `call` entry points take none (each would be an expression to
//   type-check per member): their failures point at the test line that created the mock, or
//   for static state at the generated `_staticMockState` declaration. The async `call`
//   entry points take the caller's isolation like `invokeAsync`. `invokeAsync`'s closure parameter is `nonisolated(nonsending)`, so it
//   runs on the caller's isolation (a @MainActor or actor mock may pass non-Sendable values).
//   For the same reason an async member's `Produce` type is written
//   `nonisolated(nonsending) (Args) async ... -> R`, both at the call site and in
//   `Stubbing<Produce, R, E>`, so a `willProduce` closure runs where the mock was called.
// - `_staticMockState` is recognised as static state because its name is
//   `"\(mockType).self"`; `withStaticMockScope { }` gives a test private static state.
// - Stored state is only `_mockState` (and the static one): a mock is `Sendable` because
//   `MockState` keeps everything behind its lock. A `MockBase` subclass states it as
//   `@unchecked Swift.Sendable` (a subclass of an `@unchecked Sendable` class must restate it);
//   the compiler checks it for every other mock.
// - Members the user's protocol declares with the same names as runtime API (`given`,
//   `verify`, `reset`...) are fine: the runtime API is free functions, never mock members.
//   The reserved member names are `_mockState`, `_staticMockState`, `_context`, `Given`,
//   `Verify`, `StaticGiven`, `StaticVerify`, `_Builder`, `_StaticBuilder`.
//
// Class mocks (`MockObject`, not `Mock`), partial mocks and protocol mocks that forward to a
// real object pass one more closure to `invoke`/`invokeAsync` (`real:` calling `super`, or
// `forwarded:` calling the real object); their exact shape is in docs/ClassMocks.md.
