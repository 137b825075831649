#!/usr/bin/env python3
"""Checks the links of the generated API reference (Doxygen's HTML).

    check_links.py HTML_DIR
    check_links.py --self-test [HTML_DIR]

Walks HTML_DIR (build/doc/html), parses every .html file and fails (exit
status 1, one line per problem) on:

- a relative href or src whose file does not exist, or that leaves
  HTML_DIR (the tree must stand alone once installed or copied);
- a #fragment that names no id (or <a name>) in the page it points to;
- the same in the links of the tree view and the search index
  (navtree*.js, search/*.js), which JavaScript follows;
- a tag shown as text: an escaped <tt>, <code>, <b> ... in what the reader
  sees, titles included. Doxygen escapes the markup of some places (a
  Markdown heading's `code`, for one) instead of rendering it;
- Markdown shown as text: a backtick outside code, or a curly-quoted run
  where Doxygen read a code span holding a single quote as a quotation.

Absolute URLs (http:, mailto:, ...) are not fetched.

--self-test proves that the checker fails where it should: on small
broken trees made for it, and, given HTML_DIR, on a copy of the real tree
with one link, one anchor and one tag broken. Standard library only.
"""
import html.parser
import os
import re
import shutil
import sys
import tempfile
import urllib.parse

# Attributes that hold a link, per tag.
LINK_ATTRS = {
    'a': ('href',), 'area': ('href',), 'link': ('href',),
    'img': ('src',), 'script': ('src',), 'iframe': ('src',),
    'frame': ('src',), 'source': ('src',), 'embed': ('src',),
}

# Markup that is never meant as text on these pages.
SHOWN_TAG = re.compile(
    r'</?(?:tt|code|b|i|em|strong|br|p|span|div|pre|kbd|sub|sup|small|'
    r'ul|ol|li|table|tr|td|th|img|h[1-6])\b[^<>]*>', re.I)

# A link inside the tree view's and the search index's data.
JS_LINK = re.compile(r'["\']((?:\.\./)?[A-Za-z0-9_.\-/]+\.html(?:#[^"\']*)?)["\']')


# Elements with no end tag.
VOID = {'area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link',
        'meta', 'param', 'source', 'track', 'wbr'}

# Where a backtick is text, not Markdown: code, and Doxygen's code blocks.
CODE = {'code', 'pre', 'tt', 'kbd', 'samp'}


