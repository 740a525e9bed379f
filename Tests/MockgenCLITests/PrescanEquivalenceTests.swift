import Foundation
@testable import MockgenDriver
import MockgenFrontEnd
import MockgenGenerator
import MockgenTestSupport
import Testing

/// Leaving files unparsed when the prescan rules them out changes nothing in the output:
/// over the fixtures, the examples, the fuzz corpus, this repository's own sources and (when
/// it has been written, by `bash Benchmarks/real-corpus.sh`) the real-code corpus, every
/// file the prescan skips parses to no protocol and no annotated class, and the generated mocks
/// are the same bytes.
@Suite("Prescan equivalence")
struct PrescanEquivalenceTests {
    /// Folders under the package root, plus the real-code corpus when it exists
    /// (`MOCKGEN_REAL_CORPUS` names another folder).
    static let corpora: [String] = {
        var folders = [
            "Fixtures", "Examples", "Tests/MockgenFuzzTests/Corpus", "Tests/MockgenFuzzTests/Regressions", "Sources",
        ]
        .map { Repository.url($0).path }
        let real =
            ProcessInfo.processInfo.environment["MOCKGEN_REAL_CORPUS"]
            ?? Repository.url(".bench/real-corpus").path
        if FileManager.default.fileExists(atPath: real) { folders.append(real) }
        return folders
    }()

