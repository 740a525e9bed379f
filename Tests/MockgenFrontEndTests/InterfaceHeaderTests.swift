import MockgenFrontEnd
import Testing

/// What the header of a module interface says about its module (`InterfaceHeader`).
@Suite struct InterfaceHeaderTests {
    static let header = """
        // swift-interface-format-version: 1.0
        // swift-compiler-version: Swift version 6.1 (swift-6.1-RELEASE)
        // swift-module-flags: -target arm64-apple-ios15.0 -enable-library-evolution -swift-version 5 \
        -enforce-exclusivity=checked -O -enable-upcoming-feature StrictConcurrency=complete \
        -enable-experimental-feature Lifetimes -module-name Payments -package-name shop
        // swift-module-flags-ignorable: -enable-upcoming-feature ExistentialAny -user-module-version 2.1
        import Foundation
        public protocol Charger {}
        """

    @Test func theFlagsNameTheModuleItsPackageLanguageModeAndFeatures() throws {
        let header = try #require(InterfaceHeader.read(Array(Self.header.utf8)))
        #expect(header.moduleName == "Payments")
        #expect(header.libraryEvolution)
        #expect(header.swiftVersion == "5")
        #expect(header.packageName == "shop")
        #expect(header.upcomingFeatures == ["StrictConcurrency", "ExistentialAny"])
        #expect(header.experimentalFeatures == ["Lifetimes"])
        #expect(header.enables("Lifetimes") && !header.enables("Embedded"))
        #expect(header.formatVersion == "1.0")
        #expect(header.compilerVersion == "Swift version 6.1 (swift-6.1-RELEASE)")
    }

    @Test func flagsWrittenWithAnEqualsSignOrQuotesAreRead() throws {
        let source = "// swift-module-flags: -module-name=Kit -package-name \"my shop\" -swift-version=6\n"
        let header = try #require(InterfaceHeader.read(Array(source.utf8)))
        #expect(header.moduleName == "Kit")
        #expect(header.packageName == "my shop")
        #expect(header.swiftVersion == "6")
        #expect(!header.libraryEvolution)
    }

    @Test func aFileWithoutInterfaceLinesHasNoHeader() {
        #expect(InterfaceHeader.read(Array("// A comment\nimport Foundation\n".utf8)) == nil)
        #expect(InterfaceHeader.read(Array("".utf8)) == nil)
        // Flags below the first declaration are not the header.
        #expect(InterfaceHeader.read(Array("import Swift\n// swift-module-flags: -module-name X\n".utf8)) == nil)
        // A flag missing its value names nothing, and any bytes give a header or none.
        #expect(InterfaceHeader.read(Array("// swift-module-flags: -module-name".utf8))?.moduleName == nil)
        #expect(InterfaceHeader.read([0xFF, 0x2F, 0x2F, 0x0A, 0x00]) == nil)
    }

    @Test func withoutAModuleNameThePathNamesTheModule() {
        let header = InterfaceHeader()
        #expect(header.moduleName(fallbackPath: "Kit.swiftmodule/arm64-apple-ios.swiftinterface") == "Kit")
        #expect(header.moduleName(fallbackPath: "build/Kit.private.swiftinterface") == "Kit")
        #expect(header.moduleName(fallbackPath: "Kit.package.swiftinterface") == "Kit")
        #expect(header.moduleName(fallbackPath: "1Kit.swiftinterface") == nil)
        #expect(InterfaceHeader(moduleName: "Named").moduleName(fallbackPath: "Kit.swiftinterface") == "Named")
    }

    @Test func theFrontEndRecordsTheHeaderOfAnInterfaceOnly() {
        let interface = FrontEnd.parse(Self.header, path: "Payments.swiftinterface")
        #expect(interface.interface?.moduleName == "Payments")
        #expect(interface.protocols.map(\.name) == ["Charger"])
        #expect(FrontEnd.parse(Self.header, path: "Payments.swift").interface == nil)
        // An interface without a header still is one: its module comes from its path.
        let bare = FrontEnd.parse("public protocol P {}", path: "Kit.swiftinterface")
        #expect(bare.interface == InterfaceHeader())
    }
}
