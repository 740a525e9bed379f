#!/usr/bin/env python3
"""Research script (run by hand, not by CI): how many of the members Mockolo's own fixtures
declare on their expected mocks exist on mockgen's `--compatibility mockolo` mocks, with the
same types.

For every `@Fixture enum NAME { <inputs> @Fixture enum expected { <mocks> } ... }` in Mockolo's
`Tests/**/Fixture*.swift` (read at run time from a Mockolo git directory, never copied):

  1. the inputs (the top enum's first-level declarations except nested `@Fixture enum`s) are
     written to input.swift and type-checked alone (-swift-version 6, else 5);
  2. `mockgen input.swift --compatibility mockolo --all -o Mocks.swift` generates the mocks;
  3. from the protocol mocks of the `expected` enum, each member Mockolo declares is collected
     (xCallCount, xHandler, xArgValues, xSetCallCount, stored/settable properties, init(...))
     and a test file uses each one with Mockolo's type, one member per extension function;
  4. input + Mocks + test are type-checked together against MockRuntime and the errors are
     attributed, by line, to the members.

Usage:
  Scripts/research/mockolo-fixture-members.py --mockolo /work/.mirror/uber+mockolo/repo \
      [--mockgen .build/debug/mockgen] [--modules .build/debug/Modules] [--work /tmp/mfm] \
      [--adjust-inputs] [--control] [--no-strings] [--only SUBSTRING] [--json out.json]

The older string-literal fixtures (`let foo = \"\"\"...\"\"\"`) are read too, paired through the
`verify(srcContent:dstContent:)` calls of Mockolo's test files (--no-strings: only `@Fixture`).
--adjust-inputs retries inputs that do not type-check with stub classes for unknown types,
without unavailable imports and without public/open (fixtures whose protocols inherit a stubbed
type stay skipped), and reports those fixtures apart. --control checks the same test files against
Mockolo's own expected mocks: it validates the extraction (every member should be found).
Members of fixtures whose Mocks.swift does not type-check are counted apart ("strict"), since
the compiler may then accept uses of broken declarations.
"""
import argparse
import json
import os
import re
import subprocess
import sys
from collections import defaultdict

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))


# ---------------------------------------------------------------- Swift scanning (light lexer)

def code_mask(src):
    """A list of booleans: True where the character is code (not comment or string literal)."""
    n = len(src)
    mask = [True] * n
    i = 0
    while i < n:
        c = src[i]
        if src.startswith("//", i):
            j = src.find("\n", i)
            j = n if j < 0 else j
            for k in range(i, j):
                mask[k] = False
            i = j
        elif src.startswith("/*", i):
            depth, j = 1, i + 2
            while j < n and depth:
                if src.startswith("/*", j):
                    depth, j = depth + 1, j + 2
                elif src.startswith("*/", j):
                    depth, j = depth - 1, j + 2
                else:
                    j += 1
            for k in range(i, j):
                mask[k] = False
            i = j
        elif c == '"' or (c == "#" and re.match(r'#+"', src[i:])):
            hashes = 0
            j = i
            while src[j] == "#":
                hashes, j = hashes + 1, j + 1
            multi = src.startswith('"""', j)
            close = ('"""' if multi else '"') + "#" * hashes
            j += 3 if multi else 1
            while j < n:
                if src[j] == "\\" and hashes == 0:
                    j += 2
                    continue
                if src.startswith(close, j):
                    j += len(close)
                    break
                if not multi and src[j] == "\n":
                    break
                j += 1
            for k in range(i, min(j, n)):
                mask[k] = False
            i = j
        else:
            i += 1
    return mask


def match_close(src, mask, open_idx, open_ch="{", close_ch="}"):
    depth = 0
    for k in range(open_idx, len(src)):
        if not mask[k]:
            continue
        if src[k] == open_ch:
            depth += 1
        elif src[k] == close_ch:
            depth -= 1
            if depth == 0:
                return k
    return -1


FIXTURE_RE = re.compile(r"@Fixture\b(\s*\((?:[^()]|\([^()]*\))*\))?\s*enum\s+(\w+)\s*\{")


