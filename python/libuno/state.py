"""What a seat may see, and the tools of search and learning: player views,
the fixed-size observation encoding, the dense move index with legal-move
masks, determinization, and the move log with replay (libuno's view.h and
save.h).

These are attached to :class:`libuno.Game` as methods (``view``,
``observation``, ``legal_mask``, ``determinize`` (in place),
``determinized`` (a copy), ``log_start``, ``log``, ``replay``); the move
index functions are module-level in :mod:`libuno`.
"""
from __future__ import annotations

import ctypes
from ctypes import (POINTER, Structure, byref, c_char_p, c_int, c_int8, c_int16,
                    c_int32, c_size_t, c_uint8, c_uint16, c_uint32, c_uint64, c_void_p)
from dataclasses import dataclass, field
from typing import Dict, List, Optional, Tuple

from . import _lib
from ._lib import GameP, UnoCard, UnoMove, lib
from .cards import (KIND_LIMIT, PUBLIC_KINDS, XWILD_KIND, Card, Move, MoveLike,
                    _WILD, card_from_pair, move_from_raw, move_key, to_move)
from .enums import NO_COLOR, Color, Kind, Phase, SeatStatus
from .errors import InvalidState, UnoError

MAX_PLAYERS = _lib.MAX_PLAYERS
MAX_DECK = _lib.MAX_DECK
#: Number of move indexes of the public layout (``UNO_MOVE_INDEX_COUNT``,
#: 272): every variant whose cards are of the public kinds 0-19 (every
#: built-in one but ``no-mercy``), and the range of :func:`move_from_index`.
MOVE_INDEX_COUNT = _lib.MOVE_INDEX_COUNT
#: Number of move indexes of the extended layout (``UNO_MOVE_INDEX_MAX``,
#: 398): a variant that deals kinds 20-31 (``no-mercy``) has the public
#: 272, then the plays and hand-offs of those kinds (``UNO_INDEX_XPLAY``,
#: ``UNO_INDEX_XWILD``, ``UNO_INDEX_XGIVE``). :attr:`Rules.move_index_count
#: <libuno.Rules.move_index_count>` says which a variant has.
MOVE_INDEX_MAX = _lib.DEFINES.get("MOVE_INDEX_MAX", MOVE_INDEX_COUNT)


class UnoView(Structure):
    """Mirror of ``uno_view`` (view.h): same fields, same order."""
    _fields_ = [
        ("size", c_uint32), ("seat", c_int8), ("players", c_int8),
        ("current", c_int8), ("phase", c_int8), ("direction", c_int8),
        ("color", c_int8), ("dealer", c_int8), ("exposed", c_int8),
        ("top", UnoCard), ("draw_pile", c_int16), ("pending_draw", c_int16),
        ("round", c_int32), ("round_winner", c_int8), ("match_winner", c_int8),
        ("shown_by", c_int8), ("side", c_uint8),
        ("hand_size", c_uint16 * MAX_PLAYERS), ("seat_status", c_uint8 * MAX_PLAYERS),
        ("team", c_uint8 * MAX_PLAYERS), ("called", c_uint8 * MAX_PLAYERS),
        ("reserved1", c_uint8 * 2), ("score", c_int32 * MAX_PLAYERS),
        ("hand_count", c_uint16), ("discard_count", c_uint16),
        ("shown_count", c_uint16), ("turned_count", c_uint16),
        ("hand", UnoCard * MAX_DECK),
        ("discard", UnoCard * MAX_DECK), ("shown", UnoCard * MAX_DECK),
        ("turned", UnoCard * MAX_DECK),
        # What FL-5 shows of two-sided cards: a library older than 1.0 has
        # no such members, and takes the view's size as at least its own.
        ("hidden_count", c_uint16 * MAX_PLAYERS), ("draw_hidden", UnoCard),
        ("reserved2", c_uint8 * 2), ("hidden", UnoCard * MAX_DECK),
    ]


class UnoBelief(Structure):
    """Mirror of ``uno_belief`` (view.h)."""
    _fields_ = [
        ("size", c_uint32), ("seat", c_int8), ("target", c_int8),
        ("hand_size", c_uint16),
        ("least", c_uint16 * (_lib.FACE_WORDS * 64)),
        ("most", c_uint16 * (_lib.FACE_WORDS * 64)),
    ]


#: ``UNO_DETERMINIZE_HISTORY`` (view.h).
DETERMINIZE_HISTORY = 1

