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
/// - a name the renderer qualifies (`Module.Name`, or `XMock.Alias` for a protocol's type alias);
/// - a generic parameter of the builder member, or the mock itself;
/// - a standard library or Foundation type that no input declares (those are qualified) and
///   the protocol does not declare for itself (`localNames`).
/// Class mocks, mocks with a superclass, generic mocks, and mocks that declare type aliases
/// keep their builders inside.
enum BuilderPlacement {
    static func isBesideMock(_ plan: MockPlan, spelling: TypeSpelling) -> Bool {
        guard plan.classMock == nil, plan.superclass == nil, !plan.isGeneric, plan.typeAliases.isEmpty,
              plan.numericBacking == nil else { return false }
        for requirement in PlannedItem.flatten(plan.items) {
            for invocation in requirement.invocations where !meansTheSameBeside(invocation, plan: plan, spelling: spelling) {
                return false
            }
        }
        return true
    }

    /// Whether every type `invocation`'s builder members name resolves the same outside the mock.
    private static func meansTheSameBeside(_ invocation: Invocation, plan: MockPlan, spelling: TypeSpelling) -> Bool {
        var ownNames: Set<String> = [plan.name]
        for generic in invocation.givenGenerics + invocation.verifyGenerics { ownNames.insert(Identifiers.bare(generic.name)) }
        let isUncertain: (TypeRef) -> Bool = { type in
            switch type.kind {
            case .unknown: return true
            case .named(let components):
                guard let root = components.first else { return true }
                if spelling.qualifier(of: root.name) != nil { return false }
                let bare = Identifiers.bare(root.name)
                if ownNames.contains(bare) || bare == "MockRuntime" || bare == "Swift" { return false }
                return spelling.localNames.contains(bare) || !standardNames.contains(bare)
            default: return false
            }
        }
        var types = invocation.builderParameters.map(\.valueType)
        types += [invocation.produceType, invocation.returnType, invocation.errorType]
        for generic in invocation.givenGenerics + invocation.verifyGenerics { generic.constraint.map { types.append($0) } }
        for requirement in invocation.givenWhere + invocation.verifyWhere { types += [requirement.left, requirement.right] }
        return !types.contains { $0.contains(where: isUncertain) }
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
        "AnySequence", "AnyCollection", "AnyIterator", "StringProtocol", "Numeric", "BinaryInteger", "FixedWidthInteger",
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
