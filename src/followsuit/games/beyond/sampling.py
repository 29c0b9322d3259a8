"""Resampling a Beyond deal from one seat's view, for search bots.

Every Beyond action is public, so a deal consistent with a view is found by dealing the unseen
cards anew (respecting hand sizes and shown voids), giving each seat back the cards it played,
and replaying the view's log from the start.
"""

from __future__ import annotations

from collections.abc import Sequence
from random import Random
from typing import TYPE_CHECKING

from followsuit.cards import Card, Suit, bits
from followsuit.engine import View, deal_unknown

if TYPE_CHECKING:
    from followsuit.games.beyond.rules import BeyondGame
    from followsuit.games.beyond.state import BeyondDeal


def sample_deal(game: BeyondGame, view: View, rng: Random) -> BeyondDeal:
    """A deal consistent with ``view``: same dealer, calls, claims and plays; hidden cards
    dealt anew."""
    from followsuit.games.beyond.rules import BeyondCarry

    pack = game.pack
    seat: int | None = view["seat"]
    hands = [0] * 4
    played_by = [0] * 4
    known = 0
    for entry in view["log"]:
        if entry["kind"] == "play":
            who, card = entry["seat"], Card.parse(entry["text"])
            bit = pack.mask_from_cards([card], within=pack.full_mask & ~known)
            played_by[who] |= bit
            known |= bit
    if seat is not None and view["hand"] is not None:
        hands[seat] = pack.mask_from_cards([Card.parse(c) for c in view["hand"]], ~known)
        known |= hands[seat]
    sizes: list[int] = view["hand_sizes"]
    needs = [0 if s == seat else sizes[s] for s in range(4)]
    forbidden = [0] * 4
    for s, void_suits in enumerate(view["voids"]):
        for symbol in void_suits:
            forbidden[s] |= game.suit_masks[Suit.parse(symbol)]
    unknown = [i for i in range(len(pack)) if not known >> i & 1]
    dealt = deal_unknown(unknown, needs, forbidden, rng)
    initial = [hands[s] | dealt[s] | played_by[s] for s in range(4)]
    dealer: int = view["dealer"]
    order = order_for_hands(initial, dealer)
    carry = BeyondCarry(totals=(view["match_scores"][0], view["match_scores"][1]))
    deal = game.deal_from_order(order, dealer, carry)
    for entry in view["log"]:
        deal.apply(entry["text"])
    return deal


def order_for_hands(hands: Sequence[int], dealer: int) -> list[int]:
    """A pack order (physical indices, top first) that deals these 13-card hands singly from
    dealer's left (B1)."""
    order = [0] * sum(h.bit_count() for h in hands)
    for offset in range(4):
        for round_number, card in enumerate(bits(hands[(dealer + 1 + offset) % 4])):
            order[4 * round_number + offset] = card
    return order
