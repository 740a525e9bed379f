/// Composes one protocol from a seed: header (global actor, primary associated types,
/// inheritance, `where`), associated types, then members drawn from every feature mocks must
/// handle, some in overload families and some under `#if`.
public struct ProtocolComposer {
    public let options: ForgeOptions

    public init(options: ForgeOptions = ForgeOptions()) {
        self.options = options
    }

    /// The protocol of `seed`, named after it.
    public func compose(seed: UInt64) -> ForgedProtocol {
        var random = ForgeRandom(seed: seed)
        let name = "Forge_" + String(seed, radix: 16)
        var features: [String] = []

        var associated: [String] = []
        for _ in 0..<(random.oneIn(3) ? 1 + random.index(2) : 0) {
            let candidate = random.pick(AssociatedTypeComposer.names)
            if !associated.contains(candidate) { associated.append(candidate) }
        }
        let (header, classBound, inheritedAssociated) = Self.header(name: name, associated: associated, random: &random, features: &features)
        var functions = FunctionComposer(
            types: TypeComposer(random: random), associatedTypes: associated + inheritedAssociated, options: options,
            classBound: classBound)
        let associatedLines = associated.map { AssociatedTypeComposer.declaration($0, random: &functions.types.random) }
        var groups: [[String]] = []
        if !associated.isEmpty { features.append("associatedtype") }

        for _ in 0..<(1 + functions.types.random.index(5)) {
            var members: [String]
            let isStatic = functions.types.random.oneIn(8)
            if isStatic { features.append("static") }
            switch functions.types.random.index(options.excludesRareFeatures ? 12 : 13) {
            case 0, 1, 2:
                members = [functions.function(isStatic: isStatic).text]
                features.append("func")
            case 3, 4:
                members = functions.overloads(of: functions.function(isStatic: isStatic)).map(\.text)
                features.append("overloads")
            case 5:
                let closureName = functions.types.random.pick(["withLock", "perform", "run", "call", "verify"])
                members = functions.closureOverloads(name: closureName).map(\.text)
                features.append("closure-overloads")
            case 6, 7:
                members = [functions.property(isStatic: isStatic)]
                features.append("property")
            case 8:
                members = [functions.subscriptRequirement(isStatic: isStatic)]
                features.append("subscript")
            case 9:
                members = [functions.initializer()]
                features.append("init")
            case 12:
                let (member, feature) = functions.rareFeatureRequirement(isStatic: isStatic)
                members = [member]
                features.append(feature)
            default:
                members = [functions.function(isStatic: isStatic).text]
                features.append("func")
            }
            if functions.types.random.oneIn(6) { members.insert("/// A forged requirement.", at: 0) }
            if functions.types.random.oneIn(9) {
                members = Self.conditional(members, random: &functions.types.random)
                features.append("#if")
            }
            groups.append(members)
        }
        let nested = functions.types.random.oneIn(25)
        if nested { features.append("nested") }
        return ForgedProtocol(
            seed: seed, name: name, header: header, associatedTypes: associatedLines, groups: groups, nested: nested,
            features: Array(Set(features)).sorted())
    }

    /// The protocol's first line: attributes, name, primary associated types, parents, `where`.
    static func header(
        name: String, associated: [String], random: inout ForgeRandom, features: inout [String]
    ) -> (text: String, classBound: Bool, inheritedAssociated: [String]) {
        var text = ""
        switch random.index(10) {
        case 0: text += "@MainActor "; features.append("@MainActor")
        case 1: text += "@ForgeActor "; features.append("global-actor")
        default: break
        }
        text += "protocol \(name)"
        if let first = associated.first, random.oneIn(2) {
            text += "<\(first)>"
            features.append("primary")
        }
        var parents: [String] = []
        var whereClause: [String] = []
        var inherited: [String] = []
        for _ in 0..<random.index(3) {
            let parent = random.pick([
                "Sendable", "AnyObject", "ForgeBase", "ForgeTokened", "ForgeNamed", "Actor", "CustomStringConvertible",
                "Identifiable", "ForgeStream", "Hashable", "ForgeStream<Int>",
            ])
            guard !parents.contains(parent) else { continue }
            parents.append(parent)
            features.append("inherits")
            switch parent {
            case "ForgeTokened":
                inherited.append("Token")
                if random.oneIn(2) { whereClause.append("Token == Int"); features.append("where") }
            case "ForgeStream":
                inherited.append("Element")
                if random.oneIn(2) { whereClause.append("Element: Hashable"); features.append("where") }
            case "Identifiable":
                inherited.append("ID")
            default: break
            }
        }
        if !parents.isEmpty { text += ": " + parents.joined(separator: ", ") }
        if random.oneIn(12) { whereClause.append("Self: Sendable"); features.append("where") }
        if !whereClause.isEmpty { text += " where " + whereClause.joined(separator: ", ") }
        let classBound = parents.contains { ["AnyObject", "Actor"].contains($0) }
        return (text, classBound, inherited)
    }

    /// `members` under `#if`, sometimes with an `#else` clause holding a variant.
    static func conditional(_ members: [String], random: inout ForgeRandom) -> [String] {
        let condition = random.pick(["DEBUG", "swift(>=5.9)", "canImport(Foundation)", "os(Linux)", "!FORGE_UNDEFINED", "compiler(>=6.0)", "FORGE_UNDEFINED"])
        var lines = ["#if \(condition)"] + members.map { "    " + $0 }
        if random.oneIn(2) {
            lines.append("#else")
            lines += members.map { "    " + elseVariant($0) }
        }
        return lines + ["#endif"]
    }

    /// A method renamed `else_<name>` (backticks dropped), so that the `#else` clause declares
    /// other members than the `#if` clause; operators and other members unchanged.
    static func elseVariant(_ member: String) -> String {
        guard let range = member.range(of: "func ") else { return member }
        var name = member[range.upperBound...].prefix { $0 != "(" && $0 != "<" }
        let rest = member[name.endIndex...]
        name = name.hasPrefix("`") ? name.dropFirst().dropLast() : name
        guard name.first.map({ $0.isLetter || $0 == "_" }) == true else { return member }
        return member[..<range.upperBound] + "else_" + name + rest
    }
}
