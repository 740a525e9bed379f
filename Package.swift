// swift-tools-version: 6.2
//
// mockgen: a Swift mock generator with its own lexer and parser, and the
// `MockRuntime` library that generated mocks call into.
//
//   MockgenFrontEnd   Swift source -> tokens (Lexer/) -> protocol model (Parser/, Model/),
//                     and the cross-file protocol index (Index/).
//   MockgenObjC       Objective-C headers -> the same protocol model, read with libclang
//                     (opened at run time; CLibclang declares the C functions it calls).
//   MockgenGenerator  protocol model -> Swift mock source, in memory (no file I/O): what a
//                     plugin or a test calls in process.
//   MockgenDriver     finds the files, reads and parses them, runs the generator and writes
//                     (or checks) the output atomically; logging and exit codes.
//   MockgenProcess    what both executables share: the real process (files, streams, headers), exit.
//   mockgen           the thin command-line interface over MockgenDriver (swift-argument-parser).
//   MockRuntime       what generated mocks and tests import: recording, stubs,
//                     matchers, verification, expectations.
//   MockgenPlugin     build tool plugin: a test target's mocks, generated at build time.
//   GenerateMocks     command plugin `swift package generate-mocks`: checked-in mocks.
//                     Both plugins only compute arguments and run mockgen-plugin-tool: the
//                     driver behind a reader of their own arguments (no swift-argument-parser),
//                     or `mockgen` from an artifact bundle
//                     (Scripts/release/make-artifact-bundle.sh).
import PackageDescription

let strictSwift: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("InternalImportsByDefault"),
]

