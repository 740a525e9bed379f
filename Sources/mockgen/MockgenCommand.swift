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

    @Argument(help: "Swift files, Objective-C headers (.h) or folders (searched recursively). Standard input when none is given.")
    var paths: [String] = []

    @Option(name: [.short, .long], help: ArgumentHelp("Write all mocks to this file instead of standard output.", valueName: "file"))
    var output: String?

    @Option(name: .customLong("output-dir"), help: ArgumentHelp(
        "Write one file of mocks per source file into this folder, mirroring the sources' folders; only changed files are written and stale generated files removed.",
        valueName: "folder"))
    var outputDirectory: String?

    @Option(help: ArgumentHelp("With --output-dir: spread the mocks over this many files (by a stable hash of each protocol's name) instead of one per source file.", valueName: "count"))
    var shards: Int?

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

    @Option(name: [.customShort("I", allowingJoined: true), .customLong("include-path")],
            help: ArgumentHelp("Search this folder for headers that Objective-C headers import (repeatable).", valueName: "folder"))
    var includePaths: [String] = []

    @Option(name: [.customShort("D", allowingJoined: true), .customLong("define")],
            help: ArgumentHelp("Define a macro for Objective-C headers: NAME or NAME=value (repeatable).", valueName: "macro"))
    var defines: [String] = []

    @Option(help: ArgumentHelp("The libclang library that reads Objective-C headers (default: found automatically).", valueName: "path"))
    var libclang: String?

    @Flag(help: "Do not write: exit 1 and name the output file (or each missing, stale or extra file of --output-dir) when it is stale (for CI).")
    var check = false

    @Flag(name: .shortAndLong, help: "Print only errors on standard error.")
    var quiet = false

    @Flag(name: .shortAndLong, help: "Also print the files read, the protocols mocked and timings on standard error.")
    var verbose = false

    func validate() throws {
        if quiet && verbose { throw ValidationError("--quiet and --verbose cannot be used together.") }
        if output != nil && outputDirectory != nil { throw ValidationError("--output and --output-dir cannot be used together.") }
        if shards != nil && outputDirectory == nil { throw ValidationError("--shards needs --output-dir <folder>.") }
        if let shards, shards < 1 { throw ValidationError("--shards needs a number of files of at least 1.") }
        if check && output == nil && outputDirectory == nil {
            throw ValidationError("--check needs --output <file> or --output-dir <folder>: it compares the mocks with them.")
        }
    }

    /// The driver options these flags ask for.
    var driverOptions: DriverOptions {
        DriverOptions(
            paths: paths,
            output: output,
            outputDirectory: outputDirectory,
            shards: shards,
            generator: GeneratorOptions(mockAll: all, access: access.generatorAccess, imports: imports, testableImports: testableImports),
            excludes: excludes,
            check: check,
            verbosity: quiet ? .quiet : verbose ? .verbose : .normal
        )
    }
}

extension MockgenCommand {
    /// The real process, with `.h` files read by the Objective-C front end.
    var driverIO: DriverIO {
        let headers = ObjCHeaderReader(options: ObjCHeaderOptions(includePaths: includePaths, defines: defines, libclangPath: libclang))
        return DriverIO(parse: { source, path in
            ObjCHeaderReader.reads(path: path) ? headers.parse(source, path: path) : FrontEnd.parse(source, path: path)
        })
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
