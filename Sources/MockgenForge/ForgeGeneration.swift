import MockgenFrontEnd
import MockgenGenerator

/// mockgen run in process on one file, as `mockgen --all` reads and generates it: every
/// protocol's mock, each with its text, and the diagnostics about the file.
public struct ForgeGeneration: Sendable {
    public struct Mock: Sendable {
        public var protocolName: String
        public var text: String
    }

    public var header: String
    public var mocks: [Mock]
    /// Each diagnostic as `line: severity: message`, with the line it is about.
    public var diagnostics: [(line: Int, text: String)]
    /// The names of the protocols the front end read.
    public var protocolNames: [String]

    public init(source: String, path: String) {
        let readOptions = ReadOptions(parsesEveryFile: true)
        let read = SourceSet.read(Array(source.utf8), path: path, options: readOptions)
        let sources = SourceSet(inputs: [read], options: readOptions)
        let options = GeneratorOptions(mockAll: true, parallel: false)
        let generated = MockGenerator.generateMocks(sources.models, options: options)
        header = MockGenerator.fileSource(for: generated.mocks, options: options)[0]
        mocks = generated.mocks.map { Mock(protocolName: $0.protocolName, text: $0.text) }
        diagnostics = (sources.models.flatMap(\.diagnostics) + generated.diagnostics).map {
            ($0.location.line, "\($0.severity.rawValue): \($0.message)")
        }
        protocolNames = sources.models.flatMap { $0.protocols.map(\.qualifiedName) }
    }
}
