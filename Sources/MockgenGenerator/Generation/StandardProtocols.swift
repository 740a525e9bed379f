import MockgenFrontEnd

/// Requirements of standard-library protocols that a mock can implement like any other
/// requirement, written as Swift and read by the front end, so that protocols inheriting them
/// (`Codable`, `RawRepresentable`, `CaseIterable`, `CodingKey`, `TextOutputStreamable`,
/// `LosslessStringConvertible`, `IteratorProtocol`, `AsyncIteratorProtocol`) get complete mocks.
/// Only the requirements without a default implementation in the library are listed (as
/// `StandardLibraryKnowledge` reads them from the toolchain's interface). These declarations join the
/// protocol index but are never mocked themselves, and their file adds no imports.
enum StandardProtocols {
    /// The path the declarations are recorded under.
    static let path = "<standard library>"

    static let source = """
        protocol Encodable {
            func encode(to encoder: any Encoder) throws
        }
        protocol Decodable {
            init(from decoder: any Decoder) throws
        }
        protocol Codable: Decodable, Encodable {}
        protocol RawRepresentable {
            associatedtype RawValue
            init?(rawValue: RawValue)
            var rawValue: RawValue { get }
        }
        protocol CaseIterable {
            associatedtype AllCases: Collection = [Self] where AllCases.Element == Self
            static var allCases: AllCases { get }
        }
        protocol TextOutputStreamable {
            func write<Target>(to target: inout Target) where Target: TextOutputStream
        }
        protocol LosslessStringConvertible: CustomStringConvertible {
            init?(_ description: String)
        }
        protocol IteratorProtocol<Element> {
            associatedtype Element
            mutating func next() -> Element?
        }
        protocol AsyncIteratorProtocol<Element, Failure> {
            associatedtype Element
            associatedtype Failure: Error = any Error
            mutating func next() async throws -> Element?
        }
        protocol CodingKey: Sendable, CustomStringConvertible, CustomDebugStringConvertible {
            var stringValue: String { get }
            init?(stringValue: String)
            var intValue: Int? { get }
            init?(intValue: Int)
        }
        """

    /// The parsed declarations.
    static let file: SourceFileModel = FrontEnd.parse(Array(source.utf8), path: path)

    /// The protocols whose declarations the toolchain's interface replaces, when it was read.
    /// `AsyncIteratorProtocol` stays built in: the interface also requires
    /// `next(isolation:)` (its default is availability-gated), whose `isolated` parameter the
    /// mock's stub closure cannot take yet.
    static let learnedFromToolchain = ["TextOutputStreamable", "LosslessStringConvertible", "IteratorProtocol"]

    /// `file`, with the protocols of `learnedFromToolchain` as `knowledge` declares them (only
    /// their requirements without a default implementation) when it is given.
    static func file(_ knowledge: StandardLibraryKnowledge?) -> SourceFileModel {
        guard let knowledge else { return file }
        var learned = file
        for name in learnedFromToolchain {
            guard var decl = knowledge.protocols[name] else { continue }
            decl.path = path
            decl.members = knowledge.requirementsWithoutDefaults(of: name).map(MemberItem.member)
            learned.protocols.removeAll { $0.name == name }
            learned.protocols.append(decl)
        }
        return learned
    }

    /// True for a declaration of this file.
    static func isStandard(_ decl: ProtocolDecl) -> Bool { decl.path == path }
}
