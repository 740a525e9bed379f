#!/usr/bin/env bash
# Callgrind profile of the front end's hot path: the release mockgen-bench `parse` pass over the
# ~1 MB synthetic corpus. Prints the functions with the most instructions (self cost), demangled.
#   bash Benchmarks/profile.sh [parse|lex] [corpus folder]
set -euo pipefail
cd "$(dirname "$0")/.."
PASS=${1:-parse}
CORPUS=${2:-.bench/synthetic-1MB}
swift build -c release --product mockgen-bench >&2
BENCH=$(swift build -c release --show-bin-path)/mockgen-bench
if [ ! -d "$CORPUS" ]; then "$BENCH" corpus --size 1MB --out "$CORPUS" >&2; fi
OUT=.bench/callgrind.$PASS.out
valgrind --tool=callgrind --callgrind-out-file="$OUT" "$BENCH" "$PASS" "$CORPUS" --repeat 1 --label callgrind >&2
echo "Callgrind, mockgen-bench $PASS $CORPUS (release): top functions by own instructions"
callgrind_annotate --inclusive=no "$OUT" 2>/dev/null | sed -n '/^-\+$/,$p' | grep -E '^ *[0-9,]+ ' | head -25 | swift demangle --simplified