_check = _lib._check
for _name, _res, _args, _ec in [
        ("uno_game_view", c_int, [GameP, c_int, POINTER(UnoView)], _check),
        ("uno_observation_size", c_int, [_lib.RulesP], _check),
        ("uno_game_observation", c_int, [GameP, c_int, POINTER(c_int32), c_size_t], _check),
        ("uno_move_index", c_int, [POINTER(UnoMove)], None),
        ("uno_move_from_index", c_int, [c_int, POINTER(UnoMove)], _check),
        ("uno_game_legal_mask", c_int, [GameP, c_int, POINTER(c_uint8), c_size_t], _check),
        ("uno_game_determinize", c_int, [GameP, c_int, c_uint64], _check),
        ("uno_game_determinize_ex", c_int, [GameP, c_int, c_uint64, ctypes.c_uint], _check),
        ("uno_game_belief", c_int, [GameP, c_int, c_int, POINTER(UnoBelief)], _check),
        ("uno_game_log_start", c_int, [GameP, c_size_t], _check),
        ("uno_game_log_stop", None, [GameP], None),
        ("uno_game_log_length", c_int, [GameP], _check),
        ("uno_game_log_export", c_int, [GameP, c_char_p, c_size_t], _check),
        ("uno_game_replay", c_int, [POINTER(GameP), c_char_p, c_size_t, c_void_p,
                                    c_void_p, POINTER(c_int)], None),
]:
    _lib._declare(_name, _res, _args, _ec)


def _cards(arr, n: int, nt=None, start: int = 0) -> List[Card]:
    """``n`` cards of a ctypes array from ``start``. The slice makes each
    struct once (``arr[i].kind`` and ``arr[i].color`` would make it twice,
    and slicing to the end of a view's MAX_DECK array every struct of it:
    a view is made for every seat after every move in uno-server)."""
    if not n:
        return []
    make = card_from_pair if nt is None else nt.card
    return [make(c.kind, c.color) for c in arr[start:start + n]]


def _seat_or_none(v: int) -> Optional[int]:
    return None if v < 0 else int(v)


@dataclass(frozen=True)
class View:
    """What one seat may see (``uno_view``): never another seat's cards.
    ``hand`` is in canonical order, as :meth:`Game.hand` gives it.
    ``side`` is the side of two-sided cards in play (0 light, 1 dark;
    always 0 for a one-sided deck, :attr:`Game.side <libuno.Game.side>`):
    every card of the view is a face of it, and its cards and color are
    written in the game's notation on that side (``repr(view)`` shows
    ``Card('PD5')`` and ``<DarkColor.PINK: 0>`` on the dark side of UNO
    Flip), but for what the seat sees of the other faces (FL-5):
    ``hidden[p]``, the hidden faces of seat ``p``'s hand (none of its own),
    as :meth:`Game.hidden_faces <libuno.Game.hidden_faces>` gives them, and
    ``draw_hidden``, the draw pile's top hidden face (None when the pile is
    empty or the deck one-sided), both in the other side's notation.

    A spectator's view (``game.view(libuno.SPECTATOR)``) has ``seat``
    :data:`~libuno.SPECTATOR` (-1), no hand, no shown hand and no hidden
    faces of any hand: only what every seat knows (doc/information.md)."""
    seat: int
    players: int
    current: Optional[int]
    phase: Phase
    direction: int
    color: Optional[Color]
    dealer: int
    exposed: Optional[int]
    top: Card
    draw_pile: int
    pending_draw: int
    round: int
    round_winner: Optional[int]
    match_winner: Optional[int]
    hand: List[Card]
    hand_sizes: List[int]
    seat_status: List[SeatStatus]
    teams: List[int]
    called: List[bool]
    scores: List[int]
    discard: List[Card]
    shown_by: Optional[int]
    shown: List[Card]
    turned: List[Card]
    side: int = 0
    hidden: List[List[Card]] = field(default_factory=list)
    draw_hidden: Optional[Card] = None


