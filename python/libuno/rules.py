"""Rule tables (``uno_rules``): the built-in variants and their options."""
from __future__ import annotations

import ctypes
from ctypes import byref, c_int
from typing import Any, Dict, Iterator, List, Mapping, NamedTuple, Optional, Tuple, Union

from . import _lib
from ._lib import CARD_BUF, MAX_DECK, RulesP, c_text, lib
from .cards import (Card, CardLike, Move, MoveLike, card_from_pair, move_from_raw,
                    to_card, to_move)
from .enums import Kind, Option, Status
from .errors import DefinitionError, NotFound, NotSupported, OutOfRange
from .notation import format_card, format_move

__all__ = ["Rules", "OptionInfo", "variants", "option_names",
           "option_description", "option_label", "option_category", "option_variants"]

OptionKey = Union[str, Option, int]


class OptionInfo(NamedTuple):
    """An option of a variant: its bounds, default and description, and
    its value in the table it was read from (:meth:`Rules.info`,
    :attr:`Rules.options`)."""

    name: str
    min: int
    max: int
    default: int
    description: str
    value: Optional[int] = None
    #: The option's label for a player (:func:`libuno.option_label`).
    label: str = ""
    #: ``"table"``, ``"rule"`` or ``"house"`` (:func:`libuno.option_category`).
    category: str = ""


def merge_options(options: Optional[Mapping[Any, int]], keywords: Mapping[str, int],
                  what: str) -> Dict[Any, int]:
    """The options of a call that takes them both as a mapping
    (``options=``) and as keywords (``stacking=1``): one dict, keywords
    last. TypeError for an ``options`` that is not a mapping, or an option
    given both ways with two values."""
    if options is not None and not isinstance(options, Mapping):
        raise TypeError("options is a dict of option names to ints, not %s"
                        % type(options).__name__)
    out: Dict[Any, int] = dict(options or {})
    for name, value in keywords.items():
        if name in out and out[name] != value:
            raise TypeError("%s got option %s twice: %r in options= and %r as a keyword"
                            % (what, name, out[name], value))
        out[name] = value
    return out


def variants() -> List[str]:
    """The names of the built-in rule tables, ``"classic"`` first."""
    return [lib.uno_rules_name(lib.uno_rules_builtin_at(i))
            for i in range(lib.uno_rules_builtin_count())]


def option_names() -> List[str]:
    """The stable names of every option the library knows, by id."""
    return [lib.uno_option_name(i) for i in range(lib.uno_option_count())]


def option_id(key: OptionKey) -> int:
    """The id of an option given by name, :class:`~libuno.Option` or id.

    Raises TypeError for other types, :class:`~libuno.NotFound` (a KeyError)
    for unknown names or ids, ValueError for a name holding a NUL."""
    if isinstance(key, bool):
        raise TypeError("an option is named by a str or a libuno.Option, not bool")
    if isinstance(key, int):
        if 0 <= key < lib.uno_option_count():
            return int(key)
        raise NotFound(Status.ENOTFOUND, "no option has id %d" % key)
    if not isinstance(key, str):
        raise TypeError("an option is named by a str or a libuno.Option, not %s"
                        % type(key).__name__)
    name = c_text(key, "an option name")
    out = c_int()
    try:
        lib.uno_option_lookup(name, byref(out))
    except NotFound:
        raise NotFound(Status.ENOTFOUND, "no option is called %r (options: %s)"
                       % (key, ", ".join(option_names()))) from None
    return out.value


def option_description(key: OptionKey) -> str:
    """A one-line description of an option, naming its rule id."""
    return lib.uno_option_description(option_id(key))


from .text import option_category, option_label, option_variants  # noqa: E402


def _builtin(name: str) -> RulesP:
    if not isinstance(name, str):
        raise TypeError("a variant is named by a str, not %s"
                        % type(name).__name__)
    raw = c_text(name, "a variant name")
    out = RulesP()
    try:
        lib.uno_rules_builtin(byref(out), raw)
    except NotFound:
        raise NotFound(Status.ENOTFOUND, "no built-in variant is called %r "
                       "(variants: %s)" % (name, ", ".join(variants()))) from None
    return out


