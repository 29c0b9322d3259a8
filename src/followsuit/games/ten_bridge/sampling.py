"""Resampling a 10 Bridge deal from one seat's view, for search bots.

The hidden hands are dealt anew (hand sizes, shown voids, dummy's exposed hand and the played
cards respected); a seat that does not know the trump gets one of the denomination's two suits
at random, as the view cannot tell them apart (before the reveal a trump-suit card to another
suit's lead is a discard either way, so no trick's winner depends on the concealed trump). The
deal is then rebuilt from a pack order that deals those hands and the public actions replayed,
so the sampled state's view for the seat is the seat's view.
"""

from __future__ import annotations

from random import Random
from typing import TYPE_CHECKING

from followsuit.cards import Card, Suit
from followsuit.engine import View, deal_unknown

if TYPE_CHECKING:
    from followsuit.games.ten_bridge.rules import TenBridgeGame
    from followsuit.games.ten_bridge.state import TenBridgeDeal

HIDDEN_TRUMP = "trump"
"""How the declarer's trump choice shows in the log of a seat that does not know it."""


def sample_deal(game: TenBridgeGame, view: View, rng: Random) -> TenBridgeDeal:
    """A deal consistent with ``view``."""
    from followsuit.games.ten_bridge.rules import TenBridgeCarry

    pack = game.pack
    seat: int | None = view["seat"]
    played_by = [0, 0, 0, 0]
    details = view["details"]
    for entry in view["log"]:
        if entry["kind"] == "play":
            played_by[entry["seat"]] |= pack.mask_from_cards([Card.parse(entry["text"])])
    current = [0, 0, 0, 0]
    known = sum(played_by)
    known_hands = []
    if seat is not None and view["hand"] is not None:
        current[seat] = pack.mask_from_cards(Card.parse(c) for c in view["hand"])
        known_hands.append(seat)
    dummy = details["dummy"]
    dummy_hand = view["hands"][dummy] if dummy is not None else None
    if dummy_hand is not None and dummy not in known_hands:
        current[dummy] = pack.mask_from_cards(Card.parse(c) for c in dummy_hand)
        known_hands.append(dummy)
    for hand in known_hands:
        known |= current[hand]
    needs = [0 if s in known_hands else view["hand_sizes"][s] for s in range(4)]
    forbidden = [
        sum(game.suit_masks[Suit.parse(symbol)] for symbol in void) for void in view["voids"]
    ]
    unknown = [i for i in range(len(pack)) if not known >> i & 1]
    dealt = deal_unknown(unknown, needs, forbidden, rng)
    hands = [current[s] | dealt[s] | played_by[s] for s in range(4)]
    order = _order_dealing(hands, view["dealer"])
    part_scores = details["part_scores"]
    deal = game.deal_from_order(
        order, view["dealer"], TenBridgeCarry((part_scores[0], part_scores[1]))
    )
    trump = _trump_text(view, rng)
    for entry in view["log"]:
        deal.apply(trump if entry.get("secret") else entry["text"])
    return deal


def _trump_text(view: View, rng: Random) -> str:
    """Declarer's trump action: as the seat knows it, else one of the two suits at random."""
    details = view["details"]
    if details["trump"] is not None:
        return f"trump {details['trump']}"
    suits: list[str] = details["trump_suits"]
    return f"trump {rng.choice(suits)}" if suits else HIDDEN_TRUMP


def _order_dealing(hands: list[int], dealer: int) -> list[int]:
    """A pack order (physical indices, top first) that deals ``hands`` singly from dealer's
    left."""
    cards = [[i for i in range(hands[s].bit_length()) if hands[s] >> i & 1] for s in range(4)]
    order = []
    for round_ in range(len(cards[0])):
        for offset in range(1, 5):
            order.append(cards[(dealer + offset) % 4][round_])
    return order
