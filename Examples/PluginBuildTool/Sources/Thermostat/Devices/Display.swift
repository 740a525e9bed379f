/// Shows the room temperature. No test of this package names `DisplayMock`, so the build tool
/// plugin prunes it: its file of mocks is written, empty.
/// @mockable
public protocol Display: Sendable {
    func show(celsius: Double)
}
