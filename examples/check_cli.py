#!/usr/bin/env python3
"""Checks the output of the command-line programs, for meson tests.

    check_cli.py help PROGRAM
    check_cli.py sim-json UNO_SIM
    check_cli.py sim-threads UNO_SIM
    check_cli.py sim-house UNO_SIM VARIANT
    check_cli.py play-game UNO_PLAY
    check_cli.py play-end UNO_PLAY
    check_cli.py play-variant UNO_PLAY VARIANT
    check_cli.py play-house UNO_PLAY
    check_cli.py play-auto UNO_PLAY
    check_cli.py play-color UNO_PLAY
    check_cli.py rules-list UNO_RULES
    check_cli.py rules-variant UNO_RULES VARIANT
    check_cli.py check UNO_CHECK
    check_cli.py tournament-json UNO_TOURNAMENT
    check_cli.py tournament-bots UNO_TOURNAMENT UNO_SIM
    check_cli.py sim-dask UNO_SIM
    check_cli.py tournament-dask UNO_TOURNAMENT

Each prints what it ran and fails (exit status 1) with a message naming
what was wrong. Standard library only.
"""
import json
import math
import os
import pty
import re
import select
import subprocess
import sys
import tempfile

VARIANTS = ['classic', 'two-player', 'partners', 'challenge', 'express',
            'casting-call', 'teams', 'no-mercy', 'flip']

# The options each variant refuses (doc/house-rules.md and the variant
# pages); every other option must be offered.
REFUSED = {
    'classic': {'elimination_limit', 'rotating_partners'},
    'two-player': {'elimination_limit', 'rotating_partners'},
    'partners': {'lowest_score_wins', 'elimination_limit'},
    'challenge': {'target_score', 'lowest_score_wins', 'rotating_partners',
                  'single_round'},
    'express': {'wild_first_returned', 'elimination_limit',
                'rotating_partners', 'jump_in'},
    'casting-call': {'elimination_limit', 'rotating_partners'},
    'teams': {'challenge_penalty', 'challenger_skipped', 'wild_first_returned',
              'strict_wild_draw', 'lowest_score_wins', 'elimination_limit',
              'rotating_partners', 'stacking', 'seven_o', 'last_card_number',
              'seven_swap', 'zero_pass', 'no_challenge', 'deflect', 'hand_limit'},
    # Nothing is challenged (NM-5), Seven-O is built in (NM-10).
    'no-mercy': {'challenge_penalty', 'challenger_skipped', 'wild_first_returned',
                 'strict_wild_draw', 'lowest_score_wins', 'elimination_limit',
                 'rotating_partners', 'seven_o', 'seven_swap', 'zero_pass',
                 'no_challenge'},
    # Every house rule as FL-16 maps it; no Classic-only first-card rule.
    'flip': {'wild_first_returned', 'elimination_limit', 'rotating_partners'},
}

ANSI = re.compile('\x1b\\[')


class Failure(Exception):
    pass


def run(cmd, stdin='', env=None, want=0):
    print('$ ' + ' '.join(cmd))
    res = subprocess.run(cmd, input=stdin, stdout=subprocess.PIPE,
                         stderr=subprocess.PIPE, universal_newlines=True,
                         timeout=600, env=env)
    if res.returncode != want:
        sys.stdout.write(res.stdout[-3000:])
        sys.stderr.write(res.stderr)
        raise Failure('exit status %d, expected %d' % (res.returncode, want))
    if want == 0 and res.stderr:
        raise Failure('unexpected output on stderr: ' + res.stderr)
    return res.stdout


def run_stderr(cmd, want):
    """What a command that must fail with status `want` says on stderr."""
    print('$ ' + ' '.join(cmd))
    res = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                         universal_newlines=True, timeout=600)
    if res.returncode != want:
        raise Failure('exit status %d, expected %d' % (res.returncode, want))
    return res.stderr


def expect(text, *needles):
    for n in needles:
        if n not in text:
            raise Failure('output lacks %r' % n)


# ---- every program ----

def check_help(prog):
    out = run([prog, '--help'])
    for section in ['NAME', 'SYNOPSIS', 'DESCRIPTION', 'OPTIONS',
                    'EXIT STATUS', 'EXAMPLES']:
        if not re.search('^' + section + '$', out, re.M):
            raise Failure('--help lacks the %s section' % section)
    name = os.path.basename(prog)
    expect(out, name + ' - ')
    # Errors go to stderr with exit status 1, nothing on stdout.
    res = subprocess.run([prog, '--no-such-option'], stdout=subprocess.PIPE,
                         stderr=subprocess.PIPE, universal_newlines=True)
    if res.returncode != 1 or res.stdout or name not in res.stderr:
        raise Failure('a bad option must exit 1 with a message on stderr')


# ---- uno-sim ----

def sim_json(prog, *args):
    out = run([prog, '--json', '--no-progress'] + list(args))
    try:
        return json.loads(out)
    except ValueError as e:
        raise Failure('--json printed invalid JSON: %s' % e)


