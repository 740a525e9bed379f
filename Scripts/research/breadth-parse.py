#!/usr/bin/env python3
"""Reads every `.swift` file of a breadth corpus of public repositories with mockgen.

    Scripts/research/breadth-parse.py [--list Scripts/research/breadth/repositories.tsv]
        [--mirror /work/.mirror] [--work .breadth] [--mockgen .build/release/mockgen] [--jobs 2]

The list names each repository (owner/name), the commit to read and its kind (app or
library). Each repository is a bare git snapshot in `<mirror>/<owner>+<name>/repo`; its
`.swift` files at the recorded commit are copied into `<work>/src/<owner>+<name>/` (only the
files' bytes, by `git cat-file`: nothing is built or run). Files the snapshot lacks (those of
4 MiB and more) are counted and left out.

mockgen reads each repository's folder in one run (`mockgen --all --no-toolchain
--parse-every-file --verbose`): `--parse-every-file` (hidden) turns the prescan off, which would
otherwise rule out every file without the word `protocol` and never read its syntax. A run has a
timeout; a run that hangs or is killed by a signal (a crash) is repeated file by file, each on
standard input with a timeout of its own, to find the file. A file is *rejected* when mockgen
reports, while reading (before its line `read N files`), an error about it or a warning that it
could not read a declaration (`could not read`). Every rejected file is then given to the
compiler's parser alone, `swiftc -frontend -parse`: when the compiler accepts the file, the
rejection is false. The compiler is asked twice at most, in the Swift 5 language mode (its
default) and, when that fails, in Swift 6 mode, which reads bare `/.../` regex literals: a
package picks its mode, and a file is accepted when it parses in one of them. No experimental
or upcoming feature is enabled. Errors of the generator (protocols `--all` cannot mock) are
counted apart: they are not about reading.

Writes `<work>/summary.txt` (the figures and every false rejection, crash and hang with
mockgen's diagnostic) and `<work>/results.tsv` (one line per rejected, crashed or hung file),
and prints a closing line with the totals.
"""
import argparse
import concurrent.futures
import os
import re
import shutil
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
STDIN_DIAGNOSTIC = re.compile(r'^<stdin>:(\d+):(\d+): (error|warning): (.*)$')
DIAGNOSTIC = re.compile(r'^(.*\.swift):(\d+):(\d+): (error|warning): (.*)$')
READ_COUNT = re.compile(r'read (\d+) files and parsed (\d+)')
UNREADABLE_WARNING = 'could not read'


def read_list(path):
    repositories = []
    with open(path, encoding='utf-8') as handle:
        for line in handle:
            line = line.rstrip('\n')
            if not line or line.startswith('#'):
                continue
            name, commit, kind = line.split('\t')
            repositories.append((name, commit, kind))
    return repositories


def extract(name, commit, mirror, work):
    """Copies the repository's `.swift` files at `commit` into the work folder; returns
    (folder, list of relative paths, number of files the snapshot lacks)."""
    slug = name.replace('/', '+')
    gitdir = os.path.join(mirror, slug, 'repo')
    dest = os.path.join(work, 'src', slug)
    marker = os.path.join(dest, '.breadth-commit')
    listing = os.path.join(dest, '.breadth-files')
    if os.path.exists(marker) and open(marker).read().strip() == commit and os.path.exists(listing):
        with open(listing, encoding='utf-8', errors='surrogateescape') as handle:
            lines = handle.read().split('\n')
        return dest, [p for p in lines[1:] if p], int(lines[0])
    if not os.path.isdir(gitdir):
        raise RuntimeError(f'{name}: no snapshot at {gitdir} (fetch it first)')
    shutil.rmtree(dest, ignore_errors=True)
    os.makedirs(dest)
    tree = subprocess.run(['git', '-C', gitdir, 'ls-tree', '-r', '-z', commit],
                          check=True, capture_output=True).stdout
    blobs = []
    for entry in tree.split(b'\0'):
        if not entry:
            continue
        meta, path = entry.split(b'\t', 1)
        mode, kind, blob = meta.split(b' ')
        if kind == b'blob' and mode in (b'100644', b'100755') and path.endswith(b'.swift'):
            blobs.append((blob, path))
    process = subprocess.run(['git', '-C', gitdir, 'cat-file', '--batch'],
                             input=b''.join(blob + b'\n' for blob, _ in blobs), capture_output=True, check=True)
    out = process.stdout
    position = 0
    written = []
    missing = 0
    for blob, path in blobs:
        end = out.index(b'\n', position)
        header = out[position:end].split(b' ')
        position = end + 1
        if len(header) < 3 or header[1] != b'blob':
            missing += 1
            continue
        size = int(header[2])
        data = out[position:position + size]
        position += size + 1
        relative = os.fsdecode(path)
        target = os.path.join(dest, relative)
        os.makedirs(os.path.dirname(target), exist_ok=True)
        with open(target, 'wb') as handle:
            handle.write(data)
        written.append(relative)
    with open(listing, 'w', encoding='utf-8', errors='surrogateescape') as handle:
        handle.write(f'{missing}\n' + '\n'.join(written) + '\n')
    with open(marker, 'w') as handle:
        handle.write(commit + '\n')
    return dest, written, missing


