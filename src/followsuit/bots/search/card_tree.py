"""The card play by the native core's ISMCTS (``_core.ismcts``), where only trick play remains.

PIMC (``pimc``, ``worlds``) values each card in each sampled world as if every seat saw every
card there: a plan that works only in some worlds is credited in all of them (strategy fusion),
and in Oh Hell that showed as seats ending over their bids. Information-set Monte Carlo tree
search grows one tree over all the worlds instead: a pool of worlds is drawn from the game's
resampler with part of the move's time (``POOL_SHARE``, at most ``POOL`` worlds), each turned
into the core's position as ``worlds`` does it, and the core searches the rest of the time,
each seat playing for its own utility (``WorldSolver.utilities``: the max^n utilities, the
seat's own deal score by default). The most visited card is played. ``TreeOptions`` say what
the tree holds and how a deal is finished below it.

Without a time limit (the deterministic mode) the pool holds the budget's samples (at most
``POOL``) and the search runs ``ITERATIONS_PER_SAMPLE`` iterations for each, so a seed fixes
the move. Auction inference weights are not read: every world of the pool counts alike.

With ``TreeOptions.worlds`` "native", the resampler draws one world and the core deals every
iteration a world of its own from it (``redeal``: the unseen cards shared out again under the
view's places), where that is sound (``redeal``'s module doc says where); elsewhere the pool
as above.
"""

from __future__ import annotations

from dataclasses import dataclass
from random import Random
from typing import Literal

from followsuit import _core
from followsuit.bots.search.budget import Timer
from followsuit.bots.search.pimc import Thought
from followsuit.bots.search.redeal import redeal
from followsuit.bots.search.sampling import InconsistentSample, Sampler
from followsuit.bots.search.worlds import WorldSolver, world_setting
from followsuit.engine import Game, View
from followsuit.errors import IllegalAction, InconsistentView

POOL = 64
"""The most worlds one move draws."""

POOL_SHARE = 1 / 3
"""The most of a move's time the drawing of the pool may take."""

LEAST_SHARE = 0.1
"""Below this share of the move left for the search, it runs ``LEAST_ITERATIONS`` instead of
searching by the clock: building the seats' scoring tables can take most of a move (19's and
Beyond's first card, scored in Python), and a search left a few milliseconds would play a card
nearly at random. The move then runs a little past its time, as PIMC's does there."""

LEAST_ITERATIONS = 1000
"""The iterations of a search left too little of the move (``LEAST_SHARE``): a few
milliseconds in the core."""

MARGIN = 0.04
"""The share of a move's time the native search leaves at its end, for freeing its tree and
returning the move: the search stops at its deadline, where the other searches stop when one
more unit would not fit before theirs (at 0.25 s a move the card tree took a median 0.252 s a
move in the peer match without it, PIMC 0.232 s and OpenSpiel's bot 0.240 s)."""

ITERATIONS_PER_SAMPLE = 200
"""Iterations for each world of the pool in the deterministic mode (no time limit)."""

EXPLORATION = 0.5
"""UCB's constant, in units of the utilities' spread (``_core.ismcts``)."""

Rollout = Literal["policy", "random", "solve"]
NodeKey = Literal["own hand", "shared", "searcher"]
WorldSource = Literal["pool", "native"]


@dataclass(frozen=True)
class TreeOptions:
    """How the card tree searches (``_core.ismcts``'s options; the pool's size). The defaults
    measured best in the peer match (``peer_oh_hell.py``, docs/bots.md): only the searching
    seat's choices in the tree, the other seats and the rollouts playing at random, as
    OpenSpiel's bot in effect does."""

    pool: int = POOL
    exploration: float = EXPLORATION
    rollout: Rollout = "random"
    """How a deal is finished below the tree: the core's fast policy, at random, or
    (``solve``) by the max^n solve, the other seats then playing their max^n cards in the tree
    too where it holds only the searching seat's choices (``_core.ismcts``)."""
    nodes: NodeKey = "searcher"
    worlds: WorldSource = "pool"
    """Where the iterations' worlds come from: the resampler's pool, or (``native``) dealt
    by the core afresh each iteration where the view allows it (module doc)."""
    least_cards: int = 0
    """The fewest cards the seat's hand holds where the tree plays: below, PIMC does (each
    world solved exactly, which it can do from about seven cards a hand in four-handed Oh
    Hell; 0: the tree plays every card)."""

    def __post_init__(self) -> None:
        if self.least_cards < 0:
            raise ValueError(f"least_cards of {self.least_cards}: a count of cards, 0 or more")


