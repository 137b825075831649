#!/usr/bin/env python3
"""Random-game throughput of the Python binding, 4-player Classic rounds
(bench/README.md):

  python.api.reference   move by move through the binding with the
                         reference policy: list the legal moves
                         (Game.legal_moves), pick one in Python, apply it
                         (Game.apply);
  python.decision.reference  the same policy and the same games through
                         the fast calls: Game.decision() (one library call,
                         no Move made), the choice made over move indexes,
                         Game.apply_index(); one Game, Game.reset() between
                         games;
  python.playout.reference  the whole round in one call (Game.playout);
  python.batch.uniform   --batch games at once (libuno.Batch), each step a
                         legal move index drawn uniformly from every row's
                         mask in numpy; the figure counts the rounds that
                         ended (round_over). Needs numpy; skipped, with a
                         note on stderr, without it.
  python.vector.random   libuno.rl.VectorEnv of --batch games against three
                         random bots (opponents="random"), the learner's
                         action drawn uniformly from each row's mask in
                         numpy: issue 19's measure, finished games/s (the
                         moves are the learner's). Needs numpy too.

A game is one round: libuno.Game(...) (dealer by lot, shuffle, deal), played
to the end of the round. Each figure is the median of --runs runs, printed
as "name value unit" lines, as the C benchmarks do.

    PYTHONPATH=python python3 bench/python_bench.py [--games N] [--runs N]
        [--variant NAME] [--players N] [--batch N]
"""
import argparse
import importlib.util
import random
import statistics
import sys
import time

import libuno


_DRAW_PASS = (libuno.MoveType.DRAW, libuno.MoveType.PASS)
_NOT_ANSWERS = (libuno.MoveType.UNO, libuno.MoveType.CATCH)
_OTHER_DECISION = (libuno.MoveType.ACCEPT, libuno.MoveType.CHALLENGE)
_info = {}


def move_info(m):
    """What the policy needs of a move, computed once per distinct move
    (the binding hands out the same Move objects again)."""
    info = _info.get(m)
    if info is None:
        info = _info[m] = (m.card if m.is_play else None, m.uno,
                           m.type in _DRAW_PASS, m.type in _OTHER_DECISION,
                           m.type not in _NOT_ANSWERS)
    return info


#: move_info() of every move index: the decision mode's policy reads this
#: table instead of asking the Moves.
_index_info = [move_info(libuno.move_from_index(i))
               for i in range(libuno.MOVE_INDEX_COUNT)]


def reference_move(legal, rng, info=move_info):
    """The reference policy (game.h, UNO_PLAYOUT_REFERENCE) from the list
    alone: plays with no accept or challenge beside them are a turn's (a
    stack's are not), and a play offered with the UNO call leaves one card.
    ``legal`` holds Moves, or move indexes with ``info`` reading
    _index_info: indexes come in the list's order, so both draw the same
    random choices and play the same games."""
    cards = {}
    draw = None
    other = False
    call = False
    for m in legal:
        card, uno_flag, draw_pass, other_decision, _ = info(m)
        if card is not None:
            cards.setdefault(card, []).append(m)
            call = call or uno_flag
        elif draw_pass and draw is None:
            draw = m
        other = other or other_decision
    if cards and not other:
        variants = cards[rng.choice(list(cards))]
        return rng.choice([m for m in variants if info(m)[1] == call])
    if draw is not None and not cards:
        return draw
    return rng.choice([m for m in legal if info(m)[4]])


def api_round(game, rng):
    moves = 0
    legal_moves, apply = game.legal_moves, game.apply
    while True:
        legal = legal_moves()
        if not legal:
            return moves
        apply(reference_move(legal, rng))
        moves += 1


def decision_round(game, rng):
    moves = 0
    decision, apply_index = game.decision, game.apply_index
    info = _index_info.__getitem__
    while True:
        d = decision()
        if d.seat is None:
            return moves
        apply_index(reference_move(d.indexes(), rng, info), d.seat)
        moves += 1