    @Test(arguments: corpora)
    func skippedFilesDeclareNoProtocolAndTheOutputIsTheSame(folder: String) throws {
        let files = try Self.swiftFiles(under: folder)
        #expect(!files.isEmpty, "no Swift files under \(folder)")
        var everyModel: [SourceFileModel] = []
        var prescanned: [SourceFileModel] = []
        for (path, bytes) in files {
            let model = FrontEnd.parse(bytes, path: path)
            everyModel.append(model)
            // The driver's criterion: a protocol, or a class annotation.
            if SourcePrescan.needsParsing(bytes)
                || bytes.withUnsafeBufferPointer({ ClassPrescan.mayDeclareClassToMock($0, allClasses: false) })
            {
                prescanned.append(model)
            } else {
                #expect(
                    model.protocols.isEmpty,
                    "the prescan skipped \(path), which declares \(model.protocols.map(\.name))")
                let marked = model.classes.filter(\.hasSelectionMarker).map(\.name)
                #expect(marked.isEmpty, "the prescan skipped \(path), which declares the marked classes \(marked)")
                // As the driver does: an unparsed file contributes the types it declares.
                prescanned.append(SourceFileModel(unparsedFileAt: path, declaring: TopLevelTypeNames.scan(bytes)))
            }
        }
        for mockAll in [true, false] {
            let options = GeneratorOptions(mockAll: mockAll)
            let full = MockGenerator.generate(everyModel, options: options)
            let skipping = MockGenerator.generate(prescanned, options: options)
            #expect(full.sourcePieces.joined() == skipping.sourcePieces.joined(), "\(folder), mockAll: \(mockAll)")
            #expect(full.diagnostics == skipping.diagnostics)
        }
    }

    /// The driver wires the prescan in: files without the keyword never reach the front end,
    /// and its output equals a run that parses every file, serial or parallel.
    @Test func theDriverParsesOnlyFilesThePrescanKeepsWithTheSameOutput() throws {
        let folder = try TemporaryFolder()
        try folder.write("Src/Plain.swift", "struct Plain { let protocols = 1 }\n")
        try folder.write("Src/Comment.swift", "/* follows a protocol */\nstruct Commented {}\n")
        try folder.write("Src/DocComment.swift", "/// Not a protocol.\nstruct Documented {}\n")
        try folder.write(
            "Src/Engine.swift", "import Foundation\n/// @mockable\nprotocol Engine {\n    func start() throws\n}\n")
        let parsed = LockedValue<[String]>([])
        let counting: @Sendable ([UInt8], String) -> SourceFileModel = { bytes, path in
            parsed.withLock { $0.append(URL(fileURLWithPath: path).lastPathComponent) }
            return FrontEnd.parse(bytes, path: path)
        }
        let options = DriverOptions(paths: [folder.url("Src")], generator: GeneratorOptions(mockAll: true))
        let prescanned = CapturedStreams()
        var io = prescanned.realIO()
        io.otherFileReader = { _ in counting }
        #expect(MockgenDriver.run(options, io: io) == 0)
        #expect(parsed.withLock { $0.sorted() } == ["Comment.swift", "Engine.swift"])

        for parallel in [true, false] {
            let everything = CapturedStreams()
            var serialOptions = options
            serialOptions.parallelParsing = parallel
            #expect(MockgenDriver.run(serialOptions, io: everything.realIO(prescan: false)) == 0)
            #expect(everything.standardOutput == prescanned.standardOutput)
        }
        #expect(prescanned.standardOutput.contains("class EngineMock"))
        #expect(prescanned.standardOutput.contains("import Foundation"))
    }

    /// A function-type alias on an indented line of a file without protocols (in an indented
    /// `#if` at top level, or in a type's body) is known as parsing every file knows it: a
    /// parameter of that type is mocked as a closure either way.
    @Test func anIndentedFunctionTypeAliasInAFileWithoutProtocolsIsKnown() throws {
        let folder = try TemporaryFolder()
        try folder.write("Src/Aliases.swift", """
            #if canImport(Darwin) || os(Linux)
                typealias Callback = (Int) -> Void
            #endif
            enum Ops {
                typealias Destructor = (UnsafeMutableRawPointer) -> Void
            }

            """)
        try folder.write("Src/Engine.swift", """
            /// @mockable
            protocol Engine {
                func run(_ callback: Callback)
                func clean(_ destructor: Destructor)
            }

            """)
        let options = DriverOptions(paths: [folder.url("Src")])
        let prescanned = CapturedStreams()
        let everything = CapturedStreams()
        #expect(MockgenDriver.run(options, io: prescanned.realIO()) == 0)
        #expect(MockgenDriver.run(options, io: everything.realIO(prescan: false)) == 0)
        #expect(prescanned.standardOutput == everything.standardOutput)
        #expect(
            prescanned.standardOutput.components(separatedBy: "Parameter<MockRuntime.NonEscapingClosure>").count == 3)
    }

    /// A file the prescan skips is not checked for syntax errors (the compiler reports them);
    /// one that is not UTF-8 text is still parsed, and its errors still fail the run.
    @Test func syntaxErrorsInFilesWithoutProtocolsAreNotReportedButBinaryFilesAre() throws {
        let folder = try TemporaryFolder()
        try folder.write("Src/Broken.swift", "struct Broken { let s = \"unterminated\n")
        let streams = CapturedStreams()
        #expect(MockgenDriver.run(DriverOptions(paths: [folder.url("Src")]), io: streams.realIO()) == 0)
        #expect(
            MockgenDriver.run(DriverOptions(paths: [folder.url("Src")]), io: CapturedStreams().realIO(prescan: false))
                == 2)
        try folder.write("Src/Binary.swift", bytes: [0x7F, 0x45, 0x4C, 0x46, 0x00, 0xFF, 0xFE])
        #expect(MockgenDriver.run(DriverOptions(paths: [folder.url("Src")]), io: CapturedStreams().realIO()) == 2)
    }

    /// Every `.swift` file under `folder` (hidden folders and `.build` skipped), sorted by path.
    static func swiftFiles(under folder: String) throws -> [(path: String, bytes: [UInt8])] {
        var paths: [String] = []
        let enumerator = FileManager.default.enumerator(
            at: URL(fileURLWithPath: folder), includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
        while let url = enumerator?.nextObject() as? URL {
            if url.lastPathComponent == ".build" {
                enumerator?.skipDescendants()
            } else if url.pathExtension == "swift" {
                paths.append(url.path)
            }
        }
        return try paths.sorted().map { ($0, Array(try Data(contentsOf: URL(fileURLWithPath: $0)))) }
    }
}
