public import MockgenFrontEnd
public import MockgenGenerator

/// The read stage as a run of the driver goes through it (`SourceSet`), and its models, which
/// are what the generator is given: every file parsed (no prescan, so nothing is left for
/// `completeClasses` to load), then the classes the options mock (with their superclasses)
/// completed with their members, under pruning by use when the facts give the names tests use.
public func readModels(
    _ files: [(path: String, bytes: [UInt8])], options: GeneratorOptions, facts: GenerationFacts = GenerationFacts()
) -> [SourceFileModel] {
    let readOptions = ReadOptions(
        allClasses: options.mockAllClasses, parsesEveryFile: true, prunesByUse: facts.usedNames != nil)
    let read = files.map { SourceSet.read($0.bytes, path: $0.path, options: readOptions) }
    var sources = SourceSet(inputs: read, options: readOptions)
    _ = sources.completeClasses(roots: MockGenerator.classMockingRoots(options: options, facts: facts)) { _ in nil }
    return sources.models
}

/// Reads in-memory `(path, source)` files as a run does (`readModels`) and generates their mocks.
public func generate(
    _ files: [(String, String)], options: GeneratorOptions = GeneratorOptions(),
    facts: GenerationFacts = GenerationFacts()
) -> GenerationResult {
    let models = readModels(files.map { ($0.0, Array($0.1.utf8)) }, options: options, facts: facts)
    return MockGenerator.generate(models, options: options, facts: facts)
}
