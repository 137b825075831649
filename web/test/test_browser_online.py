#!/usr/bin/python3
"""End-to-end test of the web page as uno-server's client, in three headless
Chromium browsers (Debian's chromium + chromedriver, python3-selenium).

Starts a real uno-server process (python/libuno/server) on a temporary
SQLite file and a free port; browser A creates a two-seat Classic room of
one round with three-card hands, B joins it by the invitation link, C
opens the same link and watches. A starts; A and B play the match to its
end by clicking the cards, the color picker, the UNO button and the move
buttons; B reloads its page mid-game and goes on (its seat's credential
is kept in the browser), and A's socket drops and the page rejoins. After every move the test checks that C's page
holds no card of any hand (only the discard pile's top card), that no log
line on any page is raw event text, and that the pages agree with what the
server sent them. At the match's end every page shows the hands left and
the room line says who won; then B plays UNO Flip against a bot while C
watches, and each page draws the hidden faces (FL-5) its view tells. The lobby, the room and the game are photographed, on
the desktop and at 390 px (where nothing may scroll sideways).

    /usr/bin/python3 web/test/test_browser_online.py   # after scripts/build-wasm
                                                        # and the meson build

The server runs on $UNO_PYTHONPATH (default build/python, the meson
build's package). Screenshots go to $SCREENSHOT_DIR (default
build/web-screenshots-online). Exits non-zero on any failure; the last
line says 'N passed, N failed'.
"""

import contextlib
import json
import os
import re
import subprocess
import sys
import tempfile
import time
import urllib.request

from selenium.common.exceptions import WebDriverException
from selenium.webdriver.common.by import By

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import test_browser as tb  # noqa: E402  (its browser(), free_port(), wait_for())

WEB = os.path.dirname(HERE)
ROOT = os.path.dirname(WEB)
SHOTS = os.environ.get('SCREENSHOT_DIR') or os.path.join(ROOT, 'build', 'web-screenshots-online')
PYPATH = os.environ.get('UNO_PYTHONPATH') or os.path.join(ROOT, 'build', 'python')
MATCH_TIME = 150  # seconds the match may take: the whole run stays under 4 minutes

passed = 0
failed = 0


class Failure(Exception):
    pass


def check(cond, what):
    global passed, failed
    if cond:
        passed += 1
        return
    failed += 1
    print(f'    FAIL: {what}')
    raise Failure(what)


def check_eq(got, want, what):
    check(got == want, f'{what}: got {got!r}, want {want!r}')


@contextlib.contextmanager
def uno_server(tmp):
    port = tb.free_port()
    env = dict(os.environ, PYTHONPATH=PYPATH + os.pathsep + os.environ.get('PYTHONPATH', ''))
    log = open(os.path.join(tmp, 'server.log'), 'w')
    proc = subprocess.Popen(
        [sys.executable, '-m', 'libuno.server', '--host', '127.0.0.1', '--port', str(port),
         '--database', os.path.join(tmp, 'rooms.sqlite3'), '--static', WEB, '--bot-delay', '0.2',
         # durability is the crash test's; this one needs no fsync per move
         '--sync', 'normal'],
        env=env, stdout=log, stderr=subprocess.STDOUT)
    try:
        base = f'http://127.0.0.1:{port}/'
        # a loaded machine may take a while to import the server
        end = time.monotonic() + 60
        while True:
            try:
                urllib.request.urlopen(base + 'healthz', timeout=2).read()
                break
            except OSError:
                if time.monotonic() > end or proc.poll() is not None:
                    raise RuntimeError('uno-server did not start') from None
                time.sleep(0.1)
        yield base
    finally:
        proc.terminate()
        try:
            proc.wait(10)
        except subprocess.TimeoutExpired:
            proc.kill()
        log.close()


