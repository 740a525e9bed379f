import Foundation
@testable import MockgenDriver
import MockgenGenerator
import Testing

/// A module interface (`.swiftinterface`) given as an input: its module comes from its header,
/// and the mocks import it as a client of a binary module does, plainly.
@Suite("Interface inputs")
struct InterfaceInputTests {
    private func run(_ options: DriverOptions, _ streams: CapturedStreams) -> Int32 {
        MockgenDriver.run(options, io: streams.realIO())
    }

    private static func interface(module: String, _ declarations: String) -> String {
        """
        // swift-interface-format-version: 1.0
        // swift-compiler-version: Swift version 6.1 (swift-6.1-RELEASE)
        // swift-module-flags: -target arm64-apple-ios15.0 -enable-library-evolution -swift-version 6 -module-name \(module)
        // swift-module-flags-ignorable: -interface-compiler-version 6.1
        import Foundation
        import Swift
        import _Concurrency
        \(declarations)
        """
    }

    private static let payments = interface(module: "Payments", """
        public protocol Charger : Swift.Sendable {
          func charge(_ amount: Swift.Int, at url: Foundation.URL) async throws -> Payments.Receipt
        }
        public struct Receipt : Swift.Sendable {}
        @usableFromInline
        internal protocol Ledger { func post() }
        @available(*, unavailable)
        public protocol Retired { func close() }
        """)

    @Test func anInterfaceIsImportedPlainlyUnderTheModuleItsFlagsName() throws {
        let folder = try TemporaryFolder()
        // The file's name says nothing of the module: the header does.
        try folder.write("Payments.swiftmodule/arm64-apple-ios.swiftinterface", Self.payments)
        let streams = CapturedStreams()
        var generator = GeneratorOptions()
        generator.mockAll = true
        let options = DriverOptions(
            paths: [folder.url("Payments.swiftmodule/arm64-apple-ios.swiftinterface")], generator: generator)
        #expect(run(options, streams) == 0, "\(streams.standardError)")
        let output = streams.standardOutput
        #expect(output.contains("\nimport Payments\n"))
        #expect(!output.contains("@testable"))
        #expect(output.contains("final class ChargerMock: "))
        #expect(output.contains("-> Payments.Receipt"))
        // The modules every file imports are not repeated; the interface's own imports are carried.
        #expect(output.contains("\nimport Foundation\n"))
        #expect(!output.contains("import Swift\n") && !output.contains("import _Concurrency"))
        // Neither the library's internal protocol nor an unavailable one gets a mock.
        #expect(!output.contains("LedgerMock") && !output.contains("RetiredMock"))
    }

    @Test func moduleOverridesTheNameInTheHeader() throws {
        let folder = try TemporaryFolder()
        try folder.write("Payments.swiftinterface", Self.payments)
        let streams = CapturedStreams()
        var generator = GeneratorOptions()
        generator.mockAll = true
        generator.inputs.module = "Billing"
        #expect(run(DriverOptions(paths: [folder.url("Payments.swiftinterface")], generator: generator), streams) == 0)
        #expect(streams.standardOutput.contains("\nimport Billing\n"))
        #expect(!streams.standardOutput.contains("import Payments"))
    }

    @Test func interfacesOfTwoModulesEachImportTheirOwnModule() throws {
        let folder = try TemporaryFolder()
        try folder.write("Payments.swiftinterface", Self.payments)
        try folder.write("Shipping.swiftinterface", Self.interface(module: "Shipping", """
            import Payments
            public protocol Courier : Payments.Charger {
              func ship(_ receipt: Payments.Receipt) -> Swift.Bool
            }
            """))
        let streams = CapturedStreams()
        var generator = GeneratorOptions()
        generator.mockAll = true
        let paths = [folder.url("Payments.swiftinterface"), folder.url("Shipping.swiftinterface")]
        #expect(run(DriverOptions(paths: paths, generator: generator), streams) == 0, "\(streams.standardError)")
        let output = streams.standardOutput
        #expect(output.contains("\nimport Payments\n") && output.contains("\nimport Shipping\n"))
        // The parent named with its module is found among the inputs: the mock implements its requirement.
        #expect(output.contains(">, Shipping.Courier, @unchecked Swift.Sendable {"))
        let courier = try #require(output.range(of: "final class CourierMock"))
        #expect(output[courier.upperBound...].contains("func charge(_ amount: Swift.Int, at url: Foundation.URL)"))
        #expect(!streams.standardError.contains("not among the inputs"))
    }

    @Test func aPrivateInterfacesSPIGroupsAreImportedWithTheModule() throws {
        let folder = try TemporaryFolder()
        try folder.write("Payments.private.swiftinterface", Self.interface(module: "Payments", """
            @_spi(Testing) public protocol Refunder {
              func refund(_ amount: Swift.Int)
            }
            """))
        let streams = CapturedStreams()
        var generator = GeneratorOptions()
        generator.mockAll = true
        #expect(run(DriverOptions(paths: [folder.url("Payments.private.swiftinterface")], generator: generator),
            streams) == 0)
        #expect(streams.standardOutput.contains("\n@_spi(Testing) import Payments\n"))
        #expect(!streams.standardOutput.contains("\nimport Payments\n"))
    }

    @Test func aClassWhoseInterfaceLeavesItsInitializersOutIsSkippedWithTheReason() throws {
        let folder = try TemporaryFolder()
        try folder.write("Payments.swiftinterface", Self.interface(module: "Payments", """
            @_hasMissingDesignatedInitializers open class Vault {
              open func open()
              deinit
            }
            open class Till {
              public init(drawer: Swift.Int)
              open func count() -> Swift.Int
              deinit
            }
            """))
        let streams = CapturedStreams()
        var generator = GeneratorOptions()
        generator.mockAllClasses = true
        // `--all-classes` leaves out the classes it cannot mock with a warning, and succeeds.
        #expect(run(DriverOptions(paths: [folder.url("Payments.swiftinterface")], generator: generator), streams) == 0)
        #expect(streams.standardError.contains(
            "class 'Vault' is not mocked: its module interface leaves designated initializers out"))
        #expect(streams.standardOutput.contains("final class TillMock: Payments.Till"))
        #expect(!streams.standardOutput.contains("@testable"))
    }
}
