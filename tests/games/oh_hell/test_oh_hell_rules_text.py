"""Sentences of the Oh Hell rule text (seed 004, second half) that had no test named after
them, each checked as the text says it (rulings S3, S4 where they settle it)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from oh_hell_helpers import oh_hell, pack_for, play

from followsuit.errors import IllegalAction
from followsuit.records import replay

GOLDEN = Path(__file__).parents[2] / "golden" / "oh-hell"


def _two_one_card_deals(second_bids: list[str]) -> dict[str, Any]:
    """A match of two 1-card deals (``hand_sizes=[1, 1]``).

    Deal 1, West deals, hearts trumps: North AS, East KS, South QS, West JS; bids from North
    1, 0, 0, and West, hooked off 0, 1; North's AS takes the trick: North 11, East 10,
    South 10, West 0.
    Deal 2, North deals, diamonds trumps: East 2C, South 3C, West AC, North 4C; bids from
    East ``second_bids``; East leads 2C and West's AC takes the trick."""
    game = oh_hell(hand_sizes=(1, 1))
    first = pack_for(game, 3, {0: "AS", 1: "KS", 2: "QS", 3: "JS"}, turn_up="2H")
    second = pack_for(game, 0, {0: "4C", 1: "2C", 2: "3C", 3: "AC"}, turn_up="2D")
    return game.record_of(
        [
            {"dealer": 3, "pack": first, "actions": ["1", "0", "0", "1", "AS", "KS", "QS", "JS"]},
            {"dealer": 0, "pack": second, "actions": [*second_bids, "2C", "3C", "AC", "4C"]},
        ]
    )


def test_oh_hell_text_the_final_cumulative_scores_determine_the_result() -> None:
    """l.98-100: "the score keeper keeps a cumulative total of each player's score. The final
    cumulative scores determine the result": the winner is the seat with the highest total
    over the match, not the best score of the last deal. Deal 2 bids East 0, South 1, West 1,
    North 0 (free: the others bid 2 of 1 trick): North 10, East 10, South 0, West 11 for the
    trick. Totals 21, 20, 10, 11: North wins, though West did best in the last deal."""
    summary = replay(_two_one_card_deals(["0", "1", "1", "0"])).summary
    assert [d["scores"] for d in summary["deals"]] == [[11, 10, 10, 0], [10, 10, 0, 11]]
    assert summary["totals"] == [21, 20, 10, 11]
    assert summary["winner"] == 0 and summary["complete"] is True


def test_oh_hell_text_tied_final_totals_have_no_single_winner() -> None:
    """l.100, read by the project (docs/games/oh-hell.md, Scoring): when two or more players
    share the highest final total there is no single winner (``winner`` null). Deal 2 bids
    East 0, South 0, West 1, and North, hooked off 0, bids 1 and fails: North 0, East 10,
    South 10, West 11. Totals 11, 20, 20, 11: East and South share the highest. The golden
    Atkinson match for five ends 97, 97, 63, 24, 63: no winner either."""
    summary = replay(_two_one_card_deals(["0", "0", "1", "1"])).summary
    assert [d["scores"] for d in summary["deals"]] == [[11, 10, 10, 0], [0, 10, 10, 11]]
    assert summary["totals"] == [11, 20, 20, 11]
    assert summary["winner"] is None and summary["complete"] is True
    with (GOLDEN / "atkinson-5-match.json").open(encoding="utf-8") as file:
        atkinson = replay(json.load(file)).summary
    assert atkinson["totals"] == [97, 97, 63, 24, 63] and atkinson["winner"] is None


@pytest.mark.parametrize(
    ("preset", "others", "forbidden"),
    [("atkinson-5", "2 2 2 2", 2), ("atkinson-6", "1 1 1 1 1", 4)],
)
def test_s3_atkinson_the_dealer_could_not_make_the_bid_total_equal_the_cards_dealt(
    preset: str, others: str, forbidden: int
) -> None:
    """l.128 (Dick Atkinson's Blackout): "The dealer could not make the bid total equal the
    number of cards dealt" (10 each for five, 9 each for six): the dealer, bidding last, is
    not offered that bid and is refused it, naming the hook rule; any other bid is taken."""
    game = oh_hell(preset)
    players = game.players
    deal = game.new_deal(seed=3, dealer=players - 1)
    play(deal, others)
    assert deal.to_act == players - 1 and deal.hand_size == (10 if players == 5 else 9)
    legal = [a.text for a in deal.legal_actions()]
    assert str(forbidden) not in legal and len(legal) == deal.hand_size
    with pytest.raises(IllegalAction, match=rf"may not bid {forbidden}: .* \(hook rule\)"):
        deal.apply(str(forbidden))
    deal.apply(str(forbidden + 1))
    assert deal.phase == "play"
    assert sum(b for b in deal.bids if b is not None) != deal.hand_size
