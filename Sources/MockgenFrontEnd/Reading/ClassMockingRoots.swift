/// Which classes a run mocks before checking that they can have a mock: those marked
/// `/// @mockable` or `// sourcery: AutoMockable`, or with `allClasses` every class, declared
/// in input files (not in `--context` files). The read stage completes their models (and
/// their superclasses'); the generator screens them (`ClassScreening`).
public struct ClassMockingRoots: Hashable, Sendable {
    /// Every class of the inputs is a root, marked or not (`--all-classes`).
    public var allClasses: Bool
    /// Files whose classes are never roots: the context files.
    public var contextPaths: Set<String>

    public init(allClasses: Bool = false, contextPaths: Set<String> = []) {
        self.allClasses = allClasses
        self.contextPaths = contextPaths
    }

    /// Whether `decl` is a root.
    public func contains(_ decl: ClassDecl) -> Bool {
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
