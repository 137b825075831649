#!/usr/bin/env python3
"""Trains a small UNO policy with PPO against three random bots, and shows
that it learned: a learning curve, and the trained policy's win rate over
2,000 rounds it never trained on.

    /usr/bin/python3 examples/python/train_ppo.py [--updates 500] [--envs 128]
        [--steps 32] [--seed 1] [--eval-rounds 2000] [--threads 2]
        [--plot train_ppo.png] [--save policy.pt] [--max-minutes 10]

It needs PyTorch and matplotlib, which Debian packages for /usr/bin/python3
(apt-get install python3-torch python3-matplotlib; numpy comes with them),
and libuno's Python package: installed, or from a checkout after meson
with PYTHONPATH=build/python (the package finds the library built beside
it). examples/python/README.md has a recorded run and its curve.

The learner plays seat 0 of 4-player Classic rounds; the three other seats
are libuno's random bot (libuno.Bot("random")), played inside the library by
libuno.rl.VectorEnv, so each step of the vector env is one decision of the
learner in each of its games. A round won is +1, a round lost -1; the next
round is dealt at once (automatic reset). The policy is a two-layer
perceptron over the observation (doc/observation.md: the top face, the
color, the phase and the seat to decide one-hot, counts scaled), with the
illegal actions masked out of its distribution, and a value head beside
it; PPO with the clipped objective and generalized advantage estimation.

The training rounds are dealt from seeds --seed, --seed + 1, ...; the
evaluation deals 2,000 rounds from seeds 1,000,000,000 on, played to the
end once each (a round is counted once, however long it lasts), the policy
playing its most likely legal action. The same rounds are played by
libuno's random and greedy bots in the learner's seat, as yardsticks: the
random bot wins about 23% of them (one of four random players; the seat
left of the dealer leads, so seat 0 is a little behind), the greedy bot
about 56%.
Everything is seeded: the same arguments on the same machine train the
same policy (PyTorch's results can differ with the number of threads).

The progress bar goes to standard error; the last line printed is the
evaluation, "evaluation: W of 2000 rounds won (P%) ...", and the exit status
is 0 (with --target P, 0 only when the win rate reaches P percent).
"""
import argparse
import ctypes
import math
import os
import sys
import time

try:
    import numpy as np
    import torch
    from torch import nn
except ImportError as e:  # pragma: no cover - depends on the machine
    sys.exit("train_ppo: %s needs numpy and PyTorch (Debian: apt-get install "
             "python3-torch libopenblas0-pthread, for /usr/bin/python3): %s"
             % (sys.executable, e))

from libuno import rl

PLAYERS = 4
FACES = 62
EVAL_SEED = 1_000_000_000
# Observation layout (doc/observation.md).
HAND, DISCARD, SHOWN, TOP = 0, FACES, 2 * FACES, 3 * FACES
COLOR, DIRECTION, PHASE, CURRENT, PENDING, DRAW_PILE = range(TOP + 1, TOP + 7)
SEATS = TOP + 7
PER_SEAT = 5
COLORS = 5   # red, yellow, green, blue, none named yet
PHASES = 10


def set_threads(threads):
    """Runs the matrix products on `threads` threads, and names the BLAS.

    Debian's PyTorch calls the system's BLAS: OpenBLAS when
    libopenblas0-pthread is installed (it then provides libblas.so.3), else
    the reference BLAS, some forty times slower here. OpenBLAS keeps its
    own threads, which torch.set_num_threads() does not reach; PyTorch's
    threads are kept to one so that the two do not compete for the cores."""
    torch.set_num_threads(1)
    torch.distributions.Distribution.set_default_validate_args(False)
    try:
        ctypes.CDLL("libblas.so.3").openblas_set_num_threads(threads)
        return "OpenBLAS"
    except (OSError, AttributeError):
        print("train_ppo: PyTorch runs on the reference BLAS, which is slow: "
              "apt-get install libopenblas0-pthread", file=sys.stderr)
        return "reference BLAS"


def features_size(players):
    return 3 * FACES + (FACES + 1) + COLORS + 1 + PHASES + (players + 1) + 2 \
        + players * PER_SEAT


