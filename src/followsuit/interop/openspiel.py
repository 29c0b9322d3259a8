"""Every game as an OpenSpiel Python game: importing this module registers them.

``pyspiel.load_game("python_followsuit_spades", {"preset": "mitchell"})`` is one deal of Spades
(dashes in names become underscores: ``python_followsuit_10_bridge``). The pack is dealt by
chance steps, one physical card at a time, uniformly from the cards left, so OpenSpiel's
algorithms see the deal's true chance; then the engine deals that order (as
``Game.deal_from_order``) and the players act. Actions are numbered by ``Game.action_texts()``;
information states and observations are a seat's view (``state.view(seat)``) as JSON text and
as the array of :mod:`followsuit.interop.observation`; a public observer sees the spectator's
view. Returns are each seat's deal score (its side's, ruling G1).
"""

from __future__ import annotations

import json
from typing import Any

import numpy as np
import pyspiel

from followsuit import games
from followsuit.engine import Deal, Game
from followsuit.interop.observation import Encoder

PREFIX = "python_followsuit_"

UTILITY_BOUND = 1_000_000.0
"""Returns lie within plus or minus this: a loose bound, as scores depend on the options."""


def short_name(name: str) -> str:
    """The OpenSpiel name of a game: ``10-bridge`` is ``python_followsuit_10_bridge``."""
    return PREFIX + name.replace("-", "_")


def game_type(name: str) -> Any:
    game = games.load(name)
    return pyspiel.GameType(
        short_name=short_name(name),
        long_name=f"followsuit {game.title}",
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
        information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
        utility=pyspiel.GameType.Utility.GENERAL_SUM,
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=game.players,
        min_num_players=game.players,
        provides_information_state_string=True,
        provides_information_state_tensor=True,
        provides_observation_string=True,
        provides_observation_tensor=True,
        parameter_specification={"preset": "", "dealer": 0},
    )


def max_length(game: Game, encoder: Encoder) -> int:
    """An upper bound on a deal's steps: every card dealt and played, and each call at most
    few times per seat (an auction's passes and raises repeat)."""
    cards = len(game.pack)
    return 2 * cards + 10 * game.players * len(encoder.calls)


class Setup:
    """What every state of one loaded game shares: the game, its encoder, the dealer.
    Shared, never copied, when OpenSpiel clones a state."""

    def __init__(self, game: Game, dealer: object) -> None:
        self.game = game
        self.encoder = Encoder(game)
        self.dealer = game.dealing_seat(dealer)  # a live seat, never wrapped; never a dummy's

    def __deepcopy__(self, memo: dict[int, Any]) -> Setup:
        return self


class Position:
    """The pack order dealt so far, then the engine's deal; cloned by the engine."""

    def __init__(self, setup: Setup, order: list[int], deal: Deal | None) -> None:
        self.setup = setup
        self.order = order
        self.deal = deal

    def __deepcopy__(self, memo: dict[int, Any]) -> Position:
        deal = None if self.deal is None else self.deal.clone()
        assert deal is None or isinstance(deal, Deal)
        return Position(self.setup, list(self.order), deal)


class FollowsuitSpielGame(pyspiel.Game):  # type: ignore[misc]
    """One deal of a followsuit game under a preset, as OpenSpiel sees it."""

    name: str = ""

    def __init__(self, params: dict[str, Any] | None = None) -> None:
        params = dict(params or {})
        preset = str(params.get("preset", "")) or None
        self.setup = Setup(games.load(self.name, preset), params.get("dealer", 0))
        game, encoder = self.setup.game, self.setup.encoder
        info = pyspiel.GameInfo(
            num_distinct_actions=len(encoder.actions),
            max_chance_outcomes=len(game.pack),
            num_players=game.players,
            min_utility=-UTILITY_BOUND,
            max_utility=UTILITY_BOUND,
            max_game_length=max_length(game, encoder),
        )
        super().__init__(game_type(self.name), info, params)

    def new_initial_state(self) -> FollowsuitSpielState:
        return FollowsuitSpielState(self, self.setup)

    def make_py_observer(
        self, iig_obs_type: Any = None, params: dict[str, Any] | None = None
    ) -> ViewObserver:
        if params:
            raise ValueError(f"observation parameters are not supported: {params}")
        private = pyspiel.PrivateInfoType.SINGLE_PLAYER
        if iig_obs_type is not None:
            private = iig_obs_type.private_info
        if private == pyspiel.PrivateInfoType.ALL_PLAYERS:
            raise ValueError("no observer sees every seat's cards: views are per seat")
        own_seat = private == pyspiel.PrivateInfoType.SINGLE_PLAYER
        return ViewObserver(self.setup.encoder, own_seat=own_seat)


