import MockgenFrontEnd

/// Facts about a protocol that screening and planning both need, asked of the run's indexes:
/// how its associated types lay out, which same-type and self-referential requirements it has,
/// whether its class parent or such a requirement leaves a mock possible, which members a class
/// parent or an extension already implements. Screening asks them to decide which protocols get a
/// mock; planning asks them again to plan each mock (`ProtocolPlanner.analysis`).
struct ProtocolAnalysis: Sendable {
    let options: GeneratorOptions
    let index: ProtocolIndex
    /// The classes of the inputs, for protocols whose parent is a class.
    let classes: ClassIndex
    /// The types the inputs declare, by module.
    let declaredTypes: DeclaredTypeTable?
    /// Qualified names of protocols mocked from more than one module: their mocks' names start
    /// with the module's (`CoreServiceMock`, `ServerServiceMock` for two protocols `Service`).
    /// Known once screening has picked the mocks; empty while it screens.
    var moduleNamedMocks: Set<String> = []

    /// The inherited types that are not protocols of the inputs, `where Self: …` ones included.
    static func externalParents(_ resolved: ResolvedProtocol) -> [TypeRef] {
        resolved.externalInheritance + resolved.whereClause
            .filter { $0.kind == .conformance && $0.left.singleName == "Self" }.map(\.right)
    }
}
