import MockgenFrontEnd

/// Mocks of protocols that refine the standard integer or floating-point protocols. Such a mock
/// adopts a runtime protocol (`MockRuntime.UnsignedIntegerBackedMock`, `SignedIntegerBackedMock`
/// or `FloatingPointBackedMock`) whose extension implements the standard numeric requirements
/// by forwarding to a standard number the mock stores (`_backingValue`); the mock implements
/// only the requirements that are not the standard library's, recorded and stubbed as usual.
enum NumericBacking: Sendable, Equatable {
    case unsignedInteger, signedInteger, floatingPoint

    /// The standard protocols whose refinements get a backed mock.
    static let integerProtocols: Set<String> = ["BinaryInteger", "SignedInteger", "UnsignedInteger",
        "FixedWidthInteger"]
    static let floatingPointProtocols: Set<String> = ["FloatingPoint", "BinaryFloatingPoint"]

    /// The backing a protocol refining the standard protocols `externalNames` gets, or nil when
    /// it refines no numeric protocol. A protocol refining both an integer and a floating-point
    /// protocol gets none (no type is both; `problem(refining:)` says so).
    static func backing(refining externalNames: Set<String>) -> NumericBacking? {
        let integer = !externalNames.isDisjoint(with: integerProtocols)
        let floatingPoint = !externalNames.isDisjoint(with: floatingPointProtocols)
        switch (integer, floatingPoint) {
        case (true, false): return externalNames.contains("UnsignedInteger") ? .unsignedInteger : .signedInteger
        case (false, true): return .floatingPoint
        default: return nil
        }
    }

    /// Why a protocol refining the standard protocols `externalNames` cannot have a backed mock
    /// although it refines a numeric protocol, or nil.
    static func problem(refining externalNames: Set<String>) -> String? {
        let numeric = externalNames.intersection(integerProtocols.union(floatingPointProtocols))
        guard let first = numeric.sorted().first else { return nil }
        if backing(refining: externalNames) == nil {
            return "it inherits both integer and floating-point protocols "
                + "(\(numeric.sorted().joined(separator: ", "))), which no type can conform to together"
        }
        if externalNames.contains("Actor") || externalNames.contains("AnyActor") {
            return "it inherits '\(first)' and 'Actor': a number's arithmetic makes new values of Self, "
                + "which an actor cannot be"
        }
        return nil
    }

    /// `resolved` as a mock of it implements it: without the standard requirements and pinned
    /// associated types (`droppingStandardRequirements`) when it refines a numeric protocol.
    static func mocked(_ resolved: ResolvedProtocol) -> ResolvedProtocol {
        let names = Set(ProtocolAnalysis.externalParents(resolved).compactMap(\.simpleName))
        return backing(refining: names) == nil ? resolved : droppingStandardRequirements(resolved)
    }

    /// The runtime protocol the mock adopts.
    var runtimeProtocol: String {
        switch self {
        case .unsignedInteger: "MockRuntime.UnsignedIntegerBackedMock"
        case .signedInteger: "MockRuntime.SignedIntegerBackedMock"
        case .floatingPoint: "MockRuntime.FloatingPointBackedMock"
        }
    }

    /// The standard number the mock stores.
    var backingType: TypeRef {
        switch self {
        case .unsignedInteger: .named("Swift.UInt64")
        case .signedInteger: .named("Swift.Int64")
        case .floatingPoint: .named("Swift.Double")
        }
    }

    /// The standard protocols whose requirements the runtime protocol (with the standard
    /// library) implements: the numeric ones and their parents.
    static let implementedStandardProtocols: Set<String> = integerProtocols.union(floatingPointProtocols).union([
        "Numeric", "SignedNumeric", "AdditiveArithmetic", "Strideable", "Equatable", "Hashable", "Comparable",
        "ExpressibleByIntegerLiteral", "ExpressibleByFloatLiteral", "CustomStringConvertible",
        "LosslessStringConvertible",
    ])

    /// The associated types of the standard numeric protocols and their parents, which the
    /// runtime protocol fixes: the mock neither becomes generic over them nor names them.
    static let pinnedAssociatedTypes: Set<String> = [
        "Magnitude", "Words", "Stride", "IntegerLiteralType", "FloatLiteralType", "Exponent", "RawSignificand",
        "RawExponent",
    ]

