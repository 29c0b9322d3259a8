"""The exact solver against DDS, the bridge double-dummy solver (``endplay``'s ``solve_board``).

Bridge-shaped positions: 52 cards dealt to four hands, each of the four trumps and no trump,
the side to play taking the tricks. A position is a random deal played on at random (legal
cards) for some tricks and 0 to 3 cards of the next one, so it holds whole deals, endings
after some tricks and mid-trick positions alike.

``--positions N`` (the agreement run): for each of N positions, the tricks the side to play
takes with each legal card, ours and DDS's, must be the same; any difference is printed with
the deal. Mostly endings of 1 to 8 cards a hand, 1% of 9 to 11, and whole deals
(``--whole-share``, 0.1% by default: a whole deal takes our solver tens of seconds).

``--whole N`` (the speed run): N whole 13-card deals (``--cards`` fewer a hand) solved by both,
interleaved (ours, then DDS, on the same deal), each timed alone with ``time.perf_counter``
(and ``time.process_time``: the CPU seconds, steadier on a loaded machine); DDS runs on one
thread. Prints totals, mean, median and p90 a deal, the positions each searched a deal (ours:
every position; DDS: its ``nodes``, the positions at a trick's start), the ratios ours/DDS
and the load average; ``--budget S`` begins no deal after S seconds.

    PYTHONPATH=src python benchmarks/dds.py --positions 10000
    PYTHONPATH=src python benchmarks/dds.py --positions 0 --whole 1000
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time
from dataclasses import dataclass

from rich.progress import Progress

from followsuit import _core
from followsuit.interop.bridge_dds import (
    SEATS,
    STRAINS,
    SUITS,
    bridge_rules,
    card_text,
    pbn,
    side_tricks,
)

try:
    from endplay import _dds
    from endplay.dds import solve_board
    from endplay.types import Card, Deal, Denom, Player
except ImportError:  # pragma: no cover - the benchmark needs its oracle
    sys.exit("benchmarks/dds.py needs DDS: pip install endplay")

RULES = {trump: bridge_rules(trump) for trump in STRAINS}
OBJECTIVES = (side_tricks(0), side_tricks(1))


@dataclass
class Spot:
    """A position: the hands now, the trick's leader and cards, the tricks each hand has."""

    trump: int | None
    hands: list[int]
    leader: int
    trick: list[int]
    won: list[int]
    played: int
    """Tricks played before this one."""

    def core(self) -> _core.Position:
        return _core.Position(
            RULES[self.trump],
            hands=self.hands,
            leader=self.leader,
            trick=self.trick,
            tricks_won=self.won,
            tricks_played=self.played,
            total_tricks=13,
        )

    def to_play(self) -> int:
        return (self.leader + len(self.trick)) % 4

    def dds_deal(self) -> Deal:
        """The same position as endplay's ``Deal``: the trick's cards back in their hands,
        then played."""
        hands = self.hands[:]
        for k, card in enumerate(self.trick):
            hands[(self.leader + k) % 4] |= 1 << card
        deal = Deal(
            pbn(hands),
            first=Player.find(SEATS[self.leader]),
            trump=Denom.find("NT" if self.trump is None else SUITS[self.trump]),
        )
        for card in self.trick:
            deal.play(Card(card_text(card)))
        return deal

    def text(self) -> str:
        trump = "NT" if self.trump is None else SUITS[self.trump]
        trick = " ".join(card_text(c) for c in self.trick)
        return f"{pbn(self.hands)} trump {trump} leader {SEATS[self.leader]} trick [{trick}]"


def random_spot(rng: random.Random, tricks: int, on_trick: int) -> Spot:
    """A random deal played on at random for ``tricks`` tricks and ``on_trick`` cards."""
    cards = list(range(52))
    rng.shuffle(cards)
    hands = [sum(1 << c for c in cards[13 * k : 13 * k + 13]) for k in range(4)]
    trump = rng.choice(STRAINS)
    position = _core.Position(RULES[trump], hands=hands, leader=rng.randrange(4), total_tricks=13)
    for _ in range(4 * tricks + on_trick):
        legal = position.legal()
        choices = [c for c in range(52) if legal >> c & 1]
        position.play(rng.choice(choices))
    return Spot(
        trump,
        position.hands,
        position.leader,
        position.trick,
        position.tricks_won,
        tricks,
    )


def ours(solver: _core.Solver, spot: Spot) -> dict[str, int]:
    """Each legal card's tricks for the side to play, from here on."""
    side = spot.to_play() % 2
    solved = solver.solve(spot.core(), OBJECTIVES[side])
    assert solved.complete
    before = spot.won[side] + spot.won[side + 2]
    return {card_text(card): round(value) - before for card, value in solved.values}


def theirs(deal: Deal) -> dict[str, int]:
    """DDS's tricks for the side to play with each legal card."""
    return {card_text(dds_card(card)): tricks for card, tricks in solve_board(deal)}


def dds_card(card: Card) -> int:
    """An endplay card as ours (endplay: spades 0 to clubs 3, a rank's bit 2 for the two)."""
    return (3 - card.suit.value) * 13 + card.rank.value.bit_length() - 3