def run(mode, args, first):
    rng = random.Random(first)
    moves = 0
    start = time.perf_counter()
    game = None
    for i in range(args.games):
        if mode == "decision" and game is not None:
            game.reset(first + i)
        else:
            game = libuno.Game(args.variant, args.players, seed=first + i)
        if mode == "api":
            moves += api_round(game, rng)
        elif mode == "decision":
            moves += decision_round(game, rng)
        else:
            moves += game.playout(first + i, "reference")
        if not game.round_over:
            raise SystemExit("game %d did not end" % i)
    elapsed = time.perf_counter() - start
    return args.games / elapsed, moves / elapsed, moves / args.games


def run_batch(args, first):
    """Steps a batch until args.games rounds have ended in it. Each row's
    action is drawn uniformly from its mask: the k-th legal index, k
    uniform below the row's count, found with a cumulative sum."""
    import numpy as np
    rng = np.random.default_rng(first)
    with libuno.Batch(args.variant, args.players, args.batch, seed=first) as batch:
        out = batch.observe()
        finished = steps = 0
        start = time.perf_counter()
        while finished < args.games:
            legal = out["mask"].cumsum(axis=1, dtype=np.int16)
            k = (rng.random(args.batch) * legal[:, -1]).astype(np.int16)
            actions = (legal <= k[:, None]).sum(axis=1, dtype=np.int32)
            out = batch.step(actions)
            finished += int(np.count_nonzero(out["round_over"]))
            steps += 1
        elapsed = time.perf_counter() - start
        if out["status"].any():
            raise SystemExit("a legal move was refused")
    moves = steps * args.batch
    return finished / elapsed, moves / elapsed, moves / finished


def run_vector(args, first):
    """Steps a VectorEnv (learner at seat 0, the other seats random bots)
    until args.games rounds have ended; the learner's action is drawn as
    in run_batch."""
    import numpy as np
    from libuno import rl
    rng = np.random.default_rng(first)
    env = rl.VectorEnv(args.batch, args.variant, args.players, opponents="random")
    _, infos = env.reset(seed=first)
    finished = steps = 0
    start = time.perf_counter()
    while finished < args.games:
        legal = infos["action_mask"].cumsum(axis=1, dtype=np.int16)
        k = (rng.random(args.batch) * legal[:, -1]).astype(np.int16)
        actions = (legal <= k[:, None]).sum(axis=1)
        _, _, term, trunc, infos = env.step(actions)
        finished += int(np.count_nonzero(term))
        steps += 1
    elapsed = time.perf_counter() - start
    if infos["illegal_action"].any():
        raise SystemExit("a legal action was refused")
    env.close()
    moves = steps * args.batch
    return finished / elapsed, moves / elapsed, moves / finished


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--games", type=int, default=2000)
    p.add_argument("--runs", type=int, default=5)
    p.add_argument("--variant", default="classic")
    p.add_argument("--players", type=int, default=4)
    p.add_argument("--batch", type=int, default=256,
                   help="games in the batch of the batched mode")
    a = p.parse_args(argv)
    if a.games < 1 or a.runs < 1 or a.batch < 1:
        p.error("--games, --runs and --batch must be at least 1")
    modes = [("api", a.games), ("decision", a.games), ("playout", a.games * 10),
             ("batch", a.games), ("vector", a.games * 4)]
    if importlib.util.find_spec("numpy") is None:
        print("python_bench: no numpy for %s: python.batch and python.vector "
              "skipped" % sys.executable, file=sys.stderr)
        modes = modes[:3]
    for mode, games in modes:
        a2 = argparse.Namespace(**vars(a))
        a2.games = games
        if mode == "batch":
            results = [run_batch(a2, 1 + k * games) for k in range(a.runs)]
        elif mode == "vector":
            results = [run_vector(a2, 1 + k * games) for k in range(a.runs)]
        else:
            results = [run(mode, a2, 1 + k * games) for k in range(a.runs)]
        name = "python.%s.%s.%s.%dp" % (
            mode, {"batch": "uniform", "vector": "random"}.get(mode, "reference"),
            a.variant,
            a.players)
        print("%s.games_per_s %.6g games/s" % (
            name, statistics.median(r[0] for r in results)))
        print("%s.moves_per_s %.6g moves/s" % (
            name, statistics.median(r[1] for r in results)))
        print("%s.moves_per_game %.6g moves" % (
            name, statistics.median(r[2] for r in results)))
        sys.stdout.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main())