    /// Requirements of the standard numeric protocols and their parents (with or without a
    /// default in the standard library), written as Swift: the runtime protocol or the standard
    /// library implements each of them, so the mock declares none of them again, even when an
    /// input protocol restates one (`static func / (a: Self, b: Self) -> Self`).
    static let standardRequirementsSource = """
        protocol StandardNumericRequirements {
            static func == (lhs: Self, rhs: Self) -> Bool
            static func != (lhs: Self, rhs: Self) -> Bool
            static func < (lhs: Self, rhs: Self) -> Bool
            static func <= (lhs: Self, rhs: Self) -> Bool
            static func > (lhs: Self, rhs: Self) -> Bool
            static func >= (lhs: Self, rhs: Self) -> Bool
            func hash(into hasher: inout Hasher)
            var hashValue: Int { get }
            var description: String { get }
            init?(_ description: String)
            init(integerLiteral value: IntegerLiteralType)
            init(floatLiteral value: FloatLiteralType)
            static var zero: Self { get }
            static func + (lhs: Self, rhs: Self) -> Self
            static func += (lhs: inout Self, rhs: Self)
            static func - (lhs: Self, rhs: Self) -> Self
            static func -= (lhs: inout Self, rhs: Self)
            static func * (lhs: Self, rhs: Self) -> Self
            static func *= (lhs: inout Self, rhs: Self)
            static func / (lhs: Self, rhs: Self) -> Self
            static func /= (lhs: inout Self, rhs: Self)
            static func % (lhs: Self, rhs: Self) -> Self
            static func %= (lhs: inout Self, rhs: Self)
            static prefix func - (operand: Self) -> Self
            static prefix func + (operand: Self) -> Self
            mutating func negate()
            var magnitude: Magnitude { get }
            init?<T>(exactly source: T)
            init<T>(_ source: T)
            init(_ value: Int)
            init(_ value: Float)
            init(_ value: Double)
            init<T>(truncatingIfNeeded source: T)
            init<T>(clamping source: T)
            init(_truncatingBits bits: UInt)
            init(bigEndian value: Self)
            init(littleEndian value: Self)
            func distance(to other: Self) -> Stride
            func advanced(by n: Stride) -> Self
            static var isSigned: Bool { get }
            static var bitWidth: Int { get }
            static var max: Self { get }
            static var min: Self { get }
            var words: Words { get }
            var bitWidth: Int { get }
            var trailingZeroBitCount: Int { get }
            var leadingZeroBitCount: Int { get }
            var nonzeroBitCount: Int { get }
            var byteSwapped: Self { get }
            var bigEndian: Self { get }
            var littleEndian: Self { get }
            func signum() -> Self
            func isMultiple(of other: Self) -> Bool
            func quotientAndRemainder(dividingBy rhs: Self) -> (quotient: Self, remainder: Self)
            func addingReportingOverflow(_ rhs: Self) -> (partialValue: Self, overflow: Bool)
            func subtractingReportingOverflow(_ rhs: Self) -> (partialValue: Self, overflow: Bool)
            func multipliedReportingOverflow(by rhs: Self) -> (partialValue: Self, overflow: Bool)
            func dividedReportingOverflow(by rhs: Self) -> (partialValue: Self, overflow: Bool)
            func remainderReportingOverflow(dividingBy rhs: Self) -> (partialValue: Self, overflow: Bool)
            func multipliedFullWidth(by other: Self) -> (high: Self, low: Magnitude)
            func dividingFullWidth(_ dividend: (high: Self, low: Magnitude)) -> (quotient: Self, remainder: Self)
            static prefix func ~ (x: Self) -> Self
            static func & (lhs: Self, rhs: Self) -> Self
            static func &= (lhs: inout Self, rhs: Self)
            static func | (lhs: Self, rhs: Self) -> Self
            static func |= (lhs: inout Self, rhs: Self)
            static func ^ (lhs: Self, rhs: Self) -> Self
            static func ^= (lhs: inout Self, rhs: Self)
            static func &+ (lhs: Self, rhs: Self) -> Self
            static func &- (lhs: Self, rhs: Self) -> Self
            static func &* (lhs: Self, rhs: Self) -> Self
            static func &>> (lhs: Self, rhs: Self) -> Self
            static func &<< (lhs: Self, rhs: Self) -> Self
            static func >> <RHS>(lhs: Self, rhs: RHS) -> Self
            static func << <RHS>(lhs: Self, rhs: RHS) -> Self
            static func >>= <RHS>(lhs: inout Self, rhs: RHS)
            static func <<= <RHS>(lhs: inout Self, rhs: RHS)
            init(sign: FloatingPointSign, exponent: Exponent, significand: Self)
            init(signOf: Self, magnitudeOf: Self)
            init(sign: FloatingPointSign, exponentBitPattern: RawExponent, significandBitPattern: RawSignificand)
            static var radix: Int { get }
            static var nan: Self { get }
            static var signalingNaN: Self { get }
            static var infinity: Self { get }
            static var greatestFiniteMagnitude: Self { get }
            static var pi: Self { get }
            static var leastNormalMagnitude: Self { get }
            static var leastNonzeroMagnitude: Self { get }
            static var ulpOfOne: Self { get }
            static var exponentBitCount: Int { get }
            static var significandBitCount: Int { get }
            var ulp: Self { get }
            var sign: FloatingPointSign { get }
            var exponent: Exponent { get }
            var significand: Self { get }
            var exponentBitPattern: RawExponent { get }
            var significandBitPattern: RawSignificand { get }
            var binade: Self { get }
            var significandWidth: Int { get }
            var nextUp: Self { get }
            var nextDown: Self { get }
            var isNormal: Bool { get }
            var isFinite: Bool { get }
            var isZero: Bool { get }
            var isSubnormal: Bool { get }
            var isInfinite: Bool { get }
            var isNaN: Bool { get }
            var isSignalingNaN: Bool { get }
            var isCanonical: Bool { get }
            var floatingPointClass: FloatingPointClassification { get }
            static func minimum(_ x: Self, _ y: Self) -> Self
            static func maximum(_ x: Self, _ y: Self) -> Self
            static func minimumMagnitude(_ x: Self, _ y: Self) -> Self
            static func maximumMagnitude(_ x: Self, _ y: Self) -> Self
            func isEqual(to other: Self) -> Bool
            func isLess(than other: Self) -> Bool
            func isLessThanOrEqualTo(_ other: Self) -> Bool
            func isTotallyOrdered(belowOrEqualTo other: Self) -> Bool
            func remainder(dividingBy other: Self) -> Self
            mutating func formRemainder(dividingBy other: Self)
            func truncatingRemainder(dividingBy other: Self) -> Self
            mutating func formTruncatingRemainder(dividingBy other: Self)
            func squareRoot() -> Self
            mutating func formSquareRoot()
            func addingProduct(_ lhs: Self, _ rhs: Self) -> Self
            mutating func addProduct(_ lhs: Self, _ rhs: Self)
            func rounded(_ rule: FloatingPointRoundingRule) -> Self
            func rounded() -> Self
            mutating func round(_ rule: FloatingPointRoundingRule)
            mutating func round()
        }
        """

