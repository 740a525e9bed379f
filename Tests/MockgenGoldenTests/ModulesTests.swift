@testable import GoldenAccounts
import Foundation
@testable import GoldenAtlas
@testable import struct GoldenAtlas.Notification
@testable import GoldenCatalog
import GoldenCoins
@_spi(GaugeInternals) @testable import GoldenGauges
@testable import GoldenNorth
@testable import GoldenPurse
@testable import GoldenSouth
@testable import GoldenTally
@testable import GoldenWatchers
@testable import Unicode
import MockRuntime
import Testing

/// Mocks of protocols in modules of their own, whose files import Foundation too: names the
/// modules declare mean what their sources mean however they clash.
@Suite struct ModulesTests {
    @Test func aModulesTypesNamedLikeFoundationsKeepTheirModulesMeaning() throws {
        let catalog = CatalogBrowsingMock()
        let entry = GoldenCatalog.Catalog.Entry(title: "Atlas")
        given(catalog).entry(at: .value(GoldenCatalog.IndexPath(row: 2))).willReturn(entry)
        given(catalog).shelf().willReturn(.failure(GoldenCatalog.Error.missing))
        given(catalog).redeem(.any).willThrow(GoldenCatalog.Error.missing)
        given(catalog).📦().willReturn(7)

        #expect(catalog.entry(at: GoldenCatalog.IndexPath(row: 2)) == entry)
        #expect(catalog.entry(at: GoldenCatalog.IndexPath(row: 3)) == nil)
        #expect(throws: GoldenCatalog.Error.missing) { try catalog.shelf().get() }
        #expect(throws: GoldenCatalog.Error.missing) { try catalog.redeem(Voucher(code: 1)) }
        #expect(catalog.📦() == 7)
        catalog.observe { _ in }
        verify(catalog).entry(at: .any).called(.twice)
        verify(catalog).observe(.any).called(.once)
    }

    @Test func requirementsNamingTypesOfAnSPIGroupAreMocked() throws {
        let gauge = GaugeMock()
        given(gauge).read().willReturn(GaugeAbi.Reading(value: 7))
        #expect(try gauge.read() == GaugeAbi.Reading(value: 7))
        gauge.calibrate(to: GaugeAbi.Reading(value: 0))
        verify(gauge).calibrate(to: .value(GaugeAbi.Reading(value: 0))).called(.once)
    }

    @Test func aProtocolNamedLikeAFoundationTypeIsMocked() throws {
        let expression = ExpressionMock()
        given(expression).evaluate(at: .any).willReturn(GoldenCatalog.Result(4))
        #expect(try expression.evaluate(at: GoldenCatalog.IndexPath(row: 0)).value == 4)
        verify(expression).evaluate(at: .value(GoldenCatalog.IndexPath(row: 0))).called(.once)
    }

    @Test func aProtocolNamedTypeIsMocked() {
        let type = TypeMock()
        given(type).name.willReturn("catalog")
        let asType: any GoldenCatalog.`Type` = type
        #expect(asType.name == "catalog")
    }

    @Test func aModuleNamedLikeAStandardLibraryTypeIsMocked() {
        let source = GlyphSourceMock()
        given(source).glyph(at: .value(1)).willReturn(Glyph(code: 65))
        #expect(source.glyph(at: 1) == Glyph(code: 65))
        verify(source).glyph(at: .any).called(.once)
        withStaticMockScope {
            let made = GlyphFailureMock()
            given(GlyphFailureMock.self).failure(from: .any).willReturn(made)
            #expect(GlyphFailureMock.failure(from: CancellationError()) === made)
            verify(GlyphFailureMock.self).failure(from: .any).called(.once)
        }
    }

    @Test func aModuleWithATypeNamedLikeItselfIsMocked() {
        let atlas = AtlasReadingMock()
        given(atlas).current().willReturn(GoldenAtlas(pages: 12))
        given(atlas).announce(.value(Notification(title: "new"))).willReturn(true)
        given(atlas).open(.value(Bookmark(page: 3))).willReturn(3)

        #expect(atlas.current() == GoldenAtlas(pages: 12))
        #expect(atlas.announce(Notification(title: "new")))
        #expect(atlas.open(Bookmark(page: 3)) == 3)
        verify(atlas).announce(.any).called(.once)
    }

    @Test func sameNamedProtocolsOfTwoModulesGetAMockEach() {
        let north = GoldenNorthCompassMock()
        let south = GoldenSouthCompassMock()
        given(north).heading().willReturn(90)
        given(south).bearing().willReturn("SSW")
        #expect(north.heading() == 90)
        #expect(south.bearing() == "SSW")
        let asNorth: any GoldenNorth.Compass = north
        let asSouth: any GoldenSouth.Compass = south
        #expect(asNorth.heading() == 90 && asSouth.bearing() == "SSW")
    }

