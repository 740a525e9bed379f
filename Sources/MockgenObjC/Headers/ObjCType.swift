/// Whether a pointer may be nil, as the header says (`_Nonnull`, `_Nullable`, or nothing,
/// inside or outside `NS_ASSUME_NONNULL_BEGIN`).
enum Nullability: Sendable, Equatable {
    case nonnull, nullable, unspecified
}

/// An Objective-C type as the header declares it, before any Swift naming rule applies.
indirect enum ObjCType: Sendable, Equatable {
    case void
    /// `BOOL` or `bool`.
    case bool
    /// A C scalar, already named as Swift names it (`Int32`, `Double`, `UInt8`).
    case scalar(String)
    /// A type Swift imports under its own C name: an `NS_ENUM`, `NS_OPTIONS`, struct or typedef.
    case named(String)
    /// `NSString *`, `NSArray<NSString *> *`, `NSObject<Delegate> *`.
    case object(name: String, typeArguments: [ObjCType], protocols: [String], nullability: Nullability)
    /// `id`, `id<Delegate>`.
    case id(protocols: [String], nullability: Nullability)
    /// `Class`.
    case classObject(Nullability)
    /// `SEL`.
    case selector(Nullability)
    /// `instancetype`.
    case instancetype(Nullability)
    /// A block: `void (^)(NSData *data)`; `isNoEscape` for `NS_NOESCAPE` parameters.
    case block(parameters: [ObjCType], result: ObjCType, nullability: Nullability)
    /// `NSError **`, the out-parameter of a method that can fail.
    case errorOut
    /// A C pointer (`const char *`, `int *`, `void *`).
    case pointer(pointee: ObjCType, isConst: Bool, nullability: Nullability)
    /// A type mockgen cannot name in Swift; the text is clang's spelling.
    case unsupported(String)

    /// The same type with another nullability (types that cannot be nil are returned unchanged).
    func with(_ nullability: Nullability) -> ObjCType {
        switch self {
        case .object(let name, let arguments, let protocols, _):
            .object(name: name, typeArguments: arguments, protocols: protocols, nullability: nullability)
        case .id(let protocols, _): .id(protocols: protocols, nullability: nullability)
        case .classObject: .classObject(nullability)
        case .selector: .selector(nullability)
        case .instancetype: .instancetype(nullability)
        case .block(let parameters, let result, _):
            .block(parameters: parameters, result: result, nullability: nullability)
        case .pointer(let pointee, let isConst, _):
            .pointer(pointee: pointee, isConst: isConst, nullability: nullability)
        default: self
        }
    }

    /// The same type with its protocols called by their Swift names (`NS_SWIFT_NAME` on a
    /// protocol renames it wherever it is used: `id<XYZDownloader>` is `any Downloader`).
    func renamingProtocols(_ names: [String: String]) -> ObjCType {
        if names.isEmpty { return self }
        let rename = { (protocols: [String]) in protocols.map { names[$0] ?? $0 } }
        switch self {
        case .object(let name, let arguments, let protocols, let nullability):
            return .object(
                name: name, typeArguments: arguments.map { $0.renamingProtocols(names) }, protocols: rename(protocols),
                nullability: nullability)
        case .id(let protocols, let nullability):
            return .id(protocols: rename(protocols), nullability: nullability)
        case .block(let parameters, let result, let nullability):
            return .block(
                parameters: parameters.map { $0.renamingProtocols(names) }, result: result.renamingProtocols(names),
                nullability: nullability)
        case .pointer(let pointee, let isConst, let nullability):
            return .pointer(pointee: pointee.renamingProtocols(names), isConst: isConst, nullability: nullability)
        default:
            return self
        }
    }

    /// Clang's spellings of the parts of this type that Swift cannot be told about.
    var unsupportedParts: [String] {
        switch self {
        case .unsupported(let spelling): [spelling]
        case .object(_, let arguments, _, _): arguments.flatMap(\.unsupportedParts)
        case .block(let parameters, let result, _): (parameters + [result]).flatMap(\.unsupportedParts)
        case .pointer(let pointee, _, _): pointee.unsupportedParts
        default: []
        }
    }

    /// The pointer's nullability; nil for types that are not pointers.
    var nullability: Nullability? {
        switch self {
        case .object(_, _, _, let n), .id(_, let n), .classObject(let n), .selector(let n), .instancetype(let n),
             .block(_, _, let n), .pointer(_, _, let n): n
        default: nil
        }
    }
}
