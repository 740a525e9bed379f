#!/usr/bin/env bash
# `make bench`: the performance benchmark. Prints markdown tables (paste into docs/Performance.md).
#
#   bash Benchmarks/run.sh                 all inputs (synthetic 1/10/100 MB + real packages)
#   BENCH_SIZES="1MB 10MB" bash ...        fewer synthetic sizes
#   BENCH_REAL=0 bash ...                  skip the real packages
#   BENCH_TYPECHECK=0 bash ...             skip the swiftc -typecheck cost of generated mocks
#                                          (synthetic, and per mock of real modules vs Mockolo)
#   BENCH_REPEAT=5                         best of at least N runs (and at least 1 s of runs)
#   BENCH_FOLDER=0 bash ...                skip one file vs --output-dir (Benchmarks/folder.sh)
#   BENCH_CORPUS=0 bash ...                skip the whole-corpus rows (Benchmarks/corpus-bench.sh)
#   BENCH_PRUNING=0 bash ...               skip all vs pruned mocks of a test target (Benchmarks/pruning.sh)
#   BENCH_COLD=0 bash ...                  skip what a user's build pays: the cold build of a test target
#                                          using the plugin on a real module, and edit-to-test
#                                          (Benchmarks/cold-build.sh, Benchmarks/edit-to-test.sh)
#   BENCH_PLUGIN_COLD=0 bash ...           skip the plugins' first build: checked-in mocks, plugin from
#                                          source, plugin with the artifact bundle (plugin-cold-build.sh),
#                                          and the plugins' tool against mockgen (plugin-tool-build.sh)
#   MOCKOLO=/path/to/mockolo bash ...      also run Mockolo over the whole corpus, side by side
#
# Inputs go to .bench/ (gitignored). Real packages are cloned at fixed tags from a folder of
# bare git repositories (BENCH_MIRROR, default /opt/swift-packages); nothing is downloaded.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
WORK=$ROOT/.bench
SIZES=${BENCH_SIZES:-1MB 10MB 100MB}
REPEAT=${BENCH_REPEAT:-5}
source "$ROOT/Scripts/lib/build-tools.sh"
MIRROR=${BENCH_MIRROR:-$PACKAGE_COPIES}
mkdir -p "$WORK"

log() { echo "bench: $*" >&2; }

# GNU time, for the peak memory of whole processes.
if ! /usr/bin/time -v true >/dev/null 2>&1; then
    log "installing GNU time"
    (apt-get update -qq && apt-get install -y -qq time) >&2 || { log "could not install GNU time"; exit 1; }
fi

log "building release"
swift build -c release --product mockgen-bench >&2
swift build -c release --product mockgen >&2
BIN=$(swift build -c release --show-bin-path)
BENCH=$BIN/mockgen-bench
MOCKGEN=$BIN/mockgen
CORES=$(nproc)

# The CLI counts as available once `mockgen --all -o FILE PATH` writes a file.
printf 'protocol BenchProbe {\n    func probe()\n}\n' > "$WORK/probe.swift"
rm -f "$WORK/probe.out.swift"
if "$MOCKGEN" --all -o "$WORK/probe.out.swift" "$WORK/probe.swift" >/dev/null 2>&1 && [ -s "$WORK/probe.out.swift" ]; then
    HAVE_CLI=1
else
    HAVE_CLI=0
    log "mockgen CLI cannot run '--all -o FILE' yet: skipping the end-to-end rows"
fi

INPUTS=()
for size in $SIZES; do
    dir=$WORK/synthetic-$size
    if [ ! -f "$dir/.complete" ]; then
        rm -rf "$dir"
        log "writing synthetic corpus $size"
        "$BENCH" corpus --size "$size" --out "$dir" >&2
        touch "$dir/.complete"
    fi
    INPUTS+=("synthetic-$size=$dir")
done

clone() { # owner/name tag folder
    local dest=$WORK/$3
    if [ ! -d "$dest" ]; then
        log "cloning $1 $2"
        git clone -q --depth 1 --branch "$2" "file://$MIRROR/$1.git" "$dest" 2>/dev/null \
            || git clone -q --branch "$2" "$MIRROR/$1.git" "$dest"
    fi
}
if [ "${BENCH_REAL:-1}" = 1 ]; then
    clone apple/swift-nio 2.101.3 swift-nio
    clone swiftlang/swift-syntax 603.0.1 swift-syntax
    clone groue/GRDB.swift 7.10.0 GRDB.swift
    INPUTS+=("swift-nio 2.101.3=$WORK/swift-nio" "swift-syntax 603.0.1=$WORK/swift-syntax" "GRDB.swift 7.10.0=$WORK/GRDB.swift")
    INPUTS+=("nio+syntax+GRDB=$WORK/swift-nio $WORK/swift-syntax $WORK/GRDB.swift")
fi

# Bytes, lines and files of the .swift files mockgen would read (skipping hidden folders, .build).
swift_files() { find "$@" \( -name '.*' -o -name .build \) -prune -o -type f -name '*.swift' -print0; }