def check_sim_json(prog):
    d = sim_json(prog, '--games', '40', '--seed', '11',
                 '--bots', 'greedy,random,random,random',
                 '--rule', 'uno_penalty=4')
    for key in ['variant', 'players', 'seed', 'games', 'threads', 'rules',
                'bots', 'wins', 'wins_by_bot', 'rounds', 'rounds_per_game',
                'turns', 'turns_per_round', 'moves', 'cards_drawn',
                'catches', 'challenges', 'seconds', 'games_per_second',
                'moves_per_second']:
        if key not in d:
            raise Failure('the JSON summary lacks %r' % key)
    if d['variant'] != 'classic' or d['players'] != 4 or d['games'] != 40:
        raise Failure('wrong setup in the summary: %r' % d)
    if d['rules'] != {'uno_penalty': 4}:
        raise Failure('the rules set are not reported: %r' % d['rules'])
    if d['bots'] != ['greedy', 'random', 'random', 'random']:
        raise Failure('per-seat bots not applied: %r' % d['bots'])
    if sum(d['wins']) != 40:
        raise Failure('wins do not add up to the games: %r' % d['wins'])
    byb = d['wins_by_bot']
    if byb['greedy'] != {'seats': 1, 'wins': d['wins'][0]} or \
            byb['random']['seats'] != 3 or \
            byb['random']['wins'] != sum(d['wins'][1:]):
        raise Failure('wins by bot do not match wins by seat: %r' % byb)
    if d['rounds'] < 40 or d['turns'] <= d['rounds'] or d['moves'] < d['turns']:
        raise Failure('implausible totals: %r' % d)
    drawn = d['cards_drawn']
    if drawn['total'] != sum(v for k, v in drawn.items() if k != 'total'):
        raise Failure('cards drawn do not add up: %r' % drawn)
    # The greedy bot should beat three random ones clearly.
    if d['wins'][0] <= 10:
        raise Failure('greedy won only %d of 40' % d['wins'][0])
    print('JSON summary OK: wins %r' % d['wins'])


def check_sim_reference(prog):
    # Every seat the reference bot: a game is one round, and it says so.
    d = sim_json(prog, '--games', '300', '--seed', '4', '--bots', 'reference')
    if d['one_round'] is not True or d['rounds'] != 300 or sum(d['wins']) != 300:
        raise Failure('reference games must be single rounds: %r' % d)
    if d['catches'] != 0 or d['cards_drawn']['uno_penalty'] != 0:
        raise Failure('the reference bot always calls UNO: %r' % d)
    if not 30 < d['moves_per_game'] < 120 or d['moves'] != d['turns']:
        raise Failure('implausible moves per game: %r' % d)
    text = run([prog, '--bots', 'reference', '--games', '50', '--no-progress'])
    for want in ['games/s', 'moves per game:', '(a game is one round)']:
        if want not in text:
            raise Failure('the summary lacks %r:\n%s' % (want, text))
    # Mixed with other bots: whole matches, unless --one-round is given.
    d = sim_json(prog, '--games', '20', '--seed', '4',
                 '--bots', 'reference,random,greedy,reference')
    if d['one_round'] is not False or d['rounds'] < 20 or sum(d['wins']) != 20:
        raise Failure('mixed bots play whole matches: %r' % d)
    d = sim_json(prog, '--games', '20', '--seed', '4', '--one-round',
                 '--bots', 'reference,random,greedy,reference')
    if d['one_round'] is not True or d['rounds'] != 20:
        raise Failure('--one-round plays one round per game: %r' % d)
    for variant in ['two-player', 'partners', 'challenge', 'express',
                    'casting-call', 'teams']:
        d = sim_json(prog, '--games', '30', '--variant', variant,
                     '--bots', 'reference', '--rule', 'stacking=1'
                     if variant != 'teams' else 'target_score=500')
        if d['rounds'] != 30:
            raise Failure('%s: %r' % (variant, d))
    print('reference bot OK: %.1f moves per game' % d['moves_per_game'])


def strip_timing(d):
    return {k: v for k, v in d.items()
            if k not in ('seconds', 'games_per_second', 'moves_per_second',
                         'threads')}


def check_sim_threads(prog):
    args = ['--games', '60', '--seed', '5', '--bots', 'greedy,random,random',
            '--rule', 'jump_in=1']
    one = strip_timing(sim_json(prog, '--threads', '1', *args))
    for threads in ['1', '3', '8']:
        other = strip_timing(sim_json(prog, '--threads', threads, *args))
        if other != one:
            raise Failure('--threads %s changed the summary:\n%r\n%r' %
                          (threads, one, other))
    other = strip_timing(sim_json(prog, '--threads', '3', '--games', '60',
                                  '--seed', '6', '--bots',
                                  'greedy,random,random', '--rule', 'jump_in=1'))
    if other == one:
        raise Failure('another seed gave the same summary')
    print('same summary with 1, 3 and 8 threads')


def check_sim_house(prog, variant):
    # Every house rule the variant takes, and both bots, so that every
    # decision (stack, swap, jump-in, give, cast, challenge) is answered.
    rules = ['draw_until_playable=1', 'force_play=1', 'jump_in=1',
             'stacking=2', 'seven_o=1']
    refused = REFUSED[variant]
    args = ['--variant', variant, '--games', '8', '--seed', '3',
            '--rule', 'target_score=200' if variant != 'challenge'
            else 'elimination_limit=200']
    for r in rules:
        if r.split('=')[0] not in refused:
            args += ['--rule', r]
    mix = 'greedy,random' if variant == 'two-player' \
        else 'greedy,random,random,greedy'
    for bots in ['greedy', 'random', mix]:
        d = sim_json(prog, '--bots', bots, *args)
        if sum(d['wins']) != 8:
            raise Failure('%s: wins do not add up: %r' % (bots, d['wins']))
    print('%s plays with every house rule it takes' % variant)


# ---- uno-play ----

def play_input(moves):
    return ''.join(m + '\n' for m in moves)


