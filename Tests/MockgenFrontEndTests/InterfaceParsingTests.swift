import MockgenFrontEnd
import Testing

/// The text a compiler writes into a module interface, read like any Swift source: qualified
/// names, the attributes only interfaces carry, inlinable bodies, feature checks.
@Suite struct InterfaceParsingTests {
    static let interface = """
        // swift-interface-format-version: 1.0
        // swift-module-flags: -enable-library-evolution -swift-version 5 -module-name Quirks
        import Foundation
        @_exported import Dispatch
        import struct Foundation.Date
        @_implementationOnly import Secret
        @preconcurrency import Combine
        public typealias Handler = @Sendable (Swift.Result<Quirks.User, any Swift.Error>) -> Swift.Void
        @frozen public struct User : Swift.Sendable, Swift.Hashable {
          public let id: Swift.Int
          @inlinable public init(id: Swift.Int) { self.id = id }
        }
        #if compiler(>=5.3) && $AsyncAwait
        @_originallyDefinedIn(module: "Old", iOS 16)
        public protocol Loader : AnyObject, Swift.Sendable {
          @_semantics("loader.load") func load(_ id: Quirks.User, into cache: __owned [Swift.String : Swift.Int]) \
        async throws -> Swift.Result<Quirks.User, any Swift.Error>
          func fetch(_ urls: __shared [Foundation.URL], completion: @escaping Quirks.Handler)
          @_disfavoredOverload func find(_ predicate: (Quirks.User) throws -> Swift.Bool) rethrows -> Quirks.User?
          nonisolated func name(of user: Quirks.User) -> Swift.String
          func start() -> _Concurrency.Task<Swift.Void, Swift.Never>
          func consume(_ value: consuming Swift.String, _ other: borrowing Swift.String)
          func some(_ x: some Swift.Collection<Swift.Int>) -> any Swift.Sequence<Swift.Int>
          func constant(_ x: _const Swift.Int)
          var date: Foundation.Date { get }
          @_spi(Internal) func hidden() -> Swift.Int
        }
        #endif
        extension Quirks.Loader where Self : Swift.Equatable {
          @_alwaysEmitIntoClient public func extra() -> Swift.Int { return { 1 }() }
        }
        @_hasMissingDesignatedInitializers @_inheritsConvenienceInitializers open class Cache {
          @objc deinit
          open func clear()
          @usableFromInline
          internal func _purge()
        }
        @usableFromInline
        internal protocol _Hidden { func x() }
        #if hasFeature(Lifetimes)
        @available(*, unavailable, message: "Not on this platform.")
        public protocol Retired { func close() }
        #endif
        """

    static let model = FrontEnd.parse(
        interface, path: "Quirks.swiftinterface", options: ParseOptions(membersOf: ["Cache"]))

    @Test func anInterfaceParsesWithoutErrors() {
        #expect(Self.model.diagnostics.filter { $0.severity == .error }.isEmpty, "\(Self.model.diagnostics)")
        #expect(Self.model.protocols.map(\.name) == ["Loader", "_Hidden", "Retired"])
        #expect(Self.model.interface?.moduleName == "Quirks")
    }

    @Test func moduleQualifiedNamesAreKeptAsWritten() throws {
        let loader = try #require(Self.model.protocols.first)
        let load = try #require(functions(loader).first)
        #expect(load.returnType?.text == "Swift.Result<Quirks.User, any Swift.Error>")
        #expect(load.parameters.map(\.type.text) == ["Quirks.User", "__owned [Swift.String: Swift.Int]"])
        #expect(load.effects.isAsync && load.effects.isThrowing)
        let start = try #require(functions(loader).first { $0.name == "start" })
        #expect(start.returnType?.text == "_Concurrency.Task<Swift.Void, Swift.Never>")
        #expect(loader.inheritance.map(\.text) == ["AnyObject", "Swift.Sendable"])
    }

    @Test func everyRequirementIsReadWhateverAttributesAndSpecifiersItCarries() throws {
        let loader = try #require(Self.model.protocols.first)
        #expect(functions(loader).map(\.name)
            == ["load", "fetch", "find", "name", "start", "consume", "some", "constant", "hidden"])
        #expect(properties(loader).map(\.name) == ["date"])
        let find = try #require(functions(loader).first { $0.name == "find" })
        #expect(find.effects.throwing == .rethrows)
        #expect(find.attributes.map(\.name) == ["_disfavoredOverload"])
        let consume = try #require(functions(loader).first { $0.name == "consume" })
        #expect(consume.parameters.map(\.type.specifiers) == [["consuming"], ["borrowing"]])
        #expect(loader.attributes.map(\.name) == ["_originallyDefinedIn"])
    }

    @Test func featureChecksAreRecordedAsTheProtocolsConditions() throws {
        let loader = try #require(Self.model.protocols.first)
        #expect(loader.conditions.map(\.condition) == ["compiler(>=5.3) && $AsyncAwait"])
        let retired = try #require(Self.model.protocols.last)
        #expect(retired.conditions.map(\.condition) == ["hasFeature(Lifetimes)"])
        #expect(retired.attributes.map(\.name) == ["available"])
    }

    @Test func classesAndProtocolsKeepTheAttributesThatDecideWhetherTheyCanBeMocked() throws {
        let cache = try #require(Self.model.classes.first)
        #expect(cache.hasMissingDesignatedInitializers)
        #expect(cache.access == .open)
        #expect(cache.members?.count == 2)
        let hidden = try #require(Self.model.protocols.first { $0.name == "_Hidden" })
        #expect(hidden.access == .internal)
    }

    @Test func importsKeepTheirAttributesForTheGeneratorToWeigh() {
        #expect(Self.model.imports.map(\.module) == ["Foundation", "Dispatch", "Foundation", "Secret", "Combine"])
        #expect(Self.model.imports.map(\.attributes)
            == [[], ["_exported"], [], ["_implementationOnly"], ["preconcurrency"]])
        #expect(Self.model.imports[2].text == "import struct Foundation.Date")
    }
}
