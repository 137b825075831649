"""Cards and moves: small immutable values with notation, equality,
ordering and hashing.

The notation is the library's (``doc`` of ``card.h`` and ``move.h``): cards
``R7``, ``YD2``, ``GS``, ``BR``, ``W``, ``W4``, ``W4/B`` (a wild carrying the
color named for it), moves ``R7``, ``W4/B``, ``R7!`` (play and call UNO),
``draw``, ``pass``, ``uno``, ``catch 2``, ``challenge``, ``accept``,
``color B``, ``give R7``, ``cast 2``, ``cast deal``, ``swap 2``. Parsing is
the library's own and case-insensitive; ``str()`` is canonical.

Kinds: a card's kind is a :class:`~libuno.Kind` for the public kinds 0-19
and a plain ``int`` for the kinds 20-31 that a variant's definition may
declare beyond them (20-25 colored, 26-31 wild; card.h, doc/variant-format.md;
the built-in edition ``no-mercy`` deals its Discard All and Skip Everyone
on 24 and 25). A definition may also give a public number its deck leaves
free to a kind of its own (No Mercy's Draw Four on 13, its wilds on
16-19): such a card keeps the :class:`~libuno.Kind` of the number. Names
and notation of a variant's own kinds are the variant's:
:meth:`Rules.card_text <libuno.Rules.card_text>`, :meth:`Rules.parse_card
<libuno.Rules.parse_card>`, :meth:`Rules.kind_name <libuno.Rules.kind_name>`
(``Rules("no-mercy").card_text(Card(24, "R"))`` is ``"RDA"``). A card or
move that a :class:`~libuno.Game` or :class:`~libuno.Rules` hands out
carries that notation, on the side it was read on (:mod:`libuno.notation`):
its ``str()`` is ``"RDA"``, and it pickles with it. A bare card speaks the
library's own notation, which :meth:`Card.parse` reads and which has no
symbols for kinds 20-31: ``str()`` writes such a card with its kind
number, ``R#24``, ``W#26``, ``W#26/B`` (text no parser reads back; such
cards and moves pickle by their numbers). Equality, hashing and order
never depend on the notation.

The canonical order, the library's and the only one the package uses:

- Cards sort by kind (:class:`~libuno.Kind`: 0-9, skip, reverse, draw two,
  draw one, then the wilds; then the kinds 20-31), then color (red,
  yellow, green, blue; a wild in hand, without a color, after the same
  wild carrying one). It is the order of the library's card faces, in
  which ``uno_game_hand()`` (:meth:`Game.hand <libuno.Game.hand>`,
  :attr:`View.hand <libuno.View>`) and ``uno_rules_deck()`` (:attr:`Rules.deck
  <libuno.Rules.deck>`) list cards:
  ``sorted(cards)`` and ``game.hand(seat)`` agree.
- Moves sort as ``uno_move_compare()`` orders them: by type
  (:class:`~libuno.MoveType`), then the card's kind and color, the color
  named, the target seat (none first), the flags (a play calling UNO after
  the same play without), a penalty's count and reason. It is the order of
  :meth:`Game.legal_moves <libuno.Game.legal_moves>` and of the move index
  (:func:`libuno.move_index`): ``sorted(moves)`` and ``game.legal_moves()``
  agree. (The plays and hand-offs of kinds 20-31 have move indexes after
  all the others, view.h: the binding puts them back in this order.)

:func:`card_key` and :func:`move_key` are those orders as numbers (what
``<`` compares); python/tests/test_cards.py checks them against the
library.
"""
from __future__ import annotations

import ctypes
import struct
from typing import Any, Dict, Optional, Tuple, Union

from ._headers import DEFINES
from ._lib import MAX_PLAYERS, MOVE_F_DEAL, MOVE_F_UNO, UnoCard, UnoMove, lib
from .enums import (NO_COLOR, PENALTY_DEFAULT, PENALTY_MAX, Color, Kind,
                    MoveType, PenaltyReason, Status)
