"""The native solver against DDS, the bridge double-dummy solver (``endplay``), on bridge
endings: 52 cards dealt to four hands, played at random to 3 to 6 cards a hand, some positions
in the middle of a trick, every trump and no trump. Each legal card's tricks for the side to
play must be DDS's exactly. ``benchmarks/dds.py`` runs the same comparison at scale."""

from __future__ import annotations

import random

import pytest

from followsuit import _core
from followsuit.interop.bridge_dds import (
    RANKS,
    SEATS,
    STRAINS,
    SUITS,
    bridge_rules,
    card_text,
    pbn,
    side_tricks,
)

dds = pytest.importorskip("endplay.dds", reason="endplay (DDS, the oracle) is not installed")
types = pytest.importorskip("endplay.types", reason="endplay (DDS, the oracle) is not installed")


def ours(position: _core.Position, to_play: int) -> dict[str, int]:
    """Each legal card's tricks from here on for the side of ``to_play``."""
    solved = _core.Solver(16).solve(position, side_tricks(to_play % 2))
    assert solved.complete
    won = position.tricks_won
    before = won[to_play % 2] + won[to_play % 2 + 2]
    return {card_text(card): round(value) - before for card, value in solved.values}


def theirs(hands: list[int], leader: int, trick: list[int], trump: int | None) -> dict[str, int]:
    """DDS's tricks for the side to play with each legal card."""
    hands = hands[:]
    for k, card in enumerate(trick):
        hands[(leader + k) % 4] |= 1 << card
    deal = types.Deal(
        pbn(hands),
        first=types.Player.find(SEATS[leader]),
        trump=types.Denom.find("NT" if trump is None else SUITS[trump]),
    )
    for card in trick:
        deal.play(types.Card(card_text(card)))
    return {
        SUITS[3 - card.suit.value] + RANKS[card.rank.value.bit_length() - 3]: tricks
        for card, tricks in dds.solve_board(deal)
    }


@pytest.mark.parametrize("trump", STRAINS, ids=["NT", "C", "D", "H", "S"])
def test_native_solver_takes_the_tricks_dds_takes(trump: int | None) -> None:
    rng = random.Random(f"dds {trump}")
    rules = bridge_rules(trump)
    for _ in range(60):
        cards = list(range(52))
        rng.shuffle(cards)
        hands = [sum(1 << c for c in cards[13 * k : 13 * k + 13]) for k in range(4)]
        position = _core.Position(rules, hands=hands, leader=rng.randrange(4), total_tricks=13)
        left = rng.randint(3, 6)
        for _ in range(4 * (13 - left) + rng.choice((0, 0, 1, 2, 3))):
            legal = position.legal()
            position.play(rng.choice([c for c in range(52) if legal >> c & 1]))
        to_play = position.to_play()
        assert to_play is not None
        mine = ours(position, to_play)
        dd = theirs(position.hands, position.leader, position.trick, trump)
        assert mine == dd, f"{pbn(position.hands)} leader {position.leader} trick {position.trick}"
