"""Shared helpers for the Beyond tests: deals from named hands, the text's example deal."""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from followsuit.cards import parse_cards
from followsuit.engine.resample import hand, order_for_places
from followsuit.games.beyond.rules import BeyondCarry, BeyondGame, BeyondOptions
from followsuit.games.beyond.state import BeyondDeal

NORTH, EAST, SOUTH, WEST = 0, 1, 2, 3

# The text's "Example of a bidding round" (dealer South). "Jr" is a joker.
EXAMPLE_HANDS = {
    WEST: "TS 8S 3S JH 7H 5H 4H 2H AD 6D 5D QC 3C",
    NORTH: "KS JS 9S 4S QH 6H QD 4D AC KC TC 7C 2C",
    EAST: "6S 2S KH TH 3H KD JD TD 7D 3D JC 5C JK",
    SOUTH: "AS QS 7S 5S AH 9H 9D 2D 9C 6C 4C JK JK",
}
EXAMPLE_AUCTION = [
    "pass",
    "13C",
    "pass",
    "13S",
    "pass",
    "4S",
    "3C",
    "pass",
    "2D",
    "pass",
    "pass",
    "2H",
    "raise",
    "2S",
    "raise",
    "reraise",
    "pass",
    "pass",
    "pass",
]

# North: one joker and twelve spades; East: two jokers, the two of spades and ten hearts;
# South: two hearts and eleven diamonds; West: a diamond and the twelve clubs.
TWO_JOKERS_EAST = {
    NORTH: "JK AS KS QS JS TS 9S 8S 7S 6S 5S 4S 3S",
    EAST: "JK JK 2S AH KH QH JH TH 9H 7H 6H 5H 4H",
    SOUTH: "3H 2H AD KD QD JD TD 9D 7D 6D 5D 4D 3D",
    WEST: "2D AC KC QC JC TC 9C 7C 6C 5C 4C 3C 2C",
}


def cards(text: str) -> list[str]:
    """Card texts from one string: ``cards("AS KS")``."""
    return text.split()


def game(**options: int) -> BeyondGame:
    return BeyondGame(BeyondOptions(**options))


def deal_of(hands: Mapping[int, str], dealer: int, carry: BeyondCarry | None = None) -> BeyondDeal:
    """A deal in which each seat holds the named cards."""
    beyond = game()
    masks: list[int] = []
    free = beyond.pack.full_mask
    for seat in range(4):  # each hand takes its own copies of the identical jokers
        masks.append(beyond.pack.mask_from_cards(parse_cards(hands[seat]), within=free))
        free &= ~masks[-1]
    assert free == 0 and sum(m.bit_count() for m in masks) == 52
    start = carry if carry is not None else beyond.initial_carry()
    order = order_for_places(beyond, dealer, start, {hand(s): m for s, m in enumerate(masks)})
    return beyond.deal_from_order(order, dealer, start)


def example_deal() -> BeyondDeal:
    return deal_of(EXAMPLE_HANDS, SOUTH)


def apply_all(deal: BeyondDeal, actions: Iterable[str]) -> BeyondDeal:
    for action in actions:
        deal.apply(action)
    return deal


def play_out(deal: BeyondDeal, seed: int = 0) -> BeyondDeal:
    """Finish a deal with heuristic bots."""
    from random import Random

    from followsuit.games.beyond.bot import HeuristicBot

    bots = [HeuristicBot(Random(seed + seat)) for seat in range(4)]
    while deal.to_act is not None:
        seat = deal.to_act
        deal.apply(bots[seat].act(deal.view(seat)))
    return deal
