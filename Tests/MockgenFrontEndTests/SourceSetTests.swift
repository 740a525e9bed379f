import MockgenFrontEnd
import Testing

/// The read stage: each file parsed once, and the classes a run mocks completed with their
/// members and their superclasses' members, from class bodies read by themselves, also from
/// files the prescan left unparsed; with `allClasses` every class is a root.
@Suite("Source set")
struct SourceSetTests {
    /// Reads `files` (path, text) as the driver does: the prescan decides which are parsed.
    private func sources(
        _ files: [(String, String)], allClasses: Bool = false, prunesByUse: Bool = false
    ) -> SourceSet {
        let options = ReadOptions(allClasses: allClasses, prunesByUse: prunesByUse)
        let read = files.map { SourceSet.read(Array($0.1.utf8), path: $0.0, options: options) }
        return SourceSet(inputs: read, options: options)
    }

    private func members(of name: String, in sources: SourceSet) -> [String]? {
        let decl = sources.models.flatMap(\.classes).first { $0.qualifiedName == name }
        return decl?.members?.map { member in
            switch member.member {
            case .function(let f): f.name
            case .initializer: "init"
            case .property(let p): p.name
            case .subscript: "subscript"
            case .associatedType, .typeAlias: "?"
            }
        }
    }

    @Test func aMarkedClassGetsTheMembersOfASuperclassInAFileThePrescanLeftUnparsed() throws {
        // Neither file mentions `protocol`: the first is parsed for its marker, the second is not.
        let car = """
            /// @mockable
            open class Car: Vehicle {
                open func park() -> Bool { true }
            }
            """
        let vehicle = """
            open class Vehicle {
                public init(wheels: Int) {}
                open func start() -> String { "go" }
            }
            """
        var set = sources([("Car.swift", car), ("Vehicle.swift", vehicle)])
        #expect(set.models.map(\.path) == ["Car.swift", "Vehicle.swift"])
        #expect(members(of: "Vehicle", in: set) == nil)
        var loaded: [String] = []
        let read = set.completeClasses(roots: ClassMockingRoots()) { path in
            loaded.append(path)
            return path == "Vehicle.swift" ? Array(vehicle.utf8) : nil
        }
        #expect(read == [])
        #expect(loaded == ["Vehicle.swift"])
        #expect(members(of: "Car", in: set) == ["park"])
        #expect(members(of: "Vehicle", in: set) == ["init", "start"])
        #expect(set.models.map(\.path) == ["Car.swift", "Vehicle.swift"])
    }

    @Test func aSuperclassInAParsedFileGetsItsMembersFromItsBodyAloneWithoutLoadingTheFile() throws {
        let derived = """
            /// @mockable
            class Derived: Middle {
                func own() {}
            }
            """
        let bases = """
            protocol Unrelated {}
            class Middle: Base {
                var count: Int = 0
                class Nested { func hidden() {} }
                func middle() {}
            }
            class Base {
                init() {}
                #if DEBUG
                func debugOnly() {}
                #endif
            }
            class Other { func other() {} }
            """
        var set = sources([("Derived.swift", derived), ("Bases.swift", bases)])
        #expect(members(of: "Middle", in: set) == nil)
        let read = set.completeClasses(roots: ClassMockingRoots()) { _ in nil }
        #expect(read == [SourceSet.ReadMembers(path: "Bases.swift", classes: ["Base", "Middle"])])
        #expect(members(of: "Middle", in: set) == ["count", "middle"])
        #expect(members(of: "Base", in: set) == ["init", "debugOnly"])
        #expect(members(of: "Middle.Nested", in: set) == nil)
        #expect(members(of: "Other", in: set) == nil)
        // The members are those of a parse that asks for them from the start.
        let whole = FrontEnd.parse(bases, path: "Bases.swift", options: ParseOptions(membersOf: ["Middle", "Base"]))
        #expect(set.models.first { $0.path == "Bases.swift" } == whole)
    }

    @Test func withAllClassesEveryUnmarkedClassOfTheInputsIsARootButNoClassOfTheContext() throws {
        let shapes = """
            open class Shape {
                public init() {}
                open func area() -> Double { 0 }
            }
            public final class Square: Shape {}
            """
        var marked = sources([("Shapes.swift", shapes)])
        #expect(marked.completeClasses(roots: ClassMockingRoots()) { _ in nil } == [])
        #expect(members(of: "Shape", in: marked) == nil)

        var all = sources([("Shapes.swift", shapes)], allClasses: true)
        let read = all.completeClasses(roots: ClassMockingRoots(allClasses: true)) { _ in nil }
        #expect(read == [SourceSet.ReadMembers(path: "Shapes.swift", classes: ["Shape", "Square"])])
        #expect(members(of: "Shape", in: all) == ["init", "area"])

        var context = sources([("Shapes.swift", shapes)], allClasses: true)
        let roots = ClassMockingRoots(allClasses: true, contextPaths: ["Shapes.swift"])
        #expect(context.completeClasses(roots: roots) { _ in nil } == [])
        #expect(members(of: "Shape", in: context) == nil)
    }

