public import MockgenFrontEnd

/// Options that shape the generated file (the CLI maps its flags onto these).
public struct GeneratorOptions: Hashable, Sendable {
    public enum Access: String, Hashable, Sendable, CaseIterable { case `internal`, `public`, `package` }

    /// Mock every protocol, not only `@mockable` / `AutoMockable` ones.
    public var mockAll: Bool
    public var access: Access
    /// `import X` lines to add (merged with the imports of the files declaring mocked protocols).
    public var imports: [String]
    /// `@testable import X` lines to add.
    public var testableImports: [String]

    public init(mockAll: Bool = false, access: Access = .internal, imports: [String] = [], testableImports: [String] = []) {
        self.mockAll = mockAll
        self.access = access
        self.imports = imports
        self.testableImports = testableImports
    }
}

/// The generated file and what was said while making it.
public struct GenerationResult: Hashable, Sendable {
    /// The whole output file, header included. Deterministic: independent of the order of `files`.
    public var source: String
    /// Warnings for constructs that cannot be mocked, errors for protocols that could not be generated.
    public var diagnostics: [Diagnostic]
    /// Qualified names of the protocols mocked, in output order.
    public var mockedProtocols: [String]

    public init(source: String, diagnostics: [Diagnostic], mockedProtocols: [String]) {
        self.source = source
        self.diagnostics = diagnostics
        self.mockedProtocols = mockedProtocols
    }
}

/// Turns parsed files into one Swift source file of mocks.
public enum MockGenerator {
    /// Generates mocks for the selected protocols of `files` (see `GeneratorOptions.mockAll`).
    public static func generate(_ files: [SourceFileModel], options: GeneratorOptions) -> GenerationResult {
        // Implemented in issue 4.
        GenerationResult(source: "", diagnostics: [], mockedProtocols: [])
    }
}
