/// How a mock keeps the value written to a `weak var` requirement: weakly, as the real type
/// does, so a test that drops its last reference to a delegate sees it released even though the
/// mock recorded the write (for verification) and remembers it (for the getter).
///
/// The value is kept in a box holding the object weakly; reading it back gives the value as it
/// was written while the object lives, and `nil` of the same optional type after.
enum WeakArgument {
    /// `value` boxed weakly when it holds an object; anything else (`nil`, a value type) as it is.
    static func holding(_ value: Any) -> Any {
        func box<Value>(_ value: Value) -> Any { WeakBox(value) ?? value }
        return box(value)
    }

    /// What `holding` kept, as it is now: the value while its object lives, else `nil`.
    static func current(_ stored: Any) -> Any {
        (stored as? any WeakHolding)?.currentValue ?? stored
    }
}

/// A weakly kept value, read back as its own type.
private protocol WeakHolding {
    var currentValue: Any { get }
}

private final class WeakBox<Value>: WeakHolding, @unchecked Sendable {
    // Only written in `init`; reading a weak reference is atomic.
    private weak var object: AnyObject?

    /// Nil when `value` holds no object (a `nil` optional or a value type).
    init?(_ value: Value) {
        guard let object = Self.object(in: value) else { return nil }
        self.object = object
    }

    var currentValue: Any {
        if let object, let value = object as? Value { return value }
        // `Value` is an optional (`weak` needs one): `nil` of that type.
        return (Optional<Any>.none as Any) as? Value as Any
    }

    private static func object(in value: Value) -> AnyObject? {
        let any: Any = value
        if let optional = any as? any OptionalValue {
            guard let wrapped = optional.wrappedValue else { return nil }
            return type(of: wrapped) is AnyClass ? wrapped as AnyObject : nil
        }
        return type(of: any) is AnyClass ? any as AnyObject : nil
    }
}

/// An optional whose type is not known statically: its value, if any.
private protocol OptionalValue {
    var wrappedValue: Any? { get }
}

extension Optional: OptionalValue {
    fileprivate var wrappedValue: Any? { map { $0 as Any } }
}
