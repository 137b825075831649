"""How a variant writes its cards, moves and colors, side by side
(internal: :class:`Notation`).

A :class:`~libuno.Card`, :class:`~libuno.Move` or color that a
:class:`~libuno.Game` or :class:`~libuno.Rules` hands out carries the
notation of its variant and of the side of two-sided cards it was read on,
so that ``str()`` and ``repr()`` write it as that game writes it
(``RDA`` in No Mercy, ``PD5`` on the dark side of UNO Flip) and the game
parses the text back. Equality, hashing and order never look at it: a
card of a game equals the bare ``Card`` of the same kind and color.

Only a side whose text differs from the library's own notation has a
Notation (No Mercy, both sides of UNO Flip, a definition's own symbols);
the other variants hand out the bare values, which already write their
text.
"""
from __future__ import annotations

import ctypes
import threading
from ctypes import byref
from typing import Any, Dict, List, Optional, Tuple

from . import _lib
from ._lib import HAS_NOTATION, HAS_SIDES, RulesP, UnoCard, UnoMove, lib
from .cards import (NO_COLOR, Card, Move, _card, card_from_pair, move_from_raw)
from .enums import Color, DarkColor, Status

__all__ = ["Notation", "notations_of", "format_card", "format_move"]

_KINDS = 32  # kinds 0-31 (card.h)


def format_card(rules: RulesP, card: Card, side: int = 0) -> Optional[str]:
    """A card in the notation of a rule table (a RulesP) on a side it has
    (``uno_rules_card_format()``, ``uno_rules_card_format_side()`` for the
    dark side), or None for a card it cannot name."""
    buf = ctypes.create_string_buffer(16)
    if side:
        rc = lib.uno_rules_card_format_side(rules, card._c(), side, buf, len(buf))
    else:
        rc = lib.uno_rules_card_format(rules, card._c(), buf, len(buf))
    return None if rc < 0 else buf.value.decode("ascii")


def format_move(rules: RulesP, move: Move, side: int = 0) -> Optional[str]:
    """A move in the notation of a rule table (a RulesP) on a side it has
    (``uno_rules_move_format()``, ``uno_rules_move_format_side()``), or
    None for a move it cannot write."""
    buf = ctypes.create_string_buffer(32)
    if side:
        rc = lib.uno_rules_move_format_side(rules, move._c(), side, buf, len(buf))
    else:
        rc = lib.uno_rules_move_format(rules, move._c(), buf, len(buf))
    return None if rc < 0 else buf.value.decode("ascii")


