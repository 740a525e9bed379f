public import MockgenFrontEnd

extension GeneratorOptions {
    /// The classes these options mock, for the read stage (`SourceSet.completeClasses`) and
    /// for screening: the class selection, the context files and pruning by use (`usedNames`).
    public var classMockingRoots: ClassMockingRoots {
        ClassMockingRoots(
            allClasses: mockAllClasses, contextPaths: inputs.contextPaths, usedNames: usedNames.map(UsedMockNames.init))
    }
}