from .errors import ParseError, UnoError

__all__ = ["Card", "Move", "CardLike", "MoveLike", "card_key", "move_key"]

_NOTATION_MAX = 32  # the parsers refuse longer text

# The kind numbers a card may have. The public kinds (uno_kind, Kind) are
# 0-19; a definition may declare kinds of its own beyond them, colored ones
# first, then wild ones (card.h: 20-25 and 26-31). Their counts are those
# of the extended move index (view.h): a colored kind has 8 plays (4
# colors, with and without the UNO call) from UNO_INDEX_XPLAY, a wild kind
# 8 from UNO_INDEX_XWILD, up to UNO_INDEX_XGIVE.
#: The first kind number beyond the public ones (``UNO_KIND_COUNT``, 20).
PUBLIC_KINDS: int = len(Kind)
#: The first wild kind beyond the public ones (26).
XWILD_KIND: int = PUBLIC_KINDS + (
    DEFINES.get("INDEX_XWILD", 0) - DEFINES.get("INDEX_XPLAY", 0)) // 8
#: One more than the highest kind number a card may have (32).
KIND_LIMIT: int = XWILD_KIND + (
    DEFINES.get("INDEX_XGIVE", 0) - DEFINES.get("INDEX_XWILD", 0)) // 8
# Whether each kind number is a wild's: the library's answer for the
# public kinds, the layout above for the others (20-25 colored, 26-31 wild).
_WILD = tuple(bool(lib.uno_kind_is_wild(k)) if k < PUBLIC_KINDS else k >= XWILD_KIND
              for k in range(KIND_LIMIT))


def _kind_value(kind: int):
    """A kind number as the binding holds it: the :class:`~libuno.Kind` of a
    public kind, the int itself for a kind 20-31."""
    return Kind(kind) if kind < PUBLIC_KINDS else int(kind)


def _text_bytes(text: str, what: str) -> bytes:
    if not isinstance(text, str):
        raise TypeError("%s notation must be a str, not %s"
                        % (what, type(text).__name__))
    # The C parsers stop at a NUL byte; "R7\0junk" must not pass as R7.
    if "\0" in text:
        raise ParseError(Status.EPARSE, "not a %s in notation: %r" % (what, text))
    return text.encode("utf-8", "replace")


def _color_or_none(value) -> Optional[Color]:
    """Color from a Color, an int 0-3, a letter or name; None stays None."""
    if value is None:
        return None
    if isinstance(value, Color):
        return value
    if isinstance(value, bool):
        raise TypeError("a color is a libuno.Color, an int 0-3 or a letter, "
                        "not bool")
    if isinstance(value, int):
        if value == NO_COLOR:
            return None
        try:
            return Color(value)
        except ValueError:
            raise ValueError("not a color: %d (0-3)" % value) from None
    if isinstance(value, str):
        return Color.parse(value)
    raise TypeError("a color is a libuno.Color, an int 0-3 or a letter, not %s"
                    % type(value).__name__)


