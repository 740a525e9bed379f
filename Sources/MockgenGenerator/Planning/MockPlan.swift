import MockgenFrontEnd

/// Everything the renderer needs to write one mock, as model values: names, types of the
/// front end's model (already rewritten for the mock), effects and generic parameters.
/// Nothing here is Swift text; the emitters and `TypeRenderer` write it.
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
    /// The non-generic namespace holding the mock's member descriptors (`_EngineMockMembers`).
    var membersNamespace: String
    /// The protocol the mock conforms to (`Outer.Inner`).
    var conformance: String
    var kind: Kind
    /// `@MainActor` (or another global actor) when the protocol is isolated to one.
    var globalActor: Attribute?
    /// Attributes copied onto the mock type (`@available`).
    var typeAttributes: [Attribute]
    /// One generic parameter per associated type the mock stays generic over.
    var genericParameters: [GenericParameter]
    var genericWhere: [GenericRequirement]
    /// `typealias Name = Type` for associated types fixed by a default or a same-type requirement.
    var typeAliases: [(name: String, type: TypeRef)]
    /// What `Self` is inside the mock (`RepoMock<Item>`).
    var selfType: TypeRef
    /// `public ` / `package ` / empty.
    var access: String
    /// The access of the members that hold runtime state (`_mockState`, `_staticMockState`,
    /// a builder's `_context` and `init(_context:)`): their types are the runtime's
    /// `MockgenGenerated` SPI, so a public mock marks them with that SPI too.
    var runtimeStateAccess: String { access == "public " ? "@_spi(MockgenGenerated) public " : access }
    let items: [PlannedItem]
    /// Every requirement of `items`, those inside `#if` clauses included, in declaration order
    /// (`PlannedItem.flatten(items)`, made once).
    let requirements: [PlannedRequirement]
    /// Conformances the mock implements itself (identity equality, hashing...).
    var synthesized: [SynthesizedMember]
    /// `#if` clauses around the protocol, mirrored around the mock.
    var conditions: [IfConfigCondition]

    /// The class the mock inherits from (`NSObject` for every Objective-C protocol).
    var superclass: String?
    /// With a class parent (`protocol Screen: BaseView`): the parameters of the superclass's
    /// designated initializer, which the mock's initializer takes first and passes on.
    var superInitializerParameters: [ParameterDecl] = []
    /// The class parent's `required` initializers, which the mock implements (`ClassParent`).
    var requiredInitializers: [[ParameterDecl]] = []
    /// A class parent other than `NSObject`: the mock states its `Sendable` conformance as
    /// `@unchecked`, the only way a subclass of such a class can be `Sendable` (its state is the
    /// thread-safe `MockState`; the class parent's own state is the class's business).
    var isUncheckedSendable = false

    /// What only a class mock has (its initializers, the members left to the class); nil for
    /// a protocol mock.
    var classMock: ClassMockPlan?
    /// The existential (`any Greeter`) a spy's `init(forwardingTo:)` takes; nil when the mock
    /// does not forward.
    var forwardingType: TypeRef?
    /// For a protocol refining a standard numeric protocol, the number the mock stores and the
    /// runtime protocol that implements the standard requirements with it.
    var numericBacking: NumericBacking?
    /// Whether the mock serves tests written for Mockable (`--compatibility mockable`): its state
    /// follows Mockable's conventions (`MockConventions.mockable`, a `MockerPolicy`), it has
    /// Mockable's `reset(_:)`, and its builder's instance members return `MockableCall` and
    /// `MockableProperty`, whose clauses chain.
    var isMockableShaped = false
    /// False for a mock of a protocol private to its file (`--compatibility mockable`): the
    /// generated file cannot see the protocol, so the mock implements its requirements without
    /// declaring the conformance.
    var declaresConformance = true
    /// With `--compatibility mockolo`: the members tests written against Mockolo's mocks use.
    var mockolo: MockoloMembers?

    /// Whether the runtime provides the mock's `init(policy:name:)` (`StandardMock`): the mock
    /// declares only `init(_mockState:)`. True for a plain protocol mock, generic or not (the
    /// runtime names the mock by its type without generic arguments): not nested (it would
    /// lose the enclosing names), with no class parent and no forwarding. The protocol's own
    /// initializer requirements are convenience initializers that delegate to the runtime's.
    var usesStandardInitializer: Bool {
        classMock == nil && superclass == nil && enclosingTypes.isEmpty && forwardingType == nil
            && superInitializerParameters.isEmpty && requiredInitializers.isEmpty && displayName == name
    }

    /// Whether the mock is a subclass of `MockRuntime.MockBase<Given, Verify>`, which holds
    /// `_mockState`, declares `init(_mockState:)` and conforms to `StandardMock` once for every
    /// mock: a class mock with the standard initializer that stores nothing else.
    var inheritsMockBase: Bool { usesStandardInitializer && numericBacking == nil && kind != .actor }

    /// The runtime protocol a mock that is no `MockBase` subclass conforms to: `StandardMock`
    /// (an actor mock with the standard initializer) or `Mock` (both `Sendable`), `MockObject`
    /// for a class mock whose class is not `Sendable`, or the numeric backing's protocol (which
    /// refines `StandardMock`).
    var runtimeConformance: String {
        if let numericBacking { return numericBacking.runtimeProtocol }
        guard let classMock else {
            return usesStandardInitializer && !isMockableShaped ? "MockRuntime.StandardMock" : "MockRuntime.Mock"
        }
        return classMock.isSendable ? "MockRuntime.Mock, @unchecked Swift.Sendable" : "MockRuntime.MockObject"
    }

    var isGeneric: Bool { !genericParameters.isEmpty }

    /// Calls `body` with every invocation of every requirement, in declaration order. The
    /// invocations are read in place, where a `for` loop over the requirements would copy each
    /// requirement and each invocation first.
    func forEachInvocation(_ body: (Invocation) -> Void) {
        for r in requirements.indices {
            for i in requirements[r].invocations.indices { body(requirements[r].invocations[i]) }
        }
    }

    var isIsolated: Bool { kind == .actor || globalActor != nil }
    /// Whether any requirement (in any `#if` clause) is `static`.
    let hasStaticMembers: Bool

    init(
        name: String, aliasName: String?, enclosingTypes: [String], displayName: String, conformance: String,
        kind: Kind,
        globalActor: Attribute?, typeAttributes: [Attribute], genericParameters: [GenericParameter],
        genericWhere: [GenericRequirement], typeAliases: [(name: String, type: TypeRef)], selfType: TypeRef,
        access: String,
        items: [PlannedItem], synthesized: [SynthesizedMember], conditions: [IfConfigCondition]
    ) {
        self.name = name
        self.aliasName = aliasName
        self.enclosingTypes = enclosingTypes
        self.displayName = displayName
        self.membersNamespace = "_\(displayName)Members"
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
        let requirements = PlannedItem.flatten(items)
        self.requirements = requirements
        self.hasStaticMembers = requirements.contains { $0.isStatic }
    }
}

