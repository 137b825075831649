#!/usr/bin/python3
"""End-to-end test of the playable page (web/) in headless Chromium.

Serves web/ with `python3 -m http.server` on a free local port, opens the
page in Chromium (Debian's chromium + chromedriver, python3-selenium) and
plays it by clicking and typing as a person would: scripted deals (the
`hands`/`first`/`draw` URL parameters) make every situation happen the
same way each run. After each step the page is compared with the game it
shows (window.unoPage.game, read with execute_script): the hand, the
playable cards, the top card, the color, the direction, every seat's hand
size, the draw pile, the turn, the scores, the catch buttons and the log.

    /usr/bin/python3 web/test/test_browser.py      # after scripts/build-wasm

Screenshots go to $SCREENSHOT_DIR (default web/test/out/); one mid-game
screenshot is also written to doc/web-page.png for the README (set
UNO_NO_DOC_SHOT=1 to skip that). Exits non-zero on any failure; the last
line says 'N passed, N failed'.
"""

import contextlib
import os
import re
import shutil
import socket
import subprocess
import sys
import tempfile
import time
import traceback
import urllib.parse
import urllib.request

from selenium import webdriver
from selenium.common.exceptions import WebDriverException
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

HERE = os.path.dirname(os.path.abspath(__file__))
WEB = os.path.dirname(HERE)
ROOT = os.path.dirname(WEB)
SHOTS = os.environ.get('SCREENSHOT_DIR') or os.path.join(HERE, 'out')
DOC_SHOT = os.path.join(ROOT, 'doc', 'web-page.png')
DEADLINE = time.monotonic() + 330  # the whole run stays under 6 minutes

passed = 0
failed = 0


class Failure(Exception):
    pass


def check(cond, what):
    """Counts one check; raises Failure (ending the scenario) when it fails."""
    global passed, failed
    if cond:
        passed += 1
        return
    failed += 1
    print(f'    FAIL: {what}')
    raise Failure(what)


def check_eq(got, want, what):
    check(got == want, f'{what}: got {got!r}, want {want!r}')


# ---------------------------------------------------------------- set-up --

def free_port():
    with socket.socket() as s:
        s.bind(('127.0.0.1', 0))
        return s.getsockname()[1]


def wait_for(url, what, tries=200):
    """Waits until a local server answers url (it was just started)."""
    for _ in range(tries):
        try:
            urllib.request.urlopen(url, timeout=1).read()
            return
        except OSError:
            time.sleep(0.05)
    raise RuntimeError(f'{what} did not start')