def fixture_enums(src, mask):
    """[(name, start, body_start, body_end)] for every `@Fixture ... enum NAME {`."""
    out = []
    for m in FIXTURE_RE.finditer(src):
        if not mask[m.start()]:
            continue
        ob = m.end() - 1
        cb = match_close(src, mask, ob)
        out.append((m.group(2), m.start(), ob + 1, cb))
    return out


def top_level_decls(body, base_mask):
    """Split a type body into first-level declarations: [(text, start offset)].
    A declaration starts on a line beginning at depth 0 (ignoring attribute/comment lines,
    which stay attached to the next declaration)."""
    decls, depth, cur, cur_start, pending = [], 0, [], 0, []
    pos = 0
    for line in body.splitlines(keepends=True):
        stripped = line.strip()
        line_mask = base_mask[pos:pos + len(line)]
        starts_decl = depth == 0 and stripped and not stripped.startswith(("//", "/*", "*", "@", "#"))
        if starts_decl:
            if cur:
                decls.append(("".join(cur), cur_start))
            cur, cur_start = [line], pos
        elif cur:
            cur.append(line)
        for ch, ok in zip(line, line_mask):
            if ok and ch in "{":
                depth += 1
            elif ok and ch in "}":
                depth -= 1
        pos += len(line)
    if cur:
        decls.append(("".join(cur), cur_start))
    return decls


def split_top(s, sep=","):
    """Split at separators outside (), [], <>, {} (treating -> correctly)."""
    parts, depth, cur, i = [], 0, [], 0
    while i < len(s):
        c = s[i]
        if s.startswith("->", i):
            cur.append("->")
            i += 2
            continue
        if c in "([<{":
            depth += 1
        elif c in ")]>}":
            depth -= 1
        if c == sep and depth == 0:
            parts.append("".join(cur))
            cur = []
        else:
            cur.append(c)
        i += 1
    if "".join(cur).strip():
        parts.append("".join(cur))
    return parts


def read_until_top(s, stops):
    """Prefix of s up to the first top-level character in stops."""
    depth, i = 0, 0
    while i < len(s):
        if s.startswith("->", i):
            i += 2
            continue
        c = s[i]
        if depth == 0 and c in stops:
            return s[:i], i
        if c in "([<":
            depth += 1
        elif c in ")]>":
            depth -= 1
        elif c == "\n" and depth == 0:
            return s[:i], i
        i += 1
    return s, len(s)


# ---------------------------------------------------------------- Mockolo expected mocks

MOCK_DECL_RE = re.compile(
    r"^\s*((?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|open|internal|package|final|fileprivate)\s+)*)"
    r"(class|actor)\s+(\w+)(\s*<[^>{]*>)?\s*(?::\s*([^{]*))?\{", re.M)


def strip_comments(text):
    m = code_mask(text)
    return "".join(ch if ok or ch == "\n" else " " for ch, ok in zip(text, m))


def parse_var(head):
    """(mods, name, type or None, initializer or None, rest) from `... var name: T = v {`."""
    m = re.match(r"\s*((?:@\w+(?:\([^)]*\))?\s+|[a-z]+(?:\(set\))?\s+)*?)var\s+`?(\w+)`?\s*", head)
    if not m:
        return None
    mods, name, rest = m.group(1), m.group(2), head[m.end():]
    typ = init = None
    if rest.startswith(":"):
        typ, k = read_until_top(rest[1:], "={")
        typ = typ.strip()
        rest = rest[1 + k:]
    if rest.startswith("="):
        init, k = read_until_top(rest[1:], "{")
        init = init.strip()
        rest = rest[1 + k:]
    return mods, name, typ, init, rest


def infer_type(init):
    if init is None:
        return None
    if re.fullmatch(r"-?\d+", init):
        return "Int"
    if init in ("false", "true"):
        return "Bool"
    if init == '""':
        return "String"
    m = re.fullmatch(r"(\[.*\])\(\)", init, re.S)
    if m:
        return m.group(1)
    return None


