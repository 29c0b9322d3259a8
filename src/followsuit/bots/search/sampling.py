"""Determinization: full deals sampled from the bot's view by the game's one resampler.

``game.sample_state(view, rng)`` already honours everything the view shows (hands seen, cards
played, each seat's hand size, the suits a seat showed void in). On top of that, inference
from the auction may weight each sample by how likely the other seats' calls are, had they held
the sampled hands. The game's heuristic bot stands in for each seat. Where it states its chances
of each call (``CallChances``: Oh Hell's bids), a call made counts by its share of the seat's
legal calls, every chance raised to ``SHARPNESS`` after adding ``FLOOR``. Elsewhere a call the
heuristic would not have made counts ``miss`` per call missed (for numeric bids ``miss`` to the
power of the distance). A game may weigh samples further (``weigh``: Oh Hell's bids by a law of
the hands, ``exact_bids.bids_weight``). The weights only rescale samples; none is ever thrown
away.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from random import Random

from followsuit.engine import Bot, Deal, Game, State, View
from followsuit.engine.bots import CallChances

PLAY = "play"
"""The kind of action that plays a card; every other kind (bids, calls, passes ...) is inferred
from."""

SHARPNESS = 2.0
"""The power a seat's chances of its calls are raised to: a bidder bids the likeliest number,
so the chance it bids a number is sharper than the chance it takes that many tricks. Over
1,200 bids of OpenSpiel's ISMCTS bot at 0.25 s a bid (600 on its own worlds, 600 on uniform
ones; ``benchmarks/bid_likelihood.py``), the heuristic's chances plus ``FLOOR``, squared, gave
the bids made the highest likelihood of the forms tried over the two sets together: as they
are, cubed, or its single guess at any ``miss`` (docs/bots.md, "Inference from the bids")."""

FLOOR = 0.02
"""Added to every call's chance before sharpening: no call the rules allow is ruled out."""


@dataclass(frozen=True)
class Sample:
    """One determinization of the view and how much it counts."""

    state: Deal
    weight: float = 1.0


class InconsistentSample(AssertionError):
    """A sampled state that does not agree with the view it was drawn from (a resampler bug)."""


class Sampler:
    """Draws samples of one game from views; ``bots`` (the heuristic, one per seat) give the
    auction inference when ``miss`` is below 1; ``weigh`` (a sample and the seat it is drawn
    for) any further weight."""

    def __init__(
        self,
        game: Game,
        bots: list[Bot],
        *,
        miss: float = 1.0,
        weigh: Callable[[Deal, int], float] | None = None,
    ) -> None:
        self.game = game
        self.bots = bots
        self.miss = miss
        self.weigh = weigh

    def draw(self, view: View, rng: Random) -> Sample:
        state = self.game.sample_state(view, rng)
        if not isinstance(state, Deal):
            raise InconsistentSample(f"the resampler gave a {type(state).__name__}, not a deal")
        check_agrees(state, view)
        weight = 1.0 if self.miss >= 1.0 else self.auction_weight(state, view["seat"])
        if self.weigh is not None:
            weight *= self.weigh(state, view["seat"])
        return Sample(state, weight)

    def auction_weight(self, sample: Deal, seat: int) -> float:
        """How likely the heuristic bot makes the other seats' non-play actions of ``sample``,
        relative to a sample where it makes them all."""
        history = sample.history
        last = max(
            (i for i, a in enumerate(history) if a.kind != PLAY),
            default=-1,
        )
        if last < 0:
            return 1.0
        replay = self.game.deal_from_order(sample.order, sample.dealer, sample.carry)
        weight = 1.0
        for action in history[: last + 1]:
            actor = replay.to_act
            assert actor is not None
            if actor != seat and action.kind != PLAY and len(replay.legal_actions()) > 1:
                weight *= self.likelihood(self.bots[actor], replay.view(actor), action.text)
            replay.apply(action)
        return weight

    def likelihood(self, bot: Bot, view: View, made: str) -> float:
        """How much the call ``made`` from ``view`` weighs a sample: its share of the bot's
        sharpened chances where the bot states them, else ``miss`` per step of distance from
        the bot's own call."""
        chances = bot.call_chances(view) if isinstance(bot, CallChances) else None
        if chances is None:
            return self.miss ** distance(bot.act(view), made)
        sharp = {text: math.pow(chance + FLOOR, SHARPNESS) for text, chance in chances.items()}
        return sharp[made] / sum(sharp.values())


def distance(guess: str, made: str) -> int:
    """How far a guessed call is from the one made: numeric bids by their difference, other
    calls 0 if equal else 1."""
    if guess == made:
        return 0
    if guess.isdigit() and made.isdigit():
        return abs(int(guess) - int(made))
    return 1


def check_agrees(state: State, view: View) -> None:
    """Raise :class:`InconsistentSample` unless ``state`` shows its viewer what ``view`` shows:
    the same seat to act, the same legal actions, hand, hand sizes, voids, plays and trick."""
    seat = view["seat"]
    mine = state.view(seat)
    for key in ("to_act", "legal", "hand", "hand_sizes", "voids", "played", "trick"):
        if mine.get(key) != view.get(key):
            raise InconsistentSample(f"sample differs from the view in {key}: {mine.get(key)!r}")


def hands_signature(state: Deal) -> tuple[tuple[str, int], ...]:
    """Every hand's cards in a sample: equal for two samples when they differ at most in
    places no player will ever play from (an unseen stock)."""
    return tuple(sorted((k, v) for k, v in state.places().items() if k.startswith("hand")))