class Card:
    """A card: a kind and, unless it is a wild in hand, a
    :class:`~libuno.Color`. The kind is a :class:`~libuno.Kind` (0-19), or an
    int 20-31 for a kind a variant declares beyond the public ones (see
    :mod:`libuno.cards`).

    ``Card("RD2")`` parses notation; ``Card(Kind.SEVEN, Color.RED)`` builds
    one from its parts, and ``Card(24, Color.RED)`` a card of kind 24
    (No Mercy's Discard All, ``Rules("no-mercy").parse_card("RDA")``). A
    wild has ``color`` None while it is held and carries the named color
    on top of the discard pile (``Card("W4/B")``), so ``Card("W4") !=
    Card("W4/B")``. Cards are immutable and hashable, and sort in the
    library's canonical order (kind, then color: the order of
    :meth:`libuno.Game.hand`; see :mod:`libuno.cards`).
    """

    __slots__ = ("_kind", "_color", "_text", "_nt")
    _kind: Union[Kind, int]
    _color: Optional[Color]
    _text: Optional[str]
    # The notation of the game or rules that handed the card out (its
    # variant's, on a side of two-sided cards: libuno.notation), or None
    # for the library's own.
    _nt: Any

    def __new__(cls, kind: Union[str, int, "Card"],
                color: Union[Color, int, str, None] = None) -> "Card":
        if isinstance(kind, Card):
            if color is not None:
                raise TypeError("Card(card) takes no color")
            return kind
        if isinstance(kind, str):
            if color is not None:
                raise TypeError("Card(text) takes no color: write it in the "
                                "notation (\"W4/B\")")
            return cls.parse(kind)
        if isinstance(kind, bool) or not isinstance(kind, int):
            raise TypeError("Card() takes notation (str), a libuno.Kind or a "
                            "kind number, not %s" % type(kind).__name__)
        if not 0 <= kind < KIND_LIMIT:
            raise ValueError("not a card kind: %d (0-%d)" % (kind, KIND_LIMIT - 1))
        k = _kind_value(kind)
        c = _color_or_none(color)
        if c is None and not _WILD[k]:
            raise ValueError("a %s needs a color" % _kind_name(k))
        return _card(k, NO_COLOR if c is None else int(c))

    @classmethod
    def parse(cls, text: str) -> "Card":
        """Parses one card in notation (``uno_card_parse()``); raises
        :class:`~libuno.ParseError` (a ValueError) for anything else."""
        raw = _text_bytes(text, "card")
        if len(raw) > _NOTATION_MAX:
            raise ParseError(Status.EPARSE, "not a card in notation: %r" % (text,))
        out = UnoCard()
        try:
            lib.uno_card_parse(raw, len(raw), out)
        except UnoError:
            raise ParseError(Status.EPARSE, "not a card in notation: %r" % (text,)) from None
        return _card(out.kind, out.color)

    @property
    def kind(self) -> Union[Kind, int]:
        """What is printed on the card: a :class:`~libuno.Kind`, or an int
        20-31 for a kind a variant declares beyond the public ones (its
        name is the variant's, :meth:`Rules.kind_name
        <libuno.Rules.kind_name>`)."""
        return self._kind

    @property
    def color(self) -> Optional[Color]:
        """Its color; None for a wild in hand (or one whose color is not
        named yet). A card read on the dark side of two-sided cards has a
        :class:`~libuno.DarkColor` (equal to the :class:`~libuno.Color` of
        the same number)."""
        return self._color

    @property
    def is_wild(self) -> bool:
        """Whether the card is a wild (no color while held)."""
        return _WILD[self._kind]

    @property
    def is_number(self) -> bool:
        """Whether the card is a number card (0-9)."""
        return self._kind <= Kind.NINE

    @property
    def name(self) -> str:
        """English description: ``"red 7"``, ``"blue draw two"``, ``"wild
        draw four"``: the public kinds' names (``uno_kind_name()``); a
        kind 20-31 is ``"kind 24"`` here, and named by its variant in
        :meth:`Rules.kind_name <libuno.Rules.kind_name>`. A card a game
        or rules handed out is named by the library in its variant's
        words, on its side (:meth:`Rules.card_name
        <libuno.Rules.card_name>`): ``"red Discard All"``, ``"pink Draw
        Five"``."""
        if self._nt is not None:
            return self._nt.card_name(self)
        kind = _kind_name(self._kind)
        if self._color is None:
            return kind
        return "%s %s" % (lib.uno_color_name(int(self._color)), kind)

    def colorless(self) -> "Card":
        """The card as it is held: a wild without its named color; other
        cards unchanged."""
        if self.is_wild and self._color is not None:
            if self._nt is not None:
                return self._nt.card(int(self._kind), NO_COLOR)
            return _card(self._kind, NO_COLOR)
        return self

    def _c(self) -> UnoCard:
        return UnoCard(int(self._kind),
                       NO_COLOR if self._color is None else int(self._color))

    def _key(self) -> Tuple[int, int]:
        return (int(self._kind),
                NO_COLOR if self._color is None else int(self._color))


    def __str__(self) -> str:
        """The card's notation. A card a :class:`~libuno.Game` or
        :class:`~libuno.Rules` handed out is written as its variant writes
        it, on the side it was read on (``RDA`` in No Mercy, ``PD5`` on the
        dark side of UNO Flip: text that game or rules parse back). A bare
        card (``Card("R5")``, ``Card(24, "R")``) is written in the library's
        notation (``uno_card_format()``); for a kind 20-31, which it has no
        symbol for, with the kind's number: ``R#24``, ``W#26``, ``W#26/B``."""
        text = self._text
        if text is None and self._nt is not None:
            text = self._nt.card_text(self)
            if text is not None:
                object.__setattr__(self, "_text", text)
                return text
        if text is None:
            if self._kind >= PUBLIC_KINDS:
                text = "%s#%d" % ("W" if _WILD[self._kind] else self._color.letter,
                                  self._kind)
                if _WILD[self._kind] and self._color is not None:
                    text += "/" + self._color.letter
            else:
                buf = ctypes_buf(16)
                lib.uno_card_format(self._c(), buf, 16)
                text = buf.value.decode()
            object.__setattr__(self, "_text", text)
        return text

    def __repr__(self) -> str:
        return "Card(%r)" % str(self)

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Card):
            return self._key() == other._key()
        return NotImplemented

    def __hash__(self) -> int:
        return hash(("Card",) + self._key())

    def __lt__(self, other: "Card") -> bool:
        if not isinstance(other, Card):
            return NotImplemented
        return card_key(self) < card_key(other)

    def __le__(self, other: "Card") -> bool:
        if not isinstance(other, Card):
            return NotImplemented
        return card_key(self) <= card_key(other)

    def __gt__(self, other: "Card") -> bool:
        if not isinstance(other, Card):
            return NotImplemented
        return card_key(self) > card_key(other)

    def __ge__(self, other: "Card") -> bool:
        if not isinstance(other, Card):
            return NotImplemented
        return card_key(self) >= card_key(other)

    def __setattr__(self, name, value):
        raise AttributeError("Card is immutable")

    def __reduce__(self):
        if self._nt is not None:
            # With its notation, which pickles as its variant.
            return (_card_in, (self._nt,) + self._key())
        if self._kind >= PUBLIC_KINDS:
            # No notation reads a kind 20-31 back: its numbers do.
            return (card_from_pair, self._key())
        return (Card, (str(self),))


