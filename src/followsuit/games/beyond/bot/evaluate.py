"""How many tricks a hand may take with a given strain as trumps: the heuristic bot's count.

A plain honour-and-length count (aces, guarded kings and queens, long trumps, short suits to
ruff in, long suits at no trump) with the text's view of jokers: one alone is rarely a trick,
two are about one, three are three only beside strong trumps. The figures are set so that
the four hands of a deal add up to about 13 (12.4 to 13.3 by strain, measured on random deals).
"""

from __future__ import annotations

from collections.abc import Sequence

from followsuit.games.beyond.calls import NT

ACE, KING, QUEEN, JACK = 14, 13, 12, 11
JOKER_TRICKS = (0.0, 0.3, 1.0, 2.2)


def suit_tricks(ranks: Sequence[int], trumps: bool, no_trump: bool) -> float:
    """Tricks from one suit's cards (``ranks`` high first)."""
    length = len(ranks)
    if not length:
        return 0.0
    held = set(ranks)
    tricks = 0.0
    if ACE in held:
        tricks += 1.0 if trumps or no_trump else 0.85
    if KING in held:
        tricks += (0.85 if length >= 2 else 0.3) if ACE in held or length >= 2 else 0.3
    if QUEEN in held:
        tricks += 0.6 if length >= 3 else 0.15
    if JACK in held and length >= 4:
        tricks += 0.3 if trumps or no_trump else 0.1
    if trumps:
        tricks += max(0, length - 3) * 0.85
        return min(tricks, float(length))
    if no_trump and length >= 5 and (ACE in held or KING in held):
        tricks += (length - 4) * 0.6
    return min(tricks, float(length))


def estimate(suits: Sequence[Sequence[int]], jokers: int, trump: int | None) -> float:
    """Tricks this hand may take: ``suits[s]`` are the ranks held in suit ``s`` (clubs 0 ..
    spades 3, high first), ``trump`` a suit or None (no trump, or a pass round)."""
    no_trump = trump is None or trump == NT
    total = JOKER_TRICKS[min(jokers, 3)]
    if jokers >= 3 and (trump is None or no_trump or len(suits[trump]) < 4):
        total -= 0.8  # the blocking rule: three jokers need strong trumps to be three tricks
    spare = 0
    if not no_trump and trump is not None:
        spare = max(0, len(suits[trump]) - 2)
    for suit, ranks in enumerate(suits):
        is_trump = not no_trump and suit == trump
        total += suit_tricks(ranks, is_trump, no_trump)
        if not is_trump and spare and len(ranks) < 2:
            ruffs = min(spare, 2 - len(ranks))
            total += 0.45 * ruffs
            spare -= ruffs
    return total


def estimates(suits: Sequence[Sequence[int]], jokers: int) -> list[float]:
    """The estimate for each strain: clubs, diamonds, hearts, spades, no trump."""
    return [estimate(suits, jokers, strain) for strain in range(4)] + [
        estimate(suits, jokers, None)
    ]
