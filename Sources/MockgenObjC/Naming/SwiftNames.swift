/// The Swift importer's rules for naming Objective-C methods and properties, in one place.
/// Each rule is named where it applies; `TypeImport` holds the rules for types.
enum SwiftNames {
    /// A method's Swift name: base name and argument labels (nil is `_`).
    struct MethodName: Equatable, Sendable {
        var baseName: String
        var labels: [String?]
    }

    /// Names a method from its selector pieces (`["tableView", "didSelectRowAtIndexPath"]`) and the
    /// types of its parameters (used to omit words that repeat a type name).
    /// `resultType` and `selfName` (the protocol's name, for `instancetype`) name the result.
    static func method(pieces: [String], parameterTypes: [ObjCType], resultType: ObjCType = .void, selfName: String = "") -> MethodName {
        guard let firstPiece = pieces.first else { return MethodName(baseName: "", labels: []) }
        if parameterTypes.isEmpty {
            // Rule "omit needless words" for a method without arguments returning `instancetype`:
            // its name loses words that repeat the protocol's name (`+ (instancetype)sharedStore` in
            // `SessionStore` -> `shared()`). Other result types leave the name alone
            // (`- (Palette *)anyPalette` stays `anyPalette()`).
            guard case .instancetype = resultType else { return MethodName(baseName: lowercasingInitialism(firstPiece), labels: []) }
            return MethodName(baseName: lowercasingInitialism(omittingTypeName(firstPiece, .named(selfName))), labels: [])
        }

        // Rule "omit needless words": a selector piece that ends with the name of its parameter's
        // type loses those words, unless nothing would be left (`removeTrack:(Track *)` ->
        // `remove`, `didSelectRowAtIndexPath:(NSIndexPath *)` -> `didSelectRowAt`,
        // `didCancelAuthenticationChallenge:` -> `didCancel`).
        let pruned = zip(pieces, parameterTypes).map { piece, type in omittingTypeName(piece, type) }

        // Rule "first argument label": the first piece splits before its last preposition, which
        // starts the label (`animateWithDuration:` -> `animate(withDuration:)`, after pruning
        // `moveToPoint:(CGPoint)` -> `move(to:)`). Without a preposition the first argument has
        // no label (`didSelectItem:` -> `didSelectItem(_:)`).
        var (base, firstLabel) = splitFirstPiece(pruned[0])
        // Rule "trailing block": a first argument that is a block, left with only a preposition
        // as its label, has none (`performWithBlock:` -> `perform(_:)`, `enumerateObjectsUsingBlock:` ->
        // `enumerateObjects(_:)`).
        if case .block = parameterTypes[0], let label = firstLabel, Words.prepositions.contains(label) { firstLabel = nil }
        // Rule "other labels": every later selector piece is its argument's label.
        let labels: [String?] = [firstLabel] + pruned.dropFirst().map { $0.isEmpty ? nil : $0 }
        return MethodName(baseName: lowercasingInitialism(base), labels: labels)
    }

    /// Rule "leading initialism": a name starting with an initialism starts in lower case
    /// (`URLProtocolDidFinishLoading:` -> `urlProtocolDidFinishLoading(_:)`).
    static func lowercasingInitialism(_ name: String) -> String {
        guard let first = Words.split(name).first, first.count > 1, first.allSatisfy(\.isUppercase) else { return name }
        return Words.lowercasingFirstWord(name)
    }

    /// Rule "`NSError **` to throws": the error piece is dropped; a first piece ending in
    /// `AndReturnError` or `WithError` loses that ending (`saveAndReturnError:` -> `save()`).
    static func droppingErrorPiece(_ pieces: [String]) -> [String] {
        guard pieces.count == 1, let only = pieces.first else { return Array(pieces.dropLast()) }
        for suffix in ["AndReturnError", "WithError", "Error"] where only.hasSuffix(suffix) && only.count > suffix.count {
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

    static func splitFirstPiece(_ piece: String) -> (base: String, label: String?) {
        let words = Words.split(piece)
        guard let index = words.indices.dropFirst().last(where: { Words.prepositions.contains(words[$0].lowercased()) }) else {
            return (piece, nil)
        }
        let base = words[..<index].joined()
        return (base, Words.lowercasingFirstWord(words[index...].joined()))
    }

    static func omittingTypeName(_ piece: String, _ type: ObjCType) -> String {
        let typeWords = typeNameWords(type)
        guard !typeWords.isEmpty else { return piece }
        let words = Words.split(piece)
        var matched = 0
        while matched < words.count - 1, matched < typeWords.count,
              words[words.count - 1 - matched].lowercased() == typeWords[typeWords.count - 1 - matched].lowercased() {
            matched += 1
        }
        return matched == 0 ? piece : words.dropLast(matched).joined()
    }

    /// The words of a type's name as the importer matches them against selector pieces.
    static func typeNameWords(_ type: ObjCType) -> [String] {
        switch type {
        case .object(let name, _, _, _): Words.split(TypeImport.bridgedClassName(name) ?? name)
        case .id(let protocols, _): protocols.count == 1 ? Words.split(protocols[0]) : []
        case .named(let name): Words.split(name)
        case .scalar("Int"), .scalar("UInt"): ["Index"]
        case .block: ["Block"]
        case .pointer(let pointee, _, _): typeNameWords(pointee)
        default: []
        }
    }
}
