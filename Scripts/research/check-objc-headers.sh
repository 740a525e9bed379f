#!/usr/bin/env bash
# Runs mockgen over real Objective-C headers (GNUstep's Foundation, Debian package
# libgnustep-base-dev) and typechecks every generated mock against the Swift importer's view
# of those headers. Prints how many protocols were mocked, how many mocks typecheck, and the
# errors of the others.
#
#   bash Scripts/research/check-objc-headers.sh [/usr/include/GNUstep]
#
# The importer reads GNUstep's Foundation as the clang module `ObjectiveC` (so its `NSObject`
# may be subclassed by a Sendable mock). GCC's Objective-C runtime headers do not build under
# clang, so two small stand-ins for <objc/objc.h> and <objc/runtime.h> are written first
# (`BOOL` is `bool` there, as on Apple silicon, so Swift sees `Bool` without the ObjectiveC overlay).
# Linux has no Apple Foundation overlay: bridged types (String, Data, URL...) and `Selector`
# do not exist there, so mocks using them cannot typecheck here.
#
# Run by hand, not by CI: it is a report, not a check. It passes whatever the mocks do (mockgen's
# and the compiler's failures are printed and ignored), some mocks cannot type-check on Linux by
# design (above), and it needs GNUstep's headers, which CI does not install. CI proves the
# Objective-C reader with the MockgenObjCTests (goldens, and the compiler's import of headers).
set -euo pipefail
root="${1:-/usr/include/GNUstep}"
source "$(dirname "$0")/../lib/build-tools.sh"
cd "$MOCKGEN_ROOT"
build_tools --quiet mockgen runtime
bin="$MOCKGEN_BIN"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
defines=(-D GNUSTEP -D GNUSTEP_BASE_LIBRARY=1 -D GNU_RUNTIME=1)

mkdir -p "$work/stub/objc" "$work/stub/ObjectiveC2" "$work/modules"
: > "$work/stub/objc/blocks_runtime.h"
: > "$work/stub/ObjectiveC2/blocks_runtime.h"
cat > "$work/stub/objc/objc.h" <<'H'
#pragma once
typedef _Bool BOOL;
#define YES ((BOOL)1)
#define NO ((BOOL)0)
#define nil ((id)0)
#define Nil ((Class)0)
typedef id (*IMP)(id, SEL, ...);
#define __GNU_LIBOBJC__ 20110608
H
cat > "$work/stub/objc/runtime.h" <<'H'
#pragma once
#include <objc/objc.h>
typedef struct objc_method *Method;
typedef struct objc_ivar *Ivar;
typedef struct objc_property *objc_property_t;
typedef struct objc_category *Category;
@class Protocol;
struct objc_method_description { SEL name; char *types; };
typedef struct { const char *name; const char *value; } objc_property_attribute_t;
H
# mockgen reads the headers with the same stand-ins the importer sees.
"$bin/mockgen" "$root/Foundation" --all -I "$work/stub" -I "$root" "${defines[@]}" -o "$work/Mocks.swift" 2> "$work/mockgen.txt" || true
echo "mockgen warnings:"; sed 's/^/  /' "$work/mockgen.txt"
grep -vE '^import (Foundation|GNUstepBase)$' "$work/Mocks.swift" > "$work/Check.swift"

printf 'module ObjectiveC {\n  umbrella header "%s/Foundation/Foundation.h"\n  export *\n}\n' "$root" > "$work/modules/module.modulemap"

swiftc -frontend -typecheck -enable-objc-interop -swift-version 6 -I "$work/modules" -I "$bin/Modules" \
    -Xcc "-I$work/stub" -Xcc "-I$root" -Xcc -DGNUSTEP -Xcc -DGNUSTEP_BASE_LIBRARY=1 -Xcc -DGNU_RUNTIME=1 \
    "$work/Check.swift" > "$work/swiftc.txt" 2>&1 || true

python3 - "$work/Check.swift" "$work/swiftc.txt" <<'PY'
import re, sys
source = open(sys.argv[1]).read().split("\n")
starts = [(i + 1, m.group(1)) for i, l in enumerate(source) if (m := re.match(r"final class (\w+)", l))]
failures = {}
for line in open(sys.argv[2]):
    m = re.match(r".*Check\.swift:(\d+):\d+: error: (.*)", line)
    if not m:
        continue
    owner = [name for start, name in starts if start <= int(m.group(1))]
    failures.setdefault(owner[-1] if owner else "(file)", set()).add(m.group(2))
print(f"mocks generated: {len(starts)}; typecheck: {len(starts) - len(failures)}; fail: {len(failures)}")
for name, errors in sorted(failures.items()):
    print(f"  {name}:")
    for error in sorted(errors)[:4]:
        print(f"    {error}")
PY
