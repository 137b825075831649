#!/usr/bin/env python3
"""Build and ABI checks of libuno, run by meson test (suite 'build').

Each check is a subcommand; see tests/build/meson.build for the arguments.
Exit status: 0 pass, 1 fail, 77 skip (a tool is missing), 99 usage error.
Only the Python standard library is used.
"""
import argparse
import os
import re
import shlex
import shutil
import subprocess
import sys
import tempfile

SKIP = 77


class Failure(Exception):
    pass


def run(cmd, env=None, cwd=None):
    """Runs cmd, returns its stdout; a non-zero exit is a failure."""
    res = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                         universal_newlines=True, env=env, cwd=cwd)
    if res.returncode != 0:
        raise Failure('command failed (%d): %s\n%s%s' % (
            res.returncode, ' '.join(shlex.quote(c) for c in cmd),
            res.stdout, res.stderr))
    return res.stdout


def tool(value, what):
    """A tool given by meson; empty when find_program() did not find it."""
    if not value:
        print('SKIP: %s not found' % what)
        sys.exit(SKIP)
    return shlex.split(value)


def sanitize_flags(value):
    return [] if value in ('', 'none') else ['-fsanitize=' + value]


def map_symbols(path):
    """Parses a linker version script: {symbol: version node}."""
    with open(path, encoding='utf-8') as f:
        text = f.read()
    text = re.sub(r'/\*.*?\*/', ' ', text, flags=re.S)
    text = re.sub(r'#[^\n]*', ' ', text)
    symbols = {}
    for node, body in re.findall(r'([A-Za-z_][\w.]*)\s*\{(.*?)\}', text,
                                 flags=re.S):
        scope = None
        for item in re.split(r'[;\s]+', body):
            if not item:
                continue
            if item.endswith(':'):
                scope = item[:-1]
            elif item in ('global:', 'local:'):
                scope = item[:-1]
            elif scope == 'global':
                symbols[item] = node
    if not symbols:
        raise Failure('no global symbols found in %s' % path)
    return symbols


# ---- symbols: the exported set is exactly the map, each in its node ----

def check_symbols(a):
    nm = tool(a.nm, 'nm')
    readelf = tool(a.readelf, 'readelf')
    wanted = map_symbols(a.map)

    exported = {}
    for line in run(nm + ['-D', '--defined-only', a.lib]).splitlines():
        parts = line.split()
        if len(parts) < 3:
            continue
        kind, name = parts[1], parts[2].split('@')[0]
        if kind == 'A':
            continue  # the version node itself (UNO_0.1), not a symbol
        exported[name] = kind

    missing = sorted(set(wanted) - set(exported))
    extra = sorted(set(exported) - set(wanted))
    not_code = sorted(n for n, k in exported.items()
                      if n in wanted and k not in 'TtWi')
    versions = {}
    for line in run(readelf + ['--dyn-syms', '-W', a.lib]).splitlines():
        m = re.search(r'\s(\w+)(@@?)([\w.]+)(?:\s|$)', line)
        if m and 'UND' not in line.split():
            versions[m.group(1)] = m.group(2) + m.group(3)
    unversioned = sorted('%s (%s)' % (n, versions.get(n, 'no version'))
                         for n in wanted if n in exported and
                         versions.get(n) != '@@' + wanted[n])

    print('%d symbols in %s, %d exported' % (len(wanted), a.map,
                                              len(exported)))
    problems = []
    if missing:
        problems.append('in the map but not exported: ' + ', '.join(missing))
    if extra:
        problems.append('exported but not in the map: ' + ', '.join(extra))
    if not_code:
        problems.append('exported but not functions: ' + ', '.join(not_code))
    if unversioned:
        problems.append('without their map version node: ' +
                        ', '.join(unversioned))
    if problems:
        raise Failure('\n'.join(problems))


# ---- soname: the ABI version is the one we mean to ship ----

def check_soname(a):
    readelf = tool(a.readelf, 'readelf')
    base = os.path.basename(a.lib)
    want_file = 'libuno.so.' + a.version
    want_soname = 'libuno.so.' + a.soversion
    problems = []
    if base != want_file:
        problems.append('library file is %s, expected %s' % (base, want_file))
    m = re.search(r'\(SONAME\).*\[(.*)\]', run(readelf + ['-d', a.lib]))
    soname = m.group(1) if m else None
    print('file %s, SONAME %s' % (base, soname))
    if soname != want_soname:
        problems.append('SONAME is %s, expected %s' % (soname, want_soname))
    # The development and runtime links that ld and ld.so look for.
    libdir = os.path.dirname(a.lib)
    for link, target in (('libuno.so', want_soname), (want_soname, base)):
        p = os.path.join(libdir, link)
        if not os.path.islink(p) or os.readlink(p) != target:
            problems.append('%s is not a link to %s' % (p, target))
    if problems:
        raise Failure('\n'.join(problems))


