"""Names and words from the library (``text.h``, and ``rules.h``'s option
labels and categories), so that no front end keeps a vocabulary of its own.

Two kinds of text, as in C (doc/hooks.md, "Naming and wording events"):

- **names**: the stable lower-case identifier of a code, for logs, JSON
  and protocols (``"knocked_out"``, ``"round_over"``, ``"uno_penalty"``):
  :func:`event_type_name`, :func:`phase_name`, :func:`draw_reason_name`,
  :func:`seat_status_name`, :func:`reason_name`, and each enum member's
  ``key`` (``EventType.KNOCKED_OUT.key``). A number that is no such code
  has no name: None.
- **words**: English for a player: a color on a side of the cards
  (:func:`color_name`), a card in a variant (:meth:`Rules.card_name
  <libuno.Rules.card_name>`, :meth:`Game.card_name
  <libuno.Game.card_name>`), one sentence per event (:meth:`Rules.describe
  <libuno.Rules.describe>`, :meth:`Game.describe <libuno.Game.describe>`)
  and an option's label (:func:`option_label`). Words may be improved in
  a later release; a program that reads them back should read the names
  and the event's fields instead.

The JavaScript package offers the same calls (js/src/text.js:
``eventTypeName()``, ``colorName()``, ``Rules.cardName()``,
``Rules.eventText()``, ``optionLabel()``, ``optionCategory()``), with the
same answers.
"""
from __future__ import annotations

import ctypes
from ctypes import byref, c_char_p
from typing import Any, Callable, List, Optional, Sequence

from . import _lib
from ._lib import MAX_PLAYERS, RulesP, UnoCard, UnoEvent, check_int, lib
from .enums import NO_COLOR, SPECTATOR, Color, DarkColor, Status
from .errors import InvalidArgument, NotSupported

__all__ = ["event_type_name", "phase_name", "draw_reason_name", "seat_status_name",
           "reason_name", "color_name", "option_label", "option_category",
           "option_variants", "EVENT_TEXT_MAX"]

#: A buffer this long always holds an event's text without host seat
#: names (``UNO_EVENT_TEXT_MAX``).
EVENT_TEXT_MAX = 320


def need_text() -> None:
    """NotSupported unless the library has text.h (1.0)."""
    if not _lib.HAS_TEXT:
        raise NotSupported(Status.ENOTSUP, "this libuno (%s) has no uno_event_text() "
                           "(1.0 does)" % _lib.VERSION_STRING)


def _code(value: Any, what: str) -> int:
    """A code as a C int: an int (an enum member too), TypeError for
    anything else (bool too); a value beyond a C int is no code (-1)."""
    check_int(value, what)
    value = int(value)
    return value if 0 <= value <= 0x7fffffff else -1


def _name(fn: Callable[[int], Optional[str]], value: Any, what: str) -> Optional[str]:
    need_text()
    code = _code(value, what)
    return None if code < 0 else fn(code)


def event_type_name(type: int) -> Optional[str]:
    """The stable name of an event type (``uno_event_type_name()``):
    ``"play"``, ``"knocked_out"``, ``"flip"``; None for a number that is
    no event type."""
    return _name(lambda v: lib.uno_event_type_name(v), type, "an event type")


def phase_name(phase: int) -> Optional[str]:
    """The stable name of a phase (``uno_phase_name()``): ``"play"``,
    ``"round_over"``; None for a number that is no phase."""
    return _name(lambda v: lib.uno_phase_name(v), phase, "a phase")


def draw_reason_name(reason: int) -> Optional[str]:
    """The stable name of a draw reason (``uno_draw_reason_name()``):
    ``"turn"``, ``"uno_penalty"``; None for a number that is no draw
    reason."""
    return _name(lambda v: lib.uno_draw_reason_name(v), reason, "a draw reason")


def seat_status_name(status: int) -> Optional[str]:
    """The stable name of a seat status (``uno_seat_status_name()``):
    ``"in"``, ``"knocked_out"``; None for a number that is no seat
    status."""
    return _name(lambda v: lib.uno_seat_status_name(v), status, "a seat status")


def reason_name(reason: int) -> Optional[str]:
    """The stable name of a refusal reason (``uno_reason_name()``):
    ``"no_match"``, ``"not_your_turn"``; None for a number that is no
    reason. :func:`libuno.reason_message` gives the sentence."""
    return _name(lambda v: lib.uno_reason_name(v), reason, "a reason")


def color_value(color: Any) -> int:
    """A color 0-3 from a :class:`~libuno.Color`, a
    :class:`~libuno.DarkColor`, a number 0-3, or a letter or English name
    of either side (``"B"``, ``"teal"``). TypeError or ValueError for
    anything else."""
    if isinstance(color, str):
        try:
            return int(Color.parse(color))
        except ValueError:
            try:
                return int(DarkColor.parse(color))
            except ValueError:
                raise ValueError("not a color: %r (a letter or a color's name "
                                 "of either side)" % (color,)) from None
    check_int(color, "a color")
    if not 0 <= int(color) <= 3:
        raise ValueError("a color is 0-3, not %d" % int(color))
    return int(color)


