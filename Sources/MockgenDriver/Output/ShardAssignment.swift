/// Assigns a mock to one of N shard files by a hash of its protocol's qualified name.
///
/// The hash is 64-bit FNV-1a over the name's UTF-8 bytes: fixed by its definition (unlike
/// Swift's `Hasher`, which is seeded per process), so the same protocol lands in the same shard
/// on every run and machine. A protocol's shard depends only on its own name and N, so adding or
/// removing a protocol changes exactly one shard file (plus the shared file when what the mocks
/// share changes), and never moves another mock.
enum ShardAssignment {
    static func shard(of qualifiedName: String, count: Int) -> Int {
        precondition(count > 0, "a folder needs at least one shard")
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in qualifiedName.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return Int(hash % UInt64(count))
    }
}