class Page(html.parser.HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.ids = set()
        self.links = []  # (line, url)
        self.shown = []  # (line, what)
        self.stack = []  # (tag, hidden, code) of the open elements

    def handle_starttag(self, tag, attrs):
        self._tag(tag, attrs)
        if tag in VOID:
            return
        hidden = tag in ('script', 'style')
        code = tag in CODE or (tag == 'div' and 'fragment' in
                               (dict(attrs).get('class') or '').split())
        self.stack.append((tag, hidden, code))

    def handle_startendtag(self, tag, attrs):
        self._tag(tag, attrs)

    def _tag(self, tag, attrs):
        for name, value in attrs:
            if value is None:
                continue
            if name == 'id' or (name == 'name' and tag == 'a'):
                self.ids.add(value)
            if name in LINK_ATTRS.get(tag, ()):
                self.links.append((self.getpos()[0], value))

    def handle_endtag(self, tag):
        for i in range(len(self.stack) - 1, -1, -1):
            if self.stack[i][0] == tag:
                del self.stack[i:]
                break

    def handle_data(self, data):
        if any(hidden for _, hidden, _ in self.stack):
            return
        line = self.getpos()[0]
        for m in SHOWN_TAG.finditer(data):
            self.shown.append((line, 'markup shown as text: ' + m.group(0)))
        if any(code for _, _, code in self.stack):
            return
        # Doxygen reads `text' as a quotation: a code span holding a single
        # quote comes out as a curly-quoted run with the markup after it
        # askew. The sources never use curly quotes themselves.
        if '\u2018' in data:
            self.shown.append((line, 'a code span read as a quotation '
                               '(a \' inside `...`): ' + data.strip()[:60]))
        elif '`' in data:
            self.shown.append((line, 'a backtick shown as text: ' + data.strip()[:60]))


def is_external(url):
    parts = urllib.parse.urlsplit(url)
    return bool(parts.scheme) or url.startswith('//')


class Tree:
    def __init__(self, root):
        self.root = os.path.realpath(root)
        self.pages = {}
        self.problems = []

    def page(self, path):
        """The parsed page at path (absolute), parsed once."""
        if path not in self.pages:
            p = Page()
            with open(path, encoding='utf-8', errors='replace') as f:
                p.feed(f.read())
            p.close()
            self.pages[path] = p
        return self.pages[path]

    def rel(self, path):
        return os.path.relpath(path, self.root)

    def check_link(self, src, line, url):
        """One link from the file src (absolute) at line."""
        if is_external(url) or url.startswith('javascript:'):
            return
        parts = urllib.parse.urlsplit(url)
        path = urllib.parse.unquote(parts.path)
        where = '%s:%d: %s' % (self.rel(src), line, url)
        if path:
            target = os.path.realpath(os.path.join(os.path.dirname(src), path))
        else:
            target = src
        if os.path.commonpath([self.root, target]) != self.root:
            self.problems.append(where + ': leaves the documentation tree')
            return
        if not os.path.exists(target):
            self.problems.append(where + ': no such file')
            return
        frag = urllib.parse.unquote(parts.fragment)
        if not frag or not target.endswith('.html') or os.path.isdir(target):
            return
        if frag not in self.page(target).ids:
            self.problems.append('%s: no anchor #%s in %s' % (where, frag, self.rel(target)))

    def check(self):
        if not os.path.isfile(os.path.join(self.root, 'index.html')):
            self.problems.append('%s: no index.html' % self.root)
        html_files, js_files = [], []
        for dirpath, dirnames, filenames in os.walk(self.root):
            dirnames.sort()
            for name in sorted(filenames):
                full = os.path.join(dirpath, name)
                if name.endswith('.html'):
                    html_files.append(full)
                elif name.endswith('.js') and (name.startswith('navtree') or
                                               name == 'menudata.js' or
                                               os.path.basename(dirpath) == 'search'):
                    js_files.append(full)
        for path in html_files:
            p = self.page(path)
            for line, what in p.shown:
                self.problems.append('%s:%d: %s' % (self.rel(path), line, what))
            for line, url in p.links:
                self.check_link(path, line, url)
        for path in js_files:
            with open(path, encoding='utf-8', errors='replace') as f:
                for n, text in enumerate(f, 1):
                    for m in JS_LINK.finditer(text):
                        self.check_link(path, n, m.group(1))
        return len(html_files), len(js_files)


def run(root, quiet=False):
    tree = Tree(root)
    pages, scripts = tree.check()
    if not quiet:
        for p in tree.problems:
            print(p)
        print('%s: %d pages, %d index scripts, %d problems' %
              (root, pages, scripts, len(tree.problems)))
    return tree.problems


# ---- self-test ----

GOOD = {
    'index.html': '<html><head><title>Index</title>'
                  '<script src="menu.js"></script></head><body>'
                  '<a href="page.html#sec">x</a> <a href="#top" id="top">t</a>'
                  '<a href="sub/other.html">o</a> <img src="pic.png"/>'
                  '<a href="https://example.org/missing.html">web</a>'
                  '<code>&lt;uno/uno.h&gt;</code> a &lt; b <code>`x`</code>'
                  '<div class="fragment"><div class="line">echo `date`</div></div>'
                  '</body></html>',
    'page.html': '<html><body><h2><a name="sec"></a>Sec</h2></body></html>',
    'sub/other.html': '<html><body><a href="../index.html#top">up</a></body></html>',
    'menu.js': 'var x = 1;',
    'pic.png': '',
    'navtreedata.js': 'var NAVTREE = [ [ "Page", "page.html#sec", null ] ];',
    'search/all_0.js': "var searchData=[['x',['x',['../page.html#sec',1,'']]]];",
}

# Each breakage, and what the report must say.
BROKEN = {
    'missing file': ('page.html', '<a href="nope.html">n</a>', 'no such file'),
    'missing anchor': ('page.html', '<a href="index.html#nope">n</a>', 'no anchor #nope'),
    'missing local anchor': ('page.html', '<a href="#gone">n</a>', 'no anchor #gone'),
    'missing image': ('page.html', '<img src="gone.png">', 'no such file'),
    'leaves the tree': ('page.html', '<a href="../outside.html">n</a>',
                        'leaves the documentation tree'),
    'shown tag': ('page.html', '<p>&lt;tt&gt;classic&lt;/tt&gt;</p>',
                  'markup shown as text: <tt>'),
    'shown tag in title': ('page.html', '<title>A (&lt;tt&gt;x&lt;/tt&gt;)</title>',
                           'markup shown as text'),
    'shown backtick': ('page.html', '<p>call `f() here</p>', 'a backtick shown as text'),
    'quoted code span': ('page.html', "<p>&lsquo;f(x, 'a&rsquo;)<code>b</code></p>",
                         'a code span read as a quotation'),
    'tree view link': ('navtreedata.js', 'var N = [ [ "P", "gone.html", null ] ];',
                       'no such file'),
    'search link': ('search/all_0.js', "var s=[['x',['x',['../page.html#gone',1,'']]]];",
                    'no anchor #gone'),
}


def write_tree(root, files):
    for name, text in files.items():
        path = os.path.join(root, name)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, 'w', encoding='utf-8') as f:
            f.write(text)


