"""What each connection is told: the one place where the server turns the
game into words for a seat or a spectator.

Everything here comes from the library's per-seat functions
(doc/information.md): a seat's view is ``game.view(seat)`` (with two-sided
cards the hidden faces it sees, FL-5), its legal moves
``game.legal_moves(seat)``, and an event is what
``game.event_for_seat(event, seat)`` says of it. A spectator is the
library's no-seat viewer, ``libuno.SPECTATOR``: what every seat knows, no
hand. The server redacts nothing itself: it only spells out what the
library gave (cards and moves in the variant's notation, enums by name).
One thing more is told, and only once the library says the round is over:
every hand left, turned up to be counted (:func:`round_hands`, G-8).
"""
from __future__ import annotations

import ctypes
import dataclasses
import enum
import json
from typing import Any, Dict, List, Optional, Sequence, Tuple

import libuno
from libuno import _lib
from libuno.game import event_to_raw

# The fields of a view and of an event that hold faces of the side not in
# play (FL-5), written in that side's letters.
_HIDDEN_FIELDS = ("hidden", "draw_hidden")

_RULES: Dict[str, libuno.Rules] = {}

# Whether the library writes what a seat is told as JSON itself (1.1).
_HAS_JSON = libuno._lib.HAS_JSON


def check_library() -> None:
    """RuntimeError unless the libuno loaded tells each seat and a
    spectator what they may know (``uno_event_for_seat()``,
    ``UNO_SPECTATOR``): without it the server could not tell anyone
    anything without redacting it itself."""
    game = libuno.Game("classic", 2, seed=1)
    try:
        game.view(libuno.SPECTATOR)
    except libuno.NotSupported:
        raise RuntimeError("uno-server needs a libuno that tells each seat what it "
                           "may know (uno_event_for_seat(), UNO_SPECTATOR); %s is %s"
                           % (libuno.library_path, libuno.library_version())) from None
    finally:
        game.close()


def rules(variant: str) -> libuno.Rules:
    """A built-in variant's rule table, made once: its notation's parser
    (``Rules.parse_move``), options and sides."""
    r = _RULES.get(variant)
    if r is None:
        r = _RULES[variant] = libuno.Rules(variant)
    return r


def _color_text(game: libuno.Game, color: libuno.Color, side: int) -> str:
    """A color in the variant's letters on a side (``B``, or ``V`` for
    purple on Flip's dark side), as the library writes a color move."""
    return game.move_text(libuno.Move.name_color(color), side).split()[-1]


# The notation of every card, move and color met, per variant and side:
# the library writes each once (a view holds a hundred cards, and is
# written for every seat after every move). The binding makes each card
# and move once (the same object every time), so the cache is keyed by the
# object's identity, cheaper than a card's hash; each entry keeps its
# object alive, so that its id is not reused, and the cache is bounded
# for the cards a binding may make afresh.
_TEXTS: Dict[Any, Dict[int, Tuple[Any, str]]] = {}
_TEXTS_MAX = 8192


# A color as the binding hands it out: a Color, or read while the dark
# side of two-sided cards is in play a DarkColor (the same number); both
# are written as the variant's letter on the side.
_COLORS = tuple(c for c in (libuno.Color, getattr(libuno, "DarkColor", None)) if c is not None)


