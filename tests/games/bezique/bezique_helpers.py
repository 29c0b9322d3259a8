"""Positions of Bézique set up card by card, for the rules' tests."""

from __future__ import annotations

from typing import Any

from followsuit import games
from followsuit.cards import parse_cards
from followsuit.engine.resample import order_for_places
from followsuit.games.bezique.rules import BeziqueGame
from followsuit.games.bezique.state import BeziqueDeal


def game(preset: str | None = None, **options: Any) -> BeziqueGame:
    found = games.load("bezique", preset=preset, **options)
    assert isinstance(found, BeziqueGame)
    return found


def deal(
    hands: list[str],
    turn_up: str,
    stock: str = "",
    *,
    dealer: int = 0,
    preset: str | None = None,
    **options: Any,
) -> BeziqueDeal:
    """A deal whose players hold ``hands`` (eight cards each), ``turn_up`` turned up, and the
    stock drawn from the top as ``stock`` says, the rest of the pack under it."""
    bezique = game(preset, **options)
    pack = bezique.pack
    free = pack.full_mask
    places: dict[str, Any] = {}
    for seat, text in enumerate(hands):
        mask = pack.mask_from_cards(parse_cards(text), within=free)
        free &= ~mask
        places[f"hand {seat}"] = mask
    up = pack.mask_from_cards(parse_cards(turn_up), within=free)
    free &= ~up
    places["turn-up"] = up
    top = []
    for card in parse_cards(stock):
        bit = pack.mask_from_cards([card], within=free)
        free &= ~bit
        top.append(bit.bit_length() - 1)
    rest = [i for i in range(len(pack)) if free >> i & 1]
    places["stock"] = top + rest
    order = order_for_places(bezique, dealer, bezique.initial_carry(), places)
    made = bezique.deal_from_order(order, dealer, bezique.initial_carry())
    assert isinstance(made, BeziqueDeal)
    return made


def texts(deal: BeziqueDeal, seat: int) -> list[str]:
    """A hand's cards as sorted texts (table cards included: they are still the hand's)."""
    return sorted(deal.cards_text(deal.hands[seat]))


def table(deal: BeziqueDeal, seat: int) -> list[str]:
    return sorted(deal.cards_text(deal.on_table[seat]))


def play(deal: BeziqueDeal, *actions: str) -> None:
    for action in actions:
        deal.apply(action)


def legal(deal: BeziqueDeal) -> list[str]:
    return [a.text for a in deal.legal_actions()]
