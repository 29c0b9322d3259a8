"""Deals of 19 set up by hand: the cards each hand and the stock must hold, the rest shared out
in pack order (trumps kept from the seats that must have none)."""

from __future__ import annotations

from collections.abc import Iterable

from followsuit import games
from followsuit.cards import Card, parse_cards
from followsuit.engine.resample import order_for_places
from followsuit.games.nineteen.rules import NineteenGame
from followsuit.games.nineteen.state import NineteenDeal


def game(preset: str | None = None) -> NineteenGame:
    loaded = games.load("nineteen", preset=preset)
    assert isinstance(loaded, NineteenGame)
    return loaded


def build(
    hands: dict[int, str],
    stock: str = "",
    *,
    dealer: int = 3,
    preset: str | None = None,
    no_trumps: Iterable[int] = (),
    stock_no_trumps: bool = False,
) -> NineteenDeal:
    """A deal whose hands hold at least the named cards and whose stock starts (top first)
    with ``stock``; the other cards go round in pack order, plain cards first to the seats
    of ``no_trumps`` (and to the stock with ``stock_no_trumps``)."""
    g = game(preset)
    pack = g.pack
    index = {card: i for i, card in enumerate(pack.cards)}
    named = {seat: [index[c] for c in parse_cards(text)] for seat, text in hands.items()}
    top = [index[c] for c in parse_cards(stock)]
    used = {i for cards in named.values() for i in cards} | set(top)
    free = [i for i in range(len(pack)) if i not in used]
    plain = [i for i in free if not pack[i].is_tarot_trump]
    trumps = [i for i in free if pack[i].is_tarot_trump]
    avoid = set(no_trumps)

    def fill(cards: list[int], size: int, plain_only: bool) -> list[int]:
        while len(cards) < size:
            source = plain if plain_only or not trumps else trumps
            if not source:
                source = plain or trumps
            cards.append(source.pop(0))
        return cards

    stock_cards = fill(top, 6, stock_no_trumps)
    places: dict[str, int | list[int]] = {"stock": stock_cards}
    for seat in sorted(range(4), key=lambda s: s not in avoid):
        cards = fill(named.get(seat, []), 12, seat in avoid)
        places[f"hand {seat}"] = sum(1 << c for c in cards)
    order = order_for_places(g, dealer, g.initial_carry(), places)
    deal = g.deal_from_order(order, dealer, g.initial_carry())
    assert isinstance(deal, NineteenDeal)
    return deal


def play(deal: NineteenDeal, *texts: str) -> None:
    for text in texts:
        deal.apply(text)


def hand_text(deal: NineteenDeal, seat: int) -> set[str]:
    return set(deal.cards_text(deal.hands[seat]))


def card(text: str) -> Card:
    return Card.parse(text)


def play_out(deal: NineteenDeal) -> None:
    """Play the lowest-listed legal action until the end."""
    while not deal.is_over:
        deal.apply(deal.legal_actions()[0])
