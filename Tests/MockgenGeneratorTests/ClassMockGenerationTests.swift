import MockgenFrontEnd
import MockgenGenerator
import MockgenGeneratorTestSupport
import Testing

/// Which classes get a class mock, and the warnings for those that cannot have one.
@Suite struct ClassMockGenerationTests {
    private func warnings(_ source: String, options: GeneratorOptions = GeneratorOptions()) -> (String, [String]) {
        let result = generate([("Sources/Bank/Bank.swift", source)], options: options)
        return (result.source, result.diagnostics.map(\.message))
    }

    @Test func aMarkedClassConformingToSendableIsSkippedWithAWarningInsteadOfAnUncheckedMock() {
        let (source, messages) = warnings("""
            /// @mockable
            open class Vault: Sendable {
                public init() {}
            }
            """)
        #expect(!source.contains("VaultMock"))
        #expect(messages.contains { $0.contains("'Vault'") && $0.contains("Sendable") })
        #expect(!source.contains("@unchecked"))
    }

    @Test func anUncheckedSendableClassGetsAMockThatRestatesIt() {
        let (source, _) = warnings("""
            /// @mockable
            open class Cache: @unchecked Sendable {
                public init() {}
                open func get() -> Int { 0 }
            }
            """)
        #expect(source.contains("final class CacheMock: Bank.Cache, MockRuntime.Mock, @unchecked Swift.Sendable"))
    }

    @Test func aMarkedFinalClassIsReportedAndAllClassesLeavesItOutQuietly() {
        let input = """
            /// @mockable
            public final class Ledger { public init() {} }
            """
        let (_, marked) = warnings(input)
        #expect(marked.contains { $0.contains("class 'Ledger' cannot be mocked") && $0.contains("final") })
        var options = GeneratorOptions()
        options.mockAllClasses = true
        let (_, all) = warnings("public final class Journal { public init() {} }", options: options)
        #expect(all.isEmpty)
    }

    @Test func membersInheritedFromGenericSuperclassesAreOverriddenWithTheArgumentsTheChainGives() {
        // The superclasses are marked too, so that their members are parsed without the driver's second pass.
        let files = [("Sources/Bank/A.swift", """
            /// @mockable
            open class Store<Element> {
                public init() {}
                open func add(_ element: Element) throws(Failure<Element>) {}
                open subscript(index: Int) -> Element.Index? { nil }
            }
            /// @mockable
            open class Box<T>: Store<[T]> {
                open func get<T>(_ value: T) -> T { value }
            }
            /// @mockable
            open class IntBox: Box<Int> {}
            """)]
        let result = generate(files)
        #expect(result.diagnostics.isEmpty)
        #expect(result.source.contains("final class IntBoxMock: Bank.IntBox"))
        #expect(result.source.contains("override func add(_ element: [Int]) throws(Failure<[Int]>)"))
        #expect(result.source.contains("override subscript(index: Int) -> Swift.Array<Int>.Index?"))
        #expect(result.source.contains("override func get<T>(_ value: T) -> T"))
    }

    @Test func throughAPlainImportOnlyOpenMembersAreOverridden() {
        var options = GeneratorOptions()
        options.imports = ["Bank"]
        let (source, _) = warnings("""
            /// @mockable
            open class Teller {
                public init() {}
                open func pay() -> Int { 1 }
                public func count() -> Int { 2 }
            }
            """, options: options)
        #expect(source.contains("override func pay() -> Int"))
        #expect(!source.contains("override func count()"))
        #expect(source.contains("// - count(): it is public but not open"))
    }

    @Test func spiesAreGeneratedOnlyWithTheOption() {
        let input = """
            /// @mockable
            protocol Greeter { func greet() -> String }
            """
        #expect(!generate([("G.swift", input)]).source.contains("forwardingTo"))
        var options = GeneratorOptions()
        options.spies = true
        let spy = generate([("G.swift", input)], options: options).source
        #expect(spy.contains("forwardingTo real: sending any Greeter,"))
        #expect(spy.contains("forwarded: { (real: any Greeter) in real.greet() }"))
    }

    @Test func aClassNestedInAPrivateTypeIsSkippedWithAWarningNamingTheEnclosingType() {
        var options = GeneratorOptions()
        options.mockAllClasses = true
        let (source, messages) = warnings("""
            private enum Registry {
                enum Shelf {
                    open class Slot { public init() {} }
                }
            }
            fileprivate extension Visible {
                class Cursor { init() {} }
            }
            enum Visible {
                class Entry { init() {} }
            }
            """, options: options)
        #expect(!source.contains("SlotMock") && !source.contains("CursorMock"))
        #expect(source.contains("EntryMock"))
        #expect(messages.contains(
            "class 'Registry.Shelf.Slot' cannot be mocked: a test target cannot subclass it (it is nested in "
                + "'Registry', which is private)"))
        #expect(messages.contains(
            "class 'Visible.Cursor' cannot be mocked: a test target cannot subclass it (it is nested in "
                + "'Visible', which is fileprivate)"))
        #expect(messages.count == 2)
    }

    @Test func throughAPlainImportAClassNestedInAnInternalTypeIsSkipped() {
        var options = GeneratorOptions()
        options.imports = ["Bank"]
        let (source, messages) = warnings("""
            enum Branches {
                /// @mockable
                open class Branch { public init() {} }
            }
            public enum Vaults {
                /// @mockable
                open class Vault { public init() {} }
            }
            """, options: options)
        #expect(!source.contains("BranchMock"))
        #expect(source.contains("VaultMock"))
        #expect(messages.contains { $0.contains("'Branches.Branch'")
            && $0.contains("nested in 'Branches', which is internal") })
    }

    @Test func aDecodableClassMockOverridesTheSynthesizedInitializerOnlyWhenTheClassDeclaresNone() {
        let (source, _) = warnings("""
            protocol Storable: Identifiable & Codable {}
            /// @mockable
            open class Account: Storable {
                public var id: Int
                public init(id: Int) { self.id = id }
            }
            /// @mockable
            open class Branch: Decodable {
                public init() {}
                public required init(from decoder: Decoder) throws {}
            }
            /// @mockable
            open class Teller: Encodable {
                public init() {}
            }
            """)
        let required = source.components(separatedBy: "required init(from decoder: ")
        #expect(required.count == 3)
        #expect(source.contains("required init(from decoder: any Swift.Decoder) throws {"))
        #expect(source.contains("required init(from decoder: Decoder) throws {"))
        #expect(source.contains("try super.init(from: decoder)"))
    }
}
