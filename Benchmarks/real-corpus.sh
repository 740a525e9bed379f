#!/usr/bin/env bash
# Writes the real-code corpus: the library sources of every package in the local package mirror.
#
#   bash Benchmarks/real-corpus.sh [destination]      (default .bench/real-corpus)
#
# For each bare repository /opt/swift-packages/<owner>/<name>.git (BENCH_MIRROR to change),
# taken once when the mirror holds it under two spellings (first in byte order wins), the
# newest version tag (`1.2.3` or `v1.2.3`, no pre-releases; packages without one are left
# out) is exported with `git archive`, and of it only `Sources/**/*.swift` is kept, minus:
#   - folders whose name contains test, example, benchmark, plugin or demo (any case), at any depth;
#   - executable targets: a folder directly under Sources/ with a main.swift at its top.
# The result is one folder per package, <owner>+<name> (dots made `_`, so that no folder
# is named like a Swift file), holding Sources/; it is the same
# bytes on every run for the same mirror. A `.complete` file lists the packages and tags;
# the corpus is rebuilt only when that list changes.
set -euo pipefail
cd "$(dirname "$0")/.."
source Scripts/lib/build-tools.sh
MIRROR=${BENCH_MIRROR:-$PACKAGE_COPIES}
DEST=${1:-.bench/real-corpus}
export LC_ALL=C

log() { echo "real-corpus: $*" >&2; }

# "<owner>/<name> <tag>" per package, in byte order of owner/name.
manifest() {
    local seen="" repo name tag
    for repo in $(cd "$MIRROR" && ls -d */*.git | sort); do
        name=${repo%.git}
        lower=$(printf '%s' "$name" | tr 'A-Z' 'a-z')
        case " $seen " in *" $lower "*) continue ;; esac
        seen="$seen $lower"
        tag=$(git --git-dir="$MIRROR/$repo" tag -l | grep -E '^v?[0-9]+(\.[0-9]+)*$' | sort -V | tail -1 || true)
        [ -n "$tag" ] || continue
        git --git-dir="$MIRROR/$repo" cat-file -e "$tag:Sources" 2>/dev/null || continue
        echo "$name $tag"
    done
}

# The stamp names the layout too, so a change to this script rebuilds the corpus.
LIST="layout 2
$(manifest)"
if [ -f "$DEST/.complete" ] && [ "$(cat "$DEST/.complete")" = "$LIST" ]; then
    echo "$DEST"
    exit 0
fi
rm -rf "$DEST"
mkdir -p "$DEST"
while read -r name tag; do
    folder=${name/\//+}
    out="$DEST/${folder//./_}"
    mkdir -p "$out"
    git --git-dir="$MIRROR/$name.git" archive --format=tar "$tag" Sources | tar -x -C "$out"
    # Executable targets, then excluded folders, then everything that is not Swift.
    for target in "$out"/Sources/*/; do
        if [ -f "$target/main.swift" ]; then rm -rf "$target"; fi
    done
    find "$out/Sources" -depth -type d \( -iname '*test*' -o -iname '*example*' -o -iname '*benchmark*' -o -iname '*plugin*' -o -iname '*demo*' \) -exec rm -rf {} +
    find "$out" \( -type f -o -type l \) ! -name '*.swift' -delete
    find "$out" -type l -delete
    find "$out" -depth -type d -empty -delete
done <<<"$(printf '%s\n' "$LIST" | tail -n +2)"
printf '%s\n' "$LIST" >"$DEST/.complete"
log "$(printf '%s\n' "$LIST" | tail -n +2 | wc -l) packages, $(find "$DEST" -type f -name '*.swift' | wc -l) files, $(find "$DEST" -type f -name '*.swift' -print0 | xargs -0 cat | wc -c) bytes"
echo "$DEST"
