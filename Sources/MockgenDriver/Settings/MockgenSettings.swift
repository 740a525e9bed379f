public import MockgenGenerator

/// What the user said for one run (or one target of a configuration file), before anything is
/// resolved or derived: every setting of `Setting.all`, typed, as it came through whichever door
/// (the command line, `.mockgen.yml`, the plugins' arguments, a golden fixture's options line).
/// `DriverOptions(settings:)` is the one place these become what the driver runs with.
///
/// The defaults are the defaults of every door: a setting a user did not give has the value below,
/// whatever door the run came through.
public struct MockgenSettings: Hashable, Sendable {
    // MARK: What to read

    /// Files and folders to read (`<path>...`, `sources:`); empty reads standard input.
    public var paths: [String] = []
    /// Globs of paths to skip (`--exclude`, `excludes:`).
    public var excludes: [String] = []
    /// Read for inherited protocols and types only (`--context`, `context:`).
    public var contextPaths: [String] = []
    /// Folders of test sources whose Swift files name the mocks to generate (`--used-in`, `used-in:`).
    public var usedIn: [String] = []
    /// False (`prune: false`) generates every selected mock, whatever `--used-in` a plugin adds.
    public var prunes = true
    /// The platform whose interface of a binary module is read (`--platform`, `platform:`).
    public var platform: String?

    // MARK: Where the mocks go

    /// The one file of mocks (`--output`, `output:`); nil prints them.
    public var output: String?
    /// The folder of one file per source file (`--output-dir`, `output-dir:`).
    public var outputDirectory: String?
    /// With `outputDirectory`: this many files instead of one per source file (`--shards`, `shards:`).
    public var shards: Int?
    /// With `outputDirectory`: a file for every source file read (`--file-for-every-source`).
    public var fileForEverySource = false

    // MARK: What is mocked, and how

    /// Every protocol, not only annotated ones (`--all`, `all:`).
    public var mockAll = false
    /// Every class the tests can subclass too (`--all-classes`, `all-classes:`).
    public var mockAllClasses = false
    /// Protocol mocks get `init(forwardingTo:)` (`--spies`, `spies:`).
    public var spies = false
    /// `import` lines of the generated file (`--import`, `imports:`).
    public var imports: [String] = []
    /// `@testable import` lines of the generated file (`--testable-import`, `testable-imports:`).
    public var testableImports: [String] = []
    /// The access level of the mocks (`--access`, `access:`); nil is internal.
    public var access: GeneratorOptions.Access?
    /// The generator whose tests the mocks serve too (`--compatibility`, `compatibility:`).
    public var compatibility: GeneratorOptions.Compatibility?
    /// How mocks are named (`--mock-name`, `mock-name:`); nil: `%Mock`, or the compatibility's.
    public var mockNames: MockNamePattern?

    // MARK: How the inputs' module is built

    /// The module the inputs belong to (`--module`, `module:`); nil: the single testable import.
    public var module: String?
    /// Compilation names (`NAME`) and header macros (`NAME=value`) (`-D`, `defines:`).
    public var defines: [String] = []
    /// Availability names the inputs use (`--define-availability`, `define-availability:`).
    public var availabilityMacros: [AvailabilityMacro] = []
    /// Language features the inputs' module is built with (`--enable-upcoming-feature`, `upcoming-features:`).
    public var upcomingFeatures: [String] = []
    /// The package whose manifest gives the inputs' settings (`--package-path`, `package-path:`).
    public var packagePath: String?
    /// Without `packagePath`, read the settings of the package the inputs are in
    /// (`--no-package-discovery`, `package-discovery: false` turn it off).
    public var discoversPackage = true
    /// The toolchain whose standard-library interface declares the standard protocols
    /// (`--toolchain`, `toolchain:`).
    public var toolchain: String?
    /// Without `toolchain`, learn the standard protocols from the `swift` on the `PATH`
    /// (`--no-toolchain`, `toolchain-discovery: false` use the built-in table instead).
    public var findsToolchain = true

    // MARK: Objective-C headers

    /// Folders searched for headers that headers import (`-I`, `include-paths:`).
    public var includePaths: [String] = []
    /// The libclang library that reads headers (`--libclang`, `libclang:`); nil finds one.
    public var libclang: String?

    // MARK: The run itself (the command line's, not a configured target's)

    /// Compare instead of writing (`--check`).
    public var check = false
    /// Errors only (`--quiet`).
    public var quiet = false
    /// Files, protocols and timings too (`--verbose`).
    public var verbose = false
    /// The configuration file whose targets to run (`--config`).
    public var configurationFile: String?
    /// With a configuration file: only these targets (`--target`).
    public var targets: [String] = []
    /// With a configuration file: not these targets (`--skip-target`).
    public var skippedTargets: [String] = []
    /// Parse every file, also those the prescan rules out (a hidden switch for measuring the parser).
    public var parsesEveryFile = false
    /// The command the generated file's header names for regenerating it (`--regenerate-command`);
    /// nil: the door's own (`RegenerationCommand`), or none in process.
    public var regenerationCommand: String?

    public init() {}

    /// How much the run says: `--quiet` and `--verbose` as one value (`RunRequest` refuses both together).
    public var verbosity: DriverOptions.Verbosity {
        get { quiet ? .quiet : verbose ? .verbose : .normal }
        set {
            quiet = newValue == .quiet
            verbose = newValue == .verbose
        }
    }
}
