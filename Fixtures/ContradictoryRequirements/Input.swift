/// No class can conform to `Conflicted`: it requires `status` as an `Int` through one parent
/// and as a `String` through the other. It is skipped with a warning; the rest is mocked.
protocol IntStatus {
    var status: Int { get }
}

protocol TextStatus {
    var status: String { get }
}

/// @mockable
protocol Conflicted: IntStatus, TextStatus {}

/// @mockable
protocol Consistent: IntStatus {
    func reset()
}

/// A protocol may narrow a parent's property to another type when an extension implements the
/// parent's: `Reporting` requires `summary` as a `String`, and its extension gives `Summarizing`
/// the `any CustomStringConvertible` one. A conforming class declares only the `String`, so
/// `Reporting` is mocked.
protocol Summarizing {
    var summary: any CustomStringConvertible { get }
}

/// @mockable
protocol Reporting: Summarizing {
    var summary: String { get }
}

extension Reporting {
    var summary: any CustomStringConvertible { summary as String }
}

/// An actor cannot be isolated to a global actor, so no type conforms to an actor protocol
/// isolated to one: it is skipped with a warning.
/// @mockable
@MainActor protocol MainActorBoundActor: Actor {
    func refresh()
}

/// `CustomStringConvertible` requires `description` as a `String`: a protocol that also requires
/// it with another type, or as a method without parameters, has no conforming class.
/// @mockable
protocol NumberedDescription: CustomStringConvertible {
    var description: Int? { get }
}

/// @mockable
protocol DescribedByMethod: CustomStringConvertible {
    func description() -> [String]
}

/// Overloads alike but for `borrowing` on a parameter: one function witnesses both, but the
/// compiler stops with an assertion compiling any type that conforms.
/// @mockable
protocol BorrowingOverloads {
    func compute<Key: Hashable>(_ key: Key) -> Int
    func compute<Key: Hashable>(_ key: borrowing Key) -> Int
}

/// A tuple taken `borrowing`: the compiler fails on every class that implements the requirement.
/// @mockable
protocol BorrowedPairs {
    func pair(_ values: borrowing (Int, String)) -> Int
}
