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
property or put on `listener`). After each edit, the cached run's JSON report must equal a
`--no-cache` run's, byte for byte once the durations are dropped. About half the edits are made
more than a second after the run before, so that some fall inside the cache's racy window and some
outside it.

`staged`: the copy is made a git repository; seeded edits (a statement in a method, or a type at
the end) are staged in one to five files, most often files that have findings; then unstaged edits
(a line dropped) go on top, in other files and in a staged one. `lint --staged` must report exactly
the findings that a complete run reports in the staged files of a tree that holds their staged
content and every other file as in the working tree (SPEC: "reading their staged content, with
the whole tree as context").

Prints one line per app (`ok` or `MISMATCH` with the edit) and exits 1 on any mismatch.
"""
import argparse, json, os, random, re, shutil, subprocess, sys, tempfile, time

PARTS = re.compile(r'(Router|Interactor|Builder|Component|ViewController)\.swift$')
METHOD = re.compile(r'\bfunc \w+.*\{\s*$')


def lint(riblint, root, cache=None, staged=False):
    args = [riblint, 'lint', '--reporter', 'json', '.']
    args += ['--cache-path', cache] if cache else ['--no-cache']
    if staged:
        args.append('--staged')
    run = subprocess.run(args, cwd=root, capture_output=True, timeout=600)
    try:
        report = json.loads(run.stdout)
    except ValueError:
        return {'unreadable report': run.returncode, 'stderr': run.stderr.decode('utf-8', 'replace')[-400:]}
    report.pop('durationMs', None)
    report.get('summary', {}).pop('durationMs', None)
    return report


def swift_files(root):
    found = []
    for folder, folders, files in os.walk(root):
        folders[:] = sorted(name for name in folders if not name.startswith('.'))
        found += [os.path.join(folder, name) for name in sorted(files) if name.endswith('.swift')]
    return found


def read(path):
    with open(path, encoding='utf-8', errors='surrogateescape') as handle:
        return handle.read()


def write(path, text):
    with open(path, 'w', encoding='utf-8', errors='surrogateescape') as handle:
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
        names = re.findall(r'\b(?:class|protocol|struct)\s+(\w+)', text)
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
        lint(args.riblint, root, cache)
        done = []
        for number in range(args.edits):
            what = edit(rng, root, number)
            if what is None:
                continue
            done.append(what)
            if rng.random() < 0.5:
                time.sleep(1.1)
            cached, cold = lint(args.riblint, root, cache), lint(args.riblint, root)
            if cached != cold:
                mismatches += 1
                print(f'MISMATCH {app}: after {"; ".join(done)}', flush=True)
                break
        else:
            print(f'ok {app} ({len(done)} edits)', flush=True)
    return mismatches


def git(root, *words):
    return subprocess.run(['git', *words], cwd=root, capture_output=True, check=True).stdout


def finding_keys(report):
    return sorted(json.dumps(finding, sort_keys=True) for finding in report.get('findings', []))


def check_staged(args, rng, scratch):
    mismatches = 0
    for app in args.apps:
        root = copy_app(app, scratch)
        git(root, 'init', '-q')
        git(root, 'add', '-A')
        git(root, '-c', 'user.email=check@example.invalid', '-c', 'user.name=check', 'commit', '-qm', 'base',
            '--no-verify')
        swift = [path for path in git(root, 'ls-files', '*.swift').decode().split('\n') if path]
        if not swift:
            continue
        with_findings = sorted({finding['file'] for finding in lint(args.riblint, root).get('findings', [])} & set(swift))
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
        git(root, 'add', '-A')
        for path in rng.sample(swift, min(len(swift), 3)) + staged[:1]:
            lines = read(os.path.join(root, path)).split('\n')
            if len(lines) > 4:
                del lines[rng.randrange(len(lines))]
            write(os.path.join(root, path), '\n'.join(lines))
        expected_tree = root + '.expected'
        shutil.rmtree(expected_tree, ignore_errors=True)
        shutil.copytree(root, expected_tree, symlinks=True, ignore=shutil.ignore_patterns('.git'))
        for path in staged:
            with open(os.path.join(expected_tree, path), 'wb') as handle:
                handle.write(git(root, 'show', ':' + path))
        expected = [key for key in finding_keys(lint(args.riblint, expected_tree)) if json.loads(key)['file'] in staged]
        reported = finding_keys(lint(args.riblint, root, staged=True))
        if expected != reported:
            mismatches += 1
            print(f'MISMATCH {app}: staged {staged}: expected {len(expected)} findings, got {len(reported)}', flush=True)
            for key in sorted(set(expected) ^ set(reported))[:5]:
                print('   ', 'missing' if key in expected else 'extra', key[:300])
        else:
            print(f'ok {app} ({len(staged)} staged, {len(reported)} findings)', flush=True)
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
