"""What helps a person at a table: the end-of-deal moment, undo and hints.

- **The end of a deal**: when a deal ends while people sit at the table, the table holds (bots
  wait, actions are refused as ``paused``) and shows the deal's last trick and score until
  every person there presses Continue, or for ``deal_end`` seconds when the table's creator
  chose a timer.
- **Undo**: a person takes back their last action of the deal in play, and every action after
  it (the bots' too): the table is replayed without them, exactly as a restarted server would
  rebuild it. Alone with bots it is done at once; with other people at the table (holding a
  seat, connected now or not) each of them must agree first (and the table waits meanwhile).
  The actions taken back go to the table's log on the server, never to the record, and never
  to a client (a bot's hidden action, such as cards given to its partner, must stay hidden).
- **Hint**: what the seat's own bot would do now, from the seat's view only.
"""

from __future__ import annotations

import asyncio
import time
from dataclasses import dataclass, field
from random import Random
from typing import TYPE_CHECKING, Any

from followsuit.bots.hint import Hint, hint
from followsuit.server import protocol
from followsuit.server.keys import derived_random
from followsuit.server.persistence import undo_actions
from followsuit.server.protocol import Refusal
from followsuit.server.tables import PLAYING

if TYPE_CHECKING:
    from followsuit.server.lifecycle import Room


@dataclass
class Moment:
    """A finished deal on show: who has still to press Continue, and until when."""

    deal: int
    waiting: set[int]
    deadline: float | None = None
    handle: asyncio.TimerHandle | None = field(default=None, compare=False)

    def as_dict(self) -> dict[str, Any]:
        return {"deal": self.deal, "waiting": sorted(self.waiting), "deadline": self.deadline}


@dataclass
class UndoAsk:
    """An undo asked of the other people at the table: who asked, where it cuts, who agreed."""

    seat: int
    keep: int
    state_id: int
    needed: set[int]
    agreed: set[int] = field(default_factory=set)

    def as_dict(self) -> dict[str, Any]:
        return {
            "seat": self.seat,
            "needed": sorted(self.needed),
            "agreed": sorted(self.agreed),
        }


def people(room: Room, *, besides: int | None = None) -> set[int]:
    """The seats held by a person connected now (except ``besides``)."""
    return {
        index
        for index, seat in enumerate(room.table.seats)
        if seat.held and seat.connections > 0 and index != besides
    }


def holders(room: Room, *, besides: int | None = None) -> set[int]:
    """The seats held by a person, connected now or not (except ``besides``): the people at
    the table, who must agree to an undo."""
    return {index for index, seat in enumerate(room.table.seats) if seat.held and index != besides}


# -- the end of a deal ------------------------------------------------------------------------


def open_moment(room: Room) -> None:
    """A deal has just ended: hold the table for the people watching, if any."""
    close_moment(room)
    table = room.table
    waiting = people(room)
    if table.over or not waiting:
        return
    moment = Moment(len(table.match.finished), waiting)
    wait = table.settings.deal_end
    if wait > 0:
        moment.deadline = room.clock() + wait
        moment.handle = asyncio.get_running_loop().call_later(wait, _timer_over, room, moment)
    room.moment = moment


def close_moment(room: Room) -> None:
    moment = room.moment
    if moment is not None and moment.handle is not None:
        moment.handle.cancel()
    room.moment = None


def _timer_over(room: Room, moment: Moment) -> None:
    if room.moment is moment and not room.closed:
        close_moment(room)
        room.schedule()
        room.broadcast()


def carry_on(room: Room, seat: int) -> bool:
    """``seat`` pressed Continue (or left): True when that ended the moment."""
    moment = room.moment
    if moment is None:
        return False
    moment.waiting.discard(seat)
    if moment.waiting:
        return False
    close_moment(room)
    return True


def deal_end_message(room: Room, seat: int | None) -> dict[str, Any] | None:
    """The latest finished deal's end, while it is the table's news: during the moment, when
    the match is over, and until the next deal's first trick is complete (asked of the view
    being sent to ``seat``, already made)."""
    table = room.table
    finished = len(table.match.finished)
    if not finished:
        return None
    if room.moment is None and not table.over and table.view(seat).get("last_trick") is not None:
        return None
    return table.deal_end(finished)


# -- undo ---------------------------------------------------------------------------------------