class Notation:
    """The notation of one side of a variant's cards: a copy of its rule
    table (the values it hands out outlive any game), the side, and the
    values made in it, one object per card and per move (``is`` holds
    call after call, as for the bare values)."""

    __slots__ = ("_ptr", "name", "side", "sides", "key", "light", "other",
                 "_cards", "_moves", "_texts", "_tables", "_lock", "__weakref__")

    def __init__(self, ptr: RulesP, side: int, key: Tuple[Any, ...],
                 light: Optional["Notation"] = None) -> None:
        if light is None:
            own = RulesP()
            lib.uno_rules_copy(byref(own), ptr, None, None)
            self._ptr = own
        else:
            self._ptr = light._ptr  # the same table; the light side frees it
        self.name: str = lib.uno_rules_name(self._ptr)
        self.side = side
        self.sides = lib.uno_rules_sides(self._ptr) if HAS_SIDES else 1
        self.key = key
        self.light: Notation = light if light is not None else self
        self.other: Optional[Notation] = None  # the other side's, if it has one
        self._cards: Dict[int, Card] = {}
        self._moves: Dict[bytes, Move] = {}
        self._texts: Dict[Tuple[int, str], Tuple[int, int]] = {}
        self._tables: Dict[Any, Tuple[Move, ...]] = {}
        self._lock = threading.Lock()

    def __del__(self) -> None:
        ptr = getattr(self, "_ptr", None)
        if ptr and getattr(self, "light", None) is self and lib is not None:
            self._ptr = None
            lib.uno_rules_free(ptr)

    # ---- values of this notation ----

    def card(self, kind: int, color: int) -> Card:
        """The Card of a (kind, color) pair, in this notation."""
        key = kind * 8 + color
        c = self._cards.get(key)
        if c is None:
            bare = _card(kind, color)  # ValueError for an invalid pair
            c = object.__new__(Card)
            object.__setattr__(c, "_kind", bare._kind)
            object.__setattr__(c, "_color", self.color(color))
            object.__setattr__(c, "_text", None)
            object.__setattr__(c, "_nt", self)
            c = self._cards.setdefault(key, c)
        return c

    def of_card(self, card: Card) -> Card:
        """A card in this notation (the same value)."""
        if card._nt is self:
            return card
        k, c = card._key()
        return self.card(k, c)

    def move(self, raw: bytes) -> Move:
        """The Move of 8 bytes laid out as ``uno_move``, in this notation."""
        m = self._moves.get(raw)
        if m is None:
            bare = move_from_raw(raw)
            m = object.__new__(Move)
            object.__setattr__(m, "_raw", raw)
            object.__setattr__(m, "_fields", bare._fields)
            object.__setattr__(m, "_text", None)
            object.__setattr__(m, "_cmove", None)
            object.__setattr__(m, "_nt", self)
            if len(self._moves) < 65536:
                m = self._moves.setdefault(raw, m)
        return m

    def of_move(self, move: Move) -> Move:
        """A move in this notation (the same value)."""
        return move if move._nt is self else self.move(move._raw)

    def moves(self, moves: List[Move]) -> List[Move]:
        """Moves in this notation, in the same order."""
        get = self._moves.get
        return [get(m._raw) or self.move(m._raw) for m in moves]

    def table_moves(self, table: Any) -> Tuple[Move, ...]:
        """The moves of a move-index layout (state.IndexTable), in this
        notation, by index."""
        out = self._tables.get(table)
        if out is None:
            out = self._tables.setdefault(table, tuple(self.move(m._raw)
                                                       for m in table.moves))
        return out

    def color(self, color: int) -> Optional[Any]:
        """A color number as it reads on this side: a
        :class:`~libuno.DarkColor` on the dark side, else a
        :class:`~libuno.Color`; None for ``UNO_NO_COLOR`` (or beyond)."""
        if color >= NO_COLOR:
            return None
        return DarkColor(color) if self.side else Color(color)

    # ---- text ----

    def card_text(self, card: Card) -> Optional[str]:
        return format_card(self._ptr, card, self.side)

    def move_text(self, move: Move) -> Optional[str]:
        return format_move(self._ptr, move, self.side)

    def card_name(self, card: Card) -> str:
        """The card's name in the variant's words, on this side
        (``uno_rules_card_name()``): ``"pink Draw Five"``."""
        if _lib.HAS_TEXT:
            from .text import card_name
            try:
                return card_name(self._ptr, card, self.side, "the variant")
            except ValueError:
                pass  # a card the table cannot name: the parts below
        raw = lib.uno_rules_kind_name(self._ptr, int(card._kind))
        kind = raw.decode("utf-8") if raw else "kind %d" % card._kind
        if card._color is None:
            return kind
        return "%s %s" % (card._color.name.lower(), kind)

    def parse_card(self, text: str, side: Optional[int] = None) -> Card:
        """A card in the variant's notation, in the notation of the side
        whose letters the text uses (``"P2"``: the dark side); text either
        side writes alike (``"W"``) reads on ``side`` (default: this
        notation's). ParseError for anything else."""
        raw = _text_arg(text, "card")
        out = UnoCard()
        if raw is None or lib.uno_rules_card_parse(self._ptr, raw, len(raw),
                                                   byref(out)) != Status.OK:
            raise _parse_error("card", self.name, text)
        bare = card_from_pair(out.kind, out.color)
        return self._on_side(text, bare, side, format_card).of_card(bare)

    def parse_move(self, text: str, side: Optional[int] = None) -> Move:
        """A move in the variant's notation, as :meth:`parse_card` reads
        a card."""
        raw = _text_arg(text, "move")
        out = UnoMove()
        if raw is None or lib.uno_rules_move_parse(self._ptr, raw, len(raw),
                                                   byref(out)) != Status.OK:
            raise _parse_error("move", self.name, text)
        bare = move_from_raw(bytes(out))
        return self._on_side(text, bare, side, format_move).of_move(bare)

    def _on_side(self, text: str, value: Any, side: Optional[int],
                 fmt: Any) -> "Notation":
        """The notation of the side whose letters ``text`` is written in."""
        here = self if side is None else self.on(side)
        if self.sides < 2:
            return here
        want = " ".join(text.split()).upper()
        if (fmt(here._ptr, value, here.side) or "").upper() == want:
            return here
        other = here.other
        if other is not None and (fmt(other._ptr, value, other.side) or "").upper() == want:
            return other
        return here

    def on(self, side: int) -> "Notation":
        """The notation of a side of the same cards."""
        if side == self.side:
            return self
        if side == 1 - self.side and self.other is not None:
            return self.other
        raise ValueError("%s has %s, not a side %d" % (
            self.name, "one side" if self.sides == 1 else "sides 0 and 1", side))

    def __reduce__(self):
        return (_notation_again, _reduce_args(self))

    def __repr__(self) -> str:
        return "<libuno notation of %s, side %d>" % (self.name, self.side)


