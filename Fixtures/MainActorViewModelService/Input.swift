struct ProfileViewState: Equatable, Sendable {
    var title: String
}

/// A `@MainActor` view-model service: the mock is `@MainActor` too.
/// @mockable
@MainActor
protocol ProfileViewModelService: AnyObject {
    var state: ProfileViewState { get }
    var isLoading: Bool { get set }
    func load(userID: Int) async throws
    func refresh()
    nonisolated func analyticsName() -> String
    static var shared: Self { get }
    init(userID: Int) async
}
