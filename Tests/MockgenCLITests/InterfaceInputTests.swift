import Foundation
@testable import MockgenDriver
import MockgenGenerator
import Testing

/// A module interface (`.swiftinterface`) given as an input: its module comes from its header,
/// and the mocks import it as a client of a binary module does, plainly.
@Suite("Interface inputs")
struct InterfaceInputTests {
    /// Writes `files` (path in a new folder, text) and runs mockgen over them with `--all`, as
    /// `configure` changes the options; returns the exit code and what was written.
    private func run(
        _ files: [(path: String, text: String)], _ configure: (inout GeneratorOptions) -> Void = { _ in }
    ) throws -> (code: Int32, streams: CapturedStreams) {
        let folder = try TemporaryFolder()
        let paths = try files.map { try folder.write($0.path, $0.text) }
        var generator = GeneratorOptions()
        generator.mockAll = true
        configure(&generator)
        let streams = CapturedStreams()
        return (MockgenDriver.run(DriverOptions(paths: paths, generator: generator), io: streams.realIO()), streams)
    }

    private static func interface(module: String, _ declarations: String) -> String {
        """
        // swift-interface-format-version: 1.0
        // swift-compiler-version: Swift version 6.1 (swift-6.1-RELEASE)
        // swift-module-flags: -target arm64-apple-ios15.0 -enable-library-evolution -module-name \(module)
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
        // The file's name says nothing of the module: the header does.
        let (code, streams) = try run([("Payments.swiftmodule/arm64-apple-ios.swiftinterface", Self.payments)])
        #expect(code == 0, "\(streams.standardError)")
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
        let (code, streams) = try run([("Payments.swiftinterface", Self.payments)]) { $0.inputs.module = "Billing" }
        #expect(code == 0)
        #expect(streams.standardOutput.contains("\nimport Billing\n"))
        #expect(!streams.standardOutput.contains("import Payments"))
    }

    @Test func interfacesOfTwoModulesEachImportTheirOwnModule() throws {
        let shipping = Self.interface(module: "Shipping", """
            import Payments
            public protocol Courier : Payments.Charger {
              func ship(_ receipt: Payments.Receipt) -> Swift.Bool
            }
            """)
        let (code, streams) = try run(
            [("Payments.swiftinterface", Self.payments), ("Shipping.swiftinterface", shipping)])
        #expect(code == 0, "\(streams.standardError)")
        let output = streams.standardOutput
        #expect(output.contains("\nimport Payments\n") && output.contains("\nimport Shipping\n"))
        // The parent named with its module is found among the inputs: the mock implements its requirement.
        #expect(output.contains(">, Shipping.Courier, @unchecked Swift.Sendable {"))
        let courier = try #require(output.range(of: "final class CourierMock"))
        #expect(output[courier.upperBound...].contains("func charge(_ amount: Swift.Int, at url: Foundation.URL)"))
        #expect(!streams.standardError.contains("not among the inputs"))
    }

    @Test func aPrivateInterfacesSPIGroupsAreImportedWithTheModule() throws {
        let (code, streams) = try run([("Payments.private.swiftinterface", Self.interface(module: "Payments", """
            @_spi(Testing) public protocol Refunder {
              func refund(_ amount: Swift.Int)
            }
            """))])
        #expect(code == 0)
        #expect(streams.standardOutput.contains("\n@_spi(Testing) import Payments\n"))
        #expect(!streams.standardOutput.contains("\nimport Payments\n"))
    }

    @Test func aClassWhoseInterfaceLeavesItsInitializersOutIsSkippedWithTheReason() throws {
        let (code, streams) = try run([("Payments.swiftinterface", Self.interface(module: "Payments", """
            @_hasMissingDesignatedInitializers open class Vault {
              open func open()
              deinit
            }
            open class Till {
              public init(drawer: Swift.Int)
              open func count() -> Swift.Int
              deinit
            }
            """))]) { $0.mockAll = false; $0.mockAllClasses = true }
        // `--all-classes` leaves out the classes it cannot mock with a warning, and succeeds.
        #expect(code == 0)
        #expect(streams.standardError.contains(
            "class 'Vault' is not mocked: its module interface leaves designated initializers out"))
        #expect(streams.standardOutput.contains("final class TillMock: Payments.Till"))
        #expect(!streams.standardOutput.contains("@testable"))
    }

    /// Bytes as a flat `.swiftmodule` starts (the compiler's bitstream), with invalid UTF-8 in them.
    private static let binaryModule: [UInt8] = [0xE2, 0x9C, 0xA8, 0x0E, 0x03, 0x00, 0x00, 0x00, 0xFF, 0xFE, 0x80, 0x81]

    @Test func aFlatBinaryModuleIsOneErrorSayingHowToProduceItsInterface() throws {
        let folder = try TemporaryFolder()
        let module = try folder.write("debug/Modules/Lib.swiftmodule", bytes: Self.binaryModule)
        let streams = CapturedStreams()
        #expect(MockgenDriver.run(DriverOptions(paths: [module]), io: streams.realIO()) == 2)
        #expect(
            streams.errorLines == [
                "mockgen: error: '\(module)' is a compiled Swift module (a binary file), which mockgen cannot read; "
                    + "give its module interface (.swiftinterface), which is written only when the module is built "
                    + "with -enable-library-evolution -emit-module-interface (SwiftPM: swift build -Xswiftc "
                    + "-enable-library-evolution -Xswiftc -emit-module-interface), at "
                    + "'\(folder.url("debug/Lib.build/Lib.swiftinterface"))'"
            ])
    }

    @Test func aFlatBinaryModuleNamesTheInterfaceSwiftPMWroteForIt() throws {
        let folder = try TemporaryFolder()
        let module = try folder.write("debug/Modules/Lib.swiftmodule", bytes: Self.binaryModule)
        let interface = try folder.write("debug/Lib.build/Lib.swiftinterface", Self.payments)
        let streams = CapturedStreams()
        #expect(MockgenDriver.run(DriverOptions(paths: [module]), io: streams.realIO()) == 2)
        #expect(
            streams.errorLines == [
                "mockgen: error: '\(module)' is a compiled Swift module (a binary file), which mockgen cannot read; "
                    + "give its module interface instead: '\(interface)'"
            ])
    }

    @Test func aFlatBinaryModuleNamesTheInterfaceBesideIt() throws {
        let folder = try TemporaryFolder()
        let module = try folder.write("Lib.swiftmodule", bytes: Self.binaryModule)
        let interface = try folder.write("Lib.swiftinterface", Self.payments)
        #expect(BinaryModuleAdvice(fileSystem: LocalFileSystem()).message(forFlatModule: module).hasSuffix("'\(interface)'"))
    }
}
