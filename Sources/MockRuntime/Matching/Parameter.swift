/// A matcher for one argument of type `T`, used when stubbing and verifying calls.
///
/// A generated builder takes one `Parameter` per argument:
///
///     given(engine).setSpeed(to: .matching { $0 > 200 }).willThrow(SpeedError.tooFast)
///     verify(engine).setSpeed(to: .value(5)).called(.atLeast(2))
///     verify(engine).setSpeed(to: .around(5, tolerance: 0.01) || .value(0)).called(.once)
///
/// Every matcher first checks that the recorded argument is a `T`, so members with generic
/// parameters match by type as well as by value.
public struct Parameter<T> {
    private let test: (T) -> Bool
    private let captor: ((T) -> Void)?
    /// How the matcher reads in failure messages.
    let text: String

    init(_ text: String, captor: ((T) -> Void)? = nil, test: @escaping (T) -> Bool) {
        self.text = text
        self.captor = captor
        self.test = test
    }

    /// Matches any argument of type `T`.
    public static var any: Parameter<T> {
        Parameter("any") { _ in true }
    }

    /// Matches any argument of type `type`; names the type for generic parameters:
    /// `verify(engine).store(.any(of: Int.self)).called(.once)`.
    public static func any(of type: T.Type) -> Parameter<T> {
        Parameter("any(of: \(T.self).self)") { _ in true }
    }

    /// Matches arguments for which `predicate` returns true.
    public static func matching(_ predicate: @escaping (T) -> Bool) -> Parameter<T> {
        Parameter("<matching>", test: predicate)
    }

    /// Matches the very object `object` (`===`); a value-type argument never matches.
    public static func identical(to object: AnyObject) -> Parameter<T> {
        Parameter("identical(to: \(ValueFormatter.describe(object)))") { argument in
            guard let argumentObject = unwrapObject(argument) else { return false }
            return argumentObject === object
        }
    }

    /// Matches arguments the given matcher rejects.
    public static func not(_ matcher: Parameter<T>) -> Parameter<T> {
        Parameter("not(\(matcher.text))") { !matcher.test($0) }
    }

    /// Matches any argument and stores it in `captor` whenever the whole call matches.
    public static func capture(_ captor: ArgumentCaptor<T>) -> Parameter<T> {
        Parameter("capture", captor: { captor.append($0) }) { _ in true }
    }

    /// Matches arguments every one of `matchers` accepts; captors among them capture.
    ///
    ///     verify(engine).log(.allOf(.contains("a"), .count(2))).called(.once)
    public static func allOf(_ matchers: Parameter<T>...) -> Parameter<T> {
        combined(matchers, name: "allOf", separator: ", ") { matchers, argument in
            matchers.allSatisfy { $0.test(argument) }
        }
    }

    /// Matches arguments at least one of `matchers` accepts; the captors of those that
    /// accepted capture.
    ///
    ///     verify(engine).setSpeed(to: .anyOf(.value(0), .matching { $0 > 100 })).called(.never)
    public static func anyOf(_ matchers: Parameter<T>...) -> Parameter<T> {
        combined(matchers, name: "anyOf", separator: ", ") { matchers, argument in
            matchers.contains { $0.test(argument) }
        }
    }

    /// `.allOf(lhs, rhs)`: `verify(engine).setSpeed(to: .not(.value(0)) && .matching { $0 < 10 })`.
    public static func && (lhs: Parameter<T>, rhs: Parameter<T>) -> Parameter<T> {
        combined([lhs, rhs], name: "", separator: " && ") { matchers, argument in
            matchers.allSatisfy { $0.test(argument) }
        }
    }

    /// `.anyOf(lhs, rhs)`: `verify(engine).setSpeed(to: .value(1) || .value(2)).called(.twice)`.
    public static func || (lhs: Parameter<T>, rhs: Parameter<T>) -> Parameter<T> {
        combined([lhs, rhs], name: "", separator: " || ") { matchers, argument in
            matchers.contains { $0.test(argument) }
        }
    }