def check_play_game(prog):
    # A complete match from a pipe: wrong input first, then the first
    # listed move every time.
    cmd = [prog, '--seed', '3', '--rule', 'target_score=100']
    bad = ['foo', '99', '0', 'R99', 'catch 3', 'W4/B', 'challenge', '?',
           'table', '']
    stdin = play_input(bad + ['1'] * 500)
    out = run(cmd, stdin)
    expect(out, 'uno-play: classic, 4 players, seed 3.',
           'Rule: target_score=100',
           "'foo' is not a move.",
           'There is no move 99: choose 1 to',
           'There is no move 0: choose 1 to',
           "'R99' is not a move.",
           'Refused: seat 0, catch 3: that seat cannot be caught',
           'Refused: seat 0, W4/B: the seat does not hold that card',
           'Refused: seat 0, challenge:',
           'Type the number of a move',
           'Choose a move: a number from 1 to',
           'Your hand:', 'Your turn: play a card or draw.',
           '=== Match over ===')
    if not re.search('wins? the match', out):
        raise Failure('no winner announced')
    if ANSI.search(out):
        raise Failure('colors on a stdout that is not a terminal')
    # Every input line is echoed after its prompt.
    prompts = out.count('seat 0> ')
    if prompts < len(bad) + 3:
        raise Failure('only %d prompts' % prompts)
    if out.count('You play ') < 3:
        raise Failure('the human played fewer than 3 cards')
    # The table shows every seat with a hand size and a score.
    if not re.search(r'^> seat 0  you +\d+ cards? +\d+ points', out, re.M):
        raise Failure('the table does not show the human seat')
    if out != run(cmd, stdin):
        raise Failure('the same seed and input played differently')
    # '?' explains the variant's cards from its table; a round's end
    # shows every hand left.
    expect(out, 'The cards of classic:\n', '  W4     wild draw four',
           '  D2     draw two                skip, draw 2\n')
    if not re.search(r'^seat \d held: ', out, re.M):
        raise Failure('the hands left at the end of a round are not shown')
    print('a full match from piped input, %d prompts' % prompts)


def check_play_cards(prog):
    # --help explains every kind of the variant's table, in its notation:
    # No Mercy's own kinds, UNO Flip's dark side.
    out = run([prog, '--variant', 'no-mercy', '--help'])
    expect(out, 'CARDS\n       The cards of no-mercy',
           '  DA     discard all             discard-all\n',
           '  SE     skip everyone           skip-all\n',
           '  WCR    wild color roulette     reveal-until-color\n',
           '  W10    wild draw ten           skip, draw 10\n',
           '  7      7                       number, swap-hands\n')
    out = run([prog, '--variant', 'flip', '--help'])
    expect(out, 'Light side: R red, Y yellow, G green, B blue.\n',
           'Dark side: P pink, T teal, O orange, V purple.\n',
           '  D5     draw five               skip, draw 5\n',
           '  WDC    wild draw color         skip, challengeable, draw-until-color\n')
    out = run([prog, '--help'])
    expect(out, 'The cards of classic', '  0-9    numbers\n')
    if 'DA ' in out:
        raise Failure('classic --help shows a No Mercy kind')
    print('--help explains the cards of no-mercy, flip and classic')


def check_play_end(prog):
    out = run([prog, '--seed', '4'], play_input(['1', '1']))
    expect(out, 'End of input: the game stops here.')
    if '=== Match over ===' in out:
        raise Failure('two moves cannot finish a match')
    out = run([prog, '--seed', '4'], play_input(['1', 'quit']))
    expect(out, 'You leave the table.')
    out = run([prog, '--seed', '4'], '')
    expect(out, 'End of input')
    # Usage errors.
    for args in (['--seat', '4'], ['--players', '1'], ['--bots', 'clever'],
                 ['--variant', 'partners', '--players', '3'],
                 ['--bots', 'greedy,random', '--players', '3'],
                 ['--rule', 'stacking=9'], ['--seed', 'x']):
        run([prog] + args, '', want=1)


# Per variant: the seed of its test match, and what the human must have
# been asked in it (the variant's own decisions among them).
PLAY_VARIANT = {
    'classic': ('8', ['You catch seat', 'challenge it']),
    'two-player': ('15', ['Name a color', 'challenge it']),
    'partners': ('4', ['You catch seat', 'Team 0 wins the match: seat 0 and seat 2.']),
    'challenge': ('8', ['reaches', 'and leaves the table.']),
    'express': ('8', ['You call UNO!']),
    'casting-call': ('5', ['Casting Call: give the turned cards']),
    'teams': ('8', ['Your teammate went out: give them']),
    'no-mercy': ('2', ['You stack: ', 'You swap hands with seat']),
    # FL-5, FL-6: the flips, and what the human sees of the other side.
    'flip': ('1', ['every card over: the dark side is in play, with', 'shows you:',
                   'The dark side is in play.']),
}


def check_play_variant(prog, variant):
    # The human (seat 1) answers every decision of the variant with the
    # first listed move, against random bots that forget UNO calls.
    seed, asked = PLAY_VARIANT[variant]
    limit = 'elimination_limit=150' if variant == 'challenge' \
        else 'target_score=150'
    players = '2' if variant == 'two-player' else '4'
    cmd = [prog, '--variant', variant, '--players', players, '--seat', '1',
           '--seed', seed, '--bots', 'random', '--rule', limit]
    out = run(cmd, play_input(['1'] * 20000))
    expect(out, 'uno-play: %s, %s players, seed %s.' % (variant, players, seed),
           'You are seat 1.', 'You may act out of turn', '=== Match over ===',
           *asked)
    if not re.search('wins? the match', out):
        raise Failure('no winner announced')
    if 'End of input' in out:
        raise Failure('the match did not end within the input')
    print('%s: a full match, %d prompts' % (variant, out.count('seat 1> ')))


def check_play_house(prog):
    # Every house rule at once: the human stacks, swaps and jumps in.
    cmd = [prog, '--seed', '2', '--bots', 'random', '--rule', 'target_score=150']
    for r in ['stacking=2', 'seven_o=1', 'jump_in=1', 'force_play=1',
              'draw_until_playable=1']:
        cmd += ['--rule', r]
    out = run(cmd, play_input(['1'] * 20000))
    expect(out, 'Seven-O: choose a seat to swap hands with.',
           'You swap hands with seat', 'cards are pending: stack',
           'You jump in out of turn.', '=== Match over ===')
    if 'End of input' in out:
        raise Failure('the match did not end within the input')


