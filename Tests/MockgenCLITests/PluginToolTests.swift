import Foundation
@testable import mockgen
@testable import mockgen_plugin_tool
import MockgenDriver
import Testing

/// `mockgen-plugin-tool`, which the plugins run when built from source, means by every argument
/// the plugins pass what `mockgen` means by it, and writes the same bytes.
@Suite("Plugin tool")
struct PluginToolTests {
    /// The build tool plugin's arguments without a configuration file, and the command plugin's.
    private static let pathArgumentSets: [[String]] = [
        ["/p/Sources/App/A.swift", "/p/Sources/App/B.swift", "--testable-import", "App", "--context", "/q/Sources/Base",
         "--output-dir", "/w/Mocks", "--file-for-every-source", "--quiet", "--no-package-discovery",
         "--used-in", "/p/Tests/AppTests"],
        ["Sources/App", "--testable-import", "App", "--output", "Tests/AppTests/Mocks.generated.swift"],
        ["Sources/App", "Sources/Core", "--testable-import", "App", "--testable-import", "Core",
         "--output", "Tests/AppTests/Mocks.generated.swift", "--check"],
    ]

    /// The configured forms of both plugins.
    private static let configurationArgumentSets: [[String]] = [
        ["--config", "/p/.mockgen.yml", "--target", "AppTests", "--output", "/w/AppTestsMocks.generated.swift",
         "--quiet", "--used-in", "/p/Tests/AppTests"],
        ["--config", ".mockgen.yml", "--target", "A", "--target", "B", "--skip-target", "C", "--check"],
    ]

    @Test(arguments: pathArgumentSets)
    func pathArgumentsMeanWhatTheyMeanToMockgen(_ arguments: [String]) throws {
        let expected = try MockgenCommand.parse(arguments).request(defaultConfigurationFile: nil)
        guard case .paths(let options) = expected else { Issue.record("mockgen read no paths"); return }
        #expect(try Entry.request(arguments) == .paths(options))
    }

    @Test(arguments: configurationArgumentSets)
    func configurationArgumentsMeanWhatTheyMeanToMockgen(_ arguments: [String]) throws {
        let expected = try MockgenCommand.parse(arguments).request(defaultConfigurationFile: nil)
        guard case .configuration(let request) = expected else { Issue.record("mockgen read no configuration"); return }
        #expect(try Entry.request(arguments) == .configuration(request))
    }

    @Test func argumentsMockgenRefusesAreRefused() {
        #expect(throws: Setting.Problem.self) { try Entry.request(["Sources/App", "--bogus"]) }
        #expect(throws: Setting.Problem.self) { try Entry.request(["--config", "a.yml", "Sources/App"]) }
        #expect(throws: Setting.Problem.self) { try Entry.request(["Sources/App", "--output"]) }
        #expect(throws: Setting.Problem.self) { try Entry.request(["Sources/App", "--access", "open"]) }
        #expect(throws: Setting.Problem.self) { try Entry.request(["--config", "a.yml", "--all"]) }
    }

    @Test func withoutPathsOrAConfigurationFileTheToolRefusesToReadStandardInput() {
        #expect(throws: Setting.Problem.self) { try Entry.request([]) }
        #expect(throws: Setting.Problem.self) { try Entry.request(["--quiet"]) }
    }

    @Test(.enabled(if: PluginToolProcess.executable != nil, "needs both executables in the build products folder"))
    func writesTheSameFilesAsMockgenForTheBuildToolPluginsArguments() throws {
        let folder = try TemporaryFolder("mockgen-plugin-tool")
        let sources = [
            try folder.write("Sources/App/Engine.swift", """
                /// @mockable
                public protocol Engine: Sendable {
                    var speed: Double { get set }
                    func start() async throws
                }
                """),
            try folder.write("Sources/App/Parts/Wheel.swift", """
                /// @mockable
                protocol Wheel { func turn(by angle: Double) -> Bool }
                /// @mockable
                protocol Unused { func never() }
                """),
            try folder.write("Sources/App/Plain.swift", "struct Plain {}\n"),
        ]
        try folder.write("Tests/AppTests/UseTests.swift", "let mocks: [Any] = [EngineMock(), WheelMock()]\n")
        func run(_ executable: String, into output: String) throws -> [String: Data] {
            let arguments = sources + [
                "--testable-import", "App", "--output-dir", folder.url(output), "--file-for-every-source", "--quiet",
                "--no-package-discovery", "--used-in", folder.url("Tests/AppTests"), "--regenerate-command", "swift build",
            ]
            let process = try Process.run(URL(fileURLWithPath: executable), arguments: arguments)
            process.waitUntilExit()
            #expect(process.terminationStatus == 0)
            let root = folder.url(output)
            let files = FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String } ?? []
            return Dictionary(uniqueKeysWithValues: try files.filter { $0.hasSuffix(".swift") }.map {
                ($0, try Data(contentsOf: URL(fileURLWithPath: root + "/" + $0)))
            })
        }
        let fromMockgen = try run(try #require(MockgenProcess.executable), into: "mockgen")
        let fromTool = try run(try #require(PluginToolProcess.executable), into: "tool")
        #expect(
            fromMockgen.keys.sorted() == ["Engine+Mocks.swift", "Parts/Parts.Wheel+Mocks.swift", "Plain+Mocks.swift"])
        #expect(fromTool == fromMockgen)
        #expect(String(decoding: fromTool["Engine+Mocks.swift"] ?? Data(), as: UTF8.self).contains("class EngineMock"))
    }
}

/// The `mockgen-plugin-tool` executable beside `mockgen` in the build products folder.
enum PluginToolProcess {
    static let executable: String? = MockgenProcess.executable.map {
        URL(fileURLWithPath: $0).deletingLastPathComponent().appendingPathComponent("mockgen-plugin-tool").path
    }.flatMap { FileManager.default.isExecutableFile(atPath: $0) ? $0 : nil }
}
