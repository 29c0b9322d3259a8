"""The session's score sheet, shaped like the text's SCORING CHART.

One row per deal: number, dealer, contract, declarer ("By"), doubles, result, the points to each
side, the part score the deal adds to each side's CPS column, the explanation, and (beyond the
text's chart) the carried part scores after the deal. Then the end-of-session bonus and totals.
Built from a replay summary (``followsuit.records.summarise``) or a match's finished deals.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

COLUMNS = (
    "Deal No.",
    "Dealer",
    "Contract",
    "By",
    "Dbl / Redbl",
    "Result (tricks)",
    "Total Score NS",
    "CPS NS",
    "CPS EW",
    "Total Score EW",
    "Explanation",
    "Carried NS / EW",
)
SEATS = "NESW"


def _blank(points: int) -> str:
    return str(points) if points else ""


def sheet_rows(summary: Mapping[str, Any]) -> list[list[str]]:
    """The sheet's rows from a summary: ``{"deals": [{"scores", "result"}], "totals",
    "complete"}``; an end-of-session bonus row when the totals hold one."""
    deals: Sequence[Mapping[str, Any]] = summary["deals"]
    rows = []
    for number, deal in enumerate(deals, 1):
        result = deal["result"]
        scores = deal["scores"]
        side = result["declarer"] % 2
        added = [0, 0]
        added[side] = result["part_score"]
        carried = result["part_scores"]
        rows.append(
            [
                str(number),
                SEATS[result["dealer"]],
                result["contract"],
                SEATS[result["declarer"]],
                result["doubled"],
                result["result"],
                _blank(scores[0]),
                _blank(added[0]),
                _blank(added[1]),
                _blank(scores[1]),
                result["explanation"],
                f"{carried[0]} / {carried[1]}",
            ]
        )
    totals = summary["totals"]
    bonus = [totals[i] - sum(d["scores"][i] for d in deals) for i in (0, 1)]
    if summary.get("complete") and any(bonus):
        rows.append(
            [
                *[""] * 6,
                _blank(bonus[0]),
                "",
                "",
                _blank(bonus[1]),
                "Bonus for CPS",
                "End of session",
            ]
        )
    rows.append(["Total", "", "", "", "", "", str(totals[0]), "", "", str(totals[1]), "", ""])
    return rows


def format_sheet(summary: Mapping[str, Any]) -> str:
    """The sheet as a text table with a header, one line per row."""
    rows = [list(COLUMNS), *sheet_rows(summary)]
    widths = [max(len(row[i]) for row in rows) for i in range(len(COLUMNS))]
    lines = [" | ".join(cell.ljust(w) for cell, w in zip(row, widths, strict=True)) for row in rows]
    lines.insert(1, "-+-".join("-" * w for w in widths))
    return "\n".join(line.rstrip() for line in lines) + "\n"
