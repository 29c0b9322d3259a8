"""A Spades deal's end in words (both apps show these lines)."""

from __future__ import annotations

from random import Random

from followsuit import games
from followsuit.games.spades.carry import SpadesCarry
from followsuit.games.spades.words import present
from followsuit.records.deal_end import deal_words


def test_s1_a_failed_nils_tricks_are_said_not_to_count_toward_the_partners_bid() -> None:
    """Issue 32, point 3: "bid 3, took 5: set" read as a contradiction when 3 of the 5 were the
    failed nil's, which count as bags and never toward the partner's bid (S1)."""
    result = {
        "bids": ["3", "1", "nil", "4"],
        "tricks": [2, 4, 3, 4],
        "contracts": [3, 5],
        "made": [False, True],
        "bags": [3, 3],
        "bag_penalties": [0, 0],
        "nil_points": [-100, 0],
    }
    lines = deal_words("spades", result, [-127, 53], ["N", "E", "S", "W"], ["NS", "EW"])
    assert lines[0] == (
        "NS bid 3, took 2 toward it: set, 3 bags, S's nil failed (its 3 tricks count as bags, "
        "not toward the bid), nil -100; -127 this deal"
    )
    assert lines[1].startswith("EW bid 5, took 8: made")


def test_the_bags_row_says_they_are_the_bags_carried_into_the_deal() -> None:
    """The deal's panel showed "Bags" after a match's last deal with the bags from before it (a
    deal's own bags are in its result): the row says which bags it counts."""
    game = games.load("spades")
    deal = game.new_deal(rng=Random(3), carry=SpadesCarry(bags=(1, 2)))
    rng = Random(4)
    while not deal.is_over:
        deal.apply(rng.choice(deal.legal_actions()))
    view = {**deal.view(0), "match": {"score_names": ["North-South", "East-West"]}}
    [bags] = [r for r in present(view)["rows"] if r["label"].startswith("Bags")]
    assert bags["label"] == "Bags before this deal"
    assert [p.get("text") for p in bags["pieces"]] == ["North-South 1", " · ", "East-West 2"]