def rejection(severity, message):
    """True for a diagnostic that says mockgen could not read something."""
    return severity == 'error' or UNREADABLE_WARNING in message


def run_file(mockgen, path, timeout):
    """One file through mockgen on standard input: (outcome, detail), outcome one of ok,
    rejected, crash, hang."""
    try:
        with open(path, 'rb') as source:
            process = subprocess.run([mockgen, '--all', '--no-toolchain'], stdin=source,
                                     stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, timeout=timeout)
    except subprocess.TimeoutExpired:
        return 'hang', f'no answer within {timeout} s'
    stderr = process.stderr.decode('utf-8', errors='replace')
    if process.returncode < 0:
        return 'crash', f'signal {-process.returncode}: ' + ' | '.join(stderr.splitlines()[-3:])
    found = [f'{m.group(1)}:{m.group(2)}: {m.group(3)}: {m.group(4)}'
             for m in map(STDIN_DIAGNOSTIC.match, stderr.splitlines()) if m and rejection(m.group(3), m.group(4))]
    return ('rejected', ' | '.join(found[:3])) if found else ('ok', '')


def run_repository(mockgen, name, folder, paths, work, timeout, file_timeout):
    """Every file of one repository in one run (`--parse-every-file`, so that the prescan rules
    none out); after a crash or a hang, each file alone on standard input, to find which.
    Returns ({relative path: (outcome, detail)} for the files that are not ok, files read,
    generator errors)."""
    output = os.path.join(work, 'out', name.replace('/', '+') + '.swift')
    os.makedirs(os.path.dirname(output), exist_ok=True)
    command = [mockgen, '--all', '--no-toolchain', '--parse-every-file', '--verbose', '-o', output, folder]
    try:
        process = subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, timeout=timeout)
        crashed = process.returncode < 0
    except subprocess.TimeoutExpired:
        process, crashed = None, True
    if crashed:
        results = {}
        for relative in paths:
            outcome, detail = run_file(mockgen, os.path.join(folder, relative), file_timeout)
            if outcome != 'ok':
                results[relative] = (outcome, detail)
        if not any(o in ('crash', 'hang') for o, _ in results.values()):
            kind = 'hang' if process is None else 'crash'
            results['(whole repository)'] = (kind, f'{kind} of the run over all files; no file alone')
        return results, len(paths), 0
    stderr = process.stderr.decode('utf-8', errors='replace')
    results = {}
    read = None
    generator_errors = 0
    prefix = folder.rstrip('/') + '/'
    for line in stderr.splitlines():
        counted = READ_COUNT.search(line)
        if counted:
            read = int(counted.group(1))
            continue
        match = DIAGNOSTIC.match(line)
        if not match or not rejection(match.group(4), match.group(5)):
            continue
        if read is not None:
            generator_errors += 1  # after reading: the generator's
            continue
        relative = match.group(1)[len(prefix):] if match.group(1).startswith(prefix) else match.group(1)
        detail = f'{match.group(2)}:{match.group(3)}: {match.group(4)}: {match.group(5)}'
        if relative in results:
            if results[relative][1].count(' | ') < 2:
                results[relative] = ('rejected', results[relative][1] + ' | ' + detail)
        else:
            results[relative] = ('rejected', detail)
    return results, read if read is not None else len(paths), generator_errors


def compiler_accepts(swiftc, path):
    """True when `swiftc -frontend -parse` reads the file without an error, in Swift 5 or 6 mode."""
    for mode in ([], ['-swift-version', '6']):
        process = subprocess.run([swiftc, '-frontend', '-parse', *mode, path],
                                 stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=120)
        if process.returncode == 0:
            return True
    return False