def _kind_name(kind: int) -> str:
    """The library's name of a public kind; ``"kind N"`` for the others."""
    name = lib.uno_kind_name(int(kind)) if kind < PUBLIC_KINDS else None
    return name if name else "kind %d" % kind


def card_key(card: Card) -> int:
    """The canonical order of cards as a number (``sorted(cards,
    key=card_key)`` is ``sorted(cards)``): kind, then color, a wild
    without one last (``UNO_NO_COLOR``)."""
    c = card._color
    return int(card._kind) << 8 | (NO_COLOR if c is None else int(c))


def move_key(move: "Move") -> int:
    """The canonical order of moves as a number: the library's own key of
    ``uno_move_compare()`` (lib/core/move.c): type, card kind, card color,
    named color, target + 1 (no target first), flags, penalty count and
    reason, a byte each."""
    t, flags, kind, ccolor, color, target, count, reason = move._fields
    return (t << 56 | kind << 48 | ccolor << 40 | color << 32 |
            ((target + 1) & 0xff) << 24 | flags << 16 | count << 8 | reason)


def ctypes_buf(n: int):
    """A writable char buffer for the formatters."""
    return ctypes.create_string_buffer(n)


# Every (kind, color) pair there can be, made once: cards are values, so
# the same object serves every hand and list.
_CARDS: Dict[int, Card] = {}


