import CLibclang
import MockgenFrontEnd

/// Walks one parsed header and builds the front end's model of its `@protocol`s, named as
/// Swift imports them.
struct HeaderReader {
    let unit: TranslationUnit
    /// The path the user gave (used in the model and in diagnostics).
    let path: String
    /// The path clang knows the file by.
    let clangPath: String

    /// The Swift names of this header's protocols renamed with `NS_SWIFT_NAME`, by their
    /// Objective-C names.
    private var protocolSwiftNames: [String: String] = [:]

    init(unit: TranslationUnit, path: String, clangPath: String) {
        self.unit = unit
        self.path = path
        self.clangPath = clangPath
    }

    private var clang: Libclang { unit.clang }
    private var types: TypeReader { TypeReader(unit: unit) }

    func read() -> SourceFileModel {
        let top = unit.children(of: unit.root).filter { unit.location($0).file == clangPath }
        var reader = self
        reader.protocolSwiftNames = protocolSwiftNames(top)
        return reader.read(top)
    }

    /// Rule `NS_SWIFT_NAME` on a protocol: `NS_SWIFT_NAME(Downloader) @protocol XYZDownloader`
    /// is imported as `Downloader`. Clang prints no attributes of a protocol, so the tokens
    /// written before its `@protocol` are read (back to the previous `;`, `@end`, `}` or directive).
    private func protocolSwiftNames(_ top: [MGCursor]) -> [String: String] {
        let protocols = top.filter { unit.kind($0) == ClangKind.objCProtocolDecl && clang.isDefinition($0) != 0 }
        guard !protocols.isEmpty else { return [:] }
        let tokens = unit.tokens(unit.root)
        var names: [String: String] = [:]
        for cursor in protocols {
            let start = unit.location(cursor)
            guard let nameIndex = tokens.firstIndex(where: { $0.line == start.line && $0.column == start.column })
            else { continue }
            var first = nameIndex
            while first > 0, ![";", "end", "}", "#"].contains(tokens[first - 1].text) { first -= 1 }
            let before = tokens[first..<nameIndex].map(\.text)
            if let name = DeclarationAttributes(tokensAfterName: before).swiftName, !name.isEmpty, !name.contains(".") {
                names[unit.spelling(cursor)] = name
            }
        }
        return names
    }

    private func read(_ top: [MGCursor]) -> SourceFileModel {
        var diagnostics = clangDiagnostics()
        let troubled = Set(diagnostics.map(\.location.line))
        let starts = top.map { unit.location($0).line }
        var protocols: [ProtocolDecl] = []
        for (i, cursor) in top.enumerated()
        where unit.kind(cursor) == ClangKind.objCProtocolDecl && clang.isDefinition(cursor) != 0 {
            // The `NSObject` protocol is what `NSObject` itself implements: its "mock" would be `NSObject`.
            if unit.spelling(cursor) == "NSObject" { continue }
            let (decl, unsupported) = protocolDecl(cursor)
            if let (spelling, member) = unsupported.first {
                diagnostics.append(
                    Diagnostic(
                        .warning,
                        "'\(decl.name)' is not mocked: '\(member.name)' uses '\(spelling)', "
                            + "which mockgen cannot name in Swift",
                        path: path, at: member.location))
                continue
            }
            let end = i + 1 < starts.count ? starts[i + 1] : Int.max
            if let line = troubled.first(where: { $0 >= starts[i] && $0 < end }) {
                diagnostics.append(Diagnostic(
                    .warning, "'\(decl.name)' is not mocked: clang could not read its declaration (line \(line))",
                    path: path, at: decl.location))
                continue
            }
            protocols.append(decl)
        }
        // Every mock of an Objective-C protocol subclasses `NSObject`, from the `ObjectiveC` module.
        let runtime =
            protocols.isEmpty ? [] : [ImportDecl(module: "ObjectiveC", text: "import ObjectiveC", location: .start)]
        return SourceFileModel(
            path: path, imports: runtime + imports(top), protocols: protocols, diagnostics: diagnostics)
    }