async def ask_undo(room: Room, seat: int, state_id: int, agree: bool) -> dict[str, Any]:
    """``seat`` asks to take back its last action (or answers another player's asking):
    carried out when nobody else is at the table or everyone agreed. Raise :class:`Refusal`
    when it cannot be."""
    table = room.table
    async with room.lock:
        if state_id != table.state_id:
            raise Refusal(
                protocol.STALE,
                f"the table has moved on (state {table.state_id}, you sent {state_id})",
            )
        if table.status != PLAYING:
            raise Refusal(protocol.NOT_STARTED, "there is no game in play")
        asked = room.undo_ask
        if asked is not None and asked.seat != seat:
            if seat not in asked.needed:
                raise Refusal(protocol.NO_UNDO, "this undo is not yours to answer")
            if not agree:
                room.undo_ask = None
                return _answered(room, {"undo": "declined"})
            if seat in asked.agreed:  # said again: nothing changes, nothing is sent
                return {"undo": "agreed", "state_id": table.state_id}
            asked.agreed.add(seat)
            if asked.agreed < asked.needed:
                return _answered(room, {"undo": "agreed"})
            return await _carry_out(room, asked.seat, asked.keep)
        if asked is not None:  # the asker again: yes repeats the question, no withdraws it
            if not agree:
                room.undo_ask = None
                return _answered(room, {"undo": "withdrawn"})
            return {"undo": "asked"}
        if not agree:
            raise Refusal(protocol.NO_UNDO, "no undo has been asked")
        keep = table.undo_point(seat)
        others = holders(room, besides=seat)
        now = room.clock()
        away = [index for index in sorted(others) if table.bot_plays(index, now)]
        if away:
            names = " and ".join(table.seats[i].name or table.names[i] for i in away)
            verb = "is" if len(away) == 1 else "are"
            raise Refusal(
                protocol.NO_UNDO,
                f"an undo needs every person at the table to agree: {names} {verb} away "
                "(a bot plays for them)",
            )
        if not others:
            return await _carry_out(room, seat, keep)
        room.undo_ask = UndoAsk(seat, keep, state_id, others)
        return _answered(room, {"undo": "asked"})


def _answered(room: Room, answer: dict[str, Any]) -> dict[str, Any]:
    room.schedule()
    room.broadcast()
    return {**answer, "state_id": room.table.state_id}


async def _carry_out(room: Room, seat: int, keep: int) -> dict[str, Any]:
    """Store the cut (and log it), then replay the table without the actions taken back."""
    table = room.table
    taken = table.actions[keep:]
    try:
        await room.journal.write(undo_actions(table.id, keep, seat, taken, time.time()))
    except Exception:
        room.undo_ask = None
        raise Refusal("unavailable", "the server could not store the undo: try again") from None
    table.rewind(keep)
    room.undo_ask = None
    room.reset_bots()
    close_moment(room)
    room.schedule()
    room.broadcast()
    return {"undo": "done", "undone": len(taken), "state_id": table.state_id}


def drop_undo(room: Room) -> None:
    """The table moved on (an action, a seat changing hands): an undo asked is void."""
    room.undo_ask = None


def drop_undo_of_the_gone(room: Room) -> bool:
    """A person asked who has not answered is gone past the grace period (a bot plays for
    them): nobody will answer, so the undo is dropped and the table goes on, as when they
    leave. True when it was."""
    asked = room.undo_ask
    if asked is None:
        return False
    now = room.clock()
    if not any(room.table.bot_plays(seat, now) for seat in asked.needed - asked.agreed):
        return False
    drop_undo(room)
    return True


# -- hints --------------------------------------------------------------------------------------


def hint_for(room: Room, seat: int) -> Hint:
    """What ``seat``'s own bot would do now, from the seat's view (raise :class:`Refusal`
    when it is not the seat's turn)."""
    table = room.table
    if table.status != PLAYING or table.over:
        raise Refusal(protocol.GAME_OVER, "there is nothing to do now")
    if room.moment is not None:
        raise Refusal(protocol.PAUSED, "the deal has ended: press Continue first")
    if table.to_act != seat:
        raise Refusal(protocol.OUT_OF_TURN, "a hint is for your turn")
    view = table.view(seat)
    rng = (
        derived_random(table.key, "hint", seat, table.state_id)
        if table.key is not None
        else Random(f"hint:{table.seed}:{seat}:{table.state_id}")
    )
    found = hint(table.game, view, rng)
    if found is None:
        raise Refusal(protocol.OUT_OF_TURN, "you have nothing to do now")
    return found