def check_play_auto(prog):
    cmd = [prog, '--auto', '--seed', '7', '--variant', 'express',
           '--players', '3', '--bots', 'greedy,random,greedy']
    out = run(cmd)
    expect(out, 'Bots play every seat.', '=== Round 1: seat',
           '=== Match over ===')
    if '> ' in out:
        raise Failure('--auto asked for input')
    if out != run(cmd):
        raise Failure('--auto is not deterministic for a seed')


def read_pty(cmd, env):
    """Runs cmd with stdout on a terminal; returns what it printed."""
    master, slave = pty.openpty()
    proc = subprocess.Popen(cmd, stdin=subprocess.DEVNULL, stdout=slave,
                            stderr=subprocess.PIPE, env=env)
    os.close(slave)
    chunks = []
    while True:
        ready, _, _ = select.select([master], [], [], 60)
        if not ready:
            proc.kill()
            raise Failure('no output for 60 s')
        try:
            data = os.read(master, 65536)
        except OSError:
            break
        if not data:
            break
        chunks.append(data)
    os.close(master)
    if proc.wait() != 0:
        raise Failure('exit status %d' % proc.returncode)
    return b''.join(chunks).decode('utf-8', 'replace')


def check_play_color(prog):
    cmd = [prog, '--auto', '--seed', '2', '--rule', 'target_score=50']
    env = dict(os.environ)
    env.pop('NO_COLOR', None)
    # Not a terminal: no colors, whatever NO_COLOR says.
    if ANSI.search(run(cmd)):
        raise Failure('colors written to a pipe')
    try:
        os.close(os.open('/dev/ptmx', os.O_RDWR | os.O_NOCTTY))
    except OSError:
        # A machine without pseudo-terminals (some chroots): the terminal
        # half cannot be checked here; meson reports the test as skipped.
        print('no pseudo-terminal on this machine: terminal colors not checked')
        sys.exit(77)
    if not ANSI.search(read_pty(cmd, env)):
        raise Failure('no colors on a terminal')
    env['NO_COLOR'] = '1'
    if ANSI.search(read_pty(cmd, env)):
        raise Failure('colors on a terminal with NO_COLOR set')
    print('colors on a terminal, none with NO_COLOR')


# ---- uno-rules ----

def check_rules_list(prog):
    out = run([prog])
    for v in VARIANTS:
        if not re.search('^' + re.escape(v) + ' ', out, re.M):
            raise Failure('the list lacks ' + v)
    expect(out, 'classic       2-10            108     7',
           'express       2-10             56     5',
           'partners      4, 6, 8, 10')
    run([prog, 'no-such-variant'], want=1)
    run([prog, 'classic', 'express'], want=1)


def check_rules_variant(prog, variant):
    out = run([prog, variant])
    listed = run([prog])
    m = re.search('^' + re.escape(variant) + r' .* (\d+) +(\d+)  (first|out|one) ',
                  listed, re.M)
    deck = int(m.group(1))
    # Two-sided cards (FL-2) are counted as cards, each side in a grid.
    expect(out, variant + '\n', 'Players:', 'Deck: %d ' % deck,
           'Points (G-8):', 'Effects (doc/variant-format.md',
           'Options (--rule NAME=VALUE):')
    # Every variant has a card that makes the next player draw.
    if not re.search(r'^  \S+ +.*\bdraw \d+$', out.split('Effects (')[1], re.M):
        raise Failure('no draw card among the effects')
    # The grid adds up to the deck size.
    total = 0
    for color in ('red', 'yellow', 'green', 'blue'):
        row = re.search('^  %s .* (\\d+)$' % color, out, re.M)
        total += int(row.group(1))
    wild = re.search(r'^  wild .*\((\d+)\)$', out, re.M)
    total += int(wild.group(1))
    if total != deck:
        raise Failure('the deck grid adds up to %d, not %d' % (total, deck))
    for line in out.split('Options (--rule NAME=VALUE):')[1].splitlines()[2:]:
        name = line.split()[0]
        refused = 'not in ' + variant in line
        if refused != (name in REFUSED[variant]):
            raise Failure('option %s is %s' %
                          (name, 'refused' if refused else 'offered'))
        if not refused and not re.match(r'^  \S+ +-?\d+  -?\d+\.\.-?\d+ ', line):
            raise Failure('no default and bounds: ' + line)
    print('%s: %d cards, options checked' % (variant, deck))


def check_rules_definition(prog, uno_sim, uno_play=None, uno_tournament=None):
    """uno-rules --definition (or --dump-variant) writes a variant as a
    definition file; the file, changed, is a variant of its own for
    uno-rules and uno-sim; unchanged, it plays the built-in variant's very
    games in uno-sim, uno-play and uno-tournament (--variant-file FILE, a
    file even when named like a built-in variant); a definition the
    library refuses is reported as FILE:LINE:COLUMN."""
    text = run([prog, '--definition', 'express'])
    if run([prog, '--dump-variant', 'express']) != text:
        raise Failure('--dump-variant and --definition differ')
    run([prog, '--dump-variant'], want=1)
    check_variant_files(prog, uno_sim, uno_play, uno_tournament)
    expect(text, '[variant]\nformat = 1\nname = express\n', '[deck]\n', '[kind D1]\n')
    run([prog, '--definition'], want=1)
    with tempfile.TemporaryDirectory() as tmp:
        mine = os.path.join(tmp, 'quick.uno')
        with open(mine, 'w') as f:
            f.write(text.replace('name = express', 'name = quick')
                    .replace('hand_size = 5', 'hand_size = 3'))
        out = run([prog, mine])
        expect(out, 'quick\n', 'Deck: 56 cards')
        # The same text back, but for the changes.
        again = run([prog, '--definition', mine])
        if again != text.replace('name = express', 'name = quick').replace(
                'hand_size = 5', 'hand_size = 3'):
            raise Failure('the definition of the file is not the file')
        d = sim_json(uno_sim, '--variant', mine, '--games', '30', '--seed', '4')
        if d['variant'] != 'quick' or d['games'] != 30:
            raise Failure('uno-sim did not play the file: %r' % d)
        bad = os.path.join(tmp, 'bad.uno')
        with open(bad, 'w') as f:
            f.write('[variant]\nformat = 1\nname = x\nplayers = 2\n[deck]\nX9 = 1\n')
        err = run_stderr([uno_sim, '--variant', bad, '--games', '1'], want=1)
        expect(err, bad + ':6:1: ', "'X9' is not a card kind")
        err = run_stderr([prog, os.path.join(tmp, 'missing.uno')], want=1)
        expect(err, 'neither a built-in variant nor a readable definition file')
    print('definition files: written, read, played, refused')


