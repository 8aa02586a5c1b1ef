#!/usr/bin/env python3
"""How often do real commits change a Swift file's declarations, as opposed to only its bodies?

Input for the re-run plan in docs/performance.md: a re-run can keep the project's global layers
when an edit leaves every changed file's "interface" as it was, so what counts as the interface
decides how often that holds. For each of the last N commits of each git repository given (merges
skipped, at most 20 Swift files changed), every modified Swift file is read before and after with
`riblint debug ast` (declarations, no bodies), positions are dropped, and the two are compared.

    Benchmarks/InterfaceChurn/measure.py [--riblint PATH] [--mode full|nonprivate|types|ribparts] [-n N] REPO...

Modes: `full` compares every declaration line (members with their types and modifiers);
`nonprivate` leaves out lines of private members; `types` keeps only the lines that declare a
type or an extension (name, kind, inheritance); `ribparts` keeps those and the members of the
types whose names say they are RIB parts or RIB protocols (`...Dependency`, `...Component`,
`...Builder`, `...Listener`, `...Routing`, `...Router`, `...Interactor`, ...). A commit counts as "all same" only when every
changed Swift file was modified (none added or deleted) and kept its interface; "only additions"
marks the other commits whose files were added or only gained interface lines (no line changed or
removed, no file deleted).
"""
import argparse, collections, os, re, subprocess, tempfile

POSITION = re.compile(r'\b\d+:\d+(-\d+:\d+)?\b')
TYPE_LINE = re.compile(r'\b(class|struct|enum|protocol|extension|actor) ')
HOST_FILE = re.compile(r'(Builder|Component|Router)\b')
RIB_PART_SUFFIXES = ('Dependency', 'Component', 'Builder', 'Buildable', 'Listener', 'Routing', 'Interactable',
                     'Router', 'Interactor', 'Presentable', 'ViewControllable')


def interface(riblint, data, scratch, mode):
    with open(scratch, 'wb') as handle:
        handle.write(data)
    run = subprocess.run([riblint, 'debug', 'ast', scratch], capture_output=True)
    if run.returncode != 0:
        return None
    lines = [POSITION.sub('', line).rstrip() for line in run.stdout.decode('utf-8', 'replace').splitlines()]
    if mode == 'nonprivate':
        lines = [line for line in lines if 'private' not in line]
    elif mode == 'types':
        lines = [line for line in lines if TYPE_LINE.search(line)]
    elif mode == 'ribparts':
        # The types, and the members of those whose names say they are RIB parts or protocols.
        kept, in_part = [], False
        for line in lines:
            if TYPE_LINE.search(line):
                kept.append(line)
                name = TYPE_LINE.split(line, maxsplit=1)[-1].split(':')[0].split('<')[0].split()
                in_part = bool(name) and name[-1].endswith(RIB_PART_SUFFIXES)
            elif in_part:
                kept.append(line)
        lines = kept
    return '\n'.join(lines)


def git(repo, *arguments, text=True):
    return subprocess.run(['git', '-C', repo, *arguments], capture_output=True, text=text)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument('--riblint', default=os.path.join(os.path.dirname(__file__), '../../.build/release/riblint'))
    parser.add_argument('--mode', choices=['full', 'nonprivate', 'types', 'ribparts'], default='full')
    parser.add_argument('-n', type=int, default=400)
    parser.add_argument('repos', nargs='+')
    options = parser.parse_args()
    total = collections.Counter()
    with tempfile.TemporaryDirectory() as scratch_dir:
        before, after = os.path.join(scratch_dir, 'a.swift'), os.path.join(scratch_dir, 'b.swift')
        for repo in options.repos:
            counts = collections.Counter()
            commits = git(repo, 'log', '--no-merges', '--format=%H', '-n', str(options.n), '--', '*.swift').stdout.split()
            for commit in commits:
                diff = git(repo, 'diff', '--name-status', '--no-renames', commit + '^', commit, '--', '*.swift')
                changes = [line.split('\t') for line in diff.stdout.splitlines() if line]
                if diff.returncode != 0 or not changes or len(changes) > 20:
                    continue
                all_same, host_body, only_added = True, False, True
                for status, path in ((change[0], change[-1]) for change in changes):
                    if status != 'M':
                        counts['files added' if status == 'A' else 'files deleted'] += 1
                        all_same = False
                        only_added &= status == 'A'
                        continue
                    old = interface(options.riblint, git(repo, 'show', f'{commit}^:{path}', text=False).stdout, before, options.mode)
                    new = interface(options.riblint, git(repo, 'show', f'{commit}:{path}', text=False).stdout, after, options.mode)
                    if old is None or new is None:
                        counts['files not read'] += 1
                    elif old == new:
                        is_host = bool(HOST_FILE.search(os.path.basename(path)))
                        counts['files modified, interface kept' + (' (builder, component or router)' if is_host else '')] += 1
                        host_body |= is_host
                    else:
                        # Only lines added (a new type or member), none changed or removed.
                        added = not (collections.Counter(old.splitlines()) - collections.Counter(new.splitlines()))
                        counts['files modified, interface changed' + (' (lines only added)' if added else '')] += 1
                        all_same = False
                        only_added &= added
                if all_same:
                    counts['commits, all same' + (' (a host body changed)' if host_body else '')] += 1
                else:
                    counts['commits, some changed' + (' (only additions)' if only_added else '')] += 1
            print(repo, dict(sorted(counts.items())), flush=True)
            total.update(counts)
    print('total', dict(sorted(total.items())))


if __name__ == '__main__':
    main()
