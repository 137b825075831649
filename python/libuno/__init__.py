"""libuno: the rules of UNO for Python, over libuno (ctypes, no compiler needed).

The module is ``libuno`` (its pip name too; Debian: ``python3-libuno``), never
``uno``: that is LibreOffice's Python-UNO bridge on most desktops, so this
package keeps no alias of that name.

libuno keeps a whole match behind one handle, says which moves are legal
(and why any other is refused), plays every card effect, penalty and UNO
call, and scores the rounds. This package wraps it::

    import libuno

    game = libuno.Game("classic", players=4, seed=7)
    while not game.round_over:
        moves = game.legal_moves()          # for the current player
        game.apply(moves[0])                # a libuno.Move, or notation: "W4/B"
    print(game.winner, game.scores)

The pieces:

- :func:`variants` lists the built-in rule tables (``"classic"``,
  ``"two-player"``, ``"partners"``, ``"challenge"``, ``"express"``,
  ``"casting-call"``, ``"teams"``, and the editions ``"no-mercy"`` and
  ``"flip"``);
  :class:`Rules` is one with its options (``Rules("classic", stacking=1)``,
  ``rules["uno_penalty"] = 4``).
- :class:`Game` is a match: properties for the public state, ``hand(seat)``
  for a private hand, :meth:`Game.legal_moves`, :meth:`Game.check`,
  :meth:`Game.apply`, :meth:`Game.next_round`, :meth:`Game.clone`, and
  :meth:`Game.set_hooks` for Python callables that answer decisions and
  receive :class:`Event` notifications.
- :class:`Card` and :class:`Move` are immutable values with notation
  (``Card("RD2")``, ``Move("W4/B")``, ``str(move)``). Those a game or rules
  hand out write their variant's notation on the side they were read on
  (No Mercy's ``RDA``, UNO Flip's dark ``PD5``: :mod:`libuno.notation`),
  which the game reads back (:meth:`Game.apply`, :meth:`Game.parse_move`);
  a bare ``Card("R5")`` writes the library's. Equality and hashing never
  depend on it. A color read dark side up is a :class:`DarkColor`, equal
  to the :class:`Color` of its number.
- ``print(game)`` draws the table (:meth:`Game.board`).
- Errors are exceptions derived from :class:`UnoError`; refused moves raise
  :class:`IllegalMove` with the :class:`Reason`.

Installing: ``pip install --no-build-isolation .`` in a checkout (or an
unpacked source archive) installs the package with libuno inside it when
meson, ninja and a C compiler are there to build it; without them (or with
``UNO_BUNDLE=0``) it installs the package alone, which then uses an
installed libuno (``meson install``), found by the system loader or
through pkg-config. The enums and limits are generated from libuno's
headers when the package is built (:mod:`libuno.enums`); a checkout used
straight from the source tree (``PYTHONPATH=python``) reads its headers on
import.

The library is found through ``$UNO_LIBRARY`` (a path to ``libuno.so``),
``$UNO_BUILD_DIR`` (a meson build directory), the copy bundled in the
package, the meson build the package was assembled in
(``<build>/python``), a meson build directory of this checkout
(``build*/``), the system loader, or pkg-config's ``libdir`` of an
installed libuno, in that order (``libuno.so.1`` on Linux,
``libuno.1.dylib`` on macOS, ``uno.dll`` or ``libuno-1.dll`` on Windows);
its version is checked on import (:func:`library_version`,
:data:`library_path`).

:class:`Bot` is one of the library's computer players (``"random"``,
``"greedy"`` or ``"search"``): ``Bot("search", seed=1).choose(game, seat)``
gives a legal move for the seat's pending decision, seeing only what that
seat may see.

:meth:`Game.save` and :meth:`Game.load` turn a game into libuno's versioned
save format and back (games pickle the same way).

For bots, search and learning (:mod:`libuno.state`): :meth:`Game.view` is what
one seat may see, :meth:`Game.observation` its fixed-size integer encoding,
:meth:`Game.legal_mask` the legal moves over the dense move index
(:func:`move_index`, :func:`move_from_index`), :meth:`Game.determinize`
resamples the hidden cards in place (as the C function does) and
:meth:`Game.determinized` gives a copy with them resampled.
:meth:`Game.log_start` records the moves; :meth:`Game.log` exports them and
:meth:`Game.replay` plays them back. :meth:`Game.advance` lets a list of
bots play their seats until a seat without one must decide.

What each seat is told (doc/information.md): the ``event`` hook hears every
event whole; :meth:`Game.event_for_seat` gives it as one seat may know it
(another seat's draw without its card, ...), and :data:`SPECTATOR` stands
for no seat in it, :meth:`Game.view`, :meth:`Game.observation` and
:meth:`Game.hidden_faces`: what every seat knows, no hand. A server sends
each seat and spectator those, and redacts nothing itself.

Two-sided cards (``flip``, :attr:`Rules.sides` 2): every card has a
light and a dark face, and all cards show one side at a time
(:attr:`Game.side`, :attr:`View.side <libuno.View>`); a Flip turns them all
over (``EventType.FLIP``). Cards and moves are the faces in play, colors
0-3 pink, teal, orange and purple on the dark side (:class:`DarkColor`):
``str()`` of what the game hands out, :meth:`Game.card_text` and
:meth:`Game.move_text` write them in the side's letters (``P``, ``T``,
``O``, ``V``), and the variant's parser reads either side's.
:meth:`Game.hidden_faces` is what a seat sees of the faces not in play
(FL-5): the other hands', and the draw pile's top card's
(:data:`DRAW_PILE`), which its view carries too (:attr:`View.hidden
<libuno.View>`, ``View.draw_hidden``); an event whose card goes into a
hand carries that card's hidden face (:attr:`Event.hidden
<libuno.Event>`), told to every seat but the holder. A scripted deck gives each card as a pair of faces,
``"R5:P3"`` (:class:`Game`, :meth:`Game.from_hands`).

Names and words come from the library (:mod:`libuno.text`): the stable
name of every code (``EventType.KNOCKED_OUT.key``, :func:`phase_name`,
:attr:`Event.type_name <libuno.Event>`), a card's English name in its
variant and side (:meth:`Game.card_name`), an event in one sentence as a
seat is told it (:meth:`Game.describe`), and each option's label,
category and the variants it applies to (:func:`option_label`,
:func:`option_category`, :func:`option_variants`, :attr:`Rules.options`).

:class:`Tournament` is the partner tournament of TOUR-1 (eight players at
two tables, everyone partnering everyone): the seating of every hand and
the players' running totals.

Cards and moves have one order everywhere, the library's (:mod:`libuno.cards`):
hands, decks and legal move lists come sorted in it, and ``sorted()`` uses
it.

For hosts that play many moves: :meth:`Game.decision` gives the pending
decision as a :class:`Decision` (the seat, the phase, the legal moves as a
mask over the move index) in one library call, :meth:`Game.apply_index`
answers with an index, and :meth:`Game.reset` starts a new game on the same
handle. The Move of each index is made once (:func:`move_from_index`), so
move-by-move play makes no Move objects. A variant that deals kinds 20-31
(``no-mercy``) has :data:`MOVE_INDEX_MAX` (398) move indexes rather than
:data:`MOVE_INDEX_COUNT` (272), and a longer observation
(:attr:`Rules.move_index_count`, :meth:`Rules.move_from_index`,
:attr:`Rules.observation_size`). :class:`Batch` steps N games in one
call and reads their observations and masks as numpy arrays (it needs numpy,
imported when a batch is made; nothing else in the package does).

:mod:`libuno.rl` has reinforcement-learning environments: a PettingZoo AEC
environment (``libuno.rl.aec_env()``) and a Gymnasium one against the bots
(``libuno.rl.GymEnv``). It needs numpy and is imported on first use
(``libuno.rl`` or ``import libuno.rl``), never by ``import libuno``.
"""
from ._lib import LIBRARY_PATH, MAX_PLAYERS, VERSION_STRING
from .cards import Card, CardLike, Move, MoveLike
from .enums import (CAST_DEAL, DRAW_PILE, NO_COLOR, SPECTATOR, Color, DarkColor, DrawReason, EventType, Kind,
                    MoveType, Option, PenaltyReason, Phase, PlayoutPolicy,
                    Reason, SeatStatus, Status, BotKind, BotLevel)
