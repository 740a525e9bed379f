import Foundation
@testable import mockgen
@testable import mockgen_plugin_tool
@testable import MockgenDriver
import MockgenGenerator
import Testing

/// Every setting of `Setting.schema` means the same through every door: the `mockgen` command
/// line (swift-argument-parser), the plugin tool (`ArgumentReader`) and a configuration file's
/// target give equal driver options. A setting added to the schema fails here until every door
/// reads it (and it has a sample value below).
@Suite("Every setting through every door")
struct SettingDoorsTests {
    /// A value for each setting that takes values, valid in every door.
    static let samples: [String: [String]] = [
        "<path>": ["Src", "More"], "--output": ["Out.swift"], "--output-dir": ["Out"], "--shards": ["3"],
        "--import": ["Foundation", "Combine"], "--testable-import": ["App"], "--access": ["public"],
        "--exclude": ["**/Legacy/**"], "--context": ["Base", "Shared"], "--module": ["App"],
        "--define": ["DEBUG", "LEVEL=2"], "--define-availability": ["SoonOS:macOS 13, iOS 16"],
        "--package-path": ["Package"], "--toolchain": ["/opt/swift"], "--used-in": ["Tests/AppTests"],
        "--platform": ["ios-simulator"], "--enable-upcoming-feature": ["NonisolatedNonsendingByDefault"],
        "--include-path": ["Headers"], "--libclang": ["/usr/lib/libclang.so"], "--config": ["m.yml"],
        "--target": ["A"], "--skip-target": ["B"], "--compatibility": ["mockable"], "--mock-name": ["Fake%"],
        "--regenerate-command": ["swift package generate-mocks"],
    ]

    static let settingNames = Setting.schema.map(\.description)

    private static func setting(_ name: String) throws -> Setting {
        try #require(Setting.schema.first { $0.description == name })
    }

