/// The Swift importer's "omit needless words" rules: words of a selector that repeat a type's
/// name are dropped, and the first piece splits before a preposition. Each rule is named where
/// it applies; `SwiftNames.method` runs them in the importer's order.
enum NeedlessWords {
    /// The name the importer matches against a selector's words for one type, and what kind of
    /// type it is.
    struct TypeName: Equatable, Sendable {
        var name: String
        var isBoolean = false
        var isFunction = false
    }

    /// Where a name stands in the signature; what may be stripped depends on it.
    enum Role: Equatable, Sendable {
        case baseName, firstParameter, subsequentParameter, property
    }

    /// Rule "type names for omission": the name of a parameter's, result's or protocol's type as
    /// the importer spells it (`NSString *` is `NSString`, `id` is `Object`, `id<P>` is `P`,
    /// `NSInteger` is `NSInteger`, a block is `Block`, `BOOL` is `Bool`). Nil when it has none.
    static func typeName(_ type: ObjCType) -> TypeName? {
        switch type {
        case .object(let name, _, let protocols, _):
            if protocols.count == 1 && name == "NSObject" { return TypeName(name: protocols[0]) }
            return TypeName(name: name)
        case .id(let protocols, _): return TypeName(name: protocols.count == 1 ? protocols[0] : "Object")
        case .named(let name): return TypeName(name: name)
        case .scalar("Int"): return TypeName(name: "NSInteger")
        case .scalar("UInt"): return TypeName(name: "NSUInteger")
        case .scalar(let name): return TypeName(name: name)
        case .bool: return TypeName(name: "Bool", isBoolean: true)
        case .block: return TypeName(name: "Block", isFunction: true)
        case .classObject: return TypeName(name: "Class")
        case .selector: return TypeName(name: "Selector")
        case .pointer(let pointee, _, _): return typeName(pointee)
        default: return nil
        }
    }

    /// Rule "omit the context type from a method's base name": words repeating the protocol's name
    /// anywhere in the base name go, when a verb precedes them (`beginContentAccess` in
    /// `NSDiscardableContent` -> `beginAccess`); never the name's first words, never a lone `Error`.
    /// (For a class the importer also keeps words naming one of its properties; for a protocol it
    /// does not, and neither rule below does.)
    static func omittingContextType(_ name: String, context: TypeName) -> String {
        let words = Words.split(name)
        var typeName = context.name
        var range: Range<Int>?
        for end in stride(from: words.count, to: 0, by: -1) {
            let start = matchStart(Array(words[..<end]), typeName)
            if start != end {
                range = start..<end
                break
            }
            while let shorter = skippingTypeSuffix(typeName) { typeName = shorter }
        }
        guard let range, range.lowerBound > 0 else { return name }
        if range.upperBound == words.count, range.count == 1, words[range.lowerBound] == "Error" { return name }
        guard PartOfSpeech(words[range.lowerBound - 1]) == .verb else { return name }
        let shorter = (words[..<range.lowerBound] + words[range.upperBound...]).joined()
        return canBeMemberName(shorter) && !isVacuousWord(shorter) ? shorter : name
    }

    /// Rule "omit a trailing type name": a name ending in the words of its type's name loses them,
    /// when what precedes is a verb, gerund or preposition (`removeTrack:(Track *)` -> `remove`,
    /// `atIndexPath:(NSIndexPath *)` -> `at`), never after a noun or adjective
    /// (`shouldAcceptNewConnection:(NSConnection *)` stays whole). A first label that is all type
    /// name becomes empty (`performWithBlock:` -> `perform(_:)`); a base name never does.
    static func omittingTrailingTypeName(_ name: String, _ type: TypeName?, role: Role) -> String {
        guard let type, !name.isEmpty, !type.name.isEmpty else { return name }
        let words = Words.split(name)
        let start = matchStart(words, type.name)
        if start == words.count { return name }
        if start == 0 { return role == .firstParameter ? "" : name }
        if start == words.count - 1 && words[start] == "Error" { return name }
        let previous = PartOfSpeech(words[start - 1])
        switch role {
        case .property:
            break
        case .firstParameter, .subsequentParameter:
            if previous == .unknown { return name }
        case .baseName:
            switch previous {
            case .preposition: if start - 1 == 0 { return name }
            case .verb, .gerund: break
            case .unknown: return name
            }
        }
        let shorter = words[..<start].joined()
        if role == .baseName || role == .property, !canBeMemberName(shorter) || isVacuousWord(shorter) { return name }
        return shorter
    }