class Page:
    """One browser's page: its own Chromium and profile (localStorage)."""

    def __init__(self, name, drv):
        self.name = name
        self.d = drv

    def js(self, code, *args):
        return self.d.execute_script(code, *args)

    def wait(self, cond, what, timeout=10.0):
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            try:
                if cond():
                    return
            except WebDriverException:
                pass
            time.sleep(0.05)
        check(False, f'{self.name}: timed out waiting for {what}')

    def open(self, url):
        self.d.get(url)
        self.wait(lambda: self.js("return document.body.dataset.onlineReady === '1'"), 'the online page')

    def visible(self, css):
        return [e for e in self.d.find_elements(By.CSS_SELECTOR, css) if e.is_displayed()]

    def click(self, css):
        found = []
        self.wait(lambda: found.extend(self.visible(css)) or found, f'a visible {css}')
        el = found[0]
        check(el.is_enabled(), f'{self.name}: {css} is enabled')
        el.click()

    def click_until(self, css, done, what, tries=3):
        """Clicks until done() holds, as a person clicks again when a click
        did nothing: a frame that redraws the button between the press
        and the release (a room frame after a reload, say) loses the
        click. Each try waits 3 s; the last failure is the test's."""
        for attempt in range(tries):
            self.click(css)
            end = time.monotonic() + 3.0
            while time.monotonic() < end:
                try:
                    if done():
                        return
                except WebDriverException:
                    pass
                time.sleep(0.05)
        check(False, f'{self.name}: timed out waiting for {what}')

    def session(self):
        """What the page holds of the server's frames (window.unoOnline)."""
        return self.js("""const o = window.unoOnline; if (!o) return null;
            return {code: o.code, role: o.role, seat: o.seat, room: o.room, game: o.game,
                    error: o.error, log: o.log.map((l) => l.text)};""")

    def version(self):
        return self.js('const o = window.unoOnline; return o && o.game ? o.game.version : -1')

    def error(self):
        return self.js('return window.unoOnline ? window.unoOnline.error : null')

    def shot(self, name):
        os.makedirs(SHOTS, exist_ok=True)
        path = os.path.join(SHOTS, name)
        self.d.save_screenshot(path)
        print(f'    screenshot {os.path.relpath(path, ROOT)}')

    def errors(self):
        return [e['message'] for e in self.d.get_log('browser') if e['level'] == 'SEVERE'
                and 'favicon' not in e['message']]

    def no_sideways(self, what):
        w = self.js('return [document.documentElement.scrollWidth, document.documentElement.clientWidth]')
        check(w[0] <= w[1], f'{self.name}: no sideways scroll at 390 px ({what}): {w}')
        wide = self.js("""const W = document.documentElement.clientWidth; const out = [];
            for (const el of document.querySelectorAll('#online *')) {
              if (!el.offsetParent) continue; const r = el.getBoundingClientRect();
              if (r.width && (r.right > W + 1 || r.left < -1)) out.push(el.tagName + '.' + el.className + ' ' + Math.round(r.right));
            } return out.slice(0, 5);""")
        check(not wide, f'{self.name}: every element within 390 px ({what}): {wide}')

    def phone(self, what, shot):
        self.d.set_window_size(390, 844)
        time.sleep(0.3)
        self.no_sideways(what)
        self.shot(shot)
        self.d.set_window_size(1400, 1000)
        time.sleep(0.2)


RAW = re.compile(r'_|\bseat \d|\{|\}|undefined|null|NaN|\[object')


def check_log(p, what):
    s = p.session()
    for line in s['log']:
        check(not RAW.search(line), f'{p.name}: a log line in the library\'s words ({what}): {line!r}')
    dom = p.js("return [...document.querySelectorAll('#o-log .say')].map((e) => e.textContent)")
    check_eq(dom, s['log'][-60:], f'{p.name}: the log shown ({what})')