def view(game, seat: int) -> View:
    """The view of ``seat``: its own hand and everything public, plus the
    hand it was shown when it last challenged this round (C-7), and with
    two-sided cards the hidden faces it sees (FL-5). ``seat`` may be
    :data:`libuno.SPECTATOR`: the public table alone."""
    seat = game._viewer(seat)
    v = UnoView()
    v.size = ctypes.sizeof(UnoView)
    lib.uno_game_view(game._p, seat, byref(v))
    n = v.players
    # Its cards and color in the game's notation, on the side in play; the
    # hidden faces in the other side's.
    nts = game._notations()
    nt = nts[v.side] if v.side < len(nts) else None
    hnt = nts[1 - v.side] if 1 - v.side < len(nts) else None
    hidden, at = [], 0
    for p in range(n):
        count = v.hidden_count[p]
        hidden.append(_cards(v.hidden, count, hnt, at))
        at += count
    try:
        draw_hidden: Optional[Card] = _cards([v.draw_hidden], 1, hnt)[0]
    except ValueError:
        draw_hidden = None  # UNO_NO_CARD: the pile is empty
    if game._sides() == 1:
        draw_hidden = None  # a one-sided deck's is zero
    return View(
        seat=v.seat, players=n, current=_seat_or_none(v.current),
        phase=Phase(v.phase), direction=v.direction,
        color=(None if v.color == NO_COLOR else Color(v.color)) if nt is None
        else nt.color(v.color), dealer=v.dealer,
        exposed=_seat_or_none(v.exposed), top=_cards([v.top], 1, nt)[0],
        draw_pile=v.draw_pile, pending_draw=v.pending_draw, round=v.round,
        round_winner=_seat_or_none(v.round_winner),
        match_winner=_seat_or_none(v.match_winner),
        hand=_cards(v.hand, v.hand_count, nt), hand_sizes=list(v.hand_size[:n]),
        seat_status=[SeatStatus(x) for x in v.seat_status[:n]],
        teams=list(v.team[:n]), called=[bool(x) for x in v.called[:n]],
        scores=list(v.score[:n]), discard=_cards(v.discard, v.discard_count, nt),
        shown_by=_seat_or_none(v.shown_by), shown=_cards(v.shown, v.shown_count, nt),
        turned=_cards(v.turned, v.turned_count, nt), side=int(v.side),
        hidden=hidden, draw_hidden=draw_hidden)


def observation(game, seat: int) -> List[int]:
    """The fixed-size integer encoding of ``seat``'s view
    (``uno_game_observation()``; layout in doc/observation.md):
    :attr:`Rules.observation_size <libuno.Rules.observation_size>` values,
    with the block of two-sided cards (FL-5) at the end for ``flip``.
    ``seat`` may be :data:`libuno.SPECTATOR`: no hand, no shown hand and no
    hidden faces of a hand, the seat blocks from seat 0."""
    seat = game._viewer(seat)
    # The size from the game itself (count-then-fill): no temporary Rules
    # object whose table could be freed before the call.
    size = lib.uno_game_observation(game._p, seat, None, 0)
    buf = (c_int32 * size)()
    lib.uno_game_observation(game._p, seat, buf, size)
    return list(buf)


def legal_mask(game, seat: Optional[int] = None) -> bytes:
    """:attr:`move_index_count` bytes (``MOVE_INDEX_COUNT``, 272, or
    ``MOVE_INDEX_MAX``, 398, for a variant that deals kinds 20-31): 1
    where the move of that index is among :meth:`legal_moves` of ``seat``
    (default: the current player); :meth:`Rules.move_from_index
    <libuno.Rules.move_from_index>` gives the move of an index."""
    count = game._index_table().count
    if seat is None:
        seat = game.current_player
        if seat is None:
            return bytes(count)
    seat = game._seat(seat)
    buf = (c_uint8 * count)()
    lib.uno_game_legal_mask(game._p, seat, buf, count)
    return bytes(buf)


def determinize(game, seat: int, seed: int, history: bool = False) -> None:
    """Resamples, in this game, everything ``seat`` cannot see (the other
    hands and the draw pile) with ``seed``, keeping every hand size and
    every public fact (``uno_game_determinize()``): the game becomes one
    world the seat cannot tell from the real one. With ``history`` the
    world also fits what the round's history told the seat
    (:meth:`belief`; ``uno_game_determinize_ex()`` with
    ``UNO_DETERMINIZE_HISTORY``). Like the C function (and :meth:`playout`)
    it changes the game itself and returns None; :meth:`determinized`
    leaves the game alone and returns a changed copy."""
    seat = game._seat(seat)
    _lib.check_int(seed, "seed", 0, _lib.UINT64_MAX)
    lib.uno_game_determinize_ex(game._p, seat, seed, DETERMINIZE_HISTORY if history else 0)


