import MockgenFrontEnd

/// Where a mock's builder structs are declared: beside the mock (at top level, or in the same
/// extension of the enclosing type) when every type their members name means the same there,
/// else inside the mock as before.
///
/// Beside the mock, the compiler looks up the names of a builder member without searching the
/// mock class and every protocol it conforms to first, which makes a mock's builders about a
/// tenth cheaper to type-check. A name can only be moved where it means the same: inside the
/// mock, a name may be one of the protocol's (a type alias of a protocol extension, an
/// associated type) or of a class parent, which are not in scope beside it. So builders move
/// only when each root name of their types is certain to mean the same in both places:
/// - a name the renderer qualifies (`Module.Name`, or `XMock.Alias` for a protocol's type alias),
///   or the name of a module of the inputs (the source qualified it itself);
/// - a generic parameter of the builder member, or the mock itself;
/// - a standard library or Foundation type that no input declares (those are qualified) and
///   the protocol does not declare for itself (`localNames`).
/// A generic mock's builders beside it take its generic parameters and `where` clause. Class
/// mocks, mocks with a superclass and mocks that declare type aliases keep their builders inside.
enum BuilderPlacement {
    static func isBesideMock(_ plan: MockPlan, spelling: inout TypeSpelling) -> Bool {
        guard plan.classMock == nil, plan.superclass == nil, plan.typeAliases.isEmpty, plan.numericBacking == nil else {
            return false
        }
        // The root names of every type the builders name, each checked once below; a generic
        // parameter of the member naming it is certain at once. A generic mock's builders take
        // its generic parameters and `where` clause.
        var roots = RootNames()
        for parameter in plan.genericParameters { parameter.constraint.map { roots.add($0, ownNames: []) } }
        for requirement in plan.genericWhere {
            roots.add(requirement.left, ownNames: [])
            roots.add(requirement.right, ownNames: [])
        }
        plan.forEachInvocation { invocation in
            let generics = invocation.givenGenerics + invocation.verifyGenerics
            let ownNames = generics.isEmpty ? [] : Set(generics.map { Identifiers.bare($0.name) })
            for parameter in invocation.builderParameters { roots.add(parameter.valueType, ownNames: ownNames) }
            roots.add(invocation.produceType, ownNames: ownNames)
            roots.add(invocation.returnType, ownNames: ownNames)
            invocation.thrownError.map { roots.add($0, ownNames: ownNames) }
            for generic in generics { generic.constraint.map { roots.add($0, ownNames: ownNames) } }
            for requirement in invocation.givenWhere + invocation.verifyWhere {
                roots.add(requirement.left, ownNames: ownNames)
                roots.add(requirement.right, ownNames: ownNames)
            }
        }
        if roots.hasUnknownType { return false }
        let mockNames = Set([plan.name] + plan.genericParameters.map { Identifiers.bare($0.name) })
        for root in roots.names where !meansTheSameBeside(root, mockNames: mockNames, spelling: &spelling) {
            return false
        }
        return true
    }

    /// Whether a root name resolves the same outside the mock as inside it.
    private static func meansTheSameBeside(
        _ root: String, mockNames: Set<String>, spelling: inout TypeSpelling
    ) -> Bool {
        if spelling.qualifier(of: root) != nil { return true }
        let bare = Identifiers.bare(root)
        if mockNames.contains(bare) || bare == "MockRuntime" || bare == "Swift" { return true }
        if spelling.localNames.contains(bare) { return false }
        // `Logging.Logger.Level` as the source writes it: a module of the inputs.
        return standardNames.contains(bare) || spelling.table?.moduleNames.contains(bare) == true
    }

    /// The distinct root names of the types a mock's builders name (`T` of `[T.Element]`).
    private struct RootNames {
        private(set) var names: Set<String> = []
        /// A type the front end could not model: its names are unknown.
        private(set) var hasUnknownType = false

