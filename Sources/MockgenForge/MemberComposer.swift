/// Draws the requirements that are not methods: properties with every accessor form,
/// subscripts, initializers and associated types.
extension FunctionComposer {
    static let propertyNames = [
        "name", "count", "value", "items", "state", "verify", "given", "reset", "when", "called", "description",
        "mockState", "`default`", "current", "delegate", "handler", "context",
    ]

    mutating func property(isStatic: Bool) -> String {
        let name = types.random.pick(Self.propertyNames)
        let accessors = types.random.pick([
            "{ get }", "{ get }", "{ get set }", "{ get set }", "{ get async }", "{ get throws }", "{ get async throws }",
            "{ get throws(ForgeError) }", "{ set get }",
        ])
        var type = types.type(TypeScope(associatedTypes: associatedTypes, allowsOpaque: types.random.oneIn(40)))
        if types.random.oneIn(12) { type = "\(types.random.pick(["Int", "String", "ForgeItem"]))!" }
        return attributes(isStatic: isStatic) + "var \(name): \(type) \(accessors)"
    }

    mutating func subscriptRequirement(isStatic: Bool) -> String {
        var generics: [String] = []
        if types.random.oneIn(4) { generics.append(types.random.pick(["K: Hashable", "T", "Key: Sendable"])) }
        var scope = TypeScope(
            associatedTypes: associatedTypes, genericParameters: generics.map { String($0.prefix { $0 != ":" }) },
            allowsOpaque: true)
        var used: Set<String> = []
        let count = 1 + types.random.index(2)
        let parameters = (0..<count).map { _ -> String in
            let label = types.random.pick(["", "", "_", "key", "index", "default", "returning"])
            let name = freshName(&used)
            return "\(label.isEmpty ? "" : label + " ")\(name): \(types.type(scope, depth: 1))"
        }
        scope.allowsOpaque = false
        let result = types.type(scope)
        let accessors = types.random.pick(["{ get }", "{ get }", "{ get set }", "{ get async throws }", "{ get throws }", "{ get async }"])
        let genericList = generics.isEmpty ? "" : "<\(generics.joined(separator: ", "))>"
        return attributes(isStatic: isStatic) + "subscript\(genericList)(\(parameters.joined(separator: ", "))) -> \(result) \(accessors)"
    }

    mutating func initializer() -> String {
        var used: Set<String> = []
        var generics: [String] = []
        if types.random.oneIn(5) { generics.append("T: Hashable") }
        var scope = TypeScope(
            associatedTypes: associatedTypes, genericParameters: generics.isEmpty ? [] : ["T"], allowsOpaque: true)
        let parameters = (0..<types.random.index(3)).map { _ in parameter(&scope, usedNames: &used) }
        let failability = types.random.pick(["", "", "", "?", "!"])
        let effects = types.random.pick(["", "", " throws", " async", " async throws", " throws(ForgeError)"])
        let genericList = generics.isEmpty ? "" : "<\(generics.joined(separator: ", "))>"
        let prefix = types.random.oneIn(8) ? "@MainActor " : ""
        return "\(prefix)init\(failability)\(genericList)(\(parameters.joined(separator: ", ")))\(effects)"
    }

    /// Attributes and modifiers of a property or subscript.
    mutating func attributes(isStatic: Bool) -> String {
        var text = ""
        switch types.random.index(10) {
        case 0: text += "@MainActor "
        case 1: text += "nonisolated "
        case 2: text += "@available(*, deprecated) "
        case 3: text += "@ForgeActor "
        default: break
        }
        return text + (isStatic ? "static " : "")
    }
}

/// An associated type requirement.
struct AssociatedTypeComposer {
    static let names = ["Element", "Output", "Token", "Value", "Result", "Mode", "Failure", "Item", "Parameter"]

    static func declaration(_ name: String, random: inout ForgeRandom) -> String {
        let constraint = random.pick([
            "", "", ": Hashable", ": ForgeShape", ": Sendable", ": Sequence where \(name).Element == Int",
            ": ForgeStream<Int>", " = Int", ": Hashable = String", ": Error", ": Collection", ": ForgeBase & Sendable",
        ])
        return "associatedtype \(name)\(constraint)"
    }
}
