@testable import mockgen
@testable import MockgenDriver
import Testing

/// Which interface the driver reads in a binary module: a `.swiftmodule` folder, an
/// `.xcframework`, or a folder of interfaces; the note that says so, and the errors.
@Suite("Finding the interfaces of binary modules")
struct InterfaceDiscoveryTests {
    /// A `Ledger.swiftmodule` folder as a toolchain leaves it: interfaces for several triples,
    /// with private and package variants, and the files that are not interfaces.
    private func writeModule(_ folder: TemporaryFolder, at path: String = "Ledger.swiftmodule") throws {
        for triple in [
            "x86_64-unknown-linux-gnu", "aarch64-unknown-linux-gnu", "arm64-apple-ios", "arm64-apple-ios-simulator",
            "x86_64-apple-ios-simulator",
        ] {
            try folder.write("\(path)/\(triple).swiftinterface", "protocol Public")
            try folder.write("\(path)/\(triple).private.swiftinterface", "protocol Private")
            try folder.write("\(path)/\(triple).package.swiftinterface", "protocol Package")
            try folder.write("\(path)/\(triple).swiftmodule", "protocol Binary")
            try folder.write("\(path)/\(triple).swiftdoc", "protocol Doc")
            try folder.write("\(path)/\(triple).abi.json", "protocol Abi")
        }
    }

    /// An xcframework with a framework slice for iOS devices and simulators and a library slice
    /// for Linux, its `Info.plist` listing them out of identifier order.
    private func writeXCFramework(_ folder: TemporaryFolder) throws {
        try folder.write("Ledger.xcframework/Info.plist", """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
                <key>AvailableLibraries</key>
                <array>
                    <dict>
                        <key>LibraryIdentifier</key><string>linux-x86_64</string>
                        <key>LibraryPath</key><string>libLedger.so</string>
                        <key>SupportedArchitectures</key><array><string>x86_64</string></array>
                        <key>SupportedPlatform</key><string>linux</string>
                    </dict>
                    <dict>
                        <key>LibraryIdentifier</key><string>ios-arm64_x86_64-simulator</string>
                        <key>LibraryPath</key><string>Ledger.framework</string>
                        <key>SupportedArchitectures</key><array><string>arm64</string><string>x86_64</string></array>
                        <key>SupportedPlatform</key><string>ios</string>
                        <key>SupportedPlatformVariant</key><string>simulator</string>
                    </dict>
                    <dict>
                        <key>LibraryIdentifier</key><string>ios-arm64</string>
                        <key>LibraryPath</key><string>Ledger.framework</string>
                        <key>SupportedPlatform</key><string>ios</string>
                    </dict>
                </array>
                <key>CFBundlePackageType</key><string>XFWK</string>
                <key>XCFrameworkFormatVersion</key><string>1.0</string>
            </dict>
            </plist>
            """)
        try folder.write("Ledger.xcframework/linux-x86_64/libLedger.so", "")
        try folder.write(
            "Ledger.xcframework/linux-x86_64/Ledger.swiftmodule/x86_64-unknown-linux-gnu.swiftinterface",
            "protocol LinuxLedger")
        try folder.write(
            "Ledger.xcframework/ios-arm64/Ledger.framework/Modules/Ledger.swiftmodule/arm64-apple-ios.swiftinterface",
            "protocol DeviceLedger")
        for triple in ["arm64-apple-ios-simulator", "x86_64-apple-ios-simulator"] {
            try folder.write(
                "Ledger.xcframework/ios-arm64_x86_64-simulator/Ledger.framework/Modules/Ledger.swiftmodule/"
                    + "\(triple).swiftinterface",
                "protocol SimulatorLedger")
        }
    }

    /// The interfaces `InterfaceDiscovery` picks at `path` on a machine of `host` and `architecture`.
    private func discovered(
        _ path: String, platform: String? = nil, host: String = "linux", architecture: String = "x86_64"
    ) -> InterfaceDiscovery.Found {
        var discovery = InterfaceDiscovery(
            fileSystem: LocalFileSystem(), platform: platform.flatMap(TargetPlatform.init(named:)))
        discovery.host = TargetPlatform(named: host)!
        discovery.hostArchitecture = architecture
        return discovery.resolve(path)
    }

    /// What the driver reads (the fake generator's `Name path` lines) and prints on standard error.
    private func run(
        _ paths: [String], platform: String? = nil, verbosity: DriverOptions.Verbosity = .normal
    ) -> (status: Int32, lines: [String], errors: [String]) {
        let streams = CapturedStreams()
        var options = DriverOptions(paths: paths, verbosity: verbosity)
        options.platform = platform
        let status = MockgenDriver.run(options, io: streams.io())
        return (status, streams.mockedLines, streams.errorLines)
    }