def _text_arg(text: Any, what: str) -> Optional[bytes]:
    if not isinstance(text, str):
        raise TypeError("%s notation must be a str, not %s" % (what, type(text).__name__))
    if "\0" in text or len(text) > 64:
        return None
    return text.encode("utf-8", "replace")


def _parse_error(what: str, name: str, text: str) -> Exception:
    from .errors import ParseError
    return ParseError(Status.EPARSE, "not a %s of %s: %r" % (what, name, text))


# ---- finding a table's notations ----

# key -> (side 0's Notation, side 1's or None); each side's Notation or
# None where the library's own notation already writes it (kept in
# _PLAIN: a key may have a light side that is plain and a dark one that
# is not).
_BY_KEY: Dict[Tuple[Any, ...], Tuple[Optional[Notation], Optional[Notation]]] = {}
_BY_KEY_LOCK = threading.Lock()


def _key_of(ptr: RulesP) -> Tuple[Any, ...]:
    """What a table's text depends on: its name, its kinds' symbols, its
    sides (and so the dark letters)."""
    symbols = tuple(lib.uno_rules_kind_symbol(ptr, k) for k in range(_KINDS))
    sides = lib.uno_rules_sides(ptr) if HAS_SIDES else 1
    return (lib.uno_rules_name(ptr), sides, symbols)


def _deck_is_plain(ptr: RulesP) -> bool:
    """Whether the library's notation writes every card of the deck as the
    table does (light side: every variant of the public kinds and
    symbols)."""
    from ._lib import CARD_BUF, MAX_DECK
    buf = CARD_BUF()
    n = lib.uno_rules_deck(ptr, buf, MAX_DECK)
    seen = set()
    for i in range(min(n, MAX_DECK)):
        kind, color = buf[i].kind, buf[i].color
        if (kind, color) in seen:
            continue
        seen.add((kind, color))
        card = card_from_pair(kind, color)
        if format_card(ptr, card, 0) != str(card):
            return False
    return True


def notations_of(ptr: RulesP) -> Tuple[Optional[Notation], Optional[Notation]]:
    """The notations of a rule table's sides: ``(side 0, side 1)``, each a
    :class:`Notation` or None where the library's own notation writes the
    side as the table does (side 1 is None for a one-sided deck)."""
    if not HAS_NOTATION:
        return (None, None)
    key = _key_of(ptr)
    found = _BY_KEY.get(key)
    if found is not None:
        return found
    with _BY_KEY_LOCK:
        found = _BY_KEY.get(key)
        if found is None:
            light = Notation(ptr, 0, key)
            dark = None
            if light.sides == 2:
                dark = Notation(ptr, 1, key, light)
                light.other, dark.other = dark, light
            found = (None if _deck_is_plain(ptr) and dark is None else light, dark)
            _BY_KEY[key] = found
    return found


def _reduce_args(nt: Notation) -> Tuple[Any, ...]:
    """A notation by the variant it is of: a built-in one's name, or a
    definition's text."""
    name = nt.name
    try:
        from .rules import Rules
        builtin = Rules(name)
        if _key_of(builtin._p) == nt.key:
            return (name, None, nt.side)
    except (KeyError, LookupError, TypeError, ValueError):
        pass
    n = lib.uno_rules_definition(nt._ptr, None, 0)
    buf = ctypes.create_string_buffer(n + 1)
    lib.uno_rules_definition(nt._ptr, buf, len(buf))
    return (name, buf.value.decode("utf-8"), nt.side)


def _notation_again(name: str, definition: Optional[str], side: int) -> Any:
    """A pickled notation, found again (None: the library's own)."""
    from .rules import Rules
    rules = Rules(name) if definition is None else Rules.define(definition)
    return notations_of(rules._p)[side]

