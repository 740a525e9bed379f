#!/usr/bin/env bash
# Writes the symlinks through which the MockgenGoldenTests target compiles the golden fixtures:
# Tests/MockgenGoldenTests/Fixtures/<Case>Input.swift and <Case>Expected.swift for a case with
# Fixtures/<Case>/Input.swift (one target cannot hold two files named Input.swift), only
# <Case>Expected.swift for a case with modules of its own (Fixtures/<Case>/Sources/<Module>,
# each a target listed in `fixtureModules` in Package.swift), and a folder <Case>/ of
# Input.<path with dots> and generated files for a folder case (Fixtures/<Case>/Inputs and
# Expected/). Objective-C cases (Input.h) are not compiled. The links are all the target sees:
# a case missing here is a golden nothing compiles.
# Usage: Scripts/generate/golden-links.sh           rewrites the links (`make golden` runs it)
#        Scripts/generate/golden-links.sh --check   exits 1 when a link is missing, extra or wrong,
#                                                or a fixture module is not in Package.swift
set -euo pipefail
cd "$(dirname "$0")/../.."
export LC_ALL=C
links=Tests/MockgenGoldenTests/Fixtures
problems=0

problem() {
    echo "error: $*" >&2
    problems=1
}

# Every link the fixtures call for, as `<link> -> <destination>`, sorted.
wanted() {
    local folder name relative
    for folder in Fixtures/*/; do
        name=$(basename "$folder")
        if [ -f "Fixtures/$name/Input.swift" ] || [ -d "Fixtures/$name/Sources" ]; then
            if [ -f "Fixtures/$name/Input.swift" ]; then
                echo "$links/${name}Input.swift -> ../../../Fixtures/$name/Input.swift"
            fi
            echo "$links/${name}Expected.swift -> ../../../Fixtures/$name/Expected.swift"
        elif [ -d "Fixtures/$name/Inputs" ]; then
            while IFS= read -r relative; do
                echo "$links/$name/Input.${relative//\//.} -> ../../../../Fixtures/$name/Inputs/$relative"
            done < <(cd "Fixtures/$name/Inputs" && find . -type f | sed 's|^\./||')
            if [ -d "Fixtures/$name/Expected" ]; then
                while IFS= read -r relative; do
                    echo "$links/$name/$(basename "$relative") -> ../../../../Fixtures/$name/Expected/$relative"
                done < <(cd "Fixtures/$name/Expected" && find . -type f | sed 's|^\./||')
            fi
        fi
    done | sort
}

# The links there are, in the same form.
present() {
    local link
    [ -d "$links" ] || return 0
    while IFS= read -r link; do
        echo "$link -> $(readlink "$link")"
    done < <(find "$links" -type l) | sort
}

# What no link can fix: a golden not written yet, a fixture module that is not a target, a file
# that is not a link in the links' folder.
check_fixtures() {
    local folder name module file
    for folder in Fixtures/*/; do
        name=$(basename "$folder")
        if [ -f "$folder/Input.swift" ] || [ -d "$folder/Sources" ]; then
            [ -f "$folder/Expected.swift" ] || problem "Fixtures/$name has no Expected.swift: run \`make golden\` to write it"
        elif [ -d "$folder/Inputs" ]; then
            [ -d "$folder/Expected" ] || problem "Fixtures/$name has no Expected/: run \`make golden\` to write it"
        fi
    done
    for folder in Fixtures/*/Sources/*/; do
        [ -d "$folder" ] || continue
        name=$(basename "$(dirname "$(dirname "$folder")")")
        module=$(basename "$folder")
        grep -qF "(\"$module\", \"$name\"" Package.swift ||
            problem "${folder%/} is not a target: add (\"$module\", \"$name\", ...) to fixtureModules in Package.swift"
    done
    if [ -d "$links" ]; then
        while IFS= read -r file; do
            problem "$file is not a symlink: only links belong in $links"
        done < <(find "$links" ! -type l ! -type d)
    fi
}

want=$(wanted)
have=$(present)
check_fixtures

case "${1:-}" in
    --check)
        if [ "$want" != "$have" ]; then
            diff -u --label "$links (as it is)" --label "$links (as the fixtures call for)" \
                <(echo "$have") <(echo "$want") >&2 || true
            problem "the golden links differ from the fixtures; run \`make generate\` (or \`make golden\` for a new case) and commit"
        fi
        ;;
    "")
        # Remove the links nothing calls for, then (re)create the others.
        while IFS= read -r line; do
            [ -n "$line" ] || continue
            grep -qxF "$line" <<<"$want" || rm "${line%% -> *}"
        done <<<"$have"
        while IFS= read -r line; do
            [ -n "$line" ] || continue
            grep -qxF "$line" <<<"$have" && continue
            link=${line%% -> *}
            destination=${line#* -> }
            # A golden not written yet gets its link once `make golden` has written it.
            [ -e "$(dirname "$link")/$destination" ] || continue
            mkdir -p "$(dirname "$link")"
            ln -sfn "$destination" "$link"
        done <<<"$want"
        find "$links" -mindepth 1 -type d -empty -delete
        ;;
    *)
        echo "usage: Scripts/generate/golden-links.sh [--check]" >&2
        exit 2
        ;;
esac
exit $problems
