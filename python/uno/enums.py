"""The library's enumerations, as :class:`enum.IntEnum` classes.

Every class mirrors a C enum of ``include/uno/*.h`` value for value, so a
member can be passed wherever the C API takes that enum, and a number the
library returns converts back with ``Phase(n)``. Members are named like the C
constants without their prefix (``UNO_PHASE_DRAWN`` is ``Phase.DRAWN``).
"""
from __future__ import annotations

import enum

__all__ = [
    "Status", "Color", "NO_COLOR", "Kind", "MoveType", "Reason", "Phase",
    "SeatStatus", "DrawReason", "EventType", "Option", "CAST_DEAL",
]


class Status(enum.IntEnum):
    """Status codes (``uno_status``): 0 is success, errors are negative."""

    OK = 0
    EINVAL = -1
    ENOMEM = -2
    EILLEGAL = -3
    ETURN = -4
    EPARSE = -5
    ERANGE = -6
    ENOTSUP = -7
    ESTATE = -8
    EBUSY = -9
    ENOTFOUND = -10
    EDECK = -11
    ENOSPC = -12
    EFORMAT = -13


class Color(enum.IntEnum):
    """The four colors (G-1), ``uno_color`` 0-3.

    The C "no color" value (``UNO_NO_COLOR``, 4) is not a member, so that
    ``list(Color)`` holds exactly the colors a player may name; the binding
    reports "no color" as ``None`` (the constant :data:`NO_COLOR` holds the
    number).
    """

    RED = 0
    YELLOW = 1
    GREEN = 2
    BLUE = 3

    @property
    def letter(self) -> str:
        """The one-letter notation: ``"R"``, ``"Y"``, ``"G"`` or ``"B"``."""
        return "RYGB"[self]

    @classmethod
    def parse(cls, text: str) -> "Color":
        """A color from its letter or English name, any case (``"b"``,
        ``"Blue"``). Raises :class:`ValueError` for anything else."""
        if not isinstance(text, str):
            raise TypeError("a color is named by a str, not %s"
                            % type(text).__name__)
        key = text.strip().upper()
        for c in cls:
            if key == c.letter or key == c.name:
                return c
        raise ValueError("not a color: %r (use R, Y, G, B or a color name)"
                         % (text,))

    def __str__(self) -> str:
        return self.letter


#: The C value of "no color" (``UNO_NO_COLOR``): a wild in hand, or a color
#: not named yet. The binding shows it as ``None``.
NO_COLOR = 4

#: What a ``cast`` hook may return, besides a seat, to deal the turned cards
#: round the table (``UNO_CAST_DEAL``); the string ``"deal"`` works too.
CAST_DEAL = -2


class Kind(enum.IntEnum):
    """What is printed on a card, regardless of color (``uno_kind``).

    ``ZERO`` .. ``NINE`` are the numbers (``kind <= Kind.NINE``); kinds from
    ``WILD`` on are wilds.
    """

    ZERO = 0
    ONE = 1
    TWO = 2
    THREE = 3
    FOUR = 4
    FIVE = 5
    SIX = 6
    SEVEN = 7
    EIGHT = 8
    NINE = 9
    SKIP = 10
    REVERSE = 11
    DRAW_TWO = 12
    DRAW_ONE = 13
    WILD = 14
    WILD_DRAW_FOUR = 15
    WILD_DRAW_TWO = 16
    CASTING_CALL = 17
    TEAM_PLAY = 18
    TEAM_DRAW_FOUR = 19

    @property
    def is_wild(self) -> bool:
        """Whether cards of this kind are wilds (no color in hand)."""
        return self >= Kind.WILD

    @property
    def is_number(self) -> bool:
        """Whether this is a number kind (0-9)."""
        return self <= Kind.NINE


class MoveType(enum.IntEnum):
    """The kinds of move (``uno_move_type``), in canonical order."""

    PLAY = 1
    DRAW = 2
    PASS = 3
    UNO = 4
    CATCH = 5
    CHALLENGE = 6
    ACCEPT = 7
    COLOR = 8
    GIVE = 9
    CAST = 10
    SWAP = 11
    PENALTY = 12
    MISPLAY = 13


class PenaltyReason(enum.IntEnum):
    """Why the referee gives a penalty (``uno_penalty_reason``, R-1)."""

    OTHER = 0
    TABLE_TALK = 1
    SUGGESTION = 2


PENALTY_DEFAULT = 2
PENALTY_MAX = 20


