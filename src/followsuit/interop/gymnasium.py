"""One seat of a game as a Gymnasium environment; the other seats are played by bots.

``SeatEnv("spades", seat=0, bots="heuristic")``: the agent plays seat 0, and bots made by
``followsuit.bots.make_bot`` play the others from their own views. An episode is a deal (or a
match with ``match=True``); the deal is dealt by the engine, never an agent step. Observations
and the action mask are those of :mod:`followsuit.interop.observation`, as in PettingZoo; the
reward is the change of the seat's score (its side's, ruling G1).
"""

from __future__ import annotations

import copy
from collections.abc import Sequence
from random import Random
from typing import Any

import gymnasium
import numpy as np
from gymnasium import spaces

from followsuit import games
from followsuit.bots import default_bot, make_bot, seat_bots
from followsuit.engine import Bot, Match, State
from followsuit.errors import GameError
from followsuit.interop.observation import Encoder

Observation = dict[str, Any]


class BotFailure(GameError):
    """A bot answered an action the rules refuse (a bug in that bot)."""


class SeatEnv(gymnasium.Env[Observation, np.int64]):
    """A single-agent environment: the agent's seat against bots."""

    metadata: dict[str, Any] = {"render_modes": []}  # noqa: RUF012 (Gymnasium's convention)

    def __init__(
        self,
        name: str,
        preset: str | None = None,
        *,
        seat: int = 0,
        bots: str | Sequence[str] | None = None,
        match: bool = False,
        max_deals: int | None = None,
        illegal_reward: float | None = None,
        **options: Any,
    ) -> None:
        self.illegal_reward = illegal_reward
        """None: an illegal action raises :class:`~followsuit.errors.IllegalAction`. A number:
        it ends the episode (terminated) with that reward, ``info["illegal"]`` naming it."""
        self.game = games.load(name, preset, **options)
        if not 0 <= seat < self.game.players:
            raise ValueError(f"seat must be 0 to {self.game.players - 1}, not {seat}")
        if seat not in self.game.live:
            # A dummy is never asked to act: the episode would be over before the agent's turn.
            raise ValueError(
                f"seat {seat} ({self.game.player_names[seat]}) never acts: a live player plays "
                f"a dummy's cards; take {self.game.seats_text(self.game.live)}"
            )
        self.seat = seat
        self.bot_names = seat_bots(
            bots or default_bot(self.game), self.game.players, live=self.game.live
        )
        for bot in set(self.bot_names):
            make_bot(bot, self.game, Random(0))  # a bot the game lacks fails here
        self.match = match
        self.max_deals = max_deals
        self.encoder = Encoder(self.game)
        self.score = self.game.sides.score_of(seat)
        low = np.zeros(self.encoder.size, dtype=np.float32)
        scores = self.encoder.parts["match_scores"]
        low[scores.start : scores.start + scores.size] = -np.inf
        self.observation_space = spaces.Dict(
            {
                "observation": spaces.Box(low=low, high=np.inf, dtype=np.float32),
                "action_mask": spaces.Box(0, 1, shape=(len(self.encoder.actions),), dtype=np.int8),
            }
        )
        self.action_space = spaces.Discrete(len(self.encoder.actions))
        self.state: State | None = None
        self.bots: list[Bot | None] = []
        self._rng = Random()
        self._ended = False

    def reset(
        self, *, seed: int | None = None, options: dict[str, Any] | None = None
    ) -> tuple[Observation, dict[str, Any]]:
        """Deal (or start a match) and let the bots play until the agent's turn."""
        super().reset(seed=seed)
        if seed is not None:
            self._rng = Random(seed)
        self.action_space.seed(self._rng.randrange(1 << 31))
        dealer = self.game.drawn_dealer(self._rng)  # N9: a dummy never deals
        if self.match:
            self.state = Match(self.game, rng=self._rng, dealer=dealer)
        else:
            self.state = self.game.new_deal(dealer=dealer, rng=self._rng)
        self.bots = [
            None if s == self.seat else make_bot(n, self.game, Random(self._rng.getrandbits(64)))
            for s, n in enumerate(self.bot_names)
        ]
        self._score = float(self.state.scores.totals[self.score])
        self._ended = False
        self._play_bots()
        return self._observe(), self._info()

    def step(self, action: np.int64 | int) -> tuple[Observation, float, bool, bool, dict[str, Any]]:
        """The agent plays action number ``action``; then the bots, until its turn or the end."""
        state = self._current()
        if state.to_act != self.seat or self._ended:
            raise RuntimeError("the episode is over: call reset()")
        # An index outside the action space is refused (NoSuchAction) even with illegal_reward,
        # which is for the space's actions the rules refuse now.
        text = self.encoder.action_text([a.text for a in state.legal_actions()], action)
        if self.illegal_reward is not None and not state.is_legal(text):
            self._ended = True
            info = {**self._info(), "illegal": text}
            return self._observe(), self.illegal_reward, True, False, info
        state.apply(text)
        self._play_bots()
        score = float(state.scores.totals[self.score])
        reward, self._score = score - self._score, score
        return self._observe(), reward, state.is_over, self._cut(), self._info()

    def _play_bots(self) -> None:
        state = self._current()
        while not state.is_over and state.to_act != self.seat and not self._cut():
            seat = state.to_act
            assert seat is not None
            bot = self.bots[seat]
            assert bot is not None
            text = bot.act(state.view(seat))
            try:
                state.apply(text)
            except GameError as error:
                raise BotFailure(
                    f"the {bot.name} bot in seat {seat} played {text!r}: {error}"
                ) from None

    def _cut(self) -> bool:
        state = self._current()
        return (
            self.max_deals is not None
            and isinstance(state, Match)
            and len(state.finished) >= self.max_deals
            and not state.is_over
        )

    def _current(self) -> State:
        if self.state is None:
            raise RuntimeError("call reset() before step()")
        return self.state

    def _observe(self) -> Observation:
        view = self._current().view(self.seat)
        return {"observation": self.encoder.encode(view), "action_mask": self.encoder.mask(view)}

    def _info(self) -> dict[str, Any]:
        # A view shares its log entries and the game's hints with other views (read-only):
        # the info a user keeps gets its own copy.
        view = copy.deepcopy(self._current().view(self.seat))
        return {"view": view, "action_mask": self.encoder.mask(view)}
