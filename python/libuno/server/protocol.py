"""The wire protocol of uno-server (doc/protocol.md): its version, the error
codes, the WebSocket close codes, and the checks every client message goes
through before a handler sees it.

Nothing here knows the rules of UNO: moves travel as the library's
notation and are judged by the library (room.py); cards and views are
written by tell.py from the library's per-seat functions.
"""
from __future__ import annotations

import json
from typing import Any, Dict, Iterable, List, Optional

#: The protocol version this server speaks. A client names the versions
#: it speaks in its ``hello``; a change that an old client would misread
#: gets a new number.
PROTOCOL = 1
PROTOCOLS = (PROTOCOL,)

# WebSocket close codes (RFC 6455, 7.4.1) the server closes with.
CLOSE_NORMAL = 1000        # the client left, or asked to
CLOSE_GOING_AWAY = 1001    # the server shuts down
CLOSE_PROTOCOL = 1002      # no protocol both sides speak
CLOSE_POLICY = 1008        # a limit: flooding, too many connections, too slow
CLOSE_TOO_BIG = 1009       # a frame over the size limit (aiohttp closes)
CLOSE_INTERNAL = 1011      # the server failed

#: Every error code, with what it means (doc/protocol.md lists them too;
#: test_server_protocol checks that the two agree).
ERRORS: Dict[str, str] = {
    "bad_json": "the frame is not JSON text",
    "binary_frame": "binary frames are not part of the protocol",
    "bad_message": "the message is not an object of the documented fields",
    "unknown_type": "no message has this type",
    "hello_required": "the first message must be hello",
    "unsupported_protocol": "the server speaks none of the client's versions",
    "rate_limited": "too many messages per second: this one was dropped",
    "too_many_connections": "too many connections from this address",
    "too_many_rooms": "too many rooms made from this address",
    "server_full": "the server holds as many rooms as it may",
    "no_such_room": "no room has this code",
    "already_in_room": "the connection is in a room already: leave first",
    "not_in_room": "the connection is in no room",
    "not_a_player": "spectators cannot do this",
    "room_full": "no player seat is open",
    "bad_seat": "no such seat, or a bot's",
    "seat_taken": "the seat is taken",
    "bad_credential": "the credential is not one of this room's seats",
    "replaced": "another connection took this seat with its credential",
    "not_host": "only the host (the seat that made the room) may",
    "not_started": "the room has no game yet",
    "already_started": "the game has started",
    "seats_open": "player seats are open: wait, or start with bots",
    "stale_version": "the move was made for a version that is no longer current",
    "not_your_seat": "a connection moves for its own seat only",
    "bad_move": "not a move of this variant's notation",
    "illegal_move": "the library refused the move",
    "not_your_turn": "the decision is another seat's",
    "round_not_over": "the round is still being played",
    "match_over": "the match is over: rematch",
    "match_not_over": "the match is still being played",
    "bad_variant": "no such variant",
    "bad_option": "an option the variant does not have, or a value out of range",
    "bad_players": "the variant is not played by this many",
    "bad_bots": "bots are given per seat as a level, and one seat must be a player's",
    "bad_setting": "a room setting out of range",
    "storage_error": "the move could not be stored, so it was not applied",
    "shutting_down": "the server is shutting down",
    "internal_error": "the server failed on this message (it is logged)",
}


class ProtocolError(Exception):
    """An error the client is told (``{"type": "error", ...}``): a code of
    :data:`ERRORS`, a sentence, and fields of its own (``version`` for a
    stale move, ``reason`` for an illegal one)."""

    def __init__(self, code: str, message: Optional[str] = None, **fields: Any):
        assert code in ERRORS, code
        super().__init__(message or ERRORS[code])
        self.code = code
        self.message = message or ERRORS[code]
        self.fields = fields

    def frame(self, request_id: Any = None) -> Dict[str, Any]:
        out: Dict[str, Any] = {"type": "error", "code": self.code,
                               "message": self.message}
        out.update(self.fields)
        if request_id is not None:
            out["id"] = request_id
        return out


