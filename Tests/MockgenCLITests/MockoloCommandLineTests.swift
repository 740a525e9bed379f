import Foundation
@testable import mockgen
@testable import MockgenDriver
import MockgenGenerator
import MockgenTestSupport
import Testing

/// `mockgen mockolo <Mockolo's options>`: Mockolo's command line gives the settings of mockgen's
/// own spelling of the same request, refuses what mockgen cannot do with a sentence naming what
/// to use instead, and writes the same bytes as mockgen's own command line.
@Suite("Mockolo's command line")
struct MockoloCommandLineTests {
    /// A Mockolo command line and mockgen's own spelling of it.
    struct Translation: Sendable, CustomTestStringConvertible {
        var mockolo: [String]
        var mockgen: [String]
        var testDescription: String { mockolo.joined(separator: " ") }
    }

    /// What mockgen adds for a Mockolo source folder: Mockolo reads Swift files only.
    static let swiftOnly = MockoloArguments.nonSwiftInputs.flatMap { ["--exclude", $0] }

    static let translations: [Translation] = [
        Translation(mockolo: ["-s", "Src", "More", "-d", "M.swift"], mockgen: ["Src", "More", "-o", "M.swift"] + swiftOnly),
        Translation(mockolo: ["--sourcedirs", "Src", "--destination", "M.swift"], mockgen: ["Src", "-o", "M.swift"] + swiftOnly),
        Translation(mockolo: ["-s", "Src", "-s", "More", "-d", "M.swift"], mockgen: ["Src", "More", "-o", "M.swift"] + swiftOnly),
        Translation(
            mockolo: ["--sourcedirs=Src", "More", "--destination=M.swift"], mockgen: ["Src", "More", "-o", "M.swift"] + swiftOnly),
        Translation(mockolo: ["-srcs", "A.swift", "B.swift", "-d", "M.swift"], mockgen: ["A.swift", "B.swift", "-o", "M.swift"]),
        Translation(mockolo: ["--sourcefiles", "A.swift", "B.h", "C.m", "-d", "M.swift"], mockgen: ["A.swift", "-o", "M.swift"]),
        Translation(
            mockolo: ["-srcs", "A.swift", "-d", "M.swift", "-i", "App", "Core"],
            mockgen: ["A.swift", "-o", "M.swift", "--testable-import", "App", "--testable-import", "Core"]),
        Translation(
            mockolo: ["-srcs", "A.swift", "-d", "M.swift", "--testable-imports", "App", "-i", "Core"],
            mockgen: ["A.swift", "-o", "M.swift", "--testable-import", "App", "--testable-import", "Core"]),
        Translation(
            mockolo: ["-srcs", "A.swift", "-d", "M.swift", "-c", "Foundation", "Combine"],
            mockgen: ["A.swift", "-o", "M.swift", "--import", "Foundation", "--import", "Combine"]),
        Translation(
            mockolo: ["-srcs", "A.swift", "-d", "M.swift", "--custom-imports", "Foundation"],
            mockgen: ["A.swift", "-o", "M.swift", "--import", "Foundation"]),
        Translation(
            mockolo: ["-s", "Src", "-d", "M.swift", "-x", "Images", "Strings"],
            mockgen: ["Src", "-o", "M.swift", "--exclude", "*Images.swift", "--exclude", "*Strings.swift"] + swiftOnly),
        Translation(
            mockolo: ["-srcs", "A.swift", "-d", "M.swift", "--exclude-suffixes", "Legacy/Old", "[x]"],
            mockgen: ["A.swift", "-o", "M.swift", "--exclude", "**Legacy/Old.swift", "--exclude", "*\\[x\\].swift"]),
        Translation(mockolo: ["-srcs", "A.swift", "-d", "M.swift", "-l", "3"], mockgen: ["A.swift", "-o", "M.swift", "--quiet"]),
        Translation(mockolo: ["-srcs", "A.swift", "-d", "M.swift", "--logging-level", "1"], mockgen: ["A.swift", "-o", "M.swift"]),
        Translation(mockolo: ["-srcs", "A.swift", "-d", "M.swift", "-j", "4"], mockgen: ["A.swift", "-o", "M.swift"]),
        Translation(
            mockolo: ["-srcs", "A.swift", "-d", "M.swift", "--concurrency-limit", "2"], mockgen: ["A.swift", "-o", "M.swift"]),
        Translation(mockolo: ["-srcs", "A.swift", "-d", "M.swift", "--mock-all"], mockgen: ["A.swift", "-o", "M.swift"]),
        Translation(mockolo: ["-srcs", "A.swift", "-d", "M.swift", "--mock-final"], mockgen: ["A.swift", "-o", "M.swift"]),
        Translation(
            mockolo: ["-srcs", "A.swift", "-d", "M.swift", "--disable-combine-default-values"], mockgen: ["A.swift", "-o", "M.swift"]),
        Translation(
            mockolo: ["-srcs", "A.swift", "-d", "M.swift", "--annotation", "@mockable"], mockgen: ["A.swift", "-o", "M.swift"]),
    ]