# ---- calls: the library never aborts, exits or prints ----

# C library functions a library must not call (STYLE.md "Errors"): ending
# the process, asserting, or writing to the host's terminal.
FORBIDDEN_CALLS = {
    'abort', 'exit', '_exit', '_Exit', 'quick_exit', '__assert_fail',
    '__assert_perror_fail', '__assert', 'longjmp', 'siglongjmp', '_longjmp',
    'printf', 'fprintf', 'vprintf', 'vfprintf', 'puts', 'fputs', 'putchar',
    'fputc', 'putc', 'fwrite', 'perror', '__printf_chk', '__fprintf_chk',
    '__vfprintf_chk', '__vprintf_chk',
}


def check_calls(a):
    if a.sanitize not in ('', 'none'):
        # The sanitizer runtimes bring calls of their own.
        print('skipped under b_sanitize=%s' % a.sanitize)
        return
    nm = tool(a.nm, 'nm')
    undefined = set()
    for line in run(nm + ['-D', '--undefined-only', a.lib]).splitlines():
        name = line.split()[-1].split('@')[0]
        undefined.add(name)
    bad = sorted(undefined & FORBIDDEN_CALLS)
    print('%d imported symbols, none forbidden' % len(undefined) if not bad else '')
    if bad:
        raise Failure('the library calls ' + ', '.join(bad))


# ---- layers: the library's floors depend only on the floors below ----

# DESIGN.md, "Where the layout goes next": each folder of lib/ and the
# floors (folders) whose internal headers it may include.
FLOORS = {
    'core': {'core'},
    'variants': {'core'},
    'engine': {'core', 'engine'},
    'services': {'core', 'engine', 'services'},
    'bots': {'services', 'bots'},
    'tournament': {'core'},
}

# Within a floor, the arrows between its files: each file (by its name
# without .c or .h) and the files of its own floor whose headers it may
# include, so that no two import each other. lib/bots is three files deep
# (greedy.c <- search.c <- bot.c, and the batches over them): the greedy
# policy knows neither search nor bot, the search knows only the greedy
# policy.
ARROWS = {
    'bots': {
        'greedy': set(),
        'search': {'greedy'},
        'bot': {'greedy', 'search'},
        'batch': {'greedy', 'search'},
    },
}


def engine_arrows(doc):
    """ARROWS for lib/engine from doc/dev/engine.md's table: each file's
    header and source may include engine/state.h and the headers of the
    files above it in the table; engine/engine.h includes them all and is
    included by none of them."""
    below = []
    arrows = {'state': set()}
    for name, _ in floors_table(doc):
        folder, module = name.split('/')
        if folder != 'engine':
            continue
        arrows[module] = {'state'} | set(below)
        below.append(module)
    arrows['engine'] = {'state'} | set(below)
    return arrows


def check_layers(a):
    problems = []
    files = 0
    if a.doc:
        ARROWS['engine'] = engine_arrows(a.doc)
    for floor, allowed in FLOORS.items():
        folder = os.path.join(a.libdir_src, floor)
        for name in sorted(os.listdir(folder)):
            if not name.endswith(('.c', '.h')):
                continue
            files += 1
            path = os.path.join(folder, name)
            with open(path, encoding='utf-8') as f:
                for n, line in enumerate(f, 1):
                    m = re.match(r'\s*#\s*include\s+"([^"]+)"', line)
                    if not m:
                        continue
                    target = m.group(1)
                    # A bare name is a header of the same folder.
                    used = target.split('/')[0] if '/' in target else floor
                    if used not in allowed and used != floor:
                        problems.append('%s:%d includes %s (%s may use only %s)' % (
                            os.path.relpath(path, a.libdir_src), n, target, floor,
                            ', '.join(sorted(allowed))))
                    arrows = ARROWS.get(floor)
                    if arrows is None or used != floor:
                        continue
                    module = os.path.splitext(name)[0]
                    other = os.path.splitext(os.path.basename(target))[0]
                    if module not in arrows:
                        problems.append('%s: a file of %s with no place in its arrows (ARROWS)' % (
                            os.path.relpath(path, a.libdir_src), floor))
                    elif other != module and other not in arrows[module]:
                        problems.append('%s:%d includes %s (%s may use only %s of %s)' % (
                            os.path.relpath(path, a.libdir_src), n, target, module,
                            ', '.join(sorted(arrows[module])) or 'nothing', floor))
    print('%d files in %d floors' % (files, len(FLOORS)))
    if problems:
        raise Failure('\n'.join(problems))