def _card(kind: int, color: int) -> Card:
    key = kind * 8 + color
    c = _CARDS.get(key)
    if c is None:
        if not _valid(kind, color):
            raise ValueError("not a valid card: kind %d, color %d"
                             % (kind, color))
        c = object.__new__(Card)
        object.__setattr__(c, "_kind", _kind_value(kind))
        object.__setattr__(c, "_color", None if color == NO_COLOR else Color(color))
        object.__setattr__(c, "_text", None)
        object.__setattr__(c, "_nt", None)
        _CARDS[key] = c
    return c


def _card_in(nt: Any, kind: int, color: int) -> Card:
    """A card in a notation (None: the library's): unpickling."""
    return card_from_pair(kind, color) if nt is None else nt.card(kind, color)


def _move_in(nt: Any, raw: bytes) -> "Move":
    """A move in a notation (None: the library's): unpickling."""
    return move_from_raw(raw) if nt is None else nt.move(raw)


def _valid(kind: int, color: int) -> bool:
    """Whether a (kind, color) pair is a well-formed card: the library's
    uno_card_valid() for the public kinds; for kinds 20-31 the same rule
    (a color 0-3 for a colored kind, none or 0-3 for a wild), which a
    library of 0.x does not apply to them."""
    if not 0 <= kind < KIND_LIMIT or not 0 <= color <= NO_COLOR:
        return False
    if kind < PUBLIC_KINDS:
        return lib.uno_card_valid(UnoCard(kind, color)) == 0
    return _WILD[kind] or color != NO_COLOR


def card_from_pair(kind: int, color: int) -> Card:
    """The Card of a raw (kind, color) pair from the library."""
    c = _CARDS.get(kind * 8 + color)
    return c if c is not None else _card(kind, color)


#: Anything the binding accepts where a card is expected.
CardLike = Union[Card, str]


def to_card(value: CardLike, what: str = "card") -> Card:
    """A Card from a Card or its notation; TypeError for anything else."""
    if isinstance(value, Card):
        return value
    if isinstance(value, str):
        return Card.parse(value)
    raise TypeError("a %s is a libuno.Card or its notation (str), not %s"
                    % (what, type(value).__name__))


_MOVE = struct.Struct("<BBBBBbBB")