def determinized(game, seat: int, seed: int, history: bool = False):
    """A determinized copy: ``game.clone()`` after :meth:`determinize`
    ``(seat, seed, history)``. The game itself is not changed (and the copy
    has no hooks, as every clone)."""
    seat = game._seat(seat)
    _lib.check_int(seed, "seed", 0, _lib.UINT64_MAX)
    copy = game.clone()
    lib.uno_game_determinize_ex(copy._p, seat, seed, DETERMINIZE_HISTORY if history else 0)
    return copy


#: The number of card faces of the public layout (62: 56 colored, 6 wild)
#: and of the extended one (92: those of kinds 20-25 and 26-31 after them).
FACES = int(Kind.WILD) * 4 + PUBLIC_KINDS - int(Kind.WILD)
FACES_MAX = FACES + (XWILD_KIND - PUBLIC_KINDS) * 4 + KIND_LIMIT - XWILD_KIND


def card_face(card) -> int:
    """The face number of a card (``kind * 4 + color``, a wild
    ``56 + kind - WILD``; for the kinds a variant declares beyond the
    public ones, ``62 + (kind - 20) * 4 + color`` for kinds 20-25 and
    ``86 + kind - 26`` for the wilds 26-31), as :class:`Belief`, the
    decision's ``faces`` and the observation number them (view.h). A
    card given as text is read in the library's notation: give a
    variant's own kinds as a :class:`Card` (``rules.parse_card("RDA")``)."""
    card = card if isinstance(card, Card) else Card.parse(card)
    kind = int(card.kind)
    if not card.is_wild and card.color is None:
        raise ValueError("a colored card needs its color: %r" % (card,))
    if kind < PUBLIC_KINDS:
        if card.is_wild:
            return 4 * int(Kind.WILD) + kind - int(Kind.WILD)
        return kind * 4 + int(card.color)
    if kind < XWILD_KIND:
        return FACES + (kind - PUBLIC_KINDS) * 4 + int(card.color)
    return FACES + (XWILD_KIND - PUBLIC_KINDS) * 4 + kind - XWILD_KIND


@dataclass(frozen=True)
class Belief:
    """What ``seat`` can tell of ``target``'s hand from the round's history
    (``uno_game_belief()``): per card face, the fewest (``least``) and the
    most (``most``) cards of it the hand may hold. Index them with
    :func:`card_face`, or ask :meth:`bounds` with a card."""
    seat: int
    target: int
    hand_size: int
    least: tuple
    most: tuple

    def bounds(self, card) -> tuple:
        """``(least, most)`` for a card (a :class:`Card` or its notation)."""
        f = card_face(card)
        return self.least[f], self.most[f]


def belief(game, seat: int, target: int) -> Belief:
    """What ``seat`` can tell of ``target``'s hand (:class:`Belief`)."""
    seat = game._seat(seat)
    target = game._seat(target)
    b = UnoBelief()
    b.size = ctypes.sizeof(UnoBelief)
    lib.uno_game_belief(game._p, seat, target, byref(b))
    return Belief(int(b.seat), int(b.target), int(b.hand_size), tuple(b.least), tuple(b.most))


# uno_game_set_tracking() (view.h, 1.0): Game.set_tracking() and
# Game.tracks_history, on a library that has them.
if hasattr(_lib.lib, "uno_game_set_tracking"):
    _lib._declare("uno_game_set_tracking", c_int, [GameP, ctypes.c_uint], _check)
    _lib._declare("uno_game_tracking", c_int, [GameP], _check)


def _need_tracking() -> None:
    if not hasattr(_lib.lib, "uno_game_set_tracking"):
        raise NotImplementedError("the library at %s has no uno_game_set_tracking()"
                                  % _lib.LIBRARY_PATH)


def set_tracking(game, history: bool) -> None:
    """Whether the game follows what each move tells the other seats
    (``uno_game_set_tracking()``): with ``history=False`` :meth:`belief`
    reports only what each seat sees, history-informed determinization has
    nothing to fit and the search bots sample without it, and every move
    costs less; the rules and the games played are the same. Off forgets
    what was known; on learns from the next move. Kept through new rounds,
    :meth:`reset` and clones, not through a save. :class:`~libuno.Busy` from
    a hook."""
    if not isinstance(history, bool):
        raise TypeError("history is a bool, not %s" % type(history).__name__)
    _need_tracking()
    lib.uno_game_set_tracking(game._p, 1 if history else 0)