from .errors import (BufferTooSmall, Busy, DeckError, IllegalMove,
                     InvalidArgument, InvalidState, NotFound, NotSupported,
                     NotYourTurn, OutOfMemory, OutOfRange, ParseError,
                     DefinitionError, UnoError, FormatError)
from .game import Decision, Event, Game, Verdict
from .rules import (OptionInfo, Rules, Variant, option_description, option_names,
                    variants)
from . import text
from .text import (color_name, draw_reason_name, event_type_name, option_category,
                   option_label, option_variants, phase_name, reason_name,
                   seat_status_name)
from . import _headers, state as _state
from .state import (MOVE_INDEX_COUNT, MOVE_INDEX_MAX, Belief, View, card_face,
                    move_from_index, move_index)
from .bot import Bot
from .batch import Batch
from .tournament import Tournament

Game.view = _state.view
Game.observation = _state.observation
Game.legal_mask = _state.legal_mask
Game.determinize = _state.determinize
Game.determinized = _state.determinized
Game.belief = _state.belief
Game.set_tracking = _state.set_tracking
Game.tracks_history = property(_state.tracks_history)
Game.log_start = _state.log_start
Game.log = property(_state.log)
Game.replay = classmethod(_state.replay)

#: The path (or name) libuno was loaded from.
library_path: str = LIBRARY_PATH
#: The package's version: the project's (meson.build), one for the library,
#: its headers, this package and the npm package.
__version__ = _headers.VERSION


