"""The table as text: :func:`board`, which ``print(game)`` shows
(:meth:`Game.board <libuno.Game.board>`, as python-chess prints a board).

Only what every seat may see, unless a seat is named: then that seat's own
hand too. Cards and colors are written in the game's notation, on the side
in play (``PD5``, ``pink`` on the dark side of UNO Flip).
"""
from __future__ import annotations

from typing import Any, List, Optional, Sequence

from . import _lib
from ._lib import lib
from .enums import Phase, SeatStatus

__all__ = ["board"]


def _color_name(color: Any, side: int) -> str:
    """A color's name on the side in play, the library's
    (``uno_color_name_side()``: pink, teal, orange and purple on the dark
    side)."""
    if color is None:
        return "none yet"
    if _lib.HAS_TEXT:
        from .text import color_name
        return color_name(color, side)
    return lib.uno_color_name(int(color))


def _status(status: SeatStatus) -> Optional[str]:
    """A seat's status but "in", by the library's name (``out``,
    ``eliminated``, ``knocked out``)."""
    if status == SeatStatus.IN:
        return None
    return status.key.replace("_", " ")


def _cards(n: int) -> str:
    return "%d card%s" % (n, "" if n == 1 else "s")


def board(game: Any, seat: Optional[int] = None,
          names: Optional[Sequence[str]] = None) -> str:
    """The table as lines of text: the variant, round and side in play;
    the top card, the current color and the direction of play; the draw
    and discard piles and a pending draw; then a line per seat with its
    hand size, match total, team, status, UNO call and the dealer, the
    seat to decide marked with ``>``; the round's or match's end. With
    ``seat`` that seat's own hand is written on its line; without, no
    hidden card is shown (a spectator's board). ValueError for a closed
    game, InvalidArgument for a seat out of range. ``names`` are the
    host's names of the seats, by seat, for "seat N"."""
    g = game
    g._p  # ValueError when closed
    if seat is not None:
        g._seat(seat)
    n = g.players
    title = "%s, %d players, round %d" % (g.variant, n, g.round)
    if g._sides() == 2:
        title += ", %s side up" % ("dark" if g.side else "light")
    lines: List[str] = [title]
    direction = "clockwise" if g.direction > 0 else "counterclockwise"
    lines.append("top %s, color %s, play goes %s" % (
        g.top_card, _color_name(g.current_color, g.side), direction))
    piles = "draw pile %s, discard pile %s" % (_cards(g.draw_pile_size),
                                               _cards(g.discard_pile_size))
    if g.pending_draw:
        piles += ", %s to draw" % _cards(g.pending_draw)
    turned = g.turned
    if turned:
        piles += ", turned up: %s" % " ".join(map(str, turned))
    lines.append(piles)

    who = g.current_player
    teams = lib.uno_rules_team_size(lib.uno_game_rules(g._p)) > 1
    width = len(str(n - 1))

    def who_is(s: int, pad: int = 0) -> str:
        if names is not None and s < len(names) and names[s]:
            return str(names[s])
        return "seat %*d" % (pad, s)

    for s in range(n):
        notes = ["%s" % _cards(g.hand_size(s)), "total %d" % g.score(s)]
        if teams:
            notes.append("team %d" % g.team(s))
        status = _status(g.seat_status(s))
        if status:
            notes.append(status)
        if g.uno_called(s):
            notes.append("UNO")
        if s == g.dealer:
            notes.append("dealer")
        line = "%s %s: %s" % (">" if s == who else " ", who_is(s, width), ", ".join(notes))
        if s == seat:
            line += "; hand: " + " ".join(map(str, g.hand(s)))
        lines.append(line)

    if who is not None:
        lines.append("%s to decide (%s)" % (who_is(who), g.phase.key))
    elif g.phase == Phase.MATCH_OVER:
        winner = g.match_winner
        lines.append("match over: %s" % ("no winner" if winner is None
                                         else "%s won" % who_is(winner)))
    else:
        winner = g.winner
        lines.append("round over: %s" % ("nobody went out" if winner is None
                                         else "%s won" % who_is(winner)))
    return "\n".join(lines)