def check_spectator(c, hands, what):
    """C's page has no face of a hand: only the discard pile's top card."""
    s = c.session()
    check_eq(s['role'], 'spectator', 'C is a spectator')
    g = s['game']
    if not g or not g['view']:
        return
    check_eq(g['view']['hand'], [], f'C is sent no hand ({what})')
    check_eq(g['legal'], [], f'C has no moves ({what})')
    faces = c.js("""return [...document.querySelectorAll('#online .card:not(.back)')]
        .map((e) => [e.dataset.card, !!e.closest('#o-top')]);""")
    check(all(top for _, top in faces), f'C shows no card but the top card ({what}): {faces}')
    check(not c.d.find_elements(By.CSS_SELECTOR, '#o-hand, [data-ocard]'), f'C has no hand ({what})')
    top = g['view']['top']
    html = c.js("return document.getElementById('online').innerHTML")
    for card in set(hands):
        if card.split('/')[0] != (top or '').split('/')[0]:
            check(f'data-card="{card}"' not in html, f'C\'s page does not hold {card} of a hand ({what})')


def check_player(p, s, what):
    """The page shows the hand and moves the server sent its seat (`s`, its session)."""
    g = s['game']
    shown = p.js("return [...document.querySelectorAll('#o-hand [data-ocard]')].map((e) => e.dataset.ocard)")
    check_eq(sorted(shown), sorted(g['view']['hand']), f'{p.name}: the hand shown ({what})')
    playable = p.js("return [...document.querySelectorAll('#o-hand [data-playable]')].map((e) => e.dataset.ocard)")
    plays = {m.rstrip('!').split('/')[0] for m in g['legal'] if ' ' not in m}
    check_eq(sorted(set(playable)), sorted(plays & set(g['view']['hand'])), f'{p.name}: the playable cards ({what})')
    check_eq(p.js("return document.querySelector('#o-top').dataset.top"), g['view']['top'] or '', f'{p.name}: the top card')


def check_match_end(p):
    """At the match's end: the result shows every hand left as the server
    turned them up (G-8), the winner's empty, and the room line says the
    match is over and who won, in the library's sentence (the log's)."""
    s = p.session()
    g = s['game']
    hands = g.get('hands')
    check(isinstance(hands, list) and len(hands) == g['view']['players'], f'{p.name}: the server sent the hands left: {hands!r}')
    check_eq(hands[g['view']['match_winner']], [], f'{p.name}: the winner has no card left')
    check(any(hands), f'{p.name}: a hand was left')
    rows = p.js("""return [...document.querySelectorAll('#o-result tr[data-seat]')].map((tr) => {
        const row = tr.querySelector('.cards-row');
        return [+tr.dataset.seat, row ? row.dataset.hand : null,
                [...tr.querySelectorAll('.cards-row .card')].map((e) => e.dataset.card),
                +tr.querySelector('[data-total]').dataset.total];
      });""")
    check_eq([r[0] for r in rows], list(range(len(hands))), f'{p.name}: a row per seat in the result')
    for seat, shown, faces, total in rows:
        check_eq(shown, ' '.join(hands[seat]), f'{p.name}: seat {seat}\'s hand left in the result')
        check_eq(sorted(faces), sorted(c.split('/')[0] for c in hands[seat]), f'{p.name}: seat {seat}\'s cards drawn')
        check_eq(total, g['view']['scores'][seat], f'{p.name}: seat {seat}\'s total')
    ended = p.js("return window.unoOnline.log.filter((l) => l.type === 'match_end').map((l) => l.text)")
    check(len(ended) == 1 and 'the match' in ended[0], f'{p.name}: the log tells the match\'s end: {ended}')
    line = p.js("return document.getElementById('o-room-info').textContent")
    check('match over' in line and 'being played' not in line, f'{p.name}: the room line says the match is over: {line!r}')
    check_eq(p.js("return document.getElementById('o-winner').textContent"), ended[0], f'{p.name}: the room line says who won')
    check_eq(p.js("return document.querySelector('#o-result h3').textContent"), ended[0], f'{p.name}: the result says who won')


