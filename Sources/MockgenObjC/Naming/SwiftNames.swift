/// The Swift importer's rules for naming Objective-C methods and properties, in one place.
/// Each rule is named where it applies; `TypeImport` holds the rules for types.
enum SwiftNames {
    /// A method's Swift name: base name and argument labels (nil is `_`).
    struct MethodName: Equatable, Sendable {
        var baseName: String
        var labels: [String?]
    }

    /// Names a method from its selector pieces (`["tableView", "didSelectRowAtIndexPath"]`), the
    /// types and names of its parameters, its result, and the protocol it belongs to
    /// (`selfName`, whose name the importer also omits), applying the "omit needless words" rules of
    /// `NeedlessWords` in the importer's order.
    static func method(
        pieces: [String], parameterTypes: [ObjCType], parameterNames: [String] = [], resultType: ObjCType = .void,
        selfName: String = ""
    ) -> MethodName {
        guard var base = pieces.first else { return MethodName(baseName: "", labels: []) }
        let context = NeedlessWords.TypeName(name: selfName)
        let types = parameterTypes.map(NeedlessWords.typeName)
        // Rule "omit the context type from a method's base name" (`beginContentAccess` -> `beginAccess`).
        if !selfName.isEmpty { base = NeedlessWords.omittingContextType(base, context: context) }

        if parameterTypes.isEmpty {
            // Rule "omit a trailing type name", for a method without arguments returning
            // `instancetype`: its name loses words that repeat the protocol's name, as a property's
            // would (`+ (instancetype)sharedStore` in `SessionStore` -> `shared()`).
            if case .instancetype = resultType, !selfName.isEmpty {
                base = NeedlessWords.omittingTrailingTypeName(base, context, role: .property)
            }
            return MethodName(baseName: Words.lowercasingInitialisms(base), labels: [])
        }

        // Rule "first argument label" (`animateWithDuration:` -> `animate(withDuration:)`).
        var labels = [""] + pieces.dropFirst()
        if let split = NeedlessWords.splittingFirstPiece(
            base, parameter: types[0], parameterName: parameterNames.first ?? "")
        {
            (base, labels[0]) = split
        }
        // Rule "omit a trailing type name", for each argument: from the base name when the first
        // argument has no label, else from the label (`removeTrack:(Track *)` -> `remove(_:)`,
        // `didSelectRowAtIndexPath:` -> `didSelectRow(at:)`).
        for i in types.indices where i < labels.count {
            let role: NeedlessWords.Role =
                i > 0 ? .subsequentParameter : labels[0].isEmpty ? .baseName : .firstParameter
            if role == .baseName {
                base = NeedlessWords.omittingTrailingTypeName(base, types[i], role: role)
            } else {
                labels[i] = NeedlessWords.omittingTrailingTypeName(labels[i], types[i], role: role)
            }
        }
        // Rule "leading initialisms" on the base name and every label.
        let lowered = labels.map { $0.isEmpty ? nil : Words.lowercasingInitialisms($0) }
        return MethodName(baseName: Words.lowercasingInitialisms(base), labels: lowered)
    }

    /// Rule "`NSError **` to throws": the error piece is dropped; a first piece ending in
    /// `AndReturnError` or `WithError` loses that ending (`saveAndReturnError:` -> `save()`).
    static func droppingErrorPiece(_ pieces: [String]) -> [String] {
        guard pieces.count == 1, let only = pieces.first else { return Array(pieces.dropLast()) }
        for suffix in ["AndReturnError", "WithError", "Error"] where only.hasSuffix(suffix) && only.count > suffix.count
        {
            return [String(only.dropLast(suffix.count))]
        }
        return [only]
    }

    /// Rule `NS_SWIFT_NAME` / `swift_name("base(label:_:)")`: the name as written.
    static func explicit(_ swiftName: String) -> MethodName? {
        guard let open = swiftName.firstIndex(of: "("), swiftName.hasSuffix(")") else {
            return swiftName.isEmpty ? nil : MethodName(baseName: swiftName, labels: [])
        }
        let base = String(swiftName[..<open])
        let inside = swiftName[swiftName.index(after: open)..<swiftName.index(before: swiftName.endIndex)]
        let labels = inside.split(separator: ":", omittingEmptySubsequences: true).map { $0 == "_" ? nil : String($0) }
        return MethodName(baseName: base, labels: labels)
    }

    /// Rule "Boolean getter": a `BOOL` property with a custom getter takes the getter's name
    /// (`@property (getter=isEnabled) BOOL enabled` -> `var isEnabled: Bool`).
    static func property(name: String, getter: String?, type: ObjCType) -> String {
        if type == .bool, let getter, !getter.isEmpty { return getter }
        return name
    }

    /// Rule "completion handlers are `@Sendable`": the last block parameter of a method returning
    /// `void`, labelled as a completion handler (`completion:`, `withCompletionHandler:`, `reply:`...),
    /// is imported as a `@Sendable` closure (the importer also offers an `async` variant of the
    /// requirement; implementing the completion-handler form satisfies it).
    static func isCompletionHandler(label: String?, type: ObjCType?) -> Bool {
        guard case .block(_, .void, _) = type, let label else { return false }
        return completionHandlerLabels.contains(label)
    }

    /// A completion handler's label loses a leading `with` (`fetchWithCompletion:` -> `fetch(completion:)`).
    static func completionHandlerLabel(_ label: String) -> String {
        label.hasPrefix("with") && label.count > 4 ? Words.lowercasingFirstWord(String(label.dropFirst(4))) : label
    }

    static let completionHandlerLabels: Set<String> = [
        "completion", "completionHandler", "completionBlock", "withCompletion", "withCompletionHandler",
        "withCompletionBlock", "reply", "withReply", "replyTo", "withReplyTo",
    ]

    /// Rule `NS_REFINED_FOR_SWIFT`: the name gets two leading underscores.
    static func refined(_ name: String) -> String { "__" + name }
}
