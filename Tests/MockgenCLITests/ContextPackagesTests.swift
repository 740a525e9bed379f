import Foundation
@testable import MockgenDriver
import MockgenGenerator
import MockgenTestSupport
import Testing

/// `--context` given a folder of packages, as users pass `.build/checkouts`: only the packages'
/// libraries lend their types, and a name means what the file using it can see.
@Suite struct ContextPackagesTests {
    static let fixture = Repository.fixtures.appendingPathComponent("ContextLibrariesOnly")

    /// A folder of checkouts around the `ContextLibrariesOnly` golden case: `GoldenCoins` is a
    /// library of the package `coins`, whose other targets, and the package `wallet`'s tests,
    /// examples, benchmarks, snippets and plugins, each declare a `Coin` of their own.
    private func checkouts(in folder: TemporaryFolder) throws {
        let coin = try String(
            contentsOf: Self.fixture.appendingPathComponent("Sources/GoldenCoins/Coin.swift"), encoding: .utf8)
        try folder.write(
            "checkouts/coins/Package.swift",
            """
            // swift-tools-version: 6.0
            import PackageDescription
            let package = Package(
                name: "coins",
                targets: [
                    .target(name: "GoldenCoins"),
                    .target(name: "Vault", dependencies: [.target(name: "GoldenCoins")], path: "lib/Vault"),
                    .executableTarget(name: "CoinTool", dependencies: ["GoldenCoins"]),
                    // .target(name: "Commented", path: "Commented"),
                    .testTarget(name: "GoldenCoinsTests", dependencies: ["GoldenCoins"]),
                ]
            )
            """)
        try folder.write("checkouts/coins/Sources/GoldenCoins/Coin.swift", coin)
        try folder.write("checkouts/coins/lib/Vault/Vault.swift", "public struct Vault {}\n")
        try folder.write(
            "checkouts/coins/Sources/CoinTool/Tool.swift",
            "@main struct Tool { static func main() {} }\nstruct Coin {}\n")
        try folder.write("checkouts/coins/Sources/Minter/main.swift", "print(Coin())\n")
        try folder.write("checkouts/coins/Sources/Minter/Coin.swift", "struct Coin {}\n")
        try folder.write("checkouts/coins/Commented/Coin.swift", "struct Coin {}\n")
        try folder.write("checkouts/coins/Tests/GoldenCoinsTests/CoinTests.swift", "struct Coin {}\n")
        try folder.write(
            "checkouts/wallet/Package.swift",
            "// swift-tools-version: 6.0\nimport PackageDescription\nlet package = Package(name: \"wallet\")\n")
        try folder.write("checkouts/wallet/Sources/Wallet/Wallet.swift", "public struct Wallet {}\n")
        for place in ["Tests/WalletTests", "Benchmarks/Speed", "Snippets", "Plugins/Lint", "IntegrationTests/Cases"] {
            try folder.write("checkouts/wallet/\(place)/Coin.swift", "struct Coin {}\n")
        }
        try folder.write(
            "checkouts/wallet/Examples/Shop/Package.swift",
            "// swift-tools-version: 6.0\nimport PackageDescription\nlet package = Package(name: \"Shop\")\n")
        try folder.write("checkouts/wallet/Examples/Shop/Sources/Shop/Coin.swift", "public struct Coin {}\n")
    }

    @Test func onlyTheLibraryTargetsOfThePackagesInAContextFolderAreRead() throws {
        let folder = try TemporaryFolder()
        try checkouts(in: folder)
        try folder.write("loose/Tests/Helper.swift", "struct Helper {}\n")
        var discovery = SourceDiscovery(
            fileSystem: LocalFileSystem(), excludes: [], skippedFile: nil, librariesOnly: true)
        let found = discovery.discover([folder.url("checkouts"), folder.url("loose")]).inputs.map(\.path)
        #expect(found == [
            folder.url("checkouts/coins/Sources/GoldenCoins/Coin.swift"),
            folder.url("checkouts/coins/lib/Vault/Vault.swift"),
            folder.url("checkouts/wallet/Sources/Wallet/Wallet.swift"),
            // Outside any package, a folder is read whole, as before.
            folder.url("loose/Tests/Helper.swift"),
        ])
    }

    @Test func aPackagesTestFolderGivenItselfIsRead() throws {
        let folder = try TemporaryFolder()
        try checkouts(in: folder)
        var discovery = SourceDiscovery(
            fileSystem: LocalFileSystem(), excludes: [], skippedFile: nil, librariesOnly: true)
        let found = discovery.discover([folder.url("checkouts/wallet/Tests/WalletTests")]).inputs.map(\.path)
        #expect(found == [folder.url("checkouts/wallet/Tests/WalletTests/Coin.swift")])
    }

    /// The golden case's mocks, generated with `--context` given the whole folder of checkouts:
    /// the type the inputs extend keeps its library's module, not the inputs' (which a test file
    /// of another package, having no module of its own, used to lend its `Coin`).
    @Test func aTypeTheInputsExtendKeepsItsLibraryWhenOtherPackagesTestsDeclareItsName() throws {
        let folder = try TemporaryFolder()
        try checkouts(in: folder)
        let purse = try String(
            contentsOf: Self.fixture.appendingPathComponent("Sources/GoldenPurse/Purse.swift"), encoding: .utf8)
        try folder.write("App/Sources/GoldenPurse/Purse.swift", purse)
        let streams = CapturedStreams()
        let status = MockgenDriver.run(
            DriverOptions(
                paths: [folder.url("App/Sources/GoldenPurse")],
                generator: GeneratorOptions(
                    mockAll: true, testableImports: ["GoldenPurse"], inputs: InputOptions(module: "GoldenPurse")),
                contextPaths: [folder.url("checkouts")]),
            io: streams.realIO())
        #expect(status == 0, "\(streams.standardError)")
        let expected = try String(contentsOf: Self.fixture.appendingPathComponent("Expected.swift"), encoding: .utf8)
        #expect(streams.standardOutput == expected)
    }

    /// Two libraries of the checkouts declare `Money`; the protocol's file imports one, another
    /// input file the other, so the mocks' file imports both and a bare `Money` would be ambiguous.
    @Test func aNameDeclaredByTwoLibrariesMeansTheOneItsFileImports() throws {
        let folder = try TemporaryFolder()
        for module in ["Base", "Ledger"] {
            let package = module.lowercased()
            try folder.write(
                "checkouts/\(package)/Package.swift",
                "// swift-tools-version: 6.0\nimport PackageDescription\nlet package = Package(name: \"\(package)\")\n")
            try folder.write("checkouts/\(package)/Sources/\(module)/Money.swift", "public struct Money {}\n")
        }
        try folder.write(
            "App/Sources/App/Wallet.swift",
            "import Base\n\n/// @mockable\nprotocol Wallet {\n    func balance() -> Money\n}\n")
        try folder.write(
            "App/Sources/App/Books.swift", "import Ledger\n\n/// @mockable\nprotocol Books {\n    func close()\n}\n")
        let streams = CapturedStreams()
        let status = MockgenDriver.run(
            DriverOptions(
                paths: [folder.url("App/Sources/App")],
                generator: GeneratorOptions(testableImports: ["App"], inputs: InputOptions(module: "App")),
                contextPaths: [folder.url("checkouts")]),
            io: streams.realIO())
        #expect(status == 0, "\(streams.standardError)")
        #expect(streams.standardOutput.contains("func balance() -> Base.Money {"))
        #expect(!streams.standardOutput.contains("Ledger.Money"))
    }
}
