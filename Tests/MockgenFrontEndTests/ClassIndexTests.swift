import MockgenFrontEnd
import Testing

@Suite struct ClassIndexTests {
    private func index(_ files: [(String, String)], requesting: Set<String> = []) -> ClassIndex {
        ClassIndex(files: files.map { FrontEnd.parse($0.1, path: $0.0, options: ParseOptions(membersOf: requesting)) })
    }

    private func names(_ members: [InheritedClassMember]) -> [String] {
        members.map { m in
            switch m.member.member {
            case .function(let f): f.name
            case .property(let p): p.name
            case .subscript: "subscript"
            case .initializer: "init"
            default: "?"
            }
        }
    }

    @Test func theFirstInheritanceEntryIsDecidedFromTheInputs() throws {
        let idx = ClassIndex(files: [
            FrontEnd.parse("class Base {}\nprotocol Local {}\nclass A: Base, Local {}\nclass B: Local, Sendable {}"),
            FrontEnd.parse(
                "class C: Sendable {}\nclass D: NSObject, Local {}\nclass E: @unchecked Sendable {}\nclass F {}"),
        ])
        func decl(_ name: String) throws -> ClassDecl { try #require(idx.classes.first { $0.name == name }) }
        #expect(idx.superclass(of: try decl("A")) == .inInputs(try decl("Base")))
        #expect(idx.adoptedProtocols(of: try decl("A")).map(\.text) == ["Local"])
        #expect(idx.superclass(of: try decl("B")) == .none)
        #expect(idx.adoptedProtocols(of: try decl("B")).map(\.text) == ["Local", "Sendable"])
        #expect(idx.superclass(of: try decl("C")) == .none)
        #expect(idx.superclass(of: try decl("D")) == .external(.named("NSObject")))
        #expect(idx.superclass(of: try decl("E")) == .none)
        #expect(idx.superclass(of: try decl("F")) == .none)
    }

    @Test func overridableMembersIncludeTheChainAcrossFilesNearestFirst() throws {
        let idx = index([
            ("Child.swift", "/// @mockable\nclass Child: Middle { override func shared() {}\n func own() {} }"),
            ("Middle.swift", "class Middle: Root { func middle() {} }"),
            ("Root.swift", "class Root { func shared() {}\n var root: Int = 0 }"),
        ], requesting: ["Middle", "Root"])
        let child = try #require(idx.classes.first { $0.name == "Child" })
        #expect(idx.superclassChain(of: child).0.map(\.name) == ["Middle", "Root"])
        let members = idx.overridableMembers(of: child, visibility: .testable)
        #expect(names(members) == ["shared", "own", "middle", "root"])
        #expect(members.map(\.declaringClass) == ["Child", "Child", "Middle", "Root"])
        let allOverridable = members.allSatisfy(\.overridability.isOverridable)
        #expect(allOverridable)
    }

    @Test func superclassesWhoseMembersWereNotParsedAreNamedForASecondParse() throws {
        let files = [
            ("Child.swift", "/// @mockable\nclass Child: Root { func own() {} }"),
            ("Root.swift", "class Root { func root() {} }\nclass Unrelated { func u() {} }"),
        ]
        let first = index(files)
        let child = try #require(first.classes.first { $0.name == "Child" })
        #expect(first.classesMissingMembers(forMocking: [child]).map(\.qualifiedName) == ["Root"])
        #expect(names(first.overridableMembers(of: child, visibility: .testable)) == ["own"])

        let second = index(files, requesting: ["Root"])
        let again = try #require(second.classes.first { $0.name == "Child" })
        #expect(second.classesMissingMembers(forMocking: [again]).isEmpty)
        #expect(names(second.overridableMembers(of: again, visibility: .testable)) == ["own", "root"])
        #expect(second.classes.first { $0.name == "Unrelated" }?.members == nil)
    }

    @Test func eachRuleSaysWhyAMemberCannotBeOverridden() throws {
        let idx = index([("A.swift", """
            /// @mockable
            open class A {
                open func openMember() {}
                public func publicMember() {}
                func internalMember() {}
                package func packageMember() {}
                private func privateMember() {}
                fileprivate func fileprivateMember() {}
                final func finalMember() {}
                static func staticMember() {}
                open class func classMember() {}
                public let constant: Int = 0
                open var openProperty: Int = 0
            }
            """)])
        let decl = try #require(idx.classes.first)
        func rule(_ name: String, _ visibility: ModuleVisibility) -> Overridability? {
            let members = idx.overridableMembers(of: decl, visibility: visibility)
            return zip(names(members), members).first { $0.0 == name }?.1.overridability
        }
        #expect(rule("openMember", .imported) == .overridable)
        #expect(rule("openProperty", .imported) == .overridable)
        #expect(rule("classMember", .imported) == .overridable)
        #expect(rule("publicMember", .imported) == .notOverridable(.publicNotOpen))
        #expect(rule("publicMember", .testable) == .overridable)
        #expect(rule("internalMember", .imported) == .notOverridable(.internalWithoutTestableImport))
        #expect(rule("internalMember", .testable) == .overridable)
        #expect(rule("packageMember", .testable) == .overridable)
        #expect(rule("privateMember", .testable) == .notOverridable(.hidden(.private)))
        #expect(rule("fileprivateMember", .testable) == .notOverridable(.hidden(.fileprivate)))
        #expect(rule("finalMember", .testable) == .notOverridable(.finalMember))
        #expect(rule("staticMember", .testable) == .notOverridable(.staticMember))
        #expect(rule("constant", .testable) == .notOverridable(.constant))
        #expect(NotOverridableReason.publicNotOpen.description.contains("not open"))
    }

    @Test func aFinalOverrideHidesTheOverridableOriginal() throws {
        let idx = index(
            [
                (
                    "A.swift",
                    "/// @mockable\nclass Sub: Base { final override func f() {} }\n"
                        + "class Base { func f() {}; func g() {} }"
                )
            ],
            requesting: ["Base"])
        let sub = try #require(idx.classes.first { $0.name == "Sub" })
        let members = idx.overridableMembers(of: sub, visibility: .testable)
        #expect(names(members) == ["f", "g"])
        #expect(members[0].overridability == .notOverridable(.finalMember))
        #expect(members[1].overridability == .overridable)
    }

    @Test func membersOfAFinalClassInTheChainAndTheClassItselfAreReported() throws {
        let idx = index([
            (
                "A.swift",
                "/// @mockable\nfinal class F { func f() {} }\n/// @mockable\nopen class O {}\n/// @mockable\n"
                    + "public class P {}\n/// @mockable\nprivate class Q {}"
            )
        ])
        func decl(_ name: String) throws -> ClassDecl { try #require(idx.classes.first { $0.name == name }) }
        #expect(idx.subclassing(try decl("F"), visibility: .testable) == .notOverridable(.finalClass("F")))
        #expect(
            idx.overridableMembers(of: try decl("F"), visibility: .testable).first?.overridability
                == .notOverridable(.finalClass("F")))
        #expect(idx.subclassing(try decl("O"), visibility: .imported) == .overridable)
        #expect(idx.subclassing(try decl("P"), visibility: .imported) == .notOverridable(.publicNotOpen))
        #expect(idx.subclassing(try decl("P"), visibility: .testable) == .overridable)
        #expect(idx.subclassing(try decl("Q"), visibility: .testable) == .notOverridable(.hidden(.private)))
    }

    @Test func designatedInitializersComeFromTheNearestClassThatDeclaresThem() throws {
        let idx = index([("A.swift", """
            /// @mockable
            class Leaf: Middle { convenience init(flag: Bool) { self.init(x: 1) } }
            class Middle: Root { var extra = 0 }
            class Root { init(x: Int) {}; required init(y: String) {}; private init() {} }
            """)], requesting: ["Middle", "Root"])
        let leaf = try #require(idx.classes.first { $0.name == "Leaf" })
        let inits = idx.designatedInitializers(of: leaf, visibility: .testable)
        #expect(inits.count == 3)
        #expect(inits.map(\.declaringClass) == ["Root", "Root", "Root"])
        #expect(inits[1].member.isRequiredInitializer)
        #expect(inits[2].overridability == .notOverridable(.hidden(.private)))
    }

    @Test func anInheritanceCycleIsCutAndReported() throws {
        let idx = index(
            [("A.swift", "/// @mockable\nclass A: B { func a() {} }\nclass B: A { func b() {} }")], requesting: ["B"])
        let a = try #require(idx.classes.first { $0.name == "A" })
        let (chain, diagnostics) = idx.superclassChain(of: a)
        #expect(chain.map(\.name) == ["B"])
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.message.contains("inherits from itself") == true)
        #expect(names(idx.overridableMembers(of: a, visibility: .testable)) == ["a", "b"])
    }
}
