#!/usr/bin/env bash
# Callgrind profile of a hot path over a synthetic corpus (default ~1 MB): the release
# mockgen-bench `parse` or `lex` pass, or (`mockgen`) the whole `mockgen --all -o FILE` run.
# Prints the functions with the most instructions (self cost), demangled; for `mockgen`, first
# the instructions of each stage of the run (discovery, prescan, parse, index, plan, render...).
#   bash Benchmarks/profile.sh [parse|lex|mockgen] [corpus folder]
#   MOCKGEN=/path/to/mockgen bash Benchmarks/profile.sh mockgen .bench/real-corpus   (another build, e.g. an older one)
#   PROFILE_OUT=FILE   where callgrind writes (default .bench/callgrind.PASS.out)
set -euo pipefail
cd "$(dirname "$0")/.."
PASS=${1:-parse}
CORPUS=${2:-.bench/synthetic-1MB}
if [ "$PASS" != mockgen ] || [ ! -d "$CORPUS" ]; then
    swift build -c release --product mockgen-bench >&2
    BENCH=$(swift build -c release --show-bin-path)/mockgen-bench
    if [ ! -d "$CORPUS" ]; then "$BENCH" corpus --size 1MB --out "$CORPUS" >&2; fi
fi
OUT=${PROFILE_OUT:-.bench/callgrind.$PASS.out}
REPEAT=${PROFILE_REPEAT:-5}
if [ "$PASS" = mockgen ]; then
    if [ -z "${MOCKGEN:-}" ]; then
        swift build -c release --product mockgen >&2
        MOCKGEN=$(swift build -c release --show-bin-path)/mockgen
    fi
    rm -f .bench/callgrind.out.swift
    valgrind --tool=callgrind --callgrind-out-file="$OUT" "$MOCKGEN" --all --quiet -o .bench/callgrind.out.swift "$CORPUS" >&2
    echo "Callgrind: $MOCKGEN --all -o FILE $CORPUS (release build; all threads): $(callgrind_annotate "$OUT" 2>/dev/null | awk '/PROGRAM TOTALS/ { print $1 }') instructions."
else
    # Several passes over the corpus, so process start-up is a small share of the profile.
    valgrind --tool=callgrind --callgrind-out-file="$OUT" "$BENCH" "$PASS" "$CORPUS" --repeat "$REPEAT" --min-seconds 0 --label callgrind >&2
    echo "Callgrind: mockgen-bench $PASS $CORPUS --repeat $REPEAT (release build)."
fi
if [ "$PASS" = mockgen ]; then
    # Instructions per stage: the inclusive cost of each stage's entry point, summed over
    # threads (callgrind lists a function once per source file its inlined code comes from:
    # the largest of those entries is the function's own).
    echo "Instructions per stage (inclusive, all threads):"
    callgrind_annotate --inclusive=yes --threshold=100 --tree=none --auto=no "$OUT" 2>/dev/null | swift demangle --simplified \
        | awk '/PROGRAM TOTALS/ { gsub(",", "", $1); total = $1; next }
               total && /^ *[0-9,]+ \(/ {
                   count = $1; gsub(",", "", count)
                   name = $0; sub(/^ *[0-9,]+ \( *[0-9.]+%\) +/, "", name); sub(/ \[[^]]*\]$/, "", name)
                   n = index(name, ":"); if (n > 0) name = substr(name, n + 1)
                   while (sub(/^(specialized|static|partial apply for|merged) /, "", name)) {}
                   if (count + 0 > best[name] + 0) best[name] = count }
               END {
                   # "label=function" per stage, in the order printed.
                   n = split("discovery=SourceDiscovery.discover(_:)" \
                       "|read + prescan + parse (per file)=closure #1 in SourceReader.read(_:parallel:)" \
                       "|  prescan=SourcePrescan.needsParsing(_:)" \
                       "|  lex + parse=FrontEnd.parseOnce(_:path:parsingMembersOf:recordingExtensionMembers:skipsFunctionBodies:)" \
                       "|    function bodies crossed=BodyScan.toClosingBrace(stack:)" \
                       "|    top-level type names=TopLevelTypeNames.scan(_:)" \
                       "|protocol index=ProtocolIndex.init(files:moduleOf:)" \
                       "|resolve + select + check (per protocol)=closure #3 in MockGenerator.Screening.init(_:options:)" \
                       "|plan + render (per mock)=closure #1 in static MockGenerator.generate(_:options:)" \
                       "|  plan=ProtocolPlanner.planMockable(_:)" \
                       "|  render=MockClassEmitter.emit(into:)" \
                       "|header and imports=MockGenerator.headerAndImports(_:options:)" \
                       "|write=DriverRun.write(_:to:)" \
                       "|context suggestions=DriverRun.suggestContext(for:files:)", entries, "|")
                   for (i = 1; i <= n; i++) {
                       eq = index(entries[i], "=")
                       order[i] = substr(entries[i], 1, eq - 1)
                       stage[order[i]] = substr(entries[i], eq + 1)
                   }
                   for (i = 1; i <= n; i++) {
                       v = best[stage[order[i]]] + 0
                       printf "%14.0f %5.1f%%  %s\n", v, 100 * v / total, order[i]
                   }
               }'
fi
echo "Top functions by own instructions (inlined code counted in the function it was inlined into):"
# callgrind_annotate lists file:function per source file of inlined code; add those up per function.
callgrind_annotate --inclusive=no --tree=none --auto=no "$OUT" 2>/dev/null \
    | awk '/PROGRAM TOTALS/ { gsub(",", "", $1); total = $1; next }
           total && /^ *[0-9,]+ \(/ {
               count = $1; gsub(",", "", count)
               name = $0; sub(/^ *[0-9,]+ \( *[0-9.]+%\) +/, "", name); sub(/ \[[^]]*\]$/, "", name)
               n = index(name, ":"); if (n > 0) name = substr(name, n + 1)
               sum[name] += count }
           END { for (f in sum) printf "%14.0f %5.1f%%  %s\n", sum[f], 100 * sum[f] / total, f }' \
    | sort -rn | head -"${PROFILE_TOP:-20}" | swift demangle --simplified