def color_name(color: Any, side: int = 0) -> str:
    """A color's English name on a side of the cards
    (``uno_color_name_side()``): ``"red"``, ``"yellow"``, ``"green"``,
    ``"blue"`` on side 0; ``"pink"``, ``"teal"``, ``"orange"``,
    ``"purple"`` on side 1, UNO Flip's dark side (the same numbers, FL-2).
    The color is a Color, a DarkColor, 0-3, or a letter or name of either
    side. ValueError for another color or side."""
    need_text()
    c = color_value(color)
    check_int(side, "side")
    name = lib.uno_color_name_side(c, int(side)) if side in (0, 1) else None
    if name is None:
        raise ValueError("the cards have sides 0 and 1, not a side %d" % side)
    return name


def card_name(rules: RulesP, card: Any, side: int, what: str) -> str:
    """``uno_rules_card_name()`` of a Card (its kind and color numbers) on
    ``side``; ``what`` names the table in the error."""
    need_text()
    raw = UnoCard(int(card.kind), NO_COLOR if card.color is None else int(card.color))
    buf = ctypes.create_string_buffer(64)
    n = lib.uno_rules_card_name(rules, raw, side, buf, len(buf))
    if n < 0:
        raise ValueError("%s has no name for the card %r" % (what, card))
    if n >= len(buf):
        buf = ctypes.create_string_buffer(n + 1)
        lib.uno_rules_card_name(rules, raw, side, buf, len(buf))
    return buf.value.decode("utf-8", "replace")


def viewer_arg(viewer: Any) -> int:
    """A viewer for :func:`event_text`: :data:`~libuno.SPECTATOR` (or None)
    or a seat 0 to ``MAX_PLAYERS - 1``."""
    if viewer is None:
        return SPECTATOR
    check_int(viewer, "viewer")
    if viewer != SPECTATOR and not 0 <= viewer < MAX_PLAYERS:
        raise InvalidArgument(Status.EINVAL, "viewer is a seat 0-%d or libuno.SPECTATOR, "
                              "not %d" % (MAX_PLAYERS - 1, viewer))
    return int(viewer)


def names_arg(names: Optional[Sequence[Optional[str]]]) -> Any:
    """Host seat names as a ``const char *[]`` (and its length): None, or a
    sequence of str or None by seat (None or ``""`` for the library's
    "seat N")."""
    if names is None:
        return None, 0
    if isinstance(names, (str, bytes)) or not isinstance(names, Sequence):
        raise TypeError("names is a list of seat names (str or None), not %s"
                        % type(names).__name__)
    names = list(names)[:MAX_PLAYERS]
    arr = (c_char_p * max(1, len(names)))()
    for s, n in enumerate(names):
        if n is None:
            continue
        if not isinstance(n, str):
            raise TypeError("names[%d] is a str or None, not %s" % (s, type(n).__name__))
        arr[s] = _lib.c_text(n, "names[%d]" % s)
    return arr, len(names)


def event_text(rules: RulesP, raw: bytes, viewer: int, names: Any, what: str) -> str:
    """``uno_event_text()`` of the 16 bytes of a ``uno_event``."""
    need_text()
    ev = UnoEvent.from_buffer_copy(raw)
    arr, count = names
    n = lib.uno_event_text(rules, byref(ev), viewer, arr, count, None, 0)
    if n < 0:
        raise InvalidArgument(n, "not an event of %s to word" % what)
    buf = ctypes.create_string_buffer(n + 1)
    lib.uno_event_text(rules, byref(ev), viewer, arr, count, buf, n + 1)
    return buf.value.decode("utf-8", "replace")


def option_label(key: Any) -> str:
    """An option's label for a player (``uno_option_label()``):
    ``"Stacking"``, ``"Draw until playable"``, ``"Seven-O"``: capitalized,
    without its rule id (:func:`libuno.option_description` is the
    one-line description that names it). NotFound for an unknown
    option."""
    from .rules import option_id
    need_text()
    return lib.uno_option_label(option_id(key))


def option_category(key: Any) -> str:
    """What kind of setting an option is (``uno_option_category_of()``):
    ``"table"`` (how long a match lasts, how many cards are dealt),
    ``"rule"`` (a detail of a variant's official rules) or ``"house"`` (a
    house rule: off in the variants that do not play it as one of their
    own, which keep it a house rule with its default on)."""
    from .rules import option_id
    need_text()
    return lib.uno_option_category_name(lib.uno_option_category_of(option_id(key)))


def option_variants(key: Any) -> List[str]:
    """The built-in variants an option applies to: those whose table
    supports it (``uno_rules_options()``), in the library's order
    (:func:`libuno.variants`)."""
    from .rules import option_id
    need_text()
    opt = option_id(key)
    out = []
    for i in range(lib.uno_rules_builtin_count()):
        ptr = lib.uno_rules_builtin_at(i)
        if opt in table_options(ptr):
            out.append(lib.uno_rules_name(ptr))
    return out


def table_options(rules: RulesP) -> List[int]:
    """The option ids a table supports, in id order (``uno_rules_options()``)."""
    cap = lib.uno_option_count()
    buf = (ctypes.c_int * max(1, cap))()
    n = lib.uno_rules_options(rules, buf, cap)
    return list(buf[:min(n, cap)])