def agreement(count: int, seed: int, whole_share: float, bits: int) -> int:
    """Compare ``count`` positions; the number that differ."""
    rng = random.Random(seed)
    solver = _core.Solver(bits)
    wrong = 0
    sizes: dict[int, int] = {}
    on_trick = [0] * 4
    strains: dict[str, int] = {}
    started = time.perf_counter()
    with Progress(transient=True) as progress:
        task = progress.add_task("positions", total=count)
        for _ in range(count):
            if rng.random() < whole_share:
                tricks = 0
            elif rng.random() < 0.01:  # a mid-size ending: 9 to 11 cards a hand
                tricks = 13 - rng.choice((9, 10, 11))
            else:  # an ending of 1 to 8 cards a hand
                tricks = 13 - rng.choice((1, 2, 3, 4, 5, 5, 6, 6, 7, 7, 8))
            spot = random_spot(rng, tricks, rng.randrange(4))
            left = 13 - tricks
            sizes[left] = sizes.get(left, 0) + 1
            on_trick[len(spot.trick)] += 1
            strain = "NT" if spot.trump is None else SUITS[spot.trump]
            strains[strain] = strains.get(strain, 0) + 1
            mine, dds = ours(solver, spot), theirs(spot.dds_deal())
            if mine != dds:
                wrong += 1
                progress.console.print(f"differ: {spot.text()}\n  ours {mine}\n  DDS  {dds}")
            progress.advance(task)
    seconds = time.perf_counter() - started
    shape = ", ".join(f"{n} of {left}" for left, n in sorted(sizes.items()))
    print(f"agreement: {count - wrong} of {count} positions the same ({seconds:.0f} s)")
    print(f"  cards a hand at the trick's start: {shape}")
    print(f"  cards on the trick: {', '.join(f'{n} with {k}' for k, n in enumerate(on_trick))}")
    print(f"  strains: {', '.join(f'{n} {name}' for name, n in sorted(strains.items()))}")
    return wrong


def speed(count: int, seed: int, cards: int, bits: int, budget: float | None) -> None:
    """Time ``count`` deals of ``cards`` cards a hand, ours then DDS's on each; no deal is
    begun once ``budget`` seconds have passed (None: no limit)."""
    rng = random.Random(seed)
    solver = _core.Solver(bits)
    mine: list[float] = []
    dds: list[float] = []
    mine_cpu = dds_cpu = 0.0
    mine_nodes = dds_nodes = 0
    started = time.perf_counter()
    with Progress(transient=True) as progress:
        task = progress.add_task(f"{cards}-card deals", total=count)
        for _ in range(count):
            if budget is not None and time.perf_counter() - started > budget:
                break
            spot = random_spot(rng, 13 - cards, 0)
            position = spot.core()
            objective = OBJECTIVES[spot.to_play() % 2]
            deal = spot.dds_deal()
            start, cpu = time.perf_counter(), time.process_time()
            solved = solver.solve(position, objective)
            mine.append(time.perf_counter() - start)
            mine_cpu += time.process_time() - cpu
            start, cpu = time.perf_counter(), time.process_time()
            future = _dds.futureTricks()  # solve_board's own call, keeping DDS's node count
            _dds.SolveBoard(deal._data, -1, 3, 1, future, 0)
            dds.append(time.perf_counter() - start)
            dds_cpu += time.process_time() - cpu
            assert solved.complete
            mine_nodes += solved.nodes
            dds_nodes += future.nodes
            progress.advance(task)
    done = "" if len(mine) == count else f" (of {count}: the time budget ran out)"
    print(f"speed: {len(mine)} deals of {cards} cards a hand{done}, every strain, by both")
    print(
        f"{'':8}{'total s':>10}{'mean ms':>10}{'median ms':>11}{'p90 ms':>10}{'CPU s':>10}"
        f"{'nodes':>11}"
    )
    for name, times, cpu, nodes in (
        ("ours", mine, mine_cpu, mine_nodes),
        ("DDS", dds, dds_cpu, dds_nodes),
    ):
        print(
            f"{name:8}{sum(times):10.2f}{1000 * statistics.mean(times):10.2f}"
            f"{1000 * statistics.median(times):11.2f}{1000 * quantile(times, 0.9):10.2f}"
            f"{cpu:10.2f}{nodes / len(times):11,.0f}"
        )
    ratio = statistics.median(a / b for a, b in zip(mine, dds, strict=True))
    print(
        f"ours/DDS: total {sum(mine) / sum(dds):.2f}x, median deal {ratio:.2f}x,"
        f" CPU {mine_cpu / max(dds_cpu, 1e-9):.2f}x"
    )
    print(
        f"load average (1, 5, 15 min) at the end: {', '.join(f'{x:.1f}' for x in os.getloadavg())}"
    )


def quantile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=10_000, help="agreement run size")
    parser.add_argument(
        "--whole-share", type=float, default=0.001, help="share of whole deals in it"
    )
    parser.add_argument("--whole", type=int, default=0, help="deals in the speed run")
    parser.add_argument("--cards", type=int, default=13, help="cards a hand in the speed run")
    parser.add_argument(
        "--budget", type=float, default=None, help="speed run: begin no deal after this many s"
    )
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--table-bits", type=int, default=22, help="our table: 2^bits entries")
    args = parser.parse_args()
    _dds.SetMaxThreads(1)
    wrong = 0
    if args.positions:
        wrong = agreement(args.positions, args.seed, args.whole_share, args.table_bits)
    if args.whole:
        speed(args.whole, args.seed + 1, args.cards, args.table_bits, args.budget)
    sys.exit(1 if wrong else 0)


if __name__ == "__main__":
    main()