def check_flip(p, what):
    """UNO Flip (FL-5): the page draws the other side of the others'
    cards exactly as its view tells them (a spectator's: none), and the
    draw pile's top card by its other side."""
    s = p.session()
    g = s['game']
    v = g['view']
    drawn = p.js("""return [...document.querySelectorAll('.o-opp')].map((e) => {
        const row = e.querySelector('.hidden-faces');
        return [+e.dataset.seat, row ? row.dataset.hidden : null, row ? row.querySelectorAll('.card').length : 0,
                row ? row.querySelectorAll('.card.dark').length : 0];
      });""")
    check(drawn, f'{p.name}: the other seats are drawn ({what})')
    other_dark = 1 if v['side'] == 0 else 0
    for seat, hidden, n, dark in drawn:
        if s['role'] == 'spectator':
            check_eq(hidden, None, f'{p.name}: a spectator sees no face of seat {seat}\'s cards ({what})')
            continue
        faces = v['hidden'][seat]
        check_eq(len(faces), v['hand_sizes'][seat], f'{p.name}: the view tells seat {seat}\'s hidden faces ({what})')
        check_eq(hidden, ' '.join(faces), f'{p.name}: seat {seat}\'s hidden faces drawn ({what})')
        check_eq(n, len(faces), f'{p.name}: a face per card of seat {seat} ({what})')
        check_eq(dark, n * other_dark, f'{p.name}: seat {seat}\'s faces drawn on the other side ({what})')
    face = p.js("const e = document.getElementById('o-draw-face'); return e ? [e.dataset.hidden, e.classList.contains('dark')] : null")
    if v['draw_hidden']:
        check_eq(face, [v['draw_hidden'], bool(other_dark)], f'{p.name}: the draw pile shows its top card\'s other face ({what})')
    else:
        check_eq(face, None, f'{p.name}: no face on an empty draw pile ({what})')


def play_flip(b, c):
    """B plays UNO Flip against a bot while C watches: every page draws
    the hidden faces its view gives, move after move."""
    print('--- UNO Flip: B against a bot, C watches')
    b.js("""const v = document.getElementById('o-variant'); v.value = 'flip';
             v.dispatchEvent(new Event('change', {bubbles: true}));""")
    b.wait(lambda: b.visible('[data-seat-kind="1"]') and b.js("return document.getElementById('o-variant').value") == 'flip', 'the Flip form')
    b.js("""const p = document.getElementById('o-players'); p.value = '2';
             p.dispatchEvent(new Event('change', {bubbles: true}));""")
    b.wait(lambda: len(b.visible('[data-seat-kind]')) == 1, 'a Flip room of two seats')
    b.js("document.querySelector('[data-seat-kind=\"1\"]').value = 'easy'")
    b.click('#o-create-btn')
    b.wait(lambda: b.visible('#o-room-code'), 'B in the Flip room')
    code = b.js("return document.getElementById('o-room-code').dataset.room")
    c.click('[data-action="leave"]')
    c.wait(lambda: c.visible('#o-watch-btn'), 'C back home')
    # The code typed and Watch pressed at once: the home panel is drawn
    # anew when the lobby's frame comes, which may be after the leave.
    c.js("document.getElementById('o-code').value = arguments[0]; document.getElementById('o-watch-btn').click()", code)
    c.wait(lambda: (c.session()['room'] or {}).get('room') == code, 'C watching the Flip room')
    b.click('[data-action="start"]')
    moves = 0
    for _ in range(4):
        def ready():
            g = b.session()['game']
            return g and g['view'] and (g['status'] != 'playing' or (g['view']['current'] == 0 and g['legal']))
        b.wait(ready, 'B to decide in Flip', timeout=20)
        g = b.session()['game']
        c.wait(lambda: c.version() == g['version'], f'C at version {g["version"]}')
        check_flip(b, f'move {moves}')
        check_flip(c, f'move {moves}')
        if moves == 0:
            b.shot('flip-desktop.png')
            c.shot('flip-spectator-desktop.png')
            b.phone('flip', 'flip-390.png')
        if g['status'] != 'playing':
            break
        ver = g['version']
        make_move(b, g['legal'])
        moves += 1
        b.wait(lambda: b.version() > ver or b.error(), 'B\'s Flip move accepted')
        check(b.error() is None, f'B: a Flip move refused: {b.error()}')
    check(moves >= 3, f'B made Flip moves ({moves})')


