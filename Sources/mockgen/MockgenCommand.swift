import ArgumentParser
import MockgenDriver

/// `mockgen [<path> ...] [options]`: swift-argument-parser's reading of `Setting.schema`. Each
/// flag is named and explained by its `Setting`, and `settings` hands every value to the
/// setting it belongs to, which checks and stores it; the driver does the rest.
struct MockgenCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "mockgen",
        abstract: "Generate Swift mock classes for the protocols in Swift source files.",
        discussion: """
            Protocols marked `/// @mockable`, `// sourcery: AutoMockable` or inheriting `AutoMockable` \
            are mocked (every protocol with --all). Exit codes: 0 success; 1 --check found stale output \
            or a mock could not be generated; 2 usage or input errors. Coming from Mockolo: \
            `mockgen mockolo <Mockolo's options>` takes its command line (see `mockgen mockolo --help`).
            """,
        version: MockgenDriver.version
    )

    @Argument(help: help(.paths)) var paths: [String] = []
    @Option(name: name(.output), help: help(.output)) var output: String?
    @Option(name: name(.outputDirectory), help: help(.outputDirectory)) var outputDirectory: String?
    @Option(name: name(.shards), help: help(.shards)) var shards: String?
    @Flag(name: name(.fileForEverySource), help: help(.fileForEverySource)) var fileForEverySource = false
    @Flag(name: name(.mockAll), help: help(.mockAll)) var all = false
    @Flag(name: name(.mockAllClasses), help: help(.mockAllClasses)) var allClasses = false
    @Flag(name: name(.spies), help: help(.spies)) var spies = false
    @Option(name: name(.testableImports), help: help(.testableImports)) var testableImports: [String] = []
    @Option(name: name(.imports), help: help(.imports)) var imports: [String] = []
    @Option(name: name(.access), help: help(.access)) var access: String?
    @Option(name: name(.compatibility), help: help(.compatibility)) var compatibility: String?
    @Option(name: name(.mockNames), help: help(.mockNames)) var mockName: String?
    @Option(name: name(.excludes), help: help(.excludes)) var excludes: [String] = []
    @Option(name: name(.contextPaths), help: help(.contextPaths)) var contextPaths: [String] = []
    @Option(name: name(.usedIn), help: help(.usedIn)) var usedIn: [String] = []
    @Option(name: name(.module), help: help(.module)) var module: String?
    @Option(name: name(.availabilityMacros), help: help(.availabilityMacros)) var availabilityDefinitions: [String] = []
    @Option(name: name(.upcomingFeatures), help: help(.upcomingFeatures)) var upcomingFeatures: [String] = []
    @Option(name: name(.packagePath), help: help(.packagePath)) var packagePath: String?
    @Flag(name: name(.noPackageDiscovery), help: help(.noPackageDiscovery)) var noPackageDiscovery = false
    @Option(name: name(.toolchain), help: help(.toolchain)) var toolchain: String?
    @Flag(name: name(.noToolchain), help: help(.noToolchain)) var noToolchain = false
    @Option(name: name(.platform), help: help(.platform)) var platform: String?
    @Option(name: name(.includePaths), help: help(.includePaths)) var includePaths: [String] = []
    @Option(name: name(.defines), help: help(.defines)) var defines: [String] = []
    @Option(name: name(.libclang), help: help(.libclang)) var libclang: String?
    @Flag(name: name(.parseEveryFile), help: .hidden) var parseEveryFile = false
    @Flag(name: name(.check), help: help(.check)) var check = false
    @Option(name: name(.configurationFile), help: help(.configurationFile)) var config: String?
    @Option(name: name(.targets), help: help(.targets)) var targets: [String] = []
    @Option(name: name(.skippedTargets), help: help(.skippedTargets)) var skippedTargets: [String] = []
    @Flag(name: name(.quiet), help: help(.quiet)) var quiet = false
    @Flag(name: name(.verbose), help: help(.verbose)) var verbose = false
    @Option(name: name(.regenerationCommand), help: .hidden) var regenerationCommand: String?

    /// Every value given, handed to its setting: the one table of this door. A setting of the
    /// schema missing here is caught by the tests that give every setting through every door.
    var settings: MockgenSettings {
        get throws(Setting.Problem) {
            let given: [(Setting, Setting.Input?)] = [
                (.paths, .texts(paths)), (.output, output.map(Setting.Input.text)),
                (.outputDirectory, outputDirectory.map(Setting.Input.text)), (.shards, shards.map(Setting.Input.text)),
                (.fileForEverySource, flag(fileForEverySource, .fileForEverySource)), (.mockAll, flag(all, .mockAll)),
                (.mockAllClasses, flag(allClasses, .mockAllClasses)), (.spies, flag(spies, .spies)),
                (.testableImports, .texts(testableImports)), (.imports, .texts(imports)),
                (.access, access.map(Setting.Input.text)), (.compatibility, compatibility.map(Setting.Input.text)),
                (.mockNames, mockName.map(Setting.Input.text)), (.excludes, .texts(excludes)),
                (.contextPaths, .texts(contextPaths)), (.usedIn, .texts(usedIn)), (.module, module.map(Setting.Input.text)),
                (.availabilityMacros, .texts(availabilityDefinitions)), (.upcomingFeatures, .texts(upcomingFeatures)),
                (.packagePath, packagePath.map(Setting.Input.text)),
                (.noPackageDiscovery, flag(noPackageDiscovery, .noPackageDiscovery)),
                (.toolchain, toolchain.map(Setting.Input.text)), (.noToolchain, flag(noToolchain, .noToolchain)),
                (.platform, platform.map(Setting.Input.text)), (.includePaths, .texts(includePaths)),
                (.defines, .texts(defines)), (.libclang, libclang.map(Setting.Input.text)),
                (.parseEveryFile, flag(parseEveryFile, .parseEveryFile)), (.check, flag(check, .check)),
                (.configurationFile, config.map(Setting.Input.text)), (.targets, .texts(targets)),
                (.skippedTargets, .texts(skippedTargets)), (.quiet, flag(quiet, .quiet)),
                (.verbose, flag(verbose, .verbose)),
                (.regenerationCommand, regenerationCommand.map(Setting.Input.text)),
            ]
            var settings = MockgenSettings()
            for case (let setting, let input?) in given {
                do throws(Setting.Problem) {
                    try setting.apply(input, to: &settings)
                } catch {
                    throw Setting.Problem("\(setting): \(error.message).")
                }
            }
            return settings
        }
    }

    func validate() throws {
        let settings: MockgenSettings
        do throws(Setting.Problem) { settings = try self.settings } catch { throw ValidationError(error.message) }
        if quiet && verbose { throw ValidationError("--quiet and --verbose cannot be used together.") }
        if let problem = DriverOptions(settings: settings).usageProblems.first(where: reportsWhileParsing) {
            throw ValidationError(problem.message + ".")
        }
    }

    /// Whether the flags are refused for `problem` as they are parsed (a validation error, a
    /// sentence ending with a period). The driver reports the others when it runs: an empty
    /// path, `--output-dir` without input paths, and `--check` reading standard input or with
    /// a configuration file (whose targets name their outputs).
    private func reportsWhileParsing(_ problem: UsageProblem) -> Bool {
        switch problem {
        case .emptyOutputFolderPath, .outputFolderWithoutPaths, .emptyOutputPath: false
        case .checkWithoutOutput(let folderPossible): folderPossible && config == nil
        case .shardsWithoutOutputFolder, .everySourceWithoutOutputFolder, .outputFileAndFolder, .tooFewShards,
             .everySourceAndShards, .unknownPlatform: true
        }
    }

    /// What to run (see `RunRequest`), or a sentence saying why the flags cannot run together.
    func request(defaultConfigurationFile: String?) throws(Setting.Problem) -> RunRequest {
        try RunRequest(settings: settings, defaultConfigurationFile: defaultConfigurationFile)
    }

    /// The driver options these flags ask for, read without a configuration file.
    var driverOptions: DriverOptions {
        get throws(Setting.Problem) { DriverOptions(settings: try settings) }
    }

    private func flag(_ isSet: Bool, _ setting: Setting) -> Setting.Input? {
        guard isSet, case .flag(let value) = setting.form else { return nil }
        return .flag(value)
    }

    /// The flag's names as swift-argument-parser takes them.
    private static func name(_ setting: Setting) -> NameSpecification {
        guard case .named(let long, let short) = setting.flag else { return .long }
        guard let short else { return [.customLong(long)] }
        // `-Ifolder` and `-DNAME`, as compilers write them.
        return [.customShort(short, allowingJoined: short == "I" || short == "D"), .customLong(long)]
    }

    private static func help(_ setting: Setting) -> ArgumentHelp {
        switch setting.form {
        case .flag: ArgumentHelp(setting.help)
        case .value(let name), .values(let name): ArgumentHelp(setting.help, valueName: name)
        }
    }
}
