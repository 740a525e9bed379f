#!/usr/bin/env bash
# The whole-corpus rows of `make bench`: every library module of the local package mirror
# (Benchmarks/real-corpus.sh), all protocols mocked into one output file.
#
#   bash Benchmarks/corpus-bench.sh                      builds release mockgen and mockgen-bench if needed
#   MOCKOLO=/path/to/mockolo bash ...                    Mockolo over the same corpus, side by side
#   MOCKGEN=/path/to/mockgen bash ...                    another mockgen binary (an older build, to compare)
#   BENCH_RUNS=7                                         runs per row (median reported)
#   BENCH_X10=0                                          skip the ten-copies linearity row
#   BENCH_STAGES=0                                       skip the in-process stage rows
#
# Rows: `mockgen --all -o out.swift CORPUS` on all cores, process start to exit under
# /usr/bin/time -v: median CPU (user + system) and wall time of BENCH_RUNS runs, the largest
# peak RSS, protocols in the input, mocks written, MB of input per CPU second. Then the
# in-process stages over files already in memory (mockgen-bench: prescan, parse, and generate
# alone from models parsed beforehand), and the same run over ten copies of the corpus.
# Mockolo (optional) runs as `mockolo --sourcedirs CORPUS --destination out.swift
# --concurrency-limit 2`; nothing of it is kept. Mockolo mocks only protocols marked
# `/// @mockable`, so both tools read a copy of the corpus in which a `/// @mockable` line is
# inserted above every line that starts a protocol declaration (same bytes for both).
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
WORK=$ROOT/.bench
RUNS=${BENCH_RUNS:-7}
mkdir -p "$WORK"
log() { echo "corpus-bench: $*" >&2; }

if [ -z "${MOCKGEN:-}" ] || [ -z "${BENCH:-}" ]; then
    swift build -c release --product mockgen >&2
    swift build -c release --product mockgen-bench >&2
    BIN=$(swift build -c release --show-bin-path)
    MOCKGEN=${MOCKGEN:-$BIN/mockgen}
    BENCH=${BENCH:-$BIN/mockgen-bench}
fi
PLAIN=$(bash "$ROOT/Benchmarks/real-corpus.sh" "$WORK/real-corpus")
CORES=$(nproc)

# The marked copy (see above), rebuilt when the corpus changes.
CORPUS=$WORK/real-corpus-marked
if [ ! -f "$CORPUS/.complete" ] || ! cmp -s "$CORPUS/.complete" "$PLAIN/.complete"; then
    rm -rf "$CORPUS"
    cp -r "$PLAIN" "$CORPUS"
    find "$CORPUS" -type f -name '*.swift' -print0 | xargs -0 perl -pi -e \
        's{^([ \t]*)((?:(?:public|internal|package|fileprivate|private|open|nonisolated)[ \t]+|\@[A-Za-z_]\w*(?:\([^)\n]*\))?[ \t]+)*protocol[ \t]+[A-Za-z_`])}{$1/// \@mockable\n$1$2}'
fi

swift_files() { find "$@" \( -name '.*' -o -name .build \) -prune -o -type f -name '*.swift' -print0; }
BYTES=$(swift_files "$CORPUS" | xargs -0 cat | wc -c)
FILES=$(swift_files "$CORPUS" | tr -cd '\0' | wc -c)
PACKAGES=$(tail -n +2 "$CORPUS/.complete" | wc -l)

