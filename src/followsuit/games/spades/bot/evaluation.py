"""How a club player sizes up a Spades hand: likely tricks, and how safe a nil would be.

Cards are (suit, power) pairs, power as the game ranks them (raised cards and jokers are
spades above the ace). ``higher_outside`` counts, for each card, the cards of its suit that
rank above it and are not in the hand: 0 means the card is the master.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from followsuit.cards import Suit

SPADES = int(Suit.SPADES)

SIDE_ROUND_VALUE = (0.95, 0.85, 0.45, 0.1)
"""How likely a side-suit winner in the first, second, third, fourth round is to stand:
side suits seldom go round three times before someone ruffs."""
FINESSE = 0.7
"""A card with a higher card outside wins only if that card lies well: about this often."""


@dataclass(frozen=True)
class Holding:
    """One suit of a hand: the powers held (high first) and how many rank above each."""

    suit: int
    powers: tuple[int, ...]
    higher_outside: tuple[int, ...]
    in_play: int = 13
    """Cards of this suit in the hand and still unseen (more spades: longer trump holdings)."""

    @property
    def length(self) -> int:
        return len(self.powers)


def holdings(hand: Sequence[tuple[int, int]], pack: Sequence[tuple[int, int]]) -> list[Holding]:
    """The hand by suit (clubs, diamonds, hearts, spades), with each card's rank among the
    pack's cards of its suit not in the hand."""
    result = []
    held = set(hand)
    for suit in range(4):
        mine = sorted((p for s, p in hand if s == suit), reverse=True)
        others = [p for s, p in pack if s == suit and (s, p) not in held]
        higher = tuple(sum(1 for o in others if o > p) for p in mine)
        result.append(Holding(suit, tuple(mine), higher, len(mine) + len(others)))
    return result


def side_suit_tricks(holding: Holding) -> float:
    """Winners in a side suit: masters and protected honours, less in long suits."""
    total = 0.0
    length = holding.length
    for position, higher in enumerate(holding.higher_outside):
        if higher > 2 or length < higher + 1:
            continue
        round_number = position + higher
        if round_number >= len(SIDE_ROUND_VALUE):
            continue
        value = SIDE_ROUND_VALUE[round_number] * FINESSE**higher
        if length >= 6:
            value *= 0.6
        elif length == 5 and round_number >= 1:
            value *= 0.8
        total += value
    return total


def spade_tricks(holding: Holding, short_suits: Sequence[int]) -> float:
    """Trump tricks: honours that will stand, length beyond four, and ruffs in short suits."""
    honours = 0.0
    counted = 0
    for higher in holding.higher_outside:
        if holding.length < higher + 1:
            continue
        value = (1.0, 0.85, 0.6, 0.4)[higher] if higher < 4 else 0.0
        if value:
            honours += value
            counted += 1
    length_tricks = max(0, holding.length - (4 if holding.in_play <= 14 else 5))
    low = holding.length - counted
    length_bonus = 0.8 * min(length_tricks, low)
    spare = low - min(length_tricks, low)
    ruff_chances = sum({0: 2.0, 1: 1.0, 2: 0.4}.get(n, 0.0) for n in short_suits)
    return honours + length_bonus + 0.7 * min(spare, ruff_chances)


def estimate_tricks(suits: Sequence[Holding]) -> float:
    """Tricks this hand expects to take with spades trumps."""
    side = [h for h in suits if h.suit != SPADES]
    total = sum(side_suit_tricks(h) for h in side)
    return total + spade_tricks(suits[SPADES], [h.length for h in side])


def sure_tricks(suits: Sequence[Holding]) -> int:
    """Books: masters that win in the first two rounds of their suit, and top spades."""
    books = 0
    for holding in suits:
        for position, higher in enumerate(holding.higher_outside):
            if higher == 0 and (holding.suit == SPADES or position < 2):
                books += 1
            else:
                break
    return books


def nil_danger(suits: Sequence[Holding]) -> float:
    """How likely the hand is to be forced to win a trick: 0 is a safe nil, 1 a lost one."""
    danger = 0.0
    side_short = 0
    for holding in suits:
        if holding.suit == SPADES:
            for higher in holding.higher_outside:
                danger += 1.0 if higher <= 2 else 0.5 if higher <= 5 else 0.1 if higher <= 7 else 0
            danger += {0: 0.0, 1: 0.0, 2: 0.1, 3: 0.35}.get(holding.length, 1.0)
            continue
        if holding.length <= 1:
            side_short += 1
        for position, higher in enumerate(holding.higher_outside):
            below = holding.length - position - 1
            base = (1.0, 0.55, 0.3, 0.12)[higher] if higher < 4 else 0.0
            if below >= 2 and higher >= 1:
                base *= 0.6
            danger += base
    return max(0.0, danger - 0.15 * side_short)