class Rules(Mapping[str, int]):
    """A variant's rule table with its option values: a copy of a built-in
    table that this object owns and may change.

    ``Rules("classic", uno_penalty=4)`` copies Classic and sets an option;
    ``rules["stacking"] = 1`` and ``rules["stacking"]`` set and read one.
    Keys are option names (``"uno_penalty"``) or :class:`~libuno.Option`
    members. A Rules is a mapping of the options *this variant has* to their
    values: ``list(rules)``, ``dict(rules)``, ``"stacking" in rules``.

    Every value is checked against the variant's bounds
    (``uno_rules_option_info()``): an option the variant does not have
    raises :class:`~libuno.NotSupported` (a KeyError), an unknown name
    :class:`~libuno.NotFound` (a KeyError), a value out of bounds
    :class:`~libuno.OutOfRange` (a ValueError), a non-int value TypeError.

    A game copies its rules when it is created, so changing a Rules later
    does not change games made from it.
    """

    __slots__ = ("_ptr", "_itable", "_nts", "__weakref__")

    def __init__(self, variant: Union[str, "Rules"] = "classic", /,
                 **options: int) -> None:
        self._ptr: Optional[RulesP] = None
        if isinstance(variant, Rules):
            src = variant._p
        else:
            src = _builtin(variant)
        out = RulesP()
        lib.uno_rules_copy(byref(out), src, None, None)
        self._ptr = out
        self.update(options)

    @classmethod
    def _copy_of(cls, ptr: RulesP) -> "Rules":
        """A Rules owning a copy of a library-owned table."""
        r = cls.__new__(cls)
        r._ptr = None
        out = RulesP()
        lib.uno_rules_copy(byref(out), ptr, None, None)
        r._ptr = out
        return r

    def __del__(self) -> None:
        ptr, self._ptr = getattr(self, "_ptr", None), None
        if ptr and lib is not None:
            lib.uno_rules_free(ptr)

    @property
    def _p(self) -> RulesP:
        if not self._ptr:
            raise ValueError("this Rules was not initialised")
        return self._ptr

    # -- the table --

    @property
    def name(self) -> str:
        """The variant's name (``"classic"``)."""
        return lib.uno_rules_name(self._p)

    @property
    def summary(self) -> str:
        """A paragraph on the variant and where its rules come from."""
        return lib.uno_rules_summary(self._p)

    @property
    def players(self) -> Tuple[int, int]:
        """The fewest and most players the variant takes."""
        lo, hi = c_int(), c_int()
        lib.uno_rules_players(self._p, byref(lo), byref(hi))
        return (lo.value, hi.value)

    @property
    def player_counts(self) -> List[int]:
        """Every player count the variant allows (Partners: 4, 6, 8, 10)."""
        lo, hi = self.players
        return [n for n in range(lo, hi + 1) if self.allows_players(n)]

    def allows_players(self, players: int) -> bool:
        """Whether the variant may be played by this many seats."""
        if isinstance(players, bool) or not isinstance(players, int):
            raise TypeError("players is an int, not %s"
                            % type(players).__name__)
        if not -2**31 <= players < 2**31:
            return False
        return lib.uno_rules_allows_players(self._p, players) == 1

    def check(self, players: int) -> Optional[str]:
        """Whether a game of ``players`` seats can be made with these rules
        (``uno_rules_check()``): None if :class:`~libuno.Game` would accept
        them, else the library's one-sentence reason (the variant does not
        seat that many, the ``dealer`` option names no seat, the deck
        cannot deal every hand). :class:`~libuno.Game` raises with the same
        reason. TypeError for a non-int; NotImplementedError if the loaded
        libuno has no ``uno_rules_check()``."""
        if isinstance(players, bool) or not isinstance(players, int):
            raise TypeError("players is an int, not %s"
                            % type(players).__name__)
        if not _lib.HAS_RULES_CHECK:
            raise NotImplementedError("the libuno loaded (%s) has no "
                                      "uno_rules_check()" % _lib.LIBRARY_PATH)
        if not _lib.INT_MIN <= players <= _lib.INT_MAX:
            return "%d is not a number of seats" % players
        refused = _lib.rules_check(self._p, players)
        return None if refused is None else refused[1]

    @property
    def team_size(self) -> int:
        """1 when everyone plays alone; 2 when partners sit across."""
        return lib.uno_rules_team_size(self._p)

    @property
    def deck(self) -> List[Card]:
        """The variant's deck, one entry per card, in canonical order (as
        ``sorted()`` orders cards, see :mod:`libuno.cards`). A card of a kind
        20-31 that the variant declares has an int kind
        (:attr:`Card.kind <libuno.Card.kind>`); :meth:`card_text` writes any
        card in the variant's notation."""
        buf = CARD_BUF()
        n = lib.uno_rules_deck(self._p, buf, MAX_DECK)
        return _cards_of(buf, n, self._notation(0))

    @property
    def sides(self) -> int:
        """How many faces the variant's cards have (``uno_rules_sides()``):
        1, or 2 for two-sided cards (``flip``, FL-1), each with a light
        face and a dark face. All cards show the same side at a time
        (:attr:`Game.side <libuno.Game.side>`); on the dark side the colors
        0-3 are pink, teal, orange and purple, written ``P``, ``T``,
        ``O``, ``V`` (:meth:`card_text` with ``side=1``). A scripted deck
        of a two-sided variant lists each card as a pair, its light face
        then its dark face (:class:`~libuno.Game`)."""
        if not _lib.HAS_SIDES:
            return 1
        return lib.uno_rules_sides(self._p)

    def deck_side(self, side: int) -> List[Card]:
        """The variant's cards by their faces on one side
        (``uno_rules_deck_side()``), in canonical order: side 0 is
        :attr:`deck` (the light side, or the only one), side 1 the dark
        faces of a two-sided deck (:attr:`sides`). The two lists are as
        long, one entry per card; which dark face is behind which light
        one a match draws when it starts. ValueError for a side the deck
        does not have."""
        if not _side_arg(self, side):
            return self.deck
        buf = CARD_BUF()
        return _cards_of(buf, lib.uno_rules_deck_side(self._p, side, buf, MAX_DECK),
                         self._notation(1))

    def points(self, card: Union[CardLike, Kind]) -> int:
        """The points a card (or kind: a :class:`~libuno.Kind` or a kind
        number 0-31) scores in this variant (G-8). ValueError for a kind
        the variant's deck does not have. Text is read in the library's
        notation: give a variant's own kinds as a :class:`~libuno.Card` or a
        number."""
        if isinstance(card, (Card, str)):
            kind = int(to_card(card).kind)
        elif isinstance(card, int) and not isinstance(card, bool):
            kind = int(card)
        else:
            raise TypeError("points() takes a card, its notation or a "
                            "libuno.Kind, not %s" % type(card).__name__)
        if not -2**31 <= kind < 2**31:
            raise ValueError("not a kind: %d" % kind)
        return lib.uno_rules_points(self._p, kind)

    # -- options --

    def info(self, key: OptionKey) -> OptionInfo:
        """Bounds, default and description of an option of this variant.
        NotSupported (a KeyError) if the variant lacks it."""
        opt = option_id(key)
        lo, hi, de = c_int(), c_int(), c_int()
        rc = lib.uno_rules_option_info(self._p, opt, byref(lo), byref(hi),
                                       byref(de))
        if rc == Status.ENOTSUP:
            raise NotSupported(rc, "%s has no option %r" % (
                self.name, lib.uno_option_name(opt)))
        if rc < 0:
            from ._lib import raise_status
            raise_status(rc)
        value = c_int()
        lib.uno_rules_get(self._p, opt, byref(value))
        label = category = ""
        if _lib.HAS_TEXT:
            label = lib.uno_option_label(opt)
            category = lib.uno_option_category_name(lib.uno_option_category_of(opt))
        return OptionInfo(lib.uno_option_name(opt), lo.value, hi.value,
                          de.value, lib.uno_option_description(opt), value.value,
                          label, category)

    @property
    def options(self) -> Dict[str, OptionInfo]:
        """The options this variant supports, by name in id order, each
        with its bounds, default, description and value in this table
        (``uno_rules_option_info()``; an option the variant lacks is
        left out: setting it raises :class:`~libuno.NotSupported`)::

            Rules("express").options["target_score"].default     # 250
            sorted(Rules("challenge").options)                   # no target_score
        """
        return {name: self.info(name) for name in self}

    def __getitem__(self, key: OptionKey) -> int:
        opt = option_id(key)
        self.info(opt)  # NotSupported, with the variant's name
        out = c_int()
        lib.uno_rules_get(self._p, opt, byref(out))
        return out.value

    def __setitem__(self, key: OptionKey, value: int) -> None:
        opt = option_id(key)
        info = self.info(opt)
        if not isinstance(value, int):
            raise TypeError("option %s takes an int, not %s"
                            % (info.name, type(value).__name__))
        value = int(value)
        if not info.min <= value <= info.max:
            raise OutOfRange(Status.ERANGE, "option %s of %s is %d to %d, "
                             "not %d" % (info.name, self.name, info.min,
                                         info.max, value))
        lib.uno_rules_set(self._p, opt, value)

    def update(self, options: Optional[Mapping[OptionKey, int]] = None,
               /, **kw: int) -> "Rules":
        """Sets several options (a mapping and/or keywords); returns self.
        Each is checked as by ``rules[name] = value``; on an error, the
        options before it are already set."""
        for src in (options or {}, kw):
            for key, value in src.items():
                self[key] = value
        return self

    def __iter__(self) -> Iterator[str]:
        if _lib.HAS_TEXT:
            from .text import table_options
            for opt in table_options(self._p):
                yield lib.uno_option_name(opt)
            return
        lo, hi, de = c_int(), c_int(), c_int()
        for opt in range(lib.uno_option_count()):
            if lib.uno_rules_option_info(self._p, opt, byref(lo), byref(hi),
                                         byref(de)) == 0:
                yield lib.uno_option_name(opt)

    def __len__(self) -> int:
        return sum(1 for _ in self)

    def __contains__(self, key: object) -> bool:
        try:
            self.info(key)  # type: ignore[arg-type]
        except (KeyError, TypeError, ValueError):
            return False
        return True

    def defaults(self) -> Dict[str, int]:
        """Every option of the variant with its default value."""
        return {name: self.info(name).default for name in self}

    def changed(self) -> Dict[str, int]:
        """The options whose value differs from the variant's default."""
        d = self.defaults()
        return {k: v for k, v in self.items() if v != d[k]}

    # -- variants of one's own (doc/variant-format.md) --

    @classmethod
    def define(cls, text: str) -> "Rules":
        """A variant of one's own, from its definition
        (``uno_rules_define()``, doc/variant-format.md): a Rules that plays
        like a built-in one, its options at the definition's defaults.
        Games made from it carry the variant in their saves and logs.

        Raises :class:`~libuno.DefinitionError` (a ValueError) with the line,
        column and reason of the first mistake; TypeError for text that
        is not a str; NotImplementedError if the loaded libuno has no
        ``uno_rules_define()``."""
        if not isinstance(text, str):
            raise TypeError("a definition is a str, not %s" % type(text).__name__)
        if not _lib.HAS_DEFINE:
            raise NotImplementedError("%s has no uno_rules_define()" % _lib.LIBRARY_PATH)
        raw = text.encode("utf-8")
        if b"\0" in raw:
            raise DefinitionError(0, 0, "a definition holds no NUL character")
        err = _lib.UnoDefinitionError()
        err.size = ctypes.sizeof(err)
        out = RulesP()
        rc = lib.uno_rules_define(byref(out), raw, len(raw), byref(err), None, None)
        if rc == Status.EPARSE:
            raise DefinitionError(err.line, err.column,
                                  err.message.decode("utf-8", "replace"))
        if rc != Status.OK:
            from .errors import error_class
            raise error_class(rc)(rc, "defining a variant")
        r = cls.__new__(cls)
        r._ptr = out
        return r

    @classmethod
    def from_text(cls, text: str) -> "Rules":
        """The same as :meth:`define`."""
        return cls.define(text)

    @classmethod
    def from_file(cls, path: str) -> "Rules":
        """:meth:`define` with the text of a definition file."""
        with open(path, encoding="utf-8") as f:
            return cls.define(f.read())

    @property
    def move_index_count(self) -> int:
        """The number of move indexes of this variant's games
        (``uno_rules_move_index_count()``): :data:`libuno.MOVE_INDEX_COUNT`
        (272, Classic's layout) for a variant whose cards are of the public
        kinds 0-19, :data:`libuno.MOVE_INDEX_MAX` (398) for one that deals
        kinds 20-31 (``no-mercy``, ``flip``): the public layout, then the
        plays and hand-offs of those kinds."""
        if not _lib.HAS_NOTATION:
            return _lib.MOVE_INDEX_COUNT
        return lib.uno_rules_move_index_count(self._p)

    def move_from_index(self, index: int) -> Move:
        """The move of a move index of this variant, 0 to
        :attr:`move_index_count` ``- 1``, as its games list it
        (:meth:`Game.legal_moves <libuno.Game.legal_moves>`,
        :meth:`Decision.moves <libuno.Decision.moves>`): the library's
        (:func:`libuno.move_from_index`, ``uno_move_from_index()``), but for
        a wild the variant lists without a color, the next player naming
        it (No Mercy's Wild Color Roulette), whose play is listed colorless
        at its first color's index. ValueError outside the index."""
        table = self._index_table()
        if isinstance(index, bool) or not isinstance(index, int) \
                or not 0 <= index < table.count:
            raise ValueError("a move index of %s is 0 to %d, not %r"
                             % (self.name, table.count - 1, index))
        nt = self._notation(0)
        return table.moves[index] if nt is None else nt.table_moves(table)[index]

    def move_index(self, move: MoveLike) -> int:
        """The move index of a move in this variant (the inverse of
        :meth:`move_from_index`); text is read in the variant's notation.
        ValueError for a move outside its index (a wild played without a
        color that the variant does not list so)."""
        return self._index_table().index(self.parse_move(move) if isinstance(move, str)
                                         else to_move(move))

    def _notation(self, side: int) -> Any:
        """The notation of one side of the variant's cards (libuno.notation),
        or None where the library's own writes it; the same for every copy."""
        nts = getattr(self, "_nts", None)
        if nts is None:
            from .notation import notations_of
            nts = self._nts = notations_of(self._p)
        return nts[side]

    def _index_table(self):
        # The deck, and so the move index, is the variant's: no option
        # changes it, and a copy has the same.
        table = getattr(self, "_itable", None)
        if table is None:
            from .state import index_table
            table = self._itable = index_table(self._p)
        return table

    @property
    def observation_size(self) -> int:
        """The length of the observation of this variant's games
        (``uno_observation_size()``, doc/observation.md): ``3 * faces + 7
        + 5 * MAX_PLAYERS``, with 62 card faces for the public kinds (243)
        and 92 for a variant that deals kinds 20-31 (333 for
        ``no-mercy``). Two-sided cards (:attr:`sides` 2) add what a seat
        sees of the faces not in play (FL-5): the side in play, the
        hidden face of the draw pile's top card (or -1), then for each
        other seat, clockwise from the observer, the count of each hidden
        face of its hand: ``2 + (MAX_PLAYERS - 1) * faces`` more (1163
        for ``flip``)."""
        from . import state  # noqa: F401  (declares uno_observation_size)
        return lib.uno_observation_size(self._p)

    # -- the variant's own kinds and notation --

    def kind_name(self, kind: int) -> str:
        """A kind's name in this variant (``uno_rules_kind_name()``): the
        built-in name, or the name a definition gives a kind of its own
        (a kind number its deck leaves free, or one of 20-31,
        doc/variant-format.md: ``Rules("no-mercy").kind_name(24)`` is
        ``"discard all"``). ValueError for a number 20-31 the variant
        leaves free."""
        _need_notation()
        name = lib.uno_rules_kind_name(self._p, _kind_number(kind))
        if name is None:
            raise ValueError("not a kind number: %r" % (kind,))
        return name.decode("utf-8")

    def kind_symbol(self, kind: int) -> str:
        """A kind's symbol in this variant's notation (``"S"``, ``"W4"``,
        or a new kind's own)."""
        _need_notation()
        symbol = lib.uno_rules_kind_symbol(self._p, _kind_number(kind))
        if symbol is None:
            raise ValueError("not a kind number: %r" % (kind,))
        return symbol.decode("ascii")

    def kind_effects(self, kind: int) -> str:
        """What playing a kind does in this table, in the words of the
        definition format (``uno_rules_kind_effects()``): ``"skip, draw 2"``,
        ``"none"``; a house rule that is on adds its effects. ValueError for
        a kind the deck has no cards of."""
        if not _lib.HAS_KIND_EFFECTS:
            raise NotImplementedError("%s has no uno_rules_kind_effects()" % _lib.LIBRARY_PATH)
        buf = ctypes.create_string_buffer(256)
        n = lib.uno_rules_kind_effects(self._p, _kind_number(kind), buf, len(buf))
        if n < 0:
            raise ValueError("no cards of kind %r in %s" % (kind, self.name))
        return buf.value.decode("ascii")

    def card_text(self, card: CardLike, side: int = 0) -> str:
        """A card in this variant's notation (``uno_rules_card_format()``):
        ``Rules("no-mercy").card_text(Card(24, "R"))`` is ``"RDA"``;
        ``str(card)`` knows only the built-in kinds' symbols (and writes a
        kind 20-31 with its number, ``R#24``). With ``side=1`` a face of
        the dark side of two-sided cards, in its letters
        (``uno_rules_card_format_side()``): ``Rules("flip").card_text(
        Card("B7"), side=1)`` is ``"V7"``; :meth:`Game.card_text
        <libuno.Game.card_text>` writes in the game's side in play.
        ValueError for a card the variant cannot name or a side its deck
        does not have. Text is read in the variant's notation, as
        :meth:`parse_card` reads it."""
        _need_notation()
        c = self.parse_card(card) if isinstance(card, str) else to_card(card)
        text = format_card(self._p, c, int(_side_arg(self, side)))
        if text is None:
            raise ValueError("not a valid card: %r" % (card,))
        return text

    def parse_card(self, text: str) -> Card:
        """A card in this variant's notation (``uno_rules_card_parse()``);
        ParseError for anything else."""
        _need_notation()
        nt = self._notation(0)
        if nt is not None:
            # In the notation of the side whose letters it is written in.
            return nt.parse_card(text)
        raw = c_text(text, "card")
        out = _lib.UnoCard()
        if lib.uno_rules_card_parse(self._p, raw, len(raw), byref(out)) != Status.OK:
            from .errors import ParseError
            raise ParseError(Status.EPARSE, "not a card of %s: %r" % (self.name, text))
        return card_from_pair(out.kind, out.color)

    def move_text(self, move: "MoveLike", side: int = 0) -> str:
        """A move in this variant's notation (``uno_rules_move_format()``);
        with ``side=1`` its card and color in the letters of the dark
        side of two-sided cards (``uno_rules_move_format_side()``:
        ``"WDC/O!"``, ``"color T"``). Text is read in the variant's
        notation, which takes either side's letters."""
        _need_notation()
        m = move if isinstance(move, Move) else self.parse_move(move)
        text = format_move(self._p, m, int(_side_arg(self, side)))
        if text is None:
            raise ValueError("not a well-formed move: %r" % (move,))
        return text

    def parse_move(self, text: str) -> Move:
        """A move in this variant's notation (``uno_rules_move_parse()``):
        ``Game.apply()`` and ``Game.check()`` read text this way."""
        _need_notation()
        if isinstance(text, Move):
            return text
        nt = self._notation(0)
        if nt is not None:
            return nt.parse_move(text)
        raw = c_text(text, "move")
        out = _lib.UnoMove()
        if lib.uno_rules_move_parse(self._p, raw, len(raw), byref(out)) != Status.OK:
            from .errors import ParseError
            raise ParseError(Status.EPARSE, "not a move of %s: %r" % (self.name, text))
        return move_from_raw(bytes(out))

    # -- names and words (libuno.text) --

    def card_name(self, card: CardLike, side: int = 0) -> str:
        """A card's English name in this variant, read on ``side``
        (``uno_rules_card_name()``): ``"red 7"``, ``"blue Draw Two"``,
        ``"Wild Draw Four (blue)"`` (a wild with its named color),
        ``"Wild Color Roulette"`` in No Mercy, ``"pink Skip Everyone"``
        with ``side=1`` in UNO Flip. The card is a Card or this variant's
        notation (either side's letters); ValueError for a card the
        variant cannot name or a side its deck does not have;
        NotSupported with a library older than 1.0."""
        from .text import card_name
        c = self.parse_card(card) if isinstance(card, str) else to_card(card)
        return card_name(self._p, c, int(_side_arg(self, side)), self.name)

    def color_name(self, color: Any, side: int = 0) -> str:
        """A color's English name on ``side`` of this variant's cards
        (:func:`libuno.text.color_name`): ``"blue"``; ``"purple"`` with
        ``side=1`` in UNO Flip. ValueError for a side the deck does not
        have."""
        from .text import color_name
        return color_name(color, int(_side_arg(self, side)))

    def describe(self, event: Any, viewer: Optional[int] = None,
                 names: Optional[Any] = None) -> str:
        """An event of a game of this variant in one English sentence
        (``uno_event_text()``), as given (:meth:`Game.describe
        <libuno.Game.describe>` first tells it as ``viewer`` may know it),
        a :class:`~libuno.Event` or its JSON form (:meth:`event`: what
        uno-server sends, so that a client words it as the library does):
        ``"Seat 2 plays red Draw Two."``, ``"You must draw 2 cards (UNO
        penalty)."``; a card the event does not carry (None) reads "a
        card". ``viewer`` is the seat the text is told to ("you"), or None
        or :data:`libuno.SPECTATOR` for nobody in particular; ``names``
        the host's names of the seats, by seat (None or ``""`` for the
        library's "seat N"). InvalidArgument for an event the library
        never makes; NotSupported with a library older than 1.0."""
        from .game import Event, event_to_raw
        from .text import event_text, names_arg, viewer_arg
        if isinstance(event, Mapping):
            event = self.event(event)
        if not isinstance(event, Event):
            raise TypeError("describe() takes a libuno.Event or its JSON form, not %s"
                            % type(event).__name__)
        return event_text(self._p, event_to_raw(event, self.sides == 2),
                          viewer_arg(viewer), names_arg(names), self.name)

    def event(self, data: Mapping[str, Any]) -> "Event":
        """An :class:`~libuno.Event` of this variant from its JSON form: an
        event as uno-server tells it (doc/protocol.md) and as the JavaScript
        package's ``Rules.eventText()`` takes it. ``type`` and ``reason`` by
        the library's name (``"play"``, ``"uno_penalty"``; for
        ``round_end``, ``"blocked"`` or 1) or number; ``card``, ``hidden``
        and ``color`` in this variant's notation on the event's ``side``
        (``hidden`` on the other), None or missing for none; ``seat`` and
        ``other`` seats or None; ``value`` and ``side`` numbers (missing:
        0). Unknown keys are ignored. TypeError for a value of the wrong
        type, ValueError (ParseError for a card) for one that is no such
        thing."""
        from .enums import Color, DarkColor, DrawReason, EventType, Reason
        from .game import Event
        if not isinstance(data, Mapping):
            raise TypeError("an event's JSON form is a mapping, not %s" % type(data).__name__)
        etype = _event_code(data.get("type"), EventType, "event type")
        if etype is None:
            raise ValueError("an event needs its type")
        side = _event_int(data.get("side", 0), "side", 0, self.sides - 1)
        raw_reason = data.get("reason")
        if etype in (EventType.DRAW, EventType.PENALTY):
            reason = _event_code(raw_reason, DrawReason, "draw reason") or 0
        elif etype in (EventType.MISPLAY, EventType.HOOK_REFUSED):
            reason = _event_code(raw_reason, Reason, "reason") or 0
        elif etype == EventType.ROUND_END:
            reason = 1 if raw_reason in ("blocked", 1) and raw_reason is not True else 0
        else:
            reason = _event_int(raw_reason, "reason", 0, 255) if raw_reason is not None else 0

        def card(key: str, on: int) -> Optional[Card]:
            text = data.get(key)
            if text is None:
                return None
            if not isinstance(text, str):
                raise TypeError("an event's %s is a card in notation, not %s"
                                % (key, type(text).__name__))
            nt = self._notation(on)
            return nt.parse_card(text, on) if nt is not None else self.parse_card(text)

        color = data.get("color")
        if isinstance(color, str):
            color = (DarkColor if side == 1 else Color).parse(color)
        elif color is not None:
            color = _event_int(color, "color", 0, 3)
            color = DarkColor(color) if side == 1 else Color(color)
        seats = [data.get(k) for k in ("seat", "other")]
        for i, k in enumerate(("seat", "other")):
            if seats[i] is not None:
                seats[i] = _event_int(seats[i], k, -1, _lib.MAX_PLAYERS - 1)
                if seats[i] < 0:
                    seats[i] = None
        return Event(etype, seats[0], seats[1], color, card("card", side), reason,
                     _event_int(data.get("value", 0), "value", -2 ** 31, 2 ** 31 - 1), side,
                     card("hidden", 1 - side) if self.sides == 2 else None)

    def definition(self) -> str:
        """The variant as a definition (``uno_rules_definition()``): text
        that :meth:`define` reads back to the same variant, for a built-in
        variant too. The options in it are the variant's defaults, not
        this table's values."""
        if not _lib.HAS_DEFINE:
            raise NotImplementedError("%s has no uno_rules_definition()" % _lib.LIBRARY_PATH)
        n = lib.uno_rules_definition(self._p, None, 0)
        buf = ctypes.create_string_buffer(n + 1)
        lib.uno_rules_definition(self._p, buf, len(buf))
        return buf.value.decode("utf-8")

    def copy(self) -> "Rules":
        """An independent copy."""
        return Rules(self)

    def __copy__(self) -> "Rules":
        return self.copy()

    def __deepcopy__(self, memo) -> "Rules":
        return self.copy()

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Rules):
            return NotImplemented
        if self.name != other.name or dict(self) != dict(other):
            return False
        # Two variants of one's own may share a name: then their rules say.
        return not _lib.HAS_DEFINE or self.definition() == other.definition()

    __hash__ = None  # type: ignore[assignment]  # mutable

    def __repr__(self) -> str:
        args = [repr(self.name)]
        args += ["%s=%d" % kv for kv in self.changed().items()]
        return "Rules(%s)" % ", ".join(args)

    def __reduce__(self):
        return (_rebuild_rules, (self.name, self.changed()))


