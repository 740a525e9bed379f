import ArgumentParser
import MockgenDriver
import MockgenFrontEnd
import MockgenGenerator
import MockgenObjC

/// `mockgen [<path> ...] [options]`: the flags, mapped onto `DriverOptions`.
/// All the work happens in `MockgenDriver`.
struct MockgenCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "mockgen",
        abstract: "Generate Swift mock classes for the protocols in Swift source files.",
        discussion: """
            Protocols marked `/// @mockable`, `// sourcery: AutoMockable` or inheriting `AutoMockable` \
            are mocked (every protocol with --all). Exit codes: 0 success; 1 --check found stale output \
            or a mock could not be generated; 2 usage or input errors.
            """,
        version: MockgenDriver.version
    )

    @Argument(help: """
        Swift files, Objective-C headers (.h), module interfaces (.swiftinterface, .swiftmodule and .xcframework \
        folders) or folders (searched recursively). None: .mockgen.yml in the current folder if there is one, else \
        standard input.
        """)
    var paths: [String] = []

    @Option(name: [.short, .long], help: ArgumentHelp(
        "Write all mocks to this file instead of standard output.", valueName: "file"))
    var output: String?

    @Option(name: .customLong("output-dir"), help: ArgumentHelp(
        """
        Write one file of mocks per source file into this folder, mirroring the sources' folders; only changed files \
        are written and stale generated files removed.
        """,
        valueName: "folder"))
    var outputDirectory: String?

    @Option(help: ArgumentHelp(
        """
        With --output-dir: spread the mocks over this many files (by a stable hash of each protocol's name) instead of \
        one per source file.
        """,
        valueName: "count"))
    var shards: Int?

    @Flag(name: .customLong("file-for-every-source"), help: """
        With --output-dir: write a file for every source file, empty of mocks when it declares none, so the files \
        follow from the inputs alone (for build systems that declare outputs in advance).
        """)
    var fileForEverySource = false

    @Flag(help: "Mock every protocol found, not only annotated ones.")
    var all = false

    @Flag(name: .customLong("all-classes"), help: """
        Also mock every class the tests can subclass, not only annotated ones (see --testable-import).
        """)
    var allClasses = false

    @Flag(help: "Give protocol mocks init(forwardingTo:): spies that pass unstubbed calls to a real object.")
    var spies = false

    @Option(name: .customLong("testable-import"), help: ArgumentHelp(
        "Add `@testable import <module>` (repeatable).", valueName: "module"))
    var testableImports: [String] = []

    @Option(name: .customLong("import"), help: ArgumentHelp("Add `import <module>` (repeatable).", valueName: "module"))
    var imports: [String] = []

    @Option(help: ArgumentHelp(
        "Access level of the generated mocks (default: internal).", valueName: "internal|public|package"))
    var access: AccessFlag?

    @Option(name: .customLong("exclude"), help: ArgumentHelp(
        "Skip paths matching this glob (*, **, ?, [...]; repeatable).", valueName: "glob"))
    var excludes: [String] = []

    @Option(name: .customLong("context"), help: ArgumentHelp(
        "Read these Swift files or folders for inherited protocols and types, but mock nothing in them (repeatable).",
        valueName: "path"))
    var contextPaths: [String] = []

    @Option(name: .customLong("used-in"), help: ArgumentHelp(
        "Generate only the mocks the Swift files of this folder name (FooMock), with the mocks they need; "
            + "the output and other generated files there are not read (repeatable).",
        valueName: "folder"))
    var usedIn: [String] = []

    @Option(help: ArgumentHelp(
        "The module the input files belong to (default: the --testable-import module when there is exactly one).",
        valueName: "name"))
    var module: String?

    @Option(name: .customLong("define-availability"), help: ArgumentHelp(
        """
        Define an availability name the inputs use in @available, as the compiler spells it: \"Name:macOS 13, iOS 16\" \
        (repeatable).
        """,
        valueName: "definition"))
    var availabilityDefinitions: [String] = []

    @Option(name: .customLong("enable-upcoming-feature"), help: ArgumentHelp(
        """
        A language feature the inputs' module is built with, as the compiler spells it; NonisolatedNonsendingByDefault \
        makes the mocks write its async closure types nonisolated(nonsending) (repeatable; read from the manifest with \
        --package-path).
        """,
        valueName: "feature"))
    var upcomingFeatures: [String] = []

    @Option(name: .customLong("package-path"), help: ArgumentHelp(
        """
        Read the settings of the package at this folder for the inputs' target: availability names, compilation names, \
        default traits, upcoming features (runs `swift package dump-package`). By default, the package the input paths \
        are in (the nearest Package.swift above them).
        """,
        valueName: "folder"))
    var packagePath: String?

    @Flag(name: .customLong("no-package-discovery"), help: """
        Without --package-path, do not look for the package the inputs are in: read no manifest.
        """)
    var noPackageDiscovery = false

    @Option(help: ArgumentHelp(
        """
        Learn the standard library's protocols from this toolchain's interface (the folder holding usr/lib/swift); by \
        default, from the toolchain of the `swift` on the PATH (learned once, then read from ~/.cache/mockgen).
        """,
        valueName: "folder"))
    var toolchain: String?

    @Flag(name: .customLong("no-toolchain"), help: """
        Use mockgen's built-in table of standard protocols instead of a toolchain's interface.
        """)
    var noToolchain = false

    @Option(help: ArgumentHelp(
        """
        The platform whose interface is read in a .swiftmodule folder or an .xcframework (default: this machine's, \
        else the first): \(TargetPlatform.knownNames.joined(separator: ", ")).
        """,
        valueName: "platform"))
    var platform: String?

    @Option(name: [.customShort("I", allowingJoined: true), .customLong("include-path")],
            help: ArgumentHelp(
                "Search this folder for headers that Objective-C headers import (repeatable).", valueName: "folder"))
    var includePaths: [String] = []

    @Option(name: [.customShort("D", allowingJoined: true), .customLong("define")],
            help: ArgumentHelp(
                """
                Define a compilation name as the inputs' target does: NAME decides `#if NAME` in Swift inputs; NAME or \
                NAME=value is a macro for Objective-C headers (repeatable; read from the manifest with \
                --package-path).
                """,
                valueName: "macro"))
    var defines: [String] = []

    @Option(help: ArgumentHelp(
        "The libclang library that reads Objective-C headers (default: found automatically).", valueName: "path"))
    var libclang: String?

    /// Parses every Swift file, also those the prescan rules out because they cannot declare a
    /// protocol: what `Scripts/research/breadth-parse.py` needs to measure the parser on whole
    /// code bases.
    @Flag(name: .customLong("parse-every-file"), help: .hidden)
    var parseEveryFile = false

    @Flag(help: """
        Do not write: exit 1 and name the output file (or each missing, stale or extra file of --output-dir) when it \
        is stale (for CI).
        """)
    var check = false

    @Option(help: ArgumentHelp(
        """
        Run the targets of this configuration file instead of reading paths (default: \
        \(MockgenConfiguration.defaultFileName) in the current folder, when no path is given).
        """,
        valueName: "file"))
    var config: String?

    @Option(name: .customLong("target"), help: ArgumentHelp(
        "With a configuration file: run only this target (repeatable).", valueName: "name"))
    var targets: [String] = []

    @Option(name: .customLong("skip-target"), help: ArgumentHelp(
        """
        With a configuration file: leave this target out (repeatable; the command plugin leaves out the targets that \
        get their mocks from the build tool plugin).
        """,
        valueName: "name"))
    var skippedTargets: [String] = []

    @Flag(name: .shortAndLong, help: "Print only errors on standard error.")
    var quiet = false

    @Flag(
        name: .shortAndLong, help: "Also print the files read, the protocols mocked and timings on standard error.")
    var verbose = false

    func validate() throws {
        if quiet && verbose { throw ValidationError("--quiet and --verbose cannot be used together.") }
        if let problem = driverOptions.usageProblems.first(where: reportsWhileParsing) {
            throw ValidationError(problem.message + ".")
        }
        for definition in availabilityDefinitions where AvailabilityMacro(definition: definition) == nil {
            throw ValidationError("--define-availability '\(definition)' is not of the form \"Name:macOS 13, iOS 16\".")
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

    /// What to run: a configuration file (`--config`, or the default file in the current folder
    /// when no path is given) or the paths and flags themselves. With a configuration file the
    /// generator settings come from the file alone, so the flags that set them are refused.
    func invocation(defaultConfigurationExists: Bool) throws(ValidationError) -> Invocation {
        let file = config ?? (paths.isEmpty && defaultConfigurationExists ? MockgenConfiguration.defaultFileName : nil)
        guard let file else {
            if !targets.isEmpty || !skippedTargets.isEmpty {
                let flag = targets.isEmpty ? "--skip-target" : "--target"
                throw ValidationError("\(flag) selects targets of a configuration file; give one with --config <file>.")
            }
            return .paths(driverOptions)
        }
        if !paths.isEmpty {
            throw ValidationError("Give either paths or --config <file>, not both.")
        }
        let settings = [
            all ? "--all" : nil, allClasses ? "--all-classes" : nil, spies ? "--spies" : nil,
            testableImports.isEmpty ? nil : "--testable-import", imports.isEmpty ? nil : "--import",
            access == nil ? nil : "--access", excludes.isEmpty ? nil : "--exclude",
            contextPaths.isEmpty ? nil : "--context", module == nil ? nil : "--module",
            availabilityDefinitions.isEmpty ? nil : "--define-availability",
            packagePath == nil ? nil : "--package-path",
            upcomingFeatures.isEmpty ? nil : "--enable-upcoming-feature",
            toolchain == nil ? nil : "--toolchain", noToolchain ? "--no-toolchain" : nil,
            platform == nil ? nil : "--platform",
        ].compactMap { $0 }
        if !settings.isEmpty {
            throw ValidationError("\(settings.joined(separator: ", ")) cannot be combined with the configuration file "
                + "'\(file)': set \(settings.count == 1 ? "it" : "them") there.")
        }
        if outputDirectory != nil || shards != nil || fileForEverySource {
            throw ValidationError("--output-dir, --shards and --file-for-every-source cannot be combined with "
                + "the configuration file '\(file)': set the output there.")
        }
        if output != nil && targets.count != 1 {
            throw ValidationError(
                "--output with a configuration file replaces one target's output: name that target with --target.")
        }
        if !usedIn.isEmpty && targets.count != 1 {
            throw ValidationError(
                "--used-in with a configuration file prunes one target's mocks: name that target with --target.")
        }
        var request = ConfigurationRequest(
            file: file, targets: targets, output: output, check: check, verbosity: verbosity,
            skippedTargets: skippedTargets)
        request.usedIn = usedIn
        return .configuration(request)
    }

    /// The driver options these flags ask for.
    var driverOptions: DriverOptions {
        var inputs = InputOptions(
            module: InputOptions.module(explicit: module, testableImports: testableImports),
            availabilityMacros: availabilityDefinitions.compactMap(AvailabilityMacro.init(definition:)))
        inputs.nonisolatedNonsendingByDefault = upcomingFeatures.contains("NonisolatedNonsendingByDefault")
        // `NAME=value` defines a macro for headers only: Swift conditions test names.
        let swiftNames = defines.filter { !$0.contains("=") }
        inputs.definedNames = swiftNames.isEmpty ? nil : Set(swiftNames)
        var options = DriverOptions(
            paths: paths,
            output: output,
            outputDirectory: outputDirectory,
            shards: shards,
            fileForEverySource: fileForEverySource,
            generator: GeneratorOptions(
                mockAll: all, access: (access ?? .internal).generatorAccess, imports: imports,
                testableImports: testableImports,
                inputs: inputs, mockAllClasses: allClasses, spies: spies),
            excludes: excludes,
            check: check,
            verbosity: verbosity,
            contextPaths: contextPaths,
            packagePath: packagePath,
            toolchain: toolchain,
            findsToolchain: !noToolchain,
            discoversPackage: !noPackageDiscovery
        )
        options.usedIn = usedIn
        options.platform = platform
        return options
    }

    private var verbosity: DriverOptions.Verbosity {
        quiet ? .quiet : verbose ? .verbose : .normal
    }
}

/// What one `mockgen` command runs.
enum Invocation: Hashable {
    /// Paths (or standard input) and flags.
    case paths(DriverOptions)
    /// The targets of a configuration file.
    case configuration(ConfigurationRequest)
}

extension MockgenCommand {
    /// The real process, with `.h` files read by the Objective-C front end.
    var driverIO: DriverIO {
        .readingHeaders(
            ObjCHeaderOptions(includePaths: includePaths, defines: defines, libclangPath: libclang),
            parseEveryFile: parseEveryFile)
    }
}

/// The values `--access` accepts.
enum AccessFlag: String, CaseIterable, ExpressibleByArgument {
    case `internal`, `public`, `package`

    var generatorAccess: GeneratorOptions.Access {
        switch self {
        case .internal: .internal
        case .public: .public
        case .package: .package
        }
    }
}
