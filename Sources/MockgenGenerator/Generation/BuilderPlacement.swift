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
    static func isBesideMock(_ plan: MockPlan, spelling: TypeSpelling) -> Bool {
        guard plan.classMock == nil, plan.superclass == nil, plan.typeAliases.isEmpty, plan.numericBacking == nil else { return false }
        // A generic mock's builders take its generic parameters and `where` clause.
        let mockNames = Set([plan.name] + plan.genericParameters.map { Identifiers.bare($0.name) })
        var mockTypes = plan.genericParameters.compactMap(\.constraint)
        for requirement in plan.genericWhere { mockTypes += [requirement.left, requirement.right] }
        guard meansTheSameBeside(mockTypes, ownNames: mockNames, spelling: spelling) else { return false }
        for requirement in PlannedItem.flatten(plan.items) {
            for invocation in requirement.invocations {
                var ownNames = mockNames
                var types = invocation.builderParameters.map(\.valueType)
                types += [invocation.produceType, invocation.returnType, invocation.errorType]
                for generic in invocation.givenGenerics + invocation.verifyGenerics {
                    ownNames.insert(Identifiers.bare(generic.name))
                    generic.constraint.map { types.append($0) }
                }
                for requirement in invocation.givenWhere + invocation.verifyWhere { types += [requirement.left, requirement.right] }
                guard meansTheSameBeside(types, ownNames: ownNames, spelling: spelling) else { return false }
            }
        }
        return true
    }

    /// Whether every name in `types` resolves the same outside the mock: `ownNames` are the
    /// generic parameters the builder member declares or takes from the mock, and the mock.
    private static func meansTheSameBeside(_ types: [TypeRef], ownNames: Set<String>, spelling: TypeSpelling) -> Bool {
        let isUncertain: (TypeRef) -> Bool = { type in
            switch type.kind {
            case .unknown: return true
            case .named(let components):
                guard let root = components.first else { return true }
                if spelling.qualifier(of: root.name) != nil { return false }
                let bare = Identifiers.bare(root.name)
                if ownNames.contains(bare) || bare == "MockRuntime" || bare == "Swift" { return false }
                if spelling.localNames.contains(bare) { return true }
                // `Logging.Logger.Level` as the source writes it: a module of the inputs.
                return !standardNames.contains(bare) && spelling.table?.moduleNames.contains(bare) != true
            default: return false
            }
        }
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