# A variant with a colored and a wild kind of its own (doc/variant-format.md).
EXTRA_KINDS = """[variant]
format = 1
name = extra
players = 2-6
[kind D3]
new = colored
name = draw three
points = 30
effects = skip, draw 3
[deck]
1-9 = 2
S, R = 1
D3 = 2
WX = 4
W = 2
[kind 1-9]
points = value
effects = number
[kind S]
points = 20
effects = skip
[kind R]
points = 20
effects = reverse
[kind W]
points = 50
effects = none
first = choose-color
[kind WX]
new = wild
name = wild hit
points = 40
effects = skip, draw 1
first = return
"""


def check_variant_files(prog, uno_sim, uno_play, uno_tournament):
    """--variant-file FILE in every program: a dumped built-in variant,
    saved under a built-in variant's name, plays as the built-in one."""
    timing = ('seconds', 'games_per_second', 'moves_per_second')
    with tempfile.TemporaryDirectory() as tmp:
        for variant in ('express', 'partners'):
            path = os.path.join(tmp, 'classic')   # a file, not classic
            with open(path, 'w') as f:
                f.write(run([prog, '--dump-variant', variant]))
            expect(run([prog, '--variant-file', path]), variant + '\n')
            if run([prog, '--definition', '--variant-file', path]) != \
                    run([prog, '--definition', variant]):
                raise Failure('%s: the dumped file reads back to another text' % variant)
            args = ['--games', '20', '--seed', '5', '--bots', 'greedy', '--players', '4']
            a = sim_json(uno_sim, '--variant-file', path, *args)
            b = sim_json(uno_sim, '--variant', variant, *args)
            for d in (a, b):
                for k in timing:
                    d.pop(k, None)
            if a != b:
                raise Failure('%s: uno-sim plays other games from the file' % variant)
            if uno_play and variant == 'express':
                cmd = ['--auto', '--seed', '7', '--players', '3']
                if run([uno_play, '--variant-file', path] + cmd) != \
                        run([uno_play, '--variant', variant] + cmd):
                    raise Failure('uno-play plays another match from the file')
            if uno_tournament and variant == 'partners':
                cmd = ['--json', '--seed', '3', '--players', '4', '--hands-per-partner', '1']
                if run([uno_tournament, '--variant-file', path] + cmd) != \
                        run([uno_tournament, '--variant', variant] + cmd):
                    raise Failure('uno-tournament plays other hands from the file')
        # A variant with kinds of its own: named and written in its notation.
        extra = os.path.join(tmp, 'extra.uno')
        with open(extra, 'w') as f:
            f.write(EXTRA_KINDS)
        out = run([prog, '--variant-file', extra])
        expect(out, '  D3    draw three             8 cards  30 points\n',
               '  WX    wild hit               4 cards  40 points\n')
        d = sim_json(uno_sim, '--variant-file', extra, '--games', '20', '--players', '3')
        if d['variant'] != 'extra' or d['games'] != 20:
            raise Failure('uno-sim did not play the variant with kinds of its own: %r' % d)
        if uno_play:
            out = run([uno_play, '--variant-file', extra, '--auto', '--seed', '3',
                       '--players', '3'])
            if not re.search(r'plays (red|yellow|green|blue) Draw Three\.', out):
                raise Failure('uno-play does not write a Draw Three of its own as D3')
        err = run_stderr([uno_sim, '--variant-file', os.path.join(tmp, 'express'),
                          '--games', '1'], want=1)
        expect(err, 'neither a built-in variant nor a readable definition file')
    print('--variant-file: uno-rules, uno-sim, uno-play, uno-tournament')


# ---- uno-check ----

