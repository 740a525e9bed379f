#!/usr/bin/env bash
# The compile cost of generated mocks: 1,000 synthetic protocols, their mocks from the
# generator, then `swiftc -typecheck` of protocols + mocks against MockRuntime, minus the cost of
# type-checking the protocols alone, per mock. Called by Benchmarks/run.sh; usage: typecheck.sh MOCKGEN_BENCH
set -euo pipefail
cd "$(dirname "$0")/.."
BENCH=$1
COUNT=${BENCH_TYPECHECK_PROTOCOLS:-1000}
WORK=$PWD/.bench/typecheck
rm -rf "$WORK" && mkdir -p "$WORK/Sources"

"$BENCH" protocols --count "$COUNT" --out "$WORK/Sources" >&2
"$BENCH" generate "$WORK/Sources" -o "$WORK/Mocks.swift" --repeat 1 --label typecheck >/dev/null
echo
if ! grep -q 'Mock' "$WORK/Mocks.swift" 2>/dev/null; then
    echo "Type-check cost: skipped — the generator does not produce mocks yet."
    exit 0
fi

swift build -c release --target MockRuntime >&2
BIN=$(swift build -c release --show-bin-path)
MODULES=$BIN/Modules
[ -d "$MODULES" ] || MODULES=$BIN
SWIFTC=(swiftc -typecheck -swift-version 6 -strict-concurrency=complete -module-name BenchMocks -I "$MODULES")

seconds() { # command... -> wall seconds on stdout
    /usr/bin/time -f '%e' -o "$WORK/time.txt" "$@" >"$WORK/swiftc.log" 2>&1 || { echo "failed: $*" >&2; tail -20 "$WORK/swiftc.log" >&2; return 1; }
    cat "$WORK/time.txt"
}
inputs=$(seconds "${SWIFTC[@]}" "$WORK"/Sources/*.swift)
both=$(seconds "${SWIFTC[@]}" "$WORK"/Sources/*.swift "$WORK/Mocks.swift")
"${SWIFTC[@]}" -Xfrontend -debug-time-function-bodies "$WORK"/Sources/*.swift "$WORK/Mocks.swift" 2>&1 \
    | grep -E '^[0-9.]+ms' | sort -rn >"$WORK/bodies.txt" || true
slow=$(head -5 "$WORK/bodies.txt")
bodies=$(awk '{ s += $1 } END { printf "%.1f s in %d function bodies", s / 1000, NR }' "$WORK/bodies.txt")
lines=$(wc -l <"$WORK/Mocks.swift")
awk -v n="$COUNT" -v a="$inputs" -v b="$both" -v lines="$lines" 'BEGIN {
    printf "Type-check cost of the mocks of %d synthetic protocols (%d generated lines), swiftc -typecheck, 1 process:\n", n, lines
    printf "  protocols alone %.2f s; protocols + mocks %.2f s; mocks %.2f s = %.1f ms per mock\n", a, b, b - a, (b - a) * 1000 / n }'
echo "  of which type-checking function bodies: $bodies; the slowest (-debug-time-function-bodies):"
echo "$slow" | sed 's/^/    /'
