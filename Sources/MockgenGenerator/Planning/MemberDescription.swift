import MockgenFrontEnd

extension Member {
    /// How warnings and comments name a member: `deposit(_:)`, `balance`, `subscript(_:)`,
    /// `init(from:)`, without backticks.
    var describedName: String {
        func labels(_ parameters: [ParameterDecl]) -> String {
            parameters.map { "\($0.label.map(Identifiers.bare) ?? "_"):" }.joined()
        }
        return switch self {
        case .function(let f): "\(Identifiers.bare(f.name))(\(labels(f.parameters)))"
        case .property(let p): Identifiers.bare(p.name)
        case .subscript(let s): "subscript(\(labels(s.parameters)))"
        case .initializer(let i): "init(\(labels(i.parameters)))"
        case .associatedType(let a): a.name
        case .typeAlias(let t): t.name
        }
    }
}
