/// What the front end learned from one Swift source file: its imports, every protocol
/// declared in it (at any depth) and the diagnostics produced while reading it.
public struct SourceFileModel: Hashable, Sendable {
    /// The path as given on the command line; empty for standard input.
    public var path: String
    public var imports: [ImportDecl]
    /// Protocols in source order, including those nested in types, extensions and `#if` blocks.
    public var protocols: [ProtocolDecl]
    /// Classes in source order, including nested ones (see `ClassDecl.members` for when their
    /// members are parsed).
    public var classes: [ClassDecl]
    public var diagnostics: [Diagnostic]
    /// Extensions with their members; recorded only on request (`ParseOptions.recordsExtensionMembers`).
    public var extensions: [ExtensionDecl] = []
    /// Names of the type aliases of function types declared outside protocols
    /// (`typealias Completion = (Int) -> Void`): a parameter of such a type is a non-escaping closure.
    public var closureTypeAliases: [String] = []
    /// The types the file declares at top level (`TopLevelTypeNames`), so that generated code can
    /// spell them with their module. Filled in for files the prescan leaves unparsed too.
    public var declaredTypes: [DeclaredTypeName] = []
    /// The SPI groups the file declares into (`SPIGroups`): code that names its declarations
    /// imports the file's module with `@_spi(Group)`. Filled in for files the prescan leaves
    /// unparsed too.
    public var spiGroups: [String] = []
    /// For a module interface (`.swiftinterface`), what its header says about the module;
    /// nil for a source file.
    public var interface: InterfaceHeader?

    public init(
        path: String, imports: [ImportDecl] = [], protocols: [ProtocolDecl] = [], classes: [ClassDecl] = [],
        diagnostics: [Diagnostic] = []
    ) {
        self.path = path
        self.imports = imports
        self.protocols = protocols
        self.classes = classes
        self.diagnostics = diagnostics
    }
}

extension SourceFileModel {
    /// What a file the prescan leaves unparsed contributes: the types it declares at top level
    /// and, among them, the aliases of function types the parser would have recorded.
    public init(unparsedFileAt path: String, declaring declaredTypes: [DeclaredTypeName], spiGroups: [String] = []) {
        self.init(path: path)
        self.declaredTypes = declaredTypes
        self.spiGroups = spiGroups
        closureTypeAliases = declaredTypes.filter(\.aliasesFunctionType).map(\.name)
    }
}

/// `import Foundation`, `@testable import App`, `import struct Foo.Bar`, `@preconcurrency import X`.
public struct ImportDecl: Hashable, Sendable {
    /// The module (first path component), e.g. `Foo` for `import struct Foo.Bar`.
    public var module: String
    /// The declaration as written, normalised to single spaces, without trailing comments.
    public var text: String
    /// Attribute names without `@` (`testable`, `preconcurrency`, `_implementationOnly`).
    public var attributes: [String]
    /// `#if` conditions enclosing the import, outermost first (empty when unconditional).
    public var conditions: [IfConfigCondition]
    public var location: SourceLocation

    public init(
        module: String, text: String, attributes: [String] = [], conditions: [IfConfigCondition] = [],
        location: SourceLocation
    ) {
        self.module = module
        self.text = text
        self.attributes = attributes
        self.conditions = conditions
        self.location = location
    }
}

/// One enclosing `#if` clause: the clause that must be active for a declaration to exist.
/// `#elseif B` inside `#if A` is recorded with `condition: "B"` and `negatedPrior: ["A"]`;
/// `#else` has `condition: nil`.
public struct IfConfigCondition: Hashable, Sendable, Codable {
    public var condition: String?
    public var negatedPrior: [String]

    public init(condition: String?, negatedPrior: [String] = []) {
        self.condition = condition
        self.negatedPrior = negatedPrior
    }
}

/// Access levels as written in source.
public enum AccessLevel: String, Hashable, Sendable, Codable, CaseIterable {
    case `private`, `fileprivate`, `internal`, `package`, `public`, `open`
}

/// An attribute such as `@MainActor`, `@available(iOS 15, *)`, `@escaping`, `@Sendable`.
public struct Attribute: Hashable, Sendable, Codable {
    /// The name without `@`, e.g. `available`, `MainActor`, `preconcurrency`.
    public var name: String
    /// The text between the parentheses, normalised to single spaces; nil when there are none.
    public var arguments: String?

    public init(name: String, arguments: String? = nil) {
        self.name = name
        self.arguments = arguments
    }

    /// `@name` or `@name(arguments)`.
    public var text: String { arguments.map { "@\(name)(\($0))" } ?? "@\(name)" }
}