def parse_init(text):
    m = re.match(r"\s*((?:[a-z]+\s+)*)init(\??)\s*(<[^>]*>)?\s*\(", text)
    if not m:
        return None
    open_idx = m.end() - 1
    mask = code_mask(text)
    close = match_close(text, mask, open_idx, "(", ")")
    params_src = text[open_idx + 1:close]
    after, _ = read_until_top(text[close + 1:], "{")
    effects = after.strip()
    params = []
    for p in split_top(params_src):
        p = p.strip()
        if not p:
            continue
        names, _, typ = p.partition(":")
        typ, _ = read_until_top(typ, "=")
        words = names.split()
        label = words[0].strip("`")
        params.append((label, typ.strip()))
    return {"failable": m.group(2) == "?", "generic": m.group(3), "params": params,
            "effects": effects, "mods": m.group(1)}


def collect_members(mock_name, body):
    """Members Mockolo declares in a mock class body: list of dicts."""
    body_nc = strip_comments(body)
    mask = code_mask(body_nc)
    members = []
    var_names = set()
    raw = []
    for text, _ in top_level_decls(body_nc, mask):
        head = text.strip()
        if re.match(r"((?:[a-z]+(?:\(set\))?\s+)*)var\s", head):
            pv = parse_var(head)
            if pv:
                raw.append(("var", pv, text))
                var_names.add(pv[1])
        elif re.match(r"((?:[a-z]+\s+)*)init\??\s*[(<]", head):
            pi = parse_init(head)
            if pi:
                raw.append(("init", pi, text))
    for kind, data, text in raw:
        if kind == "init":
            members.append({"kind": "init", "name": "init", "init": data,
                            "decl": " ".join(text.split("{")[0].split())})
            continue
        mods, name, typ, init, rest = data
        modwords = mods.split()
        if any(w in ("private", "fileprivate") for w in modwords):
            continue  # not visible to tests (private(set) stays)
        static = "static" in modwords or "class" in modwords
        readonly_setter = "private(set)" in modwords or "fileprivate(set)" in modwords
        decl = " ".join(text.strip().split("\n")[0].split())
        t = typ or infer_type(init)
        if name.endswith("SetCallCount") and (name[:-len("SetCallCount")] in var_names):
            k = "setCallCount"
        elif name.endswith("CallCount"):
            k = "callCount"
        elif name.endswith("ArgValues"):
            k = "argValues"
        elif name.endswith("Handler"):
            k = "handler"
        else:
            k = "property"
        settable = not readonly_setter
        if k == "property":
            block = rest.strip()
            if block.startswith("{"):
                inner = block[1:]
                if re.search(r"\b(didSet|willSet|set)\b", inner):
                    settable = True
                elif re.search(r"\bget\b", inner) or inner.strip():
                    settable = False  # computed get-only (get async/throws)
        members.append({"kind": k, "name": name, "type": t, "static": static,
                        "settable": settable, "decl": decl})
    return members


# ---------------------------------------------------------------- test-file generation

def member_statements(mock, mem):
    """(static?, list of Swift statements) for a member, or None if it cannot be expressed."""
    k, name = mem["kind"], mem.get("name")
    if k == "init":
        # Called the way a test calls it, with arguments of exactly Mockolo's parameter types
        # (taken as parameters of the checking function), so extra defaulted parameters of
        # mockgen's initializers do not count against it.
        d = mem["init"]
        if d["generic"] or any(t.endswith("...") for _, t in d["params"]):
            return None
        params = ", ".join("_ a%d: %s" % (i, t) for i, (_, t) in enumerate(d["params"]))
        args = ", ".join(("" if l == "_" else l + ": ") + ("&" if t.startswith("inout") else "") + "a%d" % i
                         for i, (l, t) in enumerate(d["params"]))
        return ("static", params), ["_ = try await %s(%s)" % (mock, args)]
    t = mem["type"]
    if t is None:
        return None
    recv = mock if mem["static"] else "self"
    acc = "%s.%s" % (recv, name)
    if k in ("callCount", "setCallCount", "argValues"):
        return mem["static"], ["let _: %s = %s" % (t, acc)]
    if k == "handler":
        return mem["static"], ["let v: %s = %s" % (t, acc), "%s = v" % acc]
    stmts = ["let v: %s = try await %s" % (t, acc)]
    if mem["settable"]:
        stmts.append("%s = v" % acc)
    else:
        stmts.append("_ = v")
    return mem["static"], stmts


