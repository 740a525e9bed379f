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