def features(obs, players):
    """The observation as the network reads it: counts scaled to about 0-1,
    the categorical values one-hot (a face index or a phase number means
    nothing as a magnitude)."""
    obs = torch.as_tensor(obs, dtype=torch.float32)
    n = obs.shape[0]
    one_hot = nn.functional.one_hot
    top = one_hot((obs[:, TOP] + 1).long(), FACES + 1).float()        # -1: none
    color = one_hot(obs[:, COLOR].long().clamp(0, COLORS - 1), COLORS).float()
    phase = one_hot(obs[:, PHASE].long().clamp(0, PHASES - 1), PHASES).float()
    current = one_hot((obs[:, CURRENT] + 1).long(), players + 1).float()  # -1: over
    seats = obs[:, SEATS:SEATS + players * PER_SEAT].reshape(n, players, PER_SEAT)
    seats = torch.stack([seats[:, :, 0] / 10.0,      # hand size
                         seats[:, :, 1] / 100.0,     # match total
                         seats[:, :, 2],             # status
                         seats[:, :, 3],             # same team
                         seats[:, :, 4]], dim=2)     # UNO called
    return torch.cat([obs[:, HAND:TOP] / 2.0, top, color, obs[:, DIRECTION:DIRECTION + 1],
                      phase, current, obs[:, PENDING:PENDING + 1] / 4.0,
                      obs[:, DRAW_PILE:DRAW_PILE + 1] / 100.0,
                      seats.reshape(n, -1)], dim=1)


class Policy(nn.Module):
    """A shared body, a policy head over the actions and a value head."""

    def __init__(self, inputs, actions, hidden=256):
        super().__init__()
        self.body = nn.Sequential(nn.Linear(inputs, hidden), nn.Tanh(),
                                  nn.Linear(hidden, hidden), nn.Tanh())
        self.pi = nn.Linear(hidden, actions)
        self.value = nn.Linear(hidden, 1)
        for layer in (*self.body[::2], self.pi, self.value):
            nn.init.orthogonal_(layer.weight, math.sqrt(2))
            nn.init.zeros_(layer.bias)
        nn.init.orthogonal_(self.pi.weight, 0.01)   # a near-uniform start
        nn.init.orthogonal_(self.value.weight, 1.0)

    def forward(self, x, mask):
        h = self.body(x)
        logits = self.pi(h).masked_fill(~mask, -1e9)
        return torch.distributions.Categorical(logits=logits), self.value(h).squeeze(1)


class Progress:
    """A progress bar on standard error: redrawn in place on a terminal,
    a line every tenth of the way otherwise (a log, CI)."""

    def __init__(self, total, width=30):
        self.total, self.width = total, width
        self.tty = sys.stderr.isatty()
        self.start = time.monotonic()
        self.shown = -1

    def update(self, done, text):
        tenth = done * 10 // self.total
        if not self.tty and tenth == self.shown and done != self.total:
            return
        self.shown = tenth
        filled = self.width * done // self.total
        line = "[%s%s] %3d%% %s | %.0f s" % ("#" * filled, "." * (self.width - filled),
                                          100 * done // self.total, text,
                                          time.monotonic() - self.start)
        sys.stderr.write(("\r" + line + "\x1b[K") if self.tty else line + "\n")
        if self.tty and done == self.total:
            sys.stderr.write("\n")
        sys.stderr.flush()


def evaluate(policy, rounds, seed, players, sample=False):
    """Wins of the policy in `rounds` rounds dealt from seeds seed, seed + 1,
    ...: one game each, played to its end (the games dealt after them by
    the automatic reset are not counted). VectorEnv reports a round only
    once the learner has decided in it; a round the bots would end before
    that (one of them going out while seat 0 is skipped at every turn) is
    replaced by the next game unseen. None of the 2,000 evaluation rounds
    does that (checked with libuno.Game.advance() and the same bots)."""
    env = rl.VectorEnv(rounds, "classic", players, opponents="random",
                       observation_dtype="float32")
    obs, infos = env.reset(seed=seed)
    result = np.zeros(rounds, np.int8)   # 0 playing, 1 won, -1 lost
    with torch.no_grad():
        while not result.all():
            mask = torch.as_tensor(infos["action_mask"] != 0)
            dist, _ = policy(features(obs, players), mask)
            action = dist.sample() if sample else dist.probs.argmax(1)
            obs, reward, term, trunc, infos = env.step(action.numpy())
            ended = (term | trunc) & (result == 0)
            result[ended] = np.where(reward[ended] > 0, 1, -1)
    env.close()
    return int((result == 1).sum())


def bot_wins(kind, rounds, seed, players):
    """Wins of libuno's `kind` bot in the learner's seat on the rounds that
    evaluate() deals, against the same opponents (VectorEnv's bots, seeded
    as it seeds them: a bot's choice depends only on its seed and what its
    seat sees): the yardsticks of the trained policy."""
    import libuno
    opponents = [None] + [libuno.Bot("random", seed=seed + 7919 * (s + 1))
                          for s in range(1, players)]
    wins = 0
    for i in range(rounds):
        game = libuno.Game("classic", players, seed=seed + i)
        bots = [libuno.Bot(kind, seed=seed)] + opponents[1:]
        game.advance(bots)
        wins += game.winner == 0
        game.close()
    return wins