def _rebuild_rules(name: str, options: Dict[str, int]) -> Rules:
    return Rules(name, **options)


def _cards_of(buf, n: int, nt: Any = None) -> List[Card]:
    """The first n cards of a CARD_BUF the library filled, in a notation
    (None: the library's)."""
    raw = ctypes.string_at(buf, 2 * min(n, MAX_DECK))
    make = card_from_pair if nt is None else nt.card
    return [make(raw[i], raw[i + 1]) for i in range(0, len(raw), 2)]


def _side_arg(rules: "Rules", side: int) -> bool:
    """Checks a side for the notation of ``rules``: True for the dark side
    (1, of a two-sided deck), False for side 0; ValueError for a side the
    deck does not have."""
    _lib.check_int(side, "side")
    if side == 0:
        return False
    if side != 1 or rules.sides != 2:
        raise ValueError("%s has %s, not a side %d" % (
            rules.name, "one side" if rules.sides == 1 else "sides 0 and 1", side))
    return True


def _need_notation() -> None:
    if not _lib.HAS_NOTATION:
        raise NotImplementedError("%s has no uno_rules_kind_name()" % _lib.LIBRARY_PATH)


def _kind_number(kind: int) -> int:
    if isinstance(kind, bool) or not isinstance(kind, int):
        raise TypeError("a kind is an int (a libuno.Kind or a number), not %s"
                        % type(kind).__name__)
    return int(kind)