    /// Clang's errors in this header, as warnings at their location (types the parse does not know,
    /// headers it cannot find): the rest of the file is still read.
    private func clangDiagnostics() -> [Diagnostic] {
        let all = unit.diagnostics.filter(\.isError)
        let errors = all.filter { $0.file == clangPath }
        // Errors in the headers this one includes can leave types undeclared; say so once.
        var included: [Diagnostic] = []
        if let first = all.first(where: { $0.file != clangPath }) {
            let count = all.count - errors.count
            included.append(
                Diagnostic(
                    .warning,
                    "clang found \(count) error\(count == 1 ? "" : "s") in the headers this file includes "
                        + "(first: \(first.file):\(first.line): \(first.message)); "
                        + "pass -I and -D so they parse, or types they declare are unknown",
                    path: path, at: .start))
        }
        let tokens = errors.contains { $0.message == "expected a type" } ? unit.tokens(unit.root) : []
        return errors.map { error in
            var message = error.message
            // In a method, clang reports an undeclared type as "expected a type"; name it.
            if message == "expected a type",
                let token = tokens.first(where: { $0.line == error.line && $0.column == error.column })
            {
                message = "unknown type name '\(token.text)'"
            }
            if message.hasPrefix("unknown type name") {
                message += "; pass -I with the folder of the header that declares it, or declare it"
            }
            return Diagnostic(
                .warning, message, path: path, at: SourceLocation(line: error.line, column: error.column, offset: 0))
        } + included
    }

    /// `#import <Foundation/Foundation.h>` is `import Foundation`.
    private func imports(_ top: [MGCursor]) -> [ImportDecl] {
        var seen: Set<String> = []
        return top.compactMap { cursor -> ImportDecl? in
            guard unit.kind(cursor) == ClangKind.inclusionDirective else { return nil }
            let included = unit.spelling(cursor)
            let parts = included.split(separator: "/")
            guard parts.count == 2, let module = parts.first.map(String.init), module.first?.isUppercase == true,
                  seen.insert(module).inserted else { return nil }
            return ImportDecl(module: module, text: "import \(module)", location: location(cursor))
        }
    }

    private func location(_ cursor: MGCursor) -> SourceLocation {
        let l = unit.location(cursor)
        return SourceLocation(line: l.line, column: l.column, offset: l.offset)
    }

    /// The protocol, and the types of its requirements that Swift cannot be told about (with
    /// the requirement's selector and location).
    private func protocolDecl(
        _ cursor: MGCursor
    ) -> (ProtocolDecl, [(String, (name: String, location: SourceLocation))]) {
        let children = unit.children(of: cursor)
        let inheritance = children.filter { unit.kind($0) == ClangKind.objCProtocolRef }
            .map { TypeRef.named(TypeImport.protocolName(swiftName(ofProtocol: unit.spelling($0)))) }
        let properties = children.filter { unit.kind($0) == ClangKind.objCPropertyDecl }
        let accessorSelectors = Set(properties.flatMap { p in
            [clang.take(clang.getPropertyGetterName(p)), clang.take(clang.getPropertySetterName(p))]
        })
        let tokens = unit.tokens(cursor)
        var members: [MemberItem] = []
        var unsupported: [(String, (name: String, location: SourceLocation))] = []
        for child in children where clang.isVariadic(child) == 0 && !unit.isUnavailableInSwift(child) {
            let kind = unit.kind(child)
            if kind == ClangKind.objCPropertyDecl || kind == ClangKind.objCInstanceMethodDecl
                || kind == ClangKind.objCClassMethodDecl
            {
                let member = (unit.spelling(child), location(child))
                unsupported += declaredTypes(child).flatMap(\.unsupportedParts).map { ($0, member) }
            }
            switch kind {
            case ClangKind.objCPropertyDecl:
                members.append(.member(.property(property(child, protocolTokens: tokens))))
            case ClangKind.objCInstanceMethodDecl, ClangKind.objCClassMethodDecl:
                if accessorSelectors.contains(unit.spelling(child)) { continue }
                members.append(.member(method(child, protocolName: unit.spelling(cursor))))
            default:
                continue
            }
        }
        let comment = unit.rawComment(cursor)
        var decl = ProtocolDecl(
            name: swiftName(ofProtocol: unit.spelling(cursor)),
            docComment: comment.map(Self.commentText), leadingComments: comment.map { [$0] } ?? [],
            inheritance: inheritance, members: members, location: location(cursor), path: path)
        decl.isObjectiveC = true
        return (decl, unsupported)
    }

