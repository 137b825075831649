"""Games (``uno_game``): creation, moves, hooks, events and queries."""
from __future__ import annotations

import ctypes
import operator
import struct
import sys
import weakref
from ctypes import byref, c_int
from dataclasses import dataclass
from typing import (Any, Callable, Dict, Iterable, List, NamedTuple, Optional,
                    Sequence, Tuple, Union)

from . import _lib
from ._lib import (CARD_BUF, MAX_DECK, MAX_MOVES, MOVE_BUF, MOVE_INDEX_COUNT,
                   SCRIPT_FILL, SCRIPT_PARTIAL, SCRIPT_TOP_AS_IS, UINT64_MAX, GameP,
                   UnoCard, UnoDecision, UnoHooks, check_int, lib,
                   raise_status)
from .cards import (Card, CardLike, Move, MoveLike, _color_or_none,
                    card_from_pair, move_from_raw, move_key, to_card, to_move)
from .enums import (CAST_DEAL, DRAW_PILE, NO_COLOR, SPECTATOR, Color, DrawReason,
                    EventType, Phase, PlayoutPolicy, Reason, SeatStatus, Status)
from .errors import (DeckError, IllegalMove, InvalidArgument, NotSupported,
                     NotYourTurn, ParseError, UnoError)
from .notation import notations_of
from .rules import Rules, _builtin, format_card, format_move, merge_options
from .state import DEFAULT_TABLE, MOVES_BY_INDEX, IndexTable, index_table

__all__ = ["Game", "Event", "Verdict", "Decision"]

_EVENT = struct.Struct("<BbbBBBBBiBB2x")


@dataclass(frozen=True)
class Event:
    """One event (``uno_event``), as given to the ``event`` hook.

    Fields an event does not use are None (seats, color, card) or 0.

    Attributes:
        type: what happened (:class:`~libuno.EventType`).
        seat: the seat it concerns.
        other: a second seat (catcher, challenger, receiver, swap partner).
        color: a color (the color a play set, the color named).
        card: the card involved (a played wild carries its color).
        reason: for ``DRAW`` and ``PENALTY`` a :class:`~libuno.DrawReason`;
            for ``ROUND_END`` 1 if the round was blocked (G-4); for
            ``HOOK_REFUSED`` the :class:`~libuno.Reason` a hook's answer was
            refused for (``value`` is then the status); else 0.
        value: a count, score, total, round number or direction; for
            ``FLIP`` the side now in play; for ``DRAW`` 1 when the card was
            turned face up for every seat to see (FL-11, NM-9), else 0.
        side: the side of two-sided cards in play when it happened (0
            light, 1 dark; always 0 for a one-sided deck): ``card`` and
            ``color`` are faces and colors of that side
            (:meth:`Game.event_text` writes them in its letters).
        hidden: two-sided cards (FL-5): for an event whose card goes into
            a hand (``DRAW``, ``GIVE``, ``CAST``, ``MISPLAY_CAUGHT``), the
            card's face on the side not in play, which every seat but the
            holder sees; else None, and always None for a one-sided deck.

    The ``event`` hook hears every event whole. What one seat, or a
    spectator, may know of it is :meth:`Game.event_for_seat`'s: the same
    event with ``card`` and ``hidden`` None where it may not see them
    (doc/information.md).
    """

    type: Union[EventType, int]
    seat: Optional[int]
    other: Optional[int]
    color: Optional[Color]
    card: Optional[Card]
    reason: Union[DrawReason, int]
    value: int
    side: int = 0
    hidden: Optional[Card] = None

    @property
    def type_name(self) -> Optional[str]:
        """The library's stable name of the event's type
        (``uno_event_type_name()``): ``"play"``, ``"knocked_out"``; None
        for a type the library does not know."""
        from .text import event_type_name
        return event_type_name(self.type)

    @property
    def blocked(self) -> bool:
        """For ``ROUND_END``: whether nobody went out (a blocked round)."""
        return self.type == EventType.ROUND_END and self.reason == 1

    def __str__(self) -> str:
        """The event in words, its card and color in the notation of the
        game's variant on the side it happened on (an event a game's hook
        receives): ``"flip seat 0 P5 color P value 1"``."""
        return self._text(str, lambda c: c.letter, str)

    def _text(self, card_text: Callable[[Card], str],
              color_letter: Callable[[Color], str],
              hidden_text: Callable[[Card], str]) -> str:
        name = _code_name(self.type, "event_type")
        parts = [str(self.type) if name is None else name]
        if self.seat is not None:
            parts.append("seat %d" % self.seat)
        if self.card is not None:
            parts.append(card_text(self.card))
        if self.other is not None:
            parts.append("other %d" % self.other)
        if self.color is not None:
            parts.append("color %s" % color_letter(self.color))
        if isinstance(self.reason, (DrawReason, Reason)):
            parts.append("(%s)" % _code_name(self.reason, "draw_reason" if isinstance(
                self.reason, DrawReason) else "reason"))
        if self.value:
            parts.append("value %d" % self.value)
        if self.hidden is not None:
            parts.append("hidden %s" % hidden_text(self.hidden))
        return " ".join(parts)


def _code_name(value: Any, what: str) -> Optional[str]:
    """The library's name of an event type, draw reason or reason
    (``uno_<what>_name()``); with a library older than 1.0 the enum
    member's name in lower case, which is the same."""
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= 255:
        return None
    if _lib.HAS_TEXT:
        return getattr(lib, "uno_%s_name" % what)(int(value))
    return value.name.lower() if isinstance(value, (EventType, DrawReason, Reason)) else None


def event_from_raw(raw: bytes, nts: Any = (None, None), sided: bool = False) -> Event:
    """An Event from the 16 bytes of a ``uno_event``; its card and color in
    the notation of the side it happened on (``nts``: the game's
    notations by side, libuno.notation). With ``sided`` (two-sided cards)
    its ``hidden`` is read too, in the other side's notation (a one-sided
    deck's is zero, which is no card)."""
    (etype, seat, other, color, kind, ccolor, reason, side, value,
     hkind, hcolor) = _EVENT.unpack(raw)
    nt = nts[side] if side < len(nts) else None
    try:
        etype = EventType(etype)
    except ValueError:
        pass
    if etype in (EventType.DRAW, EventType.PENALTY):
        try:
            reason = DrawReason(reason)
        except ValueError:
            pass
    elif etype == EventType.HOOK_REFUSED:
        try:
            reason = Reason(reason)
        except ValueError:
            pass
    try:
        card = card_from_pair(kind, ccolor) if nt is None else nt.card(kind, ccolor)
    except ValueError:
        card = None  # unused: the library leaves an invalid card there
    hidden = None
    if sided:
        hnt = nts[1 - side] if 1 - side < len(nts) else None
        try:
            hidden = card_from_pair(hkind, hcolor) if hnt is None else hnt.card(hkind, hcolor)
        except ValueError:
            pass  # UNO_NO_CARD: no hidden face told
    return Event(etype, None if seat < 0 else seat, None if other < 0 else other,
                 (None if color >= NO_COLOR else Color(color)) if nt is None
                 else nt.color(color), card, reason, value, side, hidden)


def _no_card_pair(card: Optional[Card]) -> Tuple[int, int]:
    """A card as its (kind, color) bytes; None as ``UNO_NO_CARD``."""
    if card is None:
        return 0, NO_COLOR
    return int(card.kind), NO_COLOR if card.color is None else int(card.color)


def event_to_raw(event: Event, sided: bool) -> bytes:
    """The 16 bytes of the ``uno_event`` an Event came from (a one-sided
    deck's ``hidden`` is zero). OverflowError-free: fields out of range
    raise InvalidArgument."""
    kind, ccolor = _no_card_pair(event.card)
    hkind, hcolor = _no_card_pair(event.hidden) if sided else (0, 0)
    try:
        return _EVENT.pack(int(event.type), -1 if event.seat is None else event.seat,
                           -1 if event.other is None else event.other,
                           NO_COLOR if event.color is None else int(event.color),
                           kind, ccolor, int(event.reason), event.side, event.value,
                           hkind, hcolor)
    except (struct.error, TypeError, ValueError) as e:
        raise InvalidArgument(Status.EINVAL, "not an event of libuno: %s" % e) from None


def playout_policy(policy: Union[str, int]) -> int:
    """A playout policy (``"uniform"``, ``"reference"`` or a
    :class:`~libuno.PlayoutPolicy`) as the library's number: ValueError for an
    unknown name, TypeError for a value that is not an int."""
    if isinstance(policy, str):
        try:
            policy = PlayoutPolicy[policy.upper()]
        except KeyError:
            raise ValueError("policy must be 'uniform' or 'reference', "
                             "not %r" % policy) from None
    check_int(policy, "policy")
    return policy


class Verdict(NamedTuple):
    """The answer of :meth:`Game.check`: ``(legal, reason, message)``.

    True in a boolean context exactly when the move is legal, so both
    ``if game.check(m):`` and ``ok, reason, message = game.check(m)`` work.
    """

    legal: bool
    reason: Reason
    message: str

    def __bool__(self) -> bool:
        return self.legal


class Decision(NamedTuple):
    """What the round waits for, from one library call
    (:meth:`Game.decision`, ``uno_game_decision()``): whose decision, its
    kind, and that seat's legal moves over the move index.

    The mask is a Python int of the game's :attr:`Game.move_index_count`
    bits (:data:`~libuno.MOVE_INDEX_COUNT`, or :data:`~libuno.MOVE_INDEX_MAX`
    for a variant that deals kinds 20-31), bit ``i`` set exactly when the
    move of index ``i`` is among :meth:`Game.legal_moves` of ``seat``: one
    int from the library's words costs less than a list or bytes, and
    ``mask >> i & 1`` tests an index. In the public layout index order is
    the order :meth:`Game.legal_moves` gives the moves; the plays and
    hand-offs of kinds 20-31 have indexes after all the others, and
    :meth:`moves` puts them back in canonical order.

    Attributes:
        seat: the seat to decide; None when no round is in progress (as
            :attr:`Game.current_player`).
        phase: the kind of decision (:class:`~libuno.Phase`).
        count: how many moves ``seat`` may make (the bits set in ``mask``).
        faces: the card faces ``seat`` may play now, bit ``f`` for face
            ``f`` (doc/observation.md numbers the faces).
        mask: the legal moves of ``seat`` by move index, as above.
    """

    seat: Optional[int]
    phase: Phase
    count: int
    faces: int
    mask: int

    def indexes(self) -> List[int]:
        """The move indexes set in :attr:`mask`, in increasing order (the
        order of :meth:`moves` but for the indexes of kinds 20-31)."""
        out = []
        mask = self.mask
        while mask:
            low = mask & -mask
            out.append(low.bit_length() - 1)
            mask ^= low
        return out

    def moves(self) -> List[Move]:
        """The legal moves of :attr:`seat`, as :meth:`Game.legal_moves`
        lists them: the shared Move of each index
        (:meth:`Rules.move_from_index <libuno.Rules.move_from_index>` of the
        game's variant; :func:`libuno.move_from_index` in the public layout),
        so no Move is made."""
        return _moves_of(self.mask)

    def is_legal(self, index: int) -> bool:
        """Whether the move of a move index is legal for :attr:`seat`."""
        return bool(self.mask >> index & 1) if index >= 0 else False


