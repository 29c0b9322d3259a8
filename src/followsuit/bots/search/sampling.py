"""Determinization: full deals sampled from the bot's view by the game's one resampler.

``game.sample_state(view, rng)`` already honours everything the view shows (hands seen, cards
played, each seat's hand size, the suits a seat showed void in). On top of that, inference
from the auction may weight each sample: the game's heuristic bot is asked what each other
seat would have called holding the sampled hand, and a sample whose calls it would not have
made counts less (``miss`` per call missed; for numeric bids ``miss`` to the power of the
distance). The weights only rescale samples; none is ever thrown away.
"""

from __future__ import annotations

from dataclasses import dataclass
from random import Random

from followsuit.engine import Bot, Deal, Game, State, View

PLAY = "play"
"""The kind of action that plays a card; every other kind (bids, calls, passes ...) is inferred
from."""


@dataclass(frozen=True)
class Sample:
    """One determinization of the view and how much it counts."""

    state: Deal
    weight: float = 1.0


class InconsistentSample(AssertionError):
    """A sampled state that does not agree with the view it was drawn from (a resampler bug)."""


class Sampler:
    """Draws samples of one game from views; ``bots`` (the heuristic, one per seat) give the
    auction inference when ``miss`` is below 1."""

    def __init__(self, game: Game, bots: list[Bot], *, miss: float = 1.0) -> None:
        self.game = game
        self.bots = bots
        self.miss = miss

    def draw(self, view: View, rng: Random) -> Sample:
        state = self.game.sample_state(view, rng)
        if not isinstance(state, Deal):
            raise InconsistentSample(f"the resampler gave a {type(state).__name__}, not a deal")
        check_agrees(state, view)
        weight = 1.0 if self.miss >= 1.0 else self.auction_weight(state, view["seat"])
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
                guess = self.bots[actor].act(replay.view(actor))
                weight *= self.miss ** distance(guess, action.text)
            replay.apply(action)
        return weight


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
