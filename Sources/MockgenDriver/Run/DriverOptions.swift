public import MockgenFrontEnd
public import MockgenGenerator

/// What one run of the driver does, as plain data: built from what the user said by
/// `init(settings:)`, whichever door it came through.
public struct DriverOptions: Hashable, Sendable {
    /// How much the driver says on standard error.
    public enum Verbosity: Hashable, Sendable {
        /// Errors only.
        case quiet
        /// Errors and warnings.
        case normal
        /// Also the files read, the protocols mocked and the time each stage took.
        case verbose
    }

    /// The largest source file read, in bytes: larger ones are refused with an error.
    public static let defaultMaximumFileSize = 256 << 20

    /// Files and folders to read; empty means standard input.
    public var paths: [String]
    /// The file to write; nil prints the mocks to standard output.
    public var output: String?
    /// The folder to write one file per source file into (exclusive with `output`).
    public var outputDirectory: String?
    /// With `outputDirectory`: spread the mocks over this many files instead of one per source file.
    public var shards: Int?
    /// With `outputDirectory`: a file for every source file read, empty of mocks when it
    /// declares none, so the files follow from the inputs alone (the build tool plugin
    /// declares them before mockgen runs).
    public var fileForEverySource: Bool
    public var generator: GeneratorOptions
    /// `--exclude` patterns (see `GlobPattern`).
    public var excludes: [String]
    /// Compare instead of writing: exit 1 when `output` (or `outputDirectory`) is stale.
    public var check: Bool
    public var verbosity: Verbosity
    /// Source files (and standard input) larger than this are refused.
    public var maximumFileSize: Int
    /// Parse files on all cores (true) or one after the other; the output is the same.
    public var parallelParsing: Bool
    /// `--context`: files and folders read for inheritance and types only; nothing in them is mocked.
    public var contextPaths: [String]
    /// `--package-path`: the package whose manifest defines the inputs' availability names.
    public var packagePath: String?
    /// Without `packagePath`, read the settings of the package the input paths are in (the
    /// nearest `Package.swift` above them, `PackageDiscovery`). The command line sets it unless
    /// `--no-package-discovery` is given.
    public var discoversPackage: Bool
    /// `--toolchain`: the toolchain whose standard-library interface declares the standard
    /// protocols; nil uses the one `findsToolchain` finds, else the built-in table.
    public var toolchain: String?
    /// Without `toolchain`, look for the `swift` on the `PATH` and learn the standard protocols
    /// from its toolchain (through the cache), warning when there is none. The command line
    /// sets it unless `--no-toolchain` is given.
    public var findsToolchain: Bool
    /// `--used-in`: folders of test sources; when given, only the mocks their Swift files name
    /// are generated (pruning by use, `UsedNamesScan`). Empty: every selected mock.
    public var usedIn: [String] = []
    /// `--platform`: the platform (a `TargetPlatform` name) whose interface is read in a
    /// `.swiftmodule` folder or an `.xcframework`; nil: the host's, else the first.
    public var platform: String?
    /// `-I`, `-D`, `--libclang`: how Objective-C headers among the inputs are read.
    public var headers = HeaderOptions()
    /// `--parse-every-file`: parse the files the prescan rules out too (measuring the parser).
    public var parsesEveryFile = false

    /// Options built field by field, for tests and in-process callers; what a user says
    /// reaches the driver through `init(settings:)`, whose defaults (finding the toolchain,
    /// discovering the package) are those of every door.
    public init(
        paths: [String] = [],
        output: String? = nil,
        outputDirectory: String? = nil,
        shards: Int? = nil,
        fileForEverySource: Bool = false,
        generator: GeneratorOptions = GeneratorOptions(),
        excludes: [String] = [],
        check: Bool = false,
        verbosity: Verbosity = .normal,
        maximumFileSize: Int = DriverOptions.defaultMaximumFileSize,
        parallelParsing: Bool = true,
        contextPaths: [String] = [],
        packagePath: String? = nil,
        toolchain: String? = nil,
        findsToolchain: Bool = false,
        discoversPackage: Bool = false
    ) {
        self.paths = paths
        self.output = output
        self.outputDirectory = outputDirectory
        self.shards = shards
        self.fileForEverySource = fileForEverySource
        self.generator = generator
        self.excludes = excludes
        self.check = check
        self.verbosity = verbosity
        self.maximumFileSize = maximumFileSize
        self.parallelParsing = parallelParsing
        self.contextPaths = contextPaths
        self.packagePath = packagePath
        self.toolchain = toolchain
        self.findsToolchain = findsToolchain
        self.discoversPackage = discoversPackage
    }

    /// `256 MB`, `12 KB`, `100 bytes`.
    static func describeSize(_ bytes: Int) -> String {
        if bytes >= 1 << 20 && bytes % (1 << 20) == 0 { return "\(bytes >> 20) MB" }
        if bytes >= 1 << 10 && bytes % (1 << 10) == 0 { return "\(bytes >> 10) KB" }
        return "\(bytes) bytes"
    }
}

/// The exit codes of `mockgen`.
public enum DriverExitCode: Int32, Sendable {
    case success = 0
    /// `--check` found stale output, a mock could not be generated, or a declaration that could
    /// not be read was skipped with a warning.
    case failure = 1
    /// A usage or input error: unreadable path, a file that is not Swift text, unwritable output.
    case usageOrInputError = 2
}
