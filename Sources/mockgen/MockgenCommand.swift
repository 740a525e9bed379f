import ArgumentParser
import MockgenDriver
import MockgenGenerator

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

    @Argument(help: "Swift files or folders (searched recursively). Standard input when none is given.")
    var paths: [String] = []

    @Option(name: [.short, .long], help: ArgumentHelp("Write all mocks to this file instead of standard output.", valueName: "file"))
    var output: String?

    @Flag(help: "Mock every protocol found, not only annotated ones.")
    var all = false

    @Option(name: .customLong("testable-import"), help: ArgumentHelp("Add `@testable import <module>` (repeatable).", valueName: "module"))
    var testableImports: [String] = []

    @Option(name: .customLong("import"), help: ArgumentHelp("Add `import <module>` (repeatable).", valueName: "module"))
    var imports: [String] = []

    @Option(help: ArgumentHelp("Access level of the generated mocks.", valueName: "internal|public|package"))
    var access: AccessFlag = .internal

    @Option(name: .customLong("exclude"), help: ArgumentHelp("Skip paths matching this glob (*, **, ?, [...]; repeatable).", valueName: "glob"))
    var excludes: [String] = []

    @Option(name: .customLong("context"), help: ArgumentHelp(
        "Read these Swift files or folders for inherited protocols and types, but mock nothing in them (repeatable).",
        valueName: "path"))
    var contextPaths: [String] = []

    @Option(help: ArgumentHelp(
        "The module the input files belong to (default: the --testable-import module when there is exactly one).",
        valueName: "name"))
    var module: String?

    @Option(name: .customLong("define-availability"), help: ArgumentHelp(
        "Define an availability name the inputs use in @available, as the compiler spells it: \"Name:macOS 13, iOS 16\" (repeatable).",
        valueName: "definition"))
    var availabilityDefinitions: [String] = []

    @Option(name: .customLong("package-path"), help: ArgumentHelp(
        "Read the availability names the package at this folder defines (runs `swift package dump-package`).",
        valueName: "folder"))
    var packagePath: String?

    @Option(help: ArgumentHelp(
        "Learn the standard library's protocols from this toolchain's interface (the folder holding usr/lib/swift).",
        valueName: "folder"))
    var toolchain: String?

    @Flag(help: "Do not write: exit 1 and name the output file when it is stale (for CI).")
    var check = false

    @Flag(name: .shortAndLong, help: "Print only errors on standard error.")
    var quiet = false

    @Flag(name: .shortAndLong, help: "Also print the files read, the protocols mocked and timings on standard error.")
    var verbose = false

    func validate() throws {
        if quiet && verbose { throw ValidationError("--quiet and --verbose cannot be used together.") }
        if check && output == nil { throw ValidationError("--check needs --output <file>: it compares the mocks with that file.") }
        for definition in availabilityDefinitions where AvailabilityMacro(definition: definition) == nil {
            throw ValidationError("--define-availability '\(definition)' is not of the form \"Name:macOS 13, iOS 16\".")
        }
    }

    /// The driver options these flags ask for.
    var driverOptions: DriverOptions {
        DriverOptions(
            paths: paths,
            output: output,
            generator: GeneratorOptions(
                mockAll: all, access: access.generatorAccess, imports: imports, testableImports: testableImports,
                inputs: InputOptions(
                    module: InputOptions.module(explicit: module, testableImports: testableImports),
                    availabilityMacros: availabilityDefinitions.compactMap(AvailabilityMacro.init(definition:)))),
            excludes: excludes,
            check: check,
            verbosity: quiet ? .quiet : verbose ? .verbose : .normal,
            contextPaths: contextPaths,
            packagePath: packagePath,
            toolchain: toolchain
        )
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
