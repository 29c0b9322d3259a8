"""The native solver against DDS, the bridge double-dummy solver (``endplay``), on bridge
endings: 52 cards dealt to four hands, played at random to 3 to 6 cards a hand, some positions
in the middle of a trick, every trump and no trump. Each legal card's tricks for the side to
play must be DDS's exactly. ``benchmarks/dds.py`` runs the same comparison at scale."""

from __future__ import annotations

import random

import pytest

from followsuit import _core

dds = pytest.importorskip("endplay.dds", reason="endplay (DDS, the oracle) is not installed")
types = pytest.importorskip("endplay.types", reason="endplay (DDS, the oracle) is not installed")

SUITS = "CDHS"
RANKS = "23456789TJQKA"
SEATS = ("north", "east", "south", "west")
STRAINS = (None, 0, 1, 2, 3)


def bridge_rules(trump: int | None) -> _core.Rules:
    """Bridge's play as the core's data (card = suit * 13 + rank, clubs and the two first)."""
    suit_of = [card // 13 for card in range(52)]
    follow = [0] * 8
    for card, suit in enumerate(suit_of):
        follow[suit] |= 1 << card
    powers = [
        [
            1000 + card % 13
            if suit_of[card] == trump
            else (100 + card % 13) * (suit_of[card] == led)
            for card in range(52)
        ]
        for led in range(8)
    ]
    return _core.Rules(
        hands=4,
        suit_of=suit_of,
        follow_masks=follow,
        powers=powers,
        rank_order=[card % 13 for card in range(52)],
        trumps=follow[trump] if trump is not None else 0,
    )


def text(card: int) -> str:
    return SUITS[card // 13] + RANKS[card % 13]


def pbn(hands: list[int]) -> str:
    return "N:" + " ".join(
        ".".join(
            "".join(RANKS[r] for r in range(12, -1, -1) if hand >> (13 * s + r) & 1)
            for s in (3, 2, 1, 0)
        )
        for hand in hands
    )


def ours(position: _core.Position, to_play: int) -> dict[str, int]:
    """Each legal card's tricks from here on for the side of ``to_play``."""
    side = (1 << to_play % 2) | (1 << (to_play % 2 + 2))
    objective = _core.Objective(
        groups=[(side, 1, 0, 0)],
        terms=[([0], [0], [14], [float(k) for k in range(14)])],
        max_seats=side,
    )
    solved = _core.Solver(16).solve(position, objective)
    assert solved.complete
    won = position.tricks_won
    before = won[to_play % 2] + won[to_play % 2 + 2]
    return {text(card): round(value) - before for card, value in solved.values}


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
        deal.play(types.Card(text(card)))
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