def main():
    parser = argparse.ArgumentParser(description=__doc__.split('\n\n')[0])
    parser.add_argument('--list', default=os.path.join(ROOT, 'Scripts', 'research', 'breadth', 'repositories.tsv'))
    parser.add_argument('--mirror', default='/work/.mirror', help='folder holding <owner>+<name>/repo snapshots')
    parser.add_argument('--work', default=os.path.join(ROOT, '.breadth'))
    parser.add_argument('--mockgen', default=os.path.join(ROOT, '.build', 'release', 'mockgen'))
    parser.add_argument('--swiftc', default=shutil.which('swiftc') or 'swiftc')
    parser.add_argument('--jobs', type=int, default=2)
    parser.add_argument('--timeout', type=float, default=900, help='seconds the run over one repository may take')
    parser.add_argument('--file-timeout', type=float, default=60, help='seconds the run over one file may take')
    parser.add_argument('--only', action='append', default=[], help='read only this repository (repeatable)')
    args = parser.parse_args()

    repositories = [r for r in read_list(args.list) if not args.only or r[0] in args.only]
    files = []  # (repository, relative path, absolute path)
    missing = 0
    for name, commit, _ in repositories:
        folder, paths, lacking = extract(name, commit, args.mirror, args.work)
        missing += lacking
        files.extend((name, p, os.path.join(folder, p)) for p in paths)
    total_bytes = sum(os.path.getsize(f[2]) for f in files)
    if not os.access(args.mockgen, os.X_OK):
        sys.exit(f'no mockgen at {args.mockgen}: run `swift build -c release --product mockgen` first')
    print(f'breadth: reading {len(files)} files of {len(repositories)} repositories with {args.mockgen}', flush=True)

    results = {}  # (repository, relative path, absolute path) -> (outcome, detail)
    read_total = 0
    generator_errors = 0
    by_repository = {}
    for f in files:
        by_repository.setdefault(f[0], []).append(f[1])
    folders = {name: os.path.join(args.work, 'src', name.replace('/', '+')) for name, _, _ in repositories}
    with concurrent.futures.ThreadPoolExecutor(max_workers=args.jobs) as pool:
        futures = {pool.submit(run_repository, args.mockgen, name, folders[name], by_repository.get(name, []), args.work,
                               args.timeout, args.file_timeout): name for name, _, _ in repositories}
        for done, future in enumerate(concurrent.futures.as_completed(futures), 1):
            name = futures[future]
            found, read, errors = future.result()
            read_total += read
            generator_errors += errors
            for relative, verdict in found.items():
                results[(name, relative, os.path.join(folders[name], relative))] = verdict
            if done % 20 == 0:
                print(f'  {done} repositories read', flush=True)

    rejected = [f for f, (outcome, _) in results.items() if outcome == 'rejected']
    with concurrent.futures.ThreadPoolExecutor(max_workers=args.jobs) as pool:
        verdicts = dict(zip(rejected, pool.map(lambda f: compiler_accepts(args.swiftc, f[2]), rejected)))

    rows = []
    for f, (outcome, detail) in sorted(results.items()):
        if outcome == 'ok':
            continue
        if outcome == 'rejected':
            outcome = 'false-rejection' if verdicts[f] else 'true-rejection'
        rows.append((outcome, f[0], f[1], detail))
    counts = {kind: sum(1 for r in rows if r[0] == kind)
              for kind in ('false-rejection', 'true-rejection', 'crash', 'hang')}
    os.makedirs(args.work, exist_ok=True)
    with open(os.path.join(args.work, 'results.tsv'), 'w', encoding='utf-8') as handle:
        handle.write('outcome\trepository\tfile\tdiagnostic\n')
        for row in rows:
            handle.write('\t'.join(row) + '\n')
    kinds = {}
    for _, _, kind in repositories:
        kinds[kind] = kinds.get(kind, 0) + 1
    summary = [
        f'repositories: {len(repositories)} ({", ".join(f"{n} {k}" for k, n in sorted(kinds.items()))})',
        f'files: {len(files)} .swift files, {total_bytes} bytes ({missing} lacking from the snapshots); mockgen read {read_total}',
        f'rejected by mockgen: {len(rejected)}',
        f'  false rejections (the compiler\'s parser accepts): {counts["false-rejection"]}',
        f'  true rejections (the compiler\'s parser rejects too): {counts["true-rejection"]}',
        f'crashes: {counts["crash"]}',
        f'hangs: {counts["hang"]}',
        f'errors of the generator (--all; not about reading): {generator_errors}',
        '',
    ]
    for kind in ('false-rejection', 'crash', 'hang', 'true-rejection'):
        for outcome, name, path, detail in rows:
            if outcome == kind:
                summary.append(f'{kind}\t{name}/{path}\t{detail}')
    with open(os.path.join(args.work, 'summary.txt'), 'w', encoding='utf-8') as handle:
        handle.write('\n'.join(summary) + '\n')
    for line in summary[:8]:
        print(line)
    for outcome, name, path, detail in rows:
        if outcome in ('false-rejection', 'crash', 'hang'):
            print(f'  {outcome}: {name}/{path}: {detail}')
    print(f'breadth: {len(repositories)} repositories, {len(files)} files, {total_bytes} bytes: '
          f'{counts["false-rejection"]} false rejections, {counts["true-rejection"]} true rejections, '
          f'{counts["crash"]} crashes, {counts["hang"]} hangs (details in {os.path.join(args.work, "summary.txt")})')
    return 1 if counts['false-rejection'] or counts['crash'] or counts['hang'] else 0


if __name__ == '__main__':
    sys.exit(main())