def make_move(p, legal):
    """Makes one of a seat's legal moves by clicking; returns it."""
    plays = [m for m in legal if ' ' not in m and m not in ('draw', 'pass', 'uno', 'challenge', 'accept')]
    if plays:
        called = [m for m in plays if m.endswith('!')]
        m = called[0] if called else plays[0]
        card = m.rstrip('!').split('/')[0]
        if m.endswith('!'):
            p.click_until('[data-action="arm-uno"]',
                          lambda: p.js("return document.querySelector('[data-action=\"arm-uno\"]').getAttribute('aria-pressed')") == 'true',
                          'UNO armed')
        p.click(f'#o-hand [data-ocard="{card}"][data-playable="1"]')
        if '/' in m:
            p.click(f'.o-picker [data-omove="{m}"]')
        return m
    for want in ('uno', 'challenge', 'pass', 'draw'):
        if want in legal:
            p.click(f'[data-omove="{want}"]')
            return want
    m = legal[0]
    p.click(f'[data-omove="{m}"]')
    return m


def run(tmp):
    with uno_server(tmp) as base, tb.browser() as da, tb.browser() as db, tb.browser() as dc:
        a, b, c = Page('A', da), Page('B', db), Page('C', dc)
        # --- the lobby: A creates a room of two seats
        print('--- A creates a room')
        a.open(base)
        a.wait(lambda: a.visible('#o-create-btn'), 'the create form')
        check(a.visible('#o-join-btn') and a.visible('#o-lobby'), 'A: join by code and the lobby are offered')
        check(a.d.find_element(By.CSS_SELECTOR, 'main.layout').is_displayed(), 'A: the local game is still offered')
        a.shot('lobby-desktop.png')
        a.phone('lobby', 'lobby-390.png')
        a.d.find_element(By.ID, 'o-name').send_keys('Ada')
        a.click('#o-opt-single_round')
        hs = a.d.find_element(By.ID, 'o-opt-hand_size')
        hs.clear()
        hs.send_keys('3')
        a.click('#o-public')
        a.click('#o-create-btn')
        a.wait(lambda: a.visible('#o-room-code'), 'the room screen')
        code = a.js("return document.getElementById('o-room-code').dataset.room")
        link = a.js("return document.getElementById('o-link').value")
        check(re.fullmatch(r'[A-Z0-9]{6}', code or '') is not None, f'a room code: {code!r}')
        check(link.endswith(f'?room={code}'), f'the invitation link: {link}')
        check(f'room={code}' in a.d.current_url, 'A: the address holds the room')
        check(a.js(f"return !!localStorage.getItem('libuno.room.{code}')"), 'A: the credential is kept')
        s = a.session()
        check_eq(s['room']['options'].get('single_round'), 1, 'the room plays one round')
        check_eq(s['room']['options'].get('hand_size'), 3, 'three cards a hand')
        check(not a.d.find_element(By.CSS_SELECTOR, 'main.layout').is_displayed(), 'A: the local game is hidden in a room')
        # --- B joins by the link, C watches
        print('--- B joins by the link, C watches')
        b.open(link)
        b.wait(lambda: b.visible('#o-prompt-join'), 'the invitation prompt')
        b.d.find_element(By.ID, 'o-prompt-name').send_keys('Bo')
        b.click('#o-prompt-join')
        b.wait(lambda: b.visible('#o-room-code'), 'B in the room')
        check_eq(b.session()['seat'], 1, 'B has seat 1')
        c.open(link)
        c.click('#o-prompt-watch')
        c.wait(lambda: c.visible('#o-room-code'), 'C watching')
        check('watch=1' in c.d.current_url, 'C: the address is the watch link')
        a.wait(lambda: (a.session()['room'] or {}).get('spectators') == 1, 'A sees one spectator')
        seats = a.js("return [...document.querySelectorAll('.o-seat')].map((e) => [e.dataset.state, e.textContent])")
        check_eq([x[0] for x in seats], ['connected', 'connected'], 'A: both seats connected')
        check('Bo' in seats[1][1], f'A: B\'s name on the seat: {seats[1][1]!r}')
        check(not b.visible('[data-action="start"]'), 'B may not start (not the host)')
        a.shot('room-desktop.png')
        a.phone('room', 'room-390.png')
        # --- A starts; the match by clicks
        print('--- A and B play the match; B reloads mid-game')
        a.click('[data-action="start"]')
        for p in (a, b, c):
            p.wait(lambda p=p: p.version() >= 1 and p.visible('#o-top'), f'{p.name}: the game')
        pages = {0: a, 1: b}
        moves = 0
        reloaded = False
        dropped = False
        shots_done = False
        deadline = time.monotonic() + MATCH_TIME
        while time.monotonic() < deadline:
            sa = a.session()
            g = sa['game']
            if g['status'] == 'match_over':
                break
            ver = g['version']
            for p in (b, c):
                p.wait(lambda p=p: p.version() == ver, f'{p.name}: at version {ver}')
            t_checks = time.monotonic()
            sess = {0: a.session(), 1: b.session()}
            hands = sess[0]['game']['view']['hand'] + sess[1]['game']['view']['hand']
            check_spectator(c, hands, f'version {ver}')
            for seat, p in pages.items():
                check_player(p, sess[seat], f'version {ver}')
            # who decides: the seat to play, or an out-of-turn UNO call
            actor = None
            for seat, p in pages.items():
                legal = sess[seat]['game']['legal']
                if legal and (g['view']['current'] == seat or legal == ['uno']):
                    actor = (p, legal)
                    break
            check(actor is not None, f'someone may move at version {ver}')
            p, legal = actor
            t_move = time.monotonic()
            m = make_move(p, legal)
            moves += 1
            p.wait(lambda: p.version() > ver or p.error(), f'{p.name}: {m} accepted')
            check(p.error() is None, f'{p.name}: {m} refused: {p.error()}')
            if os.environ.get('UNO_ONLINE_TIMES'):
                print(f'    {moves}: {p.name} {m} in {time.monotonic() - t_move:.2f} s, checks {t_move - t_checks:.2f} s')
            if moves == 1 and not shots_done:
                shots_done = True
                a.shot('game-desktop.png')
                c.shot('spectator-desktop.png')
                a.phone('game', 'game-390.png')
                c.phone('spectator game', 'spectator-390.png')
            if moves == 3 and not dropped:
                # A's socket drops (as a network would): the page opens
                # another and rejoins its seat with the kept credential.
                dropped = True
                ver = a.version()
                a.js('window.unoOnline.conn.drop()')
                a.wait(lambda: a.js('return window.unoOnline.conn.status') != 'online', 'A offline')
                a.wait(lambda: a.js('return window.unoOnline.conn.status') == 'online' and a.session()['room'], 'A reconnected')
                a.wait(lambda: a.version() == ver and a.session()['seat'] == 0, 'A back at seat 0')
                a.wait(lambda: a.js("return document.querySelector('.o-seat[data-seat=\"0\"]').dataset.state") == 'connected',
                       'A connected again')
            if moves == 2 and not reloaded:
                reloaded = True
                before = b.session()['game']['view']['hand']
                b.d.refresh()
                b.wait(lambda: b.js("return document.body.dataset.onlineReady === '1'"), 'B reloaded')
                b.wait(lambda: (b.session() or {}).get('game') and b.session()['game'].get('view'), 'B back in the game')
                sb = b.session()
                check_eq(sb['seat'], 1, 'B is back at seat 1 after the reload')
                check_eq(sorted(sb['game']['view']['hand']), sorted(before), 'B has its hand back')
                check(b.visible('#o-hand'), 'B sees its hand after the reload')
                b.shot('reloaded-desktop.png')
        check(moves > 0 and a.session()['game']['status'] == 'match_over', f'the match ended within the time ({moves} moves)')
        check(reloaded, 'B reloaded mid-game')
        check(dropped, 'A\'s socket dropped mid-game')
        print(f'    the match took {moves} moves')
        for p in (a, b, c):
            p.wait(lambda p=p: p.visible('#o-result'), f'{p.name}: the result')
            check_eq(p.js("return document.getElementById('o-result').dataset.over"), 'match', f'{p.name}: the match is over')
            check_log(p, 'the end')
            check_match_end(p)
        check(a.visible('[data-action="rematch"]'), 'A may ask for a rematch')
        check(not c.visible('[data-action="rematch"]'), 'C may not')
        check(len(a.session()['log']) > 3, 'A\'s log tells the game')
        a.shot('result-desktop.png')
        a.phone('result', 'result-390.png')
        # --- keyboard and labels: every visible button of the online screens has a name
        for p in (a, b, c):
            unnamed = p.js("""return [...document.querySelectorAll('#online button, #online input, #online select')]
                .filter((e) => e.offsetParent && !(e.getAttribute('aria-label') || e.textContent.trim() || (e.labels && e.labels.length)))
                .map((e) => e.outerHTML.slice(0, 80));""")
            check(not unnamed, f'{p.name}: every control is named: {unnamed}')
        # --- the rematch, and leaving forgets the seat
        a.click('[data-action="rematch"]')
        for p in (a, b):
            p.wait(lambda p=p: p.session()['game']['status'] == 'playing', f'{p.name}: the rematch')
            p.wait(lambda p=p: p.js("return document.getElementById('o-room-info').dataset.status") == 'playing',
                   f'{p.name}: the room line says the rematch is played')
            check(not p.visible('#o-winner') and not p.visible('#o-result'), f'{p.name}: no winner and no result in the rematch')
        b.click('[data-action="leave"]')
        b.wait(lambda: b.visible('#o-create-btn'), 'B back home')
        check(not b.js(f"return localStorage.getItem('libuno.room.{code}')"), 'B: leaving forgets the credential')
        check('room=' not in b.d.current_url, 'B: the address is home again')
        a.wait(lambda: a.js("return document.querySelector('.o-seat[data-seat=\"1\"]').dataset.state") != 'connected',
               'A sees B gone')
        # --- the home page lists the public room
        b.click('[data-action="refresh-lobby"]')
        b.wait(lambda: b.visible(f'.lobby-room[data-room="{code}"]'), 'the public room in the lobby')
        play_flip(b, c)
        for p in (a, b, c):
            errs = p.errors()
            check(not errs, f'{p.name}: no console errors: {errs}')


def main():
    if not os.path.exists(os.path.join(WEB, 'libuno', 'src', 'index.js')):
        print('web/libuno/ is missing: run scripts/build-wasm first', file=sys.stderr)
        return 2
    if not os.path.isdir(os.path.join(PYPATH, 'libuno')):
        print(f'{PYPATH}/libuno is missing: build with meson first (or set UNO_PYTHONPATH)', file=sys.stderr)
        return 2
    start = time.monotonic()
    tmp = tempfile.mkdtemp(prefix='uno-online-')
    global failed
    try:
        run(tmp)
    except Failure:
        pass
    except Exception:  # a broken test or page: report it
        import traceback
        traceback.print_exc()
        failed += 1
    if failed:
        with contextlib.suppress(OSError):
            print('--- the server\'s log (last lines):')
            print(''.join(open(os.path.join(tmp, 'server.log')).readlines()[-20:]))
    print(f'\nonline browser test: {time.monotonic() - start:.1f} s')
    print(f'{passed} passed, {failed} failed')
    return 1 if failed else 0


if __name__ == '__main__':
    sys.exit(main())
