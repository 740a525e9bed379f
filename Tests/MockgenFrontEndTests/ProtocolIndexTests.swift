import MockgenFrontEnd
import Testing

@Suite struct ProtocolIndexTests {
    private func index(_ files: [(String, String)]) -> ProtocolIndex {
        ProtocolIndex(files: files.map { FrontEnd.parse($0.1, path: $0.0) })
    }

    private func memberNames(_ resolved: ResolvedProtocol) -> [String] {
        resolved.members.compactMap { item -> String? in
            guard case .member(let m) = item else { return nil }
            switch m {
            case .function(let f): return f.name
            case .property(let p): return p.name
            case .associatedType(let a): return a.name
            default: return nil
            }
        }
    }

    @Test func inheritedRequirementsFromAnotherFileAreMerged() throws {
        let idx = index([
            ("A.swift", "protocol Child: Base, Sendable { func child() }"),
            ("B.swift", "protocol Base: AnyObject { func base(); var name: String { get } }"),
        ])
        let child = try #require(idx.protocols.first { $0.name == "Child" })
        let (resolved, diagnostics) = idx.resolve(child)
        #expect(diagnostics.isEmpty)
        #expect(resolved.ancestors.map(\.name) == ["Base"])
        #expect(memberNames(resolved) == ["child", "base", "name"])
        #expect(resolved.externalInheritance.map(\.text) == ["Sendable", "AnyObject"])
    }

    @Test func diamondInheritanceCollapsesDuplicates() throws {
        let idx = index([("D.swift", """
            protocol Root { func root(); associatedtype Item }
            protocol Left: Root { func left(); func root() }
            protocol Right: Root { func right() }
            protocol Bottom: Left, Right, Equatable {}
            protocol Other: Equatable {}
            """)])
        let bottom = try #require(idx.protocols.first { $0.name == "Bottom" })
        let (resolved, diagnostics) = idx.resolve(bottom)
        #expect(diagnostics.isEmpty)
        #expect(resolved.ancestors.map(\.name) == ["Left", "Right", "Root"])
        #expect(memberNames(resolved) == ["left", "root", "right", "Item"])
        #expect(resolved.externalInheritance.map(\.text) == ["Equatable"])
    }

    @Test func genericAndCompositionInheritanceResolve() throws {
        let idx = index([("G.swift", """
            protocol Store<Item> { associatedtype Item; func load() -> Item }
            protocol Named { var name: String { get } }
            protocol IntStore: Store<Int> & Named, Sendable {}
            protocol Constrained where Self: Named { func extra() }
            """)])
        let intStore = try #require(idx.protocols.first { $0.name == "IntStore" })
        let (resolved, _) = idx.resolve(intStore)
        #expect(resolved.ancestors.map(\.name) == ["Store", "Named"])
        #expect(memberNames(resolved) == ["Item", "load", "name"])
        #expect(resolved.externalInheritance.map(\.text) == ["Sendable"])

        let constrained = try #require(idx.protocols.first { $0.name == "Constrained" })
        #expect(memberNames(idx.resolve(constrained).0) == ["extra", "name"])
    }

    @Test func cyclesAreReportedAndCut() throws {
        let idx = index([("C.swift", """
            protocol A: B { func a() }
            protocol B: C { func b() }
            protocol C: A { func c() }
            protocol SelfLoop: SelfLoop {}
            """)])
        let a = try #require(idx.protocols.first { $0.name == "A" })
        let (resolved, diagnostics) = idx.resolve(a)
        #expect(memberNames(resolved) == ["a", "b", "c"])
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.message.contains("A -> B -> C -> A") == true)
        #expect(diagnostics.first?.path == "C.swift")

        let loop = try #require(idx.protocols.first { $0.name == "SelfLoop" })
        #expect(idx.resolve(loop).1.count == 1)
    }

    @Test func cycleNotThroughTheRootIsReportedOnce() throws {
        let idx = index([("C.swift", "protocol Top: B, C {}\nprotocol B: C {}\nprotocol C: B {}")])
        let top = try #require(idx.protocols.first { $0.name == "Top" })
        let diagnostics = idx.resolve(top).1
        #expect(diagnostics.map(\.message) == ["protocol 'B' inherits from itself (B -> C -> B)"])
    }

    @Test func longInheritanceChainsDoNotOverflow() throws {
        let n = 5_000
        let source = (0..<n).map { "protocol P\($0): P\($0 + 1) { func f\($0)() }" }.joined(separator: "\n")
        let idx = index([("Chain.swift", source)])
        let first = try #require(idx.protocols.first { $0.name == "P0" })
        let (resolved, diagnostics) = idx.resolve(first)
        #expect(resolved.ancestors.count == n - 1)
        #expect(diagnostics.isEmpty)
        #expect(resolved.externalInheritance.map(\.text) == ["P\(n)"])
    }

    @Test func nestedProtocolsAreFoundFromTheirScope() throws {
        let idx = index([
            ("N.swift", "enum Outer { protocol Inner { func inner() }; protocol User: Inner {} }"),
            ("M.swift", "protocol Qualified: Outer.Inner {}\nprotocol Unique: Inner {}"),
        ])
        for name in ["User", "Qualified", "Unique"] {
            let p = try #require(idx.protocols.first { $0.name == name })
            #expect(memberNames(idx.resolve(p).0) == ["inner"], "\(name)")
        }
    }

    @Test func indexOrderIsDeterministicWhateverTheFileOrder() {
        let files = [("b.swift", "protocol B {}\nprotocol A {}"), ("a.swift", "protocol C {}")]
        #expect(index(files).protocols.map(\.name) == index(files.reversed()).protocols.map(\.name))
        #expect(index(files).protocols.map(\.name) == ["A", "B", "C"])
    }
}

