"""The table protocol: what a client may send, and the refusals the server answers with.

A client sends one JSON object per action: ``{"action": "QH", "state_id": 17}`` (``seat`` and
``token`` may be repeated in the message; when present they must match the connection's). The
server answers every accepted action by sending each connection its seat's new view; a refused
message gets ``{"type": "refused", "code": ..., "error": ..., "state_id": ...}`` and changes
nothing.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from followsuit.server.intake import Unreadable, loads, short

MAX_MESSAGE = 4096
"""Longest message accepted (an action text is a few words)."""
MAX_ACTION = 200
"""Longest action text (the longest real one, a few cards given, is under 40)."""

WRONG_TOKEN = "wrong_token"
WRONG_SEAT = "wrong_seat"
SPECTATOR = "spectator"
OUT_OF_TURN = "out_of_turn"
STALE = "stale"
MALFORMED = "malformed"
UNKNOWN_ACTION = "unknown_action"
ILLEGAL = "illegal"
NOT_STARTED = "not_started"
GAME_OVER = "game_over"
TOO_LARGE = "too_large"
"""An HTTP body over the limit (intake.MAX_BODY); a long websocket message is malformed."""
PAUSED = "paused"
"""The table waits: a deal's end being looked at, or an undo asked of the other players."""
NO_UNDO = "no_undo"
"""An undo that cannot be done (nothing of yours in this deal, or another player said no)."""

CODES = (
    WRONG_TOKEN,
    WRONG_SEAT,
    SPECTATOR,
    OUT_OF_TURN,
    STALE,
    MALFORMED,
    UNKNOWN_ACTION,
    ILLEGAL,
    NOT_STARTED,
    GAME_OVER,
    TOO_LARGE,
    PAUSED,
    NO_UNDO,
)


@dataclass(frozen=True)
class Refusal(Exception):
    """Why a message was not carried out: a stable ``code`` and a sentence for people."""

    code: str
    error: str

    def message(self, state_id: int) -> dict[str, Any]:
        error = short(self.error)
        return {"type": "refused", "code": self.code, "error": error, "state_id": state_id}


@dataclass(frozen=True)
class ActionMessage:
    """A well-formed action message."""

    action: str
    state_id: int
    seat: int | None = None
    token: str | None = None


def parse_message(text: str | bytes) -> ActionMessage:
    """Read a client's message; raise :class:`Refusal` (``malformed``) naming what is wrong."""
    if len(text) > MAX_MESSAGE:
        raise Refusal(MALFORMED, f"message longer than {MAX_MESSAGE} characters")
    try:
        data = loads(text)
    except Unreadable as error:
        raise Refusal(error.code, str(error)) from None
    return message_from(data)


def message_from(data: Any) -> ActionMessage:
    """Check the shape of a decoded message (also used by the HTTP ``act`` endpoint)."""
    if not isinstance(data, dict):
        raise Refusal(MALFORMED, 'a message is a JSON object: {"action": ..., "state_id": ...}')
    action = data.get("action")
    if not isinstance(action, str) or not action.strip():
        raise Refusal(MALFORMED, 'action must be a non-empty action text, e.g. "QH" or "pass"')
    if len(action) > MAX_ACTION:
        raise Refusal(MALFORMED, f"action longer than {MAX_ACTION} characters")
    state_id = data.get("state_id")
    if not isinstance(state_id, int) or isinstance(state_id, bool):
        raise Refusal(MALFORMED, "state_id must be the integer of the last state received")
    seat = data.get("seat")
    if seat is not None and (not isinstance(seat, int) or isinstance(seat, bool)):
        raise Refusal(MALFORMED, "seat must be a seat number")
    token = data.get("token")
    if token is not None and (not isinstance(token, str) or len(token) > 100):
        raise Refusal(MALFORMED, "token must be a seat's token")
    unknown = set(data) - {"action", "state_id", "seat", "token", "type"}
    if unknown:
        raise Refusal(MALFORMED, f"unknown field(s): {', '.join(sorted(map(str, unknown)))}")
    return ActionMessage(action, state_id, seat, token)
