import MockgenFrontEnd

/// Requirements of standard-library protocols that a mock can implement like any other
/// requirement, written as Swift and read by the front end, so that protocols inheriting them
/// (`Codable`, `RawRepresentable`, `CaseIterable`, `CodingKey`, `TextOutputStream`, `TextOutputStreamable`,
/// `LosslessStringConvertible`, iterators, sequences, collections, literals, `Numeric`) get
/// complete mocks. Only the requirements without a default implementation in the library are
/// listed (as `StandardLibraryKnowledge` reads them from the toolchain's interface).
///
/// Where the library leaves an associated type to inference, the table gives the mock a
/// default a test can build values of: a sequence iterates an `AnyIterator<Element>`, an
/// asynchronous sequence's `Failure` is its iterator's, literal types are `Int`, `Double`,
/// `Bool` and `String`. A protocol's own `where` clause still overrides each of them. These declarations join the
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
        protocol TextOutputStream {
            mutating func write(_ string: String)
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
        protocol RandomNumberGenerator {
            mutating func next() -> UInt64
        }
        protocol CodingKey: Sendable, CustomStringConvertible, CustomDebugStringConvertible {
            var stringValue: String { get }
            init?(stringValue: String)
            var intValue: Int? { get }
            init?(intValue: Int)
        }
        protocol Sequence<Element> {
            associatedtype Element
            associatedtype Iterator: IteratorProtocol = AnyIterator<Element> where Iterator.Element == Element
            func makeIterator() -> Iterator
        }
        protocol Collection<Element>: Sequence {
            associatedtype Index: Comparable
            associatedtype Iterator: IteratorProtocol = IndexingIterator<Self>
            associatedtype SubSequence = Slice<Self>
            associatedtype Indices = DefaultIndices<Self>
            var startIndex: Index { get }
            var endIndex: Index { get }
            subscript(position: Index) -> Element { get }
            func index(after i: Index) -> Index
        }
        protocol BidirectionalCollection<Element>: Collection {
            func index(before i: Index) -> Index
        }
        protocol RandomAccessCollection<Element>: BidirectionalCollection {}
        protocol MutableCollection<Element>: Collection {
            subscript(position: Index) -> Element { get set }
        }
        protocol AsyncSequence<Element, Failure> {
            associatedtype AsyncIterator: AsyncIteratorProtocol
                where AsyncIterator.Element == Element, AsyncIterator.Failure == Failure
            associatedtype Element
            associatedtype Failure: Error = AsyncIterator.Failure
            func makeAsyncIterator() -> AsyncIterator
        }
        protocol ExpressibleByNilLiteral {
            init(nilLiteral: ())
        }
        protocol ExpressibleByBooleanLiteral {
            associatedtype BooleanLiteralType = Bool
            init(booleanLiteral value: BooleanLiteralType)
        }
        protocol ExpressibleByIntegerLiteral {
            associatedtype IntegerLiteralType = Int
            init(integerLiteral value: IntegerLiteralType)
        }
        protocol ExpressibleByFloatLiteral {
            associatedtype FloatLiteralType = Double
            init(floatLiteral value: FloatLiteralType)
        }
        protocol ExpressibleByUnicodeScalarLiteral {
            associatedtype UnicodeScalarLiteralType = String
            init(unicodeScalarLiteral value: UnicodeScalarLiteralType)
        }
        protocol ExpressibleByExtendedGraphemeClusterLiteral: ExpressibleByUnicodeScalarLiteral {
            associatedtype ExtendedGraphemeClusterLiteralType = String
            init(extendedGraphemeClusterLiteral value: ExtendedGraphemeClusterLiteralType)
        }
        protocol ExpressibleByStringLiteral: ExpressibleByExtendedGraphemeClusterLiteral {
            associatedtype StringLiteralType = String
            init(stringLiteral value: StringLiteralType)
        }
        protocol ExpressibleByStringInterpolation: ExpressibleByStringLiteral {
            associatedtype StringInterpolation = DefaultStringInterpolation
        }
        protocol ExpressibleByArrayLiteral {
            associatedtype ArrayLiteralElement
            init(arrayLiteral elements: ArrayLiteralElement...)
        }
        protocol ExpressibleByDictionaryLiteral {
            associatedtype Key
            associatedtype Value
            init(dictionaryLiteral elements: (Key, Value)...)
        }
        protocol AdditiveArithmetic: Equatable {
            static var zero: Self { get }
            static func + (lhs: Self, rhs: Self) -> Self
            static func - (lhs: Self, rhs: Self) -> Self
        }
        protocol Numeric: AdditiveArithmetic, ExpressibleByIntegerLiteral {
            associatedtype Magnitude: Comparable, Numeric
            init?<T>(exactly source: T) where T: BinaryInteger
            var magnitude: Magnitude { get }
            static func * (lhs: Self, rhs: Self) -> Self
            static func *= (lhs: inout Self, rhs: Self)
        }
        protocol SignedNumeric: Numeric {}
        protocol Strideable<Stride>: Comparable {
            associatedtype Stride: SignedNumeric, Comparable
            func distance(to other: Self) -> Stride
            func advanced(by n: Stride) -> Self
        }
        """

    /// Requirements of a parent that a refinement implements in its own extensions, given the
    /// associated types this table chooses (`Collection`'s `makeIterator()` with its
    /// `IndexingIterator`), by `StandardLibraryKnowledge.implementationKey`: a mock of the
    /// refinement needs no member for them.
    static let implementedByRefinements: [String: Set<String>] = [
        "Collection": ["func makeIterator()"],
        "ExpressibleByExtendedGraphemeClusterLiteral": ["init(unicodeScalarLiteral:)"],
        "ExpressibleByStringLiteral": ["init(extendedGraphemeClusterLiteral:)", "init(unicodeScalarLiteral:)"],
    ]

    /// The associated type whose standard choice an `implementedByRefinements` entry relies on:
    /// `Collection` implements `makeIterator()` only for its `IndexingIterator`.
    static let refinementDefaultRelyingOn: [String: String] = ["func makeIterator()": "Iterator"]

    /// `resolved` without the inherited standard requirements that one of its standard
    /// ancestors implements (`implementedByRefinements`); requirements the protocol declares
    /// itself stay, and so do those relying on an associated type that a protocol of the inputs
    /// declares again (SwiftSyntax's `SyntaxCollection` chooses its own `Iterator`).
    static func droppingRefinementDefaults(_ resolved: ResolvedProtocol) -> ResolvedProtocol {
        let standardAncestors = resolved.ancestors.filter(isStandard)
        let implementedByAncestors = standardAncestors.reduce(into: Set<String>()) { keys, ancestor in
            keys.formUnion(implementedByRefinements[ancestor.name] ?? [])
        }
        guard !implementedByAncestors.isEmpty else { return resolved }
        var redeclared = Set<String>()
        for owner in [resolved.decl] + resolved.ancestors.filter({ !isStandard($0) }) {
            owner.members.forEachMember { member in
                if case .associatedType(let a) = member { redeclared.insert(a.name) }
            }
        }
        let implemented = implementedByAncestors.filter { key in
            refinementDefaultRelyingOn[key].map { !redeclared.contains($0) } ?? true
        }
        guard !implemented.isEmpty else { return resolved }
        let own = Set(resolved.decl.members.flattened.map(StandardLibraryKnowledge.implementationKey))
        var trimmed = resolved
        trimmed.members = resolved.members.filter { item in
            guard case .member(let member) = item else { return true }
            let key = StandardLibraryKnowledge.implementationKey(member)
            return !implemented.contains(key) || own.contains(key)
        }
        return trimmed
    }

    /// The parsed declarations.
    static let file: SourceFileModel = BuiltInDeclarations.read(source)

    /// The protocols whose declarations the toolchain's interface replaces, when it was read.
    /// `AsyncIteratorProtocol` stays built in: the interface also requires
    /// `next(isolation:)` (its default is availability-gated), whose `isolated` parameter the
    /// mock's stub closure cannot take yet.
    static let learnedFromToolchain = ["TextOutputStream", "TextOutputStreamable", "LosslessStringConvertible",
        "IteratorProtocol"]

    /// `file` and `FoundationProtocols`, with the protocols of `learnedFromToolchain` as
    /// `knowledge` declares them (only their requirements without a default implementation)
    /// when it is given.
    static func file(_ knowledge: StandardLibraryKnowledge?) -> SourceFileModel {
        var learned = file
        learned.protocols += FoundationProtocols.protocols
        guard let knowledge else { return learned }
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
