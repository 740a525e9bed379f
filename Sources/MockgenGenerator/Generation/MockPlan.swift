import MockgenFrontEnd

/// Everything the emitters need to write one mock, decided up front so that emitting is
/// plain string assembly.
struct MockPlan: Sendable {
    enum Kind: Sendable { case finalClass, actor }

    /// The mock's own name, e.g. `EngineMock` (`InnerMock` when nested in `extension Outer`).
    var name: String
    /// `OuterInnerMock` for a protocol nested in `Outer`, written as a top-level type alias.
    var aliasName: String?
    /// Types the protocol is nested in; the mock is written in an extension of them.
    var enclosingTypes: [String]
    /// The name used in messages (`mockType:`).
    var displayName: String
    /// The protocol the mock conforms to (`Outer.Inner`).
    var conformance: String
    var kind: Kind
    /// `@MainActor` (or another global actor) when the protocol is isolated to one.
    var globalActor: String?
    /// Attributes copied onto the mock type (`@available`).
    var typeAttributes: [String]
    /// `Item: Codable` for each associated type that becomes a generic parameter.
    var genericParameters: [String]
    var genericWhere: [String]
    /// `typealias Name = Type` for associated types fixed by a default or a same-type requirement.
    var typeAliases: [(name: String, type: String)]
    /// What `Self` is inside the mock (`RepoMock<Item>`).
    var selfType: String
    /// `public ` / `package ` / empty.
    var access: String
    /// The access of the members that hold runtime state (`_mockState`, `_staticMockState`,
    /// a builder's `_context` and `init(_context:)`): their types are the runtime's
    /// `MockgenGenerated` SPI, so a public mock marks them with that SPI too.
    var runtimeStateAccess: String { access == "public " ? "@_spi(MockgenGenerated) public " : access }
    let items: [PlannedItem]
    /// Conformances the mock implements itself (identity equality, hashing...).
    var synthesized: [SynthesizedMember]
    /// `#if` clauses around the protocol, mirrored around the mock.
    var conditions: [IfConfigCondition]

    var isGeneric: Bool { !genericParameters.isEmpty }
    var isIsolated: Bool { kind == .actor || globalActor != nil }
    /// Whether any requirement (in any `#if` clause) is `static`.
    let hasStaticMembers: Bool

    init(
        name: String, aliasName: String?, enclosingTypes: [String], displayName: String, conformance: String, kind: Kind,
        globalActor: String?, typeAttributes: [String], genericParameters: [String], genericWhere: [String],
        typeAliases: [(name: String, type: String)], selfType: String, access: String, items: [PlannedItem],
        synthesized: [SynthesizedMember], conditions: [IfConfigCondition]
    ) {
        self.name = name
        self.aliasName = aliasName
        self.enclosingTypes = enclosingTypes
        self.displayName = displayName
        self.conformance = conformance
        self.kind = kind
        self.globalActor = globalActor
        self.typeAttributes = typeAttributes
        self.genericParameters = genericParameters
        self.genericWhere = genericWhere
        self.typeAliases = typeAliases
        self.selfType = selfType
        self.access = access
        self.items = items
        self.synthesized = synthesized
        self.conditions = conditions
        self.hasStaticMembers = PlannedItem.flatten(items).contains { $0.isStatic }
    }
}

/// A requirement or a `#if` block of them, mirroring the protocol body.
indirect enum PlannedItem: Sendable {
    case requirement(PlannedRequirement)
    case ifConfig([PlannedClause])

    static func flatten(_ items: [PlannedItem]) -> [PlannedRequirement] {
        items.flatMap { item -> [PlannedRequirement] in
            switch item {
            case .requirement(let r): [r]
            case .ifConfig(let clauses): clauses.flatMap { flatten($0.items) }
            }
        }
    }
}

struct PlannedClause: Sendable {
    /// `#if`, `#elseif` or `#else`.
    var keyword: String
    var condition: String?
    let items: [PlannedItem]

    var header: String { condition.map { "\(keyword) \($0)" } ?? keyword }
}

/// One requirement, with its declaration text and the invocations (calls into the runtime) it makes.
struct PlannedRequirement: Sendable {
    enum Shape: Sendable {
        /// `func ...` with one invocation.
        case function
        /// A property or subscript: a getter invocation and an optional setter invocation.
        case accessors(getterEffects: String)
        /// A protocol initializer: delegates to `init(policy:name:)`, then records the call.
        case initializer
    }

    var shape: Shape
    /// Attribute lines written before the declaration (`@discardableResult`, `@available(...)`).
    var attributes: [String]
    /// The declaration up to (not including) the body's `{`, without access level.
    var declaration: String
    var isStatic: Bool
    var invocations: [Invocation]
    /// Lines evaluated before a function's invocation (`@autoclosure` arguments).
    var prelude: [String]
}

/// One call into `MockState` and its builder members.
struct Invocation: Sendable {
    enum BuilderShape: Sendable { case property, function, subscriptMember }

    /// `MockMember("fetch(id:)", signature: "(Int) async throws -> Data")`.
    var member: String
    var isStatic: Bool
    var isAsync: Bool
    var throwsClause: ThrowsClause
    /// Argument expressions recorded, in order.
    var recorded: [String]
    /// The producer closure's type, e.g. `(Int) async throws -> Data`.
    var produceType: String
    /// Argument expressions passed to the producer (`&value` for inout).
    var produceArguments: [String]
    /// Name of the producer closure parameter (`produce`, unless a parameter already has that name).
    var produceName: String
    /// The value type returned (`Void` when none).
    var returnType: String

    // Builders
    var builderShape: BuilderShape
    var builderName: String
    var builderParameters: [BuilderParameter]
    var givenGenerics: [String]
    var givenWhere: [String]
    var verifyGenerics: [String]
    var verifyWhere: [String]
    /// `Verification`, `GetterVerification` or `SetterVerification`.
    var verification: String
    /// `@available(...)` attributes copied onto builder members.
    var builderAttributes: [String]

    /// An initializer call is recorded before any test can stub the new mock, so it has only a
    /// verification builder (set for the invocations of protocol initializers).
    var isVerifyOnly = false

    /// True when an argument is a non-escaping closure (recorded as `NonEscapingClosure()`).
    var passesNonEscapingClosure: Bool { recorded.contains("NonEscapingClosure()") }

    /// `Never`, `any Error` or the typed error.
    var errorType: String {
        switch throwsClause {
        case .none: "Never"
        case .untyped: "any Error"
        case .typed(let e): e
        }
    }
}

enum ThrowsClause: Sendable, Equatable {
    case none, untyped
    case typed(String)
}

/// A builder parameter: `label name: Parameter<T>`.
struct BuilderParameter: Sendable {
    var label: String
    var name: String
    /// The matched value type `T` of `Parameter<T>`.
    var valueType: String
    var hasDefault: Bool
}

/// Members the generator writes itself to satisfy standard protocols.
enum SynthesizedMember: String, Sendable {
    case equatable, hashable, comparable, identifiable, description, debugDescription
}
