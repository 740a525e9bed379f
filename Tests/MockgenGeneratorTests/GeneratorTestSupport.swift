import MockgenFrontEnd
import MockgenGenerator

/// Parses in-memory sources the way the CLI parses files.
func parse(_ source: String, path: String) -> SourceFileModel {
    FrontEnd.parse(Array(source.utf8), path: path)
}

/// Generates from in-memory `(path, source)` pairs.
func generate(_ files: [(String, String)], options: GeneratorOptions = GeneratorOptions()) -> GenerationResult {
    MockGenerator.generate(files.map { parse($0.1, path: $0.0) }, options: options)
}
