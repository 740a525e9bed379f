import MockgenFrontEnd
import Testing

/// The class prescan finds a selection marker or the word `class` wherever it falls in the file.
@Suite struct ClassPrescanTests {
    private func marked(_ text: String) -> Bool {
        Array(text.utf8).withUnsafeBufferPointer { ClassPrescan.mayDeclareClassToMock($0, allClasses: false) }
    }

    private func anyClass(_ text: String) -> Bool {
        Array(text.utf8).withUnsafeBufferPointer { ClassPrescan.mayDeclareClassToMock($0, allClasses: true) }
    }

    @Test func markersAreFoundAtEveryPosition() {
        for padding in 0..<40 {
            let before = String(repeating: "x", count: padding)
            #expect(marked(before + "/// @mockable\nclass A {}"), "padding \(padding)")
            #expect(marked(before + "// sourcery: AutoMockable"), "padding \(padding)")
            #expect(marked(before + "@mockable"), "padding \(padding)")
            #expect(!marked(before + "Mockable mockable @Mockable utoMockable ockable"), "padding \(padding)")
            #expect(anyClass(before + "final class"), "padding \(padding)")
            #expect(!anyClass(before + "struct clas s"), "padding \(padding)")
        }
    }

    @Test func shortAndEmptyFilesHoldNoMarker() {
        #expect(!marked(""))
        #expect(!marked("ockable"))
        #expect(!anyClass("cla"))
    }
}