def check_check(prog):
    out = run([prog, '--top', 'W4/B', '--hand', 'R1 B5 W'])
    expect(out, 'Top card: W4/B (current color blue)', 'Hand: R1 B5 W',
           'Legal moves (6): B5, W/R, W/Y, W/G, W/B, draw')
    out = run([prog, '--top', 'W4', '--color', 'b', '--hand', 'R1,B5,W',
               '--move', 'B5'])
    expect(out, 'B5: legal')
    out = run([prog, '--top', 'W4/B', '--hand', 'R1 B5 W', '--move', 'R1'],
              want=3)
    expect(out, 'R1: illegal: the card matches neither the current color '
           'nor the top card\'s number or symbol (G-2)')
    out = run([prog, '--top', 'R5', '--hand', 'R1 B5', '--move', 'G7'], want=3)
    expect(out, 'G7: illegal: the seat does not hold that card')
    # W4 while holding the current color: a legal bluff, refused under
    # strict_wild_draw (C-6, H-6).
    args = [prog, '--top', 'G3', '--hand', 'G7 W4', '--move', 'W4/R']
    expect(run(args), 'W4/R: legal')
    out = run(args + ['--rule', 'strict_wild_draw=1'], want=3)
    expect(out, 'Variant: classic, strict_wild_draw=1',
           'W4/R: illegal: a wild draw card may not be played while holding '
           'a card of the current color (C-6)')
    out = run([prog, '--top', 'G3', '--hand', 'G7 W4', '--rule',
               'strict_wild_draw=1'])
    expect(out, 'Legal moves (3): G7, G7!, draw')
    # The UNO call goes with the second-to-last card only (G-6).
    expect(run([prog, '--top', 'R5', '--hand', 'R1 R2', '--move', 'R1!']),
           'R1!: legal')
    out = run([prog, '--top', 'R5', '--hand', 'R1 R2 R3', '--move', 'R1!'],
              want=3)
    expect(out, '(G-6)')
    # A wild on top without its color: the color is named first.
    out = run([prog, '--top', 'W', '--hand', 'R1 B5'])
    expect(out, 'no color named yet', 'the first decision is to name one',
           'Legal moves (4): color R, color Y, color G, color B')
    # Other variants: Express cards, Teams (four seats).
    out = run([prog, '--variant', 'express', '--top', 'YD1',
               '--hand', 'Y2 W2'])
    expect(out, 'Variant: express', 'Y2, Y2!, W2/R')
    out = run([prog, '--variant', 'teams', '--top', 'B3',
               '--hand', 'B7 TP T4 R1'])
    expect(out, 'B7, TP/R')
    # Usage errors: exit 1, nothing on stdout.
    for args in (['--hand', 'R1'], ['--top', 'R1'],
                 ['--top', 'X9', '--hand', 'R1'],
                 ['--top', 'R5', '--hand', 'R1 Q7'],
                 ['--top', 'R0', '--hand', 'R0'],
                 ['--top', 'R5', '--hand', 'R1', '--move', 'fly'],
                 ['--top', 'R5', '--hand', 'R1', '--color', 'B'],
                 ['--top', 'W', '--hand', 'R1', '--color', 'purple'],
                 ['--top', 'R5', '--hand', 'W4/B'],
                 ['--top', 'R5', '--hand', ''],
                 ['--top', 'R5', '--hand', 'R1', '--rule', 'nope=1'],
                 ['--variant', 'teams', '--top', 'R5', '--hand', 'R1',
                  '--rule', 'stacking=1'],
                 ['--variant', 'express', '--top', 'R0', '--hand', 'R1']):
        res = subprocess.run([prog] + args, stdout=subprocess.PIPE,
                             stderr=subprocess.PIPE, universal_newlines=True)
        if res.returncode != 1 or res.stdout or not res.stderr:
            raise Failure('%r: exit %d, stdout %r (want 1, a message on '
                          'stderr only)' % (args, res.returncode, res.stdout))
    print('uno-check answers legal and illegal moves')


# ---- uno-tournament ----

def check_tournament_json(prog):
    """The official tournament (8 players, 2 tables, 28 hands): nobody at
    two tables in a hand, every pair partnered exactly four times, and the
    totals are the sums of the points each player's seat scored."""
    for args, players, per in ((['--seed', '3'], 8, 4),
                               (['--players', '12', '--hands-per-partner', '1',
                                 '--variant', 'teams', '--bots', 'greedy,random'],
                                12, 1)):
        out = run([prog, '--json'] + args)
        try:
            d = json.loads(out)
        except ValueError as e:
            raise Failure('--json output is not JSON: %s' % e)
        if d['players'] != players or d['hands'] != (players - 1) * per:
            raise Failure('%r: %d players, %d hands' % (args, d['players'], d['hands']))
        if len(d['rounds']) != d['hands'] or d['tables'] != players // 4:
            raise Failure('%r: one entry per hand, players/4 tables' % args)
        pairs = {}
        totals = [0] * players
        for r in d['rounds']:
            seated = []
            for t in r['tables']:
                s, pts = t['seats'], t['points']
                seated += s
                for a, b in ((s[0], s[2]), (s[1], s[3])):
                    key = (min(a, b), max(a, b))
                    pairs[key] = pairs.get(key, 0) + 1
                # One side went out and both partners scored the same (P-2).
                if pts[0] != pts[2] or pts[1] != pts[3] or min(pts[0], pts[1]) != 0:
                    raise Failure('hand %d: points %r are not a side\'s' % (r['hand'], pts))
                for seat in range(4):
                    totals[s[seat]] += pts[seat]
            if sorted(seated) != list(range(players)):
                raise Failure('hand %d seats %r' % (r['hand'], seated))
            ranked = [e['total'] for e in r['standings']]
            if ranked != sorted(ranked, reverse=True):
                raise Failure('hand %d: standings not in order' % r['hand'])
        want = players * (players - 1) // 2
        if len(pairs) != want or set(pairs.values()) != {per}:
            raise Failure('%r: pairs partnered %r' % (args, sorted(set(pairs.values()))))
        if totals != d['totals']:
            raise Failure('%r: totals %r, sums of the points %r' % (args, d['totals'], totals))
        if d['totals'][d['winner']] != max(totals):
            raise Failure('the winner does not hold the highest total')
    # Deterministic: the same command line prints the same tournament.
    if run([prog, '--json', '--seed', '3']) != run([prog, '--json', '--seed', '3']):
        raise Failure('the same seed printed two tournaments')
    text = run([prog, '--seed', '3'])
    expect(text, 'standings after hand 1 of 28:', 'standings after hand 28 of 28:',
           'winner: P')
    print('uno-tournament plays the 28-hand schedule and adds up the totals')


