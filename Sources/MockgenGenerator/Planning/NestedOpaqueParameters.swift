import MockgenFrontEnd

/// `some P` inside a parameter's type (`Request<some Message>`, `(some P)?`, `[some P]`) is an
/// implicit generic parameter of the function, subscript or initializer, as the compiler reads it. The mock writes it as
/// one (`func send<_Opaque1: Message>(_ request: Request<_Opaque1>)`), so that its matchers,
/// producers and recorded values have a type to name: written as `any P` there it would not
/// satisfy a constraint such as `Request<T: Message>`. A parameter whose whole type is `some P`
/// keeps it (its matcher takes `any P`).
enum NestedOpaqueParameters {
    /// `f` with each nested `some P` of its parameters replaced by a new generic parameter.
    static func naming(_ f: FunctionDecl) -> FunctionDecl {
        var f = f
        naming(&f.parameters, &f.genericParameters)
        return f
    }

    /// `s` with each nested `some P` of its parameters replaced by a new generic parameter.
    static func naming(_ s: SubscriptDecl) -> SubscriptDecl {
        var s = s
        naming(&s.parameters, &s.genericParameters)
        return s
    }

    /// `i` with each nested `some P` of its parameters replaced by a new generic parameter.
    static func naming(_ i: InitializerDecl) -> InitializerDecl {
        var i = i
        naming(&i.parameters, &i.genericParameters)
        return i
    }

    private static func naming(_ parameters: inout [ParameterDecl], _ genericParameters: inout [GenericParameter]) {
        guard parameters.contains(where: { isNested($0.type) }) else { return }
        var added: [GenericParameter] = []
        let taken = Set(genericParameters.map(\.name))
        func fresh(_ written: TypeRef) -> TypeRef {
            // `some (Error & Foo)`: a constraint cannot be the tuple of one element parentheses make.
            let constraint = written.withoutParentheses
            var index = added.count + 1
            while taken.contains("_Opaque\(index)") { index += 1 }
            let name = "_Opaque\(index)"
            added.append(GenericParameter(name: name, constraint: constraint))
            return .named(name)
        }
        for index in parameters.indices where isNested(parameters[index].type) {
            parameters[index].type = parameters[index].type.replacingParts { part in
                switch part.kind {
                case .opaque(let constraint):
                    TypeRef(kind: fresh(constraint).kind, attributes: part.attributes, specifiers: part.specifiers)
                // A function type's own `some` is not a parameter's (the compiler refuses it there).
                case .function: part
                default: nil
                }
            }
        }
        genericParameters += added
    }

    /// Whether `type` holds `some P` below its top level.
    private static func isNested(_ type: TypeRef) -> Bool {
        if case .opaque = type.kind { return false }
        return type.contains { if case .opaque = $0.kind { true } else { false } }
    }
}
