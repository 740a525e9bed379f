#if canImport(Testing)
import Testing
#endif

/// How `.value(_:)` compares arguments of a type that is not `Equatable` (Mockable's `Matcher`):
/// register a comparator once, and `.value(product)` matches with it. That `.value(_:)` comes
/// with `import MockRuntimeMockable`, which Mockable-shaped test targets use.
///
///     Matcher.register(Product.self, match: { $0.name == $1.name })
///     given(mock).update(products: .value([product])).willReturn(1)
///
/// Arrays of a registered type compare element by element, in order; other sequences compare
/// without regard to order. `Equatable` types need no registration: `.value(_:)` compares them
/// with `==` (registering them, as Mockable needs for generic parameters, is allowed and changes
/// nothing). A `.value(_:)` of a type with no comparator matches nothing and reports a failure.
///
/// Registrations are lock-protected, and scoped so that parallel tests do not see each other's:
/// a registration made while a Swift Testing test runs belongs to that test, and ``reset()``
/// in a test removes only that test's registrations. Registrations made outside any Swift
/// Testing test (in XCTest, whose tests in one process run one at a time, or in setup code)
/// are process-wide, seen by every test, and removed by a ``reset()`` made outside a test.
/// A call made on a task that does not descend from the test's task sees only the
/// process-wide registrations.
public enum Matcher {
    /// Whether two values of type `T` match.
    public typealias Comparator<T> = (T, T) -> Bool

    /// Registers `match` as the comparator of `T`; the most recent registration wins.
    public static func register<T>(_ valueType: T.Type, match: @escaping Comparator<T>) {
        let registration = Registration(type: ObjectIdentifier(T.self), comparator: match) { left, right in
            guard let left = left as? T, let right = right as? T else { return false }
            return match(left, right)
        }
        registrations.withLock { $0[currentOwner(), default: []].append(registration) }
    }

    /// Registers `==` as the comparator of an `Equatable` type (Mockable needs this for generic
    /// parameters; here `.value(_:)` already compares `Equatable` values with `==`).
    public static func register<T: Equatable>(_ valueType: T.Type) {
        register(valueType, match: ==)
    }

    /// Registers a metatype, whose values all match: `Matcher.register(HomeViewController.Type.self)`.
    public static func register<T>(_ valueType: T.Type.Type) {
        register(valueType, match: { _, _ in true })
    }

    /// Removes the registrations of the running test, or the process-wide ones outside a test.
    public static func reset() {
        _ = registrations.withLock { $0.removeValue(forKey: currentOwner()) }
    }

    /// The comparator registered for `T` that the current test sees, if any.
    public static func comparator<T>(for valueType: T.Type) -> Comparator<T>? {
        registration(for: ObjectIdentifier(T.self))?.comparator as? Comparator<T>
    }

    /// Whether `actual` matches `expected`: a registered comparator, else `==` for `Equatable`
    /// values, else element by element for sequences; `nil` when none of them applies.
    static func matches(_ expected: Any, _ actual: Any) -> Bool? {
        if let registration = registration(for: ObjectIdentifier(type(of: expected))) {
            return registration.erased(expected, actual)
        }
        if let equatable = expected as? any Equatable { return isEqual(equatable, actual) }
        guard let left = expected as? any Sequence, let right = actual as? any Sequence else { return nil }
        let (lhs, rhs) = (elements(of: left), elements(of: right))
        guard lhs.count == rhs.count else { return false }
        if Mirror(reflecting: expected).displayStyle == .collection {
            for (l, r) in zip(lhs, rhs) {
                guard let same = matches(l, r) else { return nil }
                if !same { return false }
            }
            return true
        }
        var unmatched = rhs
        for element in lhs {
            var found = false
            for (index, candidate) in unmatched.enumerated() {
                guard let same = matches(element, candidate) else { return nil }
                if same {
                    unmatched.remove(at: index)
                    found = true
                    break
                }
            }
            if !found { return false }
        }
        return true
    }

    /// The type a failed match has no comparator for: `value`'s own type, or for a sequence
    /// whose elements cannot be compared, the type of the element that cannot.
    static func uncomparableType(in value: Any) -> Any.Type {
        guard registration(for: ObjectIdentifier(type(of: value))) == nil, !(value is any Equatable),
              let sequence = value as? any Sequence
        else { return type(of: value) }
        for element in elements(of: sequence) where matches(element, element) == nil {
            return uncomparableType(in: element)
        }
        return type(of: value)
    }

    private struct Registration {
        let type: ObjectIdentifier
        let comparator: Any
        let erased: (Any, Any) -> Bool
    }

    /// Who a registration belongs to: a running Swift Testing test, or the process.
    private enum Owner: Hashable {
        case process
        case test(String)
    }

    private static func currentOwner() -> Owner {
        #if canImport(Testing)
        if let test = Test.current { return .test(String(describing: test.id)) }
        #endif
        return .process
    }

    private static func registration(for type: ObjectIdentifier) -> Registration? {
        let owner = currentOwner()
        return registrations.withLock { registrations in
            let own = owner == .process ? nil : registrations[owner]?.last { $0.type == type }
            return own ?? registrations[.process]?.last { $0.type == type }
        }
    }

    private static let registrations = Locked<[Owner: [Registration]]>([:])
}

private func isEqual<E: Equatable>(_ expected: E, _ actual: Any) -> Bool {
    guard let actual = actual as? E else { return false }
    return expected == actual
}

private func elements<S: Sequence>(of sequence: S) -> [Any] {
    sequence.map { $0 as Any }
}

extension Parameter {
    /// Matches arguments equal to `value` by the comparator registered with `Matcher.register`;
    /// with no comparator for the type, it matches nothing and reports a failure at the given
    /// location. What Mockable's `.value(_:)` for types that are not `Equatable` is built on: the
    /// module `MockRuntimeMockable` declares that overload, so that the call sites of every other
    /// test target keep a single `.value(_:)` to type-check.
    @_spi(MockgenGenerated)
    public static func comparedByMatcher(
        _ value: T, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
    ) -> Parameter<T> {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        return Parameter(ValueFormatter.describe(value)) { argument in
            if let comparator = Matcher.comparator(for: T.self) { return comparator(value, argument) }
            if let same = Matcher.matches(value, argument) { return same }
            let missing = Matcher.uncomparableType(in: value)
            FailureReport.report(
                "No comparator found for type \"\(missing)\". Register one with "
                    + "Matcher.register(\(missing).self, match: { … }) to match its values with .value(_:).",
                at: site)
            return false
        }
    }
}