# median of the numbers on standard input
median() { sort -g | awk '{ v[NR] = $1 } END { if (NR % 2) print v[(NR + 1) / 2]; else print (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }

# Runs a command BENCH_RUNS times under GNU time; prints "cpu wall rss_kb" (medians, largest RSS).
measure() { # output-file command...
    local out=$1; shift
    local stats=$WORK/corpus-time.txt samples=$WORK/corpus-samples.txt
    : >"$samples"
    for _ in $(seq "$RUNS"); do
        rm -f "$out"
        /usr/bin/time -v -o "$stats" "$@" >/dev/null 2>"$WORK/corpus-run.err" || { log "failed: $* (see $WORK/corpus-run.err)"; return 1; }
        awk -F': ' '/User time|System time/ { cpu += $2 }
                    /Elapsed \(wall clock\)/ { n = split($2, p, ":"); w = 0; for (i = 1; i <= n; i++) w = w * 60 + p[i] }
                    /Maximum resident set size/ { rss = $2 }
                    END { print cpu, w, rss }' "$stats" >>"$samples"
    done
    echo "$(cut -d' ' -f1 "$samples" | median) $(cut -d' ' -f2 "$samples" | median) $(cut -d' ' -f3 "$samples" | sort -n | tail -1)"
}

row() { # label cpu wall rss protocols mocks bytes
    awk -v label="$1" -v cpu="$2" -v wall="$3" -v rss="$4" -v protocols="$5" -v mocks="$6" -v bytes="$7" \
        'BEGIN { printf "| %s | %.3f | %.3f | %.0f | %s | %s | %.1f |\n", label, cpu, wall, rss / 1000, protocols, mocks, bytes / 1e6 / cpu }'
}

table_header() {
    echo "| run | CPU s | wall s | peak RSS MB | protocols | mocks | MB/s per core |"
    echo "|---|---|---|---|---|---|---|"
}

# One mockgen row: label folder output protocols bytes. Leaves cpu, wall and rss set.
mockgen_row() {
    read -r cpu wall rss < <(measure "$3" "$MOCKGEN" --all --quiet -o "$3" "$2")
    local mocks
    mocks=$(grep -cE '^[[:space:]]*(public |package |open )?(final class|actor) [A-Za-z0-9_]+Mock\b' "$3" || true)
    row "$1" "$cpu" "$wall" "$rss" "$4" "$mocks" "$5"
}

PROTOCOLS=$("$BENCH" parse "$CORPUS" --jobs "$CORES" --repeat 1 --min-seconds 0 --label x | awk -F'|' '{ gsub(/ /, "", $8); print $8 }')

echo
echo "Whole corpus: $PACKAGES packages of the local mirror (Benchmarks/real-corpus.sh; protocols marked \`/// @mockable\` for Mockolo), $FILES files, $(awk -v b="$BYTES" 'BEGIN { printf "%.1f", b / 1e6 }') MB, $PROTOCOLS protocols; $CORES cores; median of $RUNS runs."
echo
echo "Commands (each run under \`/usr/bin/time -v\`, the output deleted before each run):"
echo "    mockgen: $MOCKGEN --all --quiet -o $WORK/corpus-out.swift $CORPUS"
if [ -n "${MOCKOLO:-}" ] && [ -x "$MOCKOLO" ]; then
    echo "    Mockolo: $MOCKOLO --sourcedirs $CORPUS --destination $WORK/corpus-mockolo.swift --concurrency-limit 2"
fi
echo
table_header
mockgen_row "mockgen --all -o out.swift" "$CORPUS" "$WORK/corpus-out.swift" "$PROTOCOLS" "$BYTES"
MOCKGEN_CPU=$cpu
if [ -n "${MOCKOLO:-}" ] && [ -x "$MOCKOLO" ]; then
    read -r cpu wall rss < <(measure "$WORK/corpus-mockolo.swift" "$MOCKOLO" --sourcedirs "$CORPUS" --destination "$WORK/corpus-mockolo.swift" --concurrency-limit 2)
    MOCKOLO_MOCKS=$(grep -cE '(class|actor) [A-Za-z0-9_]+Mock\b' "$WORK/corpus-mockolo.swift" || true)
    row "Mockolo, 2 threads" "$cpu" "$wall" "$rss" "$PROTOCOLS" "$MOCKOLO_MOCKS" "$BYTES"
    awk -v a="$cpu" -v b="$MOCKGEN_CPU" 'BEGIN { printf "\nmockgen uses %.3f of Mockolo'"'"'s CPU time (%.1fx less).\n", b / a, a / b }'
else
    echo
    echo "(Mockolo not run: set MOCKOLO=/path/to/mockolo to add it.)"
fi

# The floor: reading the same files and nothing else (Benchmarks/read-floor.c), what any tool
# pays the operating system before it looks at a byte.
if command -v cc >/dev/null; then
    cc -O2 -o "$WORK/read-floor" "$ROOT/Benchmarks/read-floor.c"
    read -r cpu wall rss < <(measure "$WORK/read-floor.out" "$WORK/read-floor" "$CORPUS")
    echo
    echo "Reading every file and nothing else, one thread (\`cc -O2 Benchmarks/read-floor.c\`; \`read-floor $CORPUS\`):"
    echo
    table_header
    row "read only (the floor)" "$cpu" "$wall" "$rss" "—" "—" "$BYTES"
fi

if [ "${BENCH_STAGES:-1}" = 1 ]; then
    echo
    echo "Stages in process, files already in memory (mockgen-bench, fastest of 5 runs); the commands:"
    for pass in prescan parse generate; do
        echo "    $BENCH $pass $CORPUS --jobs 1|$CORES --repeat 5 --min-seconds 0"
    done
    echo
    echo "(\`generate\` is generation alone: the models are parsed before the clock starts.)"
    echo
    "$BENCH" header
    for pass in prescan parse generate; do
        for jobs in 1 "$CORES"; do
            "$BENCH" "$pass" "$CORPUS" --jobs "$jobs" --repeat 5 --min-seconds 0 --label "whole corpus"
        done
    done
fi

if [ "${BENCH_X10:-1}" = 1 ]; then
    X10=$WORK/real-corpus-x10
    if [ ! -f "$X10/.complete" ] || ! cmp -s "$X10/.complete" "$CORPUS/.complete"; then
        rm -rf "$X10"
        mkdir -p "$X10"
        for copy in 0 1 2 3 4 5 6 7 8 9; do cp -r "$CORPUS" "$X10/copy$copy"; done
        cp "$CORPUS/.complete" "$X10/.complete"
    fi
    echo
    echo "Linearity: ten copies of the corpus (10x the bytes to read and parse; every protocol is declared"
    echo "ten times, so it is still mocked once: generation stays 1x). 10x input should take at most ~10x time."
    echo
    table_header
    mockgen_row "mockgen --all, 10 copies" "$X10" "$WORK/corpus-out-x10.swift" "$((PROTOCOLS * 10))" "$((BYTES * 10))"
    awk -v a="$cpu" -v b="$MOCKGEN_CPU" 'BEGIN { printf "\n10x input: %.2fx CPU time.\n", a / b }'
fi