def __getattr__(name: str):
    # libuno.rl needs numpy: imported when first asked for, not with uno.
    if name == "rl":
        import importlib
        return importlib.import_module(".rl", __name__)
    raise AttributeError("module %r has no attribute %r" % (__name__, name))


def library_version() -> str:
    """The version of the libuno loaded, as text (``"0.1.0"``,
    ``uno_version_string()``); :data:`library_path` says where it was
    loaded from."""
    return VERSION_STRING


def strerror(status: int) -> str:
    """The library's name for a status code (``uno_strerror()``)."""
    from ._lib import lib
    if isinstance(status, bool) or not isinstance(status, int):
        raise TypeError("a status is an int")
    if not -2**31 <= status < 2**31:
        raise ValueError("not a status: %d" % status)
    return lib.uno_strerror(status)


def reason_message(reason: int) -> str:
    """A sentence explaining a :class:`Reason`, naming the rule
    (``uno_reason_message()``)."""
    from ._lib import lib
    if isinstance(reason, bool) or not isinstance(reason, int):
        raise TypeError("a reason is an int or libuno.Reason")
    if not -2**31 <= reason < 2**31:
        raise ValueError("not a reason: %d" % reason)
    return lib.uno_reason_message(reason)


__all__ = [
    "Card", "CardLike", "Move", "MoveLike", "Game", "Event", "Verdict",
    "Decision", "Batch", "Tournament",
    "Rules", "Variant", "OptionInfo", "variants", "option_names", "option_description",
    "Color", "NO_COLOR", "CAST_DEAL", "DRAW_PILE", "SPECTATOR", "DarkColor", "Kind", "MoveType", "Reason", "Phase",
    "PlayoutPolicy", "PenaltyReason", "Bot", "BotKind", "BotLevel",
    "SeatStatus", "DrawReason", "EventType", "Option", "Status",
    "UnoError", "InvalidArgument", "OutOfMemory", "IllegalMove",
    "NotYourTurn", "ParseError", "DefinitionError", "OutOfRange", "NotSupported",
    "InvalidState", "Busy", "NotFound", "DeckError", "BufferTooSmall",
    "FormatError", "strerror", "reason_message", "library_version", "library_path",
    "MAX_PLAYERS", "View", "Belief", "card_face", "MOVE_INDEX_COUNT", "MOVE_INDEX_MAX", "move_index",
    "move_from_index", "text", "event_type_name", "phase_name", "draw_reason_name",
    "seat_status_name", "reason_name", "color_name", "option_label", "option_category",
    "option_variants",
]
