#!/usr/bin/env python3
"""Differential checks of riblint's incremental paths on real apps: each must report what a
complete `--no-cache` run reports.

The unit tests do the same on the fixtures (`CacheEditSequenceTests`, the `--staged` tests); real
apps bring layouts, encodings and edits that the fixtures do not. Each app is copied to a scratch
folder first: the apps given are never written to.

    Benchmarks/Differential/check.py cache  [--riblint PATH] [--seed N] [--edits N] APP...
    Benchmarks/Differential/check.py staged [--riblint PATH] [--seed N] APP...

`cache`: a cached run, then seeded edits, one at a time (a type appended, a statement put in a
method, a line dropped or repeated, a type renamed everywhere in its file, a file deleted or added,
an `attachChild` or a subscription put in a method, a `detachChild` line dropped, `weak` taken off a
property or put on `listener`). After each edit, a cached run's JSON report must equal a
`--no-cache` run's, byte for byte once the durations are dropped. About half the runs come more
than a second after their edit, outside the cache's racy window, and half within it.

`staged`: the copy is made a git repository. Seeded edits are staged in one to five files (most
often files that have findings), sometimes with a new file and a deleted one. Unstaged edits go on
top: lines dropped in a staged file and in others, a file beside a staged one deleted or its types
renamed, an untracked file. `lint --staged` (without the cache, and twice with a cache that a plain
run filled first) must report exactly the findings that a complete run reports in the staged files
of a tree holding their staged content and every other file as in the working tree (SPEC: "reading
their staged content, with the whole tree as context"). The script also says in how many apps the
working tree changed those findings, against a tree of the index alone: how often the check could
tell the two readings apart.

A riblint that exits with anything but 0 or 1, or writes no report, fails the check (FAILED).
Symbolic links are copied as links and never edited.

Prints one line per app (`ok` or `MISMATCH` with the edit) and exits 1 on any mismatch.
"""
import argparse, json, os, random, re, shutil, subprocess, sys, tempfile, time

PARTS = re.compile(r'(Router|Interactor|Builder|Component|ViewController)\.swift$')
METHOD = re.compile(r'\bfunc \w+.*\{\s*$')
KEYWORDS = {'func', 'var', 'let', 'class', 'static', 'final', 'private', 'public', 'open', 'internal', 'fileprivate'}


class RunFailed(Exception):
    """riblint did not finish with a report (exit status other than 0 or 1, or no findings list):
    never counted as agreement, even when both sides fail alike."""


def lint(riblint, root, cache=None, staged=False):
    args = [riblint, 'lint', '--reporter', 'json', '.']
    args += ['--cache-path', cache] if cache else ['--no-cache']
    if staged:
        args.append('--staged')
    run = subprocess.run(args, cwd=root, capture_output=True, timeout=600)
    try:
        report = json.loads(run.stdout)
    except ValueError:
        report = None
    if run.returncode not in (0, 1) or not isinstance(report, dict) or not isinstance(report.get('findings'), list):
        raise RunFailed(f'{" ".join(args[1:])} in {root}: exit {run.returncode}: '
                        + run.stderr.decode('utf-8', 'replace')[-400:])
    report.pop('durationMs', None)
    report.get('summary', {}).pop('durationMs', None)
    return report


def swift_files(root):
    found = []
    for folder, folders, files in os.walk(root):
        folders[:] = sorted(name for name in folders if not name.startswith('.'))
        found += [os.path.join(folder, name) for name in sorted(files)
                  if name.endswith('.swift') and not os.path.islink(os.path.join(folder, name))]
    return found


def read(path):
    with open(path, encoding='utf-8', errors='surrogateescape', newline='') as handle:
        return handle.read()


def write(path, text):
    with open(path, 'w', encoding='utf-8', errors='surrogateescape', newline='') as handle:
        handle.write(text)


def copy_app(app, scratch):
    root = os.path.join(scratch, os.path.basename(os.path.normpath(app)))
    shutil.rmtree(root, ignore_errors=True)
    shutil.copytree(app, root, symlinks=True, ignore=shutil.ignore_patterns('.git', '.build'))
    return root