def tracks_history(game) -> bool:
    """Whether the game tracks what the history tells (:meth:`set_tracking`;
    True for a new game)."""
    _need_tracking()
    return (lib.uno_game_tracking(game._p) & 1) != 0


def log_start(game, capacity: int = 1 << 16) -> None:
    """Starts recording every move, new round and named draw (up to
    ``capacity`` entries); :attr:`log` exports them."""
    _lib.check_int(capacity, "capacity", 1, _lib.SIZE_MAX)
    lib.uno_game_log_start(game._p, capacity)


def log(game) -> Optional[str]:
    """The exported move log as text (one move per line), or None when no
    log was started. Raises BufferTooSmall if the log ran out of room."""
    n = lib.uno_game_log_length(game._p)
    if n == 0 and not _has_log(game):
        return None
    size = lib.uno_game_log_export(game._p, None, 0)
    buf = ctypes.create_string_buffer(size + 1)
    lib.uno_game_log_export(game._p, buf, size + 1)
    # UTF-8: the definition of a variant of one's own may be in any language.
    return buf.value.decode("utf-8")


def _has_log(game) -> bool:
    try:
        lib.uno_game_log_export(game._p, None, 0)
        return True
    except InvalidState:
        return False


def replay(cls, text: str):
    """A game recreated from an exported log (``uno_game_replay()``).
    Raises ParseError or IllegalMove naming the failing line."""
    if not isinstance(text, str):
        raise TypeError("replay() takes the log text as a str")
    raw = _lib.c_text(text, "the log text")
    out = GameP()
    line = c_int(0)
    rc = lib.uno_game_replay(byref(out), raw, len(raw), None, None, byref(line))
    if rc < 0:
        _lib.raise_status(rc, None, "log line %d cannot be replayed" % line.value)
    return cls.__new__(cls)._adopt(out)


def move_index(move: MoveLike) -> int:
    """The dense index of a move (``uno_move_index()``): 0 to
    ``MOVE_INDEX_COUNT - 1`` for the moves of the public kinds, up to
    ``MOVE_INDEX_MAX - 1`` for a play or hand-off of a kind 20-31.
    ValueError for a move outside the index (a wild played without a
    color). Text is read in the library's notation; :meth:`Rules.move_index
    <libuno.Rules.move_index>` reads a variant's own, and indexes a wild that
    the variant lists without a color (No Mercy's Wild Color Roulette)."""
    m = to_move(move)._c()
    i = lib.uno_move_index(byref(m))
    if i < 0:
        raise ValueError("%s has no move index" % move)
    return i


def move_from_index(index: int) -> Move:
    """The move with a dense index of the public layout
    (``uno_move_from_index()``), 0 to ``MOVE_INDEX_COUNT - 1``: always
    the same Move object for an index, made once when the package is
    imported. The indexes of a variant that deals kinds 20-31, and the
    moves as a variant lists them, are :meth:`Rules.move_from_index
    <libuno.Rules.move_from_index>`'s."""
    if not isinstance(index, int) or not 0 <= index < MOVE_INDEX_COUNT:
        raise ValueError("a move index is 0 to %d" % (MOVE_INDEX_COUNT - 1))
    return MOVES_BY_INDEX[index]


def _from_library(index: int) -> Optional[Move]:
    m = UnoMove()
    try:
        lib.uno_move_from_index(index, byref(m))
    except UnoError:
        return None  # a library without the extended layout
    return move_from_raw(bytes(m))


def _library_moves() -> Tuple[Move, ...]:
    out = []
    for i in range(MOVE_INDEX_MAX):
        m = _from_library(i)
        if m is None:
            break
        out.append(m)
    return tuple(out)


#: The Move of every index, from the library's own table: the public
#: layout's 272, then the extended layout's (kinds 20-31) when the library
#: has it. Move-by-move play (Game.decision(), Game.legal_moves()) hands out
#: these objects instead of making a Move per listed move. Moves are
#: immutable values, so sharing them is safe.
MOVES_BY_INDEX: Tuple[Move, ...] = _library_moves()


