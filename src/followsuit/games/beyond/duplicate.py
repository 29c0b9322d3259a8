"""Duplicate Beyond (B13): the same deals at two tables, seats turned, compared deal by deal.

At table 1 side A sits North-South and side B East-West; at table 2 the same pack orders and
dealers are played with the sides turned. On each deal, A's score at table 1 is compared with
B's at table 2 (the same North-South cards), and A's at table 2 with B's at table 1 (the same
East-West cards); the deal's swing for A is the sum of the two differences. Luck of the cards
cancels: only the play differs.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from random import Random
from typing import Any

from followsuit.engine import Bot, Deal

BotMaker = Callable[[int], Bot]
"""Makes a side's bot for a seat."""


@dataclass(frozen=True)
class Board:
    """One deal played at both tables."""

    number: int
    dealer: int
    pack: list[str]
    table1: tuple[int, int]
    """Scores North-South, East-West at table 1 (A North-South)."""
    table2: tuple[int, int]
    """Scores North-South, East-West at table 2 (A East-West)."""
    records: tuple[dict[str, Any], dict[str, Any]] = field(repr=False)

    @property
    def side_a(self) -> tuple[int, int]:
        """A's score at table 1 and at table 2."""
        return self.table1[0], self.table2[1]

    @property
    def side_b(self) -> tuple[int, int]:
        return self.table1[1], self.table2[0]

    @property
    def swing(self) -> int:
        """A's gain over B with the same cards: North-South cards plus East-West cards."""
        return (self.table1[0] - self.table2[0]) + (self.table2[1] - self.table1[1])


@dataclass(frozen=True)
class DuplicateResult:
    """Every board, and the comparison over all of them."""

    boards: list[Board]

    @property
    def total_a(self) -> int:
        return sum(sum(b.side_a) for b in self.boards)

    @property
    def total_b(self) -> int:
        return sum(sum(b.side_b) for b in self.boards)

    @property
    def swing(self) -> int:
        """A's total gain over B (positive: A did better with the same cards)."""
        return sum(b.swing for b in self.boards)

    @property
    def boards_won(self) -> tuple[int, int, int]:
        """Boards A won, tied and lost."""
        won = sum(1 for b in self.boards if b.swing > 0)
        lost = sum(1 for b in self.boards if b.swing < 0)
        return won, len(self.boards) - won - lost, lost

    @property
    def winner(self) -> str | None:
        """``"A"``, ``"B"`` or None on a tie."""
        return "A" if self.swing > 0 else "B" if self.swing < 0 else None


def play_table(deal: Deal, bots: Sequence[Bot]) -> Deal:
    """Play a deal to its end, each seat's bot seeing only its view."""
    while deal.to_act is not None:
        seat = deal.to_act
        deal.apply(bots[seat].act(deal.view(seat)))
    return deal


def play_duplicate(
    game: Any,
    side_a: BotMaker,
    side_b: BotMaker,
    *,
    deals: int = 8,
    seed: int | None = None,
    first_dealer: int = 0,
) -> DuplicateResult:
    """Play ``deals`` boards of ``game`` (a Beyond game) at two tables and compare them.

    Pack orders come from a generator seeded with ``seed``; the dealer rotates from
    ``first_dealer``. ``side_a(seat)`` and ``side_b(seat)`` make each side's bot for a seat.
    """
    rng = Random(seed)
    table1 = [side_a(s) if s % 2 == 0 else side_b(s) for s in range(4)]
    table2 = [side_b(s) if s % 2 == 0 else side_a(s) for s in range(4)]
    boards = []
    for number in range(deals):
        order = game.pack.shuffled(rng)
        dealer = (first_dealer + number) % 4
        played = [
            play_table(game.deal_from_order(order, dealer, game.initial_carry()), bots)
            for bots in (table1, table2)
        ]
        scores = [[int(s) for s in d.outcome().scores] for d in played]
        boards.append(
            Board(
                number=number + 1,
                dealer=dealer,
                pack=played[0].pack_text(),
                table1=(scores[0][0], scores[0][1]),
                table2=(scores[1][0], scores[1][1]),
                records=(played[0].record(), played[1].record()),
            )
        )
    return DuplicateResult(boards)
