"""Grand Bézique's last tricks (Z4, Rubicon as the ordinary game): once the stock is gone the
table cards go back to the hands and the nine last tricks are played following suit and
winning if able, trumping when void if able; no declarations; the last trick scores 50."""

from __future__ import annotations

from random import Random

import pytest
from bezique_helpers import game

from followsuit.games.bezique.state import BeziqueDeal

ORDER = "ATKQJ987"


def power(card: str, led: str, trump: str) -> int:
    base = 8 - ORDER.index(card[0])
    return 100 + base if card[1] == trump else base if card[1] == led else 0


def allowed(hand: list[str], played: list[str], trump: str) -> set[str]:
    """Follow suit and beat the trick if able; void, trump if able; else any card."""
    if not played:
        return set(hand)
    led = played[0][1]
    best = max(power(card, led, trump) for card in played)
    same = [card for card in hand if card[1] == led]
    if same:
        return {c for c in same if power(c, led, trump) > best} or set(same)
    trumps = [card for card in hand if card[1] == trump]
    return {c for c in trumps if power(c, led, trump) > best} or set(trumps) or set(hand)


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_last_nine_tricks_follow_suit_and_win_if_able(seed: int) -> None:
    bezique = game("grand")
    rng = Random(seed)
    deal = bezique.new_deal(seed=seed)
    assert isinstance(deal, BeziqueDeal)
    while not deal.last_eight:
        deal.apply(rng.choice(deal.legal_actions()).text)
    assert deal.stock.size == 0
    assert deal.on_table.mask == 0
    assert [len(deal.cards_text(hand)) for hand in deal.hands] == [9, 9]
    trump = deal.view(0)["details"]["trump"] or ""  # None: no marriage ever fixed trumps
    tricks = 0
    while not deal.is_over:
        seat = deal.to_act
        assert seat is not None
        assert deal.phase == "last eight"  # no declarations in the last tricks
        view = deal.view(seat)
        played = [c["card"] for c in view["trick"]["cards"]] if view["trick"] else []
        legal = {a.text for a in deal.legal_actions()}
        assert legal == allowed(view["hand"], played, trump)
        deal.apply(rng.choice(sorted(legal)))
        if not deal.trick or not deal.trick.cards:
            tricks += 1
    assert tricks == 9
    result = deal.outcome().result
    last = result["last_trick"]
    assert result["seat_scores"][last] - result["declared"][last] == 50