def check_tournament_rating(prog):
    """--rating: a round robin of bot kinds, rated by the Luce model of
    the round winners (issue 24): every kind sits every round when the
    seats allow, the figures add up, the table is in rating order with
    each interval around its figure, the fit agrees with the heads-up
    win counts, and the same seed prints the same table."""
    cmd = [prog, '--rating', '--rounds', '400', '--bots', 'random,greedy,reference',
           '--seed', '5', '--json']
    out = run(cmd)
    if run(cmd) != out:
        raise Failure('the same seed printed two rating tables')
    if run(cmd[:-2] + ['6', '--json']) == out:
        raise Failure('another seed printed the same table')
    try:
        d = json.loads(out)
    except ValueError as e:
        raise Failure('--json output is not JSON: %s' % e)
    if (d['variant'], d['players'], d['rounds']) != ('classic', 4, 400):
        raise Failure('header %r' % {k: d[k] for k in ('variant', 'players', 'rounds')})
    r = d['ratings']
    if sorted(x['bot'] for x in r) != ['greedy', 'random', 'reference']:
        raise Failure('bots rated: %r' % [x['bot'] for x in r])
    if any(x['rounds'] != 400 for x in r):
        raise Failure('every kind sits every round at four seats')
    wins = sum(x['wins'] for x in r)
    if not 390 <= wins <= 400:
        raise Failure('%d wins in 400 rounds' % wins)
    if abs(sum(x['expected'] for x in r) - 400) > 0.05:
        raise Failure('the expected wins add up to %r' % sum(x['expected'] for x in r))
    ratings = [x['rating'] for x in r]
    if ratings != sorted(ratings, reverse=True):
        raise Failure('not in rating order: %r' % ratings)
    if abs(sum(ratings) / len(ratings) - 1500) > 0.5:
        raise Failure('ratings average %r, not 1500' % (sum(ratings) / len(ratings)))
    for x in r:
        lo, hi = x['rating_ci']
        if not lo <= x['rating'] <= hi or not hi - lo > 1:
            raise Failure('%s: rating %r outside %r' % (x['bot'], x['rating'], x['rating_ci']))
        if abs(x['win_rate'] - x['wins'] / x['rounds']) > 1e-4:
            raise Failure('%s: win rate %r' % (x['bot'], x['win_rate']))
        lo, hi = x['win_rate_ci']
        if not lo <= x['win_rate'] <= hi:
            raise Failure('%s: win rate outside %r' % (x['bot'], x['win_rate_ci']))
    if r[-1]['bot'] != 'random' or r[0]['bot'] != 'greedy':
        raise Failure('greedy should rate first and random last: %r' % [x['bot'] for x in r])
    # Heads-up, two kinds: the fit's difference is 400 log10 of the wins'
    # ratio, less the prior's pull toward equal (a few points in 300).
    d = json.loads(run([prog, '--rating', '--players', '2', '--rounds', '300',
                        '--bots', 'greedy,random', '--json']))
    g, rnd = d['ratings']
    if (g['bot'], rnd['bot']) != ('greedy', 'random') or g['wins'] + rnd['wins'] != 300:
        raise Failure('heads-up: %r' % d['ratings'])
    if g['expected'] != 150 or rnd['expected'] != 150:
        raise Failure('heads-up: 150 wins expected of each')
    want = 400 * math.log10(g['wins'] / rnd['wins'])
    got = g['rating'] - rnd['rating']
    if not 0.85 * want <= got <= want:
        raise Failure('heads-up: %d-%d wins, ratings %r apart (the wins say %r)'
                      % (g['wins'], rnd['wins'], got, want))
    text = run([prog, '--rating', '--rounds', '50', '--bots', 'greedy,random'])
    expect(text, 'rating: 50 rounds of classic at 4 seats (seed 1)', 'rank  bot',
           'greedy', 'random', 'bootstrap')
    # What --rating refuses, with status 1.
    for bad in (['--hands-per-partner', '2'], ['--dask'], ['--variant', 'partners'],
                ['--players', '11'], ['--variant', 'two-player'], ['--rounds', '0']):
        err = run_stderr([prog, '--rating'] + bad, 1)
        if not err.startswith('uno-tournament: '):
            raise Failure('%r: %r' % (bad, err))
    run_stderr([prog, '--rounds', '5'], 1)
    print('uno-tournament --rating rates the bots and its figures add up')


def bot_names(prog):
    """The bots the shared --bots parser knows, from its refusal."""
    res = subprocess.run([prog, '--bots', 'no-such-bot'], stdout=subprocess.PIPE,
                         stderr=subprocess.PIPE, universal_newlines=True)
    m = re.search(r"is not a bot \(([a-z, ]+)\)", res.stderr)
    if res.returncode != 1 or not m:
        raise Failure('%s --bots no-such-bot: exit %d, %r' % (prog, res.returncode,
                                                             res.stderr))
    return re.split(r', | or ', m.group(1))


def help_option(prog, option):
    """The paragraph of --help about option, its lines joined."""
    out = run([prog, '--help'])
    m = re.search(r'^ {7}' + re.escape(option) + r'\b.*?\n((?: {14}.*\n|\n(?= {14}))*)',
                  out, re.M)
    if not m:
        raise Failure('%s --help has no %s paragraph' % (prog, option))
    return ' '.join(m.group(1).split())


def check_tournament_bots(prog, uno_sim):
    """uno-tournament --bots takes every bot uno-sim --bots takes, with the
    same parser, says so in its --help, and plays a tournament with each."""
    names = bot_names(uno_sim)
    if bot_names(prog) != names:
        raise Failure('uno-tournament knows the bots %r, uno-sim %r' %
                      (bot_names(prog), names))
    for tool in (uno_sim, prog):
        text = help_option(tool, '--bots')
        for n in names:
            if not re.search(r'\b%s\b' % n, text):
                raise Failure('%s --help does not offer the %s bot: %r' % (tool, n, text))
    for bots in names + [','.join(names), ','.join(reversed(names))]:
        args = [prog, '--json', '--players', '4', '--hands-per-partner', '1',
                '--seed', '5', '--bots', bots]
        out = run(args)
        d = json.loads(out)
        if d['hands'] != 3 or len(d['rounds']) != 3:
            raise Failure('--bots %s: %r' % (bots, d))
        pts = sum(sum(t['points']) for r in d['rounds'] for t in r['tables'])
        if sum(d['totals']) != pts or pts <= 0:
            raise Failure('--bots %s: totals %r, points %d' % (bots, d['totals'], pts))
        if run(args) != out:
            raise Failure('--bots %s: the same seed played another tournament' % bots)
    print('uno-tournament plays with every bot: %s' % ', '.join(names))


