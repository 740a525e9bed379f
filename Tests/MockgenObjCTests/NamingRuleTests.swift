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

    @Test func theFirstPieceSplitsBeforeItsLastPrepositionAndItsTypeNameIsOmitted() {
        let item = ObjCType.object(name: "Item", typeArguments: [], protocols: [], nullability: .nonnull)
        #expect(
            SwiftNames.method(pieces: ["removeItem"], parameterTypes: [item])
                == .init(baseName: "remove", labels: [nil]))
        #expect(
            SwiftNames.method(pieces: ["loadItemFromCache"], parameterTypes: [item])
                == .init(baseName: "loadItem", labels: ["fromCache"]))
        #expect(
            SwiftNames.method(pieces: ["item"], parameterTypes: [item]) == .init(baseName: "item", labels: [nil]),
            "a name is never omitted entirely")
    }

    @Test func wordsRepeatingTheProtocolsNameAreOmittedAfterAVerb() {
        #expect(
            SwiftNames.method(
                pieces: ["beginContentAccess"], parameterTypes: [], resultType: .bool, selfName: "NSDiscardableContent")
                == .init(baseName: "beginAccess", labels: []))
        #expect(
            SwiftNames.method(
                pieces: ["isContentDiscarded"], parameterTypes: [], resultType: .bool, selfName: "NSDiscardableContent")
                == .init(baseName: "isContentDiscarded", labels: []), "`is` is no verb to the importer")
    }

    @Test func aTypeNameAfterANounOrAdjectiveStays() {
        let connection = ObjCType.object(
            name: "NSXPCConnection", typeArguments: [], protocols: [], nullability: .nonnull)
        let listener = ObjCType.object(name: "NSXPCListener", typeArguments: [], protocols: [], nullability: .nonnull)
        #expect(
            SwiftNames.method(
                pieces: ["listener", "shouldAcceptNewConnection"], parameterTypes: [listener, connection])
                == .init(baseName: "listener", labels: [nil, "shouldAcceptNewConnection"]))
        #expect(
            SwiftNames.method(pieces: ["dropConnection"], parameterTypes: [connection])
                == .init(baseName: "drop", labels: [nil]))
    }

    @Test func aPrepositionBeforeErrorDoesNotSplit() {
        let handler = ObjCType.block(parameters: [], result: .void, nullability: .nonnull)
        #expect(
            SwiftNames.method(pieces: ["remoteObjectProxyWithErrorHandler"], parameterTypes: [handler])
                == .init(baseName: "remoteObjectProxyWithErrorHandler", labels: [nil]))
        #expect(
            SwiftNames.method(pieces: ["performWithBlock"], parameterTypes: [handler])
                == .init(baseName: "perform", labels: [nil]))
    }

    @Test func partsOfSpeechFollowTheImportersWordLists() {
        #expect(PartOfSpeech("With") == .preposition)
        #expect(PartOfSpeech("remove") == .verb)
        #expect(PartOfSpeech("reload") == .verb, "`re` before a verb")
        #expect(PartOfSpeech("Loading") == .gerund)
        #expect(PartOfSpeech("Dropping") == .gerund, "doubled last letter")
        #expect(PartOfSpeech("New") == .unknown)
    }

    @Test func leadingInitialismsAreLowered() {
        #expect(Words.lowercasingInitialisms("URLSession") == "urlSession")
        #expect(Words.lowercasingInitialisms("WithDuration") == "withDuration")
        #expect(Words.lowercasingInitialisms("name") == "name")
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
        let found = [
            "/usr/lib/llvm-14/lib/libclang.so.1", "/usr/lib/llvm-19/lib/libclang.so",
            "/usr/lib/llvm-14/lib/libclang.so",
        ]
        #expect(
            found.sorted(by: LibclangLocator.preferNewer) == [
                "/usr/lib/llvm-19/lib/libclang.so", "/usr/lib/llvm-14/lib/libclang.so",
                "/usr/lib/llvm-14/lib/libclang.so.1",
            ])
    }
}
