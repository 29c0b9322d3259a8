"""A dummy's score is no other's: 19 for two or three players seats dummies, who score nothing
of their own (N9, ``sides.live_scores``), so a seat's score less the others' mean leaves them
out. Counted in, the three-player deal [22, -11, -11, 0] was worth 29.33 to its winner, not
33."""

from __future__ import annotations

from random import Random

import pytest

from followsuit import games
from followsuit.bots import make_bot
from followsuit.bots.exact import card_values
from followsuit.bots.search.objective import scale
from followsuit.bots.search.value import counted_scores, score_index, value
from followsuit.engine import Deal, Game


def test_the_others_mean_leaves_the_dummys_score_out() -> None:
    game = games.load("nineteen", preset="three-players")
    counted = counted_scores(game)
    dummy = [score_index(game, seat) for seat in range(game.players) if seat not in game.live]
    assert dummy and not set(dummy) & set(counted)
    scores = [0.0] * len(game.scorers)
    live = [score_index(game, seat) for seat in game.live]
    for index, score in zip(live, (22.0, -11.0, -11.0), strict=True):
        scores[index] = score
    assert value(scores, live[0], "mean", counted) == 33.0
    assert scale(len(counted), "mean") == 2.0


def test_every_score_counts_where_no_seat_is_a_dummy() -> None:
    game = games.load("oh-hell", players=5)
    assert counted_scores(game) == tuple(range(5))


def last_trick(game: Game, seed: int) -> Deal:
    """A deal played by the heuristic bot until its last trick is to be led."""
    deal = game.new_deal(seed=seed)
    assert isinstance(deal, Deal)
    bots = [make_bot("heuristic", game, Random(s)) for s in range(game.players)]
    while (seat := deal.to_act) is not None:
        view = deal.view(seat)
        trick = view["trick"]
        leading = trick is None or not trick["cards"]
        if leading and view["phase"] == "play" and len(view["hand"]) == 1:
            return deal
        deal.apply(bots[seat].act(view))
    raise AssertionError("the deal ended before its last trick")


@pytest.mark.parametrize("preset", ["three-players", "two-players"])
def test_an_exact_value_is_the_seats_score_less_the_live_others_mean(preset: str) -> None:
    """At the last trick every card is forced: the value the solver gives the card led is the
    deal's end, the seat's score less the mean of the live others' only."""
    game = games.load("nineteen", preset=preset)
    deal = last_trick(game, seed=4)
    seat = deal.to_act
    assert seat is not None
    found = card_values(deal, "score")
    assert found is not None and found.complete
    [(card, worth)] = found.values.items()
    end = deal.clone()
    end.apply(card)
    while (next_seat := end.to_act) is not None:
        [only] = end.view(next_seat)["legal"]
        end.apply(only)
    scores = end.scores.deals[-1]
    mine = score_index(game, found.seat)
    others = [
        float(scores[score_index(game, s)]) for s in game.live if score_index(game, s) != mine
    ]
    assert worth == pytest.approx(float(scores[mine]) - sum(others) / len(others))