def _decision_class(table: IndexTable, nt: Any = None) -> type:
    """The Decision class of the games of a move-index layout: Decision
    itself for the public layout's moves; else a subclass whose moves()
    reads that layout (the plays of kinds 20-31, a wild listed without a
    color), made once per layout; with a notation (libuno.notation), one
    whose moves are that notation's, made once per layout and notation."""
    if nt is not None:
        return _notation_decision_class(table, nt)
    cls = table.decision_cls
    if cls is None:
        def moves(self: Decision) -> List[Move]:
            return table.moves_of(self.mask)
        moves.__doc__ = Decision.moves.__doc__

        def __reduce__(self: Decision) -> Any:
            return (_layout_decision, (table.count, table.colorless, tuple(self)))
        cls = type("Decision", (Decision,), {
            "__slots__": (), "__module__": __name__, "__doc__": Decision.__doc__,
            "moves": moves, "__reduce__": __reduce__})
        table.decision_cls = cls
    return cls


def _layout_decision(count: int, colorless: Tuple[int, ...],
                     fields: Tuple[Any, ...]) -> Decision:
    """A pickled Decision of a layout other than the public one, again."""
    from .state import _TABLES
    table = _TABLES.get((count, tuple(colorless)))
    if table is None:
        table = _TABLES[(count, tuple(colorless))] = IndexTable(count, tuple(colorless))
    return _new_tuple(_decision_class(table), fields)


DEFAULT_TABLE.decision_cls = Decision


def _notation_decision_class(table: IndexTable, nt: Any) -> type:
    key = ("decision", table)
    cls = nt._tables.get(key)
    if cls is None:
        by_index = nt.table_moves(table)

        def moves(self: Decision) -> List[Move]:
            out = []
            mask = self.mask
            m = mask
            while m:
                low = m & -m
                out.append(by_index[low.bit_length() - 1])
                m ^= low
            if table.extended and mask >> MOVE_INDEX_COUNT:
                out.sort(key=move_key)
            return out
        moves.__doc__ = Decision.moves.__doc__

        def __reduce__(self: Decision) -> Any:
            return (_notation_decision, (nt, table.count, table.colorless, tuple(self)))
        cls = type("Decision", (Decision,), {
            "__slots__": (), "__module__": __name__, "__doc__": Decision.__doc__,
            "moves": moves, "__reduce__": __reduce__})
        cls = nt._tables.setdefault(key, cls)
    return cls


def _notation_decision(nt: Any, count: int, colorless: Tuple[int, ...],
                       fields: Tuple[Any, ...]) -> Decision:
    """A pickled Decision of a game whose moves have a notation, again."""
    from .state import _TABLES
    table = _TABLES.get((count, tuple(colorless)))
    if table is None:
        table = _TABLES[(count, tuple(colorless))] = IndexTable(count, tuple(colorless))
    return _new_tuple(_decision_class(table, nt), fields)


def _moves_of(mask: int) -> List[Move]:
    """The cached Moves of the bits of a move-index mask, lowest first."""
    by_index = MOVES_BY_INDEX
    out = []
    while mask:
        low = mask & -mask
        out.append(by_index[low.bit_length() - 1])
        mask ^= low
    return out


# uno_decision as the library wrote it: native byte order, no padding
# before `faces` (view.h's layout, checked by _lib's size assert), then
# the mask.
_DECISION_HEAD = struct.Struct("=Ibbh")
_FACES_AT = _DECISION_HEAD.size
_MASK_AT = _FACES_AT + 8 * _lib.FACE_WORDS
_FACE_WORDS = struct.Struct("=%dQ" % _lib.FACE_WORDS)
_DECISION_WORDS = struct.Struct("=%dQ" % _lib.DECISION_WORDS)
_DECISION_INIT = bytes(UnoDecision(ctypes.sizeof(UnoDecision)))
_new_decision = UnoDecision.from_buffer_copy
_PHASES = {int(p): p for p in Phase}
# Little-endian 64-bit words laid end to end are one little-endian number:
# the mask is then a single int.from_bytes().
_LITTLE = sys.byteorder == "little"
_new_tuple = tuple.__new__


def _decide(g: GameP) -> bytes:
    """The bytes of ``uno_game_decision()`` for a game handle. The struct
    is made per call, never shared: two threads may ask one game at once."""
    d = _new_decision(_DECISION_INIT)
    rc = lib.uno_game_decision(g, d)
    if rc < 0:
        raise_status(rc, g)
    return bytes(d)


def _words_of(raw: bytes, at: int, words: struct.Struct) -> int:
    """64-bit words of a decision's bytes from `at`, as one int."""
    if _LITTLE:
        return int.from_bytes(raw[at:at + words.size], "little")
    out = 0
    for k, word in enumerate(words.unpack_from(raw, at)):
        out |= word << (64 * k)
    return out


def _mask_of(raw: bytes) -> int:
    """The move-index mask of a decision's bytes, as one int."""
    return _words_of(raw, _MASK_AT, _DECISION_WORDS)


def _index_arg(index: Any, count: int) -> int:
    """A move index from an int or anything integral (a numpy integer):
    TypeError otherwise, InvalidArgument outside the ``count`` indexes."""
    if isinstance(index, bool) or not hasattr(type(index), "__index__"):
        raise TypeError("a move index is an int, not %s" % type(index).__name__)
    return check_int(operator.index(index), "a move index", 0, count - 1)


#: Type of the hook callables (see :meth:`Game.set_hooks`).
SeatHook = Callable[["Game", int], Any]
CardHook = Callable[["Game", int, Card], Any]
EventHook = Callable[["Game", Event], Any]


