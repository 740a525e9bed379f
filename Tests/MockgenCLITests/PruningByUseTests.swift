import Foundation
@testable import mockgen
@testable import MockgenDriver
import MockgenGenerator
import Testing

/// Pruning by use (`--used-in`, `used-in:`/`prune:` in `.mockgen.yml`): only the mocks the test
/// sources name are generated, with the mocks those need; the output itself is no use.
@Suite("Pruning by use")
struct PruningByUseTests {
    private static let output = "Tests/AppTests/Mocks.generated.swift"

    /// A module of three protocols and a test folder whose one test names `EngineMock`.
    private func package() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write("Sources/App/Engine.swift", "protocol Engine {\n    func start() -> Int\n}\n")
        try folder.write("Sources/App/Store.swift", "protocol Store {\n    func save(_ value: String)\n}\n")
        try folder.write("Sources/App/Clock.swift", "protocol Clock {\n    var now: Double { get }\n}\n")
        try folder.write("Tests/AppTests/EngineTests.swift", """
            import Testing
            @Test func starts() {
                let engine = EngineMock()
                _ = engine
            }
            """)
        return folder
    }

    private func options(
        _ folder: TemporaryFolder, usedIn: [String] = ["Tests/AppTests"], check: Bool = false
    ) -> DriverOptions {
        var options = DriverOptions(
            paths: [folder.url("Sources/App")], output: folder.url(Self.output),
            generator: GeneratorOptions(mockAll: true), check: check, verbosity: .verbose)
        options.usedIn = usedIn.map(folder.url)
        return options
    }

    private func run(_ options: DriverOptions, _ streams: CapturedStreams = CapturedStreams()) -> Int32 {
        MockgenDriver.run(options, io: streams.realIO())
    }

    /// The names of the mock classes in `text`.
    private func mockClasses(in text: String) -> [String] {
        text.split(separator: "\n").compactMap { line in
            guard let range = line.range(of: "final class ") else { return nil }
            return line[range.upperBound...].prefix { $0.isLetter || $0.isNumber }.description
        }
    }

    @Test func onlyTheMockATestNamesIsGenerated() throws {
        let folder = try package()
        let streams = CapturedStreams()
        #expect(run(options(folder), streams) == 0)
        #expect(mockClasses(in: try folder.read(Self.output)) == ["EngineMock"])
        #expect(streams.standardError.contains("mockgen: pruned 2 mocks that the --used-in files do not name"))
    }

    @Test func withoutUsedInEverySelectedMockIsGenerated() throws {
        let folder = try package()
        #expect(run(options(folder, usedIn: [])) == 0)
        #expect(mockClasses(in: try folder.read(Self.output)) == ["ClockMock", "EngineMock", "StoreMock"])
    }

    @Test func aNameInACommentOrAPlainStringLiteralIsNoUse() throws {
        let folder = try package()
        try folder.write("Tests/AppTests/Notes.swift", """
            // StoreMock is not needed here.
            /* ClockMock neither */
            let label = "StoreMock and ClockMock"
            """)
        #expect(run(options(folder)) == 0)
        #expect(mockClasses(in: try folder.read(Self.output)) == ["EngineMock"])
    }

    @Test func aNameInsideAStringInterpolationIsAUse() throws {
        let folder = try package()
        try folder.write("Tests/AppTests/Describe.swift", "let text = \"clock: \\(ClockMock())\"\n")
        #expect(run(options(folder)) == 0)
        #expect(mockClasses(in: try folder.read(Self.output)) == ["ClockMock", "EngineMock"])
    }

    @Test func theOutputAndOtherGeneratedFilesInTheScannedFolderAreNoUse() throws {
        let folder = try package()
        #expect(run(options(folder, usedIn: [])) == 0, "a first run writes all three mocks into the scanned folder")
        try folder.write("Tests/AppTests/Other.generated.swift", MockGenerator.header + "\nfinal class StoreMock {}\n")
        #expect(run(options(folder)) == 0)
        #expect(mockClasses(in: try folder.read(Self.output)) == ["EngineMock"])
    }

    @Test func anOutputFolderInTheScannedFolderIsNoUseAndKeepsOnlyTheNamedMocks() throws {
        let folder = try package()
        var options = options(folder)
        options.output = nil
        options.outputDirectory = folder.url("Tests/AppTests/Mocks")
        options.usedIn = []
        #expect(run(options) == 0, "a first run writes every mock into the scanned folder")
        options.usedIn = [folder.url("Tests/AppTests")]
        #expect(run(options) == 0)
        let written = try folder.contents("Tests/AppTests/Mocks").filter { $0.hasSuffix(".swift") }
        let mocks = try written.flatMap { mockClasses(in: try folder.read("Tests/AppTests/Mocks/\($0)")) }
        #expect(mocks == ["EngineMock"])
    }

    @Test func checkComparesWithThePrunedOutput() throws {
        let folder = try package()
        #expect(run(options(folder)) == 0)
        #expect(run(options(folder, check: true)) == 0)
        try folder.write("Tests/AppTests/StoreTests.swift", "func saves() { _ = StoreMock() }\n")
        let streams = CapturedStreams()
        #expect(run(options(folder, check: true), streams) == 1, "a test now names StoreMock, which the output lacks")
        #expect(streams.standardError.contains("is stale"))
    }

    @Test func aUsedInFolderThatDoesNotExistIsAnInputError() throws {
        let folder = try package()
        let streams = CapturedStreams()
        #expect(run(options(folder, usedIn: ["Tests/Missing"]), streams) == 2)
        #expect(!folder.exists(Self.output))
    }

    @Test func aMockKeepsTheCompanionMockItBindsAnAssociatedTypeTo() throws {
        let folder = try package()
        try folder.write("Sources/App/Keys.swift", """
            protocol KeyAgreeing: Sendable {
                associatedtype PublicKey: Sendable
                var publicKey: PublicKey { get }
            }
            protocol AgreementPublicKey: Sendable where EphemeralPrivateKey.PublicKey == Self {
                associatedtype EphemeralPrivateKey: EphemeralKeyGenerating
            }
            protocol AgreementPrivateKey: Sendable, KeyAgreeing where PublicKey: AgreementPublicKey {}
            protocol EphemeralKeyGenerating: AgreementPrivateKey, Sendable {
                init()
            }
            """)
        try folder.write("Tests/AppTests/KeyTests.swift", "func agrees() { _ = AgreementPublicKeyMock.self }\n")
        #expect(run(options(folder)) == 0)
        let text = try folder.read(Self.output)
        #expect(
            mockClasses(in: text).sorted() == ["AgreementPublicKeyMock", "EngineMock", "EphemeralKeyGeneratingMock"])
        #expect(text.contains("typealias EphemeralPrivateKey = EphemeralKeyGeneratingMock<AgreementPublicKeyMock>"))
    }

    @Test func aClassMockIsPrunedLikeAProtocolMock() throws {
        let folder = try package()
        try folder.write("Sources/App/Services.swift", "class Loader {\n    func load() {}\n}\n")
        try folder.write("Sources/App/Saver.swift", "class Saver {\n    func save() {}\n}\n")
        try folder.write("Tests/AppTests/LoaderTests.swift", "func loads() { _ = LoaderMock() }\n")
        var options = options(folder)
        options.generator.mockAllClasses = true
        #expect(run(options) == 0)
        #expect(mockClasses(in: try folder.read(Self.output)) == ["EngineMock", "LoaderMock"])
    }

    @Test func aMarkedClassNoTestNamesHasItsMembersLeftUnreadAndTheKeptMocksAreUnchanged() throws {
        let folder = try package()
        try folder.write("Sources/App/Loader.swift", "/// @mockable\nclass Loader {\n    func load() {}\n}\n")
        // Only reading Saver's members finds this property (a warning): no warning, no reading.
        try folder.write("Sources/App/Saver.swift", "/// @mockable\nclass Saver {\n    var untyped = 0\n}\n")
        try folder.write("Tests/AppTests/LoaderTests.swift", "func loads() { _ = LoaderMock() }\n")
        let warning = "property without a type annotation"
        let pruned = CapturedStreams()
        #expect(run(options(folder), pruned) == 0)
        let prunedOutput = try folder.read(Self.output)
        #expect(mockClasses(in: prunedOutput) == ["EngineMock", "LoaderMock"])
        #expect(!pruned.standardError.contains(warning))
        #expect(pruned.standardError.contains("read the members of Loader"))
        let unpruned = CapturedStreams()
        _ = run(options(folder, usedIn: []), unpruned)
        #expect(unpruned.standardError.contains(warning))

        // The same mocks as those of a module holding only the kept declarations, unpruned.
        let kept = try TemporaryFolder()
        try kept.makeFolder("Tests/AppTests")
        for file in ["Engine.swift", "Loader.swift"] {
            try kept.write("Sources/App/\(file)", try folder.read("Sources/App/\(file)"))
        }
        #expect(run(options(kept, usedIn: [])) == 0)
        #expect(try kept.read(Self.output) == prunedOutput)
    }

    @Test func pruningEveryAnnotatedMockGivesNoSelectionAdvice() throws {
        let folder = try TemporaryFolder()
        try folder.write(
            "Sources/App/Engine.swift", "/// @mockable\nprotocol Engine {\n    func start()\n}\nprotocol Store {}\n")
        try folder.write("Tests/AppTests/Tests.swift", "func nothing() {}\n")
        var options = options(folder)
        options.generator.mockAll = false
        options.verbosity = .normal
        let streams = CapturedStreams()
        #expect(run(options, streams) == 0)
        #expect(mockClasses(in: try folder.read(Self.output)).isEmpty)
        #expect(!streams.standardError.contains("selected for mocking"), "Engine was selected, then pruned")
    }

    // MARK: Configuration file and command line

    private func configured(_ target: String) throws -> TemporaryFolder {
        let folder = try package()
        try folder.write(".mockgen.yml", """
            targets:
              AppTests:
                sources: [Sources/App]
                output: \(Self.output)
                all: true
            \(target)
            """)
        return folder
    }

    private func run(
        _ request: ConfigurationRequest, in folder: TemporaryFolder, _ streams: CapturedStreams = CapturedStreams()
    ) -> Int32 {
        var request = request
        request.file = folder.url(request.file)
        return MockgenDriver.run(request, io: streams.realIO())
    }

    @Test func theUsedInKeyPrunesLikeTheOption() throws {
        let folder = try configured("    used-in: [Tests/AppTests]")
        #expect(run(ConfigurationRequest(file: ".mockgen.yml"), in: folder) == 0)
        #expect(mockClasses(in: try folder.read(Self.output)) == ["EngineMock"])
    }

    @Test func pruneFalseIgnoresTheFolderTheCommandLineNames() throws {
        let folder = try configured("    prune: false")
        var request = ConfigurationRequest(file: ".mockgen.yml", targets: ["AppTests"])
        request.usedIn = [folder.url("Tests/AppTests")]
        #expect(run(request, in: folder) == 0)
        #expect(mockClasses(in: try folder.read(Self.output)) == ["ClockMock", "EngineMock", "StoreMock"])
    }

    @Test func theCommandLinesUsedInFolderPrunesAConfiguredTarget() throws {
        let folder = try configured("")
        var request = ConfigurationRequest(file: ".mockgen.yml", targets: ["AppTests"])
        request.usedIn = [folder.url("Tests/AppTests")]
        #expect(run(request, in: folder) == 0)
        #expect(mockClasses(in: try folder.read(Self.output)) == ["EngineMock"])
    }

    @Test func pruneFalseWithUsedInIsAConfigurationError() throws {
        let folder = try configured("    used-in: [Tests/AppTests]\n    prune: false")
        let streams = CapturedStreams()
        #expect(run(ConfigurationRequest(file: ".mockgen.yml"), in: folder, streams) == 2)
        #expect(streams.standardError.contains("targets.AppTests.prune"))
    }

    @Test func aMistypedUsedInKeyIsSuggested() throws {
        let folder = try configured("    usedIn: [Tests/AppTests]")
        let streams = CapturedStreams()
        #expect(run(ConfigurationRequest(file: ".mockgen.yml"), in: folder, streams) == 2)
        #expect(streams.standardError.contains("did you mean 'used-in'?"))
    }

    @Test func theUsedInFlagIsRepeatableAndNeedsOneTargetWithAConfigurationFile() throws {
        let command = try MockgenCommand.parse(["Sources/App", "--used-in", "Tests/A", "--used-in", "Tests/B"])
        #expect(try command.driverOptions.usedIn == ["Tests/A", "Tests/B"])
        let configured = try MockgenCommand.parse(["--config", "m.yml", "--used-in", "Tests/A"])
        #expect(throws: (any Error).self) { try configured.request(defaultConfigurationFile: nil) }
        let one = try MockgenCommand.parse(["--config", "m.yml", "--target", "AppTests", "--used-in", "Tests/A"])
        guard case .configuration(let request) = try one.request(defaultConfigurationFile: nil) else {
            Issue.record("a configuration run was expected")
            return
        }
        #expect(request.usedIn == ["Tests/A"])
    }
}
