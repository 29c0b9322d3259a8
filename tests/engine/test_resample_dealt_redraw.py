"""The resampler draws again when a game's ``dealt`` hook finds that the cards shared out
cannot have been dealt as the log shows (Bézique: a card drawn later than it was played)."""

from __future__ import annotations

from random import Random
from typing import Any

from followsuit import games
from followsuit.engine.resample import Contradiction, Placed, Sampling, resample


class Refusing(Sampling):
    """Refuses the first ``refusals`` shares, then does as the game's own hooks do."""

    def __init__(self, inner: Sampling, refusals: int) -> None:
        self.inner = inner
        self.refusals = refusals
        self.calls = 0

    def seen(self, *args: Any) -> Any:
        return self.inner.seen(*args)

    def carry(self, *args: Any) -> Any:
        return self.inner.carry(*args)

    def places(self, *args: Any) -> Any:
        return self.inner.places(*args)

    def dealt(
        self, game: Any, info: Any, now: dict[str, int], rng: Random
    ) -> tuple[dict[str, Placed], dict[int, str]]:
        self.calls += 1
        if self.calls <= self.refusals:
            raise Contradiction("dealt too late")
        return self.inner.dealt(game, info, now, rng)


def test_a_contradiction_in_dealt_draws_the_cards_again() -> None:
    game = games.load("oh-hell", hand_sizes=(5,))
    deal = game.new_deal(seed=3)
    for _ in range(3):
        deal.apply(deal.legal_actions()[0])
    view = deal.view(deal.to_act)
    sampling = Refusing(game.sampling, refusals=2)
    game.sampling = sampling  # type: ignore[misc]  # this game object only
    try:
        sampled = resample(game, view, Random(1))
    finally:
        del game.sampling  # type: ignore[misc]
    assert sampling.calls == 3
    assert sampled.view(view["seat"])["hand"] == view["hand"]