def train(args):
    torch.manual_seed(args.seed)
    env = rl.VectorEnv(args.envs, "classic", PLAYERS, opponents="random",
                       observation_dtype="float32")
    policy = Policy(features_size(PLAYERS), rl.ACTION_COUNT)
    optimizer = torch.optim.Adam(policy.parameters(), lr=args.lr, eps=1e-5)
    n, t = args.envs, args.steps
    obs_buf = torch.zeros(t, n, features_size(PLAYERS))
    mask_buf = torch.zeros(t, n, rl.ACTION_COUNT, dtype=torch.bool)
    act_buf = torch.zeros(t, n, dtype=torch.long)
    logp_buf = torch.zeros(t, n)
    value_buf = torch.zeros(t, n)
    reward_buf = torch.zeros(t, n)
    done_buf = torch.zeros(t, n)

    obs, infos = env.reset(seed=args.seed)
    x = features(obs, PLAYERS)
    mask = torch.as_tensor(infos["action_mask"] != 0)
    curve = []   # (learner steps, rounds won / rounds finished) per update
    won = finished = 0
    progress = Progress(args.updates)
    started = time.monotonic()
    for update in range(1, args.updates + 1):
        frac = 1.0 - (update - 1) / args.updates
        for group in optimizer.param_groups:
            group["lr"] = args.lr * frac
        # Play t steps in each of the n games.
        upd_won = upd_finished = 0
        with torch.no_grad():
            for k in range(t):
                dist, value = policy(x, mask)
                action = dist.sample()
                obs_buf[k], mask_buf[k], act_buf[k] = x, mask, action
                logp_buf[k], value_buf[k] = dist.log_prob(action), value
                obs, reward, term, trunc, infos = env.step(action.numpy())
                done = term | trunc
                reward_buf[k] = torch.as_tensor(reward)
                done_buf[k] = torch.as_tensor(done, dtype=torch.float32)
                upd_won += int((reward > 0).sum())
                upd_finished += int(done.sum())
                x = features(obs, PLAYERS)
                mask = torch.as_tensor(infos["action_mask"] != 0)
            _, last_value = policy(x, mask)
        won += upd_won
        finished += upd_finished
        curve.append(((update * n * t), upd_won / max(upd_finished, 1)))

        # Generalized advantage estimates; a finished round (done at step k:
        # the observation after it is the next round's) stops the sums.
        advantages = torch.zeros(t, n)
        gae = torch.zeros(n)
        for k in reversed(range(t)):
            next_value = last_value if k == t - 1 else value_buf[k + 1]
            live = 1.0 - done_buf[k]
            delta = reward_buf[k] + args.gamma * next_value * live - value_buf[k]
            gae = delta + args.gamma * args.gae_lambda * live * gae
            advantages[k] = gae
        returns = advantages + value_buf

        # Epochs of minibatches over the flattened rollout.
        b_obs, b_mask = obs_buf.reshape(n * t, -1), mask_buf.reshape(n * t, -1)
        b_act, b_logp = act_buf.reshape(-1), logp_buf.reshape(-1)
        b_adv, b_ret = advantages.reshape(-1), returns.reshape(-1)
        size = n * t // args.minibatches
        for _ in range(args.epochs):
            order = torch.randperm(n * t)
            for start in range(0, n * t, size):
                idx = order[start:start + size]
                dist, value = policy(b_obs[idx], b_mask[idx])
                logp = dist.log_prob(b_act[idx])
                ratio = (logp - b_logp[idx]).exp()
                adv = b_adv[idx]
                adv = (adv - adv.mean()) / (adv.std() + 1e-8)
                pg = -torch.min(ratio * adv,
                                ratio.clamp(1 - args.clip, 1 + args.clip) * adv).mean()
                v_loss = 0.5 * (value - b_ret[idx]).pow(2).mean()
                entropy = dist.entropy().mean()
                loss = pg + args.value_coef * v_loss - args.entropy_coef * entropy
                optimizer.zero_grad()
                loss.backward()
                nn.utils.clip_grad_norm_(policy.parameters(), 0.5)
                optimizer.step()

        recent = curve[-10:]
        rate = sum(r for _, r in recent) / len(recent)
        progress.update(update, "update %d/%d | %.2fM steps | won %.1f%% of rounds"
                        % (update, args.updates, update * n * t / 1e6, 100 * rate))
        if args.max_minutes and time.monotonic() - started > 60 * args.max_minutes:
            print("train_ppo: stopped at update %d: --max-minutes %g reached"
                  % (update, args.max_minutes), file=sys.stderr)
            break
    env.close()
    return policy, curve, time.monotonic() - started


