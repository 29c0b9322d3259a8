"""A table: one match of one game, its seats and who may act. The server's only game state.

A table's match is fully determined by its game, options, secret key (or, on test servers, a
chosen seed), first dealer and the list of accepted actions, which is exactly what persistence
stores; a restarted server rebuilds every table by replaying that list. The key never leaves
the server: no route, message or record gives it (docs/server.md, the threat model).
``state_id`` is the number of actions accepted so far: a client sends the one it last saw with
its action, and a stale one is refused.
"""

from __future__ import annotations

import hashlib
import secrets
import time
from collections.abc import Sequence
from dataclasses import asdict, dataclass, field
from random import Random
from typing import Any

from followsuit import games
from followsuit.engine import Action, Deal, Game, Match, View
from followsuit.engine.match import DealSource
from followsuit.errors import GameError, NotationError, OptionError
from followsuit.games.presentation import NOTHING, Presentation
from followsuit.records.deal_end import deal_end
from followsuit.records.explain import explained_record, explained_view
from followsuit.server import protocol
from followsuit.server.faults import contained
from followsuit.server.keys import deal_source, derived_random
from followsuit.server.protocol import Refusal

HUMAN, BOT = "human", "bot"
WAITING, PLAYING, FINISHED = "waiting", "playing", "finished"
STARTS = ("auto", "now", "wait")
"""How a table starts: when every seat is taken, at once, or when its host says so."""

MAX_DEALS = 1000
"""Deals a match at a server table may run: one still going after them ends there,
unfinished (:attr:`Table.stopped`). Nobody plays a thousand deals at one table; a table of bots
with no pause whose match never ends (a target nobody reaches, a million deals chosen) would
otherwise play, and store, without end."""


def new_token() -> str:
    return secrets.token_urlsafe(18)


def token_hash(token: str) -> str:
    """Tokens are stored only as hashes: the database never holds a working secret."""
    return hashlib.sha256(token.encode()).hexdigest()


def new_table_id() -> str:
    alphabet = "abcdefghjkmnpqrstuvwxyz23456789"
    return "".join(secrets.choice(alphabet) for _ in range(8))


def seeded_source(game: Game, seed: int) -> DealSource:
    """The packs of a table dealt from a seed, as ``game.new_match(seed=...)`` deals them:
    one generator seeded once, a shuffle per deal."""
    rng = Random(seed)

    def source(index: int, dealer: int) -> tuple[Sequence[int], int]:
        return game.pack.shuffled(rng), dealer

    return source


@dataclass(frozen=True, kw_only=True)
class Settings:
    """How a table runs: how it starts, the pace of its bots and its clocks (seconds)."""

    start: str = "auto"
    """How a table waiting for its players starts: ``auto`` when every seat is taken,
    ``wait`` when its host presses Start (``now``: it started as it was made)."""

    bot_delay: float = 0.8
    """Pause before a bot acts, so people can follow the play (varied by up to 10 % either way,
    so that tables started together do not move in step)."""
    deal_pause: float = 2.5
    """Pause before the first action of a new deal while a person sits at the table."""
    grace: float = 60.0
    """How long a dropped player's seat waits for them before a bot plays it."""
    turn_timer: float = 0.0
    """Seconds a person has for each action before their seat's bot plays it (0: no clock)."""
    deal_end: float = 0.0
    """Seconds a finished deal stays on the table (its last trick and score) before play goes
    on, while people sit there; 0: until every person at the table presses Continue."""

    def __post_init__(self) -> None:
        if self.start not in STARTS:
            raise OptionError("start must be 'auto', 'now' or 'wait'")
        for name in ("bot_delay", "deal_pause", "grace", "turn_timer", "deal_end"):
            value = getattr(self, name)
            if not isinstance(value, int | float) or isinstance(value, bool):
                raise OptionError(f"{name} must be a number of seconds")
            if not 0 <= value <= 3600:
                raise OptionError(f"{name} must be between 0 and 3600 seconds, not {value}")

    @classmethod
    def from_dict(cls, data: object) -> Settings:
        """The settings a request or a stored table gives (None: the defaults)."""
        if data is None:
            data = {}
        if not isinstance(data, dict):
            raise OptionError('settings must be an object of seconds, such as {"bot_delay": 1}')
        known = set(cls.__dataclass_fields__)
        unknown = set(data) - known
        if unknown:
            raise OptionError(f"unknown table setting(s): {', '.join(sorted(unknown))}")
        return cls(**data)

    def as_dict(self) -> dict[str, Any]:
        return asdict(self)


