#!/usr/bin/env bash
# Pruning by use: what building a test target costs with every mock of a module vs only the
# mocks its tests name. A synthetic module of 400 protocols (PRUNING_PROTOCOLS), a test target
# naming 10 of their mocks (PRUNING_USED); mockgen --all writes the mocks once without and once
# with --used-in <tests>; then the test target (its tests + the mocks) is compiled with
# `swiftc -c` (type-check, SIL, IR and object code at -Onone, as a debug build does; no link)
# against the module, built once beforehand. Called by Benchmarks/run.sh (BENCH_PRUNING=0 skips
# it); alone: bash Benchmarks/pruning.sh [path/to/mockgen]. PRUNING_CONFIGURATION=debug builds
# mockgen and MockRuntime in debug instead (quicker to build; the compile times barely change).
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
COUNT=${PRUNING_PROTOCOLS:-400}
USED=${PRUNING_USED:-10}
WORK=$ROOT/.bench/pruning
rm -rf "$WORK" && mkdir -p "$WORK/Sources/App" "$WORK/Tests/AppTests" "$WORK/build"

CONFIGURATION=${PRUNING_CONFIGURATION:-release}
if [ $# -ge 1 ]; then
    MOCKGEN=$1
else
    swift build -c "$CONFIGURATION" --product mockgen >&2
    MOCKGEN=$(swift build -c "$CONFIGURATION" --show-bin-path)/mockgen
fi
swift build -c "$CONFIGURATION" --target MockRuntime >&2
BIN=$(swift build -c "$CONFIGURATION" --show-bin-path)
MODULES=$BIN/Modules
[ -d "$MODULES" ] || MODULES=$BIN

# The module: one file per protocol, each with a few requirements of common shapes.
for ((i = 0; i < COUNT; i++)); do
    name=$(printf 'Service%03d' "$i")
    cat >"$WORK/Sources/App/$name.swift" <<EOF
public protocol $name {
    var name: String { get }
    var count: Int { get set }
    func load(id: Int) -> String?
    func save(_ value: String, retries: Int) throws
    func fetch(from url: String) async throws -> [String]
    func observe(_ handler: @escaping @Sendable (Int) -> Void)
}
EOF
done
# The test target names the mocks of every (COUNT / USED)-th protocol.
{
    echo "@testable import App"
    echo
    echo "func useMocks() {"
    for ((i = 0; i < USED; i++)); do printf '    _ = Service%03dMock()\n' $((i * COUNT / USED)); done
    echo "}"
} >"$WORK/Tests/AppTests/UseTests.swift"

(cd "$WORK/build" && swiftc -emit-module -emit-object -parse-as-library -enable-testing -swift-version 6 \
    -module-name App -emit-module-path "$WORK/build/App.swiftmodule" "$WORK"/Sources/App/*.swift)

seconds() { # command... -> wall seconds on stdout
    /usr/bin/time -f '%e' -o "$WORK/time.txt" "$@" >"$WORK/command.log" 2>&1 || {
        echo "failed: $*" >&2
        tail -20 "$WORK/command.log" >&2
        return 1
    }
    cat "$WORK/time.txt"
}
generate() { # output [--used-in folder]
    seconds "$MOCKGEN" "$WORK/Sources/App" --all --testable-import App --no-package-discovery --no-toolchain -o "$@"
}
compile() { # mocks file -> seconds of building the test target with it
    rm -f "$WORK"/build/*Mocks*.o "$WORK"/build/UseTests.o
    (cd "$WORK/build" && seconds swiftc -c -swift-version 6 -module-name AppTests -I "$WORK/build" -I "$MODULES" \
        "$WORK/Tests/AppTests/UseTests.swift" "$1")
}

all_gen=$(generate "$WORK/AllMocks.swift")
pruned_gen=$(generate "$WORK/Tests/AppTests/Mocks.generated.swift" --used-in "$WORK/Tests/AppTests")
all_mocks=$(grep -c '^final class ' "$WORK/AllMocks.swift")
pruned_mocks=$(grep -c '^final class ' "$WORK/Tests/AppTests/Mocks.generated.swift")
all_build=$(compile "$WORK/AllMocks.swift")
pruned_build=$(compile "$WORK/Tests/AppTests/Mocks.generated.swift")

echo
echo "Pruning by use: a test target naming $USED of $COUNT mocks, built with swiftc -c (-Onone, no link):"
awk -v n="$all_mocks" -v p="$pruned_mocks" -v ag="$all_gen" -v pg="$pruned_gen" \
    -v ab="$all_build" -v pb="$pruned_build" 'BEGIN {
    printf "| mocks | mockgen | build of the test target |\n|---|---|---|\n"
    printf "| all: %d | %.2f s | %.2f s |\n", n, ag, ab
    printf "| pruned (--used-in): %d | %.2f s | %.2f s |\n",
        p, pg, pb
    printf "build %.1fx faster pruned\n", ab / (pb > 0 ? pb : 0.01) }'
