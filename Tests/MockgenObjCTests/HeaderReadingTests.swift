import MockgenFrontEnd
import MockgenObjC
import Testing

/// What reading a header gives besides the mocks: libclang errors, headers without protocols,
/// the model the generator receives.
struct HeaderReadingTests {
    @Test func aMissingLibclangIsAnErrorThatSaysHowToInstallIt() {
        let reader = ObjCHeaderReader(options: ObjCHeaderOptions(libclangPath: "/nonexistent/libclang.so"))
        let model = reader.parse(Array("@protocol P\n- (void)ping;\n@end\n".utf8), path: "P.h")
        #expect(!reader.hasLibclang)
        let error = model.diagnostics.first { $0.severity == .error }
        #expect(error?.message.contains("/nonexistent/libclang.so") == true)
        #expect(error?.message.contains("apt-get install libclang-dev") == true || error?.message.contains("xcode-select") == true)
        #expect(model.protocols.isEmpty)
    }

    @Test func aHeaderWithoutProtocolsNeedsNoLibclang() {
        let reader = ObjCHeaderReader(options: ObjCHeaderOptions(libclangPath: "/nonexistent/libclang.so"))
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
        let options = ObjCHeaderOptions(includePaths: LibclangRequirement.reader.options.includePaths, defines: ["WITH_EXTRA=1"])
        let defined = ObjCHeaderReader(options: options).parse(Array(source.utf8), path: "Gate.h")
        #expect(plain.protocols.first?.members.count == 1)
        #expect(defined.protocols.first?.members.count == 2)
    }
}