# ---- --dask (libuno.distributed on a local Dask cluster) ----

def dask_python():
    """The Python --dask runs (examples/cli.c), or exit 77 (skipped) when
    it cannot import Dask's distributed."""
    py = os.environ.get('UNO_PYTHON') or (
        '/usr/bin/python3' if os.access('/usr/bin/python3', os.X_OK) else 'python3')
    try:
        ok = subprocess.run([py, '-c', 'import distributed'], stdout=subprocess.DEVNULL,
                            stderr=subprocess.DEVNULL, timeout=120).returncode == 0
    except OSError:
        ok = False
    if not ok:
        print('%s cannot import distributed (Debian: apt-get install '
              'python3-distributed): --dask not checked' % py)
        sys.exit(77)
    return py


def check_dask_errors(prog, args):
    """--dask without a Python, or with a Python without Dask: exit 1 and
    a message; a usage error is found before Python starts."""
    env = dict(os.environ, UNO_PYTHON='/nonexistent/python3')
    res = subprocess.run([prog, '--dask'] + args, stdout=subprocess.PIPE,
                         stderr=subprocess.PIPE, universal_newlines=True,
                         env=env, timeout=60)
    if res.returncode != 1 or res.stdout or 'UNO_PYTHON' not in res.stderr:
        raise Failure('--dask without Python: exit %d, %r' % (res.returncode, res.stderr))
    run([prog, '--dask', '--seed', 'x'], env=env, want=1)
    run([prog, '--dask='] + args, want=1)
    try:
        has_dask = subprocess.run([sys.executable, '-c', 'import distributed'],
                                  stderr=subprocess.DEVNULL).returncode == 0
    except OSError:
        has_dask = True
    if not has_dask:
        env = dict(os.environ, UNO_PYTHON=sys.executable)
        res = subprocess.run([prog, '--dask'] + args, stdout=subprocess.PIPE,
                             stderr=subprocess.PIPE, universal_newlines=True,
                             env=env, timeout=120)
        if res.returncode != 1 or 'python3-distributed' not in res.stderr:
            raise Failure('--dask with a Python without Dask: exit %d, %r'
                          % (res.returncode, res.stderr))


def check_sim_dask(prog):
    """uno-sim --dask plays the same games on a local cluster of two
    workers: the summary of the same command line without it (the JSON
    adds the points and where it ran), the measured time apart."""
    args = ['--games', '24', '--seed', '5', '--bots', 'greedy,random,random',
            '--rule', 'jump_in=1']
    check_dask_errors(prog, args)
    dask_python()
    want = strip_timing(sim_json(prog, *args))
    got = sim_json(prog, '--dask', '--threads', '2', *args)
    where = got.get('dask', {})
    if where.get('scheduler') != 'local' or where.get('workers') != 2:
        raise Failure('--dask --threads 2: not a local cluster of two: %r' % where)
    if len(got.get('points', [])) != 3:
        raise Failure('--dask: no points by seat: %r' % got)
    got = strip_timing(got)
    del got['points'], got['dask']
    if got != want:
        raise Failure('--dask changed the summary:\n%r\n%r' % (want, got))
    # The text summary is uno-sim's byte for byte, but for the measured
    # figures of the time line (which counts the two workers' threads).
    plain = run([prog, '--no-progress', '--threads', '2'] + args).splitlines()
    text = run([prog, '--no-progress', '--dask', '--threads', '2'] + args).splitlines()
    time_line = [t for t in text if t.startswith('time:')]
    if not time_line or ' s on 2 threads, ' not in time_line[0]:
        raise Failure('--dask: the time line is not uno-sim\'s: %r' % time_line)
    text = [re.sub(r'[0-9.]+', 'N', t) if t.startswith('time:') else t for t in text]
    plain = [re.sub(r'[0-9.]+', 'N', t) if t.startswith('time:') else t for t in plain]
    if text != plain:
        raise Failure('--dask changed the text summary:\n%s\n---\n%s'
                      % ('\n'.join(plain), '\n'.join(text)))
    print('uno-sim --dask: the same summary on a local cluster of two workers')


def check_tournament_dask(prog):
    """uno-tournament --dask prints the same tournament, text and JSON."""
    args = ['--players', '8', '--hands-per-partner', '1', '--seed', '3',
            '--bots', 'greedy,random,reference']
    check_dask_errors(prog, args)
    dask_python()
    env = dict(os.environ, UNO_DASK_WORKERS='2')
    for extra in ([], ['--json']):
        want = run([prog] + args + extra)
        got = run([prog, '--dask'] + args + extra, env=env)
        if got != want:
            raise Failure('--dask %s printed another tournament:\n%s\n---\n%s'
                          % (' '.join(extra), want, got))
    print('uno-tournament --dask: the same tournament on a local cluster')


def main(argv):
    checks = {
        'help': check_help, 'sim-json': check_sim_json,
        'sim-threads': check_sim_threads,
        'sim-reference': check_sim_reference, 'sim-house': check_sim_house,
        'play-game': check_play_game, 'play-end': check_play_end,
        'play-variant': check_play_variant, 'play-house': check_play_house,
        'play-auto': check_play_auto, 'play-cards': check_play_cards,
        'play-color': check_play_color, 'rules-list': check_rules_list,
        'rules-variant': check_rules_variant, 'check': check_check,
        'rules-definition': check_rules_definition,
        'tournament-json': check_tournament_json,
        'tournament-bots': check_tournament_bots,
        'tournament-rating': check_tournament_rating,
        'sim-dask': check_sim_dask, 'tournament-dask': check_tournament_dask,
    }
    if len(argv) < 3 or argv[1] not in checks:
        sys.stderr.write(__doc__)
        return 99
    try:
        checks[argv[1]](*argv[2:])
    except Failure as e:
        print('FAIL: %s' % e)
        return 1
    return 0


if __name__ == '__main__':
    sys.exit(main(sys.argv))