    /// The keys (`key(_:)`) of `standardRequirementsSource`.
    static let standardRequirementKeys: Set<String> = {
        let file = BuiltInDeclarations.read(standardRequirementsSource)
        return Set(file.protocols.flatMap(\.members.flattened).map(key))
    }()

    /// `StandardLibraryKnowledge.implementationKey`, with the parameter types of initializers
    /// (a generic parameter's as `_`): `init(_: String)` and `init(_: Int)` are different
    /// requirements, and only some of them are standard.
    static func key(_ member: Member) -> String {
        guard case .initializer(let i) = member else { return StandardLibraryKnowledge.implementationKey(member) }
        let generics = Set(i.genericParameters.map(\.name))
        let parameters = i.parameters.map { p in
            let type = generics.contains(p.type.singleName ?? "") ? "_" : p.type.text.replacingText("Swift.", with: "")
            return "\(p.label ?? "_"):\(type)"
        }
        return "init(\(parameters.joined(separator: ",")))"
    }

    /// `resolved` without the requirements the runtime protocol or the standard library
    /// implements (`standardRequirementKeys`), in every `#if` clause, and without the associated
    /// types the runtime protocol fixes, in the protocol and in each of its ancestors.
    static func droppingStandardRequirements(_ resolved: ResolvedProtocol) -> ResolvedProtocol {
        var trimmed = resolved
        trimmed.members = removingStandard(resolved.members)
        trimmed.decl.members = removingStandard(resolved.decl.members)
        trimmed.ancestors = resolved.ancestors.map { ancestor in
            var ancestor = ancestor
            ancestor.members = removingStandard(ancestor.members)
            return ancestor
        }
        return trimmed
    }

    private static func removingStandard(_ items: [MemberItem]) -> [MemberItem] {
        ProtocolAnalysis.removing(items) { member in
            if case .associatedType(let a) = member { return pinnedAssociatedTypes.contains(a.name) }
            return standardRequirementKeys.contains(key(member))
        }
    }
}
