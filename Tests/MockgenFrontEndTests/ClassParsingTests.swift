import MockgenFrontEnd
import Testing

/// The first class named `name` in `source`.
private func parseClass(_ source: String, named name: String? = nil, requesting: Set<String> = []) -> ClassDecl? {
    let classes = FrontEnd.parse(source, path: "Test.swift", options: ParseOptions(membersOf: requesting)).classes
    return name.map { n in classes.first { $0.name == n } } ?? classes.first
}

/// The member of `decl` with this name (function, property) or `subscript`/`init`.
private func member(_ decl: ClassDecl?, _ name: String) -> ClassMember? {
    decl?.members?.first { member in
        switch member.member {
        case .function(let f): f.name == name
        case .property(let p): p.name == name
        case .subscript: name == "subscript"
        case .initializer: name == "init"
        default: false
        }
    }
}

@Suite struct ClassParsingTests {
    @Test func aMarkedClassHasItsHeaderAndMembers() throws {
        let decl = try #require(parseClass("""
            /// A service.
            /// @mockable
            @MainActor @available(iOS 15, *)
            open class Service<Item: Codable>: Base, Sendable where Item: Hashable {
                open func load(id: Int) async throws -> Item { fatalError() }
            }
            """))
        #expect(decl.name == "Service")
        #expect(decl.access == .open)
        #expect(decl.attributes.map(\.name) == ["MainActor", "available"])
        #expect(decl.genericParameters.map(\.name) == ["Item"])
        #expect(decl.inheritance.map(\.text) == ["Base", "Sendable"])
        #expect(decl.whereClause.map(\.text) == ["Item: Hashable"])
        #expect(decl.hasSelectionMarker)
        let load = try #require(member(decl, "load"))
        guard case .function(let f) = load.member else { Issue.record("not a function"); return }
        #expect(f.effects.isAsync && f.effects.isThrowing)
        #expect(load.access == .open)
    }

    @Test func sourceryMarkerSelectsAClass() {
        let decl = parseClass("// sourcery: AutoMockable\nclass A { func f() {} }")
        #expect(decl?.hasSelectionMarker == true)
        #expect(decl?.members?.count == 1)
    }

    @Test func theMarkerIsReadFromTheLastDocCommentAndSourceryAnnotationLists() {
        #expect(parseClass("/** Docs\n * @mockable\n */\nclass A {}")?.hasSelectionMarker == true)
        #expect(parseClass("/// @mockable\n// unrelated\n/// Later docs\nclass A {}")?.hasSelectionMarker == false)
        #expect(parseClass("// sourcery: Other, AutoMockable\nclass A {}")?.hasSelectionMarker == true)
        #expect(parseClass("// sourcery: AutoMockableNot\nclass A {}")?.hasSelectionMarker == false)
        #expect(parseClass("// @mockable\nclass A {}")?.hasSelectionMarker == false)
        let marked = parseClass("/// Loads things.\n/// @mockable\nclass A {}")
        #expect(marked?.docComment == "Loads things.\n@mockable")
    }

    @Test func anUnmarkedClassKeepsItsHeaderButNotItsMembers() {
        let decl = parseClass("class Plain: Base { func f() {} var x: Int = 0 }")
        #expect(decl?.name == "Plain")
        #expect(decl?.inheritance.map(\.text) == ["Base"])
        #expect(decl?.members == nil)
    }

    @Test func requestedClassesHaveTheirMembersParsedWithoutAMarker() {
        let decl = parseClass("enum NS { class Plain { func f() {} } }", requesting: ["NS.Plain"])
        #expect(decl?.qualifiedName == "NS.Plain")
        #expect(decl?.members?.count == 1)
    }

    @Test func finalAndNestedAndExtensionClassesAreFound() {
        let classes = FrontEnd.parse("""
            final class A { class Inner {} }
            extension Outer {
                /// @mockable
                class B {} }
            struct S { class C {} }
            """).classes
        #expect(classes.map(\.qualifiedName) == ["A", "A.Inner", "Outer.B", "S.C"])
        #expect(classes[0].isFinal)
        #expect(classes[2].hasSelectionMarker)
    }

    @Test func methodsKeepEffectsGenericsAndModifiers() throws {
        let decl = parseClass("""
            /// @mockable
            class A {
                final func a() {}
                override func b() throws -> Int { 1 }
                class func c() {}
                static func d() {}
                private func e() {}
                fileprivate func f() {}
                open func g<T: Equatable>(_ t: T) -> T where T: Sendable { t }
                func h() throws(MyError) {}
                public func i() async {}
            }
            """)
        #expect(member(decl, "a")?.isFinal == true)
        #expect(member(decl, "b")?.isOverride == true)
        #expect(member(decl, "c")?.isClassMember == true)
        #expect(member(decl, "c")?.isStatic == false)
        #expect(member(decl, "d")?.isStatic == true)
        #expect(member(decl, "e")?.access == .private)
        #expect(member(decl, "f")?.access == .fileprivate)
        #expect(member(decl, "g")?.access == .open)
        #expect(member(decl, "i")?.access == .public)
        guard case .function(let g) = try #require(member(decl, "g")).member,
              case .function(let h) = try #require(member(decl, "h")).member else {
            Issue.record("not functions")
            return
        }
        #expect(g.genericParameters.map(\.name) == ["T"])
        #expect(g.whereClause.map(\.text) == ["T: Sendable"])
        #expect(h.effects.throwing == .typed(.named("MyError")))
    }

    @Test func propertiesTellStoredComputedLetLazyObservedAndSetterAccess() {
        let decl = parseClass("""
            /// @mockable
            class A {
                var stored: Int = 0
                let constant: String = ""
                lazy var lazyValue: [Int] = { [] }()
                var observed: Int = 0 { didSet { print(oldValue) } }
                var computed: Int { stored * 2 }
                var readWrite: Int { get { stored } set { stored = newValue } }
                public private(set) var restricted: Int = 0
                class var shared: Int { 1 }
                final var fixed: Int = 0
            }
            """)
        #expect(member(decl, "stored")?.isStoredProperty == true)
        #expect(member(decl, "stored")?.isSettable == true)
        #expect(member(decl, "constant")?.isLet == true)
        #expect(member(decl, "constant")?.isSettable == false)
        #expect(member(decl, "lazyValue")?.modifiers.contains("lazy") == true)
        #expect(member(decl, "observed")?.isStoredProperty == true)
        #expect(member(decl, "computed")?.isStoredProperty == false)
        #expect(member(decl, "computed")?.isSettable == false)
        #expect(member(decl, "readWrite")?.isSettable == true)
        #expect(member(decl, "restricted")?.access == .public)
        #expect(member(decl, "restricted")?.setterAccess == .private)
        #expect(member(decl, "shared")?.isClassMember == true)
        #expect(member(decl, "fixed")?.isFinal == true)
    }

    @Test func aPropertyWithoutATypeIsWarnedAboutAndTheRestIsRead() {
        let model = FrontEnd.parse("/// @mockable\nclass A {\n    var count = 0\n    func f() {}\n}")
        #expect(model.classes.first?.members?.count == 1)
        #expect(model.diagnostics.map(\.severity) == [.warning])
        #expect(model.diagnostics.first?.location.line == 3)
    }

    @Test func subscriptsAndInitializersAreMembersAndDeinitIsIgnored() {
        let decl = parseClass("""
            /// @mockable
            class A {
                init(x: Int) {}
                convenience init() { self.init(x: 0) }
                required init?(coder: Coder) {}
                init(url: String) async throws {}
                deinit { print("bye") }
                subscript(index: Int) -> String { get { "" } set {} }
            }
            """)
        let inits = decl?.members?.compactMap { m -> (ClassMember, InitializerDecl)? in
            if case .initializer(let i) = m.member { (m, i) } else { nil }
        } ?? []
        #expect(inits.count == 4)
        #expect(inits[1].0.isConvenienceInitializer)
        #expect(inits[2].0.isRequiredInitializer && inits[2].1.failability == .optional)
        #expect(inits[3].1.effects.isAsync && inits[3].1.effects.isThrowing)
        #expect(member(decl, "subscript")?.isSettable == true)
        #expect(decl?.members?.count == 5)
    }

    @Test func membersInsideIfConfigCarryTheirCondition() {
        let decl = parseClass("""
            #if os(iOS)
            /// @mockable
            class A {
                #if DEBUG
                func debug() {}
                #endif
                func always() {}
            }
            #endif
            """)
        #expect(decl?.conditions.map(\.condition) == ["os(iOS)"])
        #expect(member(decl, "debug")?.conditions.map(\.condition) == ["DEBUG"])
        #expect(member(decl, "always")?.conditions.isEmpty == true)
    }

    @Test func nestedTypesAndProtocolsInAMarkedClassAreNotTakenForMembers() {
        let model = FrontEnd.parse("""
            /// @mockable
            class A {
                struct Config { var value: Int = 0; func f() {} }
                protocol Delegate { func g() }
                /// @mockable
                class Inner { func h() {} }
                func own() {}
            }
            """)
        let outer = model.classes.first { $0.name == "A" }
        #expect(outer?.members?.count == 1)
        #expect(member(outer, "own") != nil)
        #expect(model.protocols.map(\.qualifiedName) == ["A.Delegate"])
        #expect(model.classes.first { $0.name == "Inner" }?.members?.count == 1)
    }

    @Test func classMembersThatAreNotTypesStayOutOfTheClassList() {
        let model = FrontEnd.parse("/// @mockable\nclass A { class func make() -> A { A() }; class var x: Int { 1 } }")
        #expect(model.classes.map(\.name) == ["A"])
        #expect(model.classes.first?.members?.count == 2)
    }

    @Test func everyTruncationOfAMarkedClassParsesWithoutTrapping() {
        let source = Array("""
            /// @mockable
            @MainActor open class A<T: Equatable>: Base, P where T: Sendable {
                #if DEBUG
                open var x: Int = 0 { didSet { print("\\(oldValue)") } }
                #endif
                public private(set) lazy var y: [T] = { [] }()
                required init?(coder: Coder) { super.init() }
                open subscript<K>(key: K) -> T? { get { nil } set {} }
                final class func make() async throws(E) -> Self { fatalError() }
                deinit {}
            }
            """.utf8)
        var modelled = 0
        for end in 0...source.count {
            let model = FrontEnd.parse(Array(source[..<end]), path: "Cut.swift")
            modelled += model.classes.count
        }
        #expect(modelled > 0)
        #expect(FrontEnd.parse(source, path: "Whole.swift").classes.first?.members?.count == 5)
    }

    @Test func malformedClassBodiesGiveDiagnosticsNotCrashes() {
        for source in [
            "/// @mockable\nclass A { func }",
            "/// @mockable\nclass A { var x: }",
            "/// @mockable\nclass A { init( }",
            "/// @mockable\nclass A {",
            "/// @mockable\nclass A: { subscript }",
            "/// @mockable\nclass A { var x: Int = { 1 }",
            String(repeating: "/// @mockable\nclass A { ", count: 400),
        ] {
            let model = FrontEnd.parse(source)
            #expect(!model.diagnostics.isEmpty, "\(source.prefix(40)) gave no diagnostic")
        }
    }
}
