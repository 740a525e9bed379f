/// Protocols inheriting the standard sequence and collection protocols. The associated types
/// the library leaves to inference get defaults a test can build (`AnyIterator<Element>`), or
/// become the mock's generic parameters; requirements with a default implementation in the
/// library (`Collection`'s `makeIterator()`) get no mock member.

/// @mockable
protocol Playlist: Sequence where Element == String {
    var name: String { get }
}

/// A sequence whose elements stay generic.
/// @mockable
protocol Pipeline: Sequence {}

/// @mockable
protocol ShelfIndex: RandomAccessCollection where Element == String, Index == Int {
    func reload()
}

/// @mockable
protocol History: BidirectionalCollection {}

/// The subscript gets a setter; `swapAt` and `sort()` come from the library.
/// @mockable
protocol Board: MutableCollection, RandomAccessCollection where Element == Int, Index == Int {}

/// The iterator stays generic; the element and failure fixed here constrain it.
/// @mockable
protocol MessageStream: AsyncSequence where Element == String, Failure == Never {
    func cancel()
}

/// @mockable
protocol ByteStream: AsyncSequence {}

/// A collection that chooses its own iterator (as SwiftSyntax's `SyntaxCollection` does) has no
/// `makeIterator()` from the library: the mock implements it. The choice is kept generic, since
/// whether `ShelfIterator` satisfies `IteratorProtocol` here takes a type checker to know.
/// @mockable
protocol Catalogue: RandomAccessCollection where Element == String, Index == Int {
    associatedtype Iterator = ShelfIterator
}

struct ShelfIterator: IteratorProtocol {
    var remaining: [String]
    mutating func next() -> String? { remaining.isEmpty ? nil : remaining.removeFirst() }
}
