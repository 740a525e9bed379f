/// A matcher for one argument of type `T`, used when stubbing and verifying calls.
///
/// A generated builder takes one `Parameter` per argument:
///
///     given(engine).setSpeed(to: .matching { $0 > 200 }).willThrow(SpeedError.tooFast)
///     verify(engine).setSpeed(to: .value(5)).called(.atLeast(2))
///
/// Every matcher first checks that the recorded argument is a `T`, so members with generic
/// parameters match by type as well as by value.
public struct Parameter<T>: ArgumentMatching {
    private let test: (T) -> Bool
    private let captor: ((T) -> Void)?
    /// How the matcher reads in failure messages.
    public let matcherDescription: String

    private init(_ description: String, captor: ((T) -> Void)? = nil, test: @escaping (T) -> Bool) {
        self.matcherDescription = description
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
        Parameter("not(\(matcher.matcherDescription))") { !matcher.test($0) }
    }

    /// Matches any argument and stores it in `captor` whenever the whole call matches.
    public static func capture(_ captor: ArgumentCaptor<T>) -> Parameter<T> {
        Parameter("capture", captor: { captor.append($0) }) { _ in true }
    }

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