class FollowsuitSpielState(pyspiel.State):  # type: ignore[misc]
    """The pack being dealt (chance), then the engine's deal."""

    def __init__(self, game: FollowsuitSpielGame, setup: Setup) -> None:
        super().__init__(game)
        self.position = Position(setup, [], None)

    @property
    def setup(self) -> Setup:
        return self.position.setup

    @property
    def deal(self) -> Deal | None:
        return self.position.deal

    def current_player(self) -> int:
        deal = self.deal
        if deal is None:
            return int(pyspiel.PlayerId.CHANCE)
        to_act = deal.to_act
        return int(pyspiel.PlayerId.TERMINAL) if to_act is None else to_act

    def _legal_actions(self, player: int) -> list[int]:
        deal = self.deal
        if deal is None or deal.to_act != player:
            return []
        encoder = self.setup.encoder
        return sorted(encoder.action_index(action.text) for action in deal.legal_actions())

    def chance_outcomes(self) -> list[tuple[int, float]]:
        """The physical cards not yet dealt, equally likely."""
        taken = set(self.position.order)
        left = [i for i in range(len(self.setup.game.pack)) if i not in taken]
        return [(i, 1.0 / len(left)) for i in left]

    def _apply_action(self, action: int) -> None:
        position, setup = self.position, self.setup
        if position.deal is not None:
            deal = position.deal
            deal.apply(setup.encoder.action_text([a.text for a in deal.legal_actions()], action))
            return
        position.order.append(action)
        game = setup.game
        if len(position.order) == len(game.pack):
            position.deal = game.deal_from_order(position.order, setup.dealer, game.initial_carry())

    def _action_to_string(self, player: int, action: int) -> str:
        if player == pyspiel.PlayerId.CHANCE:
            return f"deal {self.setup.game.pack[action]} (card {action} of the pack)"
        deal = self.deal
        legal = [] if deal is None else [a.text for a in deal.legal_actions()]
        return self.setup.encoder.action_text(legal, action)

    def is_terminal(self) -> bool:
        deal = self.deal
        return deal is not None and deal.is_over

    def returns(self) -> list[float]:
        game, deal = self.setup.game, self.deal
        if deal is None or not deal.is_over:
            return [0.0] * game.players
        scores = deal.outcome().scores
        sides = game.sides
        return [float(scores[sides.score_of(seat)]) for seat in range(game.players)]

    def view(self, seat: int | None) -> dict[str, Any] | None:
        deal = self.deal
        return None if deal is None else deal.view(seat)

    def __str__(self) -> str:
        deal = self.deal
        if deal is None:
            return f"dealing: {len(self.position.order)} of {len(self.setup.game.pack)} cards"
        return json.dumps(deal.view(None), sort_keys=True)


class ViewObserver:
    """OpenSpiel's observer protocol over views: a seat's own view, or the spectator's."""

    def __init__(self, encoder: Encoder, *, own_seat: bool) -> None:
        self.encoder = encoder
        self.own_seat = own_seat
        self.tensor = np.zeros(encoder.size, dtype=np.float32)
        self.dict = {"observation": self.tensor}

    def set_from(self, state: FollowsuitSpielState, player: int) -> None:
        view = state.view(player if self.own_seat else None)
        self.tensor[:] = 0 if view is None else self.encoder.encode(view)

    def string_from(self, state: FollowsuitSpielState, player: int) -> str:
        view = state.view(player if self.own_seat else None)
        if view is None:
            return str(state)
        return json.dumps(view, sort_keys=True)


def game_class(name: str) -> type[FollowsuitSpielGame]:
    """A pyspiel game class for the followsuit game ``name``."""
    title = name.replace("-", "_").title().replace("_", "")
    return type(f"{title}SpielGame", (FollowsuitSpielGame,), {"name": name})


def register_all() -> list[str]:
    """Register every followsuit game with pyspiel (again is harmless); their short names."""
    registered = set(pyspiel.registered_names())
    names = []
    for name in games.names():
        short = short_name(name)
        if short not in registered:
            pyspiel.register_game(game_type(name), game_class(name))
        names.append(short)
    return names


REGISTERED = register_all()
"""The OpenSpiel names of the games registered on import."""