def edit(rng, root, number):
    """One seeded edit; returns what it did, or None when the chosen file offers nothing to edit."""
    files = swift_files(root)
    if not files:
        return None
    parts = [path for path in files if PARTS.search(path)]
    path = rng.choice(parts if parts and rng.random() < 0.8 else files)
    where = os.path.relpath(path, root)
    kind = rng.choice(['append type', 'statement', 'drop line', 'repeat line', 'rename type', 'delete file',
                       'add file', 'attach', 'drop detach', 'toggle weak', 'subscribe'])
    text = read(path)
    lines = text.split('\n')
    if kind == 'append type':
        text += f'\nfinal class Edited{number} {{ let value{number} = {number} }}\n'
    elif kind in ('statement', 'attach', 'subscribe'):
        methods = [index for index, line in enumerate(lines) if METHOD.search(line)]
        if not methods:
            return None
        lines.insert(rng.choice(methods) + 1, {
            'statement': f'        _ = {number}',
            'attach': '        attachChild(addedChild)',
            'subscribe': '        added.subscribe(onNext: { _ in self.react() }).disposed(by: bag)',
        }[kind])
        text = '\n'.join(lines)
    elif kind == 'drop line':
        if len(lines) < 3:
            return None
        del lines[rng.randrange(len(lines))]
        text = '\n'.join(lines)
    elif kind == 'repeat line':
        index = rng.randrange(len(lines))
        lines.insert(index, lines[index])
        text = '\n'.join(lines)
    elif kind == 'toggle weak':
        if 'weak var' in text:
            text = text.replace('weak var', 'var', 1)
        elif re.search(r'\bvar listener\b', text):
            text = re.sub(r'\bvar listener\b', 'weak var listener', text, count=1)
        else:
            return None
    elif kind == 'drop detach':
        detaches = [index for index, line in enumerate(lines) if 'detachChild' in line]
        if not detaches:
            return None
        del lines[rng.choice(detaches)]
        text = '\n'.join(lines)
    elif kind == 'rename type':
        names = [name for name in re.findall(r'\b(?:class|protocol|struct)\s+(\w+)', text)
                 if name not in KEYWORDS]
        if not names:
            return None
        name = rng.choice(names)
        text = re.sub(r'\b' + re.escape(name) + r'\b', name + 'Renamed', text)
    elif kind == 'delete file':
        os.remove(path)
        return f'{kind} {where}'
    elif kind == 'add file':
        model = rng.choice(files)
        added = os.path.join(os.path.dirname(path), f'Added{number}.swift')
        write(added, read(model).replace('class ', f'class Added{number}', 3))
        return f'{kind} {os.path.relpath(added, root)} (from {os.path.relpath(model, root)})'
    write(path, text)
    return f'{kind} {where}'


def check_cache(args, rng, scratch):
    mismatches = 0
    for app in args.apps:
        root = copy_app(app, scratch)
        cache = root + '.cache'
        try:
            lint(args.riblint, root, cache)
            done = []
            for number in range(args.edits):
                what = edit(rng, root, number)
                if what is None:
                    continue
                done.append(what)
                # Sometimes the run comes within the cache's one-second racy window of the edit,
                # sometimes after it.
                if rng.random() < 0.5:
                    time.sleep(1.1)
                if lint(args.riblint, root, cache) != lint(args.riblint, root):
                    mismatches += 1
                    print(f'MISMATCH {app}: after {"; ".join(done)}', flush=True)
                    break
            else:
                print(f'ok {app} ({len(done)} edits)' if done else f'skipped {app} (nothing to edit)', flush=True)
        except RunFailed as failure:
            mismatches += 1
            print(f'FAILED {app}: {failure}', flush=True)
    return mismatches


def git(root, *words, data=None):
    return subprocess.run(['git', '-c', 'core.quotePath=false', *words], cwd=root, capture_output=True,
                          check=True, input=data).stdout


def tracked_swift(root):
    return sorted(path for path in git(root, 'ls-files', '-z', '--', '*.swift').decode('utf-8', 'surrogateescape').split('\0')
                  if path and not os.path.islink(os.path.join(root, path)))


def finding_keys(report, files=None):
    return sorted(json.dumps(finding, sort_keys=True) for finding in report['findings']
                  if files is None or finding['file'] in files)


def stage_edits(riblint, rng, root, swift):
    """Seeded edits staged: a statement in a method or a type at the end of one to five files (most
    often files with findings), sometimes a new file and a deleted one. Returns the staged paths
    that still exist (the ones `--staged` reports on)."""
    with_findings = sorted({finding['file'] for finding in lint(riblint, root)['findings']} & set(swift))
    pool = with_findings if with_findings and rng.random() < 0.8 else swift
    staged = rng.sample(pool, min(len(pool), rng.choice([1, 2, 5])))
    for path in staged:
        lines = read(os.path.join(root, path)).split('\n')
        methods = [index for index, line in enumerate(lines) if METHOD.search(line)]
        if methods and rng.random() < 0.7:
            lines.insert(rng.choice(methods) + 1, '        _ = 0')
        else:
            lines.append('final class StagedAddition {}')
        write(os.path.join(root, path), '\n'.join(lines))
    if rng.random() < 0.3:
        model = rng.choice(swift)
        added = os.path.join(os.path.dirname(model), 'StagedCopy.swift')
        write(os.path.join(root, added), read(os.path.join(root, model)).replace('class ', 'class StagedCopy', 3))
        staged.append(added)
    if rng.random() < 0.3:
        others = [path for path in swift if path not in staged]
        if others:
            os.remove(os.path.join(root, rng.choice(others)))
    git(root, 'add', '-A')
    return staged


