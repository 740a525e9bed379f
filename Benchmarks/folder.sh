#!/usr/bin/env bash
# One file of mocks vs `--output-dir`: the clean build of the module that holds the mocks.
#
#   bash Benchmarks/folder.sh              (also run by `make bench`; BENCH_FOLDER=0 skips it there)
#   BENCH_FOLDER_FILES=40 BENCH_FOLDER_PER_FILE=10 BENCH_FOLDER_MEMBERS=9 bash Benchmarks/folder.sh
#
# Writes a synthetic module (40 files x 10 protocols x 9 members by default) to
# .bench/folder/Sources, generates its mocks twice (`mockgen --all -o Mocks.swift` and
# `mockgen --all --output-dir Mocks/`), then compiles each variant from scratch as SwiftPM
# compiles a debug test target: one `swiftc` driver, `-Onone -enable-testing -c`, batch mode,
# `-j <cores>`, against the MockRuntime module built by this package. Each compile runs under
# `/usr/bin/time -v`: wall time, CPU time and the peak resident memory of the largest compiler
# process. Every compiler process also runs under `/usr/bin/time` (through
# `-driver-use-frontend-path`), which gives the CPU time of the longest one: the compile's
# critical path, and so the wall time to expect on idle cores (one core per compiler process),
# whatever else the machine is doing. Prints one markdown table row per variant.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
WORK=$ROOT/.bench/folder
FILES=${BENCH_FOLDER_FILES:-40}
PER_FILE=${BENCH_FOLDER_PER_FILE:-10}
MEMBERS=${BENCH_FOLDER_MEMBERS:-9}
CORES=$(nproc)
log() { echo "bench: $*" >&2; }

if ! /usr/bin/time -v true >/dev/null 2>&1; then
    log "installing GNU time"
    (apt-get update -qq && apt-get install -y -qq time) >&2 || { log "could not install GNU time"; exit 1; }
fi

log "building mockgen and MockRuntime (debug, as a test target sees it)"
swift build --product mockgen >&2
swift build --target MockRuntime >&2
BIN=$(swift build --show-bin-path)
MOCKGEN=${MOCKGEN:-$BIN/mockgen}
MODULES=$BIN/Modules
[ -d "$MODULES" ] || MODULES=$BIN

# The synthetic module: protocol P<file>_<n> with a mix of plain, throwing, async, generic-free
# methods and properties, all `@mockable`.
rm -rf "$WORK" && mkdir -p "$WORK/Sources"
for ((f = 0; f < FILES; f++)); do
    {
        echo "import Foundation"
        echo
        for ((p = 0; p < PER_FILE; p++)); do
            name="Service${f}_${p}"
            echo "/// @mockable"
            echo "protocol $name: Sendable {"
            for ((m = 0; m < MEMBERS; m++)); do
                case $((m % 6)) in
                0) echo "    func fetch$m(id: Int, named name: String) -> [String]" ;;
                1) echo "    func store$m(_ value: Data, at path: String?) throws" ;;
                2) echo "    func load$m(from url: URL) async throws -> Data" ;;
                3) echo "    var state$m: [String: Int] { get set }" ;;
                4) echo "    func update$m(_ values: [Int], completion: @escaping @Sendable (Result<Int, any Error>) -> Void)" ;;
                5) echo "    var flag$m: Bool { get }" ;;
                esac
            done
            echo "}"
            echo
        done
    } >"$WORK/Sources/Services$f.swift"
done
protocols=$((FILES * PER_FILE))

log "generating the mocks of $protocols protocols: one file and a folder"
"$MOCKGEN" --all --quiet "$WORK/Sources" -o "$WORK/Mocks.swift"
"$MOCKGEN" --all --quiet "$WORK/Sources" --output-dir "$WORK/Mocks"

# Runs the real compiler process under /usr/bin/time, appending "user system peak-KB" to a log.
FRONTEND=$(dirname "$(readlink -f "$(command -v swiftc)")")/swift-frontend
cat >"$WORK/frontend.sh" <<WRAPPER
#!/usr/bin/env bash
exec /usr/bin/time -a -o "\$BENCH_FRONTEND_LOG" -f '%U %S %M' "$FRONTEND" "\$@"
WRAPPER
chmod +x "$WORK/frontend.sh"

# compile label files... -> one table row
compile() {
    local label=$1; shift
    local out=$WORK/obj-$label
    rm -rf "$out" && mkdir -p "$out"
    : >"$WORK/frontend-$label.txt"
    (cd "$out" && BENCH_FRONTEND_LOG="$WORK/frontend-$label.txt" /usr/bin/time -v -o "$WORK/time-$label.txt" \
        swiftc -driver-use-frontend-path "$WORK/frontend.sh" -module-name BenchMockTests -swift-version 6 -strict-concurrency=complete -Onone -enable-testing -g \
        -parse-as-library -c -enable-batch-mode -j "$CORES" -I "$MODULES" "$WORK"/Sources/*.swift "$@" \
        >"$WORK/swiftc-$label.log" 2>&1) || { log "compile of $label failed:"; tail -20 "$WORK/swiftc-$label.log" >&2; exit 1; }
    local wall cpu rss lines count longest
    wall=$(awk -F': ' '/Elapsed \(wall clock\)/ { n = split($2, p, ":"); s = 0; for (i = 1; i <= n; i++) s = s * 60 + p[i]; print s }' "$WORK/time-$label.txt")
    cpu=$(awk -F': ' '/User time|System time/ { s += $2 } END { print s }' "$WORK/time-$label.txt")
    rss=$(awk -F': ' '/Maximum resident set size/ { print $2 }' "$WORK/time-$label.txt")
    longest=$(awk '{ t = $1 + $2; if (t > m) m = t } END { print m }' "$WORK/frontend-$label.txt")
    lines=$(cat "$@" | wc -l)
    count=$#
    printf '| %s | %d | %d | %.1f | %.1f | %.1f | %.2f |\n' "$label" "$count" "$lines" "$wall" "$cpu" "$longest" "$(awk -v k="$rss" 'BEGIN { print k / 1048576 }')"
    echo "$wall" >"$WORK/wall-$label.txt"
    echo "$longest" >"$WORK/longest-$label.txt"
}

mapfile -t folder_files < <(find "$WORK/Mocks" -name '*.swift' | sort)
echo
echo "Machine: $(lscpu | awk -F': *' '/Model name/ { print $2 }'), $CORES cores, load average $(cut -d' ' -f1-3 /proc/loadavg) before the run; $(swift --version 2>&1 | head -1)"
echo "Command: bash Benchmarks/folder.sh ($FILES files x $PER_FILE protocols x $MEMBERS members; clean swiftc -Onone -c -j $CORES of protocols + mocks under /usr/bin/time -v)"
echo
echo "| mocks as | files | generated lines | wall s | CPU s | longest compiler process, CPU s | peak compiler memory GB |"
echo "|---|---:|---:|---:|---:|---:|---:|"
compile one-file "$WORK/Mocks.swift"
compile folder "${folder_files[@]}"
awk -v a="$(cat "$WORK/wall-one-file.txt")" -v b="$(cat "$WORK/wall-folder.txt")" \
    -v c="$(cat "$WORK/longest-one-file.txt")" -v d="$(cat "$WORK/longest-folder.txt")" \
    'BEGIN { printf "\nFolder vs one file: %.2fx faster wall time; %.2fx shorter critical path (longest compiler process).\n", a / b, c / d }'
