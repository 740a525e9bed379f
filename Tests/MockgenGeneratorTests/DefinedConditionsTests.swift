import MockgenFrontEnd
@testable import MockgenGenerator
import MockgenGeneratorTestSupport
import Testing

/// `#if` clauses decided with the compilation names the inputs' target defines.
@Suite struct DefinedConditionsTests {
    private let defined: Set<String> = ["IN_PACKAGE", "FORCE_API"]

    @Test func definedNamesAreTrueAndOtherBareNamesFalse() {
        #expect(CompilationCondition.evaluate("IN_PACKAGE && !FORCE_API", defined: defined) == .known(false))
        #expect(CompilationCondition.evaluate("(!FORCE_API) || NO_FOUNDATION", defined: defined) == .known(false))
        #expect(CompilationCondition.evaluate("!(IN_PACKAGE && !FORCE_API)", defined: defined) == .known(true))
        #expect(CompilationCondition.evaluate("NO_FOUNDATION || false", defined: defined) == .known(false))
    }

    @Test func whatTheCompilerDecidesIsKeptAndTheRestTakenOut() {
        #expect(CompilationCondition.evaluate("IN_PACKAGE && canImport(Foundation)",
            defined: defined) == .unknown("canImport(Foundation)"))
        #expect(CompilationCondition.evaluate("!(NO_FOUNDATION || os(Linux)) && compiler(>=6.0)", defined: defined)
            == .unknown("!os(Linux) && compiler(>=6.0)"))
        #expect(CompilationCondition.evaluate("DEBUG || NO_FOUNDATION", defined: defined) == .unknown("DEBUG"))
        // Nothing decided: the text as written.
        #expect(CompilationCondition.evaluate("canImport(Darwin)  ||  os(WASI)",
            defined: defined) == .unknown("canImport(Darwin)  ||  os(WASI)"))
        #expect(CompilationCondition.evaluate("A &&", defined: defined) == .unknown("A &&"))
    }

    @Test func featureChecksOfModuleInterfacesAreLeftToTheCompiler() {
        #expect(CompilationCondition.evaluate("compiler(>=5.3) && $AsyncAwait", defined: defined)
            == .unknown("compiler(>=5.3) && $AsyncAwait"))
        #expect(CompilationCondition.evaluate("$NonescapableTypes && NO_FOUNDATION", defined: defined) == .known(false))
        #expect(CompilationCondition.evaluate("IN_PACKAGE && $Sendable", defined: defined) == .unknown("$Sendable"))
        #expect(CompilationCondition.evaluate("$", defined: defined) == .unknown("$"))
    }

    @Test func aProtocolsClausesAreDecidedBeforeItsAssociatedTypesAreMerged() {
        let source = """
            import Foundation
            #if IN_PACKAGE && !FORCE_API
            import PlatformKit
            #endif
            /// @mockable
            protocol Hashing {
                #if (!FORCE_API) || NO_FOUNDATION
                associatedtype Output: PlatformKit.Output
                #else
                associatedtype Output: Equatable
                #endif
                #if FORCE_API
                func finish() -> Output
                #elseif canImport(Darwin)
                func done() -> Output
                #endif
                #if NO_FOUNDATION
                func bytes() -> [UInt8]
                #elseif os(Linux)
                func data() -> Data
                #else
                func buffer() -> [UInt8]
                #endif
            }
            """
        var options = GeneratorOptions()
        options.inputs.definedNames = defined
        let decided = generate([("Hashing.swift", source)], options: options).source
        #expect(decided.contains("HashingMock<Output: Equatable>"))
        #expect(decided.contains("func finish() -> Output"))
        #expect(!decided.contains("func done()"))
        #expect(!decided.contains("PlatformKit"))
        #expect(!decided.contains("func bytes()"))
        #expect(decided.contains("#if os(Linux)"))
        #expect(decided.contains("func data() -> Data"))
        #expect(decided.contains("func buffer() -> [UInt8]"))

        let undecided = generate([("Hashing.swift", source)], options: GeneratorOptions()).source
        #expect(undecided.contains("PlatformKit.Output"))
        #expect(undecided.contains("func done()"))
    }

    @Test func aTraitThePackageDoesNotEnableByDefaultIsLeftToTheCompiler() {
        #expect(CompilationCondition.evaluate("compiler(>=6.4) && Unstable", defined: defined, undecided: ["Unstable"])
            == .unknown("compiler(>=6.4) && Unstable"))
        #expect(CompilationCondition.evaluate("Unstable && NO_FOUNDATION", defined: defined,
            undecided: ["Unstable"]) == .known(false))
        let source = """
            #if compiler(>=6.4) && Unstable
            /// @mockable
            protocol Preview { func run() }
            #endif
            #if Unstable || IN_PACKAGE
            /// @mockable
            protocol Stable { func run() }
            #endif
            """
        var options = GeneratorOptions()
        options.inputs.definedNames = defined
        options.inputs.optionalTraits = ["Unstable"]
        let output = generate([("Preview.swift", source)], options: options).source
        #expect(output.contains("#if compiler(>=6.4) && Unstable\nfileprivate enum _PreviewMockMembers"), "\(output)")
        #expect(output.contains(">, Preview, @unchecked Swift.Sendable {"))
        #expect(output.contains(">, Stable, @unchecked Swift.Sendable {"))
        #expect(!output.contains("#if Unstable"))
        // Defined by the user, a trait is decided like any name.
        options.inputs.definedNames = defined.union(["Unstable"])
        #expect(!generate([("Preview.swift", source)], options: options).source.contains(
            "#if compiler(>=6.4) && Unstable"))
    }

    @Test func aProtocolInAnInactiveClauseIsNotMocked() {
        let source = """
            #if NO_FOUNDATION
            /// @mockable
            protocol Minimal { func run() }
            #else
            /// @mockable
            protocol Complete { func run() }
            #endif
            """
        var options = GeneratorOptions()
        options.inputs.definedNames = defined
        let result = generate([("Both.swift", source)], options: options)
        #expect(result.mockedProtocols == ["Complete"])
        #expect(!result.source.contains("#if"))
    }
}
