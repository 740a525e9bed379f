import MockRuntime
import Testing

@Suite("Last resort")
struct LastResortTests {
    @Test func aMemberThatCanNeitherReturnNorThrowStopsTheProcessOnlyAsALastResort() async {
        await #expect(processExitsWith: .failure) {
            _ = EngineMock().currentConfig()
        }
    }
}