        mutating func add(_ type: TypeRef, ownNames: Set<String>) {
            _ = type.contains { t in
                switch t.kind {
                case .unknown: hasUnknownType = true
                case .named(let components):
                    if let root = components.first?.name, ownNames.isEmpty
                        || !ownNames.contains(Identifiers.bare(root)) {
                        names.insert(root)
                    }
                default: break
                }
                return false
            }
        }
    }

    /// Types of the standard library, Foundation and Dispatch that generated code may name bare.
    /// A name the inputs declare is qualified with its module instead, and one the protocol
    /// declares is among the renderer's local names, so only names no input declares count here.
    static let standardNames: Set<String> = [
        // Standard library: numbers, text, collections, values.
        "Int", "Int8", "Int16", "Int32", "Int64", "Int128", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "UInt128",
        "Double", "Float", "Float16", "Float80", "Bool", "String", "Character", "Substring", "StaticString",
        "Unicode", "Array", "ArraySlice", "ContiguousArray", "Dictionary", "Set", "Optional", "Result", "Range",
        "ClosedRange", "Slice", "Never", "Void", "Any", "AnyObject", "AnyHashable", "ObjectIdentifier", "Error",
        "Sendable", "Hashable", "Equatable", "Comparable", "Identifiable", "CaseIterable", "RawRepresentable",
        "Codable", "Encodable", "Decodable", "Encoder", "Decoder", "CodingKey", "CodingUserInfoKey",
        "CustomStringConvertible", "CustomDebugStringConvertible", "Sequence", "Collection", "BidirectionalCollection",
        "RandomAccessCollection", "MutableCollection", "RangeReplaceableCollection", "IteratorProtocol",
        "AnySequence", "AnyCollection", "AnyIterator", "StringProtocol", "Numeric", "BinaryInteger",
        "FixedWidthInteger",
        "SignedInteger", "UnsignedInteger", "FloatingPoint", "BinaryFloatingPoint", "RandomNumberGenerator", "Hasher",
        "KeyPath", "WritableKeyPath", "ReferenceWritableKeyPath", "PartialKeyPath", "AnyKeyPath", "Mirror",
        "UnsafePointer", "UnsafeMutablePointer", "UnsafeRawPointer", "UnsafeMutableRawPointer", "UnsafeBufferPointer",
        "UnsafeMutableBufferPointer", "UnsafeRawBufferPointer", "UnsafeMutableRawBufferPointer", "OpaquePointer",
        "CInt", "CChar", "CBool", "CDouble", "CFloat", "CLong", "CUnsignedInt",
        // Standard library: concurrency and time.
        "Task", "TaskPriority", "TaskGroup", "ThrowingTaskGroup", "AsyncStream", "AsyncThrowingStream",
        "AsyncSequence", "AsyncIteratorProtocol", "CheckedContinuation", "UnsafeContinuation", "Actor", "MainActor",
        "Duration", "Clock", "ContinuousClock", "SuspendingClock", "InstantProtocol", "DurationProtocol",
        // Foundation and Dispatch.
        "Date", "DateInterval", "URL", "URLRequest", "URLResponse", "HTTPURLResponse", "URLSession", "URLComponents",
        "URLQueryItem", "Data", "UUID", "TimeInterval", "Locale", "TimeZone", "Calendar", "DateComponents",
        "JSONEncoder", "JSONDecoder", "PropertyListEncoder", "PropertyListDecoder", "Notification",
        "NotificationCenter", "IndexPath", "IndexSet", "CharacterSet", "Decimal", "NSNumber", "NSError", "NSObject",
        "Bundle", "FileManager", "OperationQueue", "ProcessInfo", "UserDefaults", "AttributedString", "Measurement",
        "DispatchQueue", "DispatchTime", "DispatchTimeInterval", "DispatchWorkItem", "DispatchGroup", "CGFloat",
        "DataProtocol", "ContiguousBytes",
    ]
}