    private func swiftName(ofProtocol name: String) -> String { protocolSwiftNames[name] ?? name }

    /// A type as Swift imports it, protocols renamed by `NS_SWIFT_NAME` included.
    private func swiftType(_ type: ObjCType, _ position: TypeImport.Position) -> TypeRef {
        TypeImport.swiftType(type.renamingProtocols(protocolSwiftNames), position)
    }

    /// The result and parameter types of a method, or the type of a property.
    private func declaredTypes(_ cursor: MGCursor) -> [ObjCType] {
        if unit.kind(cursor) == ClangKind.objCPropertyDecl { return [types.read(clang.getCursorType(cursor))] }
        return [types.read(clang.getCursorResultType(cursor))]
            + (0..<max(0, clang.getNumArguments(cursor))).map {
                types.read(clang.getCursorType(clang.getArgument(cursor, UInt32($0))))
            }
    }

    /// A doc comment without its markers (`///`, `/**`, `*/`, leading `*`), lines joined by "\n".
    static func commentText(_ raw: String) -> String {
        raw.split(separator: "\n").map { line in
            var text = line.drop { $0 == " " || $0 == "\t" }
            for marker in ["///", "//", "/**", "/*", "*/", "*"] where text.hasPrefix(marker) {
                text = text.dropFirst(marker.count)
                break
            }
            if text.hasSuffix("*/") { text = text.dropLast(2) }
            return text.trimmingSpaces
        }.joined(separator: "\n")
    }

    private func modifiers(_ cursor: MGCursor, isClass: Bool) -> [String] {
        (isClass ? ["static"] : []) + (clang.isObjCOptional(cursor) != 0 ? ["optional"] : [])
    }

    private func property(
        _ cursor: MGCursor, protocolTokens: [(text: String, line: Int, column: Int)]
    ) -> PropertyDecl {
        let attributes = clang.getPropertyAttributes(cursor, 0)
        let type = types.read(clang.getCursorType(cursor))
        let start = unit.location(cursor)
        let nameIndex = protocolTokens.firstIndex { $0.line == start.line && $0.column == start.column }
        let declared = DeclarationAttributes(
            tokensAfterName: nameIndex.map { protocolTokens[($0 + 1)...].map(\.text) } ?? [])
        var name =
            declared.swiftName
            ?? SwiftNames.property(
                name: unit.spelling(cursor), getter: clang.take(clang.getPropertyGetterName(cursor)), type: type)
        if declared.isRefinedForSwift { name = SwiftNames.refined(name) }
        let isReadonly = attributes & ClangKind.propertyReadonly != 0
        return PropertyDecl(
            name: name, type: swiftType(type, .result),
            modifiers: modifiers(cursor, isClass: attributes & ClangKind.propertyClass != 0),
            accessors: isReadonly ? [AccessorDecl(kind: .get)] : [AccessorDecl(kind: .get), AccessorDecl(kind: .set)],
            location: location(cursor))
    }