# ---- engine-doc: doc/dev/engine.md lists every transition ----

# The one function that sets a phase (lib/engine/engine.h) and the doc's
# table of its calls.
DECIDE = 'uno__decide'
TRANSITIONS = '## The transition table'


def c_code_lines(path):
    """The lines of a C file with its comments and strings blanked (the
    line count kept), so that a name in a comment is no call."""
    with open(path, encoding='utf-8') as f:
        text = f.read()
    token = re.compile(r'/\*.*?\*/|//[^\n]*|"(?:\\.|[^"\\\n])*"|\'(?:\\.|[^\'\\\n])*\'', re.S)
    return token.sub(lambda m: re.sub(r'[^\n]', ' ', m.group(0)), text).split('\n')


def decide_calls(libdir):
    """(file relative to lib/, enclosing function, line) of every call, in
    the sources and the internal headers."""
    # A definition's head at column 0: storage, types and attributes, then
    # the name and its parenthesis; never a declaration or an initializer.
    head = re.compile(r'^(?:__attribute__\s*\(\(.*?\)\)\s*)*(?=[A-Za-z_])[^;=(]*?\b(\w+)\s*\(')
    call = re.compile(r'\b%s\s*\(' % DECIDE)
    calls = []
    for root, dirs, names in os.walk(libdir):
        dirs.sort()
        for name in sorted(names):
            # Headers too: an inline function may set a phase (the fused
            # fast step, engine/fast.h); the definition of the function
            # itself is no call.
            if not name.endswith(('.c', '.h')):
                continue
            path = os.path.join(root, name)
            rel = os.path.relpath(path, libdir).replace(os.sep, '/')
            candidate = function = None
            for n, line in enumerate(c_code_lines(path), 1):
                m = head.match(line)
                if m and not line.rstrip().endswith(';'):
                    candidate = m.group(1)
                # The body opens at column 0, or on the head's own line.
                if candidate and (line.startswith('{') or (m and '{' in line)):
                    function, candidate = candidate, None
                if call.search(line) and not (m and m.group(1) == DECIDE):
                    calls.append((rel, function or '?', n))
                if line.startswith('}'):
                    function = None
    return calls


def doc_transitions(path):
    """(file, function, line) of each row of the doc's transition table."""
    rows = []
    inside = False
    with open(path, encoding='utf-8') as f:
        for n, line in enumerate(f, 1):
            if line.startswith('#'):
                inside = line.strip() == TRANSITIONS
                continue
            if not inside or not line.startswith('|'):
                continue
            cells = [c.strip().strip('`').strip() for c in line.strip().strip('|').split('|')]
            if len(cells) < 5 or not cells[0].endswith(('.c', '.h')):
                continue  # the head and the rule under it
            rows.append((cells[0], re.sub(r'\(\)$', '', cells[1]), n))
    return rows


def check_engine_doc(a):
    calls = decide_calls(a.libdir_src)
    rows = doc_transitions(a.doc)
    problems = []
    if not rows:
        problems.append('%s: no rows under "%s"' % (a.doc, TRANSITIONS))
    where = {}
    for rel, function, n in calls:
        where.setdefault((rel, function), []).append(n)
    listed = {}
    for rel, function, n in rows:
        listed.setdefault((rel, function), []).append(n)
    for key in sorted(set(where) | set(listed)):
        code, doc = where.get(key, []), listed.get(key, [])
        if len(code) == len(doc):
            continue
        if not doc:
            problems.append('lib/%s:%s: %s() calls %s() with no row in the doc' % (
                key[0], ','.join(map(str, code)), key[1], DECIDE))
        elif not code:
            problems.append('%s:%s: a row for %s() of %s, which does not call %s()' % (
                a.doc, ','.join(map(str, doc)), key[1], key[0], DECIDE))
        else:
            problems.append('%s() of %s: calls of %s(): %d (lines %s), rows: %d (lines %s)' % (
                key[1], key[0], DECIDE, len(code), ','.join(map(str, code)), len(doc),
                ','.join(map(str, doc))))
    print('%d calls of %s() in %d functions, %d rows in %s' % (
        len(calls), DECIDE, len(where), len(rows), os.path.basename(a.doc)))
    if problems:
        raise Failure('\n'.join(problems))

# ---- engine-floors: every call within lib/engine and lib/bots goes down ----

FLOORS_TABLE = '## The files, bottom up'
# The folders whose files the table orders, and how a row names "any file
# of the engine" in its calls column.
ORDERED = ('engine', 'bots')
ANY_ENGINE = 'the engine'