class Variant:
    """Variants as values: a built-in one by name, or one of one's own
    from its definition (doc/variant-format.md). Each gives a
    :class:`Rules` at the variant's defaults, which goes wherever a
    variant's name goes (:class:`~libuno.Game`, :class:`~libuno.Batch`,
    :class:`~libuno.Tournament`, the environments of :mod:`libuno.rl`) and
    travels with the games made from it in saves and logs.

    >>> Variant.from_text(Rules("express").definition()) == Rules("express")
    True
    """

    def __init__(self) -> None:
        raise TypeError("Variant makes Rules: use Variant.builtin(), "
                        "Variant.from_text() or Variant.from_file()")

    @staticmethod
    def builtin(name: str) -> Rules:
        """A built-in variant (:func:`variants` lists them)."""
        return Rules(name)

    @staticmethod
    def from_text(text: str) -> Rules:
        """A variant of one's own from its definition text
        (:meth:`Rules.define`; :class:`~libuno.DefinitionError` when refused)."""
        return Rules.define(text)

    @staticmethod
    def from_file(path: str) -> Rules:
        """A variant of one's own from a definition file
        (:meth:`Rules.from_file`)."""
        return Rules.from_file(path)


def _event_int(value: Any, what: str, low: int, high: int) -> int:
    """A number of an event's JSON form, within its bounds."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError("an event's %s is a number, not %s" % (what, type(value).__name__))
    if not low <= value <= high:
        raise ValueError("an event's %s is %d to %d, not %d" % (what, low, high, value))
    return value


def _event_code(value: Any, enum_cls: Any, what: str) -> Any:
    """A code of an event's JSON form by the library's name or number: a
    member of ``enum_cls`` (a number it has no member for as itself); None
    for none."""
    if value is None:
        return None
    if isinstance(value, str):
        for member in enum_cls:
            if value.lower() in (member.name.lower(), getattr(member, "key", None)):
                return member
        raise ValueError("not a%s %s: %r" % ("n" if what[0] in "aeiou" else "", what, value))
    number = _event_int(value, what, 0, 255)
    try:
        return enum_cls(number)
    except ValueError:
        return number