    /// The command-line words that give `setting` its sample value.
    private static func words(_ setting: Setting) throws -> [String] {
        let values = samples[setting.description] ?? []
        switch (setting.form, setting.flag) {
        case (_, .arguments): return try #require(samples["<path>"])
        case (.flag, .named(let long, _)): return ["--" + long]
        case (.value, .named(let long, _)):
            return ["--" + long, try #require(values.first, "give \(setting) a sample value")]
        case (.values, .named(let long, _)):
            try #require(!values.isEmpty, "give \(setting) sample values")
            return values.flatMap { ["--" + long, $0] }
        case (_, .none): return []
        }
    }

    /// The configuration file line that gives `setting` its sample value.
    private static func line(_ setting: Setting, key: String) throws -> String {
        let values = (samples[setting.description] ?? []).map { "\"\($0)\"" }
        switch setting.form {
        case .flag(let flagValue): return "\(key): \(flagValue)"
        case .value: return "\(key): \(try #require(values.first))"
        case .values: return "\(key): [\(values.joined(separator: ", "))]"
        }
    }

    /// Where the mocks go when the setting itself does not say: a folder for the settings that need one.
    private static func outputWords(for setting: Setting) -> [String] {
        switch setting.description {
        case "--output", "--output-dir": []
        case "--shards", "--file-for-every-source": ["--output-dir", "Out"]
        default: ["--output", "Out.swift"]
        }
    }

    private static func decode(_ text: String) throws -> MockgenConfiguration {
        var parser = ConfigurationParser(file: ".mockgen.yml")
        return try ConfigurationDecoder(file: ".mockgen.yml").decode(try parser.parse(text))
    }

    /// The configuration file equivalent to `words` (paths, output and one setting), as text.
    private static func configuration(for setting: Setting, key: String) throws -> String {
        var lines = ["targets:", "  T:"]
        if setting.description != "<path>" { lines.append("    sources: [\"Src\", \"More\"]") }
        switch setting.description {
        case "--output", "--output-dir": break
        case "--shards": lines.append("    output-dir: Out")
        default: lines.append("    output: Out.swift")
        }
        lines.append("    " + (try line(setting, key: key)))
        return lines.joined(separator: "\n") + "\n"
    }

    @Test func everySettingHasAFlagAndAKeyOrSaysWhyNot() {
        for setting in Setting.schema {
            if case .none(let reason) = setting.flag { #expect(!reason.isEmpty, "\(setting)") }
            if case .none(let reason) = setting.key { #expect(!reason.isEmpty, "\(setting)") }
            #expect(setting.longFlag != nil || setting.keyName != nil || setting.flag == .arguments, "\(setting)")
        }
        let flags = Setting.schema.compactMap(\.longFlag)
        let keys = Setting.schema.compactMap(\.keyName)
        #expect(Set(flags).count == flags.count && Set(keys).count == keys.count)
        #expect(Set(Self.samples.keys).isSubset(of: Set(Self.settingNames)), "a sample names no setting")
    }

    @Test func theDefaultsAreTheSameThroughEveryDoor() throws {
        let words = ["Src", "--output", "Out.swift"]
        let commandLine = try MockgenCommand.parse(words).request(defaultConfigurationFile: nil)
        #expect(try Entry.request(words) == commandLine)
        let file = try Self.decode("targets:\n  T:\n    sources: [Src]\n    output: Out.swift\n")
        let fromFile = file.targets[0].driverOptions(in: file)
        #expect(RunRequest.paths(fromFile) == commandLine)
        // The toolchain's standard protocols and the inputs' package are read whatever the door.
        #expect(fromFile.findsToolchain && fromFile.discoversPackage)
    }

    @Test(arguments: settingNames)
    func aSettingMeansTheSameThroughEveryDoor(_ name: String) throws {
        let setting = try Self.setting(name)
        let own = try Self.words(setting)
        let words: [String]
        switch setting.besideConfigurationFile {
        case .run where name == "--config": words = own
        case .run where name == "--target" || name == "--skip-target": words = ["--config", "m.yml"] + own
        default: words = (setting.flag == .arguments ? [] : ["Src", "More"]) + Self.outputWords(for: setting) + own
        }
        if setting.flag != .arguments, setting.longFlag != nil {
            let settings = try MockgenCommand.parse(words).settings
            #expect(setting.isGiven(in: settings), "the command line does not hand \(name) to its setting")
            let commandLine = try MockgenCommand.parse(words).request(defaultConfigurationFile: nil)
            #expect(try Entry.request(words) == commandLine, "the plugin tool reads \(name) differently")
            guard let key = setting.keyName else { return }
            let file = try Self.decode(try Self.configuration(for: setting, key: key))
            #expect(
                RunRequest.paths(file.targets[0].driverOptions(in: file)) == commandLine,
                "the configuration file's '\(key)' means something else than \(name)")
        } else {
            let key = try #require(setting.keyName)
            let file = try Self.decode(try Self.configuration(for: setting, key: key))
            #expect(setting.isGiven(in: file.targets[0].settings), "'\(key)' is not read")
            if setting.flag == .arguments {
                let commandLine = try MockgenCommand.parse(words).request(defaultConfigurationFile: nil)
                #expect(RunRequest.paths(file.targets[0].driverOptions(in: file)) == commandLine)
            }
        }
    }

    @Test(arguments: settingNames)
    func besideAConfigurationFileASettingIsRefusedOrAppliedAsTheSchemaSays(_ name: String) throws {
        let setting = try Self.setting(name)
        guard setting.longFlag != nil, setting.besideConfigurationFile != .run else { return }
        let own = try Self.words(setting)
        let alone = ["--config", "m.yml"] + own
        let oneTarget = alone + ["--target", "A"]
        switch setting.besideConfigurationFile {
        case .refused:
            // swift-argument-parser may refuse it first (`--shards` without `--output-dir`).
            #expect(throws: (any Error).self) { try MockgenCommand.parse(oneTarget).request(defaultConfigurationFile: nil) }
            #expect(throws: Setting.Problem.self) { try Entry.request(oneTarget) }
        case .changesOneTarget:
            #expect(throws: Setting.Problem.self) { try MockgenCommand.parse(alone).request(defaultConfigurationFile: nil) }
            #expect(throws: Setting.Problem.self) { try Entry.request(alone) }
            guard case .configuration(let request) = try Entry.request(oneTarget) else {
                Issue.record("a configuration run was expected")
                return
            }
            #expect(setting.isGiven(in: request.commandLine))
            #expect(try MockgenCommand.parse(oneTarget).request(defaultConfigurationFile: nil) == .configuration(request))
        case .appliesToEveryTarget:
            guard case .configuration(let request) = try Entry.request(alone) else {
                Issue.record("a configuration run was expected")
                return
            }
            #expect(setting.isGiven(in: request.commandLine))
            #expect(try MockgenCommand.parse(alone).request(defaultConfigurationFile: nil) == .configuration(request))
        case .run:
            break
        }
    }

    @Test func aSettingGivenBesideTheFileChangesTheTargetItNames() throws {
        let file = try Self.decode("""
            targets:
              A:
                sources: [Src]
                output-dir: Mocks
                shards: 2
                used-in: [Tests/A]
            """)
        guard case .configuration(let request) = try Entry.request([
            "--config", ".mockgen.yml", "--target", "A", "--output", "/w/A.swift", "--used-in", "/w/Tests",
            "--no-package-discovery",
        ]) else {
            Issue.record("a configuration run was expected")
            return
        }
        let options = file.targets[0].driverOptions(in: file, for: request)
        #expect(options.output == "/w/A.swift" && options.outputDirectory == nil && options.shards == nil)
        #expect(options.usedIn == ["Tests/A", "/w/Tests"])
        #expect(!options.discoversPackage && options.findsToolchain)
    }
}
