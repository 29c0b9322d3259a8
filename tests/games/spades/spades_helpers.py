"""Helpers for the Spades tests: games by preset or options, hand-made packs, positions."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from random import Random
from typing import Any

from followsuit import games
from followsuit.cards import bits
from followsuit.engine import Bot
from followsuit.games.spades import SpadesBot, SpadesDeal, SpadesGame
from followsuit.games.spades.carry import SpadesCarry

NORTH, EAST, SOUTH, WEST = range(4)


def spades(preset: str | None = None, **options: Any) -> SpadesGame:
    game = games.load("spades", preset=preset, **options)
    assert isinstance(game, SpadesGame)
    return game


def pack_for(
    game: SpadesGame,
    dealer: int,
    hands: Mapping[int, str],
    turned: Sequence[str] = (),
    leftover: Sequence[str] = (),
) -> list[str]:
    """A pack order (top first) that deals ``hands`` (seat -> cards, "AS KH 2C ...") singly
    from dealer's left. Seats left out get the rest of the pack. With ``turned`` (a French cut)
    those four come first; ``leftover`` (54-card packs) comes last."""
    all_cards = Counter(str(c) for c in game.pack)
    cards = {seat: text.split() for seat, text in hands.items()}
    used = Counter(c for seq in (*cards.values(), turned, leftover) for c in seq)
    rest = sorted((all_cards - used).elements())
    size = (len(game.pack) - len(turned) - len(leftover)) // 4
    for seat in range(4):
        held = cards.setdefault(seat, [])
        while len(held) < size:
            held.append(rest.pop(0))
    order: list[str] = list(turned)
    for round_ in range(size):
        for offset in range(4):
            order.append(cards[(dealer + 1 + offset) % 4][round_])
    order += leftover
    assert Counter(order) == all_cards, "the hands do not make up the pack"
    return order


def deal_with(
    hands: Mapping[int, str],
    dealer: int = WEST,
    actions: Sequence[str] = (),
    carry: SpadesCarry | None = None,
    preset: str | None = None,
    **options: Any,
) -> SpadesDeal:
    """A deal from hand-made hands, with ``actions`` applied."""
    game = spades(preset, **options)
    deal = game.new_deal(pack=pack_for(game, dealer, hands), dealer=dealer, carry=carry)
    assert isinstance(deal, SpadesDeal)
    for text in actions:
        deal.apply(text)
    return deal


def hand_of(deal: SpadesDeal, seat: int) -> list[str]:
    return sorted(str(deal.game.pack[i]) for i in bits(deal.hands[seat]))


def play_out(deal: SpadesDeal, bots: Sequence[Bot]) -> SpadesDeal:
    """Play the deal to its end, each seat's bot seeing only its view."""
    while deal.to_act is not None:
        seat = deal.to_act
        deal.apply(bots[seat].act(deal.view(seat)))
    return deal


def heuristic_bots(game: SpadesGame, seed: int) -> list[Bot]:
    return [SpadesBot(game, Random(seed * 4 + seat)) for seat in range(4)]


def behind(points: int, side: int = 0) -> SpadesCarry:
    """What a match carries when ``side`` is ``points`` behind (the other side at 200)."""
    totals = [200, 200]
    totals[side] -= points
    return SpadesCarry((totals[0], totals[1]), (0, 0), deals=3)