@dataclass
class Seat:
    """One seat: meant for a person (``human``) or a bot, and who holds it now.

    ``token_hash`` is the hashed secret of the person holding a human seat (None: empty). The
    runtime fields (connections, away_since) are not stored: after a restart every holder is
    away, and comes back by reopening the table's link.
    """

    kind: str
    bot: str
    name: str | None = None
    token_hash: str | None = None
    connections: int = field(default=0, compare=False)
    away_since: float | None = field(default=None, compare=False)

    def stored(self) -> dict[str, Any]:
        return {"kind": self.kind, "bot": self.bot, "name": self.name, "token": self.token_hash}

    @classmethod
    def from_stored(cls, data: dict[str, Any], now: float) -> Seat:
        seat = cls(data["kind"], data["bot"], data.get("name"), data.get("token"))
        if seat.token_hash is not None:
            seat.away_since = now
        return seat

    @property
    def held(self) -> bool:
        return self.token_hash is not None


class Table:
    """One match at one table: the game state, the seats, and the checks on every action."""

    def __init__(
        self,
        *,
        table_id: str,
        game: str,
        preset: str | None,
        options: dict[str, Any],
        key: str | None,
        seed: int | None = None,
        dealer: int,
        seats: list[Seat],
        settings: Settings,
        status: str = WAITING,
        created: float | None = None,
        host_hash: str | None = None,
        actions: list[tuple[int, str]] | None = None,
    ) -> None:
        self.id = table_id
        self.spec = games.spec(game)
        self.preset = preset
        self.options = dict(options)
        """The options changed on top of the preset (what is stored: the game is the preset
        with these changes)."""
        self.game: Game = games.load(self.spec.name, preset, **self.options)
        if len(seats) != self.game.players:
            raise OptionError(f"{self.spec.title} has {self.game.players} seats, not {len(seats)}")
        if key is None and seed is None:
            raise GameError(f"table {table_id}: neither a key nor a seed deals its cards")
        self.key = key
        self.seed = seed
        self.dealer = self.game.dealing_seat(dealer)
        self.seats = seats
        self.settings = settings
        self.status = status
        self.created = created if created is not None else time.time()
        self.host_hash = host_hash
        self.match: Match = self.new_match()
        self.actions: list[tuple[int, str]] = []
        self._views: dict[int | None, View] = {}
        self._deal_ends: dict[int, dict[str, Any] | None] = {}
        self.names: list[str] = list(self.game.player_names)
        self._fixed = {  # the part of the summary that never changes
            "id": self.id,
            "game": self.spec.name,
            "title": self.spec.title,
            "preset": self.preset,
            "options": self.game.options.changes(games.options_for(self.spec.name, preset)),
            "players": self.game.players,
            "live": list(self.game.live),  # the others are dummies: nobody's seat
            "scorers": [list(seats) for seats in self.game.scorers],
            "settings": self.settings.as_dict(),
            "created": self.created,
        }
        for seat, text in actions or []:
            if self.match.to_act != seat:
                raise GameError(f"table {table_id}: stored action {text!r} is not seat {seat}'s")
            self.accept(self.match.parse(text))

    def new_match(self) -> Match:
        """The table's match from its first deal, dealt as the table deals: from the key,
        deal by deal (or from a test's chosen seed, or the seed of a table stored before
        keys). No deal comes after :data:`MAX_DEALS`: the match stops there, unfinished."""
        if self.seed is not None:
            source = seeded_source(self.game, self.seed)
        else:
            assert self.key is not None
            source = deal_source(self.game, self.key)

        def dealt(index: int, dealer: int) -> tuple[Sequence[int], int] | None:
            return source(index, dealer) if index < MAX_DEALS else None

        return Match(self.game, source=dealt, dealer=self.dealer)

    def bot_random(self, seat: int) -> Random:
        """The generator of the bot that takes ``seat``'s turn now, derived from the key so
        that nothing a client sees predicts it."""
        if self.key is not None:
            return derived_random(self.key, "bot", seat, self.state_id)
        return Random(f"{self.seed}:{seat}:{self.state_id}")

    # -- the state ------------------------------------------------------------------------

    @property
    def state_id(self) -> int:
        return len(self.actions)

    @property
    def to_act(self) -> int | None:
        return self.match.to_act

    @property
    def over(self) -> bool:
        return self.match.match_is_over

    @property
    def stopped(self) -> str | None:
        """Why the match ended before its own end (it ran :data:`MAX_DEALS` deals), for
        people to read; None while it goes on or once it ends by the rules."""
        if not self.match.unfinished:
            return None
        return (
            f"The match was stopped unfinished: a match at this server runs at most "
            f"{MAX_DEALS:,} deals."
        )

    @property
    def deal(self) -> Deal | None:
        return self.match.current

    def view(self, seat: int | None) -> View:
        """The seat's view of the match now (shared by every connection of that seat)."""
        view = self._views.get(seat)
        if view is None:
            made = self.match.view(seat)
            view = contained(self.id, "the calls' explanations", lambda: explained_view(made), made)
            self._views[seat] = view
        return view

    def presentation(self, seat: int | None) -> Presentation:
        """What the game shows of the seat's view beyond the core (its ``GameSpec.present``:
        typed rows, chips by seat, notes), which the web table draws without knowing the
        game; made from the seat's view alone, so it shows nothing the view hides."""
        present = games.spec(self.game.name).present
        return NOTHING if present is None else present(self.view(seat))

    def sheet(self) -> list[list[str]]:
        """Each finished deal's score lines in words (``records.deal_end``), for the score
        sheet: public, as a finished deal is."""
        finished = range(1, len(self.match.finished) + 1)
        return [list((self.deal_end(number) or {}).get("lines", [])) for number in finished]

    # -- actions --------------------------------------------------------------------------

    def check(self, seat: int | None, text: str, state_id: int) -> Action:
        """The action ``seat`` asks for, if it may be carried out now; else raise
        :class:`Refusal`. Nothing changes either way."""
        if seat is None:
            raise Refusal(protocol.SPECTATOR, "spectators watch: take a seat to play")
        if self.status == WAITING:
            raise Refusal(protocol.NOT_STARTED, "the game has not started yet")
        if self.over or self.status == FINISHED:
            raise Refusal(protocol.GAME_OVER, self.stopped or "the match is over")
        if state_id != self.state_id:
            raise Refusal(
                protocol.STALE,
                f"the table has moved on (state {self.state_id}, you sent {state_id}): "
                "look again and choose",
            )
        to_act = self.match.to_act
        if to_act != seat:
            who = self.names[to_act] if to_act is not None else "nobody"
            raise Refusal(protocol.OUT_OF_TURN, f"it is {who}'s turn, not yours")
        try:
            action = self.match.parse(text)
        except NotationError as error:
            raise Refusal(protocol.UNKNOWN_ACTION, str(error)) from None
        except (GameError, ValueError, IndexError, KeyError) as error:
            raise Refusal(protocol.UNKNOWN_ACTION, f"{text!r} is not an action: {error}") from None
        reason = self.match.check(action)
        if reason is not None:
            raise Refusal(protocol.ILLEGAL, f"{action.text}: {reason}")
        return action

    def accept(self, action: Action) -> None:
        """Carry out a checked action (after it has been stored)."""
        seat = self.match.to_act
        assert seat is not None
        self.match.apply(action)
        self.actions.append((seat, action.text))
        self._views.clear()
        if self.match.match_is_over or self.match.unfinished:
            self.status = FINISHED

    # -- taking back (undo) ---------------------------------------------------------------

    def deal_start(self) -> int:
        """The index in :attr:`actions` of the current deal's first action."""
        return sum(len(deal.history) for deal in self.match.deals[:-1])

    def undo_point(self, seat: int) -> int:
        """Where an undo by ``seat`` would cut the actions: at its last action of the deal in
        play (never in a finished deal: that deal's every card is public now). Raise
        :class:`Refusal` when there is none."""
        if self.status != PLAYING or self.over:
            raise Refusal(protocol.GAME_OVER, "there is no deal in play to take back from")
        start = self.deal_start()
        mine = [i for i in range(start, len(self.actions)) if self.actions[i][0] == seat]
        if not mine:
            raise Refusal(protocol.NO_UNDO, "you have no action to take back in this deal")
        return mine[-1]

    def rewind(self, keep: int) -> list[tuple[int, str]]:
        """Keep the first ``keep`` actions only: the match is replayed without the others,
        exactly as a table stored with those actions is rebuilt. Returns the actions taken
        back (for the server's log: never sent to a client, they may be hidden)."""
        taken = self.actions[keep:]
        kept = self.actions[:keep]
        self.match = self.new_match()
        self.actions = []
        self._views.clear()
        for _seat, text in kept:
            self.accept(self.match.parse(text))
        self.status = FINISHED if self.over or self.match.unfinished else PLAYING
        return taken

    # -- the end of a deal ---------------------------------------------------------------

    def deal_end(self, number: int) -> dict[str, Any] | None:
        """Finished deal ``number``'s last trick, who took it and its score in words (public:
        the deal is over); None when that cannot be made (the fault is logged, once)."""
        if number not in self._deal_ends:
            names = [s.name or p for s, p in zip(self.seats, self.names, strict=True)]
            self._deal_ends[number] = contained(
                self.id,
                f"the end of deal {number}",
                lambda: deal_end(self.match, number, names),
                None,
            )
        return self._deal_ends[number]

    # -- seats ----------------------------------------------------------------------------

    def seat_of(self, token: str) -> int | None:
        digest = token_hash(token)
        for index, seat in enumerate(self.seats):
            if seat.token_hash is not None and secrets.compare_digest(seat.token_hash, digest):
                return index
        return None

    def is_host(self, token: str) -> bool:
        return self.host_hash is not None and secrets.compare_digest(
            self.host_hash, token_hash(token)
        )

    def open_seats(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s.kind == HUMAN and not s.held]

    def all_seated(self) -> bool:
        return not self.open_seats()

    def seat_info(self, now: float) -> list[dict[str, Any]]:
        """Who sits where, as every client may see it (never the tokens)."""
        info = []
        for index, seat in enumerate(self.seats):
            info.append(
                {
                    "seat": index,
                    "position": self.names[index],
                    "kind": seat.kind,
                    "bot": seat.bot,
                    "name": seat.name,
                    "held": seat.held,
                    "connected": seat.connections > 0,
                    "bot_playing": self.bot_plays(index, now),
                }
            )
        return info

    def bot_plays(self, index: int, now: float) -> bool:
        """Whether a bot acts for this seat now: a bot seat, an empty human seat once the game
        has started, or a holder gone longer than the grace period."""
        seat = self.seats[index]
        if seat.kind == BOT:
            return True
        if self.status == WAITING:
            return False
        if not seat.held:
            return True
        if seat.connections > 0 or seat.away_since is None:
            return False
        return now - seat.away_since >= self.settings.grace

    def summary(self, now: float | None = None) -> dict[str, Any]:
        """The table as the lobby and every client see it."""
        now = time.time() if now is None else now
        return {
            **self._fixed,
            "status": self.status,
            "seats": self.seat_info(now),
            "open_seats": self.open_seats(),
            "state_id": self.state_id,
            "deal_number": len(self.match.deals),
            "stopped": self.stopped,
        }

    # -- records --------------------------------------------------------------------------

    def record(self, *, finished_deals_only: bool = True) -> dict[str, Any]:
        """The match's record. While the match goes on, only finished deals are given: the
        deal in progress would reveal every hand."""
        record = explained_record(self.match)
        if finished_deals_only and not self.over:
            record["deals"] = record["deals"][: len(self.match.finished)]
        record["table"] = {"id": self.id, "created": self.created}
        if self.stopped is not None:
            record["table"]["stopped"] = self.stopped
        record["names"] = [s.name for s in self.seats]
        return record

    def deal_frames(self, number: int) -> dict[str, Any]:
        """A finished deal step by step, every hand face up: the hand-history replay."""
        if not 1 <= number <= len(self.match.finished):
            raise GameError(f"deal {number} is not a finished deal of this match")
        index = number - 1
        carry = self.match.finished[index - 1].carry if index else self.game.initial_carry()
        played = self.match.deals[index]
        deal = self.game.deal_from_order(played.order, played.dealer, carry)
        frames = [self._frame(deal, None)]
        for action in played.history:
            seat = deal.to_act
            deal.apply(deal.parse(action.text))
            frames.append(self._frame(deal, (seat, action.text)))
        return {
            "deal": number,
            "dealer": played.dealer,
            "scores": list(self.match.finished[index].scores),
            "result": self.match.finished[index].result,
            "lines": list((self.deal_end(number) or {}).get("lines", [])),
            "frames": frames,
        }

    def _frame(self, deal: Deal, action: tuple[int | None, str] | None) -> dict[str, Any]:
        view = deal.view(None)
        view["hands"] = [deal.view(s).get("hand") for s in range(self.game.players)]
        view["action"] = list(action) if action is not None else None
        return view
