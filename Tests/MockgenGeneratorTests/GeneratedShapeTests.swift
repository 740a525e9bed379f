import MockgenFrontEnd
import MockgenGenerator
import MockgenGeneratorTestSupport
import Testing

/// Properties of the generated text that hold for every mock, checked on small inputs.
@Suite struct GeneratedShapeTests {
    @Test func selfBecomesTheMockTypeAndSelfDotAssociatedTypeBecomesTheGenericParameter() {
        let result = generate([("a.swift", """
            /// @mockable
            protocol Tree {
                associatedtype Leaf
                func graft(_ other: Self, at leaf: Self.Leaf) -> [Self]
                func selfish(_ value: SelfHelp) -> Self.Type
            }
            """)])
        #expect(result.source.contains("""
            final class TreeMock<Leaf>: MockRuntime.MockBase<
                TreeMock<Leaf>._Builder<MockRuntime.StubbingMode>, TreeMock<Leaf>._Builder<MockRuntime.VerifyingMode>
            >, Tree, @unchecked Swift.Sendable {
            """))
        #expect(result.source.contains("func graft(_ other: TreeMock<Leaf>, at leaf: Leaf) -> [TreeMock<Leaf>] {"))
        #expect(result.source.contains("func selfish(_ value: SelfHelp) -> TreeMock<Leaf>.Type {"))
    }

    @Test func aValueGenericParameterIsRestatedWithLet() {
        let result = generate(
            [("a.swift", "protocol Shapes { func corners<let N: Int, T>(_ polygon: Polygon<N, T>) -> Vector<N> }")],
            options: GeneratorOptions(mockAll: true))
        #expect(result.source.contains("func corners<let N: Int, T>(_ polygon: Polygon<N, T>) -> Vector<N> {"))
    }

    @Test func publicAccessReachesEveryMemberAndBuilder() {
        let result = generate([("a.swift", "public protocol P { var x: Int { get set }; static func make() -> Self }")],
                              options: GeneratorOptions(mockAll: true, access: .public))
        let spi = "@_spi(MockgenGenerated) "
        for line in ["public final class PMock: MockRuntime.MockBase<", spi + "public static let _staticMockState",
                     "public var x: Int", "public static func make()",
                     "    _PMockBuilder<MockRuntime.StubbingMode>, _PMockBuilder<MockRuntime.VerifyingMode>\n",
                     "public struct _PMockBuilder<_Mode>",
                     "public typealias StaticVerify = _PMockStaticBuilder<MockRuntime.VerifyingMode>",
                     "public struct _PMockStaticBuilder<_Mode>", spi + "public let _context",
                     spi + "public init(_context:",
                     "public var x: MockRuntime.MemberCall<_Mode, ", "public func x(newValue:"] {
            #expect(result.source.contains(line), "missing \(line)")
        }
        #expect(!result.source.contains("\n    var "), "an internal member in a public mock")
    }

    @Test func theBuildersModeParameterLeavesAUserTypeNamedModeAlone() {
        let result = generate([("a.swift", "enum Mode { case on }\nprotocol P { func set(_ mode: Mode) -> Mode }")],
                              options: GeneratorOptions(mockAll: true))
        #expect(result.source.contains("struct _Builder<_Mode>: "))
        #expect(result.source.contains("_ mode: MockRuntime.Parameter<Mode> = .any"))
        #expect(result.source.contains("MockRuntime.MemberCall<_Mode, (Mode) -> Mode, Mode, Swift.Never>"))
    }

    @Test func theBuildersAreDeclaredBesideAMockWhoseMembersNameOnlyTypesSeenEverywhere() {
        let result = generate(
            [("a.swift", "protocol Clock { func now(in zone: TimeZone) -> Date; static func make() -> Self }")],
                              options: GeneratorOptions(mockAll: true))
        #expect(result.source.contains(
            "    _ClockMockBuilder<MockRuntime.StubbingMode>, _ClockMockBuilder<MockRuntime.VerifyingMode>\n"))
        #expect(result.source.contains(
            "    typealias StaticGiven = _ClockMockStaticBuilder<MockRuntime.StubbingMode>\n"))
        #expect(result.source.contains("\n}\n\nstruct _ClockMockBuilder<_Mode>: MockRuntime.MockStubbingBuilder"))
        #expect(result.source.contains("\nstruct _ClockMockStaticBuilder<_Mode>: MockRuntime.MockStubbingBuilder"))
        #expect(result.source.contains(
            "func make() -> MockRuntime.MemberCall<_Mode, () -> ClockMock, ClockMock, Swift.Never>"))
        #expect(!result.source.contains("_Builder<"))
    }

    @Test func aGenericMocksBuildersBesideItTakeItsGenericParametersAndWhereClause() {
        let result = generate([("a.swift", """
            protocol Store {
                associatedtype Item: Hashable
                associatedtype Keys: Collection where Keys.Element == Item
                func put(_ item: Item) -> Keys
                static func empty() -> Self
            }
            """)], options: GeneratorOptions(mockAll: true))
        #expect(result.source.contains("""
            final class StoreMock<Item: Hashable, Keys: Collection>: MockRuntime.MockBase<
                _StoreMockBuilder<Item, Keys, MockRuntime.StubbingMode>, \
            _StoreMockBuilder<Item, Keys, MockRuntime.VerifyingMode>
            >, Store, MockRuntime.StaticMock, @unchecked Swift.Sendable where Keys.Element == Item {
            """))
        #expect(result.source.contains(
            "    typealias StaticVerify = _StoreMockStaticBuilder<Item, Keys, MockRuntime.VerifyingMode>\n"))
        #expect(result.source.contains("""
            struct _StoreMockBuilder<Item: Hashable, Keys: Collection, _Mode>: MockRuntime.MockStubbingBuilder, \
            MockRuntime.MockVerifyingBuilder where Keys.Element == Item {
            """))
        #expect(result.source.contains(
            "-> MockRuntime.MemberCall<_Mode, () -> StoreMock<Item, Keys>, StoreMock<Item, Keys>, Swift.Never>"))
    }

    @Test func theBuilderStaysInsideAMockWhoseMembersNameATypeOnlyTheMockMayResolve() {
        // `Completion` may be a type alias of an extension of `Loader`: in scope inside the mock only.
        let result = generate([("a.swift", "protocol Loader { func load(completion: @escaping Completion) }")],
                              options: GeneratorOptions(mockAll: true))
        #expect(result.source.contains(
            "    LoaderMock._Builder<MockRuntime.StubbingMode>, LoaderMock._Builder<MockRuntime.VerifyingMode>\n"))
        #expect(result.source.contains("    struct _Builder<_Mode>: MockRuntime.MockStubbingBuilder"))
        #expect(!result.source.contains("_LoaderMockBuilder"))
    }

    @Test func aNestedMocksBuilderIsDeclaredBesideItInTheEnclosingTypesExtension() {
        let result = generate([("a.swift", "enum Outer { protocol Inner { func f() -> Int } }")],
            options: GeneratorOptions(mockAll: true))
        #expect(result.source.contains(
            "        typealias Verify = _OuterInnerMockBuilder<MockRuntime.VerifyingMode>\n    }\n"))
        #expect(result.source.contains("\n    struct _OuterInnerMockBuilder<_Mode>: MockRuntime.MockStubbingBuilder"))
    }

    @Test func aPlainProtocolMockInheritsItsStateAndInitializerFromTheRuntimeBase() {
        let result = generate([("a.swift", "protocol P { func f() }")], options: GeneratorOptions(mockAll: true))
        #expect(result.source.contains("""
            final class PMock: MockRuntime.MockBase<
                _PMockBuilder<MockRuntime.StubbingMode>, _PMockBuilder<MockRuntime.VerifyingMode>
            >, P, @unchecked Swift.Sendable {
                func f() {
            """))
        #expect(!result.source.contains("_mockState: MockRuntime.MockState"))
        #expect(!result.source.contains("policy: MockRuntime.MockPolicy"))
        #expect(!result.source.contains("typealias Given"))
    }

    @Test func aMockWithoutRequirementsInheritsTheEmptyBaseOnOneLine() {
        let result = generate([("a.swift", "protocol Marker {}")], options: GeneratorOptions(mockAll: true))
        #expect(result.source.contains(
            "\nfinal class MarkerMock: MockRuntime.EmptyMockBase, Marker, @unchecked Swift.Sendable {}\n"))
    }

    @Test func aLongMockBaseHeaderPutsTheBuildersOnLinesOfTheirOwn() {
        let name = String(repeating: "Long", count: 12)
        let result = generate([("a.swift", "protocol \(name) { func f() }")], options: GeneratorOptions(mockAll: true))
        #expect(result.source.contains("""
            final class \(name)Mock: MockRuntime.MockBase<
                _\(name)MockBuilder<MockRuntime.StubbingMode>,
                _\(name)MockBuilder<MockRuntime.VerifyingMode>
            >, \(name), @unchecked Swift.Sendable {

            """))
        #expect(!result.source.split(separator: "\n").contains { $0.count > 120 && $0.contains("MockBase") })
    }

    @Test func actorAndNumericMocksKeepTheirOwnStateInsteadOfTheBase() {
        let result = generate(
            [("a.swift", "protocol Counter: Actor { func next() -> Int }\nprotocol Count: BinaryInteger {}")],
                              options: GeneratorOptions(mockAll: true))
        #expect(result.source.contains("actor CounterMock: Counter, MockRuntime.StandardMock {"))
        #expect(!result.source.contains("CountMock: MockRuntime.MockBase"))
    }

    @Test func theInitializerAMockWritesItselfRecordsWhereTheTestCreatedTheMock() {
        // A nested mock writes its initializer: the runtime's would name it without its enclosing types.
        let result = generate([("a.swift", "enum Outer { protocol P { func f() } }")],
            options: GeneratorOptions(mockAll: true))
        #expect(result.source.contains("    final class PMock: Outer.P, MockRuntime.Mock {"))
        #expect(result.source.contains("""
                    init(
                        policy: MockRuntime.MockPolicy = .relaxed, name: Swift.String? = nil,
                        fileID: Swift.StaticString = #fileID, filePath: Swift.StaticString = #filePath,
                        line: Swift.UInt = #line, column: Swift.UInt = #column
                    ) {
                        _mockState = MockRuntime.MockState(
                            mockType: "OuterPMock", name: name, policy: policy,
                            fileID: fileID, filePath: filePath, line: line, column: column
                        )
                    }
            """))
    }

    @Test func initializerRequirementsDelegateToTheRuntimesInitializer() {
        let result = generate([("a.swift", "protocol P { init(size: Int) }")], options: GeneratorOptions(mockAll: true))
        #expect(result.source.contains(">, P, @unchecked Swift.Sendable {\n    convenience init(size: Int) {"))
        #expect(result.source.contains("""
                convenience init(size: Int) {
                    self.init(policy: .relaxed, name: nil)
            """))
        #expect(!result.source.contains("policy: MockRuntime.MockPolicy"))
    }

    @Test func membersReachTheStateAndTheContextThroughSelf() {
        let result = generate([("a.swift", "protocol P { func f(_ x: Int) -> Int; static func make() -> Int }")],
                              options: GeneratorOptions(mockAll: true))
        #expect(result.source.contains("func f(_ x: Int) -> Int { self._mockState.call1(_PMockMembers.f, x) }"))
        #expect(result.source.contains("static func make() -> Int { self._staticMockState.call0(_PMockMembers.make) }"))
        #expect(result.source.contains("self._context.call(_PMockMembers.f, x)"))
    }

    @Test func aParameterNamedSelfGetsAnotherNameAndKeepsItsLabel() {
        let result = generate([("a.swift", "protocol P { func f(_ `self`: Int); func g(`self`: Int) }")],
                              options: GeneratorOptions(mockAll: true))
        #expect(result.source.contains("func f(_ arg0: Int) { self._mockState.callVoid1(_PMockMembers.f, arg0) }"))
        #expect(result.source.contains("func g(self arg0: Int) { self._mockState.callVoid1(_PMockMembers.g, arg0) }"))
    }

    @Test func packageAccessIsWrittenAsPackage() {
        let result = generate([("a.swift", "protocol P { func f() }")],
            options: GeneratorOptions(mockAll: true, access: .package))
        #expect(result.source.contains("package final class PMock: MockRuntime.MockBase<"))
        #expect(result.source.contains("    package func f() {"))
    }

    @Test func mockNamesOfNestedProtocolsJoinTheEnclosingNames() {
        let result = generate([("a.swift", "extension Outer.Middle {\n    /// @mockable\n    protocol Inner {}\n}")])
        #expect(result.mockedProtocols == ["Outer.Middle.Inner"])
        #expect(result.source.contains(
            "extension Outer.Middle {\n    final class InnerMock: Outer.Middle.Inner, MockRuntime.Mock {"))
        #expect(result.source.contains("typealias OuterMiddleInnerMock = Outer.Middle.InnerMock"))
    }

    @Test func aProducerParameterNamedProduceDoesNotShadowTheArgument() {
        let result = generate([("a.swift", "/// @mockable\nprotocol P { func run(produce: inout Int) -> Int }")])
        #expect(result.source.contains("(_produce: (inout Int) -> Int) in"))
        #expect(result.source.contains("_produce(&produce)"))
    }

    @Test func unnamedParametersGetNamesTheBodyCanUse() {
        let result = generate([("a.swift", "/// @mockable\nprotocol P { func f(_: Int, _: String) }")])
        #expect(result.source.contains("func f(_ arg0: Int, _ arg1: String) {"))
        #expect(result.source.contains("self._mockState.callVoid2(_PMockMembers.f, arg0, arg1)"))
    }

    @Test func membersPassingTheirArgumentsAsDeclaredCallTheEntryPointForTheirEffectsAndArity() {
        let source = generate([("a.swift", """
            /// @mockable
            protocol P {
                var name: String { get set }
                func load(id: Int, force: Bool) -> String
                func fetch(_ url: String) async throws -> [Int]
                func save(_ value: Double) throws
            }
            """)]).source
        #expect(source.contains("get { self._mockState.call0(_PMockMembers.name) }"))
        #expect(source.contains("set { self._mockState.callVoid1(_PMockMembers.name_set, newValue) }"))
        #expect(source.contains("self._mockState.call2(_PMockMembers.load, id, force)"))
        #expect(source.contains("try await self._mockState.callAsyncThrowing1(_PMockMembers.fetch, url)"))
        #expect(source.contains("try self._mockState.callThrowingVoid1(_PMockMembers.save, value)"))
        // One builder member serves stubbing and verifying.
        #expect(source.contains("self._context.call(_PMockMembers.load, id, force)"))
        #expect(source.contains("self._context.call(_PMockMembers.name)"))
        #expect(source.contains("self._context.call(_PMockMembers.name_set, newValue)"))
        #expect(!source.contains("self._context.verification("))
    }

    @Test func membersWhoseArgumentsCannotPassAsDeclaredKeepTheProducerClosure() {
        let source = generate([("a.swift", """
            /// @mockable
            protocol P {
                func draw(_ shape: some Equatable)
                func each(_ body: (Int) -> Void)
                func parse(_ text: String) throws(CancellationError) -> Int
                func log(_ items: String...)
                func six(_ a: Int, _ b: Int, _ c: Int, _ d: Int, _ e: Int, _ f: Int)
            }
            """)]).source
        #expect(!source.contains("self._mockState.call"))
        #expect(source.components(separatedBy: "self._mockState.invoke(").count == 6)
    }
}