@contextlib.contextmanager
def server():
    port = free_port()
    proc = subprocess.Popen(
        [sys.executable, '-m', 'http.server', str(port), '--bind', '127.0.0.1'],
        cwd=WEB, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        base = f'http://127.0.0.1:{port}/'
        wait_for(base + 'index.html', 'http.server')
        yield base
    finally:
        proc.terminate()
        proc.wait(5)


@contextlib.contextmanager
def browser():
    profile = tempfile.mkdtemp(prefix='uno-chromium-')
    opts = webdriver.ChromeOptions()
    opts.binary_location = '/usr/bin/chromium'
    for a in ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage',
              '--disable-background-networking', '--disable-component-update', '--no-first-run',
              '--disable-sync', '--disable-extensions', '--window-size=1400,1000',
              '--force-device-scale-factor=1', f'--user-data-dir={profile}']:
        opts.add_argument(a)
    opts.set_capability('goog:loggingPrefs', {'browser': 'ALL'})
    # ChromeDriver is started here and reached at 127.0.0.1, not through
    # selenium's Service, which waits for it at "localhost": a minimal
    # root (a container, a chroot) may have no /etc/hosts to resolve it.
    port = free_port()
    driver_proc = subprocess.Popen(
        ['/usr/bin/chromedriver', f'--port={port}', '--allowed-ips=127.0.0.1'],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    drv = None
    try:
        url = f'http://127.0.0.1:{port}'
        wait_for(url + '/status', 'chromedriver')
        drv = webdriver.Remote(command_executor=url, options=opts)
        drv.set_script_timeout(20)
        yield drv
    finally:
        if drv is not None:
            drv.quit()
        driver_proc.terminate()
        driver_proc.wait(5)
        shutil.rmtree(profile, ignore_errors=True)


# ------------------------------------------------------------- the page --

class Page:
    def __init__(self, drv, base):
        self.d = drv
        self.base = base

    def open(self, **params):
        q = urllib.parse.urlencode(params, safe=',|:')
        self.d.get(f'{self.base}index.html?{q}')
        self.wait(lambda: self.js('return !!(window.unoPage && window.unoPage.ready)'), 'the page to load')
        self.settle()

    def js(self, code, *args):
        return self.d.execute_script(code, *args)

    def wait(self, cond, what, timeout=10.0):
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            if cond():
                return
            time.sleep(0.03)
        check(False, f'timed out waiting for {what}')

    def settle(self, timeout=15.0):
        """Waits until no bot step is pending: the page waits for seat 0."""
        self.wait(lambda: self.js('return window.unoPage.idle()'), 'the bots to finish', timeout)

    def click(self, css):
        els = [e for e in self.d.find_elements(By.CSS_SELECTOR, css) if e.is_displayed()]
        check(len(els) > 0, f'a visible element {css}')
        check(els[0].is_enabled(), f'{css} is enabled')
        els[0].click()

    def click_card(self, card):
        self.click(f'#hand [data-card="{card}"][data-playable="1"]')

    def key(self, *keys):
        self.d.find_element(By.TAG_NAME, 'body').send_keys(*keys)

    def shot(self, name):
        os.makedirs(SHOTS, exist_ok=True)
        path = os.path.join(SHOTS, name)
        self.d.save_screenshot(path)
        print(f'    screenshot {os.path.relpath(path, ROOT)}')
        return path

    def state(self):
        s = self.js(STATE_JS)
        s['raw'] = self.js(RAW_JS)
        return s

    def errors(self):
        logs = self.d.get_log('browser')
        return [e['message'] for e in logs if e['level'] == 'SEVERE']

    def verify(self, what=''):
        """Compares what the page shows with the game it shows."""
        s = self.state()
        dom, g = s['dom'], s['game']
        tag = f' ({what})' if what else ''
        check(s['error'] is None, f'no error banner{tag}: {s["error"]}')
        check_eq(sorted(dom['hand']), sorted(g['hand']), f'hand{tag}')
        check_eq(int(dom['myCount']), len(g['hand']), f'my card count{tag}')
        check_eq(sorted(set(dom['playable'])), sorted(set(g['playCards'])), f'playable cards{tag}')
        check_eq(dom['top'], g['top'], f'top card{tag}')
        check_eq(dom['color'] or None, g['color'], f'current color{tag}')
        check_eq(dom['direction'], g['direction'], f'direction{tag}')
        check_eq(dom['drawCount'], g['drawPile'], f'draw pile{tag}')
        check_eq(dom['turn'], g['current'], f'whose turn{tag}')
        check_eq(dom['round'], g['round'], f'round number{tag}')
        check_eq({int(k): v for k, v in dom['sizes'].items()},
                 {i: n for i, n in enumerate(g['sizes']) if i > 0}, f'opponents\' hand sizes{tag}')
        check(all(str(n) == t for n, t in dom['sizeTexts']), f'hand sizes printed as the data says{tag}')
        check_eq(dom['totals'], g['scores'], f'score totals{tag}')
        check_eq(sorted(dom['catch']), sorted(m for m in g['legal'] if m.startswith('catch')), f'catch buttons{tag}')
        check_eq(dom['drawEnabled'], 'draw' in g['legal'], f'draw button{tag}')
        check_eq(dom['passEnabled'], 'pass' in g['legal'], f'pass button{tag}')
        check_eq(dom['undoEnabled'], s['undo'], f'undo button{tag}')
        check_eq(dom['log'], s['log'][-250:], f'log{tag}')
        check_eq(dom['overlay'], g['roundOver'], f'round-over panel{tag}')
        check_eq(dom['roundsRows'], s['rounds'], f'score table rows{tag}')
        raw = [line for line in s['log'] if RAW_LINE.search(line)]
        check(not raw, f'no raw event text in the log{tag}: {raw[:3]}')
        check(not s['raw'], f'no library name or raw number words on the page{tag}: {s["raw"][:5]}')
        return s


# A line the library would not write: an event's fallback ("shed (seat
# 3)"), a snake_case name ("knocked_out"), a seat by number, an unfilled
# value, or a count that disagrees with its noun.
RAW_LINE = re.compile(r'\w+ \(seat \d+\)|\b[a-z]+_[a-z_]+\b|\b[Ss]eat \d+\b|undefined|null|NaN|\[object|\b1 (cards|points)\b')

# The page's visible text against the library's names that a player must
# never read: every event type, phase, draw reason, seat status, refusal
# reason and option name with an underscore, and counts with a wrong
# plural ("1 cards").
RAW_JS = r'''
const U = window.unoPage.U;
const names = new Set(U.optionNames());
for (let i = 0; i < 64; i++)
  for (const f of [U.eventTypeName, U.phaseName, U.drawReasonName, U.seatStatusName, U.reasonName]) {
    const n = f(i);
    if (n) names.add(n);
  }
const text = document.body.innerText;
const out = [...names].filter((n) => n.includes('_') && new RegExp(`\\b${n}\\b`).test(text));
for (const m of text.matchAll(/\b1 (cards|points|players)\b|\w+ \(seat \d+\)|undefined|NaN|\[object/g))
  out.push(m[0]);
return out;
'''

STATE_JS = r'''
const P = window.unoPage, g = P.game;
const q = (s) => document.querySelector(s);
const qa = (s) => [...document.querySelectorAll(s)];
const sizes = {}, sizeTexts = [];
for (const e of qa('#opponents .seat')) {
  sizes[e.dataset.seat] = +e.dataset.handSize;
  sizeTexts.push([+e.dataset.handSize, e.querySelector('.count b').textContent]);
}
const btn = (m) => { const b = q(`#actions [data-move="${m}"]`); return !!b && !b.disabled; };
const legal = g.legalMoves(0);
return {
  error: P.error,
  undo: P.undoAvailable,
  log: P.log.map((e) => e.text),
  rounds: P.rounds.length,
  dom: {
    hand: qa('#hand [data-card]').map((e) => e.dataset.card),
    playable: qa('#hand [data-card][data-playable="1"]').map((e) => e.dataset.card),
    myCount: q('#my-count b').textContent,
    top: q('#top-card').dataset.top,
    color: q('#current-color').dataset.color,
    direction: +q('#direction').dataset.direction,
    drawCount: +q('#draw-count').textContent,
    turn: q('#turn').dataset.seat === '' ? null : +q('#turn').dataset.seat,
    round: +q('#round-no').textContent,
    sizes, sizeTexts,
    totals: qa('#score-table tr.total td[data-seat]').map((e) => +e.dataset.total),
    catch: qa('#actions [data-move^="catch"]').map((e) => e.dataset.move),
    drawEnabled: btn('draw'), passEnabled: btn('pass'), undoEnabled: btn('undo'),
    log: qa('#log li .say').map((e) => e.textContent),
    overlay: !q('#overlay').hidden,
    roundsRows: qa('#score-table tbody tr[data-round]').length,
  },
  game: {
    hand: g.hand(0), sizes: g.handSizes, top: g.topCard, color: g.currentColor,
    direction: g.direction, drawPile: g.drawPileSize, current: g.currentPlayer,
    round: g.round, scores: g.scores, phase: g.phase, roundOver: g.roundOver,
    legal: legal.map(String),
    playCards: legal.filter((m) => m.type === 'play' || m.type === 'give').map((m) => m.card),
  },
};
'''

# Seat 0 played by a library bot through the page's own entry point (for
# the smoke runs and the README screenshot; the scenarios click and type).
AUTO_JS = r'''
const P = window.unoPage, g = P.game;
if (!window.__me) window.__me = new P.U.Bot('greedy', {seed: 99});
if (g.roundOver) { document.querySelector('[data-move="next-round"]').click(); return 'next'; }
const a = window.__me.act(g, 0);
if (a) { P.move(String(a)); return String(a); }
if (g.currentPlayer !== 0) return null;
const m = String(window.__me.choose(g, 0));
P.move(m);
return m;
'''


def log_has(s, needle):
    return any(needle in line for line in s['log'])


# ------------------------------------------------------------ scenarios --

# A two-player Classic deal that ends in seven decisions of seat 0 (the
# bot holds only cards that never match, and draws only unplayable ones).
ROUND = dict(variant='classic', hands='R5,W,G2,G4,G6|Y1,Y3,Y7,Y8,YS', first='R1',
             draw='B1,G5,B3,B7,B8,B9,Y9', seed='11', delay='60')


def scenario_round(p):
    """A whole round by clicking: play, draw and keep, a wild and its color, UNO, going out."""
    p.open(**ROUND)
    s = p.verify('start')
    check_eq(s['game']['current'], 0, 'seat 0 plays first')
    check_eq(sorted(s['dom']['playable']), ['R5', 'W'], 'R5 and the Wild are playable on R1')
    p.shot('01-round-start.png')

    p.click_card('R5')
    p.settle()
    s = p.verify('after R5')
    check(log_has(s, 'You play red 5.'), 'the log says R5 was played')
    check(log_has(s, 'Bot 1 draws a card.'), 'the log says the bot drew (without naming its card)')
    check(not any('blue 1' in line for line in s['log']), 'the bot\'s drawn card is not shown')

    p.click('#actions [data-move="draw"]')
    p.settle()
    s = p.verify('after drawing')
    check_eq(s['game']['phase'], 'drawn', 'the drawn G5 can be played: phase drawn')
    check(log_has(s, 'You draw green 5.'), 'the log names the card seat 0 drew')
    check(p.js('return !!document.querySelector("#hand .card.new[data-card=G5]")'), 'the drawn card is marked new')
    check(not s['undo'], 'no undo after a draw')
    check('you drew a card' in p.js('return document.querySelector("#undo-note").textContent'), 'the page says why undo is off')
    p.click('#prompt [data-move="pass"]')
    p.settle()
    s = p.verify('after keeping the card')
    check(log_has(s, 'You pass.'), 'the log says seat 0 passed')

    p.click_card('W')
    check(p.js('return document.querySelector("#prompt").dataset.kind') == 'wild', 'the color picker opens')
    p.shot('02-color-picker.png')
    p.click('#prompt [data-color="G"]')
    p.settle()
    s = p.verify('after the Wild')
    check_eq(s['game']['top'], 'W/G', 'the Wild on top names green')
    check_eq(s['dom']['color'], 'G', 'the page shows green as the color')
    check(log_has(s, 'You play Wild.') and log_has(s, 'You name green.'), 'the log says which color was named')

    p.click_card('G2')
    p.settle()
    p.verify('after G2')
    p.click_card('G4')
    p.settle()
    s = p.verify('after G4')
    check_eq(len(s['game']['hand']), 2, 'two cards left')

    p.click('#actions [data-move="uno"]')  # arms the call for the next play
    check(p.js('return document.querySelector("#actions [data-move=uno]").getAttribute("aria-pressed")') == 'true', 'UNO is armed')
    p.shot('03-uno-armed.png')
    p.click_card('G6')
    p.settle()
    s = p.verify('after G6 with UNO')
    check(log_has(s, 'You call UNO!'), 'the play called UNO')
    check_eq(s['game']['sizes'][0], 1, 'one card left, and not caught')
    check(p.js('return !!document.querySelector("#me-head .uno-badge")'), 'the UNO badge shows')

    p.click_card('G5')
    p.settle()
    s = p.verify('round over')
    check_eq(s['game']['phase'], 'round_over', 'the round is over')
    check_eq(s['game']['scores'][0], 76, 'seat 0 scores the bot\'s 76 points')
    check(log_has(s, 'You win the round and score 76 points.'), 'the log says who won')
    check_eq(p.js('return document.querySelector("#modal h2").textContent'), 'You win the round and score 76 points.', 'the result panel says so')
    check_eq(p.js('return document.activeElement.dataset.move'), 'next-round', 'the result panel\'s button has the focus')
    check('round ended' in p.js('return document.querySelector("#undo-note").textContent'), 'undo is off because the round ended (no new round yet)')
    check_eq(s['rounds'], 1, 'one round in the score table')
    p.shot('04-round-over.png')

    p.click('#modal [data-move="next-round"]')
    p.settle()
    s = p.verify('round 2')
    check_eq(s['game']['round'], 2, 'the next round is dealt')
    check(log_has(s, 'Round 2: '), 'the log starts round 2')
    check('new round was dealt' in p.js('return document.querySelector("#undo-note").textContent'), 'now a new round was dealt')


CAUGHT = dict(variant='classic', hands='R3,R5|B1,B2', first='R1', draw='G5,G6', seed='5', delay='1200')


def scenario_caught(p):
    """Playing down to one card without calling: a bot catches seat 0, who draws the penalty."""
    p.open(**CAUGHT)
    p.verify('start')
    p.click_card('R3')
    # Within the catch window, before the bot acts: the page warns.
    check(p.js('return !!document.querySelector("#me-head .exposed-badge")'), 'the page warns that UNO was not called')
    check(p.js('return !document.querySelector("#actions [data-move=uno]").disabled'), 'the UNO button is live in the window')
    p.shot('05-uno-not-called.png')
    p.settle()
    s = p.verify('after the catch')
    check_eq(sorted(s['game']['hand']), ['G5', 'G6', 'R5'], 'seat 0 drew the 2-card penalty')
    check(log_has(s, 'Bot 1 catches you not calling UNO.'), 'the log shows the catch')
    check(log_has(s, 'You must draw 2 cards (UNO penalty).'), 'the log shows the penalty')
    check(log_has(s, 'You draw green 5 (UNO penalty).') and log_has(s, 'You draw green 6 (UNO penalty).'), 'the log shows the penalty cards')
    p.shot('06-caught.png')


def scenario_uno_after(p):
    """Calling UNO after the play, inside the window: nobody can catch."""
    p.open(**CAUGHT)
    p.click_card('R3')
    p.click('#actions [data-move="uno"]')
    p.settle()
    s = p.verify('after a late call')
    check_eq(s['game']['sizes'][0], 1, 'no penalty after calling in time')
    check(log_has(s, 'You call UNO!'), 'the call is logged')
    check(not log_has(s, 'catches'), 'nobody catches')


CHALLENGE = dict(variant='classic', hands='R3,R5,G1|W4,B9,G8', first='R1', draw='G5,G6,Y1,Y2,Y3,Y4',
                 seed='21', delay='60')


def scenario_challenge(p):
    """A bot's Wild Draw Four, challenged: the bot's hand is shown, the challenger draws 6."""
    p.open(**CHALLENGE)
    p.click_card('R3')
    p.settle()
    s = p.verify('facing a Wild Draw Four')
    check_eq(s['game']['phase'], 'challenge', 'phase challenge for seat 0')
    check_eq(sorted(s['game']['legal']), ['accept', 'challenge'], 'challenge or accept')
    check(p.js('return document.querySelector("#prompt").dataset.kind') == 'challenge', 'the challenge dialog shows')
    check('Wild Draw Four' in p.js('return document.querySelector("#prompt h3").textContent'), 'it names the card')
    p.shot('07-challenge.png')
    p.click('#prompt [data-move="challenge"]')
    p.settle()
    s = p.verify('after the challenge')
    check_eq(len(s['game']['hand']), 8, 'innocent: seat 0 drew 4 + 2')
    check(log_has(s, 'You challenge Bot 1\'s Wild Draw Four: it was played fairly.'), 'the log gives the verdict')
    shown = p.js('return [...document.querySelectorAll("#shown-hand [data-card]")].map(e => e.dataset.card)')
    check_eq(sorted(shown), ['B9', 'G8'], 'the challenged hand is shown')
    check(not s['undo'], 'no undo after a challenge showed a hand')
    p.shot('08-challenge-shown.png')


CATCH_BOT = dict(variant='classic', hands='R3,R5,R7|R2,R4,Y9', first='R1', draw='G5,G6,Y1,Y2',
                 seed='8', bot='random', delay='60')


def scenario_catch_bot(p):
    """A random bot forgets UNO: the Catch button appears and catching makes it draw 2."""
    p.open(**CATCH_BOT)
    p.click_card('R3')
    p.settle()
    p.click('#actions [data-move="uno"]')  # armed: R5 is played with its call
    p.click_card('R5')
    p.settle()
    s = p.verify('a bot with one card and no call')
    check('catch 1' in s['dom']['catch'], 'the Catch button is there')
    check(p.js('return !!document.querySelector(".seat[data-seat=\'1\'] .exposed-badge")'), 'the bot is marked as not having called')
    p.shot('09-catch-button.png')
    p.click('#actions [data-move="catch 1"]')
    p.settle()
    s = p.verify('after catching the bot')
    check_eq(s['game']['sizes'][1], 3, 'the bot drew the 2-card penalty')
    check(log_has(s, 'You catch Bot 1 not calling UNO.'), 'the catch is logged')


KEYS = dict(variant='classic', hands='R3,RS,G1,B2|Y1,Y2,Y3,Y4', first='R1', draw='G5,G6,Y5,Y6', seed='3',
            delay='60')


def scenario_keyboard_undo(p):
    """Keys select and play; undo takes back a play that showed nothing, and not a draw."""
    p.open(**KEYS)
    s = p.verify('start')
    hand = p.js('return window.unoPage.hand()')
    i = hand.index('RS')
    p.key(str(i + 1))
    check(p.js('return document.querySelector("#hand .selected").dataset.card') == 'RS', 'a digit selects a card')
    p.key(Keys.ENTER)
    p.settle()
    s = p.verify('after a Skip played by keys')
    check_eq(s['game']['top'], 'RS', 'Enter played the Skip')
    check_eq(s['game']['current'], 0, 'two players: the Skip gives seat 0 another turn')
    check(s['undo'], 'undo is offered: nothing hidden was shown')
    p.shot('10-undo-offered.png')
    p.key('z')
    p.settle()
    s = p.verify('after undo')
    check_eq(s['game']['top'], 'R1', 'undo put the Skip back')
    check_eq(sorted(s['game']['hand']), ['B2', 'G1', 'R3', 'RS'], 'the hand is as before')
    check(log_has(s, 'Taken back: You play red Skip.'), 'the log says so')
    # arrows, then Enter
    p.key(Keys.HOME)
    hand = p.js('return window.unoPage.hand()')
    for _ in range(hand.index('R3')):
        p.key(Keys.ARROW_RIGHT)
    check(p.js('return document.querySelector("#hand .selected").dataset.card') == 'R3', 'arrows select a card')
    p.key(Keys.ENTER)
    p.settle()
    s = p.verify('after R3 by keys')
    check(log_has(s, 'You play red 3.'), 'Enter played R3')
    p.key('d')
    p.settle()
    s = p.verify('after D')
    check(log_has(s, 'You draw '), 'D drew a card')
    check(not s['undo'], 'undo is off after a draw')
    p.key('z')
    s = p.verify('after Z with undo off')
    check('Undo is off' in p.js('return document.querySelector("#status").textContent'), 'Z says why it cannot undo')


def scenario_url_and_new_game(p):
    """The URL carries variant, players, seed and rules; the New game form rewrites it."""
    p.open(variant='express', players='3', seed='4242', rules='stacking:1,seven_o:1', delay='60')
    s = p.verify('express from the URL')
    g = p.js('const g = window.unoPage.game; return [g.variant, g.players, g.rules.get("stacking"), g.rules.get("seven_o")]')
    check_eq(g, ['express', 3, 1, 1], 'variant, players and rules from the URL')
    hand = sorted(s['game']['hand'])
    p.d.refresh()
    p.wait(lambda: p.js('return !!(window.unoPage && window.unoPage.ready)'), 'reload')
    p.settle()
    s = p.verify('reloaded')
    check_eq(sorted(s['game']['hand']), hand, 'the same seed deals the same hand')

    p.click('#toggle-setup')
    sel = p.d.find_element(By.ID, 'f-variant')
    sel.find_element(By.CSS_SELECTOR, 'option[value="teams"]').click()
    p.d.find_element(By.CSS_SELECTOR, '#f-players option[value="4"]').click()
    p.d.find_element(By.CSS_SELECTOR, '#f-rules input[data-option="jump_in"]').click()
    seed = p.d.find_element(By.ID, 'f-seed')
    seed.clear()
    seed.send_keys('777')
    p.shot('11-new-game-form.png')
    p.click('#start-game')
    p.settle()
    url = urllib.parse.urlparse(p.d.current_url)
    q = urllib.parse.parse_qs(url.query)
    check_eq((q.get('variant'), q.get('players'), q.get('seed'), q.get('rules')),
             (['teams'], ['4'], ['777'], ['jump_in:1']), 'the URL names the new game')
    g = p.js('const g = window.unoPage.game; return [g.variant, g.players, g.rules.get("jump_in")]')
    check_eq(g, ['teams', 4, 1], 'the new game is the one asked for')
    p.verify('teams')
    check(p.js('return !!document.querySelector(".seat.partner[data-seat=\'2\']")'), 'seat 2 is shown as the partner')


def scenario_first_wild(p):
    """A Wild turned as the first card: seat 0 names the color first (C-3)."""
    p.open(variant='classic', hands='R3,G5,G6|Y1,Y2,Y4', first='W', draw='R0,Y0,G0', seed='1', delay='60')
    s = p.verify('first card Wild')
    check_eq(s['game']['phase'], 'color', 'phase color for seat 0')
    check(p.js('return document.querySelector("#prompt").dataset.kind') == 'color', 'the color picker shows by itself')
    check_eq(s['dom']['playable'], [], 'no card is playable before the color is named')
    p.key('g')
    p.settle()
    s = p.verify('after G')
    check_eq(s['game']['color'], 'G', 'G named green')
    check_eq(sorted(set(s['dom']['playable'])), ['G5', 'G6'], 'the greens are playable now')


def scenario_seven_o(p):
    """Seven-O (H-5): playing a 7 asks whose hand to take."""
    p.open(variant='classic', hands='R7,R2,G3,G4|Y1,Y2,Y3,Y4|B1,B2,B3,B5', first='R1', draw='Y7,Y8,Y9,B9',
           seed='2', rules='seven_o:1', delay='60')
    p.click_card('R7')
    p.settle()
    s = p.verify('swap choice')
    check_eq(s['game']['phase'], 'swap', 'phase swap')
    check_eq(sorted(p.js('return [...document.querySelectorAll("#prompt [data-move^=swap]")].map(e => e.dataset.move)')),
             ['swap 1', 'swap 2'], 'a button per other seat')
    p.shot('13-seven-o-swap.png')
    p.click('#prompt [data-move="swap 2"]')
    p.settle()
    s = p.verify('after the swap')
    check_eq(sorted(s['game']['hand']), ['B1', 'B2', 'B3', 'B5'], 'seat 0 holds Bot 2\'s hand')
    check(log_has(s, 'You swap hands with Bot 2.'), 'the swap is logged')


def scenario_casting_call(p):
    """Casting Call (CC-2, CC-3): the turned cards are shown, then dealt round."""
    p.open(variant='casting-call', hands='CC,R5,G1|Y1,Y2,Y3|B1,B2,B3', first='R1', draw='G5,G6,Y7,G5,Y8,Y9',
           seed='3', delay='60')
    p.click_card('CC')
    p.click('#prompt [data-color="B"]')
    p.settle()
    s = p.verify('cast choice')
    check_eq(s['game']['phase'], 'cast', 'phase cast')
    turned = p.js('return [...document.querySelectorAll("#prompt [data-card]")].map(e => e.dataset.card)')
    check_eq(turned, ['G5', 'G6', 'Y7', 'G5'], 'the turned cards are shown in order')
    p.shot('14-casting-call.png')
    p.click('#prompt [data-move="cast deal"]')
    p.settle()
    s = p.verify('after the deal')
    check(log_has(s, 'You give green 5 to Bot 1.') and log_has(s, 'You give green 6 to Bot 2.'), 'the deal is logged card by card')


def scenario_teams_handoff(p):
    """Teams (TM-7): when the teammate goes out, seat 0 gives half its hand by clicking cards."""
    p.open(variant='teams', hands='G7,G8|Y5,Y6|R3,R4|B5,B6', first='R1', draw='B9,Y9,B7,Y8,G9,B8,Y1,Y2',
           seed='5', delay='60')
    p.click('#actions [data-move="draw"]')
    p.settle()
    p.click('#draw-pile [data-move="draw"]')  # the pile itself draws too
    p.settle()
    s = p.verify('hand-off')
    check_eq(s['game']['phase'], 'handoff', 'phase handoff')
    check_eq(sorted(set(s['dom']['playable'])), ['B9', 'G7', 'G8', 'Y8'], 'every card can be given')
    check('give them 2 more cards' in p.js('return document.querySelector("#prompt").textContent').lower(), 'the prompt says how many')
    p.shot('15-teams-handoff.png')
    p.click_card('G7')
    p.settle()
    p.verify('one given')
    p.click_card('G8')
    p.settle()
    s = p.verify('after the hand-off')
    check_eq(sorted(s['game']['hand']), ['B9', 'Y8'], 'two cards given')
    check_eq(s['game']['sizes'][2], 2, 'the teammate has them')


def scenario_stacking(p):
    """Stacking (H-1): a Draw Two answered with a Draw Two; the bot takes 4."""
    p.open(variant='classic', hands='R5,GD2,G1,G2|RD2,Y1,Y2,Y3', first='R1', draw='B5,B6,B7,B8,B9,Y9',
           seed='4', rules='stacking:1', delay='60')
    p.click_card('R5')
    p.settle()
    s = p.verify('facing a Draw Two')
    check_eq(s['game']['phase'], 'stack', 'phase stack')
    check_eq(sorted(set(s['dom']['playable'])), ['GD2'], 'only the Draw Two answers it')
    check(p.js('return !!document.querySelector("#prompt [data-move=accept]")'), 'taking the cards is offered')
    p.shot('16-stacking.png')
    p.click_card('GD2')
    p.settle()
    s = p.verify('after stacking')
    check_eq(s['game']['sizes'][1], 3 + 4, 'the bot took the 4 cards')


# UNO Flip, three seats of three two-sided cards (LIGHT:DARK): seat 0 can
# flip at once; the draw pile's top card is Y1:T1.
FLIP_DEAL = dict(variant='flip', hands='RF:P4,R2:TSE,R3:O9|G1:O6,G2:W,G3:T8|B1:V7,B2:VD5,B3:P1',
                 first='R5:P5', draw='Y1:T1,Y2:O2', seed='9', delay='60')

FLIP_JS = r'''
const g = window.unoPage.game, q = (s) => document.querySelector(s);
const seats = [...document.querySelectorAll('#opponents .hidden-faces')];
return {
  side: g.side, shown: +q('#side').dataset.side,
  hidden: seats.map((e) => [+e.dataset.seat, e.dataset.hidden]),
  want: seats.map((e) => [+e.dataset.seat, g.hiddenFaces(0, +e.dataset.seat).join(' ')]),
  pile: q('#draw-face') ? q('#draw-face').dataset.hidden : null,
  wantPile: g.hiddenFaces(0, window.unoPage.U.DRAW_PILE)[0] ?? null,
};
'''


def check_flip(p, side, what):
    f = p.js(FLIP_JS)
    check_eq((f['side'], f['shown']), (side, side), f'the side in play, shown ({what})')
    check_eq(len(f['hidden']), 2, f'both bots show their cards\' other side ({what})')
    check_eq(f['hidden'], f['want'], f'the other side of the bots\' cards ({what})')
    check_eq(f['pile'], f['wantPile'], f'the other side of the draw pile\'s top card ({what})')
    return f


def scenario_flip(p):
    """UNO Flip: the side in play, the other side of the bots' cards and of the draw pile, a Flip."""
    p.open(**FLIP_DEAL)
    p.verify('light side')
    f = check_flip(p, 0, 'light side')
    check_eq(f['hidden'][0], [1, 'O6 T8 W'], 'seat 1\'s dark faces, as dealt')
    check_eq(f['pile'], 'T1', 'the draw pile\'s top card, Y1, shows T1')
    p.click_card('RF')
    p.settle()
    s = p.verify('after the Flip')
    check_flip(p, 1, 'dark side')
    check(log_has(s, 'every card over'), 'the log tells of the Flip')
    check(all(c[0] in 'PTOVW' for c in s['game']['hand']), f'your hand in the dark letters: {s["game"]["hand"]}')
    p.shot('17-flip.png')


# Cards whose kind's name spills out of its place on the card: past the
# card's edge, over the corner symbol, or cut by its box.
LABELS_JS = r'''
const out = [];
for (const e of document.querySelectorAll('.card .kind')) {
  if (!e.offsetParent) continue;
  const card = e.closest('.card').getBoundingClientRect(), r = e.getBoundingClientRect();
  const c = e.closest('.card').querySelector('.corner.tl'), corner = c ? c.getBoundingClientRect() : {right: card.left};
  if (e.scrollWidth > e.clientWidth + 1 || r.right > card.right || r.left < corner.right)
    out.push(e.textContent);
}
return out;
'''


def scenario_card_labels(p):
    """No Mercy's long names (Skip Everyone, Discard All, Reverse Draw Four) fit on their cards, on a phone too."""
    p.open(variant='no-mercy', players='2', hands='RSE,BDA,GD4,WR4,W10,Y5,G2|R1,R2,R3,R4,R5,R6,R8',
           first='B5', seed='11', delay='60')
    s = p.verify('No Mercy, dealt')
    check(any(c in s['game']['hand'] for c in ('RSE', 'BDA')), f'the long names in your hand: {s["game"]["hand"]}')
    check_eq(p.js(LABELS_JS), [], 'every card\'s name fits on it')
    p.shot('18-card-labels.png')
    outer = p.d.get_window_size()
    p.d.set_window_size(390, 844)
    try:
        p.wait(lambda: p.js('return window.innerWidth') <= 390, 'the narrow window')
        check_eq(p.js(LABELS_JS), [], 'every card\'s name fits on it at 390 px')
        p.shot('18-card-labels-390.png')
    finally:
        p.d.set_window_size(outer['width'], outer['height'])


# ------------------------------------------------------ whole matches --

# What seat 0 would do, as a greedy bot of the library chooses it: the
# test then makes that move by clicking the page's controls.
CHOOSE_JS = r"""
const P = window.unoPage, g = P.game;
if (!window.__clicker) window.__clicker = new P.U.Bot('greedy', {seed: arguments[0]});
if (g.roundOver) return {kind: 'over', match: g.matchOver};
const m = window.__clicker.act(g, 0) || (g.currentPlayer === 0 ? window.__clicker.choose(g, 0) : null);
if (!m) return {kind: 'wait'};
return {kind: 'move', text: String(m), type: m.type, card: m.card, color: m.color, uno: m.uno};
"""


def click_move(p, c):
    """Makes seat 0's move `c` (CHOOSE_JS) by clicking, as a person would."""
    t = c['type']
    if t in ('play', 'give'):
        if c['uno'] and p.js('return document.querySelector("#actions [data-move=uno]").getAttribute("aria-pressed")') != 'true':
            p.click('#actions [data-move="uno"]')  # arms the call
        p.click_card(c['card'])
        if p.js('return document.querySelector("#prompt").dataset.kind') == 'wild':
            p.click(f'#prompt [data-color="{c["color"]}"]')
    elif t in ('draw', 'pass', 'uno'):
        p.click(f'#actions [data-move="{t}"]')
    elif t == 'catch':
        p.click(f'#actions [data-move="{c["text"]}"]')
    else:  # challenge, accept, color X, swap N, cast N / cast deal
        p.click(f'#prompt [data-move="{c["text"]}"]')


def play_match(p, what, seed, max_decisions=600, shots=None):
    """Plays seat 0 by clicks until the match ends; returns the decisions made and the rounds."""
    shots = shots or {}
    decisions = 0
    seen = set()
    while True:
        check(time.monotonic() < DEADLINE, f'{what}: the match ends in time')
        p.settle()
        s = p.verify(f'{what}, decision {decisions}')
        for name, when in list(shots.items()):
            if when(p, s):
                p.shot(name)
                del shots[name]
        c = p.js(CHOOSE_JS, seed)
        if c['kind'] == 'over':
            if c['match']:
                return decisions, s
            check(p.js('return document.activeElement.dataset.move') == 'next-round', f'{what}: the next round button has the focus')
            p.click('#modal [data-move="next-round"]')
            continue
        check(c['kind'] == 'move', f'{what}: seat 0 has a move when the page waits for it ({s["game"]["phase"]})')
        seen.add(c['type'])
        click_move(p, c)
        decisions += 1
        check(decisions < max_decisions, f'{what}: the match ends within {max_decisions} decisions')


def check_result_panel(p, what):
    """The end of a match: the library's sentences, every hand left, the seats that were out."""
    r = p.js(r"""
const q = (s) => document.querySelector(s);
return {title: q('#modal h2').textContent, rows: document.querySelectorAll('#modal .result tbody tr').length,
        notes: [...document.querySelectorAll('#modal .result .seat-note')].map((e) => e.textContent),
        log: window.unoPage.log.filter((e) => e.type === 'match_end').map((e) => e.text)}""")
    check_eq([r['title']], r['log'][-1:], f'{what}: the panel\'s title is the library\'s match_end sentence')
    check(r['title'].endswith('wins the match.') or r['title'] == 'You win the match.', f'{what}: it says who won: {r["title"]}')
    check_eq(r['rows'], p.js('return window.unoPage.game.players'), f'{what}: a row per seat')
    return r


def scenario_no_mercy_match(p):
    """A whole No Mercy match by clicks (one hand, NM-1): no raw text, no target, every hand shown at the end."""
    p.open(variant='no-mercy', players='4', seed='31', delay='0')
    check_eq(p.js('return document.querySelector("#target").textContent'), '(a match of one round)', 'no target for a one-hand match')
    decisions, s = play_match(p, 'no-mercy', 5, shots={
        'nm-desktop.png': lambda p, s: len(s['log']) > 30 and s['game']['current'] == 0,
    })
    check(s['game']['phase'] == 'match_over', 'the one hand ends the match')
    print(f'    {decisions} decisions of seat 0, {len(s["log"])} lines told')
    check_result_panel(p, 'no-mercy')
    p.shot('nm-match-over.png')


# No Mercy: seat 0's Wild Draw Ten makes Bot 1, who cannot stack, draw toward 17
# cards: at a hand limit of 15 it is knocked out of the hand (NM-11), holding 15.
KNOCKOUT = dict(variant='no-mercy', hands='W10,R1,R2,R3,R4,R5,R6|G1,G2,G3,G4,G5,G6,G8|Y1,Y2,Y3,Y4,Y5,Y6,Y8',
                first='R9', seed='12', rules='hand_limit:15', delay='0')


def scenario_knockout(p):
    """No Mercy's knock-out (NM-11): told in the library's words, shown at the seat and at the end."""
    p.open(**KNOCKOUT)
    p.click_card('W10')
    p.click('#prompt [data-color="R"]')
    p.settle()
    s = p.verify('after the Wild Draw Ten')
    check(log_has(s, 'Bot 1 holds 15 cards and is out of this round (hand limit).'), 'the knock-out is told')
    check(not any('(seat' in line for line in s['log']), 'no raw event text')
    note = p.js('const e = document.querySelector(".seat[data-seat=\'1\'] .seat-note"); return e && e.textContent')
    check_eq(note, 'Bot 1 holds 15 cards and is out of this round (hand limit).', 'the seat says it is out')
    check(p.js('return document.querySelector(".seat[data-seat=\'1\']").classList.contains("out")'), 'the seat is drawn as out')
    p.shot('nm-knocked-out.png')
    play_match(p, 'no-mercy knock-out', 8)
    r = check_result_panel(p, 'no-mercy knock-out')
    check('Bot 1 holds 15 cards and is out of this round (hand limit).' in r['notes'], f'the knock-out is shown at the end: {r["notes"]}')
    p.shot('nm-knockout-over.png')


def scenario_flip_match(p):
    """A whole UNO Flip match by clicks: both sides, every round, no raw text; a dark-side screenshot."""
    p.open(variant='flip', players='3', seed='41', delay='0', rules='target_score:250')
    check_eq(p.js('return document.querySelector("#target").textContent'), '(first to 250)', 'the target shows')
    shots = {'flip-dark-desktop.png': lambda p, s: p.js('return window.unoPage.game.side') == 1 and s['game']['current'] == 0}
    decisions, s = play_match(p, 'flip', 6, max_decisions=900, shots=shots)
    check(not shots, 'the match was played on the dark side too (its screenshot was taken)')
    check(p.js('return window.unoPage.rounds.length') >= 1, 'rounds were played')
    print(f'    {decisions} decisions of seat 0 in {p.js("return window.unoPage.rounds.length")} rounds')
    check_result_panel(p, 'flip')
    total = max(s['game']['scores'])
    check(total >= 250, f'the match ended at its target: {s["game"]["scores"]}')


# ------------------------------------------------------------- phones --

LAYOUT_JS = r"""
const iw = window.innerWidth;
const out = [];
const parts = ['#opponents .seat', '#state', '#draw-pile', '#discard', '#me', '#actions button', '.topbar button',
  '#log', '#scores', '#prompt:not([hidden])'];
for (const sel of parts)
  for (const e of document.querySelectorAll(sel)) {
    const r = e.getBoundingClientRect();
    if (r.width && (r.left < -0.5 || r.right > iw + 0.5))
      out.push(`${sel}${e.dataset.seat ? '[' + e.dataset.seat + ']' : ''}: ${Math.round(r.left)}..${Math.round(r.right)}`);
  }
for (const e of document.querySelectorAll('#hand .card')) {
  const r = e.getBoundingClientRect(), h = document.querySelector('#hand').getBoundingClientRect();
  if (r.left < h.left - 0.5 || r.right > h.right + 0.5)
    out.push(`card ${e.dataset.card} outside the hand`);
}
return {scroll: document.documentElement.scrollWidth, inner: iw, out,
        seats: document.querySelectorAll('#opponents .seat').length};
"""


def phone(p, what, shot=None):
    """At 390 px wide: nothing scrolls sideways, every seat, the state panel and the hand within the width."""
    outer = p.d.get_window_size()
    p.d.set_window_size(390, 844)
    try:
        p.wait(lambda: p.js('return window.innerWidth') <= 390, 'the narrow window')
        time.sleep(0.1)
        lay = p.js(LAYOUT_JS)
        check(lay['scroll'] <= lay['inner'], f'{what}: no sideways scroll at 390 px ({lay["scroll"]} > {lay["inner"]})')
        check_eq(lay['out'], [], f'{what}: everything inside the viewport at 390 px')
        p.verify(f'{what} at 390 px')
        if shot:
            height = p.js('return Math.ceil(document.documentElement.scrollHeight)')
            p.d.set_window_size(390, min(height + 90, 2400))
            p.shot(shot)
        return lay
    finally:
        p.d.set_window_size(outer['width'], outer['height'])


def scenario_phone(p):
    """The phone layout (390x844) in Classic with four seats, No Mercy and UNO Flip's dark side."""
    p.open(variant='classic', players='4', seed='2024', delay='0')
    p.shot('classic-desktop.png')
    lay = phone(p, 'classic', 'classic-390.png')
    check_eq(lay['seats'], 3, 'three bots at the table')
    p.open(variant='no-mercy', players='6', seed='77', delay='0')
    phone(p, 'no-mercy, six seats', 'nm-390.png')
    p.open(**FLIP_DEAL)
    p.click_card('RF')
    p.settle()
    check_eq(p.js('return window.unoPage.game.side'), 1, 'the dark side is up')
    p.shot('flip-dark-scripted-desktop.png')
    phone(p, 'flip, dark side', 'flip-dark-390.png')
    # A long hand wraps inside the hand, on a phone too.
    p.open(variant='no-mercy', players='2', hands=','.join(['R1', 'R2', 'R3', 'R4', 'R5', 'R6', 'R8', 'R9', 'B1', 'B2', 'B3', 'B4',
                                                              'B5', 'B6', 'G1', 'G2', 'G3', 'G4']) + '|' +
           ','.join(['Y1', 'Y2', 'Y3', 'Y4', 'Y5', 'Y6', 'Y8', 'Y9', 'G5', 'G6', 'G8', 'G9', 'B8', 'B9', 'R1', 'R2', 'R3', 'R4']),
           first='R0', seed='3', delay='0')
    phone(p, 'an eighteen-card hand', 'nm-long-hand-390.png')


# ------------------------------------------------ keyboard, labels, words --

A11Y_JS = r"""
const out = [];
for (const b of document.querySelectorAll('button')) {
  if (!b.offsetParent) continue;
  const name = (b.getAttribute('aria-label') || b.textContent).trim();
  if (!name) out.push(b.outerHTML.slice(0, 80));
}
return {unnamed: out,
  log: document.querySelector('#log').getAttribute('role'),
  handLabel: document.querySelector('#hand').getAttribute('aria-label'),
  cardLabels: [...document.querySelectorAll('#hand .card')].map((e) => e.getAttribute('aria-label')),
  tabbable: [...document.querySelectorAll('#hand .card')].filter((e) => e.tabIndex === 0).length,
  wordmark: document.querySelector('.topbar h1').textContent.trim().slice(0, 6),
  logo: !!document.querySelector('.logo')};
"""


def scenario_keyboard_labels(p):
    """Every control a named button; the hand one tab stop with arrow keys; the log a live region; the wordmark."""
    p.open(**KEYS)
    a = p.js(A11Y_JS)
    check_eq(a['unnamed'], [], 'every visible button has a name')
    check_eq(a['log'], 'log', 'the event log is a live log region')
    check_eq(a['handLabel'], 'Your hand, 4 cards', 'the hand is labelled with its size')
    check(all(l for l in a['cardLabels']), 'every card is labelled')
    check('red Skip: play it' in a['cardLabels'], f'a playable card says so: {a["cardLabels"]}')
    check(any(l.endswith('cannot be played now') for l in a['cardLabels']), 'an unplayable card says so')
    check_eq(a['tabbable'], 1, 'the hand is one tab stop')
    check_eq(a['wordmark'], 'libuno', 'the header shows libuno\'s wordmark')
    check(not a['logo'], 'no drawing of anyone\'s logo')
    # Tab into the hand, arrows along it, Enter plays the focused card.
    p.js('document.querySelector("#hand .card[tabindex=\'0\']").focus()')
    start = p.js('return document.activeElement.dataset.index')
    p.d.switch_to.active_element.send_keys(Keys.ARROW_RIGHT)
    check_eq(p.js('return document.activeElement.dataset.index'), str(int(start) + 1), 'the arrow moves the focus to the next card')
    hand = p.js('return window.unoPage.hand()')
    i = hand.index('R3')
    while int(p.js('return document.activeElement.dataset.index')) > i:
        p.d.switch_to.active_element.send_keys(Keys.ARROW_LEFT)
    while int(p.js('return document.activeElement.dataset.index')) < i:
        p.d.switch_to.active_element.send_keys(Keys.ARROW_RIGHT)
    check_eq(p.js('return document.activeElement.dataset.card'), 'R3', 'R3 has the focus')
    p.d.switch_to.active_element.send_keys(Keys.ENTER)
    p.settle()
    s = p.verify('after Enter on a focused card')
    check(log_has(s, 'You play red 3.'), 'Enter on the focused card played it')
    check(p.js('return !!document.activeElement.closest("#hand")'), 'the focus stays in the hand')


def scenario_setup_words(p):
    """The New game form: exactly the variant's options, the library's labels and descriptions, by category, a true legend."""
    p.open(variant='no-mercy', players='4', seed='5', delay='0')
    p.click('#toggle-setup')
    f = p.js(r"""
const r = new window.unoPage.U.Rules('no-mercy'), U = window.unoPage.U;
const els = [...document.querySelectorAll('#f-rules [data-option]')];
const out = {
  listed: els.map((e) => e.dataset.option), want: r.optionNames(),
  labels: els.map((e) => document.querySelector(`label[for="${e.id}"]`).textContent),
  wantLabels: r.optionNames().map(U.optionLabel),
  descs: els.map((e) => document.getElementById(e.getAttribute('aria-describedby')).textContent),
  wantDescs: r.optionNames().map(U.optionDescription),
  groups: [...document.querySelectorAll('#f-rules fieldset')].map((e) => [e.dataset.category,
    [...e.querySelectorAll('[data-option]')].every((x) => U.optionCategory(x.dataset.option) === e.dataset.category)]),
  ticked: els.filter((e) => e.type === 'checkbox' && e.checked).map((e) => e.dataset.option),
  wantTicked: r.optionNames().filter((n) => r.optionInfo(n).max === 1 && r.optionInfo(n).min === 0 && r.optionInfo(n).default),
  house: document.querySelector('#f-rules fieldset[data-category="house"] legend').textContent,
};
r.dispose();
return out;""")
    check_eq(sorted(f['listed']), sorted(f['want']), 'the form lists exactly the options No Mercy supports')
    check_eq(sorted(zip(f['listed'], f['labels'], f['descs'])), sorted(zip(f['want'], f['wantLabels'], f['wantDescs'])),
             'each labelled and described by the library')
    check_eq([g[0] for g in f['groups']], ['table', 'rule', 'house'], 'grouped by category')
    check(all(g[1] for g in f['groups']), 'each group holds its category\'s options')
    check_eq(sorted(f['ticked']), sorted(f['wantTicked']), 'the ticked boxes are the variant\'s defaults')
    check('Draw until playable' in f['house'] and 'off' in f['house'] and 'off by default' not in f['house'],
          f'the legend says which house rules No Mercy plays: {f["house"]}')
    check(not p.js(RAW_JS), f'no raw names in the form: {p.js(RAW_JS)}')
    p.shot('nm-new-game-form.png')
    p.click('#toggle-setup')


SMOKE = [
    dict(variant='classic', players='4', seed='101', rules='stacking:1,jump_in:1'),
    dict(variant='two-player', seed='102', rules='seven_o:1,force_play:1'),
    dict(variant='partners', players='4', seed='103', rules='draw_until_playable:1'),
    dict(variant='challenge', players='3', seed='104'),
    dict(variant='express', players='5', seed='105', rules='stacking:2'),
    dict(variant='casting-call', players='3', seed='106', rules='seven_o:1'),
    dict(variant='teams', players='4', seed='107'),
    dict(variant='classic', players='3', seed='108', bot='search', playouts='100'),
    dict(variant='flip', players='4', seed='109'),
]


def scenario_smoke(p, params, decisions=24):
    """Seat 0 played by a greedy bot through the page, in one variant; the page is checked at each decision."""
    p.open(delay='0', **params)
    phases = set()
    for i in range(decisions):
        if time.monotonic() > DEADLINE - 25:
            print('    (stopping early: time)')
            break
        s = p.verify(f'{params["variant"]} decision {i}')
        phases.add(s['game']['phase'])
        if s['game']['phase'] == 'match_over':
            break
        p.js(AUTO_JS)
        p.settle()
    p.verify(f'{params["variant"]} end')
    check(not p.errors(), f'no console errors in {params["variant"]}')
    print(f'    phases seen by seat 0: {", ".join(sorted(phases))}')
    p.shot(f'smoke-{params["variant"]}{"-" + params["bot"] if "bot" in params else ""}.png')


def scenario_doc_shot(p):
    """A mid-game screenshot for the README: a round played, the next one under way."""
    p.open(variant='classic', players='4', seed='2024', delay='0', rules='stacking:1')
    for _ in range(200):
        if p.js('return window.unoPage.game.round') >= 2:
            break
        p.js(AUTO_JS)
        p.settle()
    check(p.js('return window.unoPage.game.round') >= 2, 'round 1 played to its end')
    for _ in range(60):
        s = p.state()
        g = s['game']
        if (g['phase'] == 'play' and g['current'] == 0 and len(set(g['playCards'])) >= 3
                and 5 <= len(g['hand']) <= 9 and len(s['log']) > 12):
            break
        p.js(AUTO_JS)
        p.settle()
    p.js('window.unoPage.setDelay(800)')
    p.verify('mid-game')
    # The window cut to the page's height, without the empty space below.
    inner = p.js('return window.innerHeight')
    outer = p.d.get_window_size()
    height = p.js('return Math.ceil(document.querySelector("main").getBoundingClientRect().bottom)')
    p.d.set_window_size(outer['width'], outer['height'] - inner + height)
    path = p.shot('12-mid-game.png')
    p.d.set_window_size(outer['width'], outer['height'])
    if not os.environ.get('UNO_NO_DOC_SHOT'):
        os.makedirs(os.path.dirname(DOC_SHOT), exist_ok=True)
        shutil.copyfile(path, DOC_SHOT)
        print(f'    wrote {os.path.relpath(DOC_SHOT, ROOT)}')


def main():
    if not os.path.exists(os.path.join(WEB, 'libuno', 'src', 'index.js')):
        print('web/libuno/ is missing: run scripts/build-wasm first', file=sys.stderr)
        return 2
    scenarios = [
        ('a whole round by clicking', scenario_round),
        ('caught not calling UNO', scenario_caught),
        ('UNO called after the play', scenario_uno_after),
        ('challenging a Wild Draw Four', scenario_challenge),
        ('catching a bot', scenario_catch_bot),
        ('keyboard and undo', scenario_keyboard_undo),
        ('URL and the New game form', scenario_url_and_new_game),
        ('a Wild as first card', scenario_first_wild),
        ('Seven-O', scenario_seven_o),
        ('Casting Call', scenario_casting_call),
        ('Teams hand-off', scenario_teams_handoff),
        ('stacking', scenario_stacking),
        ('UNO Flip', scenario_flip),
        ('the names on No Mercy\'s cards', scenario_card_labels),
        ('keyboard and labels', scenario_keyboard_labels),
        ('the New game form in the library\'s words', scenario_setup_words),
        ('the phone layout', scenario_phone),
        ('No Mercy\'s knock-out', scenario_knockout),
        ('a whole No Mercy match', scenario_no_mercy_match),
        ('a whole UNO Flip match', scenario_flip_match),
    ]
    scenarios += [(f'smoke: {sp["variant"]}{" (" + sp["bot"] + " bots)" if "bot" in sp else ""}',
                   lambda p, sp=sp: scenario_smoke(p, sp)) for sp in SMOKE]
    scenarios.append(('README screenshot', scenario_doc_shot))
    only = os.environ.get('UNO_WEB_ONLY')  # a part of scenario names, for working on one
    if only:
        scenarios = [sc for sc in scenarios if only.lower() in sc[0].lower()]
    if os.path.isdir(SHOTS):  # last run's failures only; the rest are overwritten
        for f in os.listdir(SHOTS):
            if f.startswith('FAILED-') and f.endswith('.png'):
                os.remove(os.path.join(SHOTS, f))
    bad = []
    start = time.monotonic()
    with server() as base, browser() as drv:
        p = Page(drv, base)
        for name, fn in scenarios:
            t = time.monotonic()
            print(f'--- {name}: {(fn.__doc__ or "").strip()}'.rstrip(': '))
            try:
                fn(p)
                errs = p.errors()
                check(not errs, f'no console errors: {errs}')
            except Failure:
                bad.append(name)
                with contextlib.suppress(WebDriverException):
                    p.shot(f'FAILED-{name.replace(" ", "-").replace(":", "")}.png')
            except Exception:  # a broken test or page: report and go on
                traceback.print_exc()
                global failed
                failed += 1
                bad.append(name)
            print(f'    ({time.monotonic() - t:.1f} s)')
    print(f'\nbrowser test: {time.monotonic() - start:.1f} s; failed scenarios: {", ".join(bad) or "none"}')
    print(f'{passed} passed, {failed} failed')
    return 1 if failed else 0


if __name__ == '__main__':
    sys.exit(main())