class _Writer:
    """Spells out values of one game on one side, from the notation
    cache."""
    __slots__ = ("game", "side", "texts")

    def __init__(self, game: libuno.Game, variant: str, side: int):
        self.game, self.side = game, side
        key = (variant, side)
        texts = _TEXTS.get(key)
        if texts is None:
            texts = _TEXTS[key] = {}
        self.texts = texts

    def text(self, v: Any) -> str:
        entry = self.texts.get(id(v))
        if entry is not None:
            return entry[1]
        g, side = self.game, self.side
        if isinstance(v, libuno.Card):
            text = g.card_text(v, side)
        elif isinstance(v, libuno.Move):
            text = g.move_text(v, side)
        else:
            text = _color_text(g, v, side)
        if len(self.texts) < _TEXTS_MAX:
            self.texts[id(v)] = (v, text)
        return text

    def value(self, v: Any) -> Any:
        """A value of the library's as JSON: cards, moves and colors in the
        variant's notation, enums by their lower-case name."""
        t = type(v)
        if v is None or t is int or t is bool or t is str:
            return v
        if t is list or t is tuple:
            if not v:
                return []
            first = type(v[0])
            if first is int or first is bool:
                # Hand sizes, teams, scores, UNO calls: plain already.
                return list(v)
            if first is libuno.Card:
                # A hand or a pile: every card is most likely written already.
                texts = self.texts
                try:
                    return [texts[id(c)][1] for c in v]
                except KeyError:
                    return [self.text(c) for c in v]
            if first not in _COLORS and issubclass(first, enum.Enum):
                return [_key(x) for x in v]
            return [self.value(x) for x in v]
        if t is libuno.Card or t is libuno.Move or t in _COLORS:
            return self.text(v)
        if isinstance(v, enum.Enum):
            return _key(v)
        return v


def _key(v: enum.Enum) -> str:
    """An enum member by the library's name of its code where it has one
    (``EventType.KNOCKED_OUT.key``), else its name in lower case."""
    return getattr(v, "key", None) or v.name.lower()


_NAMES: Dict[type, List[str]] = {}


def _fields(game: libuno.Game, value: Any, side: int, variant: str) -> Dict[str, Any]:
    """Every field of a value of the library's (a View, an Event), spelt
    out; faces of the other side in its letters."""
    names = _NAMES.get(type(value))
    if names is None:
        names = _NAMES[type(value)] = [f.name for f in dataclasses.fields(value)]
    here = _Writer(game, variant, side)
    other = None
    out = {}
    for name in names:
        if name in _HIDDEN_FIELDS:
            if other is None:
                other = _Writer(game, variant, 1 - side)
            out[name] = other.value(getattr(value, name))
        else:
            out[name] = here.value(getattr(value, name))
    return out


# Every function below takes the game's variant name when the caller
# knows it (a room does): asking the game for it is a library call.

def view(game: libuno.Game, viewer: Optional[int],
         variant: Optional[str] = None) -> Dict[str, Any]:
    """The library's view of a seat, or of a spectator (``viewer`` None),
    as JSON: every field of :class:`libuno.View`."""
    v = game.view(libuno.SPECTATOR if viewer is None else viewer)
    out = _fields(game, v, v.side, variant or game.variant)
    if viewer is None:
        out["seat"] = None      # the library's SPECTATOR, as JSON's "no seat"
    return out


def round_hands(game: libuno.Game,
                variant: Optional[str] = None) -> Optional[List[List[str]]]:
    """Every seat's cards left once the round is over (also once the match
    is), in the notation of the side in play; None while a round is
    played. At a round's end the hands are turned up to be counted (G-8:
    the winner scores the cards left in the others' hands), so every
    connection is told them, a spectator too; until then no hand leaves
    this module but through a seat's own view. The library's phase decides
    when: nothing is shown before it says the round is over."""
    if not game.round_over:
        return None
    writer = _Writer(game, variant or game.variant, game.side)
    return [writer.value(game.hand(s)) for s in range(game.players)]


def legal(game: libuno.Game, seat: Optional[int],
          variant: Optional[str] = None) -> List[str]:
    """A seat's legal moves now (the library's list, in its order; empty
    when no round is being played), as the variant's notation; a
    spectator has none."""
    if seat is None:
        return []
    moves = game.legal_moves(seat)
    if not moves:
        return []
    writer = _Writer(game, variant or game.variant, game.side)
    return [writer.text(m) for m in moves]


def tell_event(game: libuno.Game, event: libuno.Event, viewer: Optional[int],
               spelt: Optional[Dict[libuno.Event, Dict[str, Any]]] = None,
               variant: Optional[str] = None) -> Dict[str, Any]:
    """The ONE function through which an event reaches a connection: the
    event as the library tells it to ``viewer`` (a seat, or None for a
    spectator; ``Game.event_for_seat``), spelt out. ``card`` (and
    ``hidden``) are null where that viewer may not see them; ``hidden`` is
    left out for a one-sided deck, which has none. ``spelt`` keeps the
    told events already spelt out, for the other viewers of the same
    change (most events are told alike to everyone)."""
    told = game.event_for_seat(event, libuno.SPECTATOR if viewer is None else viewer)
    out = spelt.get(told) if spelt is not None else None
    if out is None:
        out = _fields(game, told, told.side, variant or game.variant)
        if out.get("hidden") is None:
            out.pop("hidden", None)
        if spelt is not None:
            spelt[told] = out
    return out


