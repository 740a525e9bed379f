#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
public import MockgenFrontEnd
public import MockgenGenerator

/// The outside world as the driver sees it: files, the standard streams, and the two
/// stages it runs (front end and generator). Tests replace any part.
public struct DriverIO: Sendable {
    public var fileSystem: any FileSystem
    /// Reads all of standard input, refusing more than the given number of bytes.
    public var readStandardInput: @Sendable (_ sizeLimit: Int) throws(FileSystemError) -> [UInt8]
    public var writeStandardOutput: @Sendable (_ bytes: [UInt8]) -> Void
    /// Receives whole lines, each ending in a newline.
    public var writeStandardError: @Sendable (_ text: String) -> Void
    /// Makes, for one run's header options, the reader of the files the Swift front end does
    /// not read (Objective-C headers): it returns nil to leave a file to the front end
    /// (`SourceSet`, the read stage); a test may read every file with it.
    public var otherFileReader: @Sendable (_ headers: HeaderOptions) -> OtherFileReader
    /// The prescan that goes with the front end: false when a file's model would hold nothing
    /// the generator needs, so `parse` is not called for it (`SourcePrescan.needsParsing`
    /// unless a test says otherwise; `{ _ in true }` parses every file). Not used for standard input.
    public var needsParsing: @Sendable (_ source: UnsafeBufferPointer<UInt8>) -> Bool
    /// The generator: `MockGenerator.generate` unless a test says otherwise.
    public var generate: @Sendable (
        _ files: [SourceFileModel], _ options: GeneratorOptions, _ facts: GenerationFacts
    ) -> GenerationResult
    /// The generator, one mock at a time, for `--output-dir`: `MockGenerator.generateMocks` unless a test says
    /// otherwise.
    public var generateMocks: @Sendable (
        _ files: [SourceFileModel], _ options: GeneratorOptions, _ facts: GenerationFacts
    ) -> GeneratedMocks
    /// The package manager's description of a package (`swift package dump-package` JSON), for `--package-path`.
    public var describePackage: @Sendable (_ packagePath: String) -> Result<[UInt8], PackageAvailability.Failure>
    /// An environment variable (`PATH`, `HOME`, `XDG_CACHE_HOME`), nil when unset.
    public var environment: @Sendable (_ name: String) -> String?

    public init(
        fileSystem: any FileSystem = LocalFileSystem(),
        readStandardInput: @escaping @Sendable (_ sizeLimit: Int) throws(FileSystemError) -> [UInt8] = DriverIO
            .readProcessStandardInput,
        writeStandardOutput: @escaping @Sendable (_ bytes: [UInt8]) -> Void = DriverIO.writeProcessStandardOutput,
        writeStandardError: @escaping @Sendable (_ text: String) -> Void = DriverIO.writeProcessStandardError,
        parse: @escaping OtherFileReader = { _, _ in nil },
        otherFileReader: (@Sendable (_ headers: HeaderOptions) -> OtherFileReader)? = nil,
        needsParsing: @escaping @Sendable (_ source: UnsafeBufferPointer<UInt8>) -> Bool = SourcePrescan.needsParsing,
        generate: @escaping @Sendable (
            _ files: [SourceFileModel], _ options: GeneratorOptions, _ facts: GenerationFacts
        ) -> GenerationResult = MockGenerator.generate,
        generateMocks: @escaping @Sendable (
            _ files: [SourceFileModel], _ options: GeneratorOptions, _ facts: GenerationFacts
        ) -> GeneratedMocks = MockGenerator.generateMocks,
        describePackage: @escaping @Sendable (_ packagePath: String) -> Result<[UInt8], PackageAvailability.Failure> =
            PackageAvailability.dumpPackage,
        environment: @escaping @Sendable (_ name: String) -> String? = DriverIO.processEnvironment
    ) {
        self.fileSystem = fileSystem
        self.readStandardInput = readStandardInput
        self.writeStandardOutput = writeStandardOutput
        self.writeStandardError = writeStandardError
        self.otherFileReader = otherFileReader ?? { _ in parse }
        self.needsParsing = needsParsing
        self.generate = generate
        self.generateMocks = generateMocks
        self.describePackage = describePackage
        self.environment = environment
    }

    /// Reads a file the Swift front end does not, or returns nil to leave it to the front end.
    public typealias OtherFileReader = @Sendable (_ source: [UInt8], _ path: String) -> SourceFileModel?

    @Sendable public static func processEnvironment(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    /// The real process: local files, file descriptors 0, 1 and 2, the real front end and generator.
    public static var process: DriverIO { DriverIO() }

    @Sendable public static func readProcessStandardInput(sizeLimit: Int) throws(FileSystemError) -> [UInt8] {
        try PosixCalls.readAll(from: 0, path: "<stdin>", limit: sizeLimit)
    }

    /// Writes to file descriptor 1; a closed pipe (`mockgen | head`) is not an error worth reporting.
    @Sendable public static func writeProcessStandardOutput(_ bytes: [UInt8]) {
        try? PosixCalls.writeAll(bytes, to: 1, path: "<stdout>")
    }

    @Sendable public static func writeProcessStandardError(_ text: String) {
        try? PosixCalls.writeAll(Array(text.utf8), to: 2, path: "<stderr>")
    }
}
