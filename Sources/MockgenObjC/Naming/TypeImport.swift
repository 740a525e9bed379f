import MockgenFrontEnd

/// The Swift importer's rules for types: each Objective-C type becomes the `TypeRef` Swift sees.
enum TypeImport {
    /// Where a type appears; optionality and `@escaping` depend on it.
    enum Position {
        case parameter, result, blockParameter, typeArgument
    }

    /// Rule "Foundation bridging": classes Swift replaces with its own value types.
    static let bridgedClasses: [String: String] = [
        "NSString": "String", "NSData": "Data", "NSDate": "Date", "NSURL": "URL", "NSUUID": "UUID",
        "NSIndexPath": "IndexPath", "NSIndexSet": "IndexSet", "NSLocale": "Locale", "NSTimeZone": "TimeZone",
        "NSCalendar": "Calendar", "NSDateComponents": "DateComponents", "NSNotification": "Notification",
        "NSURLRequest": "URLRequest", "NSURLComponents": "URLComponents", "NSCharacterSet": "CharacterSet",
        "NSDecimalNumber": "NSDecimalNumber", "NSNumber": "NSNumber", "NSError": "Error",
    ]

    /// The Swift name of a bridged class (`NSString` -> `String`), nil for other classes.
    static func bridgedClassName(_ name: String) -> String? {
        switch name {
        case "NSArray": "Array"
        case "NSDictionary": "Dictionary"
        case "NSSet": "Set"
        default: bridgedClasses[name]
        }
    }

    /// Rule "`NSObject` protocol": the protocol `NSObject` is `NSObjectProtocol` in Swift (the class keeps its name).
    static func protocolName(_ name: String) -> String { name == "NSObject" ? "NSObjectProtocol" : name }

    static func swiftType(_ type: ObjCType, _ position: Position) -> TypeRef {
        let bare = bareType(type, position)
        // Rule "nullability": `_Nonnull` is `T`, `_Nullable` is `T?`, unannotated (outside
        // `NS_ASSUME_NONNULL`) is `T!` in the importer; type arguments of collections are never
        // optional. The mock writes `T!` as `T?`: to Swift both are `Optional<T>` (a `T?` member
        // satisfies a `T!` requirement), and `!` may not appear in the builders' generic arguments.
        guard position != .typeArgument, let nullability = type.nullability else { return bare }
        switch nullability {
        case .nonnull:
            // Rule "blocks": a non-optional block parameter is `@escaping` (an optional one already escapes).
            if case .block = type, position == .parameter {
                return TypeRef(kind: bare.kind, attributes: [Attribute(name: "escaping")])
            }
            return bare
        case .nullable: return TypeRef(kind: .optional(bare))
        case .unspecified: return TypeRef(kind: .optional(bare))
        }
    }

    private static func bareType(_ type: ObjCType, _ position: Position) -> TypeRef {
        switch type {
        case .void: return .named("Void")
        case .bool: return .named("Bool")
        case .scalar(let name), .named(let name): return .named(name)
        // Rule "`instancetype` is `Self`".
        case .instancetype: return .named("Self")
        // Rule "`id` is `Any`, `id<P>` is `any P`".
        case .id(let protocols, _):
            return protocols.isEmpty ? .named("Any") : existential(protocols.map { .named(protocolName($0)) })
        case .classObject: return .named("AnyClass")
        case .selector: return .named("Selector")
        case .object(let name, let arguments, let protocols, _):
            let base = classType(name, arguments)
            // `NSObject<Delegate> *` is `any NSObject & Delegate`.
            return protocols.isEmpty ? base : existential([base] + protocols.map { .named(protocolName($0)) })
        case .block(let parameters, let result, _):
            let elements = parameters.filter { $0 != .void }.map {
                TupleTypeElement(type: swiftType($0, .blockParameter))
            }
            return TypeRef(
                kind: .function(parameters: elements, effects: .none, result: swiftType(result, .blockParameter)))
        case .errorOut: return .named("NSErrorPointer")
        case .pointer(let pointee, let isConst, _):
            if pointee == .void { return .named(isConst ? "UnsafeRawPointer" : "UnsafeMutableRawPointer") }
            // Rule "object out-parameters": `id *` and `Foo **` are autoreleasing pointers to an
            // optional object (`AutoreleasingUnsafeMutablePointer<AnyObject?>`), never bridged.
            if let object = objectPointee(pointee) {
                return TypeRef(
                    kind: .named([
                        TypeNameComponent(
                            name: "AutoreleasingUnsafeMutablePointer",
                            genericArguments: [TypeRef(kind: .optional(object))])
                    ]))
            }
            let argument = swiftType(pointee, .typeArgument)
            return TypeRef(
                kind: .named([
                    TypeNameComponent(
                        name: isConst ? "UnsafePointer" : "UnsafeMutablePointer", genericArguments: [argument])
                ]))
        case .unsupported(let spelling): return TypeRef(text: spelling, kind: .unknown(spelling))
        }
    }