def self_test(real_root=None):
    failed = []
    with tempfile.TemporaryDirectory(prefix='uno-links-') as tmp:
        good = os.path.join(tmp, 'good')
        write_tree(good, GOOD)
        problems = run(good, quiet=True)
        if problems:
            failed.append('a correct tree was refused: %r' % problems)
        for name, (fname, text, want) in sorted(BROKEN.items()):
            root = os.path.join(tmp, name.replace(' ', '-'))
            files = dict(GOOD)
            if fname.endswith('.html'):
                files[fname] = files[fname].replace('<body>', '<body>' + text)
                if '<title>' in text:
                    files[fname] = text + files[fname]
            else:
                files[fname] = text
            write_tree(root, files)
            problems = run(root, quiet=True)
            if not any(want in p for p in problems):
                failed.append('%s: not reported (got %r)' % (name, problems))
            else:
                print('self-test: %s is reported' % name)
        if real_root:
            failed += self_test_real(real_root, tmp)
    for f in failed:
        print('FAIL: ' + f)
    return 1 if failed else 0


def self_test_real(real_root, tmp):
    """Breaks a copy of the real tree three ways; each must fail."""
    failed = []
    copy = os.path.join(tmp, 'real')
    shutil.copytree(real_root, copy)
    index = os.path.join(copy, 'index.html')
    with open(index, encoding='utf-8') as f:
        orig = f.read()
    if run(copy, quiet=True):
        failed.append('the copy of %s has problems already' % real_root)
    for name, text, want in [
            ('a broken link', '<a href="no_such_page.html">x</a>', 'no such file'),
            ('a broken anchor', '<a href="index.html#no_such_anchor">x</a>',
             'no anchor #no_such_anchor'),
            ('a tag shown as text', '<p>&lt;tt&gt;x&lt;/tt&gt;</p>', 'markup shown as text')]:
        with open(index, 'w', encoding='utf-8') as f:
            f.write(orig.replace('<body>', '<body>' + text, 1))
        problems = run(copy, quiet=True)
        if not any(want in p for p in problems):
            failed.append('the real tree with %s passed: %r' % (name, problems))
        else:
            print('self-test: the real tree with %s fails' % name)
    return failed


def main(argv):
    if len(argv) >= 2 and argv[1] == '--self-test' and len(argv) <= 3:
        return self_test(argv[2] if len(argv) == 3 else None)
    if len(argv) != 2 or argv[1].startswith('-'):
        sys.stderr.write(__doc__)
        return 2
    if not os.path.isdir(argv[1]):
        print('%s: not a directory (build the docs first)' % argv[1])
        return 1
    return 1 if run(argv[1]) else 0


if __name__ == '__main__':
    sys.exit(main(sys.argv))
