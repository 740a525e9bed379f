import MockgenFrontEnd

/// The rule of pruning by use, by name alone: which mocks the names a test target mentions may
/// mean. It belongs with the generator, which names the mocks; the read stage asks it through the
/// predicate of `MockGenerator.classMockingRoots(options:facts:)` (which class bodies to read), and
/// screening asks it directly (which selected protocols and classes to mock), so that they agree.
///
/// A mock counts as named when a used name is one a test can write for it: the mock's name
/// (`EngineMock`, `CoreEngineMock` when module-prefixed, `EngineMock2` when renamed), the
/// top-level alias of a nested type's mock (`ServerDelegateMock`), or its builder types
/// (`_EngineMockBuilder`, `_EngineMockStaticBuilder`). A name that is merely the same keeps a
/// mock too: pruning only ever keeps too much.
struct UsedMockNames: Hashable, Sendable {
    /// The used names, reduced to the mock names they could mean (`_EngineMockBuilder` and
    /// `EngineMock2` to `EngineMock`).
    private let mockNames: Set<String>

    /// Every used name, reduced the same way: a name a mark asks for (`FakeEngine`) need not
    /// follow the pattern.
    private let reducedNames: Set<String>

    /// How mocks are named (`EngineMock`, or `MockEngine` with another pattern).
    private let pattern: MockNamePattern

    /// The rule for `usedNames`, the identifiers the test sources mention, for mocks named by `pattern`.
    init(usedNames: Set<String>, pattern: MockNamePattern) {
        self.pattern = pattern
        var names = Set<String>(), reduced = Set<String>()
        for name in usedNames {
            let meant = Self.mockName(meant: name)
            reduced.insert(meant)
            if pattern.mayName(meant) || pattern.mayName(name) { names.insert(meant) }
        }
        mockNames = names
        reducedNames = reduced
    }

    /// `_XBuilder` and `_XStaticBuilder` to `X`, then a numbered `XMock2` to `XMock`.
    static func mockName(meant name: String) -> String {
        var name = Substring(name)
        if name.hasPrefix("_") {
            for suffix in ["StaticBuilder", "Builder"] where name.hasSuffix(suffix) {
                name = name.dropFirst().dropLast(suffix.count)
                break
            }
        }
        while let last = name.last, last.isASCII, last.isNumber { name = name.dropLast() }
        return String(name)
    }

    /// True when a used name may mean the mock of the protocol `decl` (declared in `module`).
    func names(mockOf decl: ProtocolDecl, module: String?) -> Bool {
        if let asked = MarkArguments(docComment: decl.docComment).mockName { return reducedNames.contains(asked) }
        let bare = Self.bare(decl.name)
        return [pattern.name(for: bare), pattern.name(for: (module ?? "") + bare)].contains {
            names($0, enclosedBy: decl.enclosingTypes)
        }
    }

    /// True when a used name may mean the class mock of `decl`.
    func names(mockOf decl: ClassDecl) -> Bool {
        names(pattern.name(for: Self.bare(decl.name)), enclosedBy: decl.enclosingTypes)
    }

    private func names(_ base: String, enclosedBy enclosingTypes: [String]) -> Bool {
        mockNames.contains(base) || mockNames.contains(enclosingTypes.joined() + base)
    }

    /// The name without surrounding backticks.
    private static func bare(_ name: String) -> String {
        guard name.count >= 2, name.hasPrefix("`"), name.hasSuffix("`") else { return name }
        return String(name.dropFirst().dropLast())
    }
}
