"""The text's SCORING CHART, deal by deal (ruling T7): contract and result in, points and carried
part scores out, session totals 187 and 293.

The chart's result column is "tricks above five" when the contract is made and "tricks short of
the contract" when defeated, so the declaring side's tricks are 5 + result or 5 + level + result.
The chart's CPS columns show the part score each deal adds (deal 4 adds 7 to the 4 carried from
deal 1); the carried part scores after each deal follow T7: a super game bid in one hand leaves
them unchanged (deal 2), reaching super game from a carried part score resets both (deal 10).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pytest

from followsuit.cards import Seat
from followsuit.games.ten_bridge.contract import Bid, Contract
from followsuit.games.ten_bridge.scoring import DealScore, deal_result, score_deal, session_bonus
from followsuit.games.ten_bridge.sheet import format_sheet, sheet_rows


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


def contract_of(row: ChartRow) -> Contract:
    return Contract(Bid.parse(row.contract), len(row.doubles))


def tricks_of(row: ChartRow) -> int:
    """The declaring side's tricks, read back from the chart's result column."""
    contract = contract_of(row)
    return 5 + row.result if row.result > 0 else contract.tricks_needed + row.result


def play_chart() -> list[DealScore]:
    carried: tuple[int, int] = (0, 0)
    scores = []
    for row in CHART:
        side = Seat.parse(row.by).side
        score = score_deal(contract_of(row), side, tricks_of(row), carried)
        scores.append(score)
        carried = score.part_scores
    return scores


@pytest.mark.parametrize("row", CHART, ids=[f"deal{r.number}-{r.contract}" for r in CHART])
def test_t7_chart_deal(row: ChartRow) -> None:
    """T7: each of the chart's 12 deals scores exactly as the chart shows."""
    score = play_chart()[row.number - 1]
    assert score.points == row.points
    assert score.result == row.result
    assert score.part_score == row.part_score_added
    assert score.part_scores == row.carried_after
    assert score.explanation.startswith(row.explanation)


def test_t7_chart_session_totals_187_and_293() -> None:
    """T7: the chart's session totals, with 5 for the part score North-South carries at the end
    ("5 Bonus for CPS")."""
    scores = play_chart()
    bonus = session_bonus(scores[-1].part_scores)
    assert bonus == (5, 0)
    totals = tuple(sum(s.points[side] for s in scores) + bonus[side] for side in (0, 1))
    assert totals == SESSION_TOTALS


def chart_summary() -> dict[str, Any]:
    """The chart's session as a replay summary: each deal's scores and result."""
    deals: list[dict[str, Any]] = []
    before = (0, 0)
    for row, score in zip(CHART, play_chart(), strict=True):
        declarer = Seat.parse(row.by)
        side = declarer.side
        tricks = [0, 0]
        tricks[side] = tricks_of(row)
        tricks[1 - side] = 10 - tricks[side]
        result = deal_result(
            contract_of(row), declarer, Seat.parse(row.dealer), tricks, score, before
        )
        deals.append({"scores": list(score.points), "result": result})
        before = score.part_scores
    bonus = session_bonus(before)
    totals = [sum(d["scores"][i] for d in deals) + bonus[i] for i in (0, 1)]
    return {"deals": deals, "totals": totals, "complete": True}


def test_t7_score_sheet_is_shaped_like_the_chart() -> None:
    """T7: the session's score sheet has the chart's columns and rows: per deal the dealer,
    contract, declarer, doubles, result, points, the part score added in the CPS columns and
    the explanation; then the end-of-session bonus row and the totals 187 and 293."""
    rows = sheet_rows(chart_summary())
    assert len(rows) == 14
    for row, line in zip(CHART, rows, strict=False):
        assert line[:6] == [
            str(row.number),
            row.dealer,
            row.contract,
            row.by,
            row.doubles,
            f"{row.result:+d}",
        ]
        assert line[6] == (str(row.points[0]) if row.points[0] else "")
        assert line[9] == (str(row.points[1]) if row.points[1] else "")
        cps = line[7] or line[8]
        assert cps == (str(row.part_score_added) if row.part_score_added else "")
    assert rows[12][6] == "5" and rows[12][9] == ""
    assert rows[13][0] == "Total" and rows[13][6] == "187" and rows[13][9] == "293"
    text = format_sheet(chart_summary())
    assert "Total Score NS" in text.splitlines()[0]
