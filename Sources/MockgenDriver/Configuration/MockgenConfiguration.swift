public import MockgenGenerator

/// The settings of a configuration file (`.mockgen.yml`): one entry per test target, each
/// saying what to read and where to write its mocks. Paths are as written in the file;
/// `TargetConfiguration.driverOptions` resolves them against the file's folder.
public struct MockgenConfiguration: Hashable, Sendable {
    /// The name `mockgen` (with no paths) and the plugins look for in the current folder or
    /// the package root.
    public static let defaultFileName = ".mockgen.yml"

    /// The configuration file, as given (used in messages and to resolve relative paths).
    public var file: String
    /// In the order the file lists them.
    public var targets: [TargetConfiguration]

    public init(file: String, targets: [TargetConfiguration]) {
        self.file = file
        self.targets = targets
    }

    /// The folder relative paths in the file are resolved against: the file's own folder.
    public var folder: String {
        guard let slash = file.lastIndex(of: "/") else { return "." }
        return slash == file.startIndex ? "/" : String(file[..<slash])
    }

    /// `path` as the driver should open it: absolute paths unchanged, relative ones joined to
    /// the configuration file's folder (left as written when that folder is the current one).
    public func resolve(_ path: String) -> String {
        if path.hasPrefix("/") || folder == "." { return path }
        return folder.hasSuffix("/") ? folder + path : folder + "/" + path
    }
}

/// One target's settings: the equivalent of one `mockgen` command line.
public struct TargetConfiguration: Hashable, Sendable {
    /// The test target the mocks are for (the plugins match it against the package's targets).
    public var name: String
    /// Files and folders to read (`sources:`), as written.
    public var sources: [String]
    /// Where the mocks go (`output:` or `output-dir:` with `shards:`), as written.
    public var output: Output
    public var imports: [String]
    public var testableImports: [String]
    public var access: GeneratorOptions.Access
    /// `all: true` mocks every protocol; otherwise only annotated ones.
    public var mockAll: Bool
    /// `all-classes: true` also mocks every class the tests can subclass, as `--all-classes`.
    public var mockAllClasses: Bool
    /// `spies: true` gives protocol mocks `init(forwardingTo:)`, as `--spies`.
    public var spies: Bool
    /// Globs to skip (`excludes:`), as for `--exclude`.
    public var excludes: [String]
    /// Files and folders read for inherited protocols and types only (`context:`), as written:
    /// nothing in them is mocked and their imports are not carried over, as for `--context`.
    public var context: [String]
    /// The module the sources belong to (`module:`), as for `--module`.
    public var module: String?
    /// Compilation names that decide `#if NAME` in the sources (`defines:`), as for `-D NAME`.
    public var defines: [String]
    /// The availability names the sources use (`define-availability:`), as for `--define-availability`.
    public var availabilityMacros: [AvailabilityMacro]
    /// The package whose manifest defines availability names (`package-path:`), as written.
    public var packagePath: String?
    /// The toolchain whose standard-library interface is read (`toolchain:`), as written.
    public var toolchain: String?
    /// Folders of test sources whose Swift files name the mocks to generate (`used-in:`), as
    /// written, as for `--used-in`.
    public var usedIn: [String] = []
    /// False (`prune: false`) generates every selected mock: no pruning by use, neither by
    /// `used-in:` nor by the folder the build tool plugin passes with `--used-in`.
    public var prunes = true
    /// The platform whose interface of a binary module is read (`platform:`), as for `--platform`.
    public var platform: String?
    /// Where each setting was written, for messages about it (`output` or `output-dir`, each
    /// source and each context path).
    public var outputPosition: ConfigurationPosition
    public var sourcePositions: [ConfigurationPosition]
    public var contextPositions: [ConfigurationPosition]

    public init(
        name: String, sources: [String], output: Output, imports: [String] = [], testableImports: [String] = [],
        access: GeneratorOptions.Access = .internal, mockAll: Bool = false, mockAllClasses: Bool = false,
        spies: Bool = false, excludes: [String] = [], context: [String] = [], module: String? = nil,
        defines: [String] = [], availabilityMacros: [AvailabilityMacro] = [],
        packagePath: String? = nil, toolchain: String? = nil,
        outputPosition: ConfigurationPosition = ConfigurationPosition(line: 1, column: 1),
        sourcePositions: [ConfigurationPosition]? = nil,
        contextPositions: [ConfigurationPosition]? = nil
    ) {
        self.name = name
        self.sources = sources
        self.output = output
        self.imports = imports
        self.testableImports = testableImports
        self.access = access
        self.mockAll = mockAll
        self.mockAllClasses = mockAllClasses
        self.spies = spies
        self.excludes = excludes
        self.context = context
        self.module = module
        self.defines = defines
        self.availabilityMacros = availabilityMacros
        self.packagePath = packagePath
        self.toolchain = toolchain
        self.outputPosition = outputPosition
        self.sourcePositions = sourcePositions ?? sources.map { _ in ConfigurationPosition(line: 1, column: 1) }
        self.contextPositions = contextPositions ?? context.map { _ in ConfigurationPosition(line: 1, column: 1) }
    }

    /// The driver options this target asks for, with paths resolved against `configuration`'s
    /// folder. `output`, when given (a file in the build tool plugin's work folder), replaces
    /// the configured output, file or folder: every mock then goes to that one file. The
    /// module follows the command line's rule: `module:`, else the single testable import.
    public func driverOptions(
        in configuration: MockgenConfiguration, output: String? = nil, check: Bool = false,
        verbosity: DriverOptions.Verbosity = .normal
    ) -> DriverOptions {
        var options = DriverOptions(
            paths: sources.map(configuration.resolve),
            generator: GeneratorOptions(
                mockAll: mockAll, access: access, imports: imports, testableImports: testableImports,
                inputs: InputOptions(
                    module: InputOptions.module(explicit: module, testableImports: testableImports),
                    availabilityMacros: availabilityMacros),
                mockAllClasses: mockAllClasses, spies: spies),
            excludes: excludes,
            check: check,
            verbosity: verbosity,
            contextPaths: context.map(configuration.resolve),
            packagePath: packagePath.map(configuration.resolve),
            toolchain: toolchain.map(configuration.resolve)
        )
        options.usedIn = prunes ? usedIn.map(configuration.resolve) : []
        options.platform = platform
        options.generator.inputs.definedNames = defines.isEmpty ? nil : Set(defines)
        switch (output, self.output) {
        case (let replacement?, _):
            options.output = replacement
        case (nil, .file(let file)):
            options.output = configuration.resolve(file)
        case (nil, .folder(let folder, let shards)):
            options.outputDirectory = configuration.resolve(folder)
            options.shards = shards
        }
        return options
    }
}

extension TargetConfiguration {
    /// Where a target's mocks go.
    public enum Output: Hashable, Sendable {
        /// `output: <file>`: every mock in one file.
        case file(String)
        /// `output-dir: <folder>`: one file per source file, or `shards` files when given.
        case folder(String, shards: Int?)

        /// The path as written (a file or a folder).
        public var path: String {
            switch self {
            case .file(let path), .folder(let path, _): path
            }
        }

        /// The key that set it, for messages (`output` or `output-dir`).
        public var key: String {
            switch self {
            case .file: "output"
            case .folder: "output-dir"
            }
        }
    }
}
