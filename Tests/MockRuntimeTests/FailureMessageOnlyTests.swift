import Foundation
import MockRuntime
import Testing
import XCTest

/// A failure carries the runtime's message and nothing else (no advice meant for other
/// libraries' users), at the line of the `verify`, under XCTest as under Swift Testing.
final class XCTestFailureMessageTests: XCTestCase {
    private var captured: [(description: String, file: String, line: Int)] = []
    private var capturing = false

    override func recordFailure(
        withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool
    ) {
        guard capturing else {
            return super.recordFailure(
                withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected
            )
        }
        captured.append((description, filePath, lineNumber))
    }

    func testAFailureCarriesOnlyTheRuntimesMessageAtTheVerifyLine() {
        let engine = EngineMock(name: "xc")
        capturing = true
        let line = #line + 1
        verify(engine).turnOn().called(.once)
        capturing = false
        XCTAssertEqual(captured.count, 1)
        // XCTest itself writes `XCTFail`'s message after "failed - ".
        XCTAssertEqual(captured.first?.description,
                       "failed - EngineMock \"xc\": expected turnOn() to be called exactly once, but it was called 0 times.\nCalls recorded: none")
        XCTAssertEqual(captured.first?.file, "\(#filePath)")
        XCTAssertEqual(captured.first?.line, line)
    }
}

@Suite("Failure messages")
struct SwiftTestingFailureMessageTests {
    @Test func aFailureCarriesOnlyTheRuntimesMessage() {
        let engine = EngineMock(name: "st")
        let reported = collectReports {
            verify(engine).turnOn().called(.once)
        }
        #expect(reported == ["EngineMock \"st\": expected turnOn() to be called exactly once, but it was called 0 times.\nCalls recorded: none"])
    }
}
