/// One method requirement as parts, so that an overload can change one part of it.
struct FunctionParts {
    var attributes: [String] = []
    var modifiers: [String] = []
    var name: String
    var generics: [String] = []
    var parameters: [String] = []
    var effects = ""
    var result: String?
    var whereClause: [String] = []

    var text: String {
        var line = (attributes + modifiers).map { $0 + " " }.joined() + "func \(name)"
        if !generics.isEmpty { line += "<\(generics.joined(separator: ", "))>" }
        line += "(\(parameters.joined(separator: ", ")))\(effects)"
        if let result { line += " -> \(result)" }
        if !whereClause.isEmpty { line += " where \(whereClause.joined(separator: ", "))" }
        return line
    }
}

/// Draws method requirements and overload families of them.
struct FunctionComposer {
    var types: TypeComposer
    let associatedTypes: [String]
    let options: ForgeOptions
    /// The protocol is class-bound (`mutating` is then invalid).
    let classBound: Bool

    static let names = [
        "load", "fetch", "update", "run", "compute", "send", "perform", "process", "value", "items",
        "verify", "given", "call", "reset", "expect", "when", "stub", "mock", "called", "willReturn",
        "any", "`default`", "`return`", "description", "then", "record", "Members", "mockState", "context",
        "withLock", "map", "handle",
    ]
    static let labels = ["", "", "", "_", "_", "with", "for", "in", "from", "returning", "times", "matching", "at", "`default`", "isolation", "body"]
    static let internalNames = [
        "value", "body", "returning", "times", "mock", "item", "count", "context", "completion", "handler",
        "result", "index", "key", "other", "_mockState", "_context", "members", "arguments", "produce", "invocation",
    ]
    static let genericNames = ["T", "U", "Value", "Element", "Result", "_Mode", "Mode", "Key", "Output", "Failure"]
    static let genericConstraints = ["", "", ": Hashable", ": ForgeShape", ": Sendable", ": Sequence", ": ForgeStream", ": Codable", ": ForgeBase & Sendable", ": Error"]

    mutating func function(name fixedName: String? = nil, isStatic: Bool = false) -> FunctionParts {
        var parts = FunctionParts(name: fixedName ?? types.random.pick(Self.names))
        if types.random.oneIn(3) {
            var used: Set<String> = []
            for _ in 0..<(1 + types.random.index(2)) {
                let name = types.random.pick(Self.genericNames)
                guard used.insert(name).inserted else { continue }
                let constraint = types.random.pick(Self.genericConstraints)
                parts.generics.append(name + constraint)
                if constraint == ": Sequence" || constraint == ": ForgeStream", types.random.oneIn(2) {
                    parts.whereClause.append(types.random.pick(["\(name).Element == Int", "\(name).Element: Hashable", "\(name).Element == String"]))
                } else if types.random.oneIn(5) {
                    parts.whereClause.append(types.random.pick(["\(name): Sendable", "\(name): Equatable", "\(name): CustomStringConvertible"]))
                }
            }
        }
        let genericNames = parts.generics.map { String($0.prefix { $0 != ":" }) }
        var scope = TypeScope(associatedTypes: associatedTypes, genericParameters: genericNames, allowsOpaque: true)
        var usedNames: Set<String> = []
        for _ in 0..<types.random.index(4) {
            parts.parameters.append(parameter(&scope, usedNames: &usedNames))
        }
        // A generic parameter the signature does not use is an error: each gets a parameter.
        for name in genericNames where !parts.parameters.contains(where: { Self.mentions($0, name) }) {
            parts.parameters.append("\(types.random.pick(["_", "of", "using"])) \(freshName(&usedNames)): \(name)")
        }
        parts.effects = types.random.pick(["", "", "", " async", " throws", " async throws", " throws(ForgeError)", " async throws(ForgeError)", " rethrows"])
        if parts.effects == " rethrows" {
            parts.parameters.append("\(freshName(&usedNames)): () throws -> Void")
        }
        scope.allowsOpaque = types.random.oneIn(40)
        if !types.random.oneIn(3) { parts.result = types.type(scope) }
        if isStatic { parts.modifiers.append("static") }
        addAttributes(&parts)
        return parts
    }

    /// A parameter: label, name, and a type with a drawn specifier (`inout`, variadic,
    /// `sending`, `borrowing`, `consuming`, `isolated`, `@autoclosure`, escaping closures).
    mutating func parameter(_ scope: inout TypeScope, usedNames: inout Set<String>) -> String {
        let label = types.random.pick(Self.labels)
        let name = freshName(&usedNames)
        let head = label.isEmpty ? name : "\(label) \(name)"
        let type: String
        switch types.random.index(16) {
        case 0: type = "inout \(types.type(scope.withoutOpaque))"
        case 1: type = "\(types.type(scope.withoutOpaque, depth: 0))..."
        case 2: type = "sending \(types.type(scope))"
        case 3: type = "borrowing \(types.type(scope.withoutOpaque))"
        case 4: type = "consuming \(types.type(scope.withoutOpaque))"
        case 5: type = types.random.pick(["isolated (any Actor)", "isolated ForgeActor", "isolated (any Actor)?"])
        case 6: type = "@autoclosure \(types.random.pick(["", "@escaping "]))() \(types.random.pick(["", "throws "]))-> \(types.type(scope.withoutOpaque, depth: 0))"
        case 7, 8: type = "@escaping \(types.functionType(scope, depth: 1))"
        case 9: type = types.functionType(scope, depth: 1)
        default: type = types.type(scope)
        }
        return "\(head): \(type)"
    }