def floors_table(path):
    """[(file, [called names] or None)] of the doc's table, in order."""
    rows = []
    inside = False
    with open(path, encoding='utf-8') as f:
        for line in f:
            if line.startswith('#'):
                inside = line.strip() == FLOORS_TABLE
                continue
            if not inside or not line.startswith('|'):
                continue
            cells = [c.strip() for c in line.strip().strip('|').split('|')]
            name = cells[0].strip('`')
            if len(cells) < 3 or not name.endswith('.c'):
                continue
            rows.append((name[:-2], [c.strip() for c in cells[2].split(',') if c.strip()]))
    return rows


def object_calls(nm, archive):
    """{module: set of modules it calls} for the objects of the archive,
    a module named as folder/file (engine/step)."""
    defined, used = {}, {}
    for line in run(nm + ['-A', archive]).splitlines():
        # archive:member:value type name, or archive:member: type name
        head, _, rest = line.rpartition(':')
        member = os.path.basename(head.split(':')[-1] if ':' in head else head)
        fields = rest.split()
        m = re.match(r'(%s)_(\w+)\.c\.o(bj)?$' % '|'.join(ORDERED), member)
        if not m or len(fields) < 2:
            continue
        module = m.group(1) + '/' + m.group(2)
        kind, name = fields[-2], fields[-1]
        defined.setdefault(module, set())
        used.setdefault(module, set())
        if kind in 'TDRB':
            defined[module].add(name)
        elif kind == 'U':
            used[module].add(name)
    owner = {s: mod for mod, names in defined.items() for s in names}
    return {mod: {owner[s] for s in names if s in owner and owner[s] != mod}
            for mod, names in used.items()}


def check_engine_floors(a):
    nm = tool(a.nm, 'nm')
    calls = object_calls(nm, a.lib)
    rows = floors_table(a.doc)
    problems = []
    if not calls:
        raise Failure('no object of %s in %s' % (' or '.join(ORDERED), a.lib))
    order = {name: i for i, (name, _) in enumerate(rows)}
    for name, _ in rows:
        if name not in calls:
            problems.append('%s: a row for %s, which is no file of the build' % (a.doc, name))
    for module in sorted(calls):
        if module not in order:
            problems.append('lib/%s.c: no row in the doc\'s table ("%s")' % (module, FLOORS_TABLE))
    for name, listed in rows:
        if name not in calls:
            continue
        called = calls[name]
        for other in sorted(called):
            if other in order and order[other] >= order[name]:
                problems.append('lib/%s.c calls lib/%s.c, which is not below it' % (name, other))
        # The calls column: the files called, by name; "the engine" for
        # any number of files of lib/engine.
        folder = name.split('/')[0]
        said = set()
        for word in listed:
            if word == ANY_ENGINE:
                said |= {c for c in called if c.startswith('engine/')}
            else:
                said.add(word if '/' in word else folder + '/' + word)
        if said != called:
            problems.append('%s: the row of %s says it calls %s; it calls %s' % (
                os.path.basename(a.doc), name, ', '.join(sorted(said)) or 'nothing',
                ', '.join(sorted(called)) or 'nothing'))
    if problems:
        raise Failure('\n'.join(problems))
    print('%d files in order, %d calls between them, all downward' % (
        len(rows), sum(len(c) for c in calls.values())))


# ---- globals: no mutable state in the library ----

def writable_data(nm, lib):
    """{name: (type, section)} of d/D/b/B symbols, from nm's sysv format."""
    found = {}
    for line in run(nm + ['--format=sysv', lib]).splitlines():
        cols = [c.strip() for c in line.split('|')]
        if len(cols) < 7 or cols[2] not in ('d', 'D', 'b', 'B'):
            continue
        found[cols[0]] = (cols[2], cols[6])
    return found