    /// A matcher made of `matchers`: reads as `name(a, b)` (or `(a && b)` for an operator),
    /// and on capture feeds the captors of the parts that accept the argument.
    private static func combined(
        _ matchers: [Parameter<T>], name: String, separator: String,
        accepts: @escaping ([Parameter<T>], T) -> Bool
    ) -> Parameter<T> {
        let text = "\(name)(" + matchers.map(\.text).joined(separator: separator) + ")"
        let captors = matchers.filter { $0.captor != nil }
        let captor: ((T) -> Void)? = captors.isEmpty ? nil : { argument in
            for matcher in captors where matcher.test(argument) { matcher.captor?(argument) }
        }
        return Parameter(text, captor: captor) { accepts(matchers, $0) }
    }
}

@_spi(MockgenGenerated)
extension Parameter: ArgumentMatching {
    public var matcherDescription: String { text }

    public func matches(_ argument: Any) -> Bool {
        guard let typed = argument as? T else { return false }
        return test(typed)
    }

    public func capture(_ argument: Any) {
        guard let captor, let typed = argument as? T else { return }
        captor(typed)
    }
}

extension Parameter where T: Equatable {
    /// Matches arguments equal to `value` (and of the same type, for generic parameters).
    /// For an optional parameter, write the wrapped value as it is: `.value(5)`,
    /// `.value(.milesPerHour)` or `.value(nil)`.
    public static func value(_ value: T) -> Parameter<T> {
        Parameter(ValueFormatter.describe(value)) { $0 == value }
    }
}

extension Parameter where T: OptionalMatchable {
    /// Matches `nil`.
    public static var `nil`: Parameter<T> {
        Parameter("nil") { $0.isNilForMatching }
    }

    /// Matches any non-`nil` value.
    public static var notNil: Parameter<T> {
        Parameter("notNil") { !$0.isNilForMatching }
    }
}

extension Parameter where T: Sequence, T.Element: Equatable {
    /// Matches sequences (arrays, sets, strings, variadic arguments...) that contain `element`.
    ///
    ///     verify(engine).log(.contains("started")).called(.once)
    public static func contains(_ element: T.Element) -> Parameter<T> {
        Parameter("contains(\(ValueFormatter.describe(element)))") { $0.contains(element) }
    }
}

extension Parameter where T: Collection {
    /// Matches collections with exactly `count` elements.
    ///
    ///     verify(engine).log(.count(2)).called(.once)
    public static func count(_ count: Int) -> Parameter<T> {
        Parameter("count(\(count))") { $0.count == count }
    }

    /// Matches empty collections.
    ///
    ///     verify(engine).log(.isEmpty).called(.never)
    public static var isEmpty: Parameter<T> {
        Parameter("isEmpty") { $0.isEmpty }
    }
}

extension Parameter where T: FloatingPoint {
    /// Matches numbers within `tolerance` of `value` (inclusive); `NaN` never matches.
    ///
    ///     verify(engine).setSpeed(to: .around(0.3, tolerance: 0.0001)).called(.once)
    public static func around(_ value: T, tolerance: T) -> Parameter<T> {
        Parameter("around(\(value), tolerance: \(tolerance))") { abs($0 - value) <= tolerance }
    }
}

/// Lets `.nil` and `.notNil` be offered only for optional parameters.
public protocol OptionalMatchable {
    /// Whether the value is `nil`.
    var isNilForMatching: Bool { get }
}

extension Optional: OptionalMatchable {
    public var isNilForMatching: Bool { self == nil }
}

/// The object inside an argument, looking through optionals; `nil` for value types.
private func unwrapObject(_ argument: Any) -> AnyObject? {
    if let optional = argument as? any OptionalMatchable, optional.isNilForMatching { return nil }
    let mirror = Mirror(reflecting: argument)
    if mirror.displayStyle == .optional, let child = mirror.children.first {
        return unwrapObject(child.value)
    }
    guard type(of: argument) is AnyClass else { return nil }
    return argument as AnyObject
}