class Move:
    """A move: every decision a player makes (``uno_move``).

    ``Move("W4/B")`` parses notation; the class methods build each kind
    (:meth:`play`, :meth:`draw`, :meth:`pass_`, :meth:`call_uno`,
    :meth:`catch`, :meth:`challenge`, :meth:`accept`, :meth:`name_color`,
    :meth:`give`, :meth:`cast`, :meth:`cast_deal`, :meth:`swap`). The seat
    that makes a move is not part of it (it is given to
    :meth:`libuno.Game.apply`). Moves are immutable and hashable, compare equal
    field for field, sort in the library's canonical order
    (``uno_move_compare()``, the order of :meth:`libuno.Game.legal_moves`; see
    :mod:`libuno.cards`), and ``str()`` gives canonical notation.
    """

    __slots__ = ("_raw", "_fields", "_text", "_cmove", "_nt")

    _raw: bytes
    _fields: Tuple[int, int, int, int, int, int, int, int]
    _text: Optional[str]

    def __new__(cls, text: Union[str, "Move"]) -> "Move":
        if isinstance(text, Move):
            return text
        if not isinstance(text, str):
            raise TypeError("Move() takes notation (str); build other moves "
                            "with Move.play(), Move.draw(), ... (got %s)"
                            % type(text).__name__)
        return cls.parse(text)

    # -- building --

    @classmethod
    def parse(cls, text: str) -> "Move":
        """Parses one move in notation (``uno_move_parse()``); raises
        :class:`~libuno.ParseError` (a ValueError) for anything else."""
        m = _PARSED.get(text) if isinstance(text, str) else None
        if m is not None:
            return m
        raw = _text_bytes(text, "move")
        if len(raw) > _NOTATION_MAX:
            raise ParseError(Status.EPARSE, "not a move in notation: %r" % (text,))
        out = UnoMove()
        try:
            lib.uno_move_parse(raw, len(raw), out)
        except UnoError:
            raise ParseError(Status.EPARSE, "not a move in notation: %r" % (text,)) from None
        m = move_from_raw(bytes(out))
        if len(_PARSED) < 4096:
            _PARSED[text] = m
        return m

    @classmethod
    def play(cls, card: CardLike, color: Union[Color, int, str, None] = None,
             uno: bool = False) -> "Move":
        """Plays a card. For a wild, ``color`` names the color (None leaves
        it to a later :meth:`name_color` decision; ``Card("W4/B")`` carries
        it too). ``uno=True`` calls UNO with the play (``R7!``)."""
        c = to_card(card)
        named = _color_or_none(color)
        if c.is_wild:
            if c.color is not None:
                if named is not None and named != c.color:
                    raise ValueError("%s already names %s" % (c, c.color.name))
                named = c.color
            kind, ccolor = int(c.kind), NO_COLOR
        else:
            if named is not None and named != c.color:
                raise ValueError("only a wild names a color (%s is %s)"
                                 % (c, c.color.name if c.color is not None else "?"))
            named = None
            kind, ccolor = int(c.kind), int(c.color)  # type: ignore[arg-type]
        if not isinstance(uno, bool):
            raise TypeError("uno= takes a bool")
        m = _make(MoveType.PLAY, MOVE_F_UNO if uno else 0, kind, ccolor,
                  NO_COLOR if named is None else int(named), -1)
        # A card of a game's makes a move of that game's notation.
        return m if c._nt is None else c._nt.move(m._raw)

    @classmethod
    def draw(cls) -> "Move":
        """Draws a card instead of playing (G-3)."""
        return _make(MoveType.DRAW)

    @classmethod
    def pass_(cls) -> "Move":
        """Keeps the drawn card, or passes when nothing can be drawn (G-4)."""
        return _make(MoveType.PASS)

    @classmethod
    def call_uno(cls) -> "Move":
        """Calls UNO while holding one card (G-6)."""
        return _make(MoveType.UNO)

    @classmethod
    def catch(cls, seat: int) -> "Move":
        """Catches ``seat`` for not calling UNO (G-6)."""
        return _make(MoveType.CATCH, target=_seat_arg(seat))

    @classmethod
    def challenge(cls) -> "Move":
        """Challenges the draw card just played at you (C-7, X-4)."""
        return _make(MoveType.CHALLENGE)

    @classmethod
    def accept(cls) -> "Move":
        """Takes the pending draw without challenging (or stacking, H-1)."""
        return _make(MoveType.ACCEPT)

    @classmethod
    def name_color(cls, color: Union[Color, int, str]) -> "Move":
        """Names the color for the wild just played or turned up
        (``color B``)."""
        if color is None:
            raise TypeError("name_color() needs a color, not None")
        c = _color_or_none(color)
        if c is None:
            raise ValueError("name_color() needs a color, not UNO_NO_COLOR")
        return _make(MoveType.COLOR, color=int(c))

    @classmethod
    def give(cls, card: CardLike) -> "Move":
        """Gives a card to the teammate who went out (Teams hand-off,
        TM-7)."""
        c = to_card(card)
        if c.is_wild and c.color is not None:
            raise ValueError("a wild is given without a color")
        m = _make(MoveType.GIVE, kind=int(c.kind),
                  ccolor=NO_COLOR if c.color is None else int(c.color))
        return m if c._nt is None else c._nt.move(m._raw)

    @classmethod
    def cast(cls, seat: int) -> "Move":
        """Gives every card turned by a Casting Call to ``seat`` (CC-3)."""
        return _make(MoveType.CAST, target=_seat_arg(seat))

    @classmethod
    def cast_deal(cls) -> "Move":
        """Deals the turned cards round the table (``cast deal``, CC-3)."""
        return _make(MoveType.CAST, flags=MOVE_F_DEAL)

    @classmethod
    def swap(cls, seat: int) -> "Move":
        """Swaps hands with ``seat`` after playing a 7 (Seven-O, H-5)."""
        return _make(MoveType.SWAP, target=_seat_arg(seat))

    @classmethod
    def penalty(cls, seat: int, reason: Union[PenaltyReason, int] = 0,
                count: int = PENALTY_DEFAULT) -> "Move":
        """The referee's penalty (R-1): ``seat`` draws ``count`` cards
        (1 to 20) for ``reason`` (``penalty 2 talk``)."""
        if not isinstance(count, int) or not 1 <= count <= PENALTY_MAX:
            raise ValueError("a penalty draws 1 to %d cards" % PENALTY_MAX)
        return _make(MoveType.PENALTY, target=_seat_arg(seat), count=count,
                     reason=int(PenaltyReason(reason)))

    @classmethod
    def misplay(cls, seat: int) -> "Move":
        """Catches ``seat``'s misplay in referee mode (R-3)."""
        return _make(MoveType.MISPLAY, target=_seat_arg(seat))

    # -- reading --

    @property
    def type(self) -> MoveType:
        """The kind of move."""
        return MoveType(self._fields[0])

    @property
    def card(self) -> Optional[Card]:
        """The card played or given (a wild without its color), else None."""
        t, _, kind, ccolor = self._fields[:4]
        if t in (MoveType.PLAY, MoveType.GIVE):
            if self._nt is not None:
                return self._nt.card(kind, ccolor)
            return card_from_pair(kind, ccolor)
        return None

    @property
    def color(self) -> Optional[Color]:
        """The color named (a wild's play, or ``color X``), else None; a
        :class:`~libuno.DarkColor` for a move read on the dark side of
        two-sided cards."""
        c = self._fields[4]
        if self._nt is not None:
            return self._nt.color(c)
        return None if c == NO_COLOR else Color(c)

    @property
    def target(self) -> Optional[int]:
        """The seat of a catch, cast or swap, else None."""
        t = self._fields[5]
        return None if t < 0 else t

    @property
    def uno(self) -> bool:
        """Whether the play also calls UNO (``R7!``)."""
        return bool(self._fields[1] & MOVE_F_UNO)

    @property
    def count(self) -> int:
        """A penalty's cards to draw; 0 for other moves."""
        return self._fields[6]

    @property
    def reason(self) -> Optional[PenaltyReason]:
        """A penalty's reason; None for other moves."""
        if self._fields[0] != MoveType.PENALTY:
            return None
        return PenaltyReason(self._fields[7])

    @property
    def deal(self) -> bool:
        """Whether a cast deals the cards round the table."""
        return bool(self._fields[1] & MOVE_F_DEAL)

    @property
    def is_play(self) -> bool:
        """Whether the move plays a card."""
        return self._fields[0] == MoveType.PLAY

    def _c(self) -> UnoMove:
        c = self._cmove
        if c is None:
            c = UnoMove.from_buffer_copy(self._raw)
            object.__setattr__(self, "_cmove", c)
        return c

    def __str__(self) -> str:
        """The move's notation: a move a :class:`~libuno.Game` or
        :class:`~libuno.Rules` handed out (or made from a card one handed
        out) in its variant's, on its side (``WCR``, ``color T``), which
        that game reads back; a bare move in the library's notation
        (``uno_move_format()``), a card of a kind 20-31 written with its
        kind's number, as ``str()`` of a bare :class:`Card` writes it
        (``R#24!``, ``give W#26``)."""
        text = self._text
        if text is None and self._nt is not None:
            text = self._nt.move_text(self)
            if text is not None:
                object.__setattr__(self, "_text", text)
                return text
        if text is None:
            if self._extended():
                text = self._extended_text()
            else:
                buf = ctypes_buf(32)
                lib.uno_move_format(self._c(), buf, 32)
                text = buf.value.decode()
            object.__setattr__(self, "_text", text)
        return text

    def _extended(self) -> bool:
        """Whether the move carries a card of a kind 20-31."""
        t, _, kind = self._fields[:3]
        return t in (MoveType.PLAY, MoveType.GIVE) and kind >= PUBLIC_KINDS

    def _extended_text(self) -> str:
        t, flags, kind, ccolor, color = self._fields[:5]
        if not _valid(kind, ccolor):
            return "<a move of kind %d, color %d>" % (kind, ccolor)
        card = str(card_from_pair(kind, ccolor))
        if t == MoveType.GIVE:
            return "give " + card
        if color != NO_COLOR and _WILD[kind]:
            card += "/" + Color(color).letter
        return card + ("!" if flags & MOVE_F_UNO else "")

    def __repr__(self) -> str:
        return "Move(%r)" % str(self)

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Move):
            return self._raw == other._raw
        return NotImplemented

    def __hash__(self) -> int:
        return hash(self._raw)

    def __lt__(self, other: "Move") -> bool:
        if not isinstance(other, Move):
            return NotImplemented
        return move_key(self) < move_key(other)

    def __le__(self, other: "Move") -> bool:
        if not isinstance(other, Move):
            return NotImplemented
        return move_key(self) <= move_key(other)

    def __gt__(self, other: "Move") -> bool:
        if not isinstance(other, Move):
            return NotImplemented
        return move_key(self) > move_key(other)

    def __ge__(self, other: "Move") -> bool:
        if not isinstance(other, Move):
            return NotImplemented
        return move_key(self) >= move_key(other)

    def __setattr__(self, name, value):
        raise AttributeError("Move is immutable")

    def __reduce__(self):
        if self._nt is not None:
            return (_move_in, (self._nt, self._raw))
        if self._extended():
            # No notation reads a kind 20-31 back: its bytes do.
            return (move_from_raw, (self._raw,))
        return (Move, (str(self),))


