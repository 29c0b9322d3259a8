"""The text's SCORING CHART as data, and how its golden record was made.

``CHART`` holds the chart's twelve rows as the text prints them. ``AUCTIONS`` gives each deal an
auction that ends in the chart's contract, with its declarer and doubles (deal 8, dealer West
declaring 0NT undoubled, is the forced Love No Trump of four passes; deal 3 has East make the
final bid for West, who named Major first). ``make_record`` deals hands and finds a line of
play that takes the chart's tricks (the heuristic bot's choices first, a depth-first search
where the count demands others), and writes ``tests/golden/10-bridge/chart-session.json``:

    python tests/games/ten_bridge/ten_bridge_chart.py

The record is the fixture: a later bot may find other lines, and any line that takes the
chart's tricks serves. The tests read the stored record and never run the search.
"""

from __future__ import annotations

import json
import sys
from dataclasses import dataclass
from pathlib import Path
from random import Random
from typing import Any

from followsuit.cards import Rank, Seat
from followsuit.engine import Action, Match
from followsuit.games import load
from followsuit.games.ten_bridge import TenBridgeCarry, TenBridgeDeal, TenBridgeGame
from followsuit.games.ten_bridge.bot import HeuristicBot
from followsuit.games.ten_bridge.contract import Bid, Contract

GOLDEN = Path(__file__).parents[2] / "golden" / "10-bridge"
RECORD = GOLDEN / "chart-session.json"


@dataclass(frozen=True)
class ChartRow:
    number: int
    dealer: str
    contract: str
    by: str
    doubles: str
    result: int
    points: tuple[int, int]
    """The chart's Total Score NS and Total Score EW for the deal."""
    part_score_added: int
    """The chart's CPS entry for the deal (0 where the column is empty)."""
    carried_after: tuple[int, int]
    """Carried part scores after the deal, by T7."""
    explanation: str

    @property
    def bid(self) -> Contract:
        return Contract(Bid.parse(self.contract), len(self.doubles))

    @property
    def declarer(self) -> int:
        return int(Seat.parse(self.by))

    @property
    def side(self) -> int:
        return self.declarer % 2

    @property
    def tricks(self) -> int:
        """The declaring side's tricks, read back from the chart's result column: tricks above
        five when made, tricks short of the contract when defeated."""
        return 5 + self.result if self.result > 0 else self.bid.tricks_needed + self.result


CHART = [
    ChartRow(1, "N", "1MINOR", "N", "", +2, (8, 0), 4, (4, 0), "(2x4)"),
    ChartRow(
        2, "E", "2NT", "S", "XX", +3, (89, 0), 0, (4, 0), "(3x13) 40 Super Game 10 Overtrick Bonus"
    ),
    ChartRow(3, "S", "2MAJOR", "W", "", +4, (0, 20), 10, (4, 10), "(4x5)"),
    ChartRow(4, "W", "1NT", "N", "", +1, (7, 0), 7, (11, 10), "(1x7)"),
    ChartRow(5, "N", "3MAJOR", "S", "X", -2, (0, 24), 0, (11, 10), "(2x7) 10 Undertrick Bonus"),
    ChartRow(
        6,
        "E",
        "5MAJOR",
        "E",
        "",
        +5,
        (0, 135),
        0,
        (11, 10),
        "(5x5) 40 Super Game 20 Extra Level 50 Full House",
    ),
    ChartRow(7, "S", "2NT", "W", "", +2, (0, 34), 0, (11, 10), "(2x7) 20 Game"),
    ChartRow(8, "W", "0NT", "W", "", +2, (0, 5), 0, (11, 10), "Love contract"),
    ChartRow(9, "N", "0NT", "N", "X", -3, (0, 5), 0, (11, 10), "Love contract"),
    ChartRow(10, "E", "4MAJOR", "S", "", +4, (70, 0), 0, (0, 0), "(4x5) 40 Super Game 10 Extra"),
    ChartRow(11, "S", "2MINOR", "S", "", +2, (8, 0), 8, (8, 0), "(2x4)"),
    ChartRow(12, "W", "3MINOR", "N", "XX", -3, (0, 70), 0, (8, 0), "(3x10) 40 Undertrick Bonus"),
]
SESSION_TOTALS = (187, 293)
"""The chart's totals, with 5 for the part score North-South carries at the end."""

AUCTIONS = [
    ["1MINOR", "pass", "pass", "pass"],
    ["pass", "2NT", "double", "redouble", "pass", "pass", "pass"],
    ["pass", "1MAJOR", "pass", "2MAJOR", "pass", "pass", "pass"],
    ["pass", "1NT", "pass", "pass", "pass"],
    ["pass", "pass", "3MAJOR", "double", "pass", "pass", "pass"],
    ["5MAJOR", "pass", "pass", "pass"],
    ["pass", "2NT", "pass", "pass", "pass"],
    ["pass", "pass", "pass", "pass"],
    ["0NT", "double", "pass", "pass", "pass"],
    ["pass", "4MAJOR", "pass", "pass", "pass"],
    ["2MINOR", "pass", "pass", "pass"],
    ["pass", "3MINOR", "double", "redouble", "pass", "pass", "pass"],
]
"""Each deal's calls, the dealer's first."""