class IndexTable:
    """The moves of one layout of the move index, as a variant's games list
    them (internal: :meth:`Rules.move_from_index
    <libuno.Rules.move_from_index>`, :meth:`Game.legal_moves
    <libuno.Game.legal_moves>` and :meth:`Game.decision <libuno.Game.decision>`
    read it).

    ``count`` indexes (:data:`MOVE_INDEX_COUNT` or :data:`MOVE_INDEX_MAX`);
    ``moves[i]`` the move of index ``i``: the library's
    (``uno_move_from_index()``), except for a wild its variant lists
    without a color, the next player naming it (``reveal-until-color``,
    No Mercy's Wild Color Roulette): its plays are listed colorless at
    their first color's index (view.h). Index order is the canonical order
    in the public layout; the plays and hand-offs of kinds 20-31 come after
    every other index, so a list of them is sorted back among their kind
    of move (:meth:`moves_of`)."""

    __slots__ = ("count", "moves", "colorless", "extended", "decision_cls",
                 "_colored")

    def __init__(self, count: int, colorless: Tuple[int, ...]) -> None:
        if count > len(MOVES_BY_INDEX):
            raise ValueError("the libuno loaded has %d move indexes, not %d"
                             % (len(MOVES_BY_INDEX), count))
        self.count = count
        self.colorless = colorless
        self.extended = count > MOVE_INDEX_COUNT
        self.decision_cls = None  # the Decision class of its games (game.py)
        moves = list(MOVES_BY_INDEX[:count])
        # colorless play -> the index of its first color's play
        self._colored: Dict[Move, int] = {}
        for kind in colorless:
            for uno in (False, True):
                first = Move.play(card_from_pair(kind, NO_COLOR), Color(0), uno=uno)
                i = lib.uno_move_index(byref(first._c()))
                bare = Move.play(card_from_pair(kind, NO_COLOR), uno=uno)
                if 0 <= i < count:
                    moves[i] = bare
                    self._colored[bare] = i
        self.moves: Tuple[Move, ...] = tuple(moves)

    def moves_of(self, mask: int) -> List[Move]:
        """The moves of the bits of a move-index mask, in canonical order."""
        by_index = self.moves
        out = []
        m = mask
        while m:
            low = m & -m
            out.append(by_index[low.bit_length() - 1])
            m ^= low
        if self.extended and mask >> MOVE_INDEX_COUNT:
            out.sort(key=move_key)
        return out

    def index(self, move: Move) -> int:
        """The index of a move in this layout; ValueError for a move outside
        it."""
        i = self._colored.get(move)
        if i is None:
            i = lib.uno_move_index(byref(move._c()))
        if not 0 <= i < self.count:
            raise ValueError("%s has no move index in this variant" % move)
        return i

    def __repr__(self) -> str:
        return "<uno move index: %d indexes%s>" % (
            self.count, ", colorless wild kinds %s" % (self.colorless,)
            if self.colorless else "")


#: The layout of every variant of the public kinds that lists every wild
#: with its colors: the library's own moves, in canonical order.
DEFAULT_TABLE = IndexTable(MOVE_INDEX_COUNT, ())
_TABLES: Dict[Tuple[int, Tuple[int, ...]], IndexTable] = {
    (MOVE_INDEX_COUNT, ()): DEFAULT_TABLE}


def _colorless_wilds(rules) -> Tuple[int, ...]:
    """The wild kinds of a rule table (a RulesP) that its games list
    without a color: those whose effect is ``reveal-until-color``
    (doc/variant-format.md)."""
    if not _lib.HAS_KIND_EFFECTS:
        return ()
    buf = ctypes.create_string_buffer(256)
    out = []
    for kind in range(KIND_LIMIT):
        if not _WILD[kind]:
            continue
        n = lib.uno_rules_kind_effects(rules, kind, buf, len(buf))
        if n < 0:
            continue
        if n >= len(buf):
            buf = ctypes.create_string_buffer(n + 1)
            lib.uno_rules_kind_effects(rules, kind, buf, len(buf))
        effects = buf.value.decode("ascii", "replace").split(",")
        if "reveal-until-color" in (e.strip() for e in effects):
            out.append(kind)
    return tuple(out)


def index_table(rules) -> IndexTable:
    """The move index of a rule table (a RulesP): the layout's size
    (``uno_rules_move_index_count()``) and the wilds it lists without a
    color; one shared :class:`IndexTable` per such layout."""
    count = (lib.uno_rules_move_index_count(rules) if _lib.HAS_NOTATION
             else MOVE_INDEX_COUNT)
    key = (count, _colorless_wilds(rules))
    table = _TABLES.get(key)
    if table is None:
        table = _TABLES[key] = IndexTable(*key)
    return table
