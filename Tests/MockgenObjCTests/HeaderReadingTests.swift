import Foundation
import MockgenFrontEnd
import MockgenObjC
import Testing

/// What reading a header gives besides the mocks: libclang errors, headers without protocols,
/// the model the generator receives.
struct HeaderReadingTests {
    @Test func aMissingLibclangIsAnErrorThatSaysHowToInstallIt() {
        let reader = ObjCHeaderReader(options: HeaderOptions(libclangPath: "/nonexistent/libclang.so"))
        let model = reader.parse(Array("@protocol P\n- (void)ping;\n@end\n".utf8), path: "P.h")
        #expect(!reader.hasLibclang)
        let error = model.diagnostics.first { $0.severity == .error }
        #expect(error?.message.contains("/nonexistent/libclang.so") == true)
        #expect(
            error?.message.contains("apt-get install libclang-dev") == true
                || error?.message.contains("xcode-select") == true)
        #expect(model.protocols.isEmpty)
    }

    @Test func aHeaderWithoutProtocolsNeedsNoLibclang() {
        let reader = ObjCHeaderReader(options: HeaderOptions(libclangPath: "/nonexistent/libclang.so"))
        let model = reader.parse(Array("int add(int a, int b);\n".utf8), path: "math.h")
        #expect(model.diagnostics.isEmpty)
        #expect(model.protocols.isEmpty)
    }

    @Test(.enabled(if: LibclangRequirement.shouldRun, LibclangRequirement.skipMessage))
    func protocolsAreMarkedObjectiveCAndKeepOptionalRequirements() throws {
        guard LibclangRequirement.check() else { return }
        let source = """
            #import "ObjCRoot.h"
            /// @mockable
            @protocol Tracker <NSObject>
            - (void)track:(NSInteger)event;
            @optional
            - (void)flush;
            @end
            @protocol Forward;
            """
        let model = LibclangRequirement.reader.parse(Array(source.utf8), path: "Tracker.h")
        let tracker = try #require(model.protocols.first)
        #expect(model.protocols.map(\.name) == ["Tracker"], "a forward declaration is not a protocol to mock")
        #expect(tracker.isObjectiveC)
        #expect(tracker.docComment == "@mockable")
        #expect(tracker.inheritance.map(\.text) == ["NSObjectProtocol"])
        let functions = tracker.members.compactMap { item -> FunctionDecl? in
            if case .member(.function(let f)) = item { return f }
            return nil
        }
        #expect(functions.map(\.name) == ["track", "flush"])
        #expect(functions.map { $0.modifiers.contains("optional") } == [false, true])
        #expect(model.imports.map(\.module) == ["ObjectiveC"])
    }

    @Test(.enabled(if: LibclangRequirement.shouldRun, LibclangRequirement.skipMessage))
    func definesAndIncludePathsReachClang() throws {
        guard LibclangRequirement.check() else { return }
        let source = """
            #import "ObjCRoot.h"
            @protocol Gate
            #ifdef WITH_EXTRA
            - (void)extra;
            #endif
            - (void)open;
            @end
            """
        let plain = LibclangRequirement.reader.parse(Array(source.utf8), path: "Gate.h")
        let options = HeaderOptions(
            includePaths: LibclangRequirement.reader.options.includePaths, defines: ["WITH_EXTRA=1"])
        let defined = ObjCHeaderReader(options: options).parse(Array(source.utf8), path: "Gate.h")
        #expect(plain.protocols.first?.members.count == 1)
        #expect(defined.protocols.first?.members.count == 2)
    }

    @Test(.enabled(if: LibclangRequirement.shouldRun, LibclangRequirement.skipMessage))
    func errorsInIncludedHeadersAndUnknownTypesAreWarningsAndNeverBecomeAny() throws {
        guard LibclangRequirement.check() else { return }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mockgen-objc-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("typedef undeclared_t Flag;\n".utf8).write(to: folder.appendingPathComponent("Broken.h"))
        let source = """
            #import "Broken.h"
            @protocol Switch
            - (Flag)state;
            @end
            @protocol Fine
            - (void)ping;
            @end
            @protocol Unknown
            - (void)show:(UIView *)view;
            @end
            """
        let model = ObjCHeaderReader(options: HeaderOptions(includePaths: [folder.path])).parse(
            Array(source.utf8), path: "Switch.h")
        // `Flag` is declared, badly: the requirement keeps its name (never `Any`), and the error
        // in the included header is reported.
        #expect(model.protocols.map(\.name) == ["Switch", "Fine"])
        let state = model.protocols.first?.members.first.flatMap { item -> String? in
            if case .member(.function(let f)) = item { return f.returnType?.text }
            return nil
        }
        #expect(state == "Flag")
        let messages = model.diagnostics.map(\.message)
        #expect(model.diagnostics.allSatisfy { $0.severity == .warning })
        #expect(messages.contains { $0.contains("unknown type name 'UIView'") })
        #expect(messages.contains { $0.contains("'Unknown' is not mocked") })
        #expect(
            messages.contains { $0.contains("error in the headers this file includes") && $0.contains("Broken.h:1") })
    }
}