    mutating func freshName(_ used: inout Set<String>) -> String {
        var name = types.random.pick(Self.internalNames)
        while !used.insert(name).inserted { name += "2" }
        return name
    }

    /// True when `text` mentions the identifier `name`.
    static func mentions(_ text: String, _ name: String) -> Bool {
        var rest = Substring(text)
        while let range = rest.range(of: name) {
            let before = rest[..<range.lowerBound].last, after = rest[range.upperBound...].first
            let isPart = { (c: Character?) in c.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false }
            if !isPart(before) && !isPart(after) { return true }
            rest = rest[range.upperBound...]
        }
        return false
    }

    mutating func addAttributes(_ parts: inout FunctionParts) {
        if parts.result != nil && types.random.oneIn(4) { parts.attributes.append("@discardableResult") }
        // An isolated parameter gives the method its isolation: no global actor, no `nonisolated`.
        let isolatedParameter = parts.parameters.contains { $0.contains("isolated ") }
        switch types.random.index(isolatedParameter ? 30 : 14) {
        case 0: parts.attributes.append("@available(*, deprecated)")
        case 1: parts.attributes.append("@available(*, deprecated, message: \"forge\")")
        case 2: parts.attributes.append("@available(macOS 13, iOS 16, *)")
        case 3: parts.attributes.append("@MainActor")
        case 4: parts.attributes.append("@ForgeActor")
        case 5: parts.modifiers.insert("nonisolated", at: 0)
        case 6 where types.random.oneIn(3): parts.attributes.append("@Sendable")
        case 7 where !classBound && !parts.modifiers.contains("static"): parts.modifiers.append("mutating")
        default: break
        }
    }

    /// An overload family: `base` and one to three variants, each changing one part.
    mutating func overloads(of base: FunctionParts) -> [FunctionParts] {
        var family = [base]
        for _ in 0..<(1 + types.random.index(3)) {
            var variant = base
            switch types.random.index(6) {
            case 0 where !variant.parameters.isEmpty:
                let i = types.random.index(variant.parameters.count)
                variant.parameters[i] = relabel(variant.parameters[i])
            case 1 where !variant.parameters.isEmpty:
                let i = types.random.index(variant.parameters.count)
                var scope = TypeScope(associatedTypes: associatedTypes, allowsOpaque: true)
                scope.genericParameters = variant.generics.map { String($0.prefix { $0 != ":" }) }
                var used = Set(variant.parameters.map(Self.internalName))
                used.remove(Self.internalName(variant.parameters[i]))
                variant.parameters[i] = parameter(&scope, usedNames: &used)
            case 2:
                variant.effects = types.random.pick(["", " async", " throws", " async throws", " throws(ForgeError)"])
            case 3:
                variant.result = types.type(TypeScope(associatedTypes: associatedTypes, genericParameters: variant.generics.map { String($0.prefix { $0 != ":" }) }))
            case 4:
                variant.generics = ["T"]
                variant.whereClause = []
                variant.parameters = ["_ value: T"]
            default:
                var used: Set<String> = []
                var scope = TypeScope(associatedTypes: associatedTypes)
                variant.parameters.append(parameter(&scope, usedNames: &used))
            }
            family.append(variant)
        }
        return family
    }

    /// A family that differs only in a closure parameter's effects or attributes
    /// (`withLock(_ body: () throws -> T) throws -> T` beside an `async` one).
    mutating func closureOverloads(name: String) -> [FunctionParts] {
        // Overloads that differ in more than the closure: its label, or another parameter.
        var effectPairs: [(String, String, String, String)] = [
            ("() throws -> T", " throws", "() throws -> T, count: Int", " throws"),
        ]
        if !options.excludesClosureAttributeOverloads {
            effectPairs += [
                ("@Sendable () throws -> T", " throws", "() throws -> T", " throws"),
                ("@escaping () -> T", "", "@escaping @Sendable () -> T", ""),
                ("@escaping () -> Void", "", "@escaping @MainActor () -> Void", ""),
            ]
        }
        if !options.excludesClosureEffectOverloads {
            effectPairs += [
                ("() throws -> T", " throws", "() async throws -> T", " async throws"),
                ("() -> T", "", "() async -> T", " async"),
                ("() throws -> T", " throws", "() throws(ForgeError) -> T", " throws(ForgeError)"),
                ("@escaping () throws -> T", " throws", "@escaping () async throws -> T", " async throws"),
                ("@Sendable () throws -> T", " throws", "@Sendable () async throws -> T", " async throws"),
            ]
        }
        let (first, firstEffects, second, secondEffects) = types.random.pick(effectPairs)
        let label = types.random.pick(["_ body", "operation body", "_ work"])
        func member(_ closure: String, _ effects: String) -> FunctionParts {
            let result = closure.hasSuffix("Void") ? nil : "T"
            return FunctionParts(
                name: name, generics: result == nil ? [] : ["T"], parameters: ["\(label): \(closure)"], effects: effects,
                result: result)
        }
        return [member(first, firstEffects), member(second, secondEffects)]
    }

    /// The parameter with another argument label.
    mutating func relabel(_ parameter: String) -> String {
        let name = Self.internalName(parameter)
        let type = parameter.drop { $0 != ":" }
        return "\(types.random.pick(["with", "using", "_", "returning", "for"])) \(name)\(type)"
    }

    static func internalName(_ parameter: String) -> String {
        let head = parameter.prefix { $0 != ":" }
        return String(head.split(separator: " ").last ?? "")
    }
}

extension TypeScope {
    var withoutOpaque: TypeScope {
        var scope = self
        scope.allowsOpaque = false
        return scope
    }
}
