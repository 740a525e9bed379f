extension String {
    /// The name minus its backticks (`` `Type` `` is `Type`): the same string, not a copy, when
    /// it has none, as nearly all names; the bytes are looked at, not the characters.
    package var withoutBackticks: String {
        utf8.contains(UInt8(ascii: "`")) ? filter { $0 != "`" } : self
    }
}