class CardTree:
    """ISMCTS of the card play for one seat of ``game`` (module doc)."""

    def __init__(
        self,
        game: Game,
        sampler: Sampler,
        worlds: WorldSolver,
        options: TreeOptions | None = None,
    ) -> None:
        self.game = game
        self.sampler = sampler
        self.worlds = worlds
        self.options = options if options is not None else TreeOptions()
        self.last: _core.Searched | None = None
        """The core's last search (its cards' visits and values)."""
        self.refused: str | None = None
        """Why the last move's worlds were not dealt by the core (``worlds`` "native")."""

    def choose(self, view: View, rng: Random, timer: Timer) -> Thought | None:
        """The card to play, or None where the view is not a card play with only trick play
        to the end of the deal (the first world tells), no world could be drawn, or the hand
        holds fewer cards than ``TreeOptions.least_cards``."""
        legal: list[str] = view["legal"]
        if len(view["hand"]) < self.options.least_cards:
            return None
        if len(legal) == 1:
            return Thought(legal[0], "only")
        budget = timer.budget
        timed = budget.seconds is not None
        cap = self.options.pool
        if budget.samples is not None:
            cap = min(cap, budget.samples)
        pool_time = budget.limit * POOL_SHARE
        native = self.options.worlds == "native"
        positions: list[_core.Position] = []
        setting = None
        rejected = 0
        dealt: _core.Redeal | None = None
        self.refused = None
        while len(positions) < cap and rejected < cap:
            if positions and (not timer.time_left() or (timed and timer.elapsed() >= pool_time)):
                break
            try:
                state = self.sampler.draw(view, rng).state
            except (InconsistentSample, InconsistentView, IllegalAction):
                rejected += 1
                continue
            found = world_setting(state)
            if found is None:
                if not positions:
                    return None  # not trick play to the end: every world is alike in that
                rejected += 1
                continue
            if setting is None:
                setting = found
            positions.append(found[3])
            if native and dealt is None and self.refused is None:
                made = redeal(self.game, view, found[0], found[1], found[3])
                if isinstance(made, str):
                    self.refused = made  # the pool, as without the option
                else:
                    dealt = made
                    break
        if setting is None:
            return None
        deal, scoring, rules, _ = setting
        self.worlds.begin()
        utilities = self.worlds.utilities(deal, scoring, rules.hands)
        seed = rng.getrandbits(63)
        worlds = cap if dealt is not None else len(positions)
        iterations, seconds = ITERATIONS_PER_SAMPLE * worlds, None
        left = timer.seconds_left() if timed else None
        if left is not None:
            seconds = max(0.0, left - budget.limit * MARGIN)
            iterations = 0
            if seconds < budget.limit * LEAST_SHARE:  # the utilities took the move's time
                iterations, seconds = LEAST_ITERATIONS, None
        searched = _core.ismcts(
            positions,
            utilities,
            seed=seed,
            iterations=iterations,
            seconds=seconds,
            exploration=self.options.exploration,
            rollout=self.options.rollout,
            nodes=self.options.nodes,
            redeal=dealt,
        )
        self.last = searched
        texts = deal.table.texts
        card, _, _ = max(searched.cards, key=lambda c: (c[1], c[2]))
        choice = texts[card]
        if choice not in legal:
            raise AssertionError(f"the card tree chose {choice}, not legal in {legal}")
        return Thought(
            choice,
            "ismcts",
            samples=searched.iterations if dealt is not None else len(positions),
            rejected=rejected,
            playouts=searched.iterations,
        )