/// A requirement or a `#if` block of them, mirroring the protocol body.
indirect enum PlannedItem: Sendable {
    case requirement(PlannedRequirement)
    case ifConfig([PlannedClause])

    /// Every requirement of `items`, those inside `#if` clauses included, in declaration order.
    static func flatten(_ items: [PlannedItem]) -> [PlannedRequirement] {
        var requirements: [PlannedRequirement] = []
        requirements.reserveCapacity(items.count)
        appendRequirements(of: items, to: &requirements)
        return requirements
    }

    /// Appends the requirements of `items` to one array (no array per item or per clause).
    private static func appendRequirements(of items: [PlannedItem], to requirements: inout [PlannedRequirement]) {
        for item in items {
            switch item {
            case .requirement(let r): requirements.append(r)
            case .ifConfig(let clauses):
                for clause in clauses { appendRequirements(of: clause.items, to: &requirements) }
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

/// One requirement: its declaration in the mock and the invocations (calls into the runtime) it makes.
struct PlannedRequirement: Sendable {
    enum Shape: Sendable {
        /// `func ...` with one invocation.
        case function
        /// A property or subscript: a getter invocation and an optional setter invocation.
        case accessors(getterEffects: Effects)
        /// A protocol initializer: delegates to `init(policy:name:)`, then records the call.
        case initializer
    }

    var shape: Shape
    /// Attributes written before the declaration (`@discardableResult`, `@available(...)`).
    var attributes: [Attribute]
    var declaration: PlannedDeclaration
    var isStatic: Bool
    var invocations: [Invocation]
    /// `@autoclosure` arguments, evaluated once before the invocation (`let _x: T = x()`).
    var evaluatedArguments: [EvaluatedArgument]
    /// True when the body's result is returned with `return`: the requirement had a result-builder
    /// attribute, which Swift would otherwise infer on the mock's member (`ResultBuilderAttributes`).
    var returnsExplicitly = false
    /// An executor mock's `enqueue(_:)`: after the call is recorded, the job (its only
    /// parameter) runs on the mock as this kind of executor (`ExecutorRequirements`).
    var runsJob: ExecutorRequirements.Kind? = nil
}

/// The declaration of a requirement's witness, up to its body.
struct PlannedDeclaration: Sendable {
    enum Introducer: Sendable {
        case function(name: String, isOperator: Bool)
        case property(name: String)
        case `subscript`
        case initializer(InitializerDecl.Failability)
    }

    var introducer: Introducer
    /// Kept modifiers (`nonisolated`, `static`, `prefix`...).
    var modifiers: [String]
    var genericParameters: [GenericParameter] = []
    var parameters: [DeclaredParameter] = []
    var effects: Effects = .none
    /// A function's or subscript's result, a property's type; nil for `Void` functions and initializers.
    var resultType: TypeRef?
    var whereClause: [GenericRequirement] = []
}

/// A parameter as the witness declares it.
struct DeclaredParameter: Sendable {
    /// Attributes of the parameter itself (result builders...), written before the label.
    var attributes: [Attribute]
    /// The argument label as written: nil when the declaration names only `name` (a label
    /// equal to the name, or a subscript parameter without label); `_` for none.
    var label: String?
    /// The internal name (escaped).
    var name: String
    var type: TypeRef
    var isVariadic: Bool

    /// True for a parameter pack (`_ values: repeat each V`).
    var isPack: Bool {
        if case .packExpansion = type.kind { true } else { false }
    }
}

/// One call into `MockState` and its builder members.
///
/// A value with copy-on-write storage: the emitters read invocations out of arrays and enum
/// payloads many times per mock, and a copy is then one reference instead of twenty-odd
/// strings and arrays. The planners change an invocation only while planning its mock (its
/// descriptor's name, its real call), which copies the storage when it is shared. Each field
/// has an accessor of its own: one `@dynamicMemberLookup` subscript over key paths instead costs
/// the whole-corpus run 15 M instructions more.
struct Invocation: Sendable {
    enum BuilderShape: Sendable { case property, function, subscriptMember }
    enum VerificationKind: String, Sendable {
        case call = "Verification", getter = "GetterVerification", setter = "SetterVerification"
    }

    /// How a member's result is made.
    enum ResultDelivery: Sendable {
        /// By `invoke`: a stubbed or default value, or the `willProduce` closure.
        case invoked
        /// A noncopyable result: by the `willProduce` closure only (`MockState.producer`).
        case producedOnly
        /// A non-escapable result (the type as the protocol spells it), which nothing can make:
        /// the call is recorded and fails (`MockState.unmakeableResult`).
        case unmakeable(TypeRef)
    }

    /// The stored fields, which an invocation is made from: `Invocation(.init(descriptor: …))`.
    struct Fields: Sendable {
        var descriptor: MemberDescriptor
        var isStatic: Bool
        var isAsync: Bool
        var thrownError: TypeRef?
        var recorded: [RecordedArgument]
        var produceType: TypeRef
        var produceArguments: [ProducedArgument]
        var produceName: String
        var returnType: TypeRef
        var passesNonEscapingClosure: Bool
        var builderShape: BuilderShape
        var builderName: String
        var builderParameters: [BuilderParameter]
        var givenGenerics: [GenericParameter]
        var givenWhere: [GenericRequirement]
        var verifyGenerics: [GenericParameter]
        var verifyWhere: [GenericRequirement]
        var verification: VerificationKind
        var builderAttributes: [Attribute]
        var isVerifyOnly = false
        var delivery: ResultDelivery = .invoked
        var realCall: RealCall?
        var resultLocal: String?
    }

    /// The fields, shared by copies until one of them changes.
    private final class Storage: @unchecked Sendable {
        var fields: Fields
        init(_ fields: Fields) { self.fields = fields }
    }

    private var storage: Storage

    init(_ fields: Fields) {
        storage = Storage(fields)
    }

    /// The storage, copied first when another invocation shares it.
    private var uniqueStorage: Storage {
        mutating get {
            if !isKnownUniquelyReferenced(&storage) { storage = Storage(storage.fields) }
            return storage
        }
    }

    var descriptor: MemberDescriptor {
        get { storage.fields.descriptor }
        set { uniqueStorage.fields.descriptor = newValue }
    }
    var isStatic: Bool {
        get { storage.fields.isStatic }
        set { uniqueStorage.fields.isStatic = newValue }
    }
    var isAsync: Bool {
        get { storage.fields.isAsync }
        set { uniqueStorage.fields.isAsync = newValue }
    }
    /// The producer's thrown error: nil when it cannot throw, `any Error` for untyped `throws`.
    var thrownError: TypeRef? {
        get { storage.fields.thrownError }
        set { uniqueStorage.fields.thrownError = newValue }
    }
    /// Arguments recorded, in order.
    var recorded: [RecordedArgument] {
        get { storage.fields.recorded }
        set { uniqueStorage.fields.recorded = newValue }
    }
    /// The producer closure's type, e.g. `(Int) async throws -> Data`.
    var produceType: TypeRef {
        get { storage.fields.produceType }
        set { uniqueStorage.fields.produceType = newValue }
    }
    /// Arguments passed to the producer.
    var produceArguments: [ProducedArgument] {
        get { storage.fields.produceArguments }
        set { uniqueStorage.fields.produceArguments = newValue }
    }
    /// Name of the producer closure parameter (`produce`, unless a parameter already has that name).
    var produceName: String {
        get { storage.fields.produceName }
        set { uniqueStorage.fields.produceName = newValue }
    }
    /// The value type returned (`()` when none).
    var returnType: TypeRef {
        get { storage.fields.returnType }
        set { uniqueStorage.fields.returnType = newValue }
    }
    /// The local an asynchronous member with an `isolated` parameter of a named actor type
    /// (`ParameterPlanner.isIsolatedNamedActor`) binds its result to before returning it: Swift
    /// 6.3's region checker cannot check such a call returned directly when the result is not
    /// `Sendable` ("pattern that the region-based isolation checker does not understand").
    var resultLocal: String? {
        get { storage.fields.resultLocal }
        set { uniqueStorage.fields.resultLocal = newValue }
    }
    /// True when an argument is a non-escaping closure: the producer is then `@escaping`
    /// itself, since Swift forbids passing a non-escaping closure to a non-escaping closure.
    var passesNonEscapingClosure: Bool {
        get { storage.fields.passesNonEscapingClosure }
        set { uniqueStorage.fields.passesNonEscapingClosure = newValue }
    }
    var builderShape: BuilderShape {
        get { storage.fields.builderShape }
        set { uniqueStorage.fields.builderShape = newValue }
    }
    var builderName: String {
        get { storage.fields.builderName }
        set { uniqueStorage.fields.builderName = newValue }
    }
    var builderParameters: [BuilderParameter] {
        get { storage.fields.builderParameters }
        set { uniqueStorage.fields.builderParameters = newValue }
    }
    var givenGenerics: [GenericParameter] {
        get { storage.fields.givenGenerics }
        set { uniqueStorage.fields.givenGenerics = newValue }
    }
    var givenWhere: [GenericRequirement] {
        get { storage.fields.givenWhere }
        set { uniqueStorage.fields.givenWhere = newValue }
    }
    var verifyGenerics: [GenericParameter] {
        get { storage.fields.verifyGenerics }
        set { uniqueStorage.fields.verifyGenerics = newValue }
    }
    var verifyWhere: [GenericRequirement] {
        get { storage.fields.verifyWhere }
        set { uniqueStorage.fields.verifyWhere = newValue }
    }
    var verification: VerificationKind {
        get { storage.fields.verification }
        set { uniqueStorage.fields.verification = newValue }
    }
    /// `@available(...)` attributes copied onto builder members.
    var builderAttributes: [Attribute] {
        get { storage.fields.builderAttributes }
        set { uniqueStorage.fields.builderAttributes = newValue }
    }
    /// An initializer call is recorded before any test can stub the new mock, so it has only a
    /// verification builder (set for the invocations of protocol initializers).
    var isVerifyOnly: Bool {
        get { storage.fields.isVerifyOnly }
        set { uniqueStorage.fields.isVerifyOnly = newValue }
    }
    /// How the result reaches the caller.
    var delivery: ResultDelivery {
        get { storage.fields.delivery }
        set { uniqueStorage.fields.delivery = newValue }
    }
    /// The real implementation the call can reach (`super`'s, or a spy's real object's); nil
    /// for a plain mock's member.
    var realCall: RealCall? {
        get { storage.fields.realCall }
        set { uniqueStorage.fields.realCall = newValue }
    }

    /// The thrown error type of `Stubbing<Produce, R, E>`: `Never`, `any Error` or the typed error.
    var errorType: TypeRef { thrownError ?? MemberPlanner.never }
}

/// What identifies a member to the runtime (`MockMember(selector, kind:, signature:)`),
/// written once per mock as a `static let` that the implementation and builders refer to.
struct MemberDescriptor: Sendable {
    /// The Swift name with labels, e.g. `load(_:completion:)`.
    var selector: String
    /// `getter`, `setter`, `subscriptGetter`, `subscriptSetter`, `initializer`; nil for methods.
    var kind: String?
    /// The protocol's own function type, written only when another member of the mock has the
    /// same selector and kind (overloads).
    var signature: Signature
    /// A readable base for the `static let` name (`turnOn`, `speed_set`).
    var nameHint: String
    /// The parameters' written names, for failure messages; empty unless the selector leaves a
    /// named parameter unlabelled (`save(_ user:)`), so that labels alone name every argument.
    var parameterNames: [String] = []
    /// The setter of a `weak var` requirement: the runtime keeps the written value weakly.
    var holdsValueWeakly = false
    /// The `static let` name, unique in the mock (set when the mock's descriptors are named).
    var name = ""
    /// True when the signature must be written (set with the name).
    var needsSignature = false

    struct Signature: Sendable {
        var genericParameters: [GenericParameter]
        var type: TypeRef
        var whereClause: [GenericRequirement]
    }
}

/// An argument as recorded by the runtime.
enum RecordedArgument: Sendable {
    /// The value as it is.
    case value(String)
    /// An optional value, recorded as `Any` (`x as Any`).
    case optional(String)
    /// The metatype of an existential (`(any P).Type`), recorded as `Any.Type` (`x as Any.Type`):
    /// it is not `Sendable`, and recorded as it is beside a `sending` or evaluated argument of an
    /// isolated member, it joins that argument's region ("sending 'x' risks causing data races").
    case existentialMetatype(String)
    /// A non-escaping closure, recorded as a placeholder.
    case nonEscapingClosure
    /// A noncopyable or non-escapable value, recorded as a placeholder naming its type.
    case unstored(typeName: String)
}

/// An argument passed on to the producer.
enum ProducedArgument: Sendable {
    case value(String)
    case `inout`(String)
    /// An `@autoclosure` argument the member cannot evaluate (its errors have nowhere to go),
    /// passed on unevaluated: `{ try x() }` to a producer, `try x()` to a real implementation;
    /// `marker` is the `try `/`await ` its call needs.
    case autoclosure(String, marker: String)
    /// A parameter pack `x`: `(repeat each x)`, its tuple, to a producer; `repeat each x` to a
    /// real implementation.
    case pack(String)
}

/// A builder parameter: `label name: Parameter<T>`.
struct BuilderParameter: Sendable {
    var label: String
    var name: String
    /// The matched value type `T` of `Parameter<T>`.
    var valueType: TypeRef
    var hasDefault: Bool
}

/// Members the generator writes itself to satisfy standard protocols.
enum SynthesizedMember: String, Sendable {
    case equatable, hashable, comparable, identifiable, description, debugDescription, customMirror,
        playgroundDescription
}

/// What a class mock adds to a mock's plan.
struct ClassMockPlan: Sendable {
    /// The mocked class as the mock's superclass: `Outer.Inner`, `Queue<Element>`.
    var superclass: TypeRef
    /// The mock's initializers: each designated initializer of the class, overridden as is
    /// and again with `policy:` and `name:`.
    var initializers: [PlannedClassInitializer]
    /// Members the mock leaves to the class, with the reason: `id() is final`.
    var notOverridden: [String]
    /// The class is `@unchecked Sendable`: the mock restates it, which is sound because all it
    /// adds is its `MockState`, whose storage is behind a lock.
    var isSendable: Bool
}

/// A designated initializer of the mocked class as the mock declares it.
struct PlannedClassInitializer: Sendable {
    var declaration: PlannedDeclaration
    /// `required init` rather than `override init`.
    var isRequired: Bool
    /// The arguments passed on to `super.init`.
    var superArguments: [RealArgument]
    /// `policy` and `name`, or `mockPolicy` and `mockName` when the initializer already has such labels.
    var policyLabel: String
    var nameLabel: String
}
