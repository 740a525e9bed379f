import MockgenFrontEnd
import Testing

/// The line scan finds the types a file declares at top level, and nothing nested.
@Suite struct TopLevelTypeNamesTests {
    private func scan(_ text: String) -> [String] {
        TopLevelTypeNames.scan(Array(text.utf8)).map {
            "\($0.isConditional ? "#if " : "")\($0.kind.rawValue) \($0.name)"
        }
    }

    @Test func declarationsWithAttributesAndModifiersAreFound() {
        let source = """
            public struct IndexPath: Equatable {
                struct Nested {}
                class func make() {}
            }
            @MainActor @available(macOS 13, *) public final class Store {}
            indirect enum Tree<T> { case leaf }
            actor Counter {}
            typealias Handler = (Int) -> Void
            public protocol Expression {}
            struct `Type` {}
            enum Café {}

            """
        #expect(scan(source) == [
            "struct IndexPath", "class Store", "enum Tree", "actor Counter", "typealias Handler", "protocol Expression",
            "struct Type", "enum Café",
        ])
    }

    @Test func genericTypesDeclaredWithoutSendableOrAnActorAreMarked() {
        let source = """
            struct Box<Wrapped> { var value: Wrapped }
            enum Either<A, B> { case a(A), b(B) }
            final class Cell<T> {}
            struct SafeBox<Wrapped: Sendable>: Sendable { var value: Wrapped }
            @MainActor final class Screen<Model> {}
            struct Plain { var value: Int }

            """
        let marked = TopLevelTypeNames.scan(Array(source.utf8)).filter(\.isGenericWithoutSendable).map(\.name)
        #expect(marked == ["Box", "Either", "Cell"])
    }

    @Test func publicOpenAndPackageDeclarationsAreMarkedVisibleOutsideTheModule() {
        let source = """
            public struct Shown {}
            @MainActor open class Opened {}
            package enum Shared {}
            final public actor Late {}
            enum Digest {}
            internal struct Stated {}
            fileprivate typealias Hidden = Int
            @_spi(Testing) public protocol Spied {}

            """
        let visible = TopLevelTypeNames.scan(Array(source.utf8)).filter(\.isVisibleOutsideModule).map(\.name)
        #expect(visible == ["Shown", "Opened", "Shared", "Late", "Spied"])
    }

    @Test func otherLinesAreNotDeclarations() {
        #expect(
            scan(
                "    struct Indented {}\nfunc f() {}\nlet structure = 1\nextension Foo {}\nstructure Bar\n// struct C\n"
            ) == [])
        #expect(scan("struct") == [])
    }

    @Test func declarationsUnderAConditionAreMarkedConditional() {
        let source = """
            #if canImport(WinSDK)
            public typealias sa_family_t = ADDRESS_FAMILY
            #if DEBUG
            struct Probe {}
            #endif
            struct Windows {}
            #endif
            struct Everywhere {}

            """
        let found = TopLevelTypeNames.scan(Array(source.utf8))
        #expect(found.filter { !$0.isConditional }.map(\.name) == ["Everywhere"])
        #expect(found.filter(\.isConditional).map(\.name) == ["sa_family_t", "Probe", "Windows"])
    }

    @Test func aTypeImportedAloneIsFoundWithItsModule() {
        let source = """
            @_exported import struct SystemPackage.FileDescriptor
            import Foundation
            import func Glibc.exit
            public import class Outer.Inner.Leaf

            """
        #expect(TopLevelTypeNames.scan(Array(source.utf8)) == [
            DeclaredTypeName(name: "FileDescriptor", kind: .struct, importedFrom: "SystemPackage"),
            DeclaredTypeName(name: "Leaf", kind: .class, importedFrom: "Outer"),
        ])
    }

    @Test func aliasesOfFunctionTypesAreMarkedAsTheParserWouldRecordThem() {
        let source = """
            public typealias Destructor = @convention(c) (UnsafeMutableRawPointer) -> Void
            typealias Handler = @Sendable (Result<[Int], any Error>) async throws -> Void // a note
            typealias `Callback` = () -> ()
            typealias Handlers = [(Int) -> Void]
            typealias Pair = (Int, Int) // not -> a function
            typealias Mapping<T> = (T) -> T
            typealias Nested = Optional<(Int) -> Void>

            """
        let found = TopLevelTypeNames.scan(Array(source.utf8))
        #expect(found.filter(\.aliasesFunctionType).map(\.name) == ["Destructor", "Handler", "Callback"])
        #expect(found.count == 7)
    }

    @Test func theResultDoesNotDependOnWhereInTheFileALineFalls() {
        // Declarations, directives and line breaks land at every position of a 16-byte block.
        let source = "struct First {}\r\n\t#if os(Linux)\nstruct Hidden {}\n  #endif // #if\rlet x = #selector(f)\n"
            + "@objc(Named) public final class Shown {}\n#iffy\nenum `Quoted` {}\nenum Last {}"
        for padding in 0..<40 {
            let padded = String(repeating: " ", count: padding) + "\n" + source
            #expect(
                scan(padded) == ["struct First", "#if struct Hidden", "class Shown", "enum Quoted", "enum Last"],
                "padding \(padding)")
        }
        #expect(scan(source) == ["struct First", "#if struct Hidden", "class Shown", "enum Quoted", "enum Last"])
        #expect(scan("#if X\nstruct A {}\n#endif\nstruct B {}") == ["#if struct A", "struct B"])
        #expect(scan("a") == [] && scan("#") == [] && scan("") == [])
    }

    /// Whether the file must be parsed for its function-type aliases to be known.
    private func mayDeclareAliasOnlyParsingFinds(_ text: String) -> Bool {
        Array(text.utf8).withUnsafeBufferPointer(TopLevelTypeNames.mayDeclareAliasOnlyParsingFinds)
    }

    @Test func functionTypeAliasesTheLineScanCannotReportMakeTheFileParsed() {
        // Indented: in an indented `#if` at top level, or in a type's body (which the parser reads).
        #expect(mayDeclareAliasOnlyParsingFinds("#if canImport(Darwin)\n    typealias X = (Int) -> Void\n#endif\n"))
        #expect(
            mayDeclareAliasOnlyParsingFinds(
                "enum Ops {\n    @usableFromInline typealias Destructor = @convention(c) (UnsafeMutableRawPointer?) -> "
                    + "Void\n}\n"
            ))
        #expect(mayDeclareAliasOnlyParsingFinds("struct S {\n\tpublic typealias `Done` = () async throws -> Void\n}"))
        // The type on a later line.
        #expect(mayDeclareAliasOnlyParsingFinds("typealias Handler =\n    (Int) -> Void\n"))
        #expect(mayDeclareAliasOnlyParsingFinds("typealias Handler = // called once\n    (Int) -> Void\n"))
        #expect(mayDeclareAliasOnlyParsingFinds("typealias Handler\n    = (Int) -> Void\n"))
        #expect(mayDeclareAliasOnlyParsingFinds("public typealias Visit = (\n    Node,\n    Int?\n) -> Void\n"))
        #expect(
            mayDeclareAliasOnlyParsingFinds(
                "typealias OnChange = (_ old: UInt32?, _ new: UInt32)\n    throws -> Void\n"))
        #expect(mayDeclareAliasOnlyParsingFinds("typealias Handler = @Sendable (\n    Int\n) -> Void\n"))
    }

    @Test func aliasesTheLineScanReportsOrThatAreNoFunctionTypesLeaveTheFileUnparsed() {
        let source = """
            typealias Handler = (Int) -> Void
            @MainActor public typealias Done = () -> Void
            struct S {
                typealias Element = Int
                typealias List = [(Int) -> Void]
                typealias Generic<T> = T
                let typealiases = 1
            }
            typealias Plain = String // not (Int) -> Void
            /// This typealias is for the (Int) -> Void ones; see the typealias.
            """
        #expect(!mayDeclareAliasOnlyParsingFinds(source))
        #expect(!mayDeclareAliasOnlyParsingFinds("") && !mayDeclareAliasOnlyParsingFinds("typealias"))
        #expect(!mayDeclareAliasOnlyParsingFinds("typealias Table = [String: [Int]] // a (table) of rows\n"))
        #expect(
            !mayDeclareAliasOnlyParsingFinds(
                "struct Zip {\n    public typealias Element = (Base1.Element, Base2.Element)\n}\n"))
        #expect(
            !mayDeclareAliasOnlyParsingFinds(
                "struct Box {\n    typealias Continuation = UnsafeContinuation<\n        Int, Never\n    >\n}\n"))
        #expect(
            !mayDeclareAliasOnlyParsingFinds(
                "public typealias Resolve<Object, Result> = @Sendable (\n    Object\n) async throws -> Result\n"))
        #expect(scan(source) == ["typealias Handler", "typealias Done", "struct S", "typealias Plain"])
    }

    /// Whatever the scan does not report, the file is parsed or the parser records no alias:
    /// the aliases the generator learns of a file are the same whether or not it is parsed.
    @Test func anUnparsedFileContributesTheFunctionTypeAliasesParsingFinds() {
        let sources = [
            "#if os(Linux)\n    typealias X = (Int) -> Void\n#endif\n",
            "enum Ops {\n    typealias Destructor = (UnsafeMutableRawPointer) -> Void\n    #if os(Windows)\n"
                + "    typealias Other = () -> Void\n    #endif\n}\n",
            "typealias Handler = (Int) -> Void\nfunc f() {\n    typealias Local = Int\n}\n",
            "typealias Handler =\n    (Int) -> Void\n",
            "struct S {\n    typealias Element = Int\n}\n",
            "struct S {\n    public typealias Visit = (\n        Node,\n        Int?\n    ) -> Void\n}\n",
            "typealias OnChange = (_ old: UInt32?, _ new: UInt32)\n    throws -> Void\n",
            "typealias Pair = (Int, Int)\n",
            "struct Zip {\n    typealias Element = (Int, Int)\n    typealias Box = Array<\n        Int\n    >\n}\n",
            "typealias Handler = @Sendable (\n    Int\n) -> Void\n",
            "typealias Handler = @Sendable @MainActor // later\n    (Int) -> Void\n",
            "public typealias Resolve<Object, Result> = @Sendable (\n    Object\n) async throws -> Result\n",
            "typealias Table = [String: [Int]] // a (table) of rows\n",
        ]
        for source in sources {
            let bytes = Array(source.utf8)
            let parsed = FrontEnd.parse(bytes, path: "File.swift").closureTypeAliases
            // A file the question sends to the parser needs no check (a tuple alias costs a parse).
            if !bytes.withUnsafeBufferPointer(TopLevelTypeNames.mayDeclareAliasOnlyParsingFinds) {
                let unparsed = SourceFileModel(unparsedFileAt: "File.swift", declaring: TopLevelTypeNames.scan(bytes))
                #expect(unparsed.closureTypeAliases == parsed, "\(source)")
            }
        }
    }

    @Test func anActorIsImportedAsAClass() {
        #expect(DeclaredTypeName.Kind.actor.importKeyword == "class")
        #expect(DeclaredTypeName.Kind.struct.importKeyword == "struct")
    }

    @Test func parsedFilesCarryTheirDeclaredTypes() {
        let model = FrontEnd.parse("import Foundation\nstruct Point {}\nprotocol Shape { var origin: Point { get } }\n")
        #expect(model.declaredTypes.map(\.name) == ["Point", "Shape"])
    }
}
