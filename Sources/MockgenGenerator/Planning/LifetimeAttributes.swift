import MockgenFrontEnd

/// A requirement's lifetime dependencies (`@_lifetime(…)`, and the older `@lifetime(…)`) as a
/// class or actor mock's member states them. The mock's `self` is a reference, escapable and
/// never `inout`: a result that depends on `self` (`&self`, `copy self`) borrows it, and a
/// dependence whose target is `self` (`self: copy self`, which a `mutating` requirement states
/// for a non-escapable conformer) describes nothing the mock has. Dependencies on parameters
/// stay as written.
enum LifetimeAttributes {
    /// The attribute names of lifetime dependencies.
    static let names: Set<String> = ["_lifetime", "lifetime"]
    /// The language feature the attributes need in the module that compiles them.
    static let feature = "Lifetimes"

    /// `attribute` as the mock's member writes it; nil when it has nothing to say there.
    /// Attributes that are not lifetime dependencies are returned as they are.
    static func forMock(_ attribute: Attribute) -> Attribute? {
        guard names.contains(attribute.name), let arguments = attribute.arguments else { return attribute }
        var target: Substring?
        var sources = arguments[...]
        if let colon = arguments.firstIndex(of: ":") {
            target = trimmed(arguments[..<colon])
            sources = arguments[arguments.index(after: colon)...]
        }
        if target == "self" { return nil }
        var rewritten: [String] = []
        for source in sources.split(separator: ",") {
            let plain = trimmed(source).replacingText("& ", with: "&")
            let kept = ["&self", "copy self", "self"].contains(plain) ? "borrow self" : String(plain)
            if !rewritten.contains(kept) { rewritten.append(kept) }
        }
        let prefix = target.map { "\($0): " } ?? ""
        return Attribute(name: attribute.name, arguments: prefix + rewritten.joined(separator: ", "))
    }

    /// The attributes of a mock's member: each lifetime dependence rewritten (`forMock`), once.
    static func forMock(_ attributes: [Attribute]) -> [Attribute] {
        var kept: [Attribute] = []
        for attribute in attributes {
            guard let rewritten = forMock(attribute), !kept.contains(rewritten) else { continue }
            kept.append(rewritten)
        }
        return kept
    }

    /// True when `member` states a lifetime dependence.
    static func appear(in member: Member) -> Bool {
        member.attributes.contains { names.contains($0.name) }
    }

    private static func trimmed(_ text: Substring) -> Substring {
        let start = text.drop(while: { $0 == " " })
        var end = start.endIndex
        while end > start.startIndex, start[start.index(before: end)] == " " { end = start.index(before: end) }
        return start[..<end]
    }
}