    /// The same closure type marked `@Sendable` (inside the optional when there is one).
    static func sendable(_ type: TypeRef) -> TypeRef {
        switch type.kind {
        case .optional(let wrapped): return TypeRef(kind: .optional(sendable(wrapped)))
        case .implicitlyUnwrappedOptional(let wrapped):
            return TypeRef(kind: .implicitlyUnwrappedOptional(sendable(wrapped)))
        default:
            return TypeRef(
                kind: type.kind, attributes: type.attributes + [Attribute(name: "Sendable")],
                specifiers: type.specifiers)
        }
    }

    /// Rule "lightweight generics": `NSArray<T>` is `[T]`, `NSDictionary<K, V>` is `[K: V]`, `NSSet<T>`
    /// is `Set<T>` (untyped ones hold `Any`, keyed by `AnyHashable`); other generic classes keep
    /// their arguments unbridged (`Box<NSString *>` is `Box<NSString>`).
    private static func classType(_ name: String, _ arguments: [ObjCType]) -> TypeRef {
        let elements = arguments.map { swiftType($0, .typeArgument) }
        switch name {
        case "NSArray":
            return TypeRef(kind: .array(elements.first ?? .named("Any")))
        case "NSDictionary":
            return TypeRef(kind: .dictionary(key: elements.count == 2 ? hashable(elements[0]) : .named("AnyHashable"),
                                             value: elements.count == 2 ? elements[1] : .named("Any")))
        case "NSSet":
            return TypeRef(
                kind: .named([
                    TypeNameComponent(
                        name: "Set", genericArguments: [elements.first.map(hashable) ?? .named("AnyHashable")])
                ]))
        case "NSError":
            return TypeRef(kind: .existential(.named("Error")))
        default:
            if let bridged = bridgedClasses[name] { return .named(bridged) }
            let unbridged = arguments.map(unbridgedArgument)
            return TypeRef(kind: .named([TypeNameComponent(name: name, genericArguments: unbridged)]))
        }
    }

    /// The object type an out-parameter points to (`AnyObject` for `id`), nil for other pointees.
    private static func objectPointee(_ pointee: ObjCType) -> TypeRef? {
        switch pointee {
        case .id(let protocols, _):
            return protocols.isEmpty ? .named("AnyObject") : existential(protocols.map { .named(protocolName($0)) })
        case .object:
            return unbridgedArgument(pointee)
        default:
            return nil
        }
    }

    /// `id` as a dictionary key or set element is `AnyHashable`.
    private static func hashable(_ type: TypeRef) -> TypeRef {
        type.text == "Any" ? .named("AnyHashable") : type
    }

    private static func unbridgedArgument(_ type: ObjCType) -> TypeRef {
        if case .object(let name, let arguments, _, _) = type {
            return TypeRef(
                kind: .named([TypeNameComponent(name: name, genericArguments: arguments.map(unbridgedArgument))]))
        }
        return swiftType(type, .typeArgument)
    }

    private static func existential(_ parts: [TypeRef]) -> TypeRef {
        TypeRef(kind: .existential(parts.count == 1 ? parts[0] : TypeRef(kind: .composition(parts))))
    }
}