#: The client's messages and the fields each may have (beyond ``type`` and
#: ``id``); anything else is a bad_message.
MESSAGES: Dict[str, Iterable[str]] = {
    "hello": ("protocol", "client"),
    "ping": (),
    "variants": (),
    "lobby": (),
    "create": ("variant", "players", "options", "bots", "public", "name",
               "seat", "player_name", "grace", "turn_timer", "autopilot",
               "bot_delay"),
    "join": ("room", "as", "seat", "name", "credential"),
    "leave": (),
    "start": ("fill_bots",),
    "move": ("move", "version", "seat"),
    "next_round": ("version",),
    "rematch": ("version",),
    "state": (),
}

# A message's id is echoed in the answer; a client chooses it, so it is
# kept short and scalar.
_ID_MAX = 64


def parse(text: str) -> Dict[str, Any]:
    """A client frame as a message dict with a known ``type`` and only its
    documented fields; ProtocolError otherwise."""
    try:
        msg = json.loads(text)
    except ValueError:
        raise ProtocolError("bad_json") from None
    if not isinstance(msg, dict):
        raise ProtocolError("bad_message", "a message is a JSON object")
    request_id = msg.get("id")
    if request_id is not None and not _short_scalar(request_id):
        raise ProtocolError("bad_message", "id is a number or a string of at "
                            "most %d characters" % _ID_MAX)
    kind = msg.get("type")
    if not isinstance(kind, str):
        raise ProtocolError("bad_message", "a message has a type (a string)",
                            **_id(request_id))
    fields = MESSAGES.get(kind)
    if fields is None:
        raise ProtocolError("unknown_type", "no message has the type %r"
                            % kind[:40], **_id(request_id))
    extra = sorted(set(msg) - set(fields) - {"type", "id"})
    if extra:
        raise ProtocolError("bad_message", "%s has no field %s" % (
            kind, ", ".join(repr(k[:40]) for k in extra[:5])), **_id(request_id))
    return msg


def _id(request_id: Any) -> Dict[str, Any]:
    return {} if request_id is None else {"id": request_id}


def _short_scalar(v: Any) -> bool:
    if isinstance(v, bool):
        return False
    if isinstance(v, int):
        return -2**53 <= v <= 2**53
    return isinstance(v, str) and len(v) <= _ID_MAX


# ---- field checks: each raises bad_message (or the code given) ----

def field_int(msg: Dict[str, Any], name: str, lo: int, hi: int,
              default: Optional[int] = None, code: str = "bad_message") -> int:
    v = msg.get(name, default)
    if v is None:
        raise ProtocolError(code, "%s needs %s (an integer)" % (msg["type"], name))
    if isinstance(v, bool) or not isinstance(v, int) or not lo <= v <= hi:
        raise ProtocolError(code, "%s is an integer from %d to %d" % (name, lo, hi))
    return v


def field_number(msg: Dict[str, Any], name: str, lo: float, hi: float,
                 default: float, code: str = "bad_setting") -> float:
    v = msg.get(name, default)
    if isinstance(v, bool) or not isinstance(v, (int, float)) or not lo <= v <= hi:
        raise ProtocolError(code, "%s is a number from %g to %g" % (name, lo, hi))
    return float(v)


def field_str(msg: Dict[str, Any], name: str, limit: int,
              default: Optional[str] = None, required: bool = False) -> Optional[str]:
    v = msg.get(name, default)
    if v is None:
        if required:
            raise ProtocolError("bad_message", "%s needs %s (a string)" % (msg["type"], name))
        return None
    if not isinstance(v, str) or len(v) > limit:
        raise ProtocolError("bad_message", "%s is a string of at most %d "
                            "characters" % (name, limit))
    return v


def field_bool(msg: Dict[str, Any], name: str, default: bool) -> bool:
    v = msg.get(name, default)
    if not isinstance(v, bool):
        raise ProtocolError("bad_message", "%s is true or false" % name)
    return v


def player_name(msg: Dict[str, Any], name: str) -> Optional[str]:
    """A name people read: printable, at most 32 characters."""
    v = field_str(msg, name, 32)
    if v is None:
        return None
    v = v.strip()
    if not v or not v.isprintable():
        raise ProtocolError("bad_message", "%s is printable text, 1 to 32 "
                            "characters" % name)
    return v


def encode(frame: Dict[str, Any]) -> str:
    """A frame as the text sent: compact JSON."""
    return json.dumps(frame, separators=(",", ":"), ensure_ascii=False)


def error_codes() -> List[str]:
    return sorted(ERRORS)
