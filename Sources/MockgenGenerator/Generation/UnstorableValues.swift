import MockgenFrontEnd

/// Values a mock cannot keep: noncopyable (`~Copyable`) and non-escapable (`~Escapable`,
/// `Span`, `RawSpan`…) ones. The mock still implements the members that take or return them:
///
/// - such an argument is recorded as a `MockRuntime.UnstoredArgument` placeholder and not
///   passed to `willProduce` closures;
/// - a noncopyable result is made by a `willProduce` stub only (`MockState.producer`).
///
/// The generator warns at each such member (`warning(for:)`). A non-escapable result cannot
/// be made by any closure, so `Mockability` skips a protocol with one.
enum UnstorableValues {
    enum Kind: Sendable {
        case noncopyable, nonEscapable

        var adjective: String { self == .noncopyable ? "noncopyable" : "non-escapable" }
    }

    /// Standard non-escapable types.
    static let nonEscapableTypes: Set<String> = [
        "Span", "RawSpan", "MutableSpan", "MutableRawSpan", "OutputSpan", "OutputRawSpan", "UTF8Span",
    ]
    /// Standard noncopyable types.
    static let noncopyableTypes: Set<String> = ["ExecutorJob", "Job"]

    /// A member's generic parameters that suppress `Copyable` or `Escapable`.
    struct Suppressions: Sendable {
        var noncopyable: Set<String> = []
        var nonEscapable: Set<String> = []

        init(_ generics: [GenericParameter] = [], _ whereClause: [GenericRequirement] = []) {
            for g in generics {
                guard let constraint = g.constraint else { continue }
                if constraint.contains(where: { Self.suppresses($0, "Escapable") }) { nonEscapable.insert(g.name) }
                if constraint.contains(where: { Self.suppresses($0, "Copyable") }) { noncopyable.insert(g.name) }
            }
            for r in whereClause where r.kind == .conformance {
                guard let name = r.left.singleName else { continue }
                if r.right.contains(where: { Self.suppresses($0, "Escapable") }) { nonEscapable.insert(name) }
                if r.right.contains(where: { Self.suppresses($0, "Copyable") }) { noncopyable.insert(name) }
            }
        }

        /// `~Copyable` or `~Swift.Copyable` for `protocolName` `Copyable`.
        private static func suppresses(_ type: TypeRef, _ protocolName: String) -> Bool {
            guard case .unknown(let text) = type.kind else { return false }
            return text == "~\(protocolName)" || text == "~Swift.\(protocolName)"
        }
    }

    /// What keeps a value of `type` out of a mock's storage, or nil for an ordinary value.
    /// Non-escapable wins over noncopyable. A function type is an ordinary value whatever it
    /// takes or returns.
    static func kind(of type: TypeRef, _ suppressions: Suppressions) -> Kind? {
        switch type.kind {
        case .named(let components):
            guard let last = components.last else { return nil }
            let isPlainName = components.count == 1 || (components.count == 2 && components[0].name == "Swift")
            if isPlainName && last.name == "Optional", let wrapped = last.genericArguments.first {
                return kind(of: wrapped, suppressions)
            }
            guard isPlainName else { return nil }
            if nonEscapableTypes.contains(last.name) || (components.count == 1 && suppressions.nonEscapable.contains(last.name)) {
                return .nonEscapable
            }
            if noncopyableTypes.contains(last.name) || (components.count == 1 && suppressions.noncopyable.contains(last.name)) {
                return .noncopyable
            }
            return nil
        case .optional(let wrapped), .implicitlyUnwrappedOptional(let wrapped):
            return kind(of: wrapped, suppressions)
        case .tuple(let elements):
            let kinds = elements.compactMap { kind(of: $0.type, suppressions) }
            return kinds.contains(.nonEscapable) ? .nonEscapable : kinds.first
        default:
            return nil
        }
    }

    /// The warning for a function or initializer that takes or returns such values, or nil.
    static func warning(for member: Member) -> String? {
        let name: String, parameters: [ParameterDecl], result: TypeRef?, suppressions: Suppressions
        switch member {
        case .function(let f):
            name = "\(f.name)(\(f.parameters.map { "\($0.label ?? "_"):" }.joined()))"
            (parameters, result, suppressions) = (f.parameters, f.returnType, Suppressions(f.genericParameters, f.whereClause))
        case .initializer(let i):
            name = "init(\(i.parameters.map { "\($0.label ?? "_"):" }.joined()))"
            (parameters, result, suppressions) = (i.parameters, nil, Suppressions(i.genericParameters, i.whereClause))
        default:
            return nil
        }
        var parts: [String] = []
        let unstored = parameters.compactMap { p in kind(of: p.type, suppressions).map { (p, $0) } }
        if !unstored.isEmpty {
            let described = unstored.map { p, kind in "'\(Identifiers.bare(p.name)): \(p.type.bare.text)' (\(kind.adjective))" }
            parts.append("is recorded without \(described.joined(separator: ", ")), which its stubs do not receive")
        }
        if let result, kind(of: result, suppressions) == .noncopyable {
            parts.append("returns a noncopyable '\(result.text)', which only a willProduce stub can make")
        }
        return parts.isEmpty ? nil : "'\(name)' " + parts.joined(separator: ", and ")
    }
}
