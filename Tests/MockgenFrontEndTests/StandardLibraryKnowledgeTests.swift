import Foundation
@testable import MockgenFrontEnd
import Testing

/// Extension members as the front end records them on request, and the standard library's
/// protocols learned from an interface.
@Suite struct StandardLibraryKnowledgeTests {
    private static let interface = """
        public protocol IteratorProtocol<Element> {
          associatedtype Element
          mutating func next() -> Self.Element?
        }
        public protocol Sequence<Element> {
          associatedtype Element where Self.Element == Self.Iterator.Element
          associatedtype Iterator : Swift.IteratorProtocol
          __consuming func makeIterator() -> Self.Iterator
          var underestimatedCount: Swift.Int { get }
          func _customContainsEquatableElement(_ element: Self.Element) -> Swift.Bool?
          func withContiguousStorageIfAvailable<R>(_ body: (Swift.UnsafeBufferPointer<Self.Element>) throws -> R) rethrows -> R?
        }
        extension Swift.Sequence {
          @inlinable public var underestimatedCount: Swift.Int {
            get { return 0 }
          }
          public struct Nested { var x: Int = 0 }
          @inlinable public func withContiguousStorageIfAvailable<R>(_ body: (Swift.UnsafeBufferPointer<Self.Element>) throws -> R) rethrows -> R? {
            return nil
          }
          let broken: = ;
        }
        extension Swift.Sequence where Self.Element : Swift.Equatable {
          public func makeIterator() -> Self.Iterator { fatalError() }
        }
        #if compiler(>=5.3) && $NoncopyableGenerics
        extension Swift.IteratorProtocol {
          public func _hook() {}
        }
        #endif
        public protocol _Hidden {}
        """

    @Test func extensionMembersAreRecordedOnlyWhenAskedAndQuietly() throws {
        let plain = FrontEnd.parse(Array(Self.interface.utf8), path: "Swift.swiftinterface")
        #expect(plain.extensions.isEmpty)
        let model = FrontEnd.parse(
            Array(Self.interface.utf8), path: "Swift.swiftinterface",
            options: ParseOptions(recordsExtensionMembers: true))
        #expect(model.diagnostics.isEmpty)
        #expect(model.extensions.map(\.extendedType) == ["Swift.Sequence", "Swift.Sequence", "Swift.IteratorProtocol"])
        #expect(model.extensions.map(\.isConstrained) == [false, true, false])
        #expect(model.extensions[0].members.map(StandardLibraryKnowledge.implementationKey)
            == ["var underestimatedCount", "func withContiguousStorageIfAvailable<1>(_:)"])
        #expect(model.extensions[2].conditions.count == 1)
        // The protocols are the same either way.
        #expect(model.protocols == plain.protocols)
    }

    @Test func requirementsWithDefaultsInUnconstrainedExtensionsNeedNoMockMember() {
        let knowledge = StandardLibraryKnowledge.read([(Array(Self.interface.utf8), "Swift.swiftinterface")])
        #expect(knowledge.protocols.keys.sorted() == ["IteratorProtocol", "Sequence"])
        let needed = knowledge.requirementsWithoutDefaults(of: "Sequence").map(
            StandardLibraryKnowledge.implementationKey)
        // makeIterator's only implementation is in a constrained extension; `_` hooks always have defaults.
        #expect(needed == ["associatedtype Element", "associatedtype Iterator", "func makeIterator()"])
        #expect(
            knowledge.requirementsWithoutDefaults(of: "IteratorProtocol").map(
                StandardLibraryKnowledge.implementationKey)
                == ["associatedtype Element", "func next()"])
        #expect(knowledge.requirementsWithoutDefaults(of: "Unknown").isEmpty)
    }

    @Test func malformedExtensionBodiesNeverTrapAndStayBounded() {
        let nested = "extension P {" + String(repeating: "func f() { {", count: 2_000) + "\n"
        for source in [
            "extension P { func", "extension P { @", "extension P where { var x: { get", nested,
            "extension P { init?<T>(_ x: T",
        ] {
            let model = FrontEnd.parse(
                Array(source.utf8), path: "x", options: ParseOptions(recordsExtensionMembers: true))
            #expect(model.extensions.count <= 1)
        }
    }

    /// The toolchain this test runs with (`swift` on the PATH), when its interface is there.
    static let toolchainInterfaces: [(bytes: [UInt8], path: String)] = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        for folder in path.split(separator: ":") {
            let swift = URL(fileURLWithPath: String(folder)).appendingPathComponent("swift").resolvingSymlinksInPath()
            let lib = swift.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(
                "lib/swift/linux")
            var found: [(bytes: [UInt8], path: String)] = []
            for module in ["Swift", "_Concurrency"] {
                let folder = lib.appendingPathComponent("\(module).swiftmodule")
                let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
                if let name = names.sorted().first(where: {
                    $0.hasSuffix(".swiftinterface") && !$0.contains(".private.")
                }),
                    let data = FileManager.default.contents(atPath: folder.appendingPathComponent(name).path)
                {
                    found.append(([UInt8](data), folder.appendingPathComponent(name).path))
                }
            }
            if found.count == 2 { return found }
        }
        return []
    }()

    @Test(.enabled(if: !toolchainInterfaces.isEmpty, "needs a Linux toolchain's standard library interface"))
    func theToolchainsInterfaceGivesTheStandardFamilies() {
        let knowledge = StandardLibraryKnowledge.read(Self.toolchainInterfaces)
        func needed(_ name: String) -> [String] {
            knowledge.requirementsWithoutDefaults(of: name).map(StandardLibraryKnowledge.implementationKey)
        }
        #expect(needed("TextOutputStreamable") == ["func write<1>(to:)"])
        #expect(needed("IteratorProtocol") == ["associatedtype Element", "func next()"])
        #expect(needed("LosslessStringConvertible") == ["init(_:)"])
        #expect(needed("Sequence") == ["associatedtype Element", "associatedtype Iterator", "func makeIterator()"])
        #expect(needed("AsyncIteratorProtocol").contains("func next()"))
        #expect(needed("AsyncSequence").contains("func makeAsyncIterator()"))
        #expect(needed("ExpressibleByIntegerLiteral") == ["associatedtype IntegerLiteralType", "init(integerLiteral:)"])
        #expect(!needed("Collection").contains("var count"))
        #expect(needed("Collection").contains("var startIndex"))
    }
}

/// What counts as a default implementation of a standard requirement.
@Suite struct StandardDefaultsTests {
    @Test func anUnavailableOrGenericExtensionMemberIsNoDefault() {
        let source = """
            public protocol RandomNumberGenerator {
              mutating func next() -> Swift.UInt64
            }
            extension Swift.RandomNumberGenerator {
              @available(*, unavailable)
              public mutating func next() -> Swift.UInt64 { fatalError() }
              @inlinable public mutating func next<T>() -> T where T : Swift.FixedWidthInteger { fatalError() }
            }
            """
        let knowledge = StandardLibraryKnowledge.read([(Array(source.utf8), "Swift.swiftinterface")])
        #expect(
            knowledge.requirementsWithoutDefaults(of: "RandomNumberGenerator").map(
                StandardLibraryKnowledge.implementationKey) == ["func next()"])
    }
}
