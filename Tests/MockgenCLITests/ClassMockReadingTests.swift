import Foundation
@testable import MockgenDriver
import MockgenGenerator
import Testing

/// Class mocks through the driver's read stage (`SourceSet`): superclasses in other files, also
/// in files the prescan leaves unparsed, contribute their members; `--all-classes` selects
/// unmarked classes. `SourceSetTests` (front end) test the read stage itself.
@Suite("Class mock reading")
struct ClassMockReadingTests {
    private func run(_ options: DriverOptions, _ streams: CapturedStreams = CapturedStreams()) -> Int32 {
        MockgenDriver.run(options, io: streams.realIO())
    }

    @Test func aMarkedClassInheritsTheMembersOfASuperclassDeclaredInAnotherFileWithoutProtocols() throws {
        let folder = try TemporaryFolder()
        // Neither file mentions `protocol`: the first needs its marker, the second is parsed for Car.
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

    @Test func theVerboseLogNamesTheClassesWhoseMembersWereReadAfterTheirFileWas() throws {
        let folder = try TemporaryFolder()
        try folder.write("Src/Views.swift", """
            protocol Screen {}
            open class BaseView {
                public init() {}
                open func layout() {}
            }
            /// @mockable
            open class ListView: BaseView {}
            """)
        let streams = CapturedStreams()
        var options = DriverOptions(paths: [folder.url("Src")], output: folder.url("Mocks.generated.swift"))
        options.verbosity = .verbose
        #expect(run(options, streams) == 0)
        let line = "mockgen:   \(folder.url("Src/Views.swift")): read the members of BaseView"
        #expect(streams.errorLines.contains(line))
        #expect(try folder.read("Mocks.generated.swift").contains("override func layout()"))
    }
}
