/// A part of a Mockable-shaped mock's state that `reset(_:)` forgets (Mockable's `MockerScope`):
///
///     mock.reset(.given)            // stubs only
///     mock.reset([.when, .verify])  // side effects and recorded calls
///     mock.reset()                  // everything
public enum MockerScope: CaseIterable, Sendable, Hashable {
    /// The stubs that answer calls (`willReturn`, `willThrow`, `willProduce`, `willHandle`).
    case given
    /// The side effects (`perform`, `performOnGet`, `performOnSet`).
    case when
    /// The recorded calls that `verify` counts.
    case verify
}

extension Set where Element == MockerScope {
    /// Every scope.
    public static var all: Set<MockerScope> { Set(MockerScope.allCases) }
}
