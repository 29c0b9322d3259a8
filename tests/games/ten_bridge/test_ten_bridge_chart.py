"""The text's SCORING CHART, deal by deal (ruling T7): contract and result in, points and carried
part scores out, session totals 187 and 293.

The chart's result column is "tricks above five" when the contract is made and "tricks short of
the contract" when defeated, so the declaring side's tricks are 5 + result or 5 + level + result.
The chart's CPS columns show the part score each deal adds (deal 4 adds 7 to the 4 carried from
deal 1); the carried part scores after each deal follow T7: a super game bid in one hand leaves
them unchanged (deal 2), reaching super game from a carried part score resets both (deal 10).
"""

from __future__ import annotations

from functools import cache
from typing import Any

import pytest
from ten_bridge_chart import AUCTIONS, CHART, RECORD, SESSION_TOTALS, ChartRow

from followsuit.cards import Seat
from followsuit.games.ten_bridge.contract import Contract
from followsuit.games.ten_bridge.scoring import DealScore, deal_result, score_deal, session_bonus
from followsuit.games.ten_bridge.sheet import format_sheet, sheet_rows
from followsuit.records import loads, replay


def contract_of(row: ChartRow) -> Contract:
    return row.bid


def tricks_of(row: ChartRow) -> int:
    """The declaring side's tricks, read back from the chart's result column."""
    return row.tricks


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


# -- the chart played out through the engine (tests/golden/10-bridge/chart-session.json) --------


@cache
def chart_session() -> dict[str, Any]:
    """The golden record of the chart's session, replayed under the rules."""
    return replay(loads(RECORD.read_text())).summary


@pytest.mark.parametrize("row", CHART, ids=[f"deal{r.number}-{r.contract}" for r in CHART])
def test_t7_chart_deal_played_out(row: ChartRow) -> None:
    """T2, T3, T7: the chart's deal, bid and played in full from the golden record, ends as the
    chart's row: dealer, contract, declarer, doubles, result, points to each side, the part
    score it adds and the carried part scores after it."""
    deal = chart_session()["deals"][row.number - 1]
    result = deal["result"]
    assert result["dealer"] == int(Seat.parse(row.dealer))
    assert result["contract"] == row.contract
    assert result["declarer"] == row.declarer
    assert result["doubled"] == row.doubles
    assert result["result"] == f"{row.result:+d}"
    assert result["tricks"][row.side] == row.tricks
    assert tuple(deal["scores"]) == row.points
    assert result["part_score"] == row.part_score_added
    assert tuple(result["part_scores"]) == row.carried_after
    assert result["explanation"].startswith(row.explanation)


def test_t7_chart_session_played_out_totals_187_and_293() -> None:
    """T7: the twelve deals played in full make a finished session whose totals, with the
    5-point bonus for the part score North-South carry at the end, are 187 and 293."""
    summary = chart_session()
    assert summary["complete"]
    assert tuple(summary["totals"]) == SESSION_TOTALS
    assert summary["winner"] == 1


def test_t2_chart_session_auctions_reach_the_charts_contracts() -> None:
    """T2/T3: each deal's recorded calls are the auction that ends in the chart's contract,
    deal 8 being the dealer's forced Love No Trump after four passes."""
    record = loads(RECORD.read_text())
    for row, auction, deal in zip(CHART, AUCTIONS, record["deals"], strict=True):
        assert deal["actions"][: len(auction)] == auction
        assert chart_session()["deals"][row.number - 1]["result"]["forced"] == (row.number == 8)