let package = Package(
    name: "mockgen",
    platforms: [.macOS(.v10_15), .iOS(.v13), .tvOS(.v13), .watchOS(.v6)],
    products: [
        .executable(name: "mockgen", targets: ["mockgen"]),
        .library(name: "MockRuntime", targets: ["MockRuntime"]),
        .library(name: "MockRuntimeMockable", targets: ["MockRuntimeMockable"]),
        .library(name: "MockgenGenerator", targets: ["MockgenGenerator"]),
        .plugin(name: "MockgenPlugin", targets: ["MockgenPlugin"]),
        .plugin(name: "GenerateMocks", targets: ["GenerateMocks"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay", from: "1.4.0"),
    ],
    targets: [
        .target(name: "MockgenFrontEnd", swiftSettings: strictSwift),
        .target(name: "MockgenGenerator", dependencies: ["MockgenFrontEnd"], swiftSettings: strictSwift),
        .target(name: "MockgenDriver", dependencies: ["MockgenGenerator", "MockgenFrontEnd"], swiftSettings: strictSwift),
        // Our own declarations of the libclang C functions and structs MockgenObjC calls
        // (no libclang headers or library are needed to build).
        .target(name: "CLibclang"),
        .target(name: "MockgenObjC", dependencies: ["MockgenFrontEnd", "CLibclang"], swiftSettings: strictSwift),
        // What both executables share: the real process's I/O (headers read by MockgenObjC),
        // signal handling and exit.
        .target(name: "MockgenProcess", dependencies: ["MockgenDriver", "MockgenObjC"], swiftSettings: strictSwift),
        .executableTarget(
            name: "mockgen",
            dependencies: [
                "MockgenDriver",
                "MockgenProcess",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: strictSwift
        ),
        // What the plugins run when built from source: the driver behind `ArgumentReader`, without
        // swift-argument-parser (quicker first build; docs/Plugins.md).
        .executableTarget(
            name: "mockgen-plugin-tool",
            dependencies: ["MockgenDriver", "MockgenProcess"],
            swiftSettings: strictSwift
        ),
        .target(
            name: "MockRuntime",
            dependencies: [
                .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
                .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
            ],
            swiftSettings: strictSwift
        ),
        // What test targets whose mocks are in Mockable's shape import: MockRuntime plus the
        // Mockable spellings that would slow every other target's type-checking
        // (docs/MockableCompatibility.md).
        .target(name: "MockRuntimeMockable", dependencies: ["MockRuntime"], swiftSettings: strictSwift),
        .plugin(name: "MockgenPlugin", capability: .buildTool(), dependencies: ["mockgen-plugin-tool"]),
        .plugin(
            name: "GenerateMocks",
            capability: .command(
                intent: .custom(verb: "generate-mocks", description: "Write (or with --check, verify) the checked-in mocks of the test targets"),
                permissions: [.writeToPackageDirectory(reason: "Writes the generated mocks into the test targets' folders")]
            ),
            dependencies: ["mockgen-plugin-tool"]
        ),
        // The differential protocol generator (`make forge`, docs/Robustness.md): composes
        // protocols from seeds, keeps those the compiler accepts, and checks that mockgen reads
        // them and that their mocks type-check; a fixed-seed slice runs in MockgenGeneratorTests.
        .target(name: "MockgenForge", dependencies: ["MockgenGenerator", "MockgenFrontEnd"], swiftSettings: strictSwift),
        .executableTarget(name: "mockgen-forge", dependencies: ["MockgenForge"], swiftSettings: strictSwift),
        .executableTarget(
            name: "mockgen-bench",
            dependencies: ["MockgenGenerator", "MockgenFrontEnd"],
            swiftSettings: strictSwift
        ),
        // What the test targets share (library targets, since a test target cannot depend on
        // another). MockgenTestSupport needs nothing of mockgen, so the runtime's tests can use it
        // without the generator: the repository's paths, golden files and `make golden`,
        // `SplitMix64`, the Swift compiler. MockgenGeneratorTestSupport reads and generates
        // in-memory sources as a run of mockgen does.
        .target(
            name: "MockgenTestSupport", dependencies: ["MockgenForge"], path: "Tests/MockgenTestSupport",
            swiftSettings: strictSwift
        ),
        .target(
            name: "MockgenGeneratorTestSupport",
            dependencies: ["MockgenTestSupport", "MockgenGenerator", "MockgenFrontEnd"],
            path: "Tests/MockgenGeneratorTestSupport",
            swiftSettings: strictSwift
        ),
        .testTarget(
            name: "MockgenFrontEndTests", dependencies: ["MockgenFrontEnd", "MockgenTestSupport"],
            swiftSettings: strictSwift
        ),
        .testTarget(
            name: "MockRuntimeTests", dependencies: ["MockRuntime", "MockRuntimeMockable", "MockgenTestSupport"],
            swiftSettings: strictSwift
        ),
        .testTarget(
            name: "MockgenGeneratorTests",
            dependencies: [
                "MockgenGenerator", "MockgenFrontEnd", "MockgenDriver", "MockgenTestSupport",
                "MockgenGeneratorTestSupport", "MockgenForge",
            ],
            swiftSettings: strictSwift
        ),
        .testTarget(
            name: "MockgenCLITests",
            dependencies: [
                "MockgenDriver", "MockgenGenerator", "MockgenFrontEnd", "mockgen", "mockgen-plugin-tool",
                "MockgenTestSupport",
            ],
            swiftSettings: strictSwift
        ),
        // Needs libclang at run time (`apt-get install libclang-dev`); see Tests/MockgenObjCTests.
        .testTarget(
            name: "MockgenObjCTests",
            dependencies: [
                "MockgenObjC", "MockgenGenerator", "MockgenFrontEnd", "MockgenDriver", "MockRuntime", "mockgen",
                "MockgenTestSupport",
            ],
            swiftSettings: strictSwift
        ),
        .testTarget(
            name: "MockgenFuzzTests",
            dependencies: ["MockgenGenerator", "MockgenFrontEnd", "MockgenTestSupport"],
            exclude: ["Corpus", "Regressions"],
            swiftSettings: strictSwift
        ),
    ],
    swiftLanguageModes: [.v6]
)

// Compiles every Fixtures/<Case>/Input.swift with its Expected.swift (symlinked into
// Tests/MockgenGoldenTests/Fixtures as <Case>Input.swift / <Case>Expected.swift, since one
// target cannot hold two files with the same name, by Scripts/generate/golden-links.sh, which
// `make check-generated` runs with --check) and runs behaviour tests on the mocks.
// Plain `import` lines stay public here, as in a user's Swift 6 test target.
// `make golden` (MOCKGEN_UPDATE_GOLDENS=1) leaves this target out, so goldens can be
// regenerated even when the current ones do not compile.
//
// Cases that need modules of their own (name clashes between modules, module-qualified parents,
// `--context`) keep their inputs in Fixtures/<Case>/Sources/<Module>: each such module is a
// library target here (the links script checks that each is listed), and only the case's
// Expected.swift is linked into the golden tests.
let fixtureModules: [(module: String, fixture: String, dependencies: [Target.Dependency], settings: [SwiftSetting])] = [
    ("GoldenCatalog", "ModuleNameClashes", [], []),
    ("GoldenAtlas", "ModuleNamedLikeItsType", [], []),
    ("GoldenNorth", "SameNamedProtocols", [], []),
    ("GoldenSouth", "SameNamedProtocols", ["GoldenNorth"], []),
    ("GoldenBase", "ContextParents", [], []),
    ("GoldenAccounts", "ContextParents", ["GoldenBase"], []),
    ("GoldenWatchers", "NonsendingByDefault", [], [.enableUpcomingFeature("NonisolatedNonsendingByDefault")]),
    ("GoldenTally", "ClassModuleNames", [], []),
    ("GoldenShelf", "OpenClassPlainImport", [], []),
    ("GoldenGauges", "SPIGroupTypes", [], []),
    ("GoldenCoins", "ContextLibrariesOnly", [], []),
    ("GoldenPurse", "ContextLibrariesOnly", ["GoldenCoins"], []),
    ("GoldenVault", "InterfaceModule", [], []),
    // `weak var` in a protocol: accepted, with the compiler's warning, in the Swift 4.2 language
    // mode only (an error from Swift 5 on), as in the app modules that still declare it.
    ("GoldenContacts", "WeakDelegateProperty", [], [.swiftLanguageMode(.v4_2)]),
    // Swift 5 spellings: bare existentials, which `ExistentialAny` (on in the golden tests) warns about.
    ("GoldenRecords", "RestatedBareExistentials", [], []),
    // A module named like a type of the standard library: the mocks cannot qualify with it.
    ("Unicode", "ModuleNamedLikeStandardType", [], []),
]
if Context.environment["MOCKGEN_UPDATE_GOLDENS"] != "1" {
    for fixture in fixtureModules {
        package.targets.append(.target(
            name: fixture.module, dependencies: fixture.dependencies, path: "Fixtures/\(fixture.fixture)/Sources/\(fixture.module)",
            swiftSettings: fixture.settings))
    }
    package.targets.append(.testTarget(
        name: "MockgenGoldenTests",
        dependencies: ["MockRuntime", "MockRuntimeMockable"] + fixtureModules.map { .target(name: $0.module) },
        // Fixtures/NonEscapableResults declares non-escapable results, whose lifetime
        // dependencies (`@_lifetime`) its mocks restate (`Lifetimes`), and noncopyable associated
        // types (`SuppressedAssociatedTypes`, which only the protocol's declaration needs).
        swiftSettings: [
            .enableUpcomingFeature("ExistentialAny"), .enableExperimentalFeature("Lifetimes"),
            .enableExperimentalFeature("SuppressedAssociatedTypes"),
        ]
    ))
}

// `make docs` (MOCKGEN_DOCS=1) adds swift-docc-plugin, so that
// `swift package generate-documentation --target MockRuntime` builds the DocC catalogue in
// Sources/MockRuntime/MockRuntime.docc. Without the variable the plugin is not a dependency,
// so packages that depend on mockgen never resolve or build it.
if Context.environment["MOCKGEN_DOCS"] == "1" {
    package.dependencies.append(.package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"))
}
