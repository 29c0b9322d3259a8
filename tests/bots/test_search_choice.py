"""The pieces of the search bot's move choice: values, candidates, paired advantages."""

from __future__ import annotations

import math

from followsuit import games
from followsuit.bots.search.pimc import Tally, advantage, candidates, race
from followsuit.bots.search.value import score_index, value


def test_value_is_the_side_difference_with_two_sides() -> None:
    assert value((120, 40), 0) == 80
    assert value((120, 40), 1) == -80


def test_value_against_the_mean_or_the_best_of_several_rivals() -> None:
    scores = (13, 2, 11, 5)
    assert value(scores, 0) == 13 - (2 + 11 + 5) / 3
    assert value(scores, 0, "best") == 13 - 11


def test_each_seat_scores_for_its_side() -> None:
    spades = games.load("spades")
    assert [score_index(spades, s) for s in range(4)] == [0, 1, 0, 1]
    oh_hell = games.load("oh-hell", preset="bust-6")
    assert [score_index(oh_hell, s) for s in range(6)] == list(range(6))


def test_a_wide_auction_tries_the_heuristics_call_its_neighbours_and_pass() -> None:
    legal = ["pass"] + [f"{level}{s}" for level in range(13, -1, -1) for s in "CDHSN"]
    tried = candidates(legal, "9H")
    assert "9H" in tried and "pass" in tried
    assert {"10H", "8H", "9S", "9D"} <= set(tried)
    assert len(tried) == 12
    hand = [f"{r}S" for r in "AKQJT98765432"]
    assert candidates(hand, "7S") == hand


def tally(values: list[float]) -> Tally:
    t = Tally()
    for i, v in enumerate(values):
        t.add(i, 1.0, v)
    return t


def test_paired_advantage_and_its_error() -> None:
    base = tally([0, 10, 20, 30])
    better = tally([1, 11, 21, 31])
    gain, error = advantage(better, base)
    assert gain == 1 and error == 0
    gain, error = advantage(tally([1, 9, 21, 29]), base)
    assert gain == 0 and error > 0
    assert advantage(tally([5]), tally([0])) == (0.0, math.inf)


def test_racing_drops_a_clear_loser_but_never_the_anchor() -> None:
    tallies = {
        "a": tally([0, 0, 0, 0, 0]),
        "b": tally([10, 11, 9, 10, 12]),
        "c": tally([0, 1, -1, 0, 0]),
        "d": tally([9, 12, 8, 11, 10]),
    }
    assert race(["a", "b", "c", "d"], "a", tallies) == ["a", "b", "d"]
