import MockgenFrontEnd
import Testing

@Suite struct MemberParsingTests {
    @Test func functionWithLabelsNamesVariadicsInoutDefaultsAndClosures() throws {
        let f = try #require(functions(parseProtocol("""
            protocol P {
                func load(_ request: Request, from url: URL, retries: Int = 3, ids: Int..., into buffer: inout [UInt8],
                          completion: @escaping @Sendable (Result<Data, any Error>) -> Void) async throws -> Bool
            }
            """)).first)
        #expect(f.name == "load")
        #expect(f.parameters.map(\.label) == [nil, "from", "retries", "ids", "into", "completion"])
        #expect(f.parameters.map(\.name) == ["request", "url", "retries", "ids", "buffer", "completion"])
        #expect(f.parameters.map(\.type.text) == [
            "Request", "URL", "Int", "Int", "inout [UInt8]", "@escaping @Sendable (Result<Data, any Error>) -> Void",
        ])
        #expect(f.parameters[2].defaultValue == "3")
        #expect(f.parameters[3].isVariadic)
        #expect(f.parameters[4].isInout)
        #expect(f.parameters[5].type.hasAttribute("escaping"))
        #expect(f.effects == Effects(isAsync: true, throwing: .throws))
        #expect(f.returnType?.text == "Bool")
    }

    @Test func genericFunctionWithConstraintsAndWhereClause() throws {
        let f = try #require(
            functions(
                parseProtocol(
                    """
                    protocol P {
                        func decode<T: Decodable, each U>(_ type: T.Type, _ rest: repeat each U) -> T where T: Sendable, T.ID == Int
                    }
                    """)
            ).first)
        #expect(
            f.genericParameters == [
                GenericParameter(name: "T", constraint: .named("Decodable")),
                GenericParameter(name: "U", isPack: true),
            ])
        #expect(f.parameters.map(\.type.text) == ["T.Type", "repeat each U"])
        #expect(f.whereClause.map(\.text) == ["T: Sendable", "T.ID == Int"])
        #expect(f.whereClause.map(\.kind) == [.conformance, .sameType])
    }

    @Test func typedThrowsRethrowsAndModifiers() throws {
        let fs = functions(parseProtocol("""
            protocol P {
                @discardableResult static func a() throws(MyError) -> Int
                mutating func b(_ f: () throws -> Void) rethrows
                nonisolated func c()
                @available(iOS 15, *) @MainActor func d()
            }
            """))
        #expect(fs.map(\.name) == ["a", "b", "c", "d"])
        #expect(fs[0].effects.throwing == .typed(.named("MyError")))
        #expect(fs[0].modifiers == ["static"])
        #expect(fs[0].isStatic)
        #expect(fs[0].attributes == [Attribute(name: "discardableResult")])
        #expect(fs[1].effects.throwing == .rethrows)
        #expect(fs[1].modifiers == ["mutating"])
        #expect(fs[1].parameters[0].type.text == "() throws -> Void")
        #expect(fs[2].modifiers == ["nonisolated"])
        #expect(fs[3].attributes.map(\.text) == ["@available(iOS 15, *)", "@MainActor"])
    }

    @Test func operatorsAreFunctionsNamedByTheOperator() {
        let fs = functions(parseProtocol("""
            protocol P {
                static func == (lhs: Self, rhs: Self) -> Bool
                static func <(lhs: Self, rhs: Self) -> Bool
                static func +++<T>(lhs: Self, rhs: T) -> Self
                prefix static func - (x: Self) -> Self
            }
            """))
        #expect(fs.map(\.name) == ["==", "<", "+++", "-"])
        #expect(fs.map(\.isOperator) == [true, true, true, true])
        #expect(fs[2].genericParameters.map(\.name) == ["T"])
        #expect(fs[3].modifiers == ["prefix", "static"])
    }

    @Test func propertiesWithAccessorsAndEffects() {
        let ps = properties(parseProtocol("""
            protocol P {
                var name: String { get }
                var count: Int { get set }
                static var shared: Self { get }
                var value: Data { get async throws }
                var flag: Bool { mutating get nonmutating set }
                var typed: Int { get throws(MyError) }
            }
            """))
        #expect(ps.map(\.name) == ["name", "count", "shared", "value", "flag", "typed"])
        #expect(ps.map(\.hasSetter) == [false, true, false, false, true, false])
        #expect(ps[2].isStatic)
        #expect(ps[3].getter?.effects == Effects(isAsync: true, throwing: .throws))
        #expect(ps[4].accessors.map(\.modifiers) == [["mutating"], ["nonmutating"]])
        #expect(ps[5].getter?.effects.throwing == .typed(.named("MyError")))
    }

    @Test func subscriptsInitializersAssociatedTypesAndTypeAliases() throws {
        let ms = members(of: parseProtocol("""
            protocol P {
                associatedtype Item: Codable & Sendable = String where Item: Hashable
                associatedtype Other
                typealias Handler<T> = (T) -> Void
                subscript(index: Int) -> Item { get set }
                subscript<K: Hashable>(key key: K) -> Item? { get }
                init()
                init?(string: String) throws
                init!(raw: Int)
            }
            """))
        #expect(ms.count == 8)
        guard case .associatedType(let item) = ms[0], case .associatedType(let other) = ms[1],
              case .typeAlias(let alias) = ms[2], case .subscript(let s1) = ms[3], case .subscript(let s2) = ms[4],
              case .initializer(let i1) = ms[5], case .initializer(let i2) = ms[6], case .initializer(let i3) = ms[7]
        else {
            Issue.record("unexpected member kinds: \(ms)")
            return
        }
        #expect(item.name == "Item")
        #expect(item.inheritance.map(\.text) == ["Codable & Sendable"])
        #expect(item.defaultType?.text == "String")
        #expect(item.whereClause.map(\.text) == ["Item: Hashable"])
        #expect(other.inheritance.isEmpty && other.defaultType == nil)
        #expect(
            alias.name == "Handler" && alias.genericParameters.map(\.name) == ["T"] && alias.type.text == "(T) -> Void")
        #expect(s1.parameters.map(\.label) == [nil] && s1.parameters.map(\.name) == ["index"])
        #expect(s1.returnType.text == "Item" && s1.hasSetter)
        #expect(s2.parameters.map(\.label) == ["key"] && s2.genericParameters.map(\.name) == ["K"])
        #expect(s2.returnType.text == "Item?" && !s2.hasSetter)
        #expect(i1.failability == .none && i1.parameters.isEmpty)
        #expect(
            i2.failability == .optional && i2.effects.throwing == .throws && i2.parameters.map(\.label) == ["string"])
        #expect(i3.failability == .implicitlyUnwrapped)
    }

    @Test func ifConfigInsideProtocolIsKeptWithItsClauses() throws {
        let decl = try #require(parseProtocol("""
            protocol P {
                func always()
                #if os(iOS) || targetEnvironment(macCatalyst)
                func onIOS()
                #elseif DEBUG
                #if canImport(Foo)
                func nested()
                #endif
                #else
                var other: Int { get }
                #endif
            }
            """))
        #expect(decl.members.count == 2)
        guard case .ifConfig(let block) = decl.members[1] else {
            Issue.record("expected #if block")
            return
        }
        #expect(block.clauses.map(\.keyword) == [.if, .elseif, .else])
        #expect(block.clauses.map(\.condition) == ["os(iOS) || targetEnvironment(macCatalyst)", "DEBUG", nil])
        #expect(block.clauses.map(\.items.count) == [1, 1, 1])
        #expect(block.location.line == 3)
        guard case .ifConfig(let inner) = block.clauses[1].items[0] else {
            Issue.record("expected nested #if block")
            return
        }
        #expect(inner.clauses.map(\.condition) == ["canImport(Foo)"])
    }

    /// A member starts at its first attribute or keyword, after any comment before it.
    @Test func memberLocationsFollowTheirComments() {
        let fs = functions(parseProtocol("""
            protocol P {
                /// Starts it.
                func start()
                // not a doc comment
                func stop() // trailing
                /// Resets.
                @MainActor func reset()
            }
            """))
        #expect(fs.map(\.location.line) == [3, 5, 7])
        #expect(fs.map(\.location.column) == [5, 5, 5])
    }

    @Test func keywordsAsLabelsAndBacktickedNames() {
        let fs = functions(parseProtocol("""
            protocol P {
                func move(in area: Int, for reason: String, default: Bool)
                func `default`(`protocol`: Int)
                func given() -> Int
            }
            """))
        #expect(fs.map(\.name) == ["move", "`default`", "given"])
        #expect(fs[0].parameters.map(\.label) == ["in", "for", "default"])
        #expect(fs[1].parameters.map(\.name) == ["`protocol`"])
    }

    @Test func brokenMemberSkipsItsProtocolWithAWarningAndNotTheNextOne() {
        let model = FrontEnd.parse("""
            protocol P {
                func ok1()
                func broken(x: ) -> 
                var noType
                case what
                func ok2() -> Int
                var ok3: Int { get }
            }
            protocol Q { func after() }
            """, path: "Broken.swift")
        #expect(model.protocols.map(\.name) == ["Q"])
        #expect(!model.diagnostics.isEmpty)
        #expect(model.diagnostics.allSatisfy {
            $0.path == "Broken.swift" && $0.severity == .warning && $0.kind == .unreadableDeclaration
                && $0.message.hasPrefix("could not read protocol 'P' (")
        })
        #expect(model.diagnostics.first?.location.line == 3)
    }

    @Test func conditionalAttributeBeforeEndifIsAWarningNotAnError() {
        let model = FrontEnd.parse("""
            protocol P {
                #if compiler(>=5.9)
                @preconcurrency
                #endif
                func f()
            }
            """)
        #expect(model.diagnostics.map(\.severity) == [.warning])
        #expect(model.diagnostics.first?.location.line == 3)
        #expect(functions(model.protocols.first).map(\.name) == ["f"])
    }

    @Test func attributesWithArgumentsOnMembers() {
        let fs = functions(parseProtocol("""
            protocol P {
                @available(*, deprecated, message: "use other")
                func old()
                @_spi(Internal) @objc(doIt:) func doIt(_ x: Int)
            }
            """))
        #expect(fs[0].attributes == [Attribute(name: "available", arguments: #"*, deprecated, message: "use other""#)])
        #expect(fs[1].attributes.map(\.text) == ["@_spi(Internal)", "@objc(doIt:)"])
    }
}
