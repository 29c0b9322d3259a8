"""Resampling an Oh Hell deal from one seat's view, for search bots.

The hidden places are the other players' hands and the undealt stock. Cards known to the seat
(its own hand, every card played, the turn-up) stay where they are; the rest are shared out so
that each hand gets its size and no hand gets a suit its owner has shown void in (OpenSpiel
once shipped an Oh Hell resampler that ignored voids). The stock takes what is left, with no
constraint: nobody has seen it.

The full deal is then rebuilt as a pack order (each hand as dealt, the turn-up, the stock) and
the public log is replayed on it under the rules, so the sampled state is a real deal whose
view for the seat equals the view it came from.
"""

from __future__ import annotations

from random import Random
from typing import TYPE_CHECKING

from followsuit.cards import Card, Suit
from followsuit.engine import View, deal_unknown
from followsuit.games.oh_hell.state import FOREHEAD_PLAY, OhHellDeal

if TYPE_CHECKING:
    from followsuit.games.oh_hell.rules import OhHellGame

_SUIT_BY_SYMBOL = {suit.symbol: suit for suit in Suit}


def sample_deal(game: OhHellGame, view: View, rng: Random) -> OhHellDeal:
    """A deal consistent with ``view``: hidden cards dealt anew, respecting hand sizes, shown
    voids, played cards and the turn-up; hidden bids (simultaneous bidding) chosen at random."""
    from followsuit.games.oh_hell.rules import OhHellCarry

    pack = game.pack
    players = game.players
    seat: int | None = view["seat"]
    details = view["details"]
    size: int = details["hand_size"]
    dealer: int = view["dealer"]

    played_by: list[list[Card]] = [[] for _ in range(players)]
    for entry in view["log"]:
        if entry["kind"] == "play":
            played_by[entry["seat"]].append(Card.parse(entry["text"].split()[0]))
    known = pack.mask_from_cards(card for cards in played_by for card in cards)
    turn_up = 0
    if details["turn_up"] is not None:
        turn_up = pack.mask_from_cards(
            [Card.parse(details["turn_up"])], within=pack.full_mask & ~known
        )
        known |= turn_up
    hands = [0] * players
    if seat is not None and view["hand"] is not None:
        hands[seat] = pack.mask_from_cards(
            (Card.parse(c) for c in view["hand"]), within=pack.full_mask & ~known
        )
        known |= hands[seat]
    for owner, text in enumerate(details["foreheads"] or ()):
        if text is not None:
            hands[owner] = pack.mask_from_cards([Card.parse(text)], within=pack.full_mask & ~known)
            known |= hands[owner]

    sizes: list[int] = view["hand_sizes"]
    needs = [sizes[s] - hands[s].bit_count() for s in range(players)] + [details["stock_size"]]
    forbidden = [0] * (players + 1)
    for s, void_suits in enumerate(view["voids"]):
        for symbol in void_suits:
            forbidden[s] |= game.suit_masks[_SUIT_BY_SYMBOL[symbol]]
    unknown = [i for i in range(len(pack)) if not known >> i & 1]
    dealt = deal_unknown(unknown, needs, forbidden, rng)
    for s in range(players):
        hands[s] |= dealt[s]

    dealt_cards = [pack.cards_of(hands[s]) + played_by[s] for s in range(players)]
    faces: list[Card] = []
    first = (dealer + 1) % players
    for round_ in range(size):
        for offset in range(players):
            faces.append(dealt_cards[(first + offset) % players][round_])
    faces += pack.cards_of(turn_up)
    stock = pack.cards_of(dealt[players])
    rng.shuffle(stock)
    faces += stock
    order = pack.order_from_cards(faces)

    carry = OhHellCarry(tuple(view["match_scores"]), details["deal_number"] - 1)
    deal = game.deal_from_order(order, dealer, carry)
    for entry in view["log"]:
        who, text = entry["seat"], entry["text"]
        if deal.to_act != who:
            raise ValueError(f"the view's log does not follow the turn order at seat {who}")
        if entry.get("secret"):
            text = str(rng.randrange(size + 1))
        elif deal.forehead and entry["kind"] == "play":
            text = FOREHEAD_PLAY
        deal.apply(text)
    return deal