def plot(curve, evaluated, yardsticks, rounds, path, minutes):
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    steps = np.array([s for s, _ in curve]) / 1e6
    rate = 100 * np.array([r for _, r in curve])
    window = max(1, len(rate) // 25)
    smooth = np.convolve(rate, np.ones(window) / window, mode="valid")
    fig, ax = plt.subplots(figsize=(7, 4.2), dpi=110)
    ax.plot(steps, rate, color="#9bbcdf", linewidth=0.8, label="training rounds, each update")
    ax.plot(steps[window - 1:], smooth, color="#1f5fa8", linewidth=2,
            label="the same, mean of %d updates" % window)
    ax.axhline(100 * yardsticks["greedy"] / rounds, color="#7d3c98", linestyle="-.",
               label="libuno's greedy bot, same rounds: %.1f%%"
               % (100 * yardsticks["greedy"] / rounds))
    ax.axhline(35, color="#c0392b", linestyle="--", label="target (35%)")
    ax.axhline(100 * yardsticks["random"] / rounds, color="#888888", linestyle=":",
               label="libuno's random bot, same rounds: %.1f%%"
               % (100 * yardsticks["random"] / rounds))
    ax.plot([steps[-1]], [100 * evaluated / rounds], "o", color="#117a37", markersize=8,
            label="trained policy, %d unseen rounds: %.1f%%" % (rounds, 100 * evaluated / rounds))
    ax.set_xlabel("learner decisions (millions)")
    ax.set_ylabel("rounds won (%)")
    ax.set_ylim(0, max(60, float(rate.max()) + 5))
    ax.set_title("PPO against three random bots, 4-player Classic (%.1f min)" % minutes)
    ax.grid(alpha=0.3)
    ax.legend(loc="lower right", fontsize=8)
    fig.tight_layout()
    fig.savefig(path)
    plt.close(fig)


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--updates", type=int, default=500, help="PPO updates (500)")
    p.add_argument("--envs", type=int, default=128, help="games played at once (128)")
    p.add_argument("--steps", type=int, default=32, help="steps per game per update (32)")
    p.add_argument("--epochs", type=int, default=4)
    p.add_argument("--minibatches", type=int, default=4)
    p.add_argument("--lr", type=float, default=1e-3,
                   help="Adam's step size, decreased linearly to 0 (0.001)")
    p.add_argument("--gamma", type=float, default=0.99)
    p.add_argument("--gae-lambda", type=float, default=0.95)
    p.add_argument("--clip", type=float, default=0.2)
    p.add_argument("--entropy-coef", type=float, default=0.003)
    p.add_argument("--value-coef", type=float, default=0.5)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--threads", type=int, default=2,
                   help="threads of the matrix products (2)")
    p.add_argument("--eval-rounds", type=int, default=2000)
    p.add_argument("--plot", default="train_ppo.png", help="the learning curve (PNG)")
    p.add_argument("--save", help="where to save the trained policy's weights")
    p.add_argument("--max-minutes", type=float, default=10.0,
                   help="stop training after this long, whatever --updates says (10)")
    p.add_argument("--target", type=float,
                   help="exit 1 unless the evaluation wins at least this percent")
    args = p.parse_args(argv)
    if min(args.updates, args.envs, args.steps, args.epochs, args.minibatches,
           args.threads, args.eval_rounds) < 1:
        p.error("--updates, --envs, --steps, --epochs, --minibatches, --threads and "
                "--eval-rounds are at least 1")
    if args.envs * args.steps % args.minibatches:
        p.error("--minibatches must divide --envs x --steps")

    blas = set_threads(args.threads)
    print("training: %d updates of %d games x %d steps, seed %d, %d threads (%s)"
          % (args.updates, args.envs, args.steps, args.seed, args.threads, blas))
    sys.stdout.flush()
    policy, curve, seconds = train(args)
    print("trained: %d updates, %.2fM learner decisions in %.1f s"
          % (len(curve), curve[-1][0] / 1e6, seconds))
    wins = evaluate(policy, args.eval_rounds, EVAL_SEED, PLAYERS)
    yardsticks = {kind: bot_wins(kind, args.eval_rounds, EVAL_SEED, PLAYERS)
                  for kind in ("random", "greedy")}
    for kind, won in yardsticks.items():
        print("yardstick: libuno's %s bot in the learner's seat wins %d of the %d rounds "
              "(%.1f%%)" % (kind, won, args.eval_rounds, 100.0 * won / args.eval_rounds))
    if args.plot:
        plot(curve, wins, yardsticks, args.eval_rounds, args.plot, seconds / 60)
        print("learning curve: %s" % os.path.abspath(args.plot))
    if args.save:
        torch.save(policy.state_dict(), args.save)
        print("weights: %s" % os.path.abspath(args.save))
    rate = 100.0 * wins / args.eval_rounds
    print("evaluation: %d of %d rounds won (%.1f%%) against three random bots"
          % (wins, args.eval_rounds, rate))
    if args.target is not None and rate < args.target:
        print("train_ppo: below the target of %g%%" % args.target, file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
