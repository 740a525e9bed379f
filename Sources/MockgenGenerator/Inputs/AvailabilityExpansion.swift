import MockgenFrontEnd

/// Expands a package's own availability names (`@available(Name, *)`, defined with the
/// compiler's `-define-availability`) in the attributes of the input protocols, so the mocks that
/// copy them compile in a test target that does not define those names. This is the one place
/// the generator learns of availability names: everything downstream sees plain platforms.
enum AvailabilityExpansion {
    /// Platform names `@available` accepts as they are.
    static let platforms: Set<String> = [
        "*", "swift", "_PackageDescription", "macOS", "OSX", "iOS", "tvOS", "watchOS", "visionOS", "xrOS",
        "macCatalyst",
        "macOSApplicationExtension", "OSXApplicationExtension", "iOSApplicationExtension", "tvOSApplicationExtension",
        "watchOSApplicationExtension", "visionOSApplicationExtension", "macCatalystApplicationExtension",
        "DriverKit", "Android", "Windows", "OpenBSD", "FreeBSD", "anyAppleOS",
    ]

    /// `files` with every `@available` attribute's availability names replaced by the platforms
    /// they stand for. Returns `files` untouched when no names are defined.
    static func expand(_ files: [SourceFileModel], macros: [AvailabilityMacro]) -> [SourceFileModel] {
        guard !macros.isEmpty else { return files }
        let byName = Dictionary(macros.map { ($0.name, $0.platforms) }, uniquingKeysWith: { first, _ in first })
        let rewrite = { (attributes: [Attribute]) in attributes.map { expand($0, byName) } }
        return files.map { file in
            var file = file
            file.protocols = file.protocols.map { rewriteAttributes(of: $0, rewrite) }
            return file
        }
    }

    /// Warnings for the availability names that `resolved` and its ancestors still use after
    /// expansion: copied as they are, they do not compile where the name is not defined.
    static func undefinedNames(in resolved: ResolvedProtocol) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var reported = Set<String>()
        // Members mostly repeat their protocol's `@available` lists: each list is read once.
        var namesByArguments: [String: [String]] = [:]
        func names(_ attribute: Attribute) -> [String] {
            guard attribute.name == "available", let arguments = attribute.arguments else { return [] }
            if let known = namesByArguments[arguments] { return known }
            let names = undefinedNames(attribute)
            namesByArguments[arguments] = names
            return names
        }
        func report(_ attributes: [Attribute], at location: SourceLocation, path: String) {
            // Only `@available` attributes can name an availability (`undefinedNames(_:)`).
            guard attributes.contains(where: { $0.name == "available" }) else { return }
            for name in attributes.flatMap(names) where reported.insert(name).inserted {
                diagnostics.append(Diagnostic(
                    .warning,
                    "'@available(\(name), *)' uses an availability name this file does not define; the mock copies it, "
                        + "so pass its definition with --define-availability \"\(name):macOS 13, iOS 16\" (the "
                        + "platforms the package gives it) "
                        + "or the package with --package-path <folder>",
                    path: path, at: location))
            }
        }
        func report(_ owner: ProtocolDecl) {
            report(owner.attributes, at: owner.location, path: owner.path)
            owner.members.forEachMember { report($0.attributes, at: $0.location, path: owner.path) }
        }
        report(resolved.decl)
        for ancestor in resolved.ancestors { report(ancestor) }
        return diagnostics
    }

    /// The words that make an `@available` list the long form.
    private static let longFormWords: Set<String> = ["unavailable", "deprecated", "noasync", "introduced", "obsoleted",
        "renamed", "message"]

    /// The items of a short-form `@available(...)` list (`macOS 13`, `Name`, `*`); nil for the
    /// long form (`@available(macOS, introduced: 13)`, `@available(*, unavailable)`), which
    /// cannot use availability names.
    static func shortFormItems(_ attribute: Attribute) -> [String]? {
        guard attribute.name == "available", let arguments = attribute.arguments else { return nil }
        // An item with `:` or a string (`renamed: "…"`) is the long form: no need to split.
        if arguments.utf8.contains(where: { $0 == UInt8(ascii: ":") || $0 == UInt8(ascii: "\"") }) { return nil }
        let items = arguments.split(separator: ",").map { AvailabilityMacro.normalized($0) }
        if items.contains(where: { $0.contains(":") || $0.contains("\"") || longFormWords.contains($0) }) { return nil }
        return items
    }

    private static func expand(_ attribute: Attribute, _ byName: [String: [String]]) -> Attribute {
        guard let items = shortFormItems(attribute), items.contains(where: { byName[$0] != nil }) else {
            return attribute
        }
        var seenPlatforms = Set<String>()
        var expanded: [String] = []
        for item in items.flatMap({ byName[$0] ?? [$0] }) {
            let platform = String(item.split(separator: " ").first ?? "")
            if platform == "*" || seenPlatforms.insert(platform).inserted { expanded.append(item) }
        }
        if let star = expanded.firstIndex(of: "*"), star != expanded.count - 1 {
            expanded.remove(at: star)
            expanded.append("*")
        }
        return Attribute(name: attribute.name, arguments: expanded.joined(separator: ", "))
    }

    private static func undefinedNames(_ attribute: Attribute) -> [String] {
        (shortFormItems(attribute) ?? []).filter { item in
            !platforms.contains(String(item.split(separator: " ").first ?? ""))
        }
    }

    private static func rewriteAttributes(
        of decl: ProtocolDecl, _ rewrite: ([Attribute]) -> [Attribute]
    ) -> ProtocolDecl {
        var decl = decl
        decl.attributes = rewrite(decl.attributes)
        decl.members = rewriteAttributes(of: decl.members, rewrite)
        return decl
    }

    /// Recurses once per nested `#if` block: as deep as the parser's nesting limit allows, no deeper.
    private static func rewriteAttributes(
        of items: [MemberItem], _ rewrite: ([Attribute]) -> [Attribute]
    ) -> [MemberItem] {
        items.map { item in
            switch item {
            case .member(let member):
                return .member(rewriteAttributes(of: member, rewrite))
            case .ifConfig(var block):
                block.clauses = block.clauses.map { clause in
                    var clause = clause
                    clause.items = rewriteAttributes(of: clause.items, rewrite)
                    return clause
                }
                return .ifConfig(block)
            }
        }
    }

    private static func rewriteAttributes(of member: Member, _ rewrite: ([Attribute]) -> [Attribute]) -> Member {
        switch member {
        case .function(var d): d.attributes = rewrite(d.attributes); return .function(d)
        case .property(var d): d.attributes = rewrite(d.attributes); return .property(d)
        case .subscript(var d): d.attributes = rewrite(d.attributes); return .subscript(d)
        case .initializer(var d): d.attributes = rewrite(d.attributes); return .initializer(d)
        case .associatedType(var d): d.attributes = rewrite(d.attributes); return .associatedType(d)
        case .typeAlias: return member
        }
    }
}
