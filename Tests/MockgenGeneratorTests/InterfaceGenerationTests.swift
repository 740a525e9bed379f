import MockgenFrontEnd
@testable import MockgenGenerator
import MockgenGeneratorTestSupport
import Testing

/// Mocks of the protocols a module interface declares: what the generator does differently
/// for them.
@Suite struct InterfaceGenerationTests {
    private static func interface(_ module: String, _ declarations: String) -> String {
        "// swift-module-flags: -enable-library-evolution -module-name \(module)\nimport Swift\n\(declarations)\n"
    }

    private static var all: GeneratorOptions {
        var options = GeneratorOptions()
        options.mockAll = true
        return options
    }

    @Test func anInterfacesFilesBelongToTheModuleItsHeaderNamesUnlessModuleSaysOtherwise() {
        let file = parse(Self.interface("Payments", "public protocol P {}"), path: "Build/x.swiftinterface")
        var options = GeneratorOptions()
        options.inputs = options.inputs.adoptingInterfaces(of: [file])
        #expect(options.module(ofPath: "Build/x.swiftinterface") == "Payments")
        #expect(options.inputs.isInterfaceModule("Payments"))
        options.inputs.module = "Billing"
        #expect(options.module(ofPath: "Build/x.swiftinterface") == "Billing")
    }

    @Test func everyProtocolOfAnInterfaceIsMockedWithoutAllSinceItsTextKeepsNoDocComments() {
        let declarations = """
            public protocol Ledger { func balance() -> Swift.Int }
            @available(*, unavailable) public protocol Retired { func run() }
            """
        let result = generate([("Kit.swiftinterface", Self.interface("Kit", declarations))], options: GeneratorOptions())
        #expect(result.mockedProtocols == ["Ledger"])
        // Left out quietly, as `--all` leaves out what no mock can conform to.
        #expect(result.diagnostics.isEmpty)
        // The same declarations in a source file are selected by their marks only.
        let source = generate([("Kit.swift", declarations)], options: GeneratorOptions())
        #expect(source.mockedProtocols.isEmpty)
    }

    @Test func aCompileTimeConstantParameterKeepsItsSpecifierOnlyWhereADeclarationMayCarryIt() {
        let result = generate([("Kit.swiftinterface", Self.interface("Kit", """
            public protocol Limits {
              func limit(_ count: _const Swift.Int) -> Swift.Int
            }
            """))], options: Self.all)
        #expect(result.source.contains("func limit(_ count: _const Swift.Int) -> Swift.Int {"))
        // A function type cannot say `_const`: the producer and the builder's signature leave it off.
        #expect(result.source.contains("(produce: (Swift.Int) -> Swift.Int)"))
        #expect(!result.source.contains("(_const"))
    }

    @Test func theToolchainsOwnProtocolsReadFromTheirInterfaceAreKnownByName() {
        let result = generate([("Distributed.swiftinterface", Self.interface("Distributed", """
            public protocol DistributedActor : AnyObject, Swift.Sendable {}
            public protocol Greeter : Distributed.DistributedActor { func hello() }
            public protocol DistributedActorSystem : Swift.Sendable {}
            public protocol Plain { func run() }
            """))], options: Self.all)
        let messages = result.diagnostics.map(\.message)
        #expect(messages.contains("cannot mock 'Greeter': distributed actor protocols are not supported; skipped"))
        #expect(messages.contains {
            $0.hasPrefix("cannot mock 'DistributedActorSystem': it is 'DistributedActorSystem'")
        })
        #expect(result.mockedProtocols == ["Plain"])
        // The same names in a module of one's own are that module's protocols.
        let own = generate([("Kit.swiftinterface", Self.interface("Kit", """
            public protocol DistributedActorSystem { func start() }
            """))], options: Self.all)
        #expect(own.mockedProtocols == ["DistributedActorSystem"])
    }

    @Test func anUnavailableProtocolIsReportedWhenMarkedAndLeftOutQuietlyByAll() {
        let source = """
            /// @mockable
            @available(*, unavailable, message: "Not on this platform.")
            public protocol Retired { func close() }
            """
        let marked = generate([("Kit.swift", source)])
        #expect(marked.mockedProtocols.isEmpty)
        #expect(marked.diagnostics.map(\.message)
            == ["cannot mock 'Retired': it is unavailable (@available(*, unavailable)); skipped"])
        let all = generate([("Kit.swift", source)], options: Self.all)
        #expect(all.mockedProtocols.isEmpty && all.diagnostics.isEmpty)
    }
}
