"""The search bot: for any game, a move chosen by sampling deals from its view (``pimc``).

It receives only views (the ``Bot`` protocol); the states it searches are its own samples.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from functools import partial
from random import Random

from followsuit import games
from followsuit.bots.search.budget import Budget, Clock
from followsuit.bots.search.card_tree import CardTree, TreeOptions
from followsuit.bots.search.exact_bids import DEFAULT as DEFAULT_BIDS
from followsuit.bots.search.exact_bids import (
    BidLaw,
    NativeBids,
    bids_weight,
    judges,
    play_weight,
)
from followsuit.bots.search.ismcts import Ismcts
from followsuit.bots.search.pimc import CONFIDENCE, Pimc, Thought, TieBreak
from followsuit.bots.search.rollout import Playout, policy_bots
from followsuit.bots.search.sampling import Sampler
from followsuit.bots.search.solver import DEFAULT_NODES, Solver
from followsuit.bots.search.value import Rivals
from followsuit.bots.search.worlds import BidRollout, Big, Reduction, Ties, Utility, WorldSolver
from followsuit.engine import Deal, Game, View

DEFAULT_MISS = 1.0
"""Auction inference off by default (see ``sampling``; docs/bots.md has the measurement)."""


class SearchBot:
    """PIMC over the game's one resampler, heuristic playouts, exact endgames.

    ``budget`` bounds each move (seconds and/or samples), ``miss`` below 1 turns on the
    auction inference, ``nodes`` caps the exact solver (0: never solve), ``rivals`` and
    ``confidence`` are ``value``'s and ``pimc``'s, ``method`` ``"ismcts"`` chooses by
    ``ismcts`` instead of PIMC, ``clock`` is read for the time budget, ``native`` solves the
    sampled worlds of trick play exactly with the native core (``worlds``; ``reduction`` and
    ``utility`` say how where seats play for themselves), ``simulate_bids`` judges a call by
    solving the play after it, ``policy_bids`` by native playouts of it (defaults: ``pimc``'s);
    ``play`` ``"ismcts"`` plays cards by the native core's ISMCTS (``card_tree``, ``tree``
    its options) where only trick play remains, every seat playing for its own ``utility``
    (needs ``native``), and by PIMC elsewhere; ``bid_rollout`` ``"random"`` plays the
    ``policy_bids`` playouts at random (as OpenSpiel's bot values its bids); ``native_bids``
    says how an exact bid (Oh Hell's) is judged by the native core over many fresh worlds
    (``exact_bids``, by default its ``DEFAULT``; needs ``native``), before and instead of
    PIMC (None: by PIMC, where ``simulate_bids`` and ``policy_bids`` apply); ``likeness``
    solves worlds whose play the core cannot play by the deal's own rules in the likeness
    the deal states (10 Bridge's concealed trump as if revealed: ``worlds``);
    ``every_decision`` searches the decisions the game leaves to its heuristic too
    (``GameSpec.heuristic_only``); ``tie_break`` says how cards whose solved values tie are
    told apart (``pimc``'s; needs ``native``); ``ties`` how the max^n solve breaks a seat's
    ties (``worlds``); ``play_law`` weighs each world of the card play by how likely the bids
    made by the others are from the hands it deals them (``exact_bids.bids_weight``; Oh
    Hell's, None: every world alike), and ``play_miss`` by how likely the cards they have
    played are, were each to play as the core's policy means to, but for a card at random with
    that chance (``exact_bids.play_weight``; Oh Hell's, None: every world alike)."""

    name = "search"

    def __init__(
        self,
        game: Game,
        rng: Random | None = None,
        *,
        budget: Budget | None = None,
        miss: float = DEFAULT_MISS,
        nodes: int = DEFAULT_NODES,
        rivals: Rivals = "mean",
        confidence: float = CONFIDENCE,
        method: str = "pimc",
        clock: Clock = time.perf_counter,
        native: bool = True,
        reduction: Reduction = "maxn",
        utility: Utility = "own",
        simulate_bids: bool | None = None,
        policy_bids: bool = False,
        play: str = "pimc",
        tree: TreeOptions | None = None,
        bid_rollout: BidRollout = "policy",
        native_bids: NativeBids | None = DEFAULT_BIDS,
        likeness: bool = True,
        every_decision: bool = False,
        tie_break: TieBreak = "anchor",
        ties: Ties = "against",
        play_law: BidLaw | None = None,
        play_miss: float | None = None,
        big: Big = "paranoid",
    ) -> None:
        if play not in ("pimc", "ismcts"):
            raise ValueError(f"no card play {play!r}: pimc or ismcts")
        if play == "ismcts" and not native:
            raise ValueError("the card play by ISMCTS needs the native core (native=True)")
        self.game = game
        self.rng = rng if rng is not None else Random()
        self.budget = budget if budget is not None else Budget()
        self.clock = clock
        bots = policy_bots(game, self.rng)
        solver = Solver(game, nodes=nodes, rivals=rivals) if nodes > 0 else None
        if play_miss is not None and not 0.0 <= play_miss <= 1.0:
            raise ValueError(f"a play_miss of {play_miss}: a chance, 0 to 1")
        weighs: list[Callable[[Deal, int], float]] = []
        if play_law is not None and judges(game):
            weighs.append(partial(bids_weight, law=play_law))
        if play_miss is not None and judges(game):
            weighs.append(partial(play_weight, miss=play_miss))
        weigh = partial(product, weighs) if weighs else None
        sampler = Sampler(game, policy_bots(game, self.rng), miss=miss, weigh=weigh)
        self.tree = Ismcts(game, sampler, rivals=rivals) if method == "ismcts" else None
        spec = games.spec(game.name)
        worlds = (
            WorldSolver(
                game,
                rivals=rivals,
                reduction=reduction,
                utility=utility,
                bid_rollout=bid_rollout,
                likeness=likeness,
                ties=ties,
                big=big,
            )
            if native
            else None
        )
        self.cards = (
            CardTree(game, sampler, worlds, tree)
            if play == "ismcts" and worlds is not None
            else None
        )
        """The card play by ISMCTS, where asked (``play``)."""
        self.search = Pimc(
            game,
            sampler,
            Playout(bots, spec.settle),
            solver,
            rivals=rivals,
            confidence=confidence,
            heuristic_only=None if every_decision else spec.heuristic_only,
            worlds=worlds,
            simulate_bids=simulate_bids,
            policy_bids=policy_bids,
            native_bids=native_bids if native else None,
            tie_break=tie_break if native else "anchor",
        )
        self.last: Thought | None = None
        """What the last move's search did."""

    def act(self, view: View) -> str:
        timer = self.budget.start(self.clock)
        if self.cards is not None:
            thought = self.cards.choose(view, self.rng, timer)
            if thought is not None:
                self.last = thought
                return thought.choice
        search = self.tree if self.tree is not None else self.search
        self.last = search.choose(view, self.rng, timer)
        return self.last.choice


def product(weighs: Sequence[Callable[[Deal, int], float]], sample: Deal, seat: int) -> float:
    """Every weight of ``sample`` for ``seat`` multiplied."""
    weight = 1.0
    for weigh in weighs:
        weight *= weigh(sample, seat)
    return weight