def check_globals(a):
    nm = tool(a.nm, 'nm')
    cc = tool(a.cc, 'C compiler')
    san = sanitize_flags(a.sanitize)

    # A coverage build (-Db_coverage=true) links libgcov, whose state is
    # writable by design: the baseline is then built with --coverage too.
    found = writable_data(nm, a.lib)
    coverage = any(n.startswith('__gcov') for n in found)

    # The baseline: what the toolchain itself puts in any shared library
    # (crt files, the linker: __dso_handle, completed.0, _DYNAMIC, ...).
    with tempfile.TemporaryDirectory(prefix='uno-globals-') as tmp:
        src = os.path.join(tmp, 'empty.c')
        out = os.path.join(tmp, 'libempty.so')
        with open(src, 'w', encoding='utf-8') as f:
            f.write('int uno_empty(void);\nint uno_empty(void) { return 0; }\n')
        run(cc + ['-shared', '-fPIC', '-O2', '-g'] + san +
            (['--coverage'] if coverage else []) + ['-o', out, src])
        baseline = writable_data(nm, out)
    print('toolchain baseline: ' + ', '.join(sorted(baseline)))

    mutable = []
    relro = []
    for name, (kind, section) in sorted(found.items()):
        if name in baseline:
            continue
        # Read-only after relocation (RELRO): const tables holding pointers
        # live here in position-independent code, and cannot be written.
        if section.startswith('.data.rel.ro'):
            relro.append(name)
            continue
        # Sanitizer bookkeeping, only present in instrumented builds.
        if san and (name.startswith(('__odr_asan', '__asan', '___asan',
                                     '__ubsan', '__sancov')) or
                    re.match(r'__unnamed_\d+$', name)):
            continue
        # Coverage counters of a -Db_coverage=true build (gcc's __gcov0.*),
        # likewise; libgcov's own state is in the baseline then.
        if coverage and name.startswith('__gcov'):
            continue
        mutable.append('%s (%s, %s)' % (name, kind, section))
    # The RELRO exemption holds only if the loader write-protects them.
    if relro and 'GNU_RELRO' not in run(tool(a.readelf, 'readelf') +
                                        ['-lW', a.lib]):
        mutable.append('const tables in .data.rel.ro, but no GNU_RELRO '
                       'segment makes them read-only')
    if mutable:
        raise Failure('writable global data in %s:\n  %s' % (
            a.lib, '\n  '.join(mutable)))
    print('const tables, read-only after relocation: ' + ', '.join(relro))
    print('no writable global data')


# ---- headers: each public header stands alone, in C11 and C++11 ----

def check_headers(a):
    cc = tool(a.cc, 'C compiler')
    cxx = shlex.split(a.cxx) if a.cxx else []
    san = sanitize_flags(a.sanitize)
    problems = []
    with tempfile.TemporaryDirectory(prefix='uno-headers-') as tmp:
        # Lay the headers out as they are installed: <uno/name.h>.
        os.mkdir(os.path.join(tmp, 'uno'))
        for h in a.headers:
            shutil.copy(h, os.path.join(tmp, 'uno', os.path.basename(h)))
        names = sorted(os.path.basename(h) for h in a.headers)
        for name in names:
            for lang, compiler, ext, flags in (
                    ('C11', cc, 'c',
                     ['-std=c11', '-pedantic', '-Wall', '-Wextra',
                      '-Wstrict-prototypes', '-Wundef', '-Werror']),
                    ('C++11', cxx, 'cpp',
                     ['-x', 'c++', '-std=c++11', '-pedantic', '-Wall',
                      '-Wextra', '-Wundef', '-Werror'])):
                if not compiler:
                    continue
                src = os.path.join(tmp, 'tu_%s.%s' % (name, ext))
                with open(src, 'w', encoding='utf-8') as f:
                    # Twice, to prove the include guard too.
                    f.write('#include <uno/%s>\n#include <uno/%s>\n' %
                            (name, name))
                try:
                    run(compiler + flags + ['-fsyntax-only', '-I', tmp, src])
                    print('ok: %s as %s' % (name, lang))
                except Failure as e:
                    problems.append('%s as %s: %s' % (name, lang, e))
        if cxx:
            # extern "C": a C++ program must link to the C names.
            src = os.path.join(tmp, 'link.cpp')
            with open(src, 'w', encoding='utf-8') as f:
                f.write('#include <uno/uno.h>\n'
                        'int main() { return uno_version() > 0 &&'
                        ' uno_strerror(0) ? 0 : 1; }\n')
            try:
                run(cxx + ['-std=c++11'] + san +
                    ['-I', tmp, src, a.lib, '-o', os.path.join(tmp, 'link')])
                print('ok: C++ program links to libuno (extern "C")')
            except Failure as e:
                problems.append('C++ link: %s' % e)
        else:
            print('no C++ compiler found: C++ checks skipped')
    if problems:
        raise Failure('\n'.join(problems))


# ---- install: a consumer builds from the installed tree with pkg-config ----

