import MockgenFrontEnd
import Testing

/// The SPI groups a file declares into, which generated code must import its module with.
@Suite struct SPIGroupsTests {
    @Test func declarationsInGroupsNameTheirGroupsOnce() {
        let source = """
            @_spi(Platform) public enum Abi {}
            @_spi(Platform)
            public protocol Entry {}
            @available(macOS 10.15, *) @_spi(Tools) public func helper() {}
            """
        #expect(SPIGroups.scan(Array(source.utf8)) == ["Platform", "Tools"])
    }

    @Test func importsWithGroupsNameTheImportedModulesGroups() {
        let source = """
            @_spi(Other) import OtherModule
            @_spi(Other) @testable import Third
            @_spi(Mine) public struct Local {}
            """
        #expect(SPIGroups.scan(Array(source.utf8)) == ["Mine"])
        #expect(SPIGroups.scan(Array("public struct Plain {}".utf8)).isEmpty)
    }
}