    /// Rule "first argument label": the first piece splits before its last preposition, which
    /// starts the label (`animateWithDuration:` -> `animate(withDuration:)`). Not split: a name
    /// starting with `set`, an action (`sender` of type `id`), a preposition followed by a word it
    /// does not govern (`WithError`, `WithNo`, `ToVisible`, `ToBacking`, `FromBacking`) or preceded by
    /// `plug` (`plugIn`). A last `of` defers to an earlier preposition other than `of` or `for`
    /// (`indexInRangeOfItems` splits at `In`). Two-word prepositions stay together (`compatibleWith`,
    /// `bestMatching`, `accordingTo`, `boundBy`, `separatedBy`). A Boolean `…Animated` splits as
    /// `animated`. A vacuous `with`/`using` before a block is dropped (`performWithBlock:` ->
    /// `perform` and `Block`).
    static func splittingFirstPiece(
        _ piece: String, parameter: TypeName?, parameterName: String
    ) -> (base: String, label: String)? {
        let words = Words.split(piece)
        guard words.count > 1 else { return nil }
        if parameter?.isBoolean == true, words.last == "Animated" { return (words.dropLast().joined(), "animated") }
        if words[0] == "set" { return nil }
        if parameterName == "sender", let parameter, Words.split(parameter.name).last == "Object" { return nil }

        guard var index = lastPreposition(words) else { return nil }
        if index > 0, same(words[index - 1], "plug"), same(words[index], "in") { return nil }
        if index + 1 < words.count, conflictsAfter(preposition: words[index], words[index + 1]) { return nil }
        var prepositionLength = 1
        if index > 0, extendsPreposition(words[index - 1], words[index]) {
            index -= 1
            prepositionLength = 2
        }
        let after = words[(index + prepositionLength)...].joined()
        let isVacuous = prepositionLength == 1 && (same(words[index], "with") || same(words[index], "using"))
            && !(same(words[index], "with") && Words.split(after).first.map { same($0, "zone") } == true)
            && parameter?.isFunction == true
        let onLabel = !["X", "Y", "Z"].contains(after)
        var labelStart = onLabel ? index : index + prepositionLength
        var baseEnd = labelStart
        if isVacuous {
            if onLabel { labelStart += prepositionLength } else { baseEnd -= prepositionLength }
        }
        guard baseEnd > 0 else { return nil }
        let baseWords = Array(words[..<baseEnd])
        if !canBeMemberName(baseWords[0]) || isVacuousWord(baseWords[0]) {
            if baseWords.count == 1 || (baseWords.count == 2 && isVacuousWord(baseWords[0])) { return nil }
        }
        return (baseWords.joined(), words[labelStart...].joined())
    }