    @Test func parentsResolveToTheModuleTheSourceNames() {
        let navigator = NavigatorMock()
        given(navigator).heading().willReturn(180)
        given(navigator).route().willReturn(["a", "b"])
        let asNorth: any GoldenNorth.Compass = navigator
        #expect(asNorth.heading() == 180)
        #expect(navigator.route() == ["a", "b"])

        let pathfinder = PathfinderMock()
        given(pathfinder).bearing().willReturn("N")
        given(pathfinder).steps().willReturn(4)
        let asSouth: any GoldenSouth.Compass = pathfinder
        #expect(asSouth.bearing() == "N" && pathfinder.steps() == 4)
    }

    @Test func aContextParentIsImplementedButNotMocked() {
        let store = AccountStoreMock()
        given(store).identifier.willReturn("main")
        given(store).home.willReturn(URL(fileURLWithPath: "/accounts/main"))
        given(store).balance(of: .value("main")).willReturn(100)
        #expect(store.identifier == "main")
        #expect(store.home.path == "/accounts/main")
        #expect(store.balance(of: "main") == 100)
        verify(store).balance(of: .any).called(.once)
    }

    @Test func aTypeTheModuleDeclaresUnderAConditionIsItsOwnNotTheContextModules() {
        let store = AccountStoreMock()
        given(store).post(.matching { $0.entries == [1, 2] }).willReturn(3)
        // Through the protocol: the mock's parameter is the type `AccountStore` means.
        let asStore: any GoldenAccounts.AccountStore = store
        #expect(asStore.post(GoldenAccounts.Ledger(entries: [1, 2])) == 3)
        verify(store).post(.any).called(.once)
    }

    @Test func aTypeTheModuleImportsAloneIsTheImportedOne() {
        let store = AccountStoreMock()
        let day = DateInterval(start: Date(timeIntervalSince1970: 0), duration: 86_400)
        given(store).period().willReturn(day)
        let asStore: any GoldenAccounts.AccountStore = store
        #expect(asStore.period() == day)
    }

    @Test func aMockOfAModuleBuiltWithNonsendingByDefaultConformsAndRunsItsClosures() async throws {
        let watcher = WatcherMock()
        given(watcher).watch(.any).willProduce { handler in try await handler(41) + 1 }
        given(watcher).fetch().willReturn(7)
        // Through the protocol, as the module's own code calls it.
        let asWatcher: any Watcher = watcher
        let result = try await asWatcher.watch { (update: Int) async throws -> Int in update }
        #expect(result == 42)
        #expect(await asWatcher.fetch() == 7)
        watcher.subscribe { _ in }
        verify(watcher).subscribe(.any).called(.once)
    }

    @Test func classMocksWriteTheModulesTypesNamedLikeFoundationsWithTheModule() {
        let scanner = ScannerMock(source: "1 + 2")
        given(scanner).next(matching: .value(GoldenTally.Expression("+"))).willReturn(GoldenTally.Expression("2"))
        #expect(scanner.next(matching: GoldenTally.Expression("+")) == GoldenTally.Expression("2"))
        #expect(scanner.next(matching: GoldenTally.Expression("-")) == nil)
        let asScanner: GoldenTally.Scanner = scanner
        #expect(asScanner.source == "1 + 2")

        let evaluator = Tally.EvaluatorMock()
        given(evaluator).evaluate(.any).willReturn(3)
        #expect(evaluator.evaluate(GoldenTally.Expression("1 + 2")) == 3)
        verify(evaluator).evaluate(.any).called(.once)

        let journal = JournalMock<String>()
        given(journal).record(.value("lunch")).willReturn(1)
        #expect(journal.record("lunch") == 1)
        forwardUnstubbedCalls(journal)
        #expect(journal.total(of: [GoldenTally.Entry(amount: 2), GoldenTally.Entry(amount: 5)]) == 7)
    }

    @Test func aTypeTheInputsOnlyExtendIsTheContextLibrarysOwn() {
        let purse = PurseMock()
        let penny = GoldenCoins.Coin(cents: 1)
        given(purse).coins().willReturn([penny])
        given(purse).add(.value(penny)).willReturn(true)
        let asPurse: any GoldenPurse.Purse = purse
        #expect(asPurse.coins() == [penny])
        #expect(asPurse.add(penny))
        #expect(!asPurse.coins()[0].isZero)
        verify(purse).add(.any).called(.once)
    }
}
