import MockgenFrontEnd

/// Rewrites normalised type text (`TypeRef.text`) for use inside a mock: `Self` becomes the
/// mock type, `Self.Item` becomes the mock's generic parameter `Item`, and `some P` becomes
/// `any P` where a nameable type is needed (closure types and matchers).
///
/// Works on the text's UTF-8 bytes in one pass; text with nothing to rewrite (most types) is
/// returned as it is, without building a new string.
struct TypeRewriter: Sendable {
    /// What `Self` means in the mock, e.g. `RepoMock<Item>`.
    var selfType: String
    /// Associated type names of the protocol (generic parameters or type aliases of the mock).
    var associatedTypes: Set<String>
    /// Associated types whose mock generic parameter has another name, because a member declares
    /// a generic parameter of the same name (`func with<RowDecoder>(…)` in a protocol with
    /// `associatedtype RowDecoder`): `Self.RowDecoder` must then become `RowDecoderType`.
    var renamedAssociatedTypes: [String: String] = [:]

    /// The text with `Self` replaced.
    func rewrite(_ text: String) -> String {
        rewrite(text, erasingOpaque: false)
    }

    /// `Self` replaced and every `some P` turned into `any P`.
    func rewriteErasingOpaque(_ text: String) -> String {
        rewrite(text, erasingOpaque: true)
    }

    private func rewrite(_ text: String, erasingOpaque: Bool) -> String {
        TypeTokens.withUTF8(text) { bytes in
            // Fast path: no `Self` (and no `some`) identifier means nothing changes.
            guard TypeTokens.containsRewritable(bytes, erasingOpaque: erasingOpaque) else { return text }
            var out: [UInt8] = []
            out.reserveCapacity(bytes.count + 16)
            var scanner = TypeTokens.Scanner(bytes)
            var previousIsDot = false
            while let token = scanner.next() {
                let afterDot = previousIsDot
                previousIsDot = token.isSingle(bytes, UInt8(ascii: "."))
                if token.isIdentifier && !afterDot && token.equals(bytes, TypeTokens.selfBytes) {
                    // `Self.Item` where `Item` is an associated type: drop `Self.`, keep `Item`.
                    var lookahead = scanner
                    if let dot = lookahead.next(), dot.isSingle(bytes, UInt8(ascii: ".")), let name = lookahead.next(),
                       associatedTypes.contains(name.rawText(bytes)) {
                        _ = scanner.next()
                        if let renamed = renamedAssociatedTypes[name.rawText(bytes)] {
                            _ = scanner.next()
                            out.append(contentsOf: renamed.utf8)
                            previousIsDot = false
                        } else {
                            previousIsDot = true
                        }
                        continue
                    }
                    out.append(contentsOf: (erasingOpaque ? TypeTokens.erasingOpaque(selfType) : selfType).utf8)
                } else if erasingOpaque && token.isIdentifier && token.equals(bytes, TypeTokens.someBytes) {
                    out.append(contentsOf: TypeTokens.anyBytes)
                } else {
                    out.append(contentsOf: bytes[token.start..<token.end])
                }
            }
            return String(decoding: out, as: UTF8.self)
        }
    }
}

extension TypeRewriter {
    /// The text with every identifier in `names` (not after a `.`) replaced: used for the mock's
    /// generic header, where renamed associated types must use their generic parameter's name.
    static func renamingIdentifiers(_ text: String, _ names: [String: String]) -> String {
        guard !names.isEmpty else { return text }
        return TypeTokens.withUTF8(text) { bytes in
            var out = ""
            var scanner = TypeTokens.Scanner(bytes)
            var previousIsDot = false
            while let token = scanner.next() {
                let raw = token.rawText(bytes)
                out += token.isIdentifier && !previousIsDot ? names[raw] ?? raw : raw
                previousIsDot = token.isSingle(bytes, UInt8(ascii: "."))
            }
            return out
        }
    }
}

/// Splits type text into identifier tokens (including backticked names) and single other
/// characters, so that rewriting never touches part of a longer name. Works on UTF-8 bytes:
/// every byte of a non-ASCII character counts as part of an identifier.
enum TypeTokens {
    static let selfBytes: [UInt8] = Array("Self".utf8)
    static let someBytes: [UInt8] = Array("some".utf8)
    static let anyBytes: [UInt8] = Array("any".utf8)

    /// One token: a byte range of the text.
    struct Token {
        var start: Int
        var end: Int
        var isIdentifier: Bool

        func isSingle(_ bytes: UnsafeBufferPointer<UInt8>, _ byte: UInt8) -> Bool {
            end == start + 1 && bytes[start] == byte
        }

        func equals(_ bytes: UnsafeBufferPointer<UInt8>, _ word: [UInt8]) -> Bool {
            guard end - start == word.count else { return false }
            for i in 0..<word.count where bytes[start + i] != word[i] { return false }
            return true
        }

        /// The token's text as written (backticks included).
        func rawText(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
            String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
        }