    /// The index of the word where `typeName`'s trailing words start matching the end of `words`
    /// (`words.count` when none match). Rule "type name matching": words match ignoring case; a
    /// name word matches the end of an initialism (`URL` in `NSURL`) or a type word that only adds
    /// digits; `Index` matches `Int`/`Integer`, `Indexes`/`Indices` match `IndexSet`, `ObjectValue`
    /// matches `Object`; a type's `Type`, `Ref`, `Mask`, `_t` or `2D` suffix may be skipped.
    static func matchStart(_ words: [String], _ typeName: String) -> Int {
        var name = words.count
        var typeWords = Words.split(typeName)
        var type = typeWords.count
        var currentTypeName = typeName
        while name > 0 && type > 0 {
            let word = words[name - 1]
            if wordMatches(word, typeWords[type - 1]) {
                name -= 1; type -= 1; continue
            }
            if (wordMatches(word, "Indexes") || wordMatches(word, "Indices")) && typeWords[type - 1] == "Set"
                && type > 1 && wordMatches("Index", typeWords[type - 2]) {
                name -= 1; type -= 2; continue
            }
            if wordMatches(word, "Index")
                && (wordMatches("Int", typeWords[type - 1]) || wordMatches("Integer", typeWords[type - 1])) {
                name -= 1; type -= 1; continue
            }
            if wordMatches("Object", typeWords[type - 1]) && wordMatches(word, "Value") && name > 1
                && wordMatches(words[name - 2], "Object") {
                name -= 2; type -= 1; continue
            }
            if name == words.count, let shorter = skippingTypeSuffix(currentTypeName) {
                currentTypeName = shorter
                typeWords = Words.split(shorter)
                type = typeWords.count
                continue
            }
            break
        }
        return name
    }

    static func wordMatches(_ nameWord: String, _ typeWord: String) -> Bool {
        let name = Array(nameWord), type = Array(typeWord)
        if name.count > type.count { return false }
        if name.count == type.count { return nameWord.lowercased() == typeWord.lowercased() }
        if typeWord.lowercased().hasSuffix(nameWord.lowercased()), !type[type.count - name.count].isLowercase {
            return type.prefix(name.count).allSatisfy { !$0.isLowercase && $0 != "_" }
        }
        if typeWord.lowercased().hasPrefix(nameWord.lowercased()) {
            return type.dropFirst(name.count).allSatisfy(\.isNumber)
        }
        return false
    }

    static func skippingTypeSuffix(_ typeName: String) -> String? {
        guard let last = Words.split(typeName).last else { return nil }
        for suffix in ["Type", "Ref", "Mask"] where last == suffix && typeName.count > suffix.count {
            return String(typeName.dropLast(suffix.count))
        }
        if typeName.hasSuffix("D"), typeName.count > 1 {
            let digits = typeName.dropLast().reversed().prefix(while: \.isNumber).count
            if digits > 0 { return String(typeName.dropLast(digits + 1)) }
        }
        if typeName.hasSuffix("_t"), typeName.count > 2 { return String(typeName.dropLast(2)) }
        return nil
    }

    /// The last preposition; an `of` defers to an earlier preposition other than `of` or `for`.
    static func lastPreposition(_ words: [String]) -> Int? {
        guard let last = words.indices.last(where: { PartOfSpeech(words[$0]) == .preposition }) else { return nil }
        if same(words[last], "of"),
            let earlier = words[..<last].indices.last(where: { PartOfSpeech(words[$0]) == .preposition }),
            !same(words[earlier], "of"), !same(words[earlier], "for")
        {
            return earlier
        }
        return last
    }

    static func conflictsAfter(preposition: String, _ word: String) -> Bool {
        if same(preposition, "with") { return same(word, "error") || same(word, "no") }
        if same(preposition, "to") { return same(word, "visible") || same(word, "backing") }
        if same(preposition, "from") { return same(word, "backing") }
        return false
    }

    static func extendsPreposition(_ preceding: String, _ preposition: String) -> Bool {
        [("compatible", "with"), ("best", "matching"), ("according", "to"), ("bound", "by"), ("separated", "by")]
            .contains { same(preceding, $0.0) && same(preposition, $0.1) }
    }

    /// Names a member cannot have.
    static func canBeMemberName(_ name: String) -> Bool { !["init", "Protocol", "self", "Type"].contains(name) }

    /// Names too empty for a method to be left with.
    static func isVacuousWord(_ word: String) -> Bool {
        ["get", "for", "set", "using", "with"].contains { same(word, $0) }
    }

    /// The same word, but for the case of its first letter.
    static func same(_ a: String, _ b: String) -> Bool {
        a.count == b.count && a.prefix(1).lowercased() == b.prefix(1).lowercased() && a.dropFirst() == b.dropFirst()
    }
}
