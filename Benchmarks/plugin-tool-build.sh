#!/usr/bin/env bash
# What the plugins' tool costs to build from source: a cold debug `swift build --product <tool>`
# of this package (empty scratch folder each time), for `mockgen` (the command line, with
# swift-argument-parser) and `mockgen-plugin-tool` (what the plugins run), alternating,
# PLUGIN_TOOL_RUNS rounds (2 by default). Prints wall and CPU (user + system) medians and their
# ratios. Called by Benchmarks/run.sh after plugin-cold-build.sh (BENCH_PLUGIN_COLD=0 skips
# both); alone: bash Benchmarks/plugin-tool-build.sh.
set -euo pipefail
cd "$(dirname "$0")/.."
RUNS=${PLUGIN_TOOL_RUNS:-2}
WORK=$PWD/.bench/plugin-tool
TOOLS=(mockgen mockgen-plugin-tool)
mkdir -p "$WORK"

declare -A walls cpus
for ((run = 1; run <= RUNS; run++)); do
    for tool in "${TOOLS[@]}"; do
        rm -rf "$WORK/scratch"
        /usr/bin/time -f '%e %U %S' -o "$WORK/time.txt" \
            swift build --product "$tool" --scratch-path "$WORK/scratch" >"$WORK/build.log" 2>&1 \
            || { tail -20 "$WORK/build.log" >&2; exit 1; }
        read -r wall user system <"$WORK/time.txt"
        echo "plugin-tool-build: round $run, $tool: $wall s wall, $user + $system s CPU" \
            "(load: $(cut -d' ' -f1-3 /proc/loadavg))" >&2
        walls[$tool]="${walls[$tool]:-} $wall"
        cpus[$tool]="${cpus[$tool]:-} $(awk -v u="$user" -v s="$system" 'BEGIN { print u + s }')"
    done
done
rm -rf "$WORK/scratch"
source Benchmarks/median.sh
echo
echo "The plugins' tool from source: cold debug \`swift build --product <tool>\`, median of $RUNS alternating runs;" \
    "load average $(cut -d' ' -f1-3 /proc/loadavg)"
echo
echo "| product | wall runs (s) | wall median (s) | CPU median (s) | CPU to mockgen |"
echo "|---|---|---|---|---|"
base=$(echo "${cpus[mockgen]}" | median)
for tool in "${TOOLS[@]}"; do
    awk -v t="$tool" -v r="${walls[$tool]# }" -v w="$(echo "${walls[$tool]}" | median)" \
        -v c="$(echo "${cpus[$tool]}" | median)" -v b="$base" \
        'BEGIN { printf "| %s | %s | %.1f | %.1f | %.2fx |\n", t, r, w, c, c / b }'
done