# One end-to-end row: `mockgen --all -o out.swift` under /usr/bin/time -v, on 1 core (taskset) or all.
mockgen_row() { # label jobs paths...
    local label=$1 jobs=$2; shift 2
    local cpus="0-$((CORES - 1))"; [ "$jobs" = 1 ] && cpus=0
    local stats=$WORK/time.txt
    local best=""
    for _ in $(seq "$REPEAT"); do
        taskset -c "$cpus" /usr/bin/time -v -o "$stats" "$MOCKGEN" --all --quiet -o "$WORK/out.swift" "$@" >/dev/null 2>"$WORK/mockgen.err" || true
        local wall
        wall=$(awk -F': ' '/Elapsed \(wall clock\)/ { n = split($2, p, ":"); s = 0; for (i = 1; i <= n; i++) s = s * 60 + p[i]; print s }' "$stats")
        if [ -z "$best" ] || awk -v a="$wall" -v b="$best" 'BEGIN { exit !(a < b) }'; then
            best=$wall
            rss=$(awk -F': ' '/Maximum resident set size/ { print $2 }' "$stats")
            cpu=$(awk -F': ' '/User time|System time/ { s += $2 } END { print s }' "$stats")
        fi
    done
    local bytes lines files
    bytes=$(swift_files "$@" | xargs -0 cat | wc -c)
    lines=$(swift_files "$@" | xargs -0 cat | wc -l)
    files=$(swift_files "$@" | tr -cd '\0' | wc -c)
    local mocks
    mocks=$(grep -oE '(final class|actor) [A-Za-z0-9_]+Mock\b' "$WORK/out.swift" 2>/dev/null | wc -l)
    awk -v label="$label" -v jobs="$jobs" -v files="$files" -v bytes="$bytes" -v lines="$lines" -v mocks="$mocks" -v s="$best" -v cpu="$cpu" -v rss="$rss" \
        'BEGIN { mb = bytes / 1e6; printf "| %s | mockgen --all | %s | %d | %.1f | %d | %s mocks | %.3f | %.3f | %.1f | %.0f | %.0f |\n", label, jobs, files, mb, lines, mocks, s, cpu, mb / s, mocks / s, rss / 1000 }'
}

echo
echo "Machine: $(lscpu | awk -F': *' '/Model name/ { print $2 }'), $CORES cores, $(free -g | awk '/Mem:/ { print $2 }') GB RAM; $(swift --version 2>&1 | head -1)"
echo "Command: make bench   (Benchmarks/run.sh; in-process passes: fastest of >= $REPEAT runs and >= 1 s; mockgen rows: process start to exit under /usr/bin/time -v)"
echo
"$BENCH" header
for input in "${INPUTS[@]}"; do
    label=${input%%=*}
    read -r -a paths <<<"${input#*=}"
    for pass in lex parse; do
        for jobs in 1 "$CORES"; do
            "$BENCH" "$pass" "${paths[@]}" --jobs "$jobs" --repeat "$REPEAT" --label "$label" || true
        done
    done
    if [ "$HAVE_CLI" = 1 ]; then
        for jobs in 1 "$CORES"; do mockgen_row "$label" "$jobs" "${paths[@]}"; done
    fi
done | tee "$WORK/table.md"

# Linearity: parse time on one core per synthetic size, relative to the previous size.
echo
echo "Linearity (1 core; 10x input should take at most ~10.5x time):"
awk -F'|' '$2 ~ /synthetic-/ && ($3 ~ /parse/ || $3 ~ /mockgen/) && $4 + 0 == 1 { gsub(/ /, "", $2); pass = $3; gsub(/^ +| +$/, "", pass)
    if (pass in prev) printf "  %-13s %s -> %s: %.2fx bytes, %.2fx wall time, %.2fx CPU time\n", pass, label[pass], $2, $6 / mb[pass], $9 / prev[pass], $10 / cpu[pass]
    prev[pass] = $9; cpu[pass] = $10; mb[pass] = $6; label[pass] = $2 }' "$WORK/table.md"

# One wide protocol: time should also grow linearly with the number of requirements.
if [ "$HAVE_CLI" = 1 ]; then
    echo
    echo "One protocol with N requirements (mockgen --all, 1 core; 2x requirements should take ~2x time):"
    for n in 250 500 1000 2000; do
        dir=$WORK/wide-$n
        mkdir -p "$dir"
        { echo "protocol Wide$n {"; for ((i = 0; i < n; i++)); do echo "    func call$i(_ value: Int, label: String) -> Int"; done; echo "}"; } >"$dir/Wide.swift"
        taskset -c 0 /usr/bin/time -f "  $n requirements: %e s wall, %U s user, %M KB peak" "$MOCKGEN" --all --quiet -o "$WORK/wide.out.swift" "$dir" 2>&1 | tail -1
    done
fi

if [ "${BENCH_CORPUS:-1}" = 1 ] && [ "$HAVE_CLI" = 1 ]; then
    MOCKGEN="$MOCKGEN" BENCH="$BENCH" bash "$ROOT/Benchmarks/corpus-bench.sh"
fi

if [ "${BENCH_TYPECHECK:-1}" = 1 ]; then
    bash "$ROOT/Benchmarks/typecheck.sh" "$BENCH"
    # With the split row: the same file without its given/verify builders (the typed API's share).
    TYPECHECK_SPLIT=${TYPECHECK_SPLIT:-1} bash "$ROOT/Benchmarks/typecheck-real.sh"
fi

if [ "${BENCH_FOLDER:-1}" = 1 ]; then
    bash "$ROOT/Benchmarks/folder.sh"
fi

if [ "${BENCH_PRUNING:-1}" = 1 ] && [ "$HAVE_CLI" = 1 ]; then
    bash "$ROOT/Benchmarks/pruning.sh" "$MOCKGEN"
fi

if [ "${BENCH_COLD:-1}" = 1 ]; then
    bash "$ROOT/Benchmarks/cold-build.sh"
    bash "$ROOT/Benchmarks/edit-to-test.sh"
fi

if [ "${BENCH_PLUGIN_COLD:-1}" = 1 ]; then
    bash "$ROOT/Benchmarks/plugin-cold-build.sh"
    bash "$ROOT/Benchmarks/plugin-tool-build.sh"
fi
