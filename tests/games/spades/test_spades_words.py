"""A Spades deal's end in words (both apps show these lines)."""

from __future__ import annotations

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
