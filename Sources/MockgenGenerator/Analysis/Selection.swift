package import MockgenFrontEnd

/// Which protocols get a mock: those marked `@mockable` in their doc comment, those with a
/// `// sourcery: AutoMockable` comment, those inheriting (directly or through protocols of the
/// inputs) a protocol named `AutoMockable`, those with Mockable's `@Mockable` macro when the
/// mocks are Mockable's (`--compatibility mockable`), or every protocol with `mockAll`. A module
/// interface (`.swiftinterface`) keeps no comments, so every protocol it declares is selected, as
/// with `mockAll`.
package enum Selection {
    /// True when `decl` is to be mocked. `resolved` supplies inherited protocols for the `AutoMockable` rule.
    package static func isSelected(_ resolved: ResolvedProtocol, options: GeneratorOptions) -> Bool {
        let decl = resolved.decl
        if selectsEvery(decl, mockAll: options.mockAll) { return true }
        if let doc = decl.docComment, doc.containsText("@mockable") { return true }
        if options.compatibility == .mockable && mockableMacro(decl) != nil { return true }
        if decl.leadingComments.contains(where: isSourceryAutoMockable) { return true }
        let inherited = resolved.externalInheritance + resolved.ancestors.map { TypeRef.named($0.name) }
        return inherited.contains { simpleName(of: $0) == "AutoMockable" }
    }

    /// True when `decl` is selected without a mark: with `mockAll`, or when it comes from a module
    /// interface, whose text carries no doc comments.
    package static func selectsEvery(_ decl: ProtocolDecl, mockAll: Bool) -> Bool {
        mockAll || InterfaceHeader.isInterfacePath(decl.path)
    }

    /// True when a selection without a mark leaves `decl` out without a word: no mock can conform
    /// to it (file-private, unavailable).
    static func leavesOutQuietly(_ decl: ProtocolDecl, mockAll: Bool) -> Bool {
        selectsEvery(decl, mockAll: mockAll) && Mockability.isOutOfReach(decl)
    }

    /// A warning for a protocol that is not selected but carries the `@Mockable` macro (of the
    /// Mockable package), which mockgen does not expand: it says how mockgen selects instead.
    static func otherGeneratorMacro(_ decl: ProtocolDecl, options: GeneratorOptions) -> Diagnostic? {
        guard options.compatibility != .mockable, let macro = mockableMacro(decl) else { return nil }
        return Diagnostic(
            .warning,
            "protocol '\(decl.qualifiedName)' is marked with the macro '@\(macro.name)', which mockgen does not read, "
                + "so it is not mocked; "
                + "mockgen mocks a protocol whose doc comment contains '@mockable' (write '/// @mockable' above it), "
                + "or every protocol with --all ('all: true' in .mockgen.yml); "
                + "--compatibility mockable reads the macro as the mark",
            path: decl.path, at: decl.location)
    }

    /// Mockable's `@Mockable` macro on `decl` (also written `@Mockable.Mockable`), if any.
    static func mockableMacro(_ decl: ProtocolDecl) -> Attribute? {
        decl.attributes.first { $0.name == "Mockable" || $0.name.hasSuffix(".Mockable") }
    }

    /// `// sourcery: AutoMockable` (also inside a comma-separated sourcery annotation list).
    static func isSourceryAutoMockable(_ comment: String) -> Bool {
        let marker = Array("sourcery:")
        let characters = Array(comment)
        guard let start = (0...max(0, characters.count - marker.count)).first(where: { i in
            i + marker.count <= characters.count && Array(characters[i..<(i + marker.count)]) == marker
        }) else { return false }
        let annotations = String(characters[(start + marker.count)...]).split {
            $0 == "," || $0 == " " || $0 == "\n" || $0 == "\t"
        }
        return annotations.contains { $0 == "AutoMockable" }
    }

    private static func simpleName(of type: TypeRef) -> String? {
        guard case .named(let components) = type.kind else { return nil }
        return components.last?.name
    }
}
