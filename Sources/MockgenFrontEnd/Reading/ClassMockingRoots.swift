/// Which classes a run mocks before checking that they can have a mock: those marked
/// `/// @mockable` or `// sourcery: AutoMockable`, or with `allClasses` every class, declared
/// in input files (not in `--context` files), and with pruning by use only those whose mock a
/// name the tests use names (a predicate the generator gives, since it names the mocks). The read
/// stage completes their models (and their superclasses'); the generator screens them.
public struct ClassMockingRoots: Sendable {
    /// Every class of the inputs is a root, marked or not (`--all-classes`).
    public var allClasses: Bool
    /// Files whose classes are never roots: the context files.
    public var contextPaths: Set<String>
    /// Pruning by use: only the classes whose mock the tests name are roots; nil keeps all.
    public var isNamedByUse: (@Sendable (ClassDecl) -> Bool)?

    public init(
        allClasses: Bool = false, contextPaths: Set<String> = [], isNamedByUse: (@Sendable (ClassDecl) -> Bool)? = nil
    ) {
        self.allClasses = allClasses
        self.contextPaths = contextPaths
        self.isNamedByUse = isNamedByUse
    }

    /// Whether mocks are pruned by use.
    public var prunesByUse: Bool { isNamedByUse != nil }

    /// Whether `decl` is a root.
    public func contains(_ decl: ClassDecl) -> Bool {
        isSelected(decl) && (isNamedByUse?(decl) ?? true)
    }

    /// Whether `decl` would be a root without pruning by use.
    public func isSelected(_ decl: ClassDecl) -> Bool {
        (decl.hasSelectionMarker || allClasses) && !contextPaths.contains(decl.path)
    }

    /// False when no class of `files` can be a root, without building a `ClassIndex`: no class
    /// is marked (or none is declared, with `allClasses`), as in most runs.
    func maySelect(_ files: [SourceFileModel]) -> Bool {
        files.contains { file in
            allClasses ? !file.classes.isEmpty : file.classes.contains(where: \.hasSelectionMarker)
        }
    }
}