    /// mockgen's own words for what every run through the Mockolo door asks for.
    static let doorWords = MockoloArguments.compatibility.map { ["--compatibility", $0.rawValue] } ?? []

    private static func mockgenSettings(_ words: [String]) throws -> MockgenSettings {
        try MockgenCommand.parse(words + doorWords).settings
    }

    @Test(arguments: translations)
    func eachFlagGivesTheSettingsOfMockgensOwnSpelling(_ translation: Translation) throws {
        let settings = try MockoloArguments.settings(translation.mockolo)
        let expected = try Self.mockgenSettings(translation.mockgen)
        #expect(settings == expected)
        #expect(DriverOptions(settings: settings) == DriverOptions(settings: expected))
        #expect(try RunRequest(settings: settings) == RunRequest(settings: expected))
    }

    @Test func aFileListGivesItsSwiftFilesOneALine() throws {
        let folder = try TemporaryFolder()
        let list = try folder.write("files.txt", "Src/A.swift\n\nSrc/B.swift\r\nSrc/C.m\n  \nSrc/D.h\n")
        let settings = try MockoloArguments.settings(["-f", list, "-d", "M.swift"])
        #expect(settings == (try Self.mockgenSettings(["Src/A.swift", "Src/B.swift", "-o", "M.swift"])))
        let long = try MockoloArguments.settings(["--filelist", list, "-d", "M.swift"])
        #expect(long == settings)
    }