def check_install(a):
    meson = tool(a.meson, 'meson')
    pkgconfig = tool(a.pkg_config, 'pkg-config')
    cc = tool(a.cc, 'C compiler')
    san = sanitize_flags(a.sanitize)
    with tempfile.TemporaryDirectory(prefix='uno-install-') as tmp:
        dest = os.path.join(tmp, 'root')
        # --no-rebuild: meson test has built everything already, and a
        # second ninja must not run beside the one that may be running.
        run(meson + ['install', '-C', a.builddir, '--no-rebuild', '--quiet',
                     '--destdir', dest])

        def staged(path):
            full = os.path.join(a.prefix, path)
            return os.path.join(dest, full.lstrip('/'))

        libdir = staged(a.libdir)
        incdir = os.path.join(staged(a.includedir), 'uno')
        problems = []
        for h in a.headers:
            p = os.path.join(incdir, os.path.basename(h))
            if not os.path.isfile(p):
                problems.append('header not installed: ' + p)
        pcdir = os.path.join(libdir, 'pkgconfig')
        if not os.path.isfile(os.path.join(pcdir, 'uno.pc')):
            problems.append('uno.pc not installed in ' + pcdir)
        if not os.path.relpath(libdir, staged('')).startswith('lib'):
            problems.append('libdir %s is not under lib/' % libdir)
        for f in ('libuno.so', 'libuno.so.' + a.soversion):
            if not os.path.exists(os.path.join(libdir, f)):
                problems.append('%s not installed in %s' % (f, libdir))
        for program in (a.programs or '').split(',') if a.programs else ():
            if not os.path.isfile(os.path.join(staged(a.bindir), program)):
                problems.append(program + ' not installed in ' + staged(a.bindir))
        if problems:
            raise Failure('\n'.join(problems))

        # Only the staged tree is visible to pkg-config; the sysroot
        # prefixes the -I and -L paths of uno.pc with the staging root.
        env = dict(os.environ)
        env['PKG_CONFIG_LIBDIR'] = pcdir
        env['PKG_CONFIG_PATH'] = ''
        env['PKG_CONFIG_SYSROOT_DIR'] = dest
        env['PKG_CONFIG_ALLOW_SYSTEM_CFLAGS'] = '1'
        env['PKG_CONFIG_ALLOW_SYSTEM_LIBS'] = '1'
        flags = shlex.split(run(pkgconfig + ['--cflags', '--libs', 'uno'],
                                env=env))
        print('pkg-config --cflags --libs uno: ' + ' '.join(flags))
        exe = os.path.join(tmp, 'consumer')
        run(cc + ['-std=c11', '-pedantic', '-Wall', '-Wextra', '-Werror'] +
            san + [a.consumer, '-o', exe] + flags)
        env = dict(os.environ)
        env['LD_LIBRARY_PATH'] = libdir
        out = run([exe], env=env)
        print('consumer: ' + out.strip())
        if out.strip() != 'ok':
            raise Failure('the consumer printed %r, expected "ok"' % out)
        # It must have run against the staged library, not another one.
        maps = run(['ldd', exe], env=env) if shutil.which('ldd') else ''
        if maps and os.path.realpath(libdir) not in maps and libdir not in maps:
            raise Failure('consumer did not load libuno from %s:\n%s' % (
                libdir, maps))


# ---- readme: the README's program is examples/tour.c, verbatim ----

def check_readme(a):
    with open(a.readme, encoding='utf-8') as f:
        readme = f.read()
    with open(a.tour, encoding='utf-8') as f:
        tour = f.read()
    blocks = re.findall(r'^```c\n(.*?)^```', readme, flags=re.S | re.M)
    programs = [b for b in blocks if 'int main' in b]
    if not programs:
        raise Failure('no C program (```c block with main) in ' + a.readme)
    if programs[0] != tour:
        import difflib
        diff = difflib.unified_diff(tour.splitlines(True),
                                    programs[0].splitlines(True),
                                    a.tour, a.readme)
        raise Failure('%s and %s differ:\n' % (a.readme, a.tour) +
                      ''.join(diff))
    lines = readme.count('\n')
    if a.max_lines and lines > a.max_lines:
        raise Failure('%s has %d lines: keep it under %d (the manuals are '
                      'in doc/)' % (a.readme, lines, a.max_lines))
    print('%s shows %s' % (os.path.basename(a.readme), os.path.basename(a.tour)))


# ---- versions: one version everywhere, and @since tags a host can test ----

def header_symbols(path):
    """{function name: the @since of its doc comment (or None)} for every
    UNO_API function declared in a header, and every @since tag in it."""
    with open(path, encoding='utf-8') as f:
        text = f.read()
    tags = re.findall(r'(?<!\\)@since\s+([^\s*]+)', text)
    found = {}
    pattern = r'(/\*\*(?:(?!\*/).)*\*/)\s*UNO_API\b[^;{(]*?\b(uno_\w+)\s*\('
    for doc, name in re.findall(pattern, text, flags=re.S):
        m = re.search(r'@since\s+(\d+)\.(\d+)\b', doc)
        found[name] = (int(m.group(1)), int(m.group(2))) if m else None
    declared = set(re.findall(r'UNO_API\b[^;{(]*?\b(uno_\w+)\s*\(', text, flags=re.S))
    for name in declared - set(found):
        found[name] = None
    return found, tags