class Reason(enum.IntEnum):
    """Why a move is refused (``uno_reason``): one code per broken rule."""

    OK = 0
    MALFORMED = 1
    GAME_OVER = 2
    NOT_YOUR_TURN = 3
    WRONG_DECISION = 4
    NOT_IN_HAND = 5
    NO_MATCH = 6
    WILD_DRAW_RESTRICTED = 7
    ONLY_DRAWN_CARD = 8
    COLOR_NOT_WILD = 9
    CANNOT_DRAW = 10
    CANNOT_PASS = 11
    UNO_NOT_LAST = 12
    NOT_CATCHABLE = 13
    CATCH_SELF = 14
    NOT_IN_VARIANT = 15
    MUST_PLAY = 16
    BAD_TARGET = 17
    STACK_ONLY = 18
    FORCE_PLAY = 19
    NO_MISPLAY = 20
    NOT_IN_PLAY = 21


class Phase(enum.IntEnum):
    """The kind of decision a game waits for (``uno_phase``)."""

    PLAY = 0
    DRAWN = 1
    COLOR = 2
    CHALLENGE = 3
    ROUND_OVER = 4
    MATCH_OVER = 5
    HANDOFF = 6
    CAST = 7
    STACK = 8
    SWAP = 9


class PlayoutPolicy(enum.IntEnum):
    """The policies of :meth:`uno.Game.playout` (``uno_playout_policy``)."""

    UNIFORM = 0
    REFERENCE = 1


class BotKind(enum.IntEnum):
    """The kinds of :class:`uno.Bot` (``uno_bot_kind``)."""

    RANDOM = 0
    GREEDY = 1
    SEARCH = 2


class SeatStatus(enum.IntEnum):
    """Where a seat stands in the match (``uno_seat_status``)."""

    IN = 0
    OUT = 1
    ELIMINATED = 2


class DrawReason(enum.IntEnum):
    """Why cards were drawn (``uno_draw_reason``), in draw and penalty
    events."""

    TURN = 0
    CARD_EFFECT = 1
    UNO_PENALTY = 2
    CHALLENGE_GUILTY = 3
    CHALLENGE_FAILED = 4
    TEAM_PLAY = 5
    REFEREE = 6
    TABLE_TALK = 7
    SUGGESTION = 8
    MISPLAY = 9


class EventType(enum.IntEnum):
    """What an :class:`uno.Event` reports (``uno_event_type``)."""

    DEALER_DRAW = 1
    DEALER = 2
    ROUND_START = 3
    FIRST_CARD = 4
    FIRST_CARD_RETURNED = 5
    PLAY = 6
    DRAW = 7
    PASS = 8
    COLOR = 9
    SKIP = 10
    DIRECTION = 11
    PENALTY = 12
    UNO = 13
    CATCH = 14
    CHALLENGE = 15
    RESHUFFLE = 16
    ROUND_END = 17
    MATCH_END = 18
    GIVE = 19
    TURN_OVER = 20
    CAST = 21
    SEAT_OUT = 22
    SEAT_BACK = 23
    ELIMINATED = 24
    JUMP_IN = 25
    STACK = 26
    SWAP = 27
    ROTATE = 28
    MISPLAY = 29
    MISPLAY_CAUGHT = 30
    HOOK_REFUSED = 31


class Option(enum.IntEnum):
    """Rule options by id (``uno_option``). Each also has a stable name, the
    member's name in lower case (``Option.UNO_PENALTY`` is
    ``"uno_penalty"``); the binding checks on load that the library agrees.
    :class:`uno.Rules` takes either form."""

    TARGET_SCORE = 0
    HAND_SIZE = 1
    UNO_PENALTY = 2
    CHALLENGE_PENALTY = 3
    CHALLENGER_SKIPPED = 4
    WILD_FIRST_RETURNED = 5
    STRICT_WILD_DRAW = 6
    LOWEST_SCORE_WINS = 7
    DEALER = 8
    ELIMINATION_LIMIT = 9
    ROTATING_PARTNERS = 10
    STACKING = 11
    DRAW_UNTIL_PLAYABLE = 12
    FORCE_PLAY = 13
    JUMP_IN = 14
    SEVEN_O = 15
    REFEREE = 16
    MISPLAY_PENALTY = 17

    @property
    def key(self) -> str:
        """The option's stable name (``"uno_penalty"``)."""
        return self.name.lower()