    @Test func sourceFoldersWinOverFilesAndAFileListOverFilesWithANote() throws {
        let folder = try TemporaryFolder()
        let list = try folder.write("files.txt", "Listed.swift\n")
        let folders = try MockoloArguments.read(["-s", "Src", "-f", list, "-srcs", "A.swift", "-d", "M.swift"])
        #expect(folders.settings.paths == ["Src"])
        #expect(folders.notes == [
            "-f/--filelist is ignored: -s/--sourcedirs is given (as in Mockolo).",
            "-srcs/--sourcefiles is ignored: -s/--sourcedirs is given (as in Mockolo).",
        ])
        let listed = try MockoloArguments.read(["-srcs", "A.swift", "-f", list, "-d", "M.swift"])
        #expect(listed.settings.paths == ["Listed.swift"])
        #expect(listed.notes == ["-srcs/--sourcefiles is ignored: -f/--filelist is given (as in Mockolo)."])
    }

    @Test func theConcurrencyLimitIsIgnoredWithANote() throws {
        let reading = try MockoloArguments.read(["-srcs", "A.swift", "-d", "M.swift", "-j", "8"])
        #expect(reading.notes == ["-j is ignored: mockgen uses every core, and writes the same mocks whatever their number."])
    }

    @Test func aHomeFolderTildeIsExpandedAsMockoloDoes() throws {
        let home = try #require(ProcessInfo.processInfo.environment["HOME"])
        let settings = try MockoloArguments.settings(["-s", "~/Src", "-d", "~/M.swift"])
        #expect(settings.paths == [home + "/Src"])
        #expect(settings.output == home + "/M.swift")
    }

    // MARK: Refused flags

    /// A flag mockgen refuses, and what its message must name.
    struct Refusal: Sendable, CustomTestStringConvertible {
        var words: [String]
        var names: [String]
        var testDescription: String { words.joined(separator: " ") }
    }

    static let refusals: [Refusal] = [
        Refusal(words: ["--header", "// Copyright"], names: ["--header:", "// Generated by mockgen. DO NOT EDIT."]),
        Refusal(words: ["--macro", "DEBUG"], names: ["--macro:", "#if DEBUG", "test target"]),
        Refusal(words: ["--annotation", "@mock"], names: ["--annotation @mock:", "/// @mockable", "--all"]),
        Refusal(words: ["--exclude-imports", "Foo", "Bar"], names: ["--exclude-imports:", "--testable-import"]),
        Refusal(words: ["-mocks", "Dep.swift"], names: ["-mocks:", "--context <path>"]),
        Refusal(words: ["--mockfiles", "Dep.swift"], names: ["--mockfiles:", "--context <path>"]),
        Refusal(words: ["--mock-filelist", "deps.txt"], names: ["--mock-filelist:", "--context <path>"]),
        Refusal(words: ["--use-template-func"], names: ["--use-template-func:", "given(mock)", "verify(mock)"]),
    ]

    @Test(arguments: refusals)
    func aRefusedFlagNamesWhatMockgenDoesInstead(_ refusal: Refusal) throws {
        let error = try #require(throws: Setting.Problem.self) {
            try MockoloArguments.settings(["-s", "Src", "-d", "M.swift"] + refusal.words)
        }
        for name in refusal.names { #expect(error.message.contains(name), "\(error.message) names \(name)") }
        #expect(error.message.hasSuffix("."))
    }

    @Test(arguments: ["--enable-args-history", "--allow-set-call-count"])
    func mockolosMembersComeWithTheMockoloCompatibility(_ flag: String) throws {
        let words = ["-s", "Src", "-d", "M.swift", flag]
        if MockoloArguments.compatibility == nil {
            let error = try #require(throws: Setting.Problem.self) { try MockoloArguments.settings(words) }
            #expect(error.message.hasPrefix(flag + ": "))
            #expect(error.message.contains("--compatibility mockolo"))
            #expect(error.message.contains("verify(mock)"))
        } else {
            #expect(try MockoloArguments.settings(words) == (try Self.mockgenSettings(["Src", "-o", "M.swift"] + Self.swiftOnly)))
        }
    }

    @Test func everyFlagOfTheTableIsTranslatedOrRefusedHere() {
        let words = Self.translations.flatMap(\.mockolo) + Self.refusals.flatMap(\.words)
        let names = words.map { $0.split(separator: "=", maxSplits: 1).first.map(String.init) ?? $0 }
        // Tested above by their own tests.
        let tested = Set(names).union(["--enable-args-history", "--allow-set-call-count", "-f", "--filelist"])
        for flag in MockoloArguments.flags {
            for name in flag.names { #expect(tested.contains(name), "\(name) is tested") }
        }
    }

    // MARK: Usage errors

    @Test(arguments: [
        (["-s", "Src"], "Missing expected argument '-d/--destination <file>'"),
        (["-d", "M.swift"], "Missing source files or directories: give -s/--sourcedirs"),
        (["-srcs", "A.h", "-d", "M.swift"], "None of the source files given is a Swift file"),
        (["-s", "Src", "-d", "M.swift", "--frobnicate"], "'--frobnicate' is not an option of Mockolo's command line"),
        (["-s", "Src", "-d", "M.swift", "-v"], "'-v' is not an option of Mockolo's command line"),
        (["Src", "-d", "M.swift"], "Unexpected argument 'Src'"),
        (["-s", "-d", "M.swift"], "-s needs a value (folder)."),
        (["-s", "Src", "-d"], "-d needs a value (file)."),
        (["-s", "Src", "-d", "M.swift", "--mock-final=true"], "--mock-final takes no value."),
        (["-s", "Src", "-d", "M.swift", "-l", "4"], "-l: '4' is not a logging level; expected 0, 1, 2 or 3."),
        (["-s", "Src", "-d", "M.swift", "-j", "many"], "-j: 'many' is not a whole number."),
        (["-s", "Src", "-d", "M.swift", "-i", "My App"], "-i/--testable-imports: 'My App' is not a module name."),
        (["-f", "/nonexistent/files.txt", "-d", "M.swift"], "-f/--filelist: cannot read '/nonexistent/files.txt'"),
    ])
    func aUsageErrorIsASentenceNamingTheFlag(_ words: [String], _ message: String) throws {
        let error = try #require(throws: Setting.Problem.self) { try MockoloArguments.settings(words) }
        #expect(error.message.hasPrefix(message), "\(error.message)")
    }

    @Test func helpAnywhereAndVersionFirstAreNotRuns() throws {
        #expect(try MockoloArguments.read(["-s", "Src", "--help"]).action == .help)
        #expect(try MockoloArguments.read(["-h"]).action == .help)
        #expect(try MockoloArguments.read(["--version"]).action == .version)
        #expect(try MockoloArguments.read(["-v"]).action == .version)
        for flag in MockoloArguments.flags {
            for name in flag.names { #expect(MockoloArguments.help.contains(name), "the help names \(name)") }
        }
    }

    @Test func everyFlagIsInTheCommandLineDocumentation() throws {
        let text = try String(contentsOf: Repository.url("docs/CommandLine.md"), encoding: .utf8)
        let section = try #require(text.components(separatedBy: "## Coming from Mockolo: the command line").dropFirst().first)
        for flag in MockoloArguments.flags {
            for name in flag.names { #expect(section.contains("`\(name)"), "the documentation names \(name)") }
        }
    }

    // MARK: Runs

    @Test func theDoorOpensOnTheWordMockoloOrUnderTheNameMockolo() {
        #expect(MockoloDoor.words(in: ["mockgen", "mockolo", "-s", "Src"]) == ["-s", "Src"])
        #expect(MockoloDoor.words(in: ["/usr/local/bin/mockolo", "-s", "Src"]) == ["-s", "Src"])
        #expect(MockoloDoor.words(in: ["mockgen", "Src", "mockolo"]) == nil)
        #expect(MockoloDoor.words(in: ["mockgen", "./mockolo"]) == nil)
        #expect(MockoloDoor.words(in: ["mockgen"]) == nil)
    }

    static let sources = [
        "Sources/Engine.swift": """
            import Foundation

            /// @mockable
            protocol Engine {
                var speed: Double { get set }
                func start() async throws -> Int
            }
            """,
        "Sources/EngineImages.swift": "/// @mockable\nprotocol Images {\n    func image(named: String) -> Data?\n}\n",
        "Sources/Legacy/Radio.swift": "/// @mockable\nprotocol Radio {\n    func tune(to station: Int)\n}\n",
        "Sources/Bridge.h": "@protocol Bridge\n- (void)cross;\n@end\n",
    ]

    private static func folderWithSources() throws -> TemporaryFolder {
        let folder = try TemporaryFolder("mockgen-mockolo")
        for (path, text) in sources { try folder.write(path, text) }
        return folder
    }

    @Test func aRunWritesTheBytesOfMockgensOwnCommandLine() throws {
        let folder = try Self.folderWithSources()
        let mockolo = try MockoloArguments.settings([
            "-s", folder.url("Sources"), "-d", folder.url("Mockolo.swift"), "-i", "App", "-x", "Images",
        ])
        let own = try Self.mockgenSettings([
            folder.url("Sources"), "-o", folder.url("Own.swift"), "--testable-import", "App",
            "--exclude", "*Images.swift", "--exclude", "*.h",
        ])
        for settings in [mockolo, own] {
            guard case .paths(let options) = try RunRequest(settings: settings) else { Issue.record(); return }
            let streams = CapturedStreams()
            #expect(MockgenDriver.run(options, io: streams.realIO()) == 0, "\(streams.standardError)")
        }
        let written = try folder.read("Mockolo.swift")
        #expect(written == (try folder.read("Own.swift")))
        #expect(written.contains("@testable import App"))
        #expect(written.contains("EngineMock") && written.contains("RadioMock"))
        #expect(!written.contains("ImagesMock") && !written.contains("BridgeMock"))
    }
}

/// The door through the built executable: exit codes, notes on standard error, the same bytes.
@Suite(
    "Mockolo's command line, through the executable",
    .enabled(if: MockgenProcess.executable != nil, "needs the mockgen executable in the build products folder"))
struct MockoloExecutableTests {
    @Test func mockgenMockoloWritesTheSameBytesAsMockgensOwnFlags() throws {
        let folder = try TemporaryFolder("mockgen-mockolo")
        try folder.write("Sources/Engine.swift", MockoloCommandLineTests.sources["Sources/Engine.swift"]!)
        let mockolo = try MockgenProcess.run(["mockolo", "-s", "Sources", "-d", "Mocks.swift", "-i", "App"], in: folder.path)
        #expect(mockolo.status == 0)
        #expect(mockolo.standardError.isEmpty)
        #expect(mockolo.standardOutput.isEmpty)
        let own = try MockgenProcess.run(
            ["Sources", "-o", "Own.swift", "--testable-import", "App"] + MockoloCommandLineTests.doorWords, in: folder.path)
        #expect(own.status == 0)
        // The headers name each door's command (Mockolo's door names none): the rest is the same bytes.
        func body(_ text: String) -> Substring { text.split(separator: "\n", maxSplits: 2, omittingEmptySubsequences: false)[2] }
        #expect(body(try folder.read("Mocks.swift")) == body(try folder.read("Own.swift")))
        #expect(try folder.read("Own.swift").contains("// Regenerate with: mockgen Sources -o Own.swift --testable-import App"))
    }

    @Test func underTheNameMockoloItTakesMockolosCommandLine() throws {
        let folder = try TemporaryFolder("mockgen-mockolo")
        try folder.write("Sources/Engine.swift", MockoloCommandLineTests.sources["Sources/Engine.swift"]!)
        let link = folder.url("mockolo")
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: try #require(MockgenProcess.executable))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: link)
        process.arguments = ["-srcs", "Sources/Engine.swift", "-d", "Mocks.swift", "-j", "2"]
        process.currentDirectoryURL = URL(fileURLWithPath: folder.path)
        let error = Pipe()
        process.standardError = error
        try process.run()
        let message = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(message == "mockgen: note: -j is ignored: mockgen uses every core, and writes the same mocks whatever their number.\n")
        #expect(try folder.read("Mocks.swift").contains("EngineMock"))
    }

    @Test func aRefusedFlagExitsWith2AndOneLine() throws {
        let result = try MockgenProcess.run(["mockolo", "-s", "Sources", "-d", "M.swift", "--mock-filelist", "deps.txt"])
        #expect(result.status == 2)
        #expect(result.standardError.hasPrefix("mockgen: error: --mock-filelist: mockgen reads no mocks of other modules."))
        #expect(result.standardError.split(separator: "\n").count == 1)
    }

    @Test func helpListsMockolosFlagsAndMockgensHelpPointsToIt() throws {
        let help = try MockgenProcess.run(["mockolo", "--help"])
        #expect(help.status == 0)
        #expect(help.standardOutput == MockoloArguments.help + "\n")
        let own = try MockgenProcess.run(["--help"])
        #expect(own.standardOutput.contains("mockgen mockolo"))
        let version = try MockgenProcess.run(["mockolo", "--version"])
        #expect(version.standardOutput == MockgenDriver.version + "\n")
    }
}