    @Test func contextFilesFollowTheInputsAndAnInputIsNotReadAgainAsContext() {
        let options = ReadOptions(parsesEveryFile: true)
        let a = SourceSet.read(Array("protocol A {}".utf8), path: "A.swift", options: options)
        let b = SourceSet.read(Array("protocol B {}".utf8), path: "B.swift", options: options)
        let set = SourceSet(inputs: [a], context: [a, b], options: options)
        #expect(set.models.map(\.path) == ["A.swift", "B.swift"])
        #expect(set.contextPaths == ["B.swift"])
    }

    @Test func aFileThePrescanLeavesUnparsedStillNamesTheTypesItDeclares() {
        let file = SourceSet.read(Array("struct Point {}".utf8), path: "Point.swift", options: ReadOptions())
        #expect(file.model == nil)
        let set = SourceSet(inputs: [file], options: ReadOptions())
        #expect(set.models.map(\.path) == ["Point.swift"])
        #expect(set.models.first?.declaredTypes.map(\.name) == ["Point"])
    }

    @Test func aReaderOfOtherFilesTakesTheFilesItKnows() {
        let options = ReadOptions(parsesEveryFile: true, readOther: { _, path in
            path.hasSuffix(".h") ? SourceFileModel(path: path) : nil
        })
        let header = SourceSet.read(Array("@protocol P @end".utf8), path: "P.h", options: options)
        let swift = SourceSet.read(Array("protocol Q {}".utf8), path: "Q.swift", options: options)
        #expect(header.model == SourceFileModel(path: "P.h"))
        #expect(swift.model?.protocols.map(\.name) == ["Q"])
    }

    @Test func aClassBodyReadLaterReportsWhatReadingItsMembersFinds() {
        let source = """
            /// @mockable
            class Child: Parent {}
            class Parent {
                var untyped = 0
            }
            """
        var set = sources([("File.swift", source)])
        #expect(set.models[0].diagnostics.isEmpty)
        _ = set.completeClasses(roots: ClassMockingRoots()) { _ in nil }
        let warning = "property without a type annotation: a class mock cannot override it"
        #expect(set.models[0].diagnostics.map(\.message) == [warning])
        let whole = FrontEnd.parse(source, path: "File.swift", options: ParseOptions(membersOf: ["Parent"]))
        #expect(set.models[0].diagnostics == whole.diagnostics)
    }

    @Test func underPruningByUseAMarkedClassNoUsedNameNamesNeverHasItsMembersRead() {
        // Reading `Pruned`'s members would report the untyped property.
        let source = """
            /// @mockable
            class Kept {
                func run() {}
            }
            /// @mockable
            class Pruned {
                var untyped = 0
            }
            """
        var set = sources([("File.swift", source)], prunesByUse: true)
        #expect(members(of: "Kept", in: set) == nil)
        // The generator's rule would say that `KeptMock` names the mock of `Kept`.
        let roots = ClassMockingRoots(isNamedByUse: { $0.name == "Kept" })
        let read = set.completeClasses(roots: roots) { _ in nil }
        #expect(read == [SourceSet.ReadMembers(path: "File.swift", classes: ["Kept"])])
        #expect(members(of: "Kept", in: set) == ["run"])
        #expect(members(of: "Pruned", in: set) == nil)
        #expect(set.models[0].diagnostics.isEmpty)
        // Without pruning the file reports the property; the kept class is the same either way.
        let whole = FrontEnd.parse(source, path: "File.swift")
        let warning = "property without a type annotation: a class mock cannot override it"
        #expect(whole.diagnostics.map(\.message) == [warning])
        #expect(set.models[0].classes.first == whole.classes.first)
    }

    @Test func underPruningByUseAMarkedClassAProtocolInheritsKeepsItsMembersForTheProtocolsMock() {
        let screen = "/// @mockable\nclass BaseView {\n    init() {}\n    func layout() {}\n}\n"
        var set = sources(
            [("BaseView.swift", screen), ("Screen.swift", "protocol Screen: BaseView {}")], prunesByUse: true)
        // No class's mock is named: only the protocol's (`ScreenMock`).
        let roots = ClassMockingRoots(isNamedByUse: { _ in false })
        _ = set.completeClasses(roots: roots) { _ in nil }
        #expect(members(of: "BaseView", in: set) == ["init", "layout"])
    }
}