def write_test(path, mocks):
    """mocks: [(mock_name, members)]; returns {member id: (first line, last line)}."""
    lines, ranges = ["// Generated by mockolo-fixture-members.py", ""], {}
    n = 0
    for mock, members in mocks:
        for mem in members:
            st = member_statements(mock, mem)
            mem["id"] = "%s.%s#%d" % (mock, mem.get("name"), n)
            n += 1
            if st is None:
                mem["skipped"] = "cannot express (no type / generic init)"
                continue
            static, stmts = st
            params = ""
            if isinstance(static, tuple):
                static, params = True, static[1]
            first = len(lines) + 1
            lines.append("extension %s {" % mock)
            lines.append("    %sfunc __m%d(%s) async throws {" % ("static " if static else "", n, params))
            mem["stmt_lines"] = {}
            for s in stmts:
                lines.append("        " + s)
                mem["stmt_lines"][len(lines)] = ("write" if re.match(r"[\w.]+ = v$", s) else
                                                 "read" if s.startswith("let v") else "use")
            lines.append("    }")
            lines.append("}")
            ranges[mem["id"]] = (first, len(lines))
    # The mock type named as a test for Mockolo names it (outside the mock: without generic
    # arguments, which Mockolo's mocks of protocols with associated types do not have).
    for i, (mock, _) in enumerate(mocks):
        first = len(lines) + 1
        lines.append("func __type%d() { _ = %s.self }" % (i, mock))
        ranges["type:" + mock] = (first, len(lines))
    with open(path, "w") as f:
        f.write("\n".join(lines) + "\n")
    return ranges


# ---------------------------------------------------------------- driving

