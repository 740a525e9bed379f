@testable import MockgenObjC
import Testing

/// The importer's word rules on their own (the goldens and the compile check cover them in context).
struct NamingRuleTests {
    @Test func camelCaseSplitsAtCapitalsAndKeepsInitialisms() {
        #expect(Words.split("didSelectRowAtIndexPath") == ["did", "Select", "Row", "At", "Index", "Path"])
        #expect(Words.split("URLForKey") == ["URL", "For", "Key"])
        #expect(Words.lowercasingFirstWord("URLString") == "urlString")
        #expect(Words.lowercasingFirstWord("ID") == "id")
    }

    @Test func theFirstPieceSplitsBeforeItsLastPrepositionAfterOmittingTheTypeName() {
        let item = ObjCType.object(name: "Item", typeArguments: [], protocols: [], nullability: .nonnull)
        #expect(SwiftNames.method(pieces: ["removeItem"], parameterTypes: [item]) == .init(baseName: "remove", labels: [nil]))
        #expect(SwiftNames.method(pieces: ["loadItemFromCache"], parameterTypes: [item]) == .init(baseName: "loadItem", labels: ["fromCache"]))
        #expect(SwiftNames.method(pieces: ["item"], parameterTypes: [item]) == .init(baseName: "item", labels: [nil]), "a name is never omitted entirely")
    }

    @Test func anErrorPieceIsDroppedForThrows() {
        #expect(SwiftNames.droppingErrorPiece(["saveAndReturnError"]) == ["save"])
        #expect(SwiftNames.droppingErrorPiece(["writeData", "error"]) == ["writeData"])
    }

    @Test func explicitSwiftNamesGiveBaseAndLabels() {
        #expect(SwiftNames.explicit("print(_:count:)") == .init(baseName: "print", labels: [nil, "count"]))
        #expect(SwiftNames.explicit("reset()") == .init(baseName: "reset", labels: []))
    }

    @Test func libclangOfNewerLLVMIsPreferred() {
        let found = ["/usr/lib/llvm-14/lib/libclang.so.1", "/usr/lib/llvm-19/lib/libclang.so", "/usr/lib/llvm-14/lib/libclang.so"]
        #expect(found.sorted(by: LibclangLocator.preferNewer) == [
            "/usr/lib/llvm-19/lib/libclang.so", "/usr/lib/llvm-14/lib/libclang.so", "/usr/lib/llvm-14/lib/libclang.so.1",
        ])
    }
}
