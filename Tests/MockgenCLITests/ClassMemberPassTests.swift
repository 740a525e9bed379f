import Foundation
@testable import MockgenDriver
import MockgenGenerator
import Testing

/// The driver's second parse for class mocks: superclasses in other files, also in files the
/// prescan leaves unparsed, contribute their members; `--all-classes` selects unmarked classes.
@Suite("Class member pass")
struct ClassMemberPassTests {
    private func run(_ options: DriverOptions, _ streams: CapturedStreams = CapturedStreams()) -> Int32 {
        MockgenDriver.run(options, io: streams.realIO())
    }

    @Test func aMarkedClassInheritsTheMembersOfASuperclassDeclaredInAnotherFileWithoutProtocols() throws {
        let folder = try TemporaryFolder()
        // Neither file mentions `protocol`: the first needs its marker, the second the second pass.
        try folder.write("Src/Car.swift", """
            /// @mockable
            open class Car: Vehicle {
                open func park() -> Bool { true }
            }
            """)
        try folder.write("Src/Vehicle.swift", """
            open class Vehicle {
                public init(wheels: Int) {}
                open func start() -> String { "go" }
            }
            """)
        let output = folder.url("Mocks.generated.swift")
        #expect(run(DriverOptions(paths: [folder.url("Src")], output: output)) == 0)
        let generated = try folder.read("Mocks.generated.swift")
        #expect(generated.contains("final class CarMock: Car, MockRuntime.MockObject"))
        #expect(generated.contains("override func start() -> String"))
        #expect(generated.contains("override func park() -> Bool"))
        #expect(generated.contains("override init(wheels: Int)"))
    }

    @Test func allClassesMocksUnmarkedSubclassableClassesOnly() throws {
        let folder = try TemporaryFolder()
        try folder.write("Src/Shapes.swift", """
            open class Shape {
                public init() {}
                open func area() -> Double { 0 }
            }
            public final class Square: Shape {}
            """)
        let output = folder.url("Mocks.generated.swift")
        var options = DriverOptions(paths: [folder.url("Src")], output: output)
        #expect(run(options) == 0)
        #expect(!(try folder.read("Mocks.generated.swift")).contains("ShapeMock"))
        options.generator.mockAllClasses = true
        #expect(run(options) == 0)
        let generated = try folder.read("Mocks.generated.swift")
        #expect(generated.contains("final class ShapeMock: Shape"))
        #expect(!generated.contains("SquareMock"))
    }
}
