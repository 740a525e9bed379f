import Foundation
import MockgenDriver
import MockgenTestSupport
import Testing

/// The runtime's tests use mocks the generator writes: `Tests/MockRuntimeTests/Mocks/.mockgen.yml`
/// names the annotated protocols and classes of that folder and the files their mocks go to,
/// and this test runs it as `mockgen --config Tests/MockRuntimeTests/Mocks/.mockgen.yml --check`
/// would, so it fails when a checked-in mock file is not what the generator writes.
/// `MOCKGEN_UPDATE_GOLDENS=1` (`make golden`) rewrites the files instead.
@Suite struct RuntimeTestMocksGoldenTests {
    static let configuration = Repository.url("Tests/MockRuntimeTests/Mocks/.mockgen.yml")

    @Test func runtimeTestMocksAreWhatTheGeneratorWrites() {
        let streams = CapturedStreams()
        let request = ConfigurationRequest(file: Self.configuration.path, check: !Goldens.updating)
        let code = MockgenDriver.run(request, io: streams.realIO())
        #expect(
            code == 0,
            """
            the runtime tests' generated mocks are stale: run `make golden` and review the diff
            \(streams.standardError)
            """
        )
    }
}
