"""Helpers for 10 Bridge tests: deals with chosen hands, played from action lists."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from followsuit.cards import Card
from followsuit.games import load
from followsuit.games.ten_bridge import TenBridgeDeal, TenBridgeGame


def game(**options: Any) -> TenBridgeGame:
    loaded = load("10-bridge", **options)
    assert isinstance(loaded, TenBridgeGame)
    return loaded


def pack_for(hands: Mapping[int, str], dealer: int) -> list[str]:
    """The pack order (top first) that deals these hands (seat -> ten cards) singly from the
    dealer's left (T1/G2)."""
    cards = {seat: text.split() for seat, text in hands.items()}
    assert sorted(cards) == [0, 1, 2, 3] and all(len(c) == 10 for c in cards.values())
    return [cards[(dealer + 1 + i) % 4][i // 4] for i in range(40)]


def deal(
    hands: Mapping[int, str],
    dealer: int = 0,
    actions: Iterable[str] = (),
    **options: Any,
) -> TenBridgeDeal:
    """A deal with the given hands, after the given actions."""
    state = game(**options).new_deal(dealer=dealer, pack=pack_for(hands, dealer))
    assert isinstance(state, TenBridgeDeal)
    for action in actions:
        state.apply(action)
    return state


def cards(texts: Sequence[str]) -> set[Card]:
    return {Card.parse(t) for t in texts}


# The deal of the dummy-reveal golden record: North declares 2MAJOR with spades secretly trumps.
# West's club lead finds East and dummy (South) void: East discards the 9S unaware, declarer
# calls for the trump on dummy's behalf and dummy must ruff.
DUMMY_REVEAL_HANDS = {
    0: "KS QS JS TS AH KH 5H 8D 5D 6C",
    1: "AS 9S 8S TH 9H 8H 7H JD TD 9D",
    2: "7S 6S 5S QH JH 6H KD QD 7D 6D",
    3: "AD AC KC QC JC TC 9C 8C 7C 5C",
}
DUMMY_REVEAL_AUCTION = ["1MAJOR", "pass", "2MAJOR", "pass", "pass", "pass"]