# ---- the same, as the JSON text sent ----
#
# A room tells every connection after every move: the library writes these
# texts itself (json.h, libuno 1.1), byte for byte what json.dumps() makes
# of the values above (python/tests/test_json.py), without the cost of
# spelling out a hundred cards in Python. With an older libuno, the values
# above are encoded instead.

def _compact(value: Any) -> str:
    return json.dumps(value, separators=(",", ":"))


def _viewer(viewer: Optional[int]) -> int:
    return libuno.SPECTATOR if viewer is None else viewer


def view_text(game: libuno.Game, viewer: Optional[int],
              variant: Optional[str] = None) -> str:
    """:func:`view` as JSON text."""
    if _HAS_JSON:
        return game.view_json(_viewer(viewer))
    return _compact(view(game, viewer, variant))


def legal_text(game: libuno.Game, seat: Optional[int],
               variant: Optional[str] = None) -> str:
    """:func:`legal` as JSON text."""
    if _HAS_JSON:
        return game.legal_json(_viewer(seat))
    return _compact(legal(game, seat, variant))


def events_text(game: libuno.Game, events: Sequence[libuno.Event], viewer: Optional[int],
                variant: Optional[str] = None) -> str:
    """:func:`tell_events` as the text of a JSON array."""
    if _HAS_JSON:
        who = _viewer(viewer)
        return "[" + ",".join([game.event_json(e, who) for e in events]) + "]"
    return _compact(tell_events(game, events, viewer, None, variant))


# One buffer for the texts the library writes: the room's telling runs on
# the event loop's thread alone. A text that does not fit is written again
# into a buffer of its length.
_CAP = 16384
_BUF = ctypes.create_string_buffer(_CAP)


def _written(fn: Any, *args: Any) -> str:
    n = fn(*args, _BUF, _CAP)
    if n < _CAP:
        return _BUF.value.decode("ascii")
    buf = ctypes.create_string_buffer(n + 1)
    fn(*args, buf, n + 1)
    return buf.value.decode("ascii")


def told_texts(game: libuno.Game, events: Sequence[libuno.Event],
               viewers: Sequence[Optional[int]],
               variant: Optional[str] = None) -> List[Tuple[str, str, str]]:
    """For each viewer (a seat, or None for a spectator), the JSON texts of
    the events of a change as it is told them, of its view and of its
    legal moves: :func:`events_text`, :func:`view_text` and
    :func:`legal_text` at once, each event made a library struct once for
    all viewers (what a room does after every move). The viewers must be
    the game's seats: the library refuses others (InvalidArgument)."""
    if not _HAS_JSON:
        return [(events_text(game, events, v, variant), view_text(game, v, variant),
                 legal_text(game, v, variant)) for v in viewers]
    lib = _lib.lib
    gp = game._p
    sided = game._sides() == 2
    raws = [ctypes.byref(_lib.UnoEvent.from_buffer_copy(event_to_raw(e, sided)))
            for e in events]
    out = []
    for v in viewers:
        who = libuno.SPECTATOR if v is None else v
        told = ",".join([_written(lib.uno_event_json, gp, who, r) for r in raws])
        out.append(("[" + told + "]", _written(lib.uno_game_view_json, gp, who),
                    _written(lib.uno_game_legal_json, gp, who)))
    return out


def tell_events(game: libuno.Game, events: Sequence[libuno.Event], viewer: Optional[int],
                spelt: Optional[Dict[libuno.Event, Dict[str, Any]]] = None,
                variant: Optional[str] = None) -> List[Dict[str, Any]]:
    """Every event of a change as ``viewer`` is told it (:func:`tell_event`)."""
    return [tell_event(game, e, viewer, spelt, variant) for e in events]
