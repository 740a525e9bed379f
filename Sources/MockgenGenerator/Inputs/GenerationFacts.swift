public import MockgenFrontEnd

/// What a run learned, beside what the user said (`GeneratorOptions`): facts the driver derives
/// from the machine and from the test sources, handed to the generator as they are.
public struct GenerationFacts: Hashable, Sendable {
    /// The standard library's protocols as the toolchain's interface declares them; nil: the
    /// built-in table (`StandardProtocols`).
    public var standardLibrary: StandardLibraryKnowledge?
    /// Pruning by use: the identifiers the test sources mention (`--used-in`). When set, only the
    /// selected protocols and classes whose mock one of these names is get a mock, with the mocks
    /// those need (`UsePruning`); nil mocks every selected one.
    public var usedNames: Set<String>?

    public init(standardLibrary: StandardLibraryKnowledge? = nil, usedNames: Set<String>? = nil) {
        self.standardLibrary = standardLibrary
        self.usedNames = usedNames
    }
}

extension MockGenerator {
    /// The classes a run with `options` and `facts` mocks, for the read stage
    /// (`SourceSet.completeClasses`) and for screening: the class selection, the context files,
    /// and under pruning by use the generator's rule for which mock a used name means.
    public static func classMockingRoots(options: GeneratorOptions, facts: GenerationFacts) -> ClassMockingRoots {
        var isNamedByUse: (@Sendable (ClassDecl) -> Bool)?
        if let usedNames = facts.usedNames {
            let names = UsedMockNames(usedNames: usedNames, pattern: options.mockNames)
            isNamedByUse = { decl in names.names(mockOf: decl) }
        }
        return ClassMockingRoots(
            allClasses: options.mockAllClasses, contextPaths: options.inputs.contextPaths, isNamedByUse: isNamedByUse)
    }
}