#: Anything the binding accepts where a move is expected.
MoveLike = Union[Move, str]

# Moves are values: one object per distinct 8-byte encoding.
_MOVES: Dict[bytes, Move] = {}
_PARSED: Dict[str, Move] = {}


def _seat_arg(seat: int) -> int:
    if isinstance(seat, bool) or not isinstance(seat, int):
        raise TypeError("a seat is an int, not %s" % type(seat).__name__)
    if not 0 <= seat < MAX_PLAYERS:
        raise ValueError("seat %d is out of range (0-%d)"
                         % (seat, MAX_PLAYERS - 1))
    return seat


def _make(type: int, flags: int = 0, kind: int = 0, ccolor: int = 0,
          color: int = NO_COLOR, target: int = -1, count: int = 0,
          reason: int = 0) -> Move:
    return move_from_raw(_MOVE.pack(int(type), flags, kind, ccolor, color,
                                    target, count, reason))


def move_from_raw(raw: bytes) -> Move:
    """The Move of 8 bytes laid out as ``uno_move``."""
    m = _MOVES.get(raw)
    if m is None:
        m = object.__new__(Move)
        object.__setattr__(m, "_raw", raw)
        object.__setattr__(m, "_fields", _MOVE.unpack(raw))
        object.__setattr__(m, "_text", None)
        object.__setattr__(m, "_cmove", None)
        object.__setattr__(m, "_nt", None)
        if len(_MOVES) < 65536:
            _MOVES[raw] = m
    return m


def to_move(value: MoveLike) -> Move:
    """A Move from a Move or its notation; TypeError for anything else."""
    if isinstance(value, Move):
        return value
    if isinstance(value, str):
        return Move.parse(value)
    raise TypeError("a move is a libuno.Move or its notation (str), not %s"
                    % type(value).__name__)