HONOURS = {Rank.ACE: 4, Rank.KING: 3, Rank.QUEEN: 2, Rank.JACK: 1}
SEARCH_LIMIT = 20_000


def _strength(game: TenBridgeGame, order: list[int], dealer: int, side: int) -> int:
    """High-card points dealt to ``side`` (cards go singly from dealer's left)."""
    pack = game.pack
    return sum(
        HONOURS.get(Rank(pack[card].rank), 0)
        for position, card in enumerate(order)
        if (dealer + 1 + position) % 2 == side
    )


def _shuffle_for(game: TenBridgeGame, row: ChartRow, dealer: int, rng: Random) -> list[int]:
    """A shuffle whose declaring side holds about 4 points a trick of the chart's tricks."""
    order = list(range(len(game.pack)))
    rng.shuffle(order)
    wanted = min(40, 4 * row.tricks)
    for _ in range(500):
        have = _strength(game, order, dealer, row.side)
        if abs(have - wanted) <= 2:
            break
        mine = [i for i in range(40) if (dealer + 1 + i) % 2 == row.side]
        theirs = [i for i in range(40) if (dealer + 1 + i) % 2 != row.side]
        a, b = rng.choice(mine), rng.choice(theirs)
        before = have
        order[a], order[b] = order[b], order[a]
        if abs(_strength(game, order, dealer, row.side) - wanted) > abs(before - wanted):
            order[a], order[b] = order[b], order[a]
    return order


def _play(deal: TenBridgeDeal, row: ChartRow, bot: HeuristicBot) -> list[str] | None:
    """A line of play from here in which the declaring side takes exactly the chart's tricks:
    the heuristic bot's choices first, others when the count demands (depth-first search)."""
    nodes = 0

    def side_tricks(state: TenBridgeDeal) -> int:
        return state.side_tricks()[row.side]

    def search(state: TenBridgeDeal) -> list[str] | None:
        nonlocal nodes
        nodes += 1
        if nodes > SEARCH_LIMIT:
            return None
        if state.to_act is None:
            return [] if side_tricks(state) == row.tricks else None
        left = 10 - state.tricks_played
        if side_tricks(state) > row.tricks or side_tricks(state) + left < row.tricks:
            return None
        preferred = bot.act(state.view(state.to_act))
        actions: list[Action] = state.legal_actions()
        texts = [preferred, *(a.text for a in actions if a.text != preferred)]
        for text in texts:
            child = state.clone()
            assert isinstance(child, TenBridgeDeal)
            child.apply(text)
            rest = search(child)
            if rest is not None:
                return [text, *rest]
        return None

    return search(deal)


def make_record(seed: int = 187293) -> dict[str, Any]:
    """A record of a 12-deal session whose deals end as the chart's rows."""
    game = load("10-bridge")
    assert isinstance(game, TenBridgeGame)
    rng = Random(seed)
    bot = HeuristicBot(Random(seed))
    deals: list[dict[str, Any]] = []
    for row, auction in zip(CHART, AUCTIONS, strict=True):
        dealer = int(Seat.parse(row.dealer))
        while True:
            order = _shuffle_for(game, row, dealer, rng)
            deal = game.deal_from_order(order, dealer, TenBridgeCarry())
            for call in auction:
                deal.apply(call)
            if deal.phase == "trump":
                deal.apply(bot.act(deal.view(deal.to_act)))
            line = _play(deal, row, bot)
            if line is not None:
                break
        for text in line:
            deal.apply(text)
        deals.append(deal.deal_record())
    return {
        "format": "followsuit/1",
        "game": "10-bridge",
        "options": {},
        "players": game.player_names,
        "deals": deals,
    }


def _check(record: dict[str, Any]) -> Match:
    from followsuit.records import replay

    return replay(record).match


def dumps(record: dict[str, Any]) -> str:
    """The record laid out like the other golden records: one line per list of cards or
    actions, one line per explanation."""
    head = [f" {json.dumps(k)}: {json.dumps(v)}" for k, v in record.items() if k != "deals"]
    deals = []
    for deal in record["deals"]:
        lines = [
            f"   {json.dumps(k)}: {json.dumps(v)}" for k, v in deal.items() if k != "explanations"
        ]
        meanings = ",\n".join(f"    {json.dumps(m)}" for m in deal["explanations"])
        lines.append(f'   "explanations": [\n{meanings}\n   ]')
        deals.append("  {\n" + ",\n".join(lines) + "\n  }")
    body = ",\n".join([*head, ' "deals": [\n' + ",\n".join(deals) + "\n ]"])
    return "{\n" + body + "\n}\n"


if __name__ == "__main__":
    made = make_record()
    _check(made)
    text = dumps(made)
    assert json.loads(text) == made
    if "--print" in sys.argv:
        print(text, end="")
    else:
        RECORD.write_text(text)
