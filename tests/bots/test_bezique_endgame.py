"""Bézique's last-eight search (alpha-beta with a table of bounds) plays as plain minimax does.

The heuristic bot's endgame is the playouts' main cost in Bézique; its faster search must not
change a single move. The reference here is the plain memoised minimax it replaced."""

from __future__ import annotations

from functools import cache
from random import Random

import pytest

from followsuit.games.bezique.bot import endgame
from followsuit.games.bezique.bot.endgame import SUITS, Hand, after, best_card, brisque, code, wins
from followsuit.games.bezique.bot.endgame import legal as legal_cards

PACK = [rank + suit for rank in "AKQJT987" for suit in SUITS] * 2


@cache
def minimax(a: Hand, b: Hand, led: int | None) -> int:
    """The plain minimax value for A to act (the former implementation)."""
    if not a:
        return 0
    return max(minimax_after(a, b, led, card) for card in legal_cards(a, led))


def minimax_after(a: Hand, b: Hand, led: int | None, card: int) -> int:
    rest = list(a)
    rest.remove(card)
    left = tuple(rest)
    if led is None:
        return -minimax(b, left, card)
    points = 10 * (brisque(card) + brisque(led)) + (10 if not left else 0)
    if wins(card, led):
        return points + minimax(left, b, None)
    return -points - minimax(b, left, None)


def position(rng: Random) -> tuple[list[str], list[str], str | None, str]:
    """A random last-eight position: the hands, the card led (or none) and the trump suit."""
    pack = PACK[:]
    rng.shuffle(pack)
    size = rng.randint(1, 6)
    mine, theirs = pack[:size], pack[size : 2 * size]
    led = theirs.pop() if rng.random() < 0.5 else None
    return mine, theirs, led, rng.choice(SUITS)


@pytest.mark.parametrize("seed", range(4))
def test_the_last_eight_card_and_values_are_minimaxs(seed: int) -> None:
    """Every legal card's value and the card chosen (ties to the least) match plain minimax,
    with the table of bounds kept from one position to the next as in play."""
    rng = Random(seed)
    for _ in range(60):
        mine, theirs, led, trump = position(rng)
        a = tuple(sorted(code(c, trump) for c in mine))
        b = tuple(sorted(code(c, trump) for c in theirs))
        first = None if led is None else code(led, trump)
        values = {card: minimax_after(a, b, first, card) for card in legal_cards(a, first)}
        assert {card: after(a, b, first, card) for card in values} == values
        expected = max(values, key=lambda card: (values[card], -card))
        chosen = best_card(mine, theirs, led, trump)
        assert code(chosen, trump) == expected


def test_the_table_of_bounds_is_emptied_when_full(monkeypatch: pytest.MonkeyPatch) -> None:
    """A full table is emptied, not grown, and the values stay exact."""
    monkeypatch.setattr(endgame, "TABLE_SIZE", 50)
    rng = Random(9)
    for _ in range(20):
        mine, theirs, led, trump = position(rng)
        a = tuple(sorted(code(c, trump) for c in mine))
        b = tuple(sorted(code(c, trump) for c in theirs))
        first = None if led is None else code(led, trump)
        assert endgame.value(a, b, first) == minimax(a, b, first)
        assert len(endgame._BOUNDS) <= 50
