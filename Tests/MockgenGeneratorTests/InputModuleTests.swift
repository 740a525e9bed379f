@testable import MockgenGenerator
import Testing

/// Which module an input file belongs to, so that generated code spells its types with the
/// right module: the `Sources/<Module>` folder when it names a module the options know, else
/// the inputs' module (a target with a custom path keeps its sources in other folders).
@Suite struct InputModuleTests {
    private func options(module: String?, testable: [String] = [], context: Set<String> = []) -> GeneratorOptions {
        GeneratorOptions(testableImports: testable, inputs: InputOptions(module: module, contextPaths: context))
    }

    @Test func aFolderNamedLikeAKnownModuleNamesTheModule() {
        let options = options(module: "GoldenNorth", testable: ["GoldenNorth", "GoldenSouth"])
        #expect(options.module(ofPath: "Case/Sources/GoldenSouth/Compass.swift") == "GoldenSouth")
        #expect(options.module(ofPath: "Case/Sources/GoldenNorth/Compass.swift") == "GoldenNorth")
    }

    @Test func aFolderOfATargetWithACustomPathBelongsToTheInputsModule() {
        let options = options(module: "SystemPackage", testable: ["SystemPackage"])
        #expect(options.module(ofPath: "swift-system/Sources/System/FilePath.swift") == "SystemPackage")
        #expect(options.module(ofPath: "FlyingFox/Sources/WebSocket/Frame.swift") == "SystemPackage")
    }

    @Test func contextFilesKeepTheirFolderName() {
        let path = "checkouts/lib/Sources/Base/Parent.swift"
        let options = options(module: "App", testable: ["App"], context: [path])
        #expect(options.module(ofPath: path) == "Base")
    }

    @Test func withoutAModuleTheFolderDecides() {
        #expect(options(module: nil).module(ofPath: "Sources/Core/Engine.swift") == "Core")
        #expect(options(module: "App").module(ofPath: "Engine.swift") == "App")
    }
}
