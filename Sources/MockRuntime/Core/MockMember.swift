/// One requirement of a mocked protocol, as generated code names it.
///
/// `selector` is the Swift name with argument labels (`setSpeed(to:)`, `isOn`,
/// `subscript(_:)`), `kind` says which accessor it is, and `signature` is the normalised
/// function type, which tells overloads with the same selector apart.
///
/// Generated mocks and mocks written by hand declare one member per requirement, once, and
/// pass it both where the call is recorded and in the builder (see <doc:WritingMocksByHand>);
/// a test reads a recorded call's name from `MockCall.selector`.
public struct MockMember: Hashable, Sendable, CustomStringConvertible {
    /// Which kind of requirement a member is.
    public enum Kind: String, Hashable, Sendable {
        case method, getter, setter, subscriptGetter, subscriptSetter, initializer
    }

    /// The Swift name with labels, e.g. `load(_:completion:)`.
    public let selector: String
    /// Method, property accessor, subscript accessor or initializer.
    public let kind: Kind
    /// The normalised function type, e.g. `(Float) throws -> ()`.
    public let signature: String
    /// The parameters' own names, one per parameter (`["user"]` for `save(_ user: User)`), so that
    /// failure messages can name an argument the selector leaves unlabelled; empty when not given.
    /// Not part of the member's identity.
    public let parameterNames: [String]
    /// Whether the value written through this setter is kept weakly (a `weak var` requirement):
    /// the recorded call and the value the getter gives back let go of the object when nothing
    /// else holds it. Not part of the member's identity.
    public let holdsValueWeakly: Bool

    /// Creates a member description; generated code writes this identically at the call
    /// site and in the builders.
    ///
    /// `parameterNames` lists the parameters' own names separated by spaces (`"image key"` for
    /// `insert(_ image: Image, for key: String)`, `_` for one without a name): one string literal costs the compiler a
    /// fraction of what an array literal does in every member declaration of every mock.
    ///
    /// `weak: true` marks the setter of a `weak var` requirement (see `holdsValueWeakly`).
    public init(
        _ selector: String, kind: Kind = .method, signature: String = "", parameterNames: String = "",
        weak: Bool = false
    ) {
        self.init(
            selector, kind: kind, signature: signature,
            parameterNames: parameterNames.split(separator: " ").map(String.init), weak: weak)
    }

    init(_ selector: String, kind: Kind, signature: String, parameterNames: [String], weak: Bool = false) {
        self.selector = selector
        self.kind = kind
        self.signature = signature
        self.parameterNames = parameterNames
        self.holdsValueWeakly = weak
    }

    public static func == (lhs: MockMember, rhs: MockMember) -> Bool {
        lhs.selector == rhs.selector && lhs.kind == rhs.kind && lhs.signature == rhs.signature
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(selector)
        hasher.combine(kind)
        hasher.combine(signature)
    }

    public var description: String { selector }

    /// The getter of the same property: where a setter's last value is kept.
    var getter: MockMember { MockMember(selector, kind: .getter, signature: signature, parameterNames: parameterNames) }

    /// The base name: `setSpeed` for `setSpeed(to:)`, `isOn` for a property.
    var baseName: String {
        if let paren = selector.firstIndex(of: "(") { return String(selector[..<paren]) }
        return selector
    }

    /// The argument labels as the selector spells them (`_` for none), plus `newValue` for
    /// setters, so every recorded argument has a name in messages.
    var argumentLabels: [String] {
        var labels: [String] = []
        if let open = selector.firstIndex(of: "("), let close = selector.lastIndex(of: ")"), open < close {
            let inner = selector[selector.index(after: open)..<close]
            labels = inner.split(separator: ":", omittingEmptySubsequences: true).map(String.init)
        }
        if kind == .setter || kind == .subscriptSetter { labels.append("newValue") }
        return labels
    }

    /// How failure messages name each argument: its label, or for an unlabelled one the
    /// parameter's own name when `parameterNames` gives it (`_` when neither does).
    var argumentNames: [String] {
        argumentLabels.enumerated().map { index, label in
            guard label == "_", index < parameterNames.count else { return label }
            let name = parameterNames[index]
            return name.isEmpty || name == "_" ? label : name
        }
    }
}

/// What a mock does when a call has no stub.
///
///     let relaxed = EngineMock()                    // .relaxed
///     let strict = EngineMock(policy: .strict)
public enum MockPolicy: Sendable, Hashable {
    /// Any call is allowed; an unstubbed call returns the last value set on the property
    /// (for a property getter), else the return type's default value.
    case relaxed
    /// A call with no matching stub, expectation or allowance (`allowing`, `ignoring`) is
    /// reported as a failure at once. Property reads and writes are calls like any other:
    /// each needs a stub, expectation or allowance, and a read that is allowed but not
    /// stubbed returns the last value set.
    case strict
}

/// Errors the runtime throws from throwing mock members.
public enum MockError: Error, Sendable, CustomStringConvertible {
    /// A call had no stub and its return type has no default value. The payload describes
    /// the call; the failure has already been reported to the running test.
    case unstubbed(String)

    public var description: String {
        switch self {
        case .unstubbed(let call): "MockError.unstubbed: no stub for \(call)"
        }
    }
}