/// Files belong to modules by their path (`Sources/<Module>/…`) or as the caller says.
@Suite struct ModuleAwareLookupTests {
    private func index(_ files: [(String, String)], moduleOf: ((String) -> String?)? = nil) -> ProtocolIndex {
        let models = files.map { FrontEnd.parse($0.1, path: $0.0) }
        return moduleOf.map { ProtocolIndex(files: models, moduleOf: $0) } ?? ProtocolIndex(files: models)
    }

    private func parent(of name: String, in idx: ProtocolIndex, module: String) throws -> ProtocolDecl? {
        let child = try #require(idx.protocols.first { $0.name == name && idx.module(of: $0) == module })
        return idx.lookup(try #require(child.inheritance.first), from: child)
    }

    @Test func theModuleOfAFileIsTheFolderAfterTheLastSourcesFolder() {
        #expect(ModuleLayout.module(ofPath: "Sources/Core/Engine.swift") == "Core")
        #expect(ModuleLayout.module(ofPath: "/repo/.build/checkouts/lib/Sources/Base/Sub/P.swift") == "Base")
        #expect(ModuleLayout.module(ofPath: "/repo/Sources/App/Sources/Inner/P.swift") == "Inner")
        #expect(ModuleLayout.module(ofPath: "Sources/P.swift") == nil)
        #expect(ModuleLayout.module(ofPath: "Lib/P.swift", fallback: "Lib") == "Lib")
        #expect(ModuleLayout.module(ofPath: "Sources/my-module/P.swift") == nil)
        #expect(ModuleLayout.module(ofPath: "Sources/1st/P.swift") == nil)
        #expect(ModuleLayout.module(ofPath: "/repo//Sources//Core///Engine.swift") == "Core")
        #expect(ModuleLayout.module(ofPath: "/repo/Sources/App/Sources/P.swift", fallback: "App") == "App")
        #expect(ModuleLayout.module(ofPath: "/repo/SourcesX/App/P.swift") == nil)
        #expect(ModuleLayout.module(ofPath: "/repo/Sources/Café/P.swift") == "Café")
        #expect(ModuleLayout.module(ofPath: "/répo/Sources/Core/P.swift") == "Core")
    }

    @Test func aModuleQualifiedParentFindsTheProtocolOfThatModule() throws {
        let idx = index([
            ("Sources/GRPCCore/Service.swift", "public protocol RegistrableRPCService { func register() }"),
            ("Sources/Other/Service.swift", "public protocol RegistrableRPCService { func other() }"),
            ("Sources/App/Echo.swift", "protocol Echo: GRPCCore.RegistrableRPCService {}"),
        ])
        let found = try parent(of: "Echo", in: idx, module: "App")
        #expect(found.map(idx.module(of:)) == "GRPCCore")
    }

    @Test func anUnqualifiedParentMeansTheOneOfTheReferringModule() throws {
        let idx = index([
            ("Sources/A/Store.swift", "protocol Store { func a() }\nprotocol Cache: Store {}"),
            ("Sources/B/Store.swift", "protocol Store { func b() }\nprotocol Cache: Store {}"),
        ])
        #expect(try parent(of: "Cache", in: idx, module: "A").map(idx.module(of:)) == "A")
        #expect(try parent(of: "Cache", in: idx, module: "B").map(idx.module(of:)) == "B")
    }

    @Test func aNestedNameIsFoundInTheReferringModuleFirst() throws {
        let idx = index([
            ("Sources/A/Store.swift", "enum NS { protocol Item {} }"),
            ("Sources/B/Store.swift", "enum NS { protocol Item {} }\nprotocol User: NS.Item {}"),
        ])
        #expect(try parent(of: "User", in: idx, module: "B").map(idx.module(of:)) == "B")
    }

    @Test func theCallerNamesTheModuleOfPathsWithoutALayout() throws {
        let idx = index([
            ("<standard library>", "protocol Decodable { init(from decoder: any Decoder) throws }"),
            ("Model.swift", "protocol Model: Swift.Decodable {}"),
        ]) { $0 == "<standard library>" ? "Swift" : "App" }
        let found = try parent(of: "Model", in: idx, module: "App")
        #expect(found?.name == "Decodable")
        #expect(found.map(idx.module(of:)) == "Swift")
    }

    @Test func aQualifierThatIsNoKnownModuleFindsNothing() throws {
        let idx = index([
            ("Sources/A/Store.swift", "protocol Store {}"),
            ("Sources/B/User.swift", "protocol User: Elsewhere.Store {}"),
        ])
        #expect(try parent(of: "User", in: idx, module: "B") == nil)
    }
}