        /// The identifier without backticks.
        func bareText(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
            let backticked = end - start >= 2 && bytes[start] == UInt8(ascii: "`") && bytes[end - 1] == UInt8(ascii: "`")
            let range = backticked ? (start + 1)..<(end - 1) : start..<end
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
        }
    }

    /// Yields the tokens of a text in order.
    struct Scanner {
        let bytes: UnsafeBufferPointer<UInt8>
        var position = 0

        init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

        mutating func next() -> Token? {
            guard position < bytes.count else { return nil }
            let start = position
            let byte = bytes[position]
            if byte == UInt8(ascii: "`") {
                position += 1
                while position < bytes.count && bytes[position] != UInt8(ascii: "`") { position += 1 }
                if position < bytes.count { position += 1 }
                return Token(start: start, end: position, isIdentifier: true)
            }
            if isIdentifierByte(byte) {
                while position < bytes.count && isIdentifierByte(bytes[position]) { position += 1 }
                return Token(start: start, end: position, isIdentifier: true)
            }
            position += 1
            return Token(start: start, end: position, isIdentifier: false)
        }
    }

    static func isIdentifierByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "_"), UInt8(ascii: "$"), 0x80...: true
        default: false
        }
    }

    /// Calls `body` with the text's UTF-8 bytes, without copying a native string.
    static func withUTF8<R>(_ text: String, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        if let result = text.utf8.withContiguousStorageIfAvailable(body) { return result }
        var copy = text
        copy.makeContiguousUTF8()
        return copy.utf8.withContiguousStorageIfAvailable(body)!
    }

    /// True when the bytes hold a `Self` identifier (or a `some` one when erasing opaque types).
    static func containsRewritable(_ bytes: UnsafeBufferPointer<UInt8>, erasingOpaque: Bool) -> Bool {
        var scanner = Scanner(bytes)
        while let token = scanner.next() {
            if token.isIdentifier, token.equals(bytes, selfBytes) || (erasingOpaque && token.equals(bytes, someBytes)) { return true }
        }
        return false
    }

    /// `some` identifiers replaced by `any`.
    static func erasingOpaque(_ text: String) -> String {
        withUTF8(text) { bytes in
            guard containsRewritable(bytes, erasingOpaque: true) else { return text }
            var out: [UInt8] = []
            out.reserveCapacity(bytes.count)
            var scanner = Scanner(bytes)
            while let token = scanner.next() {
                if token.isIdentifier && token.equals(bytes, someBytes) {
                    out.append(contentsOf: anyBytes)
                } else {
                    out.append(contentsOf: bytes[token.start..<token.end])
                }
            }
            return String(decoding: out, as: UTF8.self)
        }
    }

    /// Calls `body` with each identifier token of `text` (without backticks) until it returns true;
    /// returns whether it did.
    static func containsIdentifier(_ text: String, where body: (String) -> Bool) -> Bool {
        withUTF8(text) { bytes in
            var scanner = Scanner(bytes)
            while let token = scanner.next() {
                if token.isIdentifier && body(token.bareText(bytes)) { return true }
            }
            return false
        }
    }

    /// Identifier tokens of `text` (without backticks).
    static func identifiers(_ text: String) -> Set<String> {
        var result = Set<String>()
        _ = containsIdentifier(text) { result.insert($0); return false }
        return result
    }
}

extension TypeRef {
    /// True for a function type written without `@escaping` (and not `@autoclosure`): a non-escaping closure parameter.
    var isNonEscapingClosure: Bool {
        guard case .function = kind else { return false }
        return !hasAttribute("escaping") && !hasAttribute("autoclosure")
    }

    /// Attributes that belong to a type (the rest, such as result builders, belong to the parameter).
    static let typeAttributeNames: Set<String> = [
        "escaping", "Sendable", "autoclosure", "convention", "noescape", "isolated", "differentiable",
        "noDerivative", "unchecked", "retroactive", "preconcurrency", "thin", "thick", "_local",
    ]

    /// The type without parameter attributes the front end keeps with it (`@ViewBuilder`,
    /// `@_inheritActorContext`...), and those attributes, which must be written before the label.
    var splittingParameterAttributes: (type: TypeRef, parameterAttributes: [Attribute]) {
        let isType: (Attribute) -> Bool = { Self.typeAttributeNames.contains($0.name) || $0.name.hasSuffix("Actor") }
        let parameterAttributes = attributes.filter { !isType($0) }
        guard !parameterAttributes.isEmpty else { return (self, []) }
        let kept = attributes.filter(isType)
        let text = (specifiers + kept.map(\.text) + [bareText]).joined(separator: " ")
        return (TypeRef(text: text, kind: kind, attributes: kept, specifiers: specifiers), parameterAttributes)
    }

    /// True for `T?` and `T!`, which must be written `x as Any` when recorded as `Any`.
    var isOptional: Bool {
        switch kind {
        case .optional, .implicitlyUnwrappedOptional: true
        default: false
        }
    }

    /// The result type of an `@autoclosure () -> T` parameter.
    var autoclosureResult: TypeRef? {
        guard hasAttribute("autoclosure"), case .function(_, _, let result) = kind else { return nil }
        return result
    }
}
