"""Rates of the engine's building blocks (docs/engine-blocks.md): copy() of each, and the
operations a deal does per move. Prints numbers; asserts nothing.

    PYTHONPATH=src python benchmarks/blocks.py
"""

from __future__ import annotations

import time
from collections.abc import Callable
from random import Random

from followsuit.cards import combine, parse_cards, piquet
from followsuit.engine.auction import PASS, Auction, AuctionRules, Declarer, Escalation
from followsuit.engine.carry import Carry
from followsuit.engine.melds import MeldBook, MeldKind
from followsuit.engine.sides import Sides
from followsuit.engine.stock import Stock
from followsuit.engine.table_cards import TableCards

SECONDS = 0.5


def rate(call: Callable[[], object]) -> float:
    """Calls per second over about ``SECONDS`` of CPU time."""
    count = 0
    batch = 1000
    start = time.process_time()
    while True:
        for _ in range(batch):
            call()
        count += batch
        elapsed = time.process_time() - start
        if elapsed >= SECONDS:
            return count / elapsed


def bezique_kinds() -> list[MeldKind]:
    any_ace = parse_cards("AS AH AD AC")
    return [
        MeldKind.combination("marriage", 20, "KS", "QS"),
        MeldKind.combination("royal marriage", 40, "KH", "QH"),
        MeldKind.combination("bezique", 40, "QS", "JD"),
        MeldKind.combination("double bezique", 500, "QS", "QS", "JD", "JD"),
        MeldKind.combination("sequence", 250, "AH", "TH", "KH", "QH", "JH"),
        MeldKind.combination("four aces", 100, *[any_ace] * 4),
    ]


def main() -> None:
    rng = Random(1)
    pack = combine(piquet(), piquet())
    order = pack.shuffled(rng)
    stock = Stock.of(order[17:], players=2, turn_up=order[16])
    table = TableCards.empty(2)
    table.put(0, 1 << order[0] | 1 << order[1])
    rules = AuctionRules(
        bids=70,
        escalations=(Escalation(name="raise"), Escalation(name="reraise", over="raise")),
        passes_to_end=3,
        declarer=Declarer.LAST_BIDDER,
        sides=(0, 1, 0, 1),
    )
    auction = Auction.start(rules, players=4, first=1, dealer=0)
    for code in (PASS, 0, PASS, 3, PASS, 25, 26):
        auction.call(code)
    book = MeldBook.of(pack, bezique_kinds(), players=2)
    hand = sum(1 << c for c in order[:8])
    sides = Sides.declarer_and_partner(4, 1, 3, secret=True)
    carry = Carry.start(2)

    def draw_all() -> None:
        copy = stock.copy()
        while copy.size:
            copy.draw(0)

    rows = [
        ("Stock.copy", rate(stock.copy)),
        ("Stock: copy + draw all 48", rate(draw_all)),
        ("TableCards.copy", rate(table.copy)),
        ("Auction.copy", rate(auction.copy)),
        ("Auction.legal (Beyond, 70 bids)", rate(auction.legal)),
        ("MeldBook.copy", rate(book.copy)),
        ("MeldBook.legal (8 cards)", rate(lambda: book.legal(hand, 0))),
        ("Sides.copy", rate(sides.copy)),
        ("Sides.view", rate(lambda: sides.view(0))),
        ("Carry.after", rate(lambda: carry.after((10, -10)))),
    ]
    width = max(len(name) for name, _ in rows)
    print(f"{'block operation':<{width}}  {'per second':>12}")
    for name, per_second in rows:
        print(f"{name:<{width}}  {per_second:>12,.0f}")


if __name__ == "__main__":
    main()