    // MARK: - Platforms

    @Test func triplesNameTheirPlatformWhateverTheVersionAndArchitecture() {
        let cases: [(String, String?)] = [
            ("x86_64-unknown-linux-gnu", "linux"), ("aarch64-unknown-linux-gnu", "linux"),
            ("arm64-apple-ios", "ios"), ("arm64-apple-ios13.0-simulator", "ios-simulator"),
            ("arm64-apple-ios-macabi", "maccatalyst"), ("x86_64-apple-macosx10.15", "macos"),
            ("arm64-apple-xros", "visionos"), ("aarch64-unknown-linux-android", "android"),
            ("Ledger", nil), ("arm64-apple-plan9", nil),
        ]
        for (triple, name) in cases {
            #expect(TargetPlatform(triple: triple)?.name == name, "\(triple)")
        }
    }

    @Test func everyKnownPlatformNameRoundTrips() {
        for name in TargetPlatform.knownNames {
            #expect(TargetPlatform(named: name)?.name == name)
        }
        #expect(TargetPlatform(named: "iphoneos") == nil)
    }

    // MARK: - .swiftmodule folders

    @Test func aModuleFolderGivesTheHostsPublicInterfaceForItsProcessor() throws {
        let folder = try TemporaryFolder()
        try writeModule(folder)
        let module = folder.url("Ledger.swiftmodule")
        #expect(discovered(module).files == [module + "/x86_64-unknown-linux-gnu.swiftinterface"])
        #expect(
            discovered(module, architecture: "arm64").files == [module + "/aarch64-unknown-linux-gnu.swiftinterface"])
        #expect(discovered(module).notes == [
            "'\(module)': reading 'x86_64-unknown-linux-gnu.swiftinterface', the interface for linux, "
                + "this machine's platform",
        ])
    }

    @Test func thePlatformAskedForWinsOverTheHosts() throws {
        let folder = try TemporaryFolder()
        try writeModule(folder)
        let module = folder.url("Ledger.swiftmodule")
        let device = discovered(module, platform: "ios")
        #expect(device.files == [module + "/arm64-apple-ios.swiftinterface"])
        #expect(device.notes == [
            "'\(module)': reading 'arm64-apple-ios.swiftinterface', the interface for --platform ios",
        ])
        #expect(
            discovered(module, platform: "ios-simulator").files
                == [module + "/x86_64-apple-ios-simulator.swiftinterface"])
        #expect(
            discovered(module, platform: "ios-simulator", architecture: "arm64").files
                == [module + "/arm64-apple-ios-simulator.swiftinterface"])
    }

    @Test func withoutAnInterfaceForTheHostTheFirstByNameIsTakenAndTheNoteListsTheOthers() throws {
        let folder = try TemporaryFolder()
        try writeModule(folder)
        let module = folder.url("Ledger.swiftmodule")
        let found = discovered(module, host: "macos", architecture: "arm64")
        #expect(found.files == [module + "/aarch64-unknown-linux-gnu.swiftinterface"])
        #expect(found.notes == [
            "'\(module)': reading 'aarch64-unknown-linux-gnu.swiftinterface', the first by name: none is for macos "
                + "(--platform chooses among linux, ios-simulator, ios)",
        ])
    }

    @Test func aPlatformTheModuleLacksIsAnErrorListingThePlatformsItHas() throws {
        let folder = try TemporaryFolder()
        try writeModule(folder)
        let module = folder.url("Ledger.swiftmodule")
        let found = discovered(module, platform: "tvos")
        #expect(found.files.isEmpty)
        #expect(found.errors == [
            "'\(module)' has no interface for platform 'tvos'; it has interfaces for linux, ios-simulator, ios",
        ])
    }

    @Test func thePrivateInterfaceIsReadOnlyWithoutAPublicOneAndTheNoteSaysSo() throws {
        let folder = try TemporaryFolder()
        try folder.write("Ledger.swiftmodule/x86_64-unknown-linux-gnu.private.swiftinterface", "protocol Private")
        try folder.write("Ledger.swiftmodule/x86_64-unknown-linux-gnu.package.swiftinterface", "protocol Package")
        let module = folder.url("Ledger.swiftmodule")
        let found = discovered(module)
        #expect(found.files == [module + "/x86_64-unknown-linux-gnu.private.swiftinterface"])
        #expect(found.notes.first?.hasSuffix("there is no public interface, so SPI declarations are read too") == true)
    }

    @Test func aModuleWithoutInterfacesSaysItWasBuiltWithoutLibraryEvolution() throws {
        let folder = try TemporaryFolder()
        try folder.write("Ledger.swiftmodule/x86_64-unknown-linux-gnu.swiftmodule", "")
        try folder.write("Ledger.swiftmodule/x86_64-unknown-linux-gnu.swiftdoc", "")
        let result = run([folder.url("Ledger.swiftmodule")])
        #expect(result.status == 2)
        #expect(result.errors.contains(
            "mockgen: error: '\(folder.url("Ledger.swiftmodule"))' holds no .swiftinterface: the module was built "
                + "without library evolution; build it with -enable-library-evolution -emit-module-interface, "
                + "or read its sources"))
    }

    // MARK: - The driver

    @Test func theDriverReadsTheChosenInterfaceAndSaysWhichUnlessQuiet() throws {
        let folder = try TemporaryFolder()
        try writeModule(folder)
        let module = folder.url("Ledger.swiftmodule")
        let result = run([module], platform: "ios")
        #expect(result.status == 0)
        #expect(result.lines == ["Public \(module)/arm64-apple-ios.swiftinterface"])
        #expect(result.errors == [
            "mockgen: note: '\(module)': reading 'arm64-apple-ios.swiftinterface', the interface for --platform ios",
        ])
        #expect(run([module], platform: "ios", verbosity: .quiet).errors.isEmpty)
    }

    @Test func aFolderSearchTakesOneInterfacePerModuleAndOnePerModuleFolder() throws {
        let folder = try TemporaryFolder()
        try folder.write("SDK/Ledger.swiftinterface", "protocol Ledger")
        try folder.write("SDK/Ledger.private.swiftinterface", "protocol LedgerPrivate")
        try folder.write("SDK/Ledger.package.swiftinterface", "protocol LedgerPackage")
        try folder.write("SDK/Audit.private.swiftinterface", "protocol AuditPrivate")
        try folder.write("SDK/Audit.package.swiftinterface", "protocol AuditPackage")
        try folder.write("SDK/Sources/Helper.swift", "protocol Helper")
        try writeModule(folder, at: "SDK/Frameworks/Billing.swiftmodule")
        let result = run([folder.url("SDK")], platform: "ios")
        #expect(result.status == 0)
        #expect(result.lines == [
            "AuditPrivate \(folder.path)/SDK/Audit.private.swiftinterface",
            "Public \(folder.path)/SDK/Frameworks/Billing.swiftmodule/arm64-apple-ios.swiftinterface",
            "Ledger \(folder.path)/SDK/Ledger.swiftinterface",
            "Helper \(folder.path)/SDK/Sources/Helper.swift",
        ])
    }

    @Test func anUnknownPlatformIsAUsageError() {
        let result = run(["SDK"], platform: "iphoneos")
        #expect(result.status == 2)
        #expect(result.errors == [
            "mockgen: error: --platform: 'iphoneos' is not a platform; expected one of "
                + TargetPlatform.knownNames.joined(separator: ", "),
        ])
        #expect(throws: (any Error).self) { try MockgenCommand.parse(["SDK", "--platform", "iphoneos"]) }
    }

    @Test func theCommandLineAndTheConfigurationFilePassThePlatformOn() throws {
        #expect(try MockgenCommand.parse(["SDK", "--platform", "macos"]).driverOptions.platform == "macos")
        let folder = try TemporaryFolder()
        try writeXCFramework(folder)
        func configuration(platform: String) throws -> MockgenConfiguration {
            let file = try folder.write(".mockgen.yml", """
                targets:
                  AppTests:
                    sources: [Ledger.xcframework]
                    output: Mocks.swift
                    platform: \(platform)
                """)
            return try ConfigurationLoader(fileSystem: LocalFileSystem()).load(file)
        }
        let loaded = try configuration(platform: "ios-simulator")
        #expect(loaded.targets.first?.driverOptions(in: loaded).platform == "ios-simulator")
        #expect {
            try configuration(platform: "iphoneos")
        } throws: { error in
            "\(error)".hasSuffix("'targets.AppTests.platform': 'iphoneos' is not a platform; expected one of "
                + TargetPlatform.knownNames.joined(separator: ", "))
        }
    }

    // MARK: - .xcframework folders

    @Test func anXCFrameworkGivesTheInterfaceOfTheLibraryForThePlatform() throws {
        let folder = try TemporaryFolder()
        try writeXCFramework(folder)
        let framework = folder.url("Ledger.xcframework")
        let simulator = discovered(framework, platform: "ios-simulator", architecture: "arm64")
        let modules = framework + "/ios-arm64_x86_64-simulator/Ledger.framework/Modules/Ledger.swiftmodule"
        #expect(simulator.files == [modules + "/arm64-apple-ios-simulator.swiftinterface"])
        #expect(simulator.notes == [
            "'\(framework)': reading library 'ios-arm64_x86_64-simulator', the library for --platform ios-simulator",
            "'\(modules)': reading 'arm64-apple-ios-simulator.swiftinterface', the interface for ios-simulator",
        ])
        #expect(discovered(framework, platform: "ios").files == [
            framework + "/ios-arm64/Ledger.framework/Modules/Ledger.swiftmodule/arm64-apple-ios.swiftinterface",
        ])
        #expect(discovered(framework).files == [
            framework + "/linux-x86_64/Ledger.swiftmodule/x86_64-unknown-linux-gnu.swiftinterface",
        ])
    }

    @Test func withoutALibraryForTheHostTheFirstByIdentifierIsTaken() throws {
        let folder = try TemporaryFolder()
        try writeXCFramework(folder)
        let framework = folder.url("Ledger.xcframework")
        let found = discovered(framework, host: "macos")
        #expect(found.files == [
            framework + "/ios-arm64/Ledger.framework/Modules/Ledger.swiftmodule/arm64-apple-ios.swiftinterface",
        ])
        #expect(found.notes.first == "'\(framework)': reading library 'ios-arm64', the first by identifier: none is "
            + "for macos (--platform chooses among ios, ios-simulator, linux)")
    }

    @Test func anXCFrameworkWithoutALibraryForThePlatformListsThePlatformsItHas() throws {
        let folder = try TemporaryFolder()
        try writeXCFramework(folder)
        let framework = folder.url("Ledger.xcframework")
        let result = run([framework], platform: "watchos")
        #expect(result.status == 2)
        #expect(result.errors.contains(
            "mockgen: error: '\(framework)' has no library for platform 'watchos'; "
                + "it has libraries for ios, ios-simulator, linux"))
    }

    @Test func anXCFrameworkWhosePlistOrSliceCannotBeReadIsAnError() throws {
        let folder = try TemporaryFolder()
        try folder.write("Broken.xcframework/Info.plist", "not a property list")
        try folder.write("Bare.xcframework/Info.plist", """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>AvailableLibraries</key><array><dict>
            <key>LibraryIdentifier</key><string>ios-arm64</string>
            <key>LibraryPath</key><string>libBare.a</string>
            <key>HeadersPath</key><string>Headers</string>
            <key>SupportedPlatform</key><string>ios</string>
            </dict></array></dict></plist>
            """)
        try folder.write("Bare.xcframework/ios-arm64/Headers/Bare.h", "")
        #expect(discovered(folder.url("Broken.xcframework")).errors == [
            "cannot read '\(folder.url("Broken.xcframework"))/Info.plist': "
                + "it is not a property list naming the libraries",
        ])
        #expect(discovered(folder.url("Missing.xcframework")).errors == [
            "no such file or folder: '\(folder.url("Missing.xcframework"))/Info.plist'",
        ])
        #expect(discovered(folder.url("Bare.xcframework")).errors == [
            "library 'ios-arm64' of '\(folder.url("Bare.xcframework"))' holds no Swift module "
                + "(Name.swiftmodule folder); for an Objective-C library, pass its headers folder",
        ])
    }

    @Test func aLibrarySlicesModuleMayLieInItsHeadersFolder() throws {
        let folder = try TemporaryFolder()
        try folder.write("Static.xcframework/Info.plist", """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>AvailableLibraries</key><array><dict>
            <key>LibraryIdentifier</key><string>macos-arm64</string>
            <key>LibraryPath</key><string>libStatic.a</string>
            <key>HeadersPath</key><string>Headers</string>
            <key>SupportedPlatform</key><string>macos</string>
            </dict></array></dict></plist>
            """)
        let module = folder.url("Static.xcframework/macos-arm64/Headers/Static.swiftmodule")
        try folder.write(
            "Static.xcframework/macos-arm64/Headers/Static.swiftmodule/arm64-apple-macos.swiftinterface", "")
        #expect(discovered(folder.url("Static.xcframework"), host: "macos").files == [
            module + "/arm64-apple-macos.swiftinterface",
        ])
    }
}
