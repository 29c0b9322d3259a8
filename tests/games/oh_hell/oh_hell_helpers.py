"""Helpers for the Oh Hell tests: games by options, and hand-made packs."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from random import Random
from typing import Any

from followsuit import games
from followsuit.cards import Card
from followsuit.games.oh_hell import HeuristicBot, OhHellDeal, OhHellGame


def oh_hell(preset: str | None = None, **options: Any) -> OhHellGame:
    game = games.load("oh-hell", preset=preset, **options)
    assert isinstance(game, OhHellGame)
    return game


def pack_for(
    game: OhHellGame,
    dealer: int,
    hands: Mapping[int, str],
    turn_up: str | None = None,
    stock: Sequence[str] = (),
) -> list[str]:
    """A pack order (top first) that deals ``hands`` (seat -> cards, e.g. "AS KH 2C") singly
    from dealer's left, then ``turn_up``, then ``stock`` first and the rest of the pack."""
    cards = {seat: text.split() for seat, text in hands.items()}
    size = len(next(iter(cards.values())))
    players = game.players
    order: list[str] = []
    for round_ in range(size):
        for offset in range(players):
            order.append(cards[(dealer + 1 + offset) % players][round_])
    if turn_up is not None:
        order.append(turn_up)
    order += stock
    left = Counter(str(c) for c in game.pack)
    left.subtract(str(Card.parse(c)) for c in order)
    for card in game.pack:
        text = str(card)
        if left[text] > 0:
            order.append(text)
            left[text] -= 1
    return order


def deal_of(game: OhHellGame, dealer: int, hands: Mapping[int, str], **kwargs: Any) -> OhHellDeal:
    deal = game.new_deal(dealer=dealer, pack=pack_for(game, dealer, hands, **kwargs))
    assert isinstance(deal, OhHellDeal)
    return deal


def play(deal: OhHellDeal, actions: str) -> None:
    """Apply actions written with spaces: ``"1 0 2 AS KS 2S"``."""
    for text in actions.split():
        deal.apply(text)


def bot_playout(deal: OhHellDeal, seed: int = 0) -> None:
    bots = [HeuristicBot(Random(seed + seat)) for seat in range(deal.players)]
    while deal.to_act is not None:
        seat = deal.to_act
        deal.apply(bots[seat].act(deal.view(seat)))


def random_playout(deal: OhHellDeal, rng: Random, stop_after: int | None = None) -> None:
    """Random legal actions until the end, or until ``stop_after`` actions."""
    count = 0
    while deal.to_act is not None and (stop_after is None or count < stop_after):
        deal.apply(rng.choice(deal.legal_actions()))
        count += 1