def first_match(path, pattern, what):
    with open(path, encoding='utf-8') as f:
        m = re.search(pattern, f.read(), flags=re.M)
    if not m:
        raise Failure('%s: no %s' % (path, what))
    return m.group(1)


def carried_versions(root):
    """[(file, the version it carries)] for the files that follow
    meson.build's version (scripts/set-version writes them all)."""
    import json
    out = []
    for rel, get in (
            ('meson.build', lambda t: re.search(r"\bproject\((?:[^)]*?)\bversion:\s*'([^']+)'", t, re.S).group(1)),
            ('js/package.json', lambda t: json.loads(t)['version']),
            ('js/package-lock.json', lambda t: json.loads(t)['version']),
            ('js/package-lock.json', lambda t: json.loads(t)['packages']['']['version']),
            ('debian/changelog', lambda t: re.match(r'\S+ \(([^)-]+)', t).group(1)),
            ('NEWS.md', lambda t: re.search(r'^## (\S+)', t, re.M).group(1))):
        with open(os.path.join(root, rel), encoding='utf-8') as f:
            out.append((rel, get(f.read())))
    return out


def check_set_version(a):
    """scripts/set-version moves every carried version at once, and a
    second run adds nothing."""
    files = ['meson.build', 'js/package.json', 'js/package-lock.json',
             'debian/changelog', 'NEWS.md']
    with tempfile.TemporaryDirectory() as tmp:
        for rel in files:
            os.makedirs(os.path.dirname(os.path.join(tmp, rel)), exist_ok=True)
            shutil.copyfile(os.path.join(a.source, rel), os.path.join(tmp, rel))
        script = os.path.join(a.source, 'scripts', 'set-version')
        for _ in range(2):
            run([sys.executable, script, '9.8.7', '--root', tmp])
        wrong = [(rel, v) for rel, v in carried_versions(tmp) if v != '9.8.7']
        if wrong:
            raise Failure('set-version 9.8.7 left %s' % wrong)
        with open(os.path.join(tmp, 'debian', 'changelog'), encoding='utf-8') as f:
            if f.read().count('(9.8.7)') != 1:
                raise Failure('set-version twice made two changelog entries')
        res = subprocess.run([sys.executable, script, '1.2', '--root', tmp],
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        if res.returncode == 0:
            raise Failure('set-version took "1.2"')
    print('set-version moves %d files together' % len(files))


def check_versions(a):
    version = a.version
    major, minor = (int(x) for x in version.split('.')[:2])
    root = a.source
    problems = []

    # The other places that carry the project's version (meson.build's is
    # the one a release edits; the Python package reads it from there).
    for rel, got in carried_versions(root):
        if got != version:
            problems.append('%s says %s, the project (meson.build) %s' % (rel, got, version))

    # Every exported function is documented with the release that added
    # it, which is the one of its symbol version node (UNO_X.Y), and no tag
    # names a release after this one.
    nodes = map_symbols(a.map)
    declared = {}
    for h in a.headers:
        found, tags = header_symbols(h)
        declared.update(found)
        for t in tags:
            m = re.fullmatch(r'(\d+)\.(\d+)', t)
            if not m:
                problems.append('%s: "@since %s" is not MAJOR.MINOR' % (h, t))
            elif (int(m.group(1)), int(m.group(2))) > (major, minor):
                problems.append('%s: "@since %s" is after this release (%s)' % (h, t, version))
    for name, node in sorted(nodes.items()):
        m = re.fullmatch(r'UNO_(\d+)\.(\d+)', node)
        if not m:
            problems.append('%s: node %s is not UNO_MAJOR.MINOR' % (name, node))
            continue
        want = (int(m.group(1)), int(m.group(2)))
        if name not in declared:
            problems.append('%s (%s) is declared in no public header' % (name, node))
        elif declared[name] is None:
            problems.append('%s has no @since' % name)
        elif declared[name] != want:
            problems.append('%s is "@since %d.%d" but in node %s' % (name, *declared[name], node))

    # Debian's symbols file: a symbol's minimal version is the release of
    # its node.
    listed = set()
    with open(os.path.join(root, 'debian', 'libuno1.symbols'), encoding='utf-8') as f:
        for line in f:
            m = re.match(r'^ (uno_\w+)@(UNO_[\d.]+) (\S+)$', line)
            if m:
                listed.add(m.group(1))
            if m and m.group(1) not in nodes:
                problems.append('debian/libuno1.symbols: %s is not in the map' % m.group(1))
            if m and m.group(1) in nodes:
                want = m.group(2)[len('UNO_'):] + '.0'
                if m.group(2) != nodes[m.group(1)] or m.group(3) != want:
                    problems.append('debian/libuno1.symbols: %s@%s %s, the map says %s (%s)'
                                    % (m.group(1), m.group(2), m.group(3),
                                       nodes[m.group(1)], want))
    for name in sorted(set(nodes) - listed):
        problems.append('debian/libuno1.symbols lacks %s@%s' % (name, nodes[name]))
    if problems:
        raise Failure('\n  '.join(['versions disagree:'] + problems))
    print('version %s everywhere; %d functions tagged with their nodes'
          % (version, len(nodes)))


# ---- dirs: the scripts take absolute and relative directories ----

def check_dirs(a):
    scripts = os.path.join(a.source, 'scripts')
    problems = []
    # Every shell script that is given a directory resolves it with
    # scripts/dirs.sh, from where it was called.
    for name in ('build-windows', 'build-wasm', 'build-deb', 'clean-root-check'):
        with open(os.path.join(scripts, name), encoding='utf-8') as f:
            text = f.read()
        if '. scripts/dirs.sh' not in text or 'uno_caller=$PWD' not in text:
            problems.append('scripts/%s does not resolve its directories with scripts/dirs.sh' % name)
    with tempfile.TemporaryDirectory() as tmp:
        caller = os.path.join(tmp, 'somewhere')
        os.makedirs(caller)
        for value, want in (('', a.source + '/build-x'), ('/abs/dir', '/abs/dir'),
                            ('rel/dir', caller + '/rel/dir'), ('.', caller + '/.')):
            got = run(['bash', '-c', 'uno_caller=$PWD; uno_root=$1; . "$1/scripts/dirs.sh"; '
                       'uno_dir "$2" build-x', 'bash', a.source, value], cwd=caller).strip()
            if got != want:
                problems.append('uno_dir %r from %s gave %s, not %s' % (value, caller, got, want))
        # A Python script, for real: relative paths from another directory
        # (when the examples are built: it runs one).
        if not os.path.exists(os.path.join(a.builddir, 'examples', 'wild_color')):
            print('no examples built: readme-outputs is not tried')
            return report(problems)
        build = os.path.relpath(a.builddir, caller)
        readme = os.path.relpath(os.path.join(a.source, 'doc', 'c.md'), caller)
        res = subprocess.run([sys.executable, os.path.relpath(os.path.join(scripts, 'readme-outputs'), caller),
                              '--check', '--build-dir', build, '--readme', readme],
                             cwd=caller, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                             universal_newlines=True)
        if res.returncode != 0:
            problems.append('readme-outputs with relative directories from %s: %s' % (caller, res.stdout))
    report(problems)


def report(problems):
    if problems:
        raise Failure('\n  '.join(['directories:'] + problems))
    print('the scripts resolve absolute and relative directories')


def main():
    p = argparse.ArgumentParser(description=__doc__)
    p.add_argument('check', choices=['symbols', 'soname', 'calls', 'layers', 'engine-doc',
                                     'engine-floors',
                                     'globals', 'headers', 'install', 'readme', 'versions',
                                     'dirs', 'set_version'])
    p.add_argument('--lib', help='the built libuno.so.X.Y.Z')
    p.add_argument('--map', help='lib/libuno.map')
    p.add_argument('--libdir-src', help='the lib/ folder of the source tree')
    p.add_argument('--doc', help='engine-doc: doc/dev/engine.md')
    p.add_argument('--nm', default='')
    p.add_argument('--readelf', default='')
    p.add_argument('--cc', default='', help='C compiler command line')
    p.add_argument('--cxx', default='', help='C++ compiler command line')
    p.add_argument('--sanitize', default='none', help='b_sanitize')
    p.add_argument('--version', help='expected library version (0.1.0)')
    p.add_argument('--soversion', help='expected soversion (0)')
    p.add_argument('--headers', nargs='*', default=[])
    p.add_argument('--meson', default='')
    p.add_argument('--pkg-config', default='')
    p.add_argument('--builddir')
    p.add_argument('--prefix')
    p.add_argument('--libdir')
    p.add_argument('--includedir')
    p.add_argument('--bindir')
    p.add_argument('--consumer', help='tests/build/consumer.c')
    p.add_argument('--programs', default='',
                   help='install: the programs that must be installed, comma-separated')
    p.add_argument('--readme')
    p.add_argument('--tour')
    p.add_argument('--max-lines', type=int, default=0)
    p.add_argument('--source', help='the source tree')
    a = p.parse_args()
    try:
        globals()['check_' + a.check.replace('-', '_')](a)
    except Failure as e:
        print('FAIL: %s' % e)
        return 1
    return 0


if __name__ == '__main__':
    sys.exit(main())
