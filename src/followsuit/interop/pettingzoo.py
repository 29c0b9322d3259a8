"""Every game as a PettingZoo AEC environment: ``env("spades", preset="mitchell")``.

An episode is one deal (or, with ``match=True``, one match). The deal is shuffled and dealt by
the engine when the episode starts: dealing is not an agent step, so only players' actions are
steps. Each agent observes ``{"observation": array, "action_mask": mask}`` encoded from its
seat's view (:mod:`followsuit.interop.observation`); ``infos[agent]["view"]`` is the view
itself. Rewards are score changes: a seat gets its own score, or its side's (ruling G1), when a
deal is scored.
"""

from __future__ import annotations

from random import Random
from typing import Any

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv
from pettingzoo.utils import wrappers

from followsuit import games
from followsuit.engine import Match, State
from followsuit.interop.observation import Encoder, seat_rewards

AgentID = str


def agent_names(players: int) -> list[AgentID]:
    """Agents as PettingZoo names them: ``player_0`` (seat 0, the first seat) and on."""
    return [f"player_{seat}" for seat in range(players)]


def observation_space(encoder: Encoder) -> spaces.Dict:
    """The observation array (counts and flags are never negative; scores may be) and the
    action mask."""
    low = np.zeros(encoder.size, dtype=np.float32)
    scores = encoder.parts["match_scores"]
    low[scores.start : scores.start + scores.size] = -np.inf
    return spaces.Dict(
        {
            "observation": spaces.Box(low=low, high=np.inf, dtype=np.float32),
            "action_mask": spaces.Box(0, 1, shape=(len(encoder.actions),), dtype=np.int8),
        }
    )


class FollowsuitEnv(AECEnv):  # type: ignore[misc]
    """One game under one set of options as an AEC environment."""

    metadata: dict[str, Any]

    def __init__(
        self,
        name: str,
        preset: str | None = None,
        *,
        match: bool = False,
        max_deals: int | None = None,
        render_mode: str | None = None,
        **options: Any,
    ) -> None:
        super().__init__()
        self.game = games.load(name, preset, **options)
        self.encoder = Encoder(self.game)
        self.match = match
        self.max_deals = max_deals
        """With ``match``: stop (truncate) a match after this many deals."""
        self.render_mode = render_mode
        self.metadata = {
            "name": f"followsuit_{self.game.name}",
            "render_modes": ["ansi"],
            "is_parallelizable": False,
        }
        self.possible_agents: list[AgentID] = agent_names(self.game.players)
        self.seat_of = {agent: seat for seat, agent in enumerate(self.possible_agents)}
        self._observation_space = observation_space(self.encoder)
        self._action_space = spaces.Discrete(len(self.encoder.actions))
        self._rng: Random | None = None
        self.state: State | None = None

    def observation_space(self, agent: AgentID) -> spaces.Space[Any]:
        return self._observation_space

    def action_space(self, agent: AgentID) -> spaces.Space[Any]:
        return self._action_space

    # -- the episode -------------------------------------------------------------------------

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        """Shuffle and deal a new deal (or start a new match), the dealer drawn at random from
        the live seats (N9: a dummy never deals)."""
        if seed is not None or self._rng is None:
            self._action_space.seed(seed)
            self._rng = Random(seed)
        dealer = self.game.drawn_dealer(self._rng)
        if self.match:
            self.state = Match(self.game, rng=self._rng, dealer=dealer)
        else:
            self.state = self.game.new_deal(dealer=dealer, rng=self._rng)
        self._totals = tuple(float(t) for t in self.state.scores.totals)
        self.agents = list(self.possible_agents)
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos: dict[AgentID, dict[str, Any]] = {a: {} for a in self.agents}
        self._skip_agent_selection = None
        self._after_step()

    def step(self, action: int | None) -> None:
        """The agent to act plays action number ``action`` (an index into the action texts)."""
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        state = self._state()
        if action is None:
            raise ValueError(f"{agent} must act: None is only for agents that are done")
        self._cumulative_rewards[agent] = 0.0
        state.apply(self.encoder.action_text([a.text for a in state.legal_actions()], action))
        totals = tuple(float(t) for t in state.scores.totals)
        gains = seat_rewards(self.game, self._totals, totals)
        self._totals = totals
        self.rewards = {a: gains[self.seat_of[a]] for a in self.agents}
        self._after_step()
        self._accumulate_rewards()

    def _after_step(self) -> None:
        """Who acts next; every agent done when the deal (or match) is over."""
        state = self._state()
        over = state.is_over
        cut = (
            self.match
            and self.max_deals is not None
            and isinstance(state, Match)
            and len(state.finished) >= self.max_deals
        )
        for agent in self.agents:
            self.terminations[agent] = over
            self.truncations[agent] = bool(cut and not over)
            seat = self.seat_of[agent]
            self.infos[agent] = {"view": state.view(seat), "seat": self.game.player_names[seat]}
        to_act = state.to_act
        if over or cut or to_act is None:
            self.agent_selection = self.agents[0]
        else:
            self.agent_selection = self.possible_agents[to_act]

    def _state(self) -> State:
        if self.state is None:
            raise RuntimeError("call reset() before using the environment")
        return self.state

    def observe(self, agent: AgentID) -> dict[str, Any]:
        view = self._state().view(self.seat_of[agent])
        return {"observation": self.encoder.encode(view), "action_mask": self.encoder.mask(view)}

    def render(self) -> str | None:
        """The spectator's view as text (``ansi``); nothing otherwise."""
        if self.render_mode != "ansi":
            return None
        view = self._state().view(None)
        trick = view.get("trick") or {}
        cards = " ".join(p["card"] for p in trick.get("cards", ()))
        return f"{self.game.title} {view.get('phase')}: to act {view.get('to_act')}; {cards}"

    def close(self) -> None:
        self.state = None


def raw_env(name: str, preset: str | None = None, **options: Any) -> FollowsuitEnv:
    """The environment without PettingZoo's checking wrappers."""
    return FollowsuitEnv(name, preset, **options)


def env(name: str, preset: str | None = None, **options: Any) -> AECEnv:
    """The environment of ``name`` under a preset and options, wrapped so that an illegal
    action or a step out of turn fails loudly."""
    made = raw_env(name, preset, **options)
    return wrappers.OrderEnforcingWrapper(made)
