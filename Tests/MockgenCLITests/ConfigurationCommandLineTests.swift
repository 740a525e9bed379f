@testable import mockgen
import MockgenDriver
import MockgenGenerator
import Testing

/// Which settings win: `--config`, the default file in the current folder, paths, or
/// standard input; and which flags may join a configuration file.
@Suite("Configuration on the command line")
struct ConfigurationCommandLineTests {
    private func invocation(_ arguments: [String], defaultFile: Bool = false) throws -> RunRequest {
        try MockgenCommand.parse(arguments).request(defaultConfigurationFile: defaultFile ? ".mockgen.yml" : nil)
    }

    /// The usage error's message (a `ValidationError`, which prints as its message).
    private func refusal(_ arguments: [String], defaultFile: Bool = false) -> String? {
        guard let command = try? MockgenCommand.parse(arguments) else { return "flags did not parse" }
        do {
            _ = try command.request(defaultConfigurationFile: defaultFile ? ".mockgen.yml" : nil)
            return nil
        } catch {
            return "\(error)"
        }
    }

    @Test func noPathAndADefaultFileRunsTheDefaultFile() throws {
        #expect(try invocation([], defaultFile: true) == .configuration(ConfigurationRequest(file: ".mockgen.yml")))
    }

    @Test func noPathAndNoDefaultFileReadsStandardInput() throws {
        #expect(
            try invocation([], defaultFile: false)
                == .paths(DriverOptions(findsToolchain: true, discoversPackage: true)))
    }

    @Test func pathsWinOverTheDefaultFile() throws {
        #expect(
            try invocation(["Src", "--all"], defaultFile: true)
                == .paths(
                    DriverOptions(
                        paths: ["Src"], generator: GeneratorOptions(mockAll: true), findsToolchain: true,
                        discoversPackage: true)))
    }

    @Test func anExplicitConfigWinsOverTheDefaultFile() throws {
        #expect(
            try invocation(["--config", "ci/mocks.yml"], defaultFile: true)
                == .configuration(ConfigurationRequest(file: "ci/mocks.yml")))
    }

    @Test func targetsCheckVerbosityAndOneOutputJoinAConfiguration() throws {
        #expect(
            try invocation(["--config", "m.yml", "--target", "A", "--target", "B", "--check", "-v"])
                == .configuration(
                    ConfigurationRequest(file: "m.yml", targets: ["A", "B"], check: true, verbosity: .verbose)))
        #expect(
            try invocation(["--target", "A", "-o", "/work/A.swift", "-q"], defaultFile: true)
                == .configuration(
                    ConfigurationRequest(
                        file: ".mockgen.yml", targets: ["A"], output: "/work/A.swift", verbosity: .quiet)))
    }

    @Test func skippedTargetsJoinAConfigurationAndNeedOne() throws {
        #expect(
            try invocation(["--config", "m.yml", "--skip-target", "A", "--skip-target", "B"])
                == .configuration(
                    ConfigurationRequest(file: "m.yml", skippedTargets: ["A", "B"])))
        #expect(
            refusal(["Src", "--skip-target", "A"])
                == "--skip-target selects targets of a configuration file; give one with --config <file>.")
    }

    @Test func checkWithAConfigurationNeedsNoOutput() throws {
        #expect(
            try invocation(["--config", "m.yml", "--check"])
                == .configuration(ConfigurationRequest(file: "m.yml", check: true)))
    }

    @Test func generatorFlagsCannotJoinAConfiguration() {
        #expect(refusal(["--config", "m.yml", "--all", "--import", "Combine"])
            == "--import, --all cannot be combined with the configuration file 'm.yml': set them there.")
        #expect(refusal(["--access", "internal"], defaultFile: true)
            == "--access cannot be combined with the configuration file '.mockgen.yml': set it there.")
        #expect(refusal(["--config", "m.yml", "--testable-import", "App", "--exclude", "x"]) != nil)
    }

    @Test func pathsAndConfigTogetherAreRefused() {
        #expect(refusal(["Src", "--config", "m.yml"]) == "Give either paths or --config <file>, not both.")
    }

    @Test func targetWithoutAConfigurationIsRefused() {
        #expect(
            refusal(["Src", "--target", "A"])
                == "--target selects targets of a configuration file; give one with --config <file>.")
        #expect(refusal(["--target", "A"], defaultFile: false) != nil)
    }

    @Test func outputWithAConfigurationNeedsExactlyOneTarget() {
        let message = "--output with a configuration file replaces one target's output: name that target with --target."
        #expect(refusal(["--config", "m.yml", "-o", "Out.swift"]) == message)
        #expect(refusal(["--config", "m.yml", "-o", "Out.swift", "--target", "A", "--target", "B"]) == message)
    }
}