def unstaged_edits(rng, root, swift, staged):
    """Edits left unstaged, which `--staged` reads as context for the files other than the staged
    ones: lines dropped here and there, and, to give the context a chance to matter, a file beside
    a staged one (often another part of the same RIB) deleted or emptied of its types, and a new
    untracked file."""
    present = [path for path in swift if os.path.exists(os.path.join(root, path))]
    for path in rng.sample(present, min(len(present), 3)) + staged[:1]:
        lines = read(os.path.join(root, path)).split('\n')
        if len(lines) > 4:
            del lines[rng.randrange(len(lines))]
        write(os.path.join(root, path), '\n'.join(lines))
    beside = [path for path in present if path not in staged
              and any(os.path.dirname(path) == os.path.dirname(chosen) for chosen in staged)]
    if beside:
        # One file, or every file of the folder (a RIB losing its builder, router or listener).
        for path in rng.sample(beside, 1 if rng.random() < 0.5 else len(beside)):
            if rng.random() < 0.5:
                os.remove(os.path.join(root, path))
            else:
                write(os.path.join(root, path), re.sub(r'\b(class|protocol|struct)\s+(\w+)', r'\1 Unstaged\2',
                                                       read(os.path.join(root, path))))
    present = [path for path in present if os.path.exists(os.path.join(root, path))]
    if present and rng.random() < 0.5:
        model = rng.choice(present)
        write(os.path.join(root, os.path.dirname(model), 'Untracked.swift'),
              read(os.path.join(root, model)).replace('class ', 'class Untracked', 3))


def tree_with(root, target, staged_content):
    """A copy of the working tree (no .git) where the staged files hold what the index holds;
    with `staged_content` False, every tracked file holds what the index holds and untracked
    files are left out: the tree a `--staged` that ignored the working tree would see."""
    shutil.rmtree(target, ignore_errors=True)
    if staged_content:
        shutil.copytree(root, target, symlinks=True, ignore=shutil.ignore_patterns('.git'))
    else:
        os.makedirs(target)
        git(root, 'checkout-index', '-a', '--prefix=' + target.rstrip('/') + '/')
    return target


def check_staged(args, rng, scratch):
    mismatches = 0
    context_mattered = 0
    for app in args.apps:
        root = copy_app(app, scratch)
        try:
            git(root, 'init', '-q')
            git(root, 'add', '-A')
            git(root, '-c', 'user.email=check@example.invalid', '-c', 'user.name=check', 'commit', '-qm', 'base',
                '--no-verify')
            swift = tracked_swift(root)
            if not swift:
                print(f'skipped {app} (no Swift files tracked)', flush=True)
                continue
            staged = stage_edits(args.riblint, rng, root, swift)
            unstaged_edits(rng, root, swift, staged)
            expected_tree = tree_with(root, root + '.expected', True)
            for path in staged:
                with open(os.path.join(expected_tree, path), 'wb') as handle:
                    handle.write(git(root, 'show', ':' + path))
            expected = finding_keys(lint(args.riblint, expected_tree), set(staged))
            # How often the working tree's context changes the answer: the power of this check.
            index_only = finding_keys(lint(args.riblint, tree_with(root, root + '.index', False)), set(staged))
            if index_only != expected:
                context_mattered += 1
            cache = root + '.cache'
            lint(args.riblint, root, cache)  # a plain cached run first: the hook's usual state
            runs = {'--staged': lint(args.riblint, root, staged=True),
                    '--staged, cached (first)': lint(args.riblint, root, cache, staged=True),
                    '--staged, cached (again)': lint(args.riblint, root, cache, staged=True)}
            wrong = [name for name, report in runs.items() if finding_keys(report) != expected]
            if wrong:
                mismatches += 1
                reported = finding_keys(runs[wrong[0]])
                print(f'MISMATCH {app}: {", ".join(wrong)}: staged {staged}: expected {len(expected)} findings, '
                      f'got {len(reported)}', flush=True)
                for key in sorted(set(expected) ^ set(reported))[:5]:
                    print('   ', 'missing' if key in expected else 'extra', key[:300])
            else:
                print(f'ok {app} ({len(staged)} staged, {len(expected)} findings'
                      f'{", the working tree mattered" if index_only != expected else ""})', flush=True)
        except RunFailed as failure:
            mismatches += 1
            print(f'FAILED {app}: {failure}', flush=True)
    print(f'the working tree changed the expected findings in {context_mattered} of {len(args.apps)} apps')
    return mismatches


def main():
    parser = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    parser.add_argument('mode', choices=['cache', 'staged'])
    parser.add_argument('--riblint', default=os.path.join(os.path.dirname(__file__), '../../.build/release/riblint'))
    parser.add_argument('--seed', type=int, default=1)
    parser.add_argument('--edits', type=int, default=8)
    parser.add_argument('apps', nargs='+')
    args = parser.parse_args()
    args.riblint = os.path.abspath(args.riblint)
    args.apps = [os.path.abspath(app) for app in args.apps]
    rng = random.Random(args.seed)
    with tempfile.TemporaryDirectory(prefix='riblint-differential-') as scratch:
        mismatches = (check_cache if args.mode == 'cache' else check_staged)(args, rng, scratch)
    print(f'{len(args.apps)} apps, {mismatches} mismatches')
    sys.exit(1 if mismatches else 0)


if __name__ == '__main__':
    main()
