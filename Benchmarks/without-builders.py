#!/usr/bin/env python3
"""Writes a generated mocks file without its `given`/`verify` builders, to measure what they cost.

    python3 Benchmarks/without-builders.py IN.swift OUT.swift

Used by `TYPECHECK_SPLIT=1 bash Benchmarks/typecheck-real.sh`: the mocks keep their classes,
descriptors and members (what a handler-and-counter mock such as Mockolo's also has), and lose
the typed test API: every builder struct (`_XMockBuilder<_Mode>`, a nested `_Builder<_Mode>`,
`_StaticBuilder<_Mode>`) is removed, a mock's `MockRuntime.MockBase<builders>` superclass becomes
`MockRuntime.EmptyMockBase`, and its `Given`/`Verify`/`StaticGiven`/`StaticVerify` aliases name
the runtime's empty builders. The result type-checks on its own; it is a measurement, not a mock
anyone can stub.
"""
import re
import sys

BUILDER_START = re.compile(
    r'(?m)^[ \t]*(?:(?:fileprivate|private|internal|public|package)[ \t]+)?struct[ \t]+_\w*Builder\b')
ALIAS = re.compile(r'(?m)^([ \t]*(?:(?:fileprivate|private|internal|public|package)[ \t]+)?typealias[ \t]+'
                   r'(Given|Verify|StaticGiven|StaticVerify))[ \t]*=.*$')
SUPERCLASS = re.compile(r'MockRuntime\.MockBase<[^{]*?VerifyingMode>\s*>', re.S)


def end_of_braces(text, start):
    """The index after the `}` closing the first `{` at or after `start`; string literals skipped."""
    depth = 0
    index = text.index('{', start)
    while index < len(text):
        char = text[index]
        if char == '"':
            index += 1
            while index < len(text) and text[index] != '"':
                index += 2 if text[index] == '\\' else 1
        elif char == '{':
            depth += 1
        elif char == '}':
            depth -= 1
            if depth == 0:
                return index + 1
        index += 1
    raise ValueError('unbalanced braces after offset %d' % start)


def without_builders(text):
    pieces = []
    position = 0
    for match in BUILDER_START.finditer(text):
        if match.start() < position:
            continue  # nested inside a builder already removed
        pieces.append(text[position:match.start()])
        end = end_of_braces(text, match.end())
        position = end + 1 if text[end:end + 1] == '\n' else end
    pieces.append(text[position:])
    text = ''.join(pieces)
    text = SUPERCLASS.sub('MockRuntime.EmptyMockBase', text)

    def empty_alias(match):
        kind = 'EmptyGiven' if match.group(2).endswith('Given') else 'EmptyVerify'
        return '%s = MockRuntime.%s' % (match.group(1), kind)
    return ALIAS.sub(empty_alias, text)


def main():
    if len(sys.argv) != 3:
        sys.exit('usage: without-builders.py IN.swift OUT.swift')
    with open(sys.argv[1], encoding='utf-8') as source:
        text = source.read()
    with open(sys.argv[2], 'w', encoding='utf-8') as output:
        output.write(without_builders(text))


if __name__ == '__main__':
    main()
