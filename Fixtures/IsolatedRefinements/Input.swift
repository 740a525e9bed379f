/// Isolated protocols refining protocols that are not: the mock, isolated to the global actor
/// or an actor, implements the parents' requirements `nonisolated`, so that its conformance to
/// the parents does not cross into its isolation.

protocol IsolationLabelled {
    var label: String { get }
    func relabel(_ label: String) -> Bool
}

protocol TitleCounting: IsolationLabelled {
    associatedtype Unit
    func count() -> Int
}

/// @mockable
@MainActor protocol LabelScreen: IsolationLabelled {
    var title: String { get set }
    func render() -> String
}

/// @mockable
protocol LabelStore: Actor, TitleCounting {
    func save(_ value: Int) async
}

/// A main-actor protocol restating what its unisolated parents require: `description` (settable
/// here), `id`, `==` and `label` are `nonisolated` in the mock, which serves both.
/// @mockable
@MainActor protocol RestatingScreen: IsolationLabelled, CustomStringConvertible, Identifiable, Equatable {
    var description: String { get set }
    var id: Int { get }
    var label: String { get }
    static func == (lhs: Self, rhs: Self) -> Bool
    func show() -> Bool
}