    private func method(_ cursor: MGCursor, protocolName: String) -> Member {
        let selector = unit.spelling(cursor)
        var pieces = selector.split(separator: ":").map(String.init)
        let arguments = (0..<max(0, clang.getNumArguments(cursor))).map { clang.getArgument(cursor, UInt32($0)) }
        var parameterTypes = arguments.map { types.read(clang.getCursorType($0)) }
        var names = arguments.map { unit.spelling($0) }
        var result = types.read(clang.getCursorResultType(cursor))

        // Rule "`NSError **` to throws": a last `NSError **` parameter of a method returning `BOOL`
        // or a nullable pointer becomes `throws`; `BOOL` becomes `Void`, the pointer non-optional.
        var throwing = false
        if parameterTypes.last == .errorOut, result == .bool || result.nullability == .nullable {
            throwing = true
            pieces = SwiftNames.droppingErrorPiece(pieces)
            parameterTypes.removeLast()
            names.removeLast()
            result = result == .bool ? .void : result.with(.nonnull)
        }

        let declared = DeclarationAttributes(printed: unit.printed(cursor))
        let isInitializer = Self.isInitializer(selector) && unit.kind(cursor) == ClangKind.objCInstanceMethodDecl
        var name: SwiftNames.MethodName
        if let explicit = declared.swiftName.flatMap(SwiftNames.explicit) {
            name = explicit
        } else if isInitializer {
            // Rule "initializers": `init` and `initWithFrame:` are `init()` and `init(frame:)`.
            var first = pieces[0].dropFirst(4)
            if first.hasPrefix("With") { first = first.dropFirst(4) }
            let labels: [String?] =
                parameterTypes.isEmpty
                ? [] : [first.isEmpty ? nil : Words.lowercasingFirstWord(String(first))] + pieces.dropFirst().map { $0 }
            name = SwiftNames.MethodName(baseName: "init", labels: labels)
        } else {
            name = SwiftNames.method(
                pieces: pieces, parameterTypes: parameterTypes, parameterNames: names, resultType: result,
                selfName: protocolName)
        }
        if declared.isRefinedForSwift { name.baseName = SwiftNames.refined(name.baseName) }

        var parameters = parameterTypes.indices.map { i in
            ParameterDecl(
                label: i < name.labels.count ? name.labels[i] : nil, name: Self.parameterName(names[i], index: i),
                type: swiftType(parameterTypes[i], .parameter))
        }
        if result == .void, let last = parameters.last,
            SwiftNames.isCompletionHandler(label: last.label, type: parameterTypes.last)
        {
            parameters[parameters.count - 1].type = TypeImport.sendable(last.type)
            parameters[parameters.count - 1].label = last.label.map(SwiftNames.completionHandlerLabel)
        }
        let effects = Effects(throwing: throwing ? .throws : .none)
        let isClass = unit.kind(cursor) == ClangKind.objCClassMethodDecl
        if isInitializer && name.baseName == "init" {
            let failability: InitializerDecl.Failability = switch result.nullability {
            case .nullable: .optional
            case .unspecified: .implicitlyUnwrapped
            default: .none
            }
            return .initializer(InitializerDecl(
                failability: failability, modifiers: modifiers(cursor, isClass: false), parameters: parameters,
                effects: effects, location: location(cursor)))
        }
        return .function(
            FunctionDecl(
                name: name.baseName, modifiers: modifiers(cursor, isClass: isClass), parameters: parameters,
                effects: effects,
                returnType: result == .void ? nil : swiftType(result, .result), location: location(cursor)))
    }

    /// `init`, `initWithFrame:` (not `initialize`).
    static func isInitializer(_ selector: String) -> Bool {
        guard selector.hasPrefix("init") else { return false }
        let rest = selector.dropFirst(4)
        return rest.isEmpty || rest.first == ":" || rest.first?.isUppercase == true
    }

    /// Objective-C allows parameter names Swift reserves, and unnamed parameters.
    static func parameterName(_ name: String, index: Int) -> String {
        if name.isEmpty { return "arg\(index)" }
        return SwiftKeywords.all.contains(name) ? "`\(name)`" : name
    }
}

extension Substring {
    var trimmingSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}

/// Swift keywords an Objective-C parameter may be named after.
enum SwiftKeywords {
    static let all: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "func", "import", "init", "inout", "let", "operator",
        "protocol", "static", "struct", "subscript", "typealias", "var", "break", "case", "continue", "default",
        "defer",
        "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "switch", "where", "while", "as",
        "catch", "is", "rethrows", "super", "self", "Self", "throw", "throws", "try", "internal", "private", "public",
        "fileprivate", "open", "Any", "true", "false", "nil",
    ]
}
