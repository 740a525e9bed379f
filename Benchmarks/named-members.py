#!/usr/bin/env python3
"""Writes a generated mocks file whose builders keep only the members a test names.

    python3 Benchmarks/named-members.py IN.swift OUT.swift PERCENT

Used by `TYPECHECK_NAMED_MEMBERS=20 bash Benchmarks/typecheck-real.sh`: what pruning builder
members by use (as `--used-in` prunes whole mocks) would save. The mocks keep their classes,
descriptors and members (the protocol conformance needs them); every builder struct keeps only
the entries (`given`/`verify`/`expect`) of the members a test target names. Which names a test
target mentions is simulated: PERCENT of the distinct base names of the file's builder members
(rounded up), those first in the order of a hash of the name, count as named, in every mock that
has them (as a scan by name would find them). Subscripts and members without a plain name are
always kept.
A measurement, not a generator feature.
"""
import hashlib
import re
import sys

BUILDER_START = re.compile(
    r'^[ \t]*(?:(?:fileprivate|private|internal|public|package)[ \t]+)?struct[ \t]+_\w*Builder\b')
MEMBER_NAME = re.compile(
    r'^\s*(?:@\w+(?:\([^)]*\))?\s+)*'
    r'(?:(?:public|package|internal|fileprivate|private|static|nonisolated|mutating)\s+)*'
    r'(?:func|var)\s+`?([A-Za-z_][A-Za-z0-9_]*)`?')


def brace_balance(line):
    """`{` minus `}` on the line, outside string literals."""
    balance, index, in_string = 0, 0, False
    while index < len(line):
        char = line[index]
        if in_string:
            if char == '\\':
                index += 1
            elif char == '"':
                in_string = False
        elif char == '"':
            in_string = True
        elif char == '{':
            balance += 1
        elif char == '}':
            balance -= 1
        index += 1
    return balance


def builder_members(lines):
    """(first line, line after, base name or None) of every member of every builder struct."""
    members, index = [], 0
    while index < len(lines):
        line = lines[index]
        index += 1
        if not BUILDER_START.match(line):
            continue
        member_indent = len(line) - len(line.lstrip()) + 4
        depth = brace_balance(line)
        while index < len(lines) and depth > 0:
            line = lines[index]
            stripped = line.strip()
            if (depth == 1 and len(line) - len(line.lstrip()) == member_indent and stripped
                    and not stripped.startswith(('#', '}', 'let _context'))):
                end = member_end(lines, index)
                match = MEMBER_NAME.match(line)
                members.append((index, end, match.group(1) if match else None))
                index = end
                continue
            depth += brace_balance(line)
            index += 1
    return members


def member_end(lines, index):
    """The line after the builder member starting at `index`, where its braces close."""
    balance, opened = brace_balance(lines[index]), '{' in lines[index]
    index += 1
    while index < len(lines) and (not opened or balance > 0):
        balance += brace_balance(lines[index])
        opened = opened or '{' in lines[index]
        index += 1
    return index


def named_members_only(lines, percent):
    """`lines` without the builder members whose base name the simulated test target does not
    mention: `percent` of the distinct names (rounded up), the first in the order of their hash."""
    members = builder_members(lines)
    names = sorted({name for _, _, name in members if name},
                   key=lambda name: hashlib.md5(name.encode()).hexdigest())
    named = set(names[:-(-len(names) * percent // 100)])
    dropped = [(start, end) for start, end, name in members if name and name not in named]
    output, position = [], 0
    for start, end in dropped:
        output.extend(lines[position:start])
        position = end
    output.extend(lines[position:])
    return output, {'kept': len(members) - len(dropped), 'dropped': len(dropped)}


def main():
    if len(sys.argv) != 4:
        sys.exit('usage: named-members.py IN.swift OUT.swift PERCENT')
    with open(sys.argv[1], encoding='utf-8') as source:
        lines = source.read().split('\n')
    output, counts = named_members_only(lines, int(sys.argv[3]))
    with open(sys.argv[2], 'w', encoding='utf-8') as result:
        result.write('\n'.join(output))
    print('%s: kept %d builder members, dropped %d' % (sys.argv[2], counts['kept'], counts['dropped']),
          file=sys.stderr)


if __name__ == '__main__':
    main()