class Game:
    """A match of UNO under one variant's rules, from the deal to its end.

    The game is a state machine with one pending decision at a time
    (:attr:`phase`) owned by one seat (:attr:`current_player`). That seat
    lists its :meth:`legal_moves` and :meth:`apply`-s one; other seats may
    call UNO, catch (and, with the jump-in house rule, jump in) with an
    explicit ``seat``. A refused move raises :class:`~libuno.IllegalMove` and
    changes nothing. When a round is over (:attr:`round_over`) deal the next
    with :meth:`next_round`, until :attr:`match_over`.

    Creating one::

        Game("classic", 4, seed=7)                      # a shuffled deal
        Game("classic", 4, seed=7, uno_penalty=4)       # an option
        Game("classic", 4, seed=7, options={"uno_penalty": 4})
        Game(Rules("partners", rotating_partners=1), 4)
        Game("classic", 2, deck=["R7", "G5", ...], dealer=1)   # scripted
        Game.from_hands("classic", ["R1 R2", "G1 G2"], first="R5")
        Game.from_hands("flip", ["RF:P4 R2:TSE", "G1:O6 G2:W"],
                        first="R5:P5")                  # two-sided cards

    Args:
        rules: a variant name (:func:`libuno.variants`) or a :class:`~libuno.Rules`.
        players: number of seats (the variant's allowed counts,
            :attr:`Rules.player_counts`).
        seed: 0 to 2**64-1; seeds every shuffle (and the dealer by lot). Same
            rules, seed and moves give the same game everywhere.
        options: option values to set on a copy of the rules, a dict of
            option names (or :class:`~libuno.Option`) to ints; any other
            keyword is an option too (``stacking=1``), as for
            :class:`~libuno.Rules`: :class:`~libuno.NotFound` for a name no
            option has, :class:`~libuno.NotSupported` for an option the
            variant lacks (:attr:`Rules.options <libuno.Rules.options>`
            lists those it has), :class:`~libuno.OutOfRange` for a value
            out of its bounds.
        deck: a scripted deck, front first (``Card`` or notation): cards are
            dealt one at a time from the dealer's left, the next is turned
            as the first discard, the rest is the draw pile (front drawn
            first). It must be exactly the variant's deck unless
            ``partial``. A card of two-sided cards (:attr:`Rules.sides
            <libuno.Rules.sides>` 2, ``flip``) is a pair, its light face then
            its dark face: ``("R5", "P3")``, or ``"R5:P3"`` as text
            (``"R5:P3 W:T7 ..."``), each face in the variant's notation.
        dealer: the first dealer's seat; -1 means by lot for a shuffled game
            (or the ``dealer`` option) and seat ``players-1`` for a scripted
            deck.
        partial: a scripted deck may be any part of the variant's deck.
        top_as_is: a scripted first discard is placed as it is, without
            first-card rules (a wild may carry its color: ``"W4/B"``).
        pairing: two-sided cards only: ``deck`` (the whole deck, as pairs)
            gives only which dark face each card has (FL-3's option); the
            game is dealt from ``seed`` as an unscripted one, ``dealer``
            -1 meaning the ``dealer`` option or the draw by lot
            (``UNO_SCRIPT_PAIRING``).

    :meth:`save` gives the game as bytes in the library's versioned save
    format and :meth:`load` makes a game from them (``pickle`` uses the
    same); :meth:`clone` copies a game in memory. Neither keeps hooks.

    Hooks (:meth:`set_hooks`) let Python callables answer decisions and
    receive every event. The game frees its C handle when it is garbage
    collected, or at once with :meth:`close` (or a ``with`` block).
    """

    # The move index of the game's variant (state.IndexTable) and the
    # Decision class of its games, found when first needed: the rules of a
    # game never change.
    _itable: Optional[IndexTable] = None
    # The sides of the variant's deck, once asked (the event hook asks at
    # every event); a game's rules never change.
    _nsides: Optional[int] = None
    _dcls: Optional[type] = None
    # The notations of the variant's sides (libuno.notation.notations_of():
    # None where the library's own writes them) and, for two-sided cards,
    # the Decision class of the dark side.
    _nts: Any = None
    _dcls_dark: Optional[type] = None

    def __init__(self, rules: Union[str, Rules], players: int, seed: int = 0,
                 options: Optional[Dict[str, int]] = None,
                 deck: Optional[Iterable[CardLike]] = None, dealer: int = -1,
                 partial: bool = False, top_as_is: bool = False,
                 pairing: bool = False, **kw_options: int) -> None:
        self._adopt(None)
        options = merge_options(options, kw_options, "Game()") or None
        check_int(players, "players")
        check_int(seed, "seed", 0, UINT64_MAX)
        check_int(dealer, "dealer")
        if not isinstance(partial, bool) or not isinstance(top_as_is, bool) or \
                not isinstance(pairing, bool):
            raise TypeError("partial, top_as_is and pairing are bools")
        if deck is None and (partial or top_as_is or pairing):
            raise ValueError("partial, top_as_is and pairing apply to a scripted deck")

        own: Optional[Rules] = None
        if isinstance(rules, Rules):
            table = rules
        elif isinstance(rules, str):
            table = None
        else:
            raise TypeError("rules is a variant name or a libuno.Rules, not %s"
                            % type(rules).__name__)
        if options or (deck is None and dealer != -1):
            own = Rules(table if table is not None else rules)  # type: ignore[arg-type]
            own.update(options or {})
            table = own
        ptr = table._p if table is not None else _builtin(rules)  # type: ignore[arg-type]

        info = table if table is not None else Rules(rules)  # type: ignore[arg-type]
        if not _lib.HAS_RULES_CHECK and not info.allows_players(players):
            raise InvalidArgument(Status.EINVAL, "%s is played by %s players, "
                                  "not %d" % (info.name, _counts(info.player_counts),
                                              players))
        if not -1 <= dealer < players:
            raise InvalidArgument(Status.EINVAL, "dealer is -1 or a seat "
                                  "0-%d, not %d" % (players - 1, dealer))
        if deck is None and dealer != -1:
            own["dealer"] = dealer  # type: ignore[index]
        if _lib.HAS_RULES_CHECK:
            # The library's own reason for refusing these rules and seats
            # (uno_rules_check()): a failed uno_game_new() has no game to
            # keep a message in.
            refused = _lib.rules_check(ptr, players)
            if refused is not None:
                raise_status(refused[0], None, refused[1])

        out = GameP()
        if deck is None:
            lib.uno_game_new(byref(out), ptr, players, seed, None, None)
        else:
            if info.sides == 2:
                # Two-sided cards: each card is two entries, light then dark.
                pairs = _pair_list(deck, "deck", info)
                count = len(pairs)
                cards = [face for pair in pairs for face in pair]
            else:
                cards = _card_list(deck, "deck")
                count = len(cards)
            if count > MAX_DECK:
                raise DeckError(Status.EDECK, "a deck has at most %d cards, "
                                "not %d" % (MAX_DECK, count))
            arr = (UnoCard * max(1, len(cards)))(*[c._c() for c in cards])
            flags = (SCRIPT_PARTIAL if partial else 0) | \
                    (SCRIPT_TOP_AS_IS if top_as_is else 0) | \
                    (_lib.DEFINES["SCRIPT_PAIRING"] if pairing else 0)
            try:
                lib.uno_game_new_scripted(byref(out), ptr, players, seed, arr,
                                          len(cards), dealer, flags, None, None)
            except UnoError as e:
                raise type(e)(e.status, "%s: the scripted deck of %d cards is "
                              "refused (%s)" % (info.name, count, e.strerror)) \
                    from None
        self._g = out

    # ---- construction helpers ----

    @classmethod
    def from_hands(cls, rules: Union[str, Rules], hands: Sequence[Union[str, Iterable[CardLike]]],
                   first: Union[str, Iterable[CardLike]],
                   draw: Union[str, Iterable[CardLike]] = (), *,
                   fill: bool = True, dealer: int = -1, seed: int = 1,
                   options: Optional[Dict[str, int]] = None,
                   top_as_is: bool = False, side: int = 0, **kw_options: int) -> "Game":
        """A game set up at a position: each seat's hand, the first
        discard and the draw pile (``uno_game_new_from_hands()``).

        Deals ``hands[s]`` to seat ``s``, each hand of its own size (one
        card at least), turns ``first`` (the first discard, then any cards
        turned after a returned or covered one; with ``top_as_is`` it is
        simply placed, a wild carrying its color: ``"W4/B"``), and puts
        ``draw`` on the draw pile, front drawn first. With ``fill`` the
        rest of the variant's deck follows in canonical order (the game
        plays with the whole deck); without, with the listed cards only.
        Cards are notation strings in the variant's notation (``"R1 R2
        W4"``, No Mercy's ``"RDA"``), or lists of Cards and such strings.
        The dealer defaults (-1) to the last seat, so seat 0 plays first.
        The rules are not changed: the next round deals their
        ``hand_size`` from a shuffle, as every round after the first.
        Options are set as for :class:`Game`, in ``options`` or as
        keywords (``stacking=1``).

        With two-sided cards (``flip``) every card is a pair of faces,
        light then dark, ``"R1:P4 R2:TSE"`` or ``[("R1", "P4"), ...]``
        (as :class:`Game`'s ``deck``); ``fill`` pairs the light and the
        dark faces left over each in canonical order. ``side=1`` sets the
        position up dark side up (FL-1 deals every round light side up;
        this is a position, and the next round is dealt light side up).

        Raises :class:`~libuno.DeckError` for cards the variant's deck
        does not have (or not as often), :class:`~libuno.ParseError` for
        text that is no card of it, :class:`~libuno.InvalidArgument` for a
        seat count, dealer or side the variant does not have or an empty
        hand, TypeError for arguments of the wrong type."""
        if isinstance(hands, str) or not isinstance(hands, Sequence):
            raise TypeError("hands is a list with one hand per seat")
        if not isinstance(rules, (str, Rules)):
            raise TypeError("rules is a variant name or a libuno.Rules")
        for name, flag in (("fill", fill), ("top_as_is", top_as_is)):
            if not isinstance(flag, bool):
                raise TypeError("%s is a bool, not %s" % (name, type(flag).__name__))
        options = merge_options(options, kw_options, "Game.from_hands()")
        players = len(hands)
        check_int(dealer, "dealer")
        check_int(seed, "seed", 0, UINT64_MAX)
        check_int(side, "side")
        table = Rules(rules)
        table.update(options or {})
        if not table.allows_players(players):
            raise InvalidArgument(Status.EINVAL, "%s is played by %s players, not %d"
                                  % (table.name, _counts(table.player_counts), players))
        if not -1 <= dealer < players:
            raise InvalidArgument(Status.EINVAL, "dealer is -1 or a seat 0-%d, not %d"
                                  % (players - 1, dealer))
        if not 0 <= side < table.sides:
            raise InvalidArgument(Status.EINVAL, "%s has %s, not a side %d" % (
                table.name, "one side" if table.sides == 1 else "sides 0 and 1", side))
        if table.sides == 2:
            listed = [_pair_list(h, "hand", table) for h in hands]
            rest = _pair_list(first, "first", table) + _pair_list(draw, "draw", table)
            flat = [face for part in listed + [rest] for pair in part for face in pair]
        else:
            listed = [_card_list(h, "hand", table) for h in hands]
            rest = _card_list(first, "first", table) + _card_list(draw, "draw", table)
            flat = [c for part in listed + [rest] for c in part]
        empty = [s for s, h in enumerate(listed) if not h]
        if empty:
            raise InvalidArgument(Status.EINVAL, "every seat holds one card or more; "
                                  "seat %d has none" % empty[0])
        if len(flat) > 2 * MAX_DECK:
            raise DeckError(Status.EDECK, "%s: %d cards are more than its deck"
                            % (table.name, len(flat) // table.sides))
        arr = (UnoCard * max(1, len(flat)))(*[c._c() for c in flat])
        sizes = (c_int * players)(*[len(h) for h in listed])
        flags = (SCRIPT_FILL if fill else SCRIPT_PARTIAL) | \
                (SCRIPT_TOP_AS_IS if top_as_is else 0)
        out = GameP()
        try:
            lib.uno_game_new_from_hands(byref(out), table._p, players, seed, arr,
                                        len(flat), sizes, dealer, side, flags, None, None)
        except UnoError as e:
            raise type(e)(e.status, "%s: the position is refused (%s): %s" % (
                table.name, e.strerror, _refusal(table, listed, rest, fill))) from None
        return Game.__new__(cls)._adopt(out)

    def clone(self) -> "Game":
        """An independent copy that continues exactly as this game would for
        the same moves (``uno_game_clone()``). The copy has no hooks."""
        out = GameP()
        lib.uno_game_clone(byref(out), self._p)
        copy = Game.__new__(Game)._adopt(out)
        # The same variant: the same move index and notations.
        copy._itable, copy._dcls, copy._dcls_dark = self._itable, self._dcls, self._dcls_dark
        copy._nts = self._nts
        return copy

    def _adopt(self, handle: Optional[GameP]) -> "Game":
        """Sets up a Game object for a C handle it now owns; returns it."""
        self._g: Optional[GameP] = handle
        self._hook_error: Optional[BaseException] = None
        # A hook's answer the rules refuse: it still goes to the library,
        # which reports it as a HOOK_REFUSED event, and is raised after.
        self._hook_refusal: Optional[BaseException] = None
        self._hooks: Dict[str, Callable[..., Any]] = {}
        # The hook table and its ctypes callbacks, alive while installed.
        self._keep: Any = None
        # How many calls that may run hooks are under way on this game.
        self._calls = 0
        return self

    __copy__ = clone

    def save(self) -> bytes:
        """The game in libuno's save format (``uno_game_save()``): compact,
        versioned, endian-neutral bytes that :meth:`load` turns back into a
        game answering every query and move exactly as this one. Hooks are
        not saved. NotImplementedError if the loaded libuno has no
        save/load functions."""
        _need_save()
        g = self._p
        cap = _lib.SAVE_MAX
        while True:
            buf = (ctypes.c_uint8 * cap)()
            n = lib.uno_game_save(g, buf, cap)
            if n <= cap:
                return bytes(buf[:n])
            cap = n     # the size it needs: a too small buffer is left empty

    @classmethod
    def load(cls, data: Union[bytes, bytearray, memoryview]) -> "Game":
        """A game from bytes made by :meth:`save` (``uno_game_load()``).
        The library checks everything it reads: anything that is not a
        consistent saved game raises :class:`~libuno.FormatError` (a
        ValueError); a non-bytes argument raises TypeError."""
        _need_save()
        if not isinstance(data, (bytes, bytearray, memoryview)):
            raise TypeError("load() takes bytes, not %s" % type(data).__name__)
        raw = bytes(data)
        out = GameP()
        try:
            lib.uno_game_load(byref(out), raw, len(raw), None, None)
        except UnoError as e:
            raise type(e)(e.status, "not a saved game (%d bytes): %s"
                          % (len(raw), e.strerror)) from None
        return Game.__new__(cls)._adopt(out)

    def __reduce__(self):
        return (Game.load, (self.save(),))

    def __deepcopy__(self, memo: Any) -> "Game":
        return self.clone()

    def close(self) -> None:
        """Frees the C game now. Any later use raises ValueError.

        From inside one of this game's hooks the game is closed at once for
        Python, and the library frees it when the call that ran the hook
        (:meth:`apply`, :meth:`next_round`, :meth:`set_hooks`) returns; no
        further hook is asked meanwhile."""
        g, self._g = self._g, None
        if g:
            lib.uno_game_free(g)
        if not self._calls:
            # Else the callbacks may still be on the C stack: the call
            # under way lets go of them as it returns (_call_hooked).
            self._keep = None
            self._hooks = {}

    def __enter__(self) -> "Game":
        return self

    def __exit__(self, *exc: Any) -> None:
        self.close()

    def __del__(self) -> None:
        g = getattr(self, "_g", None)
        if g and lib is not None:
            self._g = None
            lib.uno_game_free(g)

    @property
    def _p(self) -> GameP:
        g = self._g
        if not g:
            raise ValueError("the game is closed")
        return g

    def _index_table(self) -> IndexTable:
        """The move index of the game's variant (made once per game)."""
        t = self._itable
        if t is None:
            nts = self._notations()
            t = index_table(lib.uno_game_rules(self._p))
            self._dcls = _decision_class(t, nts[0])
            if nts[1] is not None:
                self._dcls_dark = _decision_class(t, nts[1])
            self._itable = t
        return t

    def _notations(self) -> Any:
        """The notations of the variant's sides, found once per game."""
        nts = self._nts
        if nts is None:
            nts = self._nts = notations_of(lib.uno_game_rules(self._p))
        return nts

    def _nt(self, side: Optional[int] = None) -> Any:
        """The notation of the side in play (or of ``side``), or None for
        the library's own: what the cards and moves the game hands out
        carry."""
        nts = self._nts or self._notations()
        if nts[1] is None:
            return nts[0]
        return nts[lib.uno_game_side(self._p) if side is None else side]

    @property
    def move_index_count(self) -> int:
        """The number of move indexes of the game's variant
        (``uno_rules_move_index_count()``, :attr:`Rules.move_index_count
        <libuno.Rules.move_index_count>`): :data:`~libuno.MOVE_INDEX_COUNT`
        (272), or :data:`~libuno.MOVE_INDEX_MAX` (398) for a variant that
        deals kinds 20-31 (``no-mercy``). :meth:`apply_index` takes 0 to
        this minus one; :meth:`legal_mask` has this many bytes."""
        return self._index_table().count

    def _seat(self, seat: Any) -> int:
        check_int(seat, "seat")
        n = lib.uno_game_players(self._p)
        if not 0 <= seat < n:
            raise InvalidArgument(Status.EINVAL, "seat %d is out of range "
                                  "(0-%d)" % (seat, n - 1))
        return seat

    def _viewer(self, seat: Any) -> int:
        """A seat, or :data:`~libuno.SPECTATOR`."""
        check_int(seat, "seat")
        if seat == SPECTATOR:
            if not _lib.HAS_TELL:
                raise NotSupported(Status.ENOTSUP, "this libuno (%s) has no "
                                   "spectator (1.0 does)" % _lib.VERSION_STRING)
            return seat
        return self._seat(seat)

    def _raise_hook_error(self) -> None:
        # A refused answer came first: after an exception no hook runs.
        err = self._hook_refusal or self._hook_error
        self._hook_refusal = None
        self._hook_error = None
        if err is not None:
            raise err

    def _drop_hook_errors(self) -> None:
        self._hook_refusal = None
        self._hook_error = None

    def _call_hooked(self, fn: Callable[..., int], *args: Any) -> int:
        """Runs a library call that may ask this game's hooks and returns
        its status. A hook may close the game meanwhile: the library frees
        it as the call returns, the callbacks stay alive until then, and
        the caller must check :meth:`_closed_by_hook` before it touches the
        handle again."""
        g = self._p
        self._calls += 1
        try:
            return fn(g, *args)
        finally:
            self._calls -= 1
            if not self._g and not self._calls:
                self._keep = None
                self._hooks = {}

    def _closed_by_hook(self, rc: int) -> bool:
        """After :meth:`_call_hooked`: whether a hook closed the game. If so,
        the hook's exception or the call's error is raised, without asking
        the (freed) game for its message."""
        if self._g:
            return False
        self._raise_hook_error()
        if rc < 0:
            raise_status(rc, None, "the game was closed by a hook")
        return True

    # ---- moves ----

    def legal_moves(self, seat: Optional[int] = None) -> List[Move]:
        """Every legal move of a seat in canonical order (the order
        :class:`~libuno.Move` sorts in, ``uno_move_compare()``: see
        :mod:`libuno.cards`), no duplicates (``uno_game_legal_moves()``).

        ``seat`` defaults to :attr:`current_player`; when the round is over
        the list is empty. For the seat to decide: its plays (wilds once per
        color, with ``!`` too when the play leaves one card), draw or pass,
        and answers to the pending decision; for any seat: catches and an
        UNO call, when allowed. A wild played without a color (``W4``) is
        legal too but not listed.

        The list is new on every call, but its moves are shared values:
        for the seat to decide they are the moves of
        :func:`libuno.move_from_index`, found from one ``uno_game_decision()``
        call without making a Move (identical objects, ``is``, call after
        call).
        """
        g = self._p
        if seat is not None:
            self._seat(seat)
        if _lib.HAS_FAST:
            # For the seat to decide the decision's mask is the list: every
            # listed move has an index, and index order is the list's
            # canonical order (python/tests/test_fast.py checks both in
            # every variant), so one call and the shared Moves do.
            raw = _decide(g)
            current = raw[4] if raw[4] < 128 else -1   # the int8 seat
            if seat is None or seat == current:
                if current < 0:
                    return []
                t = self._itable or self._index_table()
                nts = self._nts or self._notations()
                if t is DEFAULT_TABLE and nts[0] is None and nts[1] is None:
                    return _moves_of(_mask_of(raw))
                # A variant with its own layout (kinds 20-31, a wild
                # listed without a color): its table, sorted back; in its
                # notation, on the side in play.
                moves = t.moves_of(_mask_of(raw))
                nt = self._nt()
                return moves if nt is None else nt.moves(moves)
        elif seat is None:
            seat = lib.uno_game_current_player(g)
            if seat is None:
                return []
        buf = MOVE_BUF()
        n = lib.uno_game_legal_moves(g, seat, buf, MAX_MOVES)
        raw = ctypes.string_at(buf, 8 * min(n, MAX_MOVES))
        nt = self._nt()
        if nt is not None:
            return [nt.move(raw[i:i + 8]) for i in range(0, len(raw), 8)]
        get = _lib_moves_get
        return [get(raw[i:i + 8]) or move_from_raw(raw[i:i + 8])
                for i in range(0, len(raw), 8)]

    def check(self, move: MoveLike, seat: Optional[int] = None) -> Verdict:
        """Whether ``seat`` (default: the current player) may make ``move``
        now, and if not why: a :class:`Verdict` ``(legal, reason,
        message)``, true when legal. In referee mode a play the rules
        refuse but the referee lets stand as a misplay (R-2) is legal, with
        the rule it breaks as its reason. Never raises for an illegal or
        malformed move; raises ParseError for bad notation, TypeError and
        ValueError for bad arguments."""
        m = self._to_move(move)
        g = self._p
        if seat is None:
            seat = lib.uno_game_current_player(g)
            if seat is None:
                seat = 0
        else:
            self._seat(seat)
        reason = c_int()
        rc = lib.uno_game_check_move(g, seat, m._c(), byref(reason))
        if rc == 0:
            # Legal; in referee mode a misplay that would stand is
            # legal too, with the rule it breaks as its reason.
            return Verdict(True, _reason(reason.value),
                           lib.uno_reason_message(reason.value))
        if rc in (Status.EILLEGAL, Status.ETURN) or \
                (rc == Status.EINVAL and reason.value == Reason.MALFORMED):
            return Verdict(False, _reason(reason.value),
                           lib.uno_reason_message(reason.value))
        raise_status(rc, g)
        raise AssertionError("unreachable")

    def is_legal(self, move: MoveLike, seat: Optional[int] = None) -> bool:
        """``bool(self.check(move, seat))``."""
        return self.check(move, seat).legal

    def apply(self, move: MoveLike, seat: Optional[int] = None) -> None:
        """Applies a move (a :class:`~libuno.Move` or its notation, ``"W4/B"``)
        for ``seat``, by default the seat owning the pending decision; name
        another seat for an UNO call, a catch or a jump-in.

        The move is applied with all its effects, then hooks answer the
        decisions that follow. A refused move changes nothing and raises
        :class:`~libuno.IllegalMove` (:class:`~libuno.NotYourTurn` for another
        seat's decision) with the :class:`~libuno.Reason` and the game's
        message. If a hook raised, the move stands, the decision the hook
        was asked stays pending, and its exception is raised from here.
        """
        m = self._to_move(move)
        g = self._p
        if seat is None:
            seat = lib.uno_game_current_player(g)
            if seat is None:
                seat = 0  # round over: the library says GAME_OVER
        else:
            self._seat(seat)
        rc = self._call_hooked(lib.uno_game_apply, seat, m._c())
        if self._closed_by_hook(rc):
            return
        if rc < 0:
            self._drop_hook_errors()
            self._refused(rc, m, seat)
        self._raise_hook_error()

    def _to_move(self, move: MoveLike) -> Move:
        """A Move, or text in this game's own notation: a variant of one's
        own may have kinds with symbols of its own. Text gives a move of
        the game's notation, on the side whose letters it is written in
        (the side in play when both write it alike)."""
        if not isinstance(move, str) or not _lib.HAS_NOTATION:
            return to_move(move)
        nt = self._nt()
        if nt is not None:
            try:
                return nt.parse_move(move)
            except ParseError:
                to_move(move)  # ParseError for text that is no move at all
                raise
        raw = move.encode("utf-8") if len(move) <= 64 else b""
        out = _lib.UnoMove()
        if not raw or b"\0" in raw or lib.uno_rules_move_parse(
                lib.uno_game_rules(self._p), raw, len(raw), byref(out)) != Status.OK:
            to_move(move)  # raises ParseError for text that is no move at all
            raise ParseError(Status.EPARSE, "not a move of %s: %r" % (self.variant, move))
        return move_from_raw(bytes(out))

    def _refused(self, rc: int, m: Move, seat: int) -> None:
        g = self._p
        nt = self._nt()
        if nt is not None:
            m = nt.of_move(m)  # the refused move, in the game's words
        message = lib.uno_game_errmsg(g)
        if rc in (Status.EILLEGAL, Status.ETURN):
            # uno_game_apply() gives no reason: ask the oracle again (the
            # refused move changed nothing, so it answers the same).
            reason = c_int()
            lib.uno_game_check_move(g, seat, m._c(), byref(reason))
            cls = NotYourTurn if rc == Status.ETURN else IllegalMove
            raise cls(rc, message or "seat %d, %s: %s" % (
                seat, m, lib.uno_reason_message(reason.value)),
                reason=reason.value, move=m, seat=seat)
        # UNO_EINVAL: a malformed move (a target beyond the table, ...).
        raise_status(rc, g, message)

    def decision(self) -> Decision:
        """The pending decision in one library call
        (``uno_game_decision()``): a :class:`Decision` with the seat to
        decide (None when no round is in progress), the phase, and that
        seat's legal moves as a mask over the move index. With
        :meth:`apply_index` it is the quick way to play move by move::

            d = game.decision()
            while d.seat is not None:
                game.apply_index(choose(d.indexes()), d.seat)
                d = game.decision()

        Other seats may still have moves out of turn (a catch, a late UNO
        call, a jump-in): ask :meth:`legal_moves` with their seat."""
        if not _lib.HAS_FAST:
            _need_fast()
        raw = _decide(self._p)
        cls = self._dcls
        if cls is None:
            self._index_table()
            cls = self._dcls
        if self._dcls_dark is not None and lib.uno_game_side(self._p):
            cls = self._dcls_dark
        _, seat, phase, count = _DECISION_HEAD.unpack_from(raw)
        # tuple.__new__ straight: the NamedTuple's own __new__ is a Python
        # function, a measurable part of a call made once per move.
        if _LITTLE:
            faces = int.from_bytes(raw[_FACES_AT:_MASK_AT], "little")
            mask = int.from_bytes(raw[_MASK_AT:], "little")
        else:
            faces = _words_of(raw, _FACES_AT, _FACE_WORDS)
            mask = _mask_of(raw)
        return _new_tuple(cls, (
            None if seat < 0 else seat, _PHASES.get(phase, phase), count, faces, mask))

    def apply_index(self, index: int, seat: Optional[int] = None) -> None:
        """Applies the move of a move index (``uno_game_apply_index()``):
        :meth:`apply` with :func:`libuno.move_from_index(index)
        <libuno.move_from_index>`, with the same effects, hooks and errors (a
        refused move raises :class:`~libuno.IllegalMove` with the reason and
        changes nothing), in one library call for a play, draw or pass of
        the seat to decide.

        ``index`` is an int (or a numpy integer) from 0 to
        :attr:`move_index_count` ``- 1`` (``MOVE_INDEX_COUNT - 1`` in the
        public layout). ``seat`` defaults to the seat owning the
        pending decision, as for :meth:`apply`; passing
        :attr:`Decision.seat` saves asking the library for it."""
        if type(index) is not int or not 0 <= index < MOVE_INDEX_COUNT:
            # Past the public layout: the game's variant says how far.
            index = _index_arg(index, (self._itable or self._index_table()).count)
        g = self._p
        if not _lib.HAS_FAST:
            _need_fast()
        if seat is None:
            seat = lib.uno_game_current_player(g)
            if seat is None:
                seat = 0  # round over: the library says GAME_OVER
        elif type(seat) is not int or not 0 <= seat < _lib.MAX_PLAYERS:
            # The library checks the seat against the table (EINVAL, and
            # _refused_index raises apply()'s error); here only a seat
            # that cannot cross into C is refused.
            check_int(seat, "seat")
        if self._keep is None:
            # No hooks: nothing can run Python code or close the game
            # during the call, so none of _call_hooked's care is needed.
            rc = lib.uno_game_apply_index(g, seat, index)
            if rc < 0:
                self._refused_index(rc, index, seat)
            return
        rc = self._call_hooked(lib.uno_game_apply_index, seat, index)
        if self._closed_by_hook(rc):
            return
        if rc < 0:
            self._drop_hook_errors()
            self._refused_index(rc, index, seat)
        self._raise_hook_error()

    def _refused_index(self, rc: int, index: int, seat: int) -> None:
        if rc == Status.EINVAL:
            self._seat(seat)  # a seat beyond the table: apply()'s error
        self._refused(rc, self._index_table().moves[index], seat)

    def reset(self, seed: int) -> None:
        """Starts over as a new game from ``seed`` on the same handle
        (``uno_game_reset()``): afterwards the game is exactly
        ``Game(rules, players, seed=seed)`` for its rules and player count
        (a scripted game is dealt from the variant's whole deck, shuffled),
        without allocating. Hooks stay installed and see the new deal; a
        started move log starts over. :class:`~libuno.Busy` from a hook."""
        check_int(seed, "seed", 0, UINT64_MAX)
        _need_fast()
        rc = self._call_hooked(lib.uno_game_reset, seed)
        if self._closed_by_hook(rc):
            return
        if rc < 0:
            raise_status(rc, self._g)
        self._raise_hook_error()

    def next_round(self) -> None:
        """Deals the next round after one ended (the dealer passes left,
        G-5). :class:`~libuno.InvalidState` while the round is being played or
        once the match is over. Hooks run for the new deal; an exception
        raised in one is raised from here."""
        rc = self._call_hooked(lib.uno_game_next_round)
        if self._closed_by_hook(rc):
            return
        if rc < 0:
            raise_status(rc, self._g)
        self._raise_hook_error()

    def playout(self, seed: int, policy: Union[str, int] = "uniform") -> int:
        """Plays the current round to its end inside the library
        (``uno_game_playout()``): every decision is taken by ``policy``,
        ``"uniform"`` (any legal move of the seat to decide) or
        ``"reference"`` (a random playable card, else draw and play the
        drawn card if it can be played, always calling UNO), with a
        generator seeded from ``seed`` (0 to 2**64-1). The same state and
        seed always give the same game. Hooks are not asked and no event is
        delivered meanwhile; they stay installed. Returns the number of
        moves applied. :class:`~libuno.InvalidState` when no round is in
        progress; use it on a :meth:`clone` to keep the game itself."""
        policy = playout_policy(policy)
        check_int(seed, "seed", 0, UINT64_MAX)
        return lib.uno_game_playout(self._p, seed, int(policy))

    def advance(self, bots: Sequence[Optional[Any]], max_moves: int = 0) -> int:
        """Lets the library's bots play their seats (``uno_game_advance()``)
        until a seat without a bot must decide, the round (or match) is
        over, or ``max_moves`` moves were applied (0: no limit). Returns
        the number of moves applied: 0 when a seat without a bot is to
        decide at once, or no round is in progress.

        ``bots`` has one :class:`~libuno.Bot` or None per seat, from seat 0;
        seats past its end have no bot (``[]`` moves nothing). Before
        every move each bot, clockwise from the seat to decide, may first
        make a move out of turn (its UNO call, a catch, a jump-in,
        :meth:`Bot.act <libuno.Bot.act>`); then the bot of the seat to decide
        answers (:meth:`Bot.choose <libuno.Bot.choose>`). A host whose
        players may also catch or jump in passes ``max_moves=1`` and
        offers them their moves between calls::

            bots = [None, libuno.Bot("greedy"), libuno.Bot("search", seed=2)]
            while not game.round_over:
                game.advance(bots)          # the bots play
                if not game.round_over:     # seat 0 decides
                    game.apply(ask_the_player(game.legal_moves()))

        Hooks run as for :meth:`apply`. When one raises, the bots stop
        after the move that ran it and the exception is raised from here,
        that move and the ones before it applied; so does the error of a
        move the library refuses on the way (a hook's answer, say).
        TypeError for a ``bots`` entry that is not a Bot or None;
        :class:`~libuno.InvalidArgument` for more entries than seats or a
        negative ``max_moves``; NotImplementedError if the loaded libuno
        has no ``uno_game_advance()``."""
        from .bot import bot_table
        if not _lib.HAS_ADVANCE:
            raise NotImplementedError("the libuno loaded (%s) has no "
                                      "uno_game_advance()" % _lib.LIBRARY_PATH)
        if isinstance(bots, (str, bytes)) or not isinstance(bots, Sequence):
            raise TypeError("bots is a list with one libuno.Bot or None per "
                            "seat, not %s" % type(bots).__name__)
        g = self._p
        # The list keeps the Bots (and so their handles) alive for the call.
        bots, arg = bot_table(bots, lib.uno_game_players(g), "a game")
        check_int(max_moves, "max_moves", 0)
        if self._keep is None:
            # No hooks: no Python code runs, one call plays it all.
            rc = lib.uno_game_advance(g, arg, len(bots), max_moves)
            if rc < 0:
                raise_status(rc, g)
            return rc
        # With hooks, a move at a time, so that an exception raised in a
        # hook stops the bots after the move that raised it (the library
        # would play on: an event hook cannot stop it). The library's loop
        # is the same move after move, so the game is the same.
        done = 0
        while not max_moves or done < max_moves:
            rc = self._call_hooked(lib.uno_game_advance, arg, len(bots), 1)
            if self._closed_by_hook(rc):
                return done
            if rc < 0:
                err = self._hook_refusal or self._hook_error
                self._drop_hook_errors()
                if err is not None:
                    raise err
                raise_status(rc, g)
            self._raise_hook_error()
            if rc == 0:
                break
            done += rc
        return done

    # ---- hooks ----

    def set_hooks(self, *, choose_color: Optional[SeatHook] = None,
                  challenge: Optional[SeatHook] = None,
                  draw: Optional[CardHook] = None,
                  event: Optional[EventHook] = None,
                  cast: Optional[SeatHook] = None,
                  give: Optional[SeatHook] = None,
                  swap: Optional[SeatHook] = None) -> None:
        """Installs Python callables as the game's hooks, replacing every
        hook set before (``set_hooks()`` with no argument removes them all).

        Each is called synchronously during a call on this game, with the
        game (which it may read but not change: changing calls raise
        :class:`~libuno.Busy`) and the seat concerned. A decision hook returns
        its answer, or None to leave the decision pending (the game then
        waits for the move, as if the hook were not set):

        - ``choose_color(game, seat)`` -> a :class:`~libuno.Color` (or ``"B"``,
          or 0-3), for a wild played without a color or turned up first.
        - ``challenge(game, seat)`` -> True to challenge the draw card
          played at ``seat``, False to accept it.
        - ``draw(game, seat, card)``: before ``seat`` draws; ``card`` is the
          top of the draw pile. Return None to draw it, or another Card
          (or its notation, in the game's own: ``"RDA"`` in No Mercy) to
          draw that one instead (a physical deck; ignored unless it is in
          the draw pile).
        - ``event(game, event)``: every :class:`Event`, in order.
        - ``cast(game, seat)`` -> the seat that gets all the cards a Casting
          Call turned (:attr:`turned`), or ``"deal"`` (:data:`libuno.CAST_DEAL`).
        - ``give(game, seat)`` -> the next Card (or its notation, as for
          ``draw``) ``seat`` gives its teammate who went out (Teams,
          :attr:`gives_left` more to give).
        - ``swap(game, seat)`` -> the seat to swap hands with (Seven-O).

        If a decision is pending that a new hook answers, it is asked at
        once, within this call.

        Errors in hooks are not lost. If a hook raises, or answers with a
        value of the wrong type or a move the game refuses, the decision
        stays pending, no further hook is called during that library call,
        and the exception (TypeError, ValueError, IllegalMove, or the hook's
        own) is raised from the call that ran the hook: :meth:`apply`,
        :meth:`next_round` or :meth:`set_hooks`.

        The callables (and the C trampolines made for them) are kept alive
        by the game while they are installed. :meth:`clone` copies no hooks.
        """
        given = dict(choose_color=choose_color, challenge=challenge, draw=draw,
                     event=event, cast=cast, give=give, swap=swap)
        for name, fn in given.items():
            if fn is not None and not callable(fn):
                raise TypeError("hook %s must be callable, not %s"
                                % (name, type(fn).__name__))
        g = self._p
        table = UnoHooks()
        table.size = ctypes.sizeof(UnoHooks)
        keep = []
        ref = weakref.ref(self)
        for name, fn in given.items():
            if fn is None:
                continue
            tramp = _TRAMPOLINES[name](ref, fn)
            keep.append(tramp)
            setattr(table, name, tramp)
        active = {k: v for k, v in given.items() if v is not None}
        old_keep = self._keep
        # The new trampolines must be alive while the library asks them
        # inside this call already.
        self._keep = (table, keep, old_keep)
        self._drop_hook_errors()
        rc = self._call_hooked(lib.uno_game_set_hooks,
                               table if active else None, None)
        if self._closed_by_hook(rc):
            return
        if rc < 0:
            self._keep = old_keep
            raise_status(rc, g)
        self._keep = (table, keep)
        self._hooks = active
        self._raise_hook_error()

    @property
    def hooks(self) -> Dict[str, Callable[..., Any]]:
        """The Python hooks installed, by name (a copy)."""
        return dict(self._hooks)

    # ---- state ----

    @property
    def players(self) -> int:
        """The number of seats."""
        return lib.uno_game_players(self._p)

    @property
    def rules(self) -> Rules:
        """A copy of the game's rule table (changing it changes nothing in
        the game)."""
        return Rules._copy_of(lib.uno_game_rules(self._p))

    @property
    def variant(self) -> str:
        """The variant's name."""
        return lib.uno_rules_name(lib.uno_game_rules(self._p))

    @property
    def phase(self) -> Phase:
        """The kind of decision pending (:class:`~libuno.Phase`)."""
        return Phase(lib.uno_game_phase(self._p))

    @property
    def current_player(self) -> Optional[int]:
        """The seat owning the pending decision (during ``CHALLENGE`` the
        seat that may challenge); None when the round or match is over."""
        return lib.uno_game_current_player(self._p)

    @property
    def direction(self) -> int:
        """1 clockwise (increasing seats), -1 counterclockwise."""
        return lib.uno_game_direction(self._p)

    @property
    def top_card(self) -> Card:
        """The top card of the discard pile; a wild carries the color named
        for it (``W4/B``), or none while it is still to be named."""
        c = UnoCard()
        lib.uno_game_top_card(self._p, byref(c))
        nt = self._nt()
        return card_from_pair(c.kind, c.color) if nt is None else nt.card(c.kind, c.color)

    @property
    def current_color(self) -> Optional[Color]:
        """The current color (G-1); None while a wild's color is to be
        named (or a wild turned up first matches anything)."""
        c = lib.uno_game_current_color(self._p)
        nt = self._nt()
        if nt is not None:
            return nt.color(c)
        return None if c >= NO_COLOR else Color(c)

    @property
    def side(self) -> int:
        """The side of two-sided cards in play (``uno_game_side()``, FL-4):
        0 light, 1 dark; always 0 for a one-sided deck. Every card the
        game reports (hands, the top card, moves, events, views) is a face
        of this side, its colors 0-3 pink, teal, orange and purple on the
        dark side (:meth:`card_text` writes them so). A Flip turns every
        card over (``EventType.FLIP``); every round starts light side up."""
        if not _lib.HAS_SIDES:
            return 0
        return lib.uno_game_side(self._p)

    def hidden_faces(self, seat: int, target: int) -> List[Card]:
        """What ``seat`` sees of the faces not in play
        (``uno_game_hidden_faces()``, FL-5), in canonical order: of
        ``target``'s hand (a seat; its own hand shows it nothing), or with
        ``target`` :data:`libuno.DRAW_PILE` the hidden face of the draw
        pile's top card (a list of one, or none when the pile is empty).
        Faces of the side not in play (:meth:`card_text` with ``side``
        ``1 - game.side`` names them), wilds without a color; empty for a
        one-sided deck. ``seat`` may be :data:`libuno.SPECTATOR`, who sees
        no hand's hidden faces, only the draw pile's."""
        g = self._p
        self._viewer(seat)
        check_int(target, "target")
        if target != DRAW_PILE:
            self._seat(target)
        if not _lib.HAS_SIDES:
            return []
        buf = CARD_BUF()
        n = lib.uno_game_hidden_faces(g, seat, target, buf, MAX_DECK)
        return _card_list_of(buf, n, self._nt(1 - self.side))

    def event_for_seat(self, event: Event, seat: int) -> Event:
        """What ``seat``, or :data:`libuno.SPECTATOR`, may know of an event
        of this game (``uno_event_for_seat()``, doc/information.md): the
        same event, its ``card`` and ``hidden`` None where that viewer may
        not see them. A draw is its drawer's (G-3), unless turned face up
        (FL-11, NM-9); a hand-off its two teammates' (TM-7); a card
        played, turned or cast every seat's; with two-sided cards the
        hidden face of a card that goes into a hand every seat's but its
        holder's, never a spectator's (FL-5). A server sends each seat
        this, never the event itself. It reads only the game's rules and
        player count, so events recorded earlier may be told later.
        InvalidArgument for a seat out of range or an event that is not
        one of this game's (an unknown type, seats it does not have);
        NotSupported with a library older than 1.0."""
        if not isinstance(event, Event):
            raise TypeError("event_for_seat() takes a libuno.Event, not %s"
                            % type(event).__name__)
        if not _lib.HAS_TELL:
            raise NotSupported(Status.ENOTSUP, "this libuno (%s) has no "
                               "uno_event_for_seat() (1.0 does)" % _lib.VERSION_STRING)
        self._viewer(seat)
        sided = self._sides() == 2
        raw = _lib.UnoEvent.from_buffer_copy(event_to_raw(event, sided))
        out = _lib.UnoEvent()
        lib.uno_event_for_seat(self._p, seat, byref(raw), byref(out))
        return event_from_raw(bytes(out), self._notations(), sided)

    # ---- what a seat is told, as JSON (1.1) ----

    def _json(self, fn: Any, *args: Any) -> str:
        """Calls one of json.h's writers: into a buffer that is most often
        large enough, else once more into one of the length it asked
        for."""
        if not _lib.HAS_JSON:
            raise NotSupported(Status.ENOTSUP, "this libuno (%s) has no JSON "
                               "views (1.1 does)" % _lib.VERSION_STRING)
        cap = 4096
        while True:
            buf = ctypes.create_string_buffer(cap)
            n = fn(self._p, *args, buf, cap)
            if n < cap:
                return buf.raw[:n].decode("ascii")
            cap = n + 1

    def view_json(self, seat: int) -> str:
        """A seat's :meth:`view` (or :data:`~libuno.SPECTATOR`'s), as the
        library writes it in JSON (``uno_game_view_json()``): the fields
        of :class:`View` in their order, cards in the variant's notation,
        codes by name, ``seat`` null for the spectator. ``json.loads()``
        of it is what ``libuno.server.tell.view()`` gives. InvalidArgument
        for a seat out of range; NotSupported before libuno 1.1."""
        return self._json(lib.uno_game_view_json, self._viewer(seat))

    def legal_json(self, seat: int) -> str:
        """A seat's :meth:`legal_moves` as a JSON array of move texts
        (``uno_game_legal_json()``); ``[]`` for a spectator and when the
        seat has none. InvalidArgument for a seat out of range;
        NotSupported before libuno 1.1."""
        return self._json(lib.uno_game_legal_json, self._viewer(seat))

    def event_json(self, event: Event, seat: int) -> str:
        """An event of this game as ``seat`` (or the spectator) is told it
        (:meth:`event_for_seat`), in JSON (``uno_event_json()``): ``card``
        null where that viewer may not see it, ``hidden`` only where it is
        told one. InvalidArgument as :meth:`event_for_seat`; NotSupported
        before libuno 1.1."""
        if not isinstance(event, Event):
            raise TypeError("event_json() takes a libuno.Event, not %s"
                            % type(event).__name__)
        raw = _lib.UnoEvent.from_buffer_copy(event_to_raw(event, self._sides() == 2))
        return self._json(lib.uno_event_json, self._viewer(seat), byref(raw))

    def card_text(self, card: CardLike, side: Optional[int] = None) -> str:
        """A card in the notation of the game's variant, as it reads on
        the side in play (:attr:`side`; or on ``side``): ``"RDA"`` in
        No Mercy, ``"PF"`` for ``Card(12, Color.RED)`` in a game of Flip
        on its dark side (:meth:`Rules.card_text <libuno.Rules.card_text>`).
        ValueError for a card the variant cannot name."""
        g = self._p
        c = self._to_card(card)
        side = self._side_of(side)
        if not _lib.HAS_NOTATION:
            return str(c)
        text = format_card(lib.uno_game_rules(g), c, side)
        if text is None:
            raise ValueError("not a card of %s: %r" % (self.variant, card))
        return text

    def move_text(self, move: MoveLike, side: Optional[int] = None) -> str:
        """A move in the notation of the game's variant, its card and color
        as they read on the side in play (:attr:`side`; or on ``side``):
        what :meth:`apply` reads back (it takes either side's letters)."""
        g = self._p
        m = self._to_move(move)
        side = self._side_of(side)
        if not _lib.HAS_NOTATION:
            return str(m)
        text = format_move(lib.uno_game_rules(g), m, side)
        if text is None:
            raise ValueError("not a move of %s: %r" % (self.variant, move))
        return text

    def parse_card(self, text: str) -> Card:
        """A card in the notation of the game's variant
        (``uno_rules_card_parse()``: ``"RDA"`` in No Mercy, either side's
        letters in UNO Flip), as a card the game hands out: ``str()`` of it
        writes it so again. ParseError for text that is no card of it."""
        if not isinstance(text, str):
            raise TypeError("parse_card() takes notation (str), not %s"
                            % type(text).__name__)
        return self._to_card(text)

    def parse_move(self, text: str) -> Move:
        """A move in the notation of the game's variant, as :meth:`apply`
        and :meth:`check` read it, and as the game hands moves out
        (``game.parse_move(str(move)) == move`` for every move it
        lists). ParseError for text that is no move of it."""
        if not isinstance(text, str):
            raise TypeError("parse_move() takes notation (str), not %s"
                            % type(text).__name__)
        return self._to_move(text)

    def event_text(self, event: Event) -> str:
        """An :class:`Event` as ``str(event)`` writes it, but its card and
        color in the notation of the game's variant, on the side that was
        in play when it happened (:attr:`Event.side`): ``"flip seat 0 P5
        color P value 1"`` where ``str(event)`` has ``R5`` and ``R``."""
        if not isinstance(event, Event):
            raise TypeError("event_text() takes a libuno.Event, not %s"
                            % type(event).__name__)
        g = self._p
        side = event.side if 0 <= event.side < self._sides() else 0
        if not _lib.HAS_NOTATION:
            return str(event)
        rules = lib.uno_game_rules(g)

        def card(c: Card) -> str:
            return format_card(rules, c, side) or str(c)

        def color(c: Color) -> str:
            text = format_move(rules, Move.name_color(c), side)
            return text.split()[-1] if text else c.letter

        def hidden(c: Card) -> str:
            return format_card(rules, c, 1 - side) or str(c)
        return event._text(card, color, hidden)

    # -- names and words (libuno.text) --

    def card_name(self, card: CardLike, side: Optional[int] = None) -> str:
        """A card's English name in the game's variant, read on the side
        in play (:attr:`side`; or on ``side``): ``"Wild Color Roulette"``
        in No Mercy, ``"pink Draw Five"`` on UNO Flip's dark side
        (:meth:`Rules.card_name <libuno.Rules.card_name>`)."""
        from .text import card_name
        c = self._to_card(card)
        return card_name(lib.uno_game_rules(self._p), c, self._side_of(side), self.variant)

    def color_name(self, color: Any, side: Optional[int] = None) -> str:
        """A color's English name on the side in play (or on ``side``):
        ``game.color_name(game.current_color)`` is ``"teal"`` while teal is
        in force on UNO Flip's dark side (:func:`libuno.text.color_name`)."""
        from .text import color_name
        return color_name(color, self._side_of(side))

    def describe(self, event: Event, viewer: Optional[int] = None,
                 names: Optional[Sequence[Optional[str]]] = None) -> str:
        """An event of this game in one English sentence as ``viewer`` is
        told it: the event as that seat may know it
        (:meth:`event_for_seat`), worded by the library
        (``uno_event_text()``, :meth:`Rules.describe
        <libuno.Rules.describe>`), the viewer as "you": ``"You draw red
        7."`` for the drawer, ``"Seat 1 draws a card."`` for the others.
        ``viewer`` None or :data:`libuno.SPECTATOR` is nobody in
        particular (a spectator, a log file); ``names`` the host's names
        of the seats, by seat (None or ``""`` for "seat N"). With a
        library older than 1.0, NotSupported."""
        from .text import event_text, names_arg, need_text
        if not isinstance(event, Event):
            raise TypeError("describe() takes a libuno.Event, not %s"
                            % type(event).__name__)
        need_text()
        who = SPECTATOR if viewer is None else viewer
        told = self.event_for_seat(event, who)
        return event_text(lib.uno_game_rules(self._p), event_to_raw(told, self._sides() == 2),
                          who, names_arg(names), self.variant)

    def _sides(self) -> int:
        n = self._nsides
        if n is None:
            n = lib.uno_rules_sides(lib.uno_game_rules(self._p)) if _lib.HAS_SIDES else 1
            self._nsides = n
        return n

    def _side_of(self, side: Optional[int]) -> int:
        """The game's side in play, or a side its deck has."""
        if side is None:
            return self.side
        check_int(side, "side")
        if not 0 <= side < self._sides():
            raise ValueError("%s has %s, not a side %d" % (
                self.variant, "one side" if self._sides() == 1 else "sides 0 and 1",
                side))
        return side

    def _to_card(self, card: CardLike) -> Card:
        """A Card, or text in this game's own notation."""
        if isinstance(card, str) and _lib.HAS_NOTATION:
            return _hook_card(self, card, "card")
        return to_card(card)

    def hand(self, seat: int) -> List[Card]:
        """A seat's cards in canonical order (by kind, then color: the
        order :class:`~libuno.Card` sorts in, see :mod:`libuno.cards`). Private
        information: give a bot only its own."""
        g = self._p
        self._seat(seat)
        buf = CARD_BUF()
        return _card_list_of(buf, lib.uno_game_hand(g, seat, buf, MAX_DECK), self._nt())

    def hand_size(self, seat: int) -> int:
        """How many cards a seat holds (public)."""
        return lib.uno_game_hand_size(self._p, self._seat(seat))

    @property
    def hand_sizes(self) -> List[int]:
        """Every seat's number of cards, by seat."""
        g = self._p
        return [lib.uno_game_hand_size(g, s)
                for s in range(lib.uno_game_players(g))]

    @property
    def draw_pile_size(self) -> int:
        """Cards left in the draw pile."""
        return lib.uno_game_draw_pile_size(self._p)

    @property
    def discard_pile_size(self) -> int:
        """Cards in the discard pile, the top card included."""
        return lib.uno_game_discard_pile_size(self._p)

    def score(self, seat: int) -> int:
        """A seat's match total (G-8, G-9; partners share a total)."""
        return lib.uno_game_score(self._p, self._seat(seat))

    @property
    def scores(self) -> List[int]:
        """Every seat's match total, by seat."""
        g = self._p
        return [lib.uno_game_score(g, s) for s in range(lib.uno_game_players(g))]

    @property
    def dealer(self) -> int:
        """The dealer of the current round (G-5)."""
        return lib.uno_game_dealer(self._p)

    @property
    def round(self) -> int:
        """The number of the current round, from 1."""
        return lib.uno_game_round(self._p)

    @property
    def winner(self) -> Optional[int]:
        """The winner of the round just ended (for a blocked round, the
        seat scored as if it went out); None while the round is played."""
        return lib.uno_game_round_winner(self._p)

    @property
    def match_winner(self) -> Optional[int]:
        """The winner of the match; None until it is over."""
        return lib.uno_game_match_winner(self._p)

    @property
    def round_over(self) -> bool:
        """Whether the round has ended (also true once the match is over)."""
        return lib.uno_game_phase(self._p) in (Phase.ROUND_OVER,
                                                Phase.MATCH_OVER)

    @property
    def match_over(self) -> bool:
        """Whether the match is decided."""
        return lib.uno_game_phase(self._p) == Phase.MATCH_OVER

    def team(self, seat: int) -> int:
        """The team a seat plays for this round (without teams, the seat's
        own number)."""
        return lib.uno_game_team(self._p, self._seat(seat))

    def seat_status(self, seat: int) -> SeatStatus:
        """Whether a seat plays, is out for now (Teams) or eliminated
        (Challenge)."""
        return SeatStatus(lib.uno_game_seat_status(self._p, self._seat(seat)))

    @property
    def turned(self) -> List[Card]:
        """The cards a Casting Call turned over and not yet distributed, in
        the order turned (empty outside ``Phase.CAST``)."""
        buf = CARD_BUF()
        return _card_list_of(buf, lib.uno_game_turned(self._p, buf, MAX_DECK), self._nt())

    @property
    def pending_draw(self) -> int:
        """Cards a pending draw makes the current player take (a
        challenge, or a stack under H-1); 0 when none is pending."""
        return lib.uno_game_pending_draw(self._p)

    @property
    def gives_left(self) -> int:
        """Cards the current player must still give in ``Phase.HANDOFF``."""
        return lib.uno_game_gives_left(self._p)

    def uno_called(self, seat: int) -> bool:
        """Whether a seat has called UNO for the single card it holds."""
        return bool(lib.uno_game_uno_called(self._p, self._seat(seat)))

    @property
    def misplay(self) -> Optional[Tuple[int, Reason]]:
        """Referee mode (R-3): ``(seat, reason)`` of the misplay another
        seat may still catch with ``misplay N``, else ``None``."""
        reason = c_int(0)
        seat = lib.uno_game_misplay(self._p, byref(reason))
        return None if seat is None else (seat, Reason(reason.value))

    @property
    def errmsg(self) -> str:
        """What the last refused call on this game was refused for; ``""``
        when the last move succeeded."""
        return lib.uno_game_errmsg(self._p)

    def board(self, seat: Optional[int] = None,
              names: Optional[Sequence[str]] = None) -> str:
        """The table as text (:func:`libuno.board.board`): the top card,
        current color, direction, piles, each seat's hand size and total
        with the seat to decide marked, and how the round or match ended,
        in the game's notation on the side in play. Only what every seat
        sees, unless ``seat`` is given: then that seat's hand as well.
        ``print(game)`` prints ``game.board()``. ``names`` are the host's
        names of the seats, by seat, for "seat N"."""
        from .board import board
        return board(self, seat, names)

    def __str__(self) -> str:
        """The table as text, a spectator's view (:meth:`board`);
        ``repr()`` is the one-line summary."""
        if not self._g:
            return repr(self)
        return self.board()

    def __repr__(self) -> str:
        if not self._g:
            return "<libuno.Game closed>"
        who = self.current_player
        state = ("seat %d deciding (%s)" % (who, self.phase.key)
                 if who is not None else self.phase.key)
        try:
            top = self.card_text(self.top_card)
        except ValueError:
            top = str(self.top_card)
        return "<libuno.Game %s, %d players, round %d, top %s, %s>" % (
            self.variant, self.players, self.round, top, state)


# ---- helpers ----

_lib_moves_get = None  # set below to the move cache's get


def _card_list_of(buf: Any, n: int, nt: Any = None) -> List[Card]:
    """The first n cards of a CARD_BUF the library filled, in a notation
    (None: the library's)."""
    raw = ctypes.string_at(buf, 2 * min(n, MAX_DECK))
    make = card_from_pair if nt is None else nt.card
    return [make(raw[i], raw[i + 1]) for i in range(0, len(raw), 2)]


def _need_save() -> None:
    if not _lib.HAS_SAVE:
        raise NotImplementedError("the libuno loaded (%s) has no "
                                  "uno_game_save()/uno_game_load()"
                                  % _lib.LIBRARY_PATH)


def _need_fast() -> None:
    if not _lib.HAS_FAST:
        raise NotImplementedError("the libuno loaded (%s) has no "
                                  "uno_game_decision(), uno_game_apply_index() "
                                  "and uno_game_reset()" % _lib.LIBRARY_PATH)


def _counts(counts: List[int]) -> str:
    if not counts:
        return "no number of"
    if counts == list(range(counts[0], counts[-1] + 1)):
        return "%d to %d" % (counts[0], counts[-1])
    return ", ".join(map(str, counts))


def _card_list(cards: Union[str, Iterable[CardLike]], what: str,
               rules: Optional[Rules] = None) -> List[Card]:
    if isinstance(cards, str):
        # In the variant's own notation when it has one (its new kinds).
        if rules is not None and _lib.HAS_NOTATION:
            return [rules.parse_card(t) for t in cards.split()]
        return [Card.parse(t) for t in cards.split()]
    if isinstance(cards, Card):
        return [cards]
    try:
        items = list(cards)
    except TypeError:
        raise TypeError("%s is a list of cards or a notation string, not %s"
                        % (what, type(cards).__name__)) from None
    if rules is not None and _lib.HAS_NOTATION:
        # Text items in the variant's notation, as a string of them.
        return [rules.parse_card(c) if isinstance(c, str) else to_card(c, what + " card")
                for c in items]
    return [to_card(c, what + " card") for c in items]


def _refusal(table: Rules, hands: List[Any], rest: List[Any], fill: bool) -> str:
    """Why the library refused a position: the first card listed more
    often than the variant's deck has it, or the count of cards."""
    sided = table.sides == 2
    listed = [c for h in hands for c in h] + list(rest)
    for side in range(table.sides):
        left: Dict[Card, int] = {}
        for c in table.deck_side(side):
            left[c] = left.get(c, 0) + 1
        for item in listed:
            c = (item[side] if sided else item).colorless()
            if left.get(c, 0) == 0:
                return "%s is not in the deck as often" % table.card_text(c, side)
            left[c] -= 1
    total = len(table.deck)
    if len(listed) > total:
        return "%d cards are more than the deck's %d" % (len(listed), total)
    if len(listed) < sum(len(h) for h in hands) + 1 and not fill:
        return "no card is left for the first discard"
    need = len(hands) * table["hand_size"] + 1
    if not fill and len(listed) < need:
        return ("the %d cards listed cannot deal the next round (%d hands of "
                "hand_size %d and a first card): list more, fill=True, or set "
                "options={'hand_size': ...}" % (len(listed), len(hands),
                                                table["hand_size"]))
    return "see uno_game_new_from_hands()"


def _pair_list(cards: Any, what: str, rules: Rules) -> List[Tuple[Card, Card]]:
    """Two-sided cards as (light, dark) pairs: text of ``LIGHT:DARK``
    tokens (``"R5:P3 W:T7"``), or a list of pairs and such tokens; faces
    in the variant's notation (either side's letters) or as Cards."""
    def face(c: Any, part: str) -> Card:
        if isinstance(c, str):
            return rules.parse_card(c.strip())
        return to_card(c, "%s card's %s face" % (what, part))

    def pair(item: Any) -> Tuple[Card, Card]:
        if isinstance(item, str):
            light, colon, dark = item.strip().partition(":")
            if not colon or not light or not dark:
                raise ParseError(Status.EPARSE, "a %s card of %s is LIGHT:DARK, "
                                 "its two faces, not %r" % (what, rules.name, item))
            return face(light, "light"), face(dark, "dark")
        if isinstance(item, Card):
            raise TypeError("a %s card of %s is a (light, dark) pair of faces, "
                            "not the one face %s" % (what, rules.name, item))
        try:
            light, dark = item
        except (TypeError, ValueError):
            raise TypeError("a %s card of %s is a (light, dark) pair of faces, "
                            "not %r" % (what, rules.name, item)) from None
        return face(light, "light"), face(dark, "dark")

    if isinstance(cards, str):
        return [pair(t) for t in cards.split()]
    try:
        items = list(cards)
    except TypeError:
        raise TypeError("%s is a list of (light, dark) pairs or LIGHT:DARK "
                        "text, not %s" % (what, type(cards).__name__)) from None
    return [pair(c) for c in items]


def _reason(value: int) -> Reason:
    try:
        return Reason(value)
    except ValueError:
        return value  # type: ignore[return-value]


# ---- hook trampolines ----
# Each turns a Python callable into the C function the library calls. They
# never let an exception escape into C (ctypes would print it and return 0,
# which for choose_color means "red"): the exception is stored on the Game
# and re-raised when the library call returns, and the trampoline answers
# "pending" so the library stops asking.

_PENDING = -1


def _game_for(ref: "weakref.ref[Game]") -> Optional[Game]:
    game = ref()
    if game is None or not game._g or game._hook_error is not None:
        return None
    return game


def _store(game: Game, err: BaseException) -> None:
    if game._hook_error is None:
        game._hook_error = err


def _checked(game: Game, seat: int, move: Move, hook: str) -> None:
    """Notes an IllegalMove for the caller when the library will refuse a
    hook's answer. The answer still goes to the library, which leaves the
    decision pending and reports a HOOK_REFUSED event (doc/hooks.md)."""
    reason = c_int()
    rc = lib.uno_game_check_move(game._p, seat, move._c(), byref(reason))
    if rc == 0 or game._hook_refusal is not None or game._hook_error is not None:
        return
    cls = NotYourTurn if rc == Status.ETURN else IllegalMove
    game._hook_refusal = cls(
        rc if rc in (Status.EILLEGAL, Status.ETURN) else Status.EILLEGAL,
        "the %s hook answered '%s' for seat %d: %s" % (
            hook, move, seat, lib.uno_reason_message(reason.value)),
        reason=reason.value, move=move, seat=seat)


def _hook_card(game: Game, answer: Any, what: str) -> Card:
    """A hook's card: a Card, or text in the game's own notation (as
    :meth:`Game.apply` reads it: a variant's own kinds too, ``RDA``)."""
    if not isinstance(answer, str) or not _lib.HAS_NOTATION:
        return to_card(answer, what)
    nt = game._nt()
    if nt is not None:
        try:
            return nt.parse_card(answer)
        except ParseError:
            to_card(answer, what)  # ParseError for text that is no card at all
            raise
    raw = answer.encode("utf-8") if len(answer) <= 64 else b""
    out = UnoCard()
    if not raw or b"\0" in raw or lib.uno_rules_card_parse(
            lib.uno_game_rules(game._p), raw, len(raw), byref(out)) != Status.OK:
        to_card(answer, what)  # ParseError for text that is no card at all
        raise ParseError(Status.EPARSE, "not a card of %s: %r" % (game.variant, answer))
    return card_from_pair(out.kind, out.color)


def _color_hook(ref, fn):
    def tramp(_g, seat, _user):
        game = _game_for(ref)
        if game is None:
            return _PENDING
        try:
            answer = fn(game, seat)
            if answer is None:
                return _PENDING
            color = _color_or_none(answer)
            if color is None:
                raise ValueError("choose_color answered no color")
            _checked(game, seat, Move.name_color(color), "choose_color")
            return int(color)
        except BaseException as e:  # noqa: B902 - re-raised by the Game
            _store(game, e)
            return _PENDING
    return _lib.COLOR_HOOK(tramp)


def _challenge_hook(ref, fn):
    def tramp(_g, seat, _user):
        game = _game_for(ref)
        if game is None:
            return _PENDING
        try:
            answer = fn(game, seat)
            if answer is None:
                return _PENDING
            if not isinstance(answer, (bool, int)) or answer not in (0, 1):
                raise TypeError("the challenge hook answers True, False or "
                                "None, not %r" % (answer,))
            m = Move.challenge() if answer else Move.accept()
            _checked(game, seat, m, "challenge")
            return int(bool(answer))
        except BaseException as e:
            _store(game, e)
            return _PENDING
    return _lib.CHALLENGE_HOOK(tramp)


def _draw_hook(ref, fn):
    def tramp(_g, seat, cardp, _user):
        game = _game_for(ref)
        if game is None:
            return _PENDING
        try:
            top = cardp[0]
            nt = game._nt()
            answer = fn(game, seat, card_from_pair(top.kind, top.color) if nt is None
                        else nt.card(top.kind, top.color))
            if answer is None:
                return _PENDING
            card = _hook_card(game, answer, "drawn card").colorless()
            cardp[0] = card._c()
            return 0
        except BaseException as e:
            _store(game, e)
            return _PENDING
    return _lib.DRAW_HOOK(tramp)


def _event_hook(ref, fn):
    def tramp(_g, evp, _user):
        game = _game_for(ref)
        if game is None:
            return
        try:
            fn(game, event_from_raw(ctypes.string_at(evp, 16), game._notations(),
                                    game._sides() == 2))
        except BaseException as e:
            _store(game, e)
    return _lib.EVENT_HOOK(tramp)


def _cast_hook(ref, fn):
    def tramp(_g, seat, _user):
        game = _game_for(ref)
        if game is None:
            return _PENDING
        try:
            answer = fn(game, seat)
            if answer is None:
                return _PENDING
            if isinstance(answer, str):
                if answer.strip().lower() != "deal":
                    raise ValueError("the cast hook answers a seat or "
                                     "\"deal\", not %r" % (answer,))
                answer = CAST_DEAL
            check_int(answer, "the cast hook's answer")
            if answer == CAST_DEAL:
                m = Move.cast_deal()
            else:
                m = Move.cast(answer)
            _checked(game, seat, m, "cast")
            return answer
        except BaseException as e:
            _store(game, e)
            return _PENDING
    return _lib.CAST_HOOK(tramp)


def _give_hook(ref, fn):
    def tramp(_g, seat, cardp, _user):
        game = _game_for(ref)
        if game is None:
            return _PENDING
        try:
            answer = fn(game, seat)
            if answer is None:
                return _PENDING
            card = _hook_card(game, answer, "card to give")
            m = Move.give(card)
            _checked(game, seat, m, "give")
            cardp[0] = card._c()
            return 0
        except BaseException as e:
            _store(game, e)
            return _PENDING
    return _lib.GIVE_HOOK(tramp)


def _swap_hook(ref, fn):
    def tramp(_g, seat, _user):
        game = _game_for(ref)
        if game is None:
            return _PENDING
        try:
            answer = fn(game, seat)
            if answer is None:
                return _PENDING
            check_int(answer, "the swap hook's answer")
            _checked(game, seat, Move.swap(answer), "swap")
            return answer
        except BaseException as e:
            _store(game, e)
            return _PENDING
    return _lib.SWAP_HOOK(tramp)


_TRAMPOLINES = {
    "choose_color": _color_hook,
    "challenge": _challenge_hook,
    "draw": _draw_hook,
    "event": _event_hook,
    "cast": _cast_hook,
    "give": _give_hook,
    "swap": _swap_hook,
}


def _init() -> None:
    global _lib_moves_get
    from . import cards
    _lib_moves_get = cards._MOVES.get


_init()