def run(cmd, cwd=None):
    p = subprocess.run(cmd, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    return p.returncode, p.stdout + p.stderr


ERR_RE = re.compile(r"^(.*?):(\d+):(\d+): error: (.*)$", re.M)


def typecheck(files, modules, version, cwd):
    cmd = ["swiftc", "-typecheck", "-swift-version", str(version), "-module-name", "FixtureModule",
           "-I", modules] + files
    rc, out = run(cmd, cwd)
    errs = [(os.path.basename(m.group(1)), int(m.group(2)), m.group(4)) for m in ERR_RE.finditer(out)]
    return rc, errs, out


SKIP_FEATURES = [(r"\bimport RxSwift\b", "RxSwift"), (r"\bimport Combine\b", "Combine"),
                 (r"#(?:if|elseif)\s+(?!compiler)", "#if macros (Mockolo's conditional compilation)")]


def process_fixture(path, fx_name, src, mask, fx, all_fx, args, out):
    name, start, bstart, bend = fx
    nested = [f for f in all_fx if bstart <= f[1] < bend]
    direct = [f for f in nested if not any(g is not f and g[2] <= f[1] < g[3] for g in nested)]
    pieces, cur = [], bstart
    for f in sorted(direct, key=lambda f: f[1]):
        pieces.append(src[cur:f[1]])
        cur = f[3] + 1
    pieces.append(src[cur:bend])
    input_src = "".join(pieces).replace("@Fixture", "")
    expected = [f for f in direct if f[0] == "expected"]
    if not expected:
        out.append({"file": path, "fixture": name, "members": [], "notes": [],
                    "status": "skipped: no `expected` enum (%s)" % ", ".join(f[0] for f in direct)})
        return
    exp = expected[0]
    process_case(path, name, input_src, src[exp[2]:exp[3]], args, out)


def process_case(path, name, input_src, exp_src, args, out, notes=()):
    rec = {"file": path, "fixture": name, "members": [], "status": None, "notes": list(notes)}
    out.append(rec)
    for pat, why in SKIP_FEATURES:
        if re.search(pat, input_src):
            rec["status"] = "skipped: Mockolo-specific feature (%s)" % why
            return
    wd = os.path.join(args.work, os.path.splitext(os.path.basename(path))[0], name)
    os.makedirs(wd, exist_ok=True)
    with open(os.path.join(wd, "input.swift"), "w") as f:
        f.write(input_src)
    version, first_err, adjusted = None, None, []
    for attempt in range(10 if args.adjust_inputs else 1):
        errs = []
        for v in (6, 5):
            rc, errs, outp = typecheck(["input.swift"], args.modules, v, wd)
            if rc == 0:
                version = v
                break
            if first_err is None:
                first_err = errs[0][2] if errs else outp.strip().splitlines()[-1:]
        if version is not None or not args.adjust_inputs:
            break
        # --adjust-inputs: make an input that only fails for missing context type-check
        # (stub classes for unknown types, no unavailable imports, no `public`), and say so.
        fixed = input_src
        for _, _, msg in errs:
            m = re.match(r"no such module '(\w+)'", msg)
            if m:
                fixed = re.sub(r"^.*\bimport\s+%s\b.*$" % m.group(1), "", fixed, flags=re.M)
                adjusted.append("removed import " + m.group(1))
            m = re.match(r"cannot find type '(\w+)' in scope", msg)
            if m and not re.search(r"\b(class|struct|protocol|enum|typealias)\s+%s\b" % m.group(1), fixed):
                kind = "protocol" if re.search(r"\b(any|some)\s+%s\b" % m.group(1), fixed) else "class"
                fixed += "\n%s %s {}\n" % (kind, m.group(1))
                adjusted.append("stub %s %s" % (kind, m.group(1)))
            if re.search(r"declared public|public protocol cannot refine|declared open", msg) and \
                    re.search(r"\b(public|open)\s", fixed):
                fixed = re.sub(r"\b(public|open)\s+", "", fixed)
                adjusted.append("removed public/open")
        if fixed == input_src:
            break
        input_src = fixed
        with open(os.path.join(wd, "input.swift"), "w") as f:
            f.write(input_src)
    if version is None:
        rec["status"] = "skipped: input does not type-check (%s)" % first_err
        return
    stub_parents = [n for n in re.findall(r"^(?:class|protocol) (\w+) \{\}$", input_src, re.M)
                    if re.search(r"\bprotocol\s+\w+\s*(?:<[^>]*>)?\s*:[^{]*\b%s\b" % n, input_src)]
    if adjusted and stub_parents:
        rec["status"] = ("skipped: input does not type-check (%s); its inherited protocols %s are not in the "
                         "input (Mockolo reads them from other files or parent mocks)" % (first_err, ", ".join(stub_parents)))
        return
    if adjusted:
        rec["adjusted"] = sorted(set(adjusted))
        rec["notes"].append("input adjusted to type-check (was: %s): %s" % (first_err, ", ".join(rec["adjusted"])))
    rec["swift_version"] = version
    if args.control:
        # Control run: Mockolo's own expected mocks in place of mockgen's, to check the checks.
        with open(os.path.join(wd, "Mocks.swift"), "w") as f:
            f.write(re.sub(r"@Fixture\b(\s*\([^)]*\))?", "", exp_src))
        rc, outp = 0, ""
    else:
        rc, outp = run([args.mockgen, "input.swift", "--compatibility", "mockolo", "--all", "-o", "Mocks.swift",
                        "--no-package-discovery", "--no-toolchain", "--quiet"], wd)
    if rc != 0 or not os.path.exists(os.path.join(wd, "Mocks.swift")):
        rec["notes"].append("mockgen exit %d: %s" % (rc, outp.strip()[:300]))
    if not os.path.exists(os.path.join(wd, "Mocks.swift")):
        open(os.path.join(wd, "Mocks.swift"), "w").close()
    protocols = set(re.findall(r"\bprotocol\s+(\w+)", input_src))
    mocks = []
    for m in MOCK_DECL_RE.finditer(exp_src):
        mname = m.group(3)
        inherits = [re.sub(r"<.*", "", t).strip()
                    for t in split_top(re.split(r"\bwhere\b", m.group(5) or "")[0])]
        ob = m.end() - 1
        emask = code_mask(exp_src)
        cb = match_close(exp_src, emask, ob)
        emask0 = code_mask(exp_src)
        for e in re.finditer(r"\bextension\s+([\w.]+)\s*\{", exp_src):
            if emask0[e.start()] and e.end() <= m.start() < match_close(exp_src, emask0, e.end() - 1):
                mname = e.group(1) + "." + mname  # Mockolo nests the mocks of nested protocols
        if not any(t in protocols for t in inherits):
            rec["notes"].append("not a protocol mock, not counted: %s: %s" % (mname, ", ".join(inherits)))
            continue
        mocks.append((mname, collect_members(mname, exp_src[ob + 1:cb])))
    ranges = write_test(os.path.join(wd, "MemberTests.swift"), mocks)
    rc, merrs, _ = typecheck(["input.swift", "Mocks.swift"], args.modules, version, wd)
    rec["mocks_compile"] = not merrs
    if merrs:
        rec["notes"].append("Mocks.swift does not type-check with the input (%d errors; first: %s:%d: %s)"
                            % (len(merrs), merrs[0][0], merrs[0][1], merrs[0][2]))
    rc, errs, outp = typecheck(["input.swift", "Mocks.swift", "MemberTests.swift"], args.modules, version, wd)
    by_line = defaultdict(list)
    for fname, line, msg in errs:
        if fname == "MemberTests.swift":
            by_line[line].append(msg)
    attributed = set()
    for mock, members in mocks:
        for mem in members:
            r = ranges.get(mem["id"])
            entry = {"mock": mock, "kind": mem["kind"], "name": mem.get("name"), "decl": mem["decl"]}
            if r is None:
                entry["result"] = "not checked: " + mem.get("skipped", "?")
            else:
                msgs = [msg for ln in range(r[0], r[1] + 1) for msg in by_line.get(ln, [])]
                attributed.update(ln for ln in range(r[0], r[1] + 1) if ln in by_line)
                entry["result"] = "ok" if not msgs else "fail"
                if msgs:
                    entry["errors"] = msgs
                    failed = sorted({mem["stmt_lines"].get(ln, "decl") for ln in range(r[0], r[1] + 1)
                                     if ln in by_line})
                    entry["failed_statements"] = failed
                    if failed == ["read"]:
                        entry["result"] = "fail (read only; assigning Mockolo's type works)"
            rec["members"].append(entry)
    rec["mock_types"] = []
    for mock, _ in mocks:
        r = ranges["type:" + mock]
        msgs = [msg for ln in range(r[0], r[1] + 1) for msg in by_line.get(ln, [])]
        attributed.update(ln for ln in range(r[0], r[1] + 1) if ln in by_line)
        rec["mock_types"].append({"mock": mock, "ok": not msgs, "errors": msgs})
    stray = [l for l in by_line if l not in attributed]
    if stray:
        rec["notes"].append("unattributed test-file errors at lines %s" % stray)
    rec["status"] = "measured"


# ---------------------------------------------------------------- older string-literal fixtures

STRING_LET_RE = re.compile(r'^[ \t]*(static\s+)?let\s+(\w+)\s*(?::\s*String\s*)?=\s*(#*)"""[ \t]*\n', re.M)


def string_lets(src):
    """{name: text} for `let name = \"\"\"...\"\"\"` (also `Enum.name` for static lets)."""
    out = {}
    for m in STRING_LET_RE.finditer(src):
        close = '"""' + m.group(3)
        end = src.find(close, m.end())
        if end < 0:
            continue
        body = src[m.end():end]
        last_nl = body.rfind("\n")
        indent = body[last_nl + 1:] if last_nl >= 0 and not body[last_nl + 1:].strip() else ""
        lines = body[:last_nl if last_nl >= 0 else len(body)].split("\n")
        text = "\n".join(l[len(indent):] if l.startswith(indent) else l.lstrip() for l in lines)
        out[m.group(2)] = text
        if m.group(1):
            enums = re.findall(r"\benum\s+(\w+)\s*\{", src[:m.start()])
            if enums:
                out[enums[-1] + "." + m.group(2)] = text
    return out


def resolve(text, lets, depth=0):
    unresolved = []

    def sub(m):
        key = m.group(1).strip()
        if key in lets and depth < 5:
            inner, u = resolve(lets[key], lets, depth + 1)
            unresolved.extend(u)
            return inner
        unresolved.append(key)
        return m.group(0)
    return re.sub(r"\\\(([\w.]+)\)", sub, text), unresolved


def verify_calls(src):
    """[(test function, {label: expr})] for verify(...) / verifyThrows(...) calls."""
    mask = code_mask(src)
    calls = []
    for m in re.finditer(r"(?<!func )\b(verify|verifyThrows)\s*\(", src):
        if not mask[m.start()]:
            continue
        close = match_close(src, mask, m.end() - 1, "(", ")")
        args = {}
        for a in split_top(src[m.end():close]):
            lab, sep, expr = a.partition(":")
            if sep:
                args[lab.strip()] = expr.strip()
        fn = re.findall(r"func\s+(\w+)", src[:m.start()])
        calls.append((fn[-1] if fn else "?", args))
    return calls


def string_cases(git, files, args, results, covered_paths):
    lets, origin = {}, {}
    for path in files:
        if path in covered_paths:
            continue
        src = subprocess.check_output(git + ["show", "HEAD:" + path], text=True)
        for k, v in string_lets(src).items():
            lets[k], origin[k] = v, path
    tests = [f for f in subprocess.check_output(git + ["ls-tree", "-r", "--name-only", "HEAD", "Tests"], text=True).split()
             if f.endswith("Tests.swift")]
    seen = set()
    for t in tests:
        src = subprocess.check_output(git + ["show", "HEAD:" + t], text=True)
        for fn, a in verify_calls(src):
            srcs = a.get("srcContents")
            names = ([x.strip() for x in split_top(srcs.strip()[1:-1])] if srcs and srcs.strip().startswith("[")
                     else [a.get("srcContent", "")])
            dst = a.get("dstContent", "")
            if not all(n in lets for n in names) or dst not in lets:
                continue
            if args.only and not any(args.only in origin[n] for n in names + [dst]):
                continue
            key = (tuple(names), dst)
            if key in seen:
                continue
            seen.add(key)
            notes = []
            input_src, u1 = resolve("\n".join(lets[n] for n in names), lets)
            exp_src, u2 = resolve(lets[dst], lets)
            if u1 or u2:
                notes.append("unresolved interpolations: %s" % ", ".join(u1 + u2))
            if "mockContent" in a:
                notes.append("Mockolo also given parent mocks (mockContent: %s)" % a["mockContent"])
            opts = [k for k in a if k not in ("srcContent", "srcContents", "dstContent", "mockContent")]
            if opts:
                notes.append("options: " + ", ".join("%s: %s" % (k, a[k]) for k in opts))
            process_case(origin[dst], "%s (%s -> %s)" % (fn, "+".join(names), dst), input_src, exp_src,
                         args, results, notes)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--mockolo", required=True, help="Mockolo git directory (or work tree)")
    ap.add_argument("--mockgen", default=os.path.join(ROOT, ".build/debug/mockgen"))
    ap.add_argument("--modules", default=os.path.join(ROOT, ".build/debug/Modules"))
    ap.add_argument("--work", default="/tmp/mockolo-fixture-members")
    ap.add_argument("--only", help="only fixture files whose path contains this")
    ap.add_argument("--no-strings", action="store_true",
                    help="only the `@Fixture enum` fixtures, not the older string-literal ones")
    ap.add_argument("--adjust-inputs", action="store_true",
                    help="make failing inputs type-check with stub classes for unknown types, without "
                         "unavailable imports and without public/open (reported per fixture)")
    ap.add_argument("--control", action="store_true",
                    help="check the test files against Mockolo's own expected mocks instead of mockgen's "
                         "(validates the member extraction; mocks that do not compile are reported)")
    ap.add_argument("--json", help="write the per-member results here")
    args = ap.parse_args()
    args.work = os.path.abspath(args.work)
    git = ["git", "-C", args.mockolo]
    files = [f for f in subprocess.check_output(git + ["ls-tree", "-r", "--name-only", "HEAD", "Tests"], text=True).split()
             if re.search(r"/Fixture[^/]*\.swift$", f) and (not args.only or args.only in f)]
    results, uncovered = [], []
    for path in files:
        src = subprocess.check_output(git + ["show", "HEAD:" + path], text=True)
        mask = code_mask(src)
        all_fx = [f for f in fixture_enums(src, mask) if f[3] > 0]
        tops = [f for f in all_fx if not any(g is not f and g[2] <= f[1] < g[3] for g in all_fx)]
        if not tops:
            uncovered.append(path)
            continue
        for fx in tops:
            process_fixture(path, fx[0], src, mask, fx, all_fx, args, results)
    if not args.no_strings:
        string_cases(git, [f for f in files if f in uncovered], args, results, set())
        uncovered = sorted(set(uncovered) - {r["file"] for r in results})

    # ------------------------------------------------------------ report
    tot_decl = tot_ok = 0
    print("%-58s %-40s %s" % ("file", "fixture", "declared / found (same type)"))
    for r in results:
        short = r["file"].replace("Tests/", "")
        if r["status"] != "measured":
            print("%-58s %-40s %s" % (short, r["fixture"], r["status"]))
            continue
        checked = [m for m in r["members"] if not m["result"].startswith("not checked")]
        unchecked = [m for m in r["members"] if m["result"].startswith("not checked")]
        if unchecked:
            r["notes"].append("not checked (not counted): " + "; ".join(m["decl"] for m in unchecked))
        ok = sum(1 for m in checked if m["result"] == "ok")
        tot_decl += len(checked)
        tot_ok += ok
        print("%-58s %-40s %d / %d%s%s" % (short, r["fixture"], len(checked), ok,
                                           "  (swift 5)" if r.get("swift_version") == 5 else "",
                                           "  (adjusted input)" if r.get("adjusted") else ""))
        for n in r["notes"]:
            print("      note: " + n)
    print()
    if tot_decl:
        print("TOTAL: %d members declared, %d found with the same type (%.1f%%)"
              % (tot_decl, tot_ok, 100.0 * tot_ok / tot_decl))
        bad = [r for r in results if r["status"] == "measured" and not r.get("mocks_compile", True)]
        bad_ok = sum(1 for r in bad for m in r["members"] if m["result"] == "ok")
        print("  strict (members of fixtures whose Mocks.swift does not type-check count as missing): "
              "%d / %d (%.1f%%); %d fixtures' mocks do not type-check: %s"
              % (tot_ok - bad_ok, tot_decl, 100.0 * (tot_ok - bad_ok) / tot_decl, len(bad),
                 ", ".join(r["fixture"] for r in bad)))
        kinds = defaultdict(lambda: [0, 0])
        for r in results:
            for m in r["members"]:
                if m["result"].startswith("not checked"):
                    continue
                kinds[m["kind"]][0] += 1
                kinds[m["kind"]][1] += m["result"] == "ok"
        adj = [r for r in results if r.get("adjusted") and r["status"] == "measured"]
        adj_decl = sum(1 for r in adj for m in r["members"] if not m["result"].startswith("not checked"))
        adj_ok = sum(1 for r in adj for m in r["members"] if m["result"] == "ok")
        if adj:
            print("  of which %d fixtures with adjusted inputs: %d / %d; unadjusted fixtures only: %d / %d (%.1f%%)"
                  % (len(adj), adj_ok, adj_decl, tot_ok - adj_ok, tot_decl - adj_decl,
                     100.0 * (tot_ok - adj_ok) / max(1, tot_decl - adj_decl)))
        print("  by kind: " + ", ".join("%s %d/%d" % (k, v[1], v[0]) for k, v in sorted(kinds.items())))
    print("fixtures: %d measured, %d skipped" % (sum(r["status"] == "measured" for r in results),
                                                 sum(r["status"] != "measured" for r in results)))
    print("files in the string-literal form, not covered: %s" % ", ".join(p.replace("Tests/", "") for p in uncovered))
    print()
    by_kind = defaultdict(list)
    for r in results:
        for m in r["members"]:
            if m["result"] != "ok" and not m["result"].startswith("not checked"):
                by_kind[m["kind"]].append((r, m))
    for kind, items in sorted(by_kind.items()):
        print("== missing or mistyped: %s (%d)" % (kind, len(items)))
        for r, m in items:
            err = "; ".join(dict.fromkeys(m.get("errors", [m["result"]])))[:300]
            print("  [%s] %s: %s\n      -> %s%s" % (r["fixture"], m["mock"], m["decl"], err,
                                                  "  [read only]" if "read only" in m["result"] else ""))
    types = [(r, t) for r in results for t in r.get("mock_types", [])]
    print("== mock types usable by Mockolo's name without generic arguments: %d / %d"
          % (sum(t["ok"] for _, t in types), len(types)))
    for r, t in types:
        if not t["ok"]:
            print("  [%s] %s -> %s" % (r["fixture"], t["mock"], "; ".join(dict.fromkeys(t["errors"]))[:200]))
    if args.json:
        with open(args.json, "w") as f:
            json.dump({"results": results, "uncovered": uncovered}, f, indent=1)


if __name__ == "__main__":
    main()
