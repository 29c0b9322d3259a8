"""Designer statistics over many 10 Bridge deals, from their results (``followsuit simulate``).

The text gives no reference figures, so the reference column says what each rate counts.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any


def _rate(count: int, total: int) -> str:
    return f"{100 * count / total:.1f}% ({count}/{total})" if total else "—"


def statistics(results: Sequence[Mapping[str, Any]]) -> list[tuple[str, str, str]]:
    """Rows of (what, measured, reference) over the deals' results."""
    deals = len(results)
    suit = [r for r in results if r["trump"] is not None]
    revealed = [r for r in suit if r["revealed_by"] is not None]
    by_dummy = [r for r in revealed if r["revealed_by"] == (r["declarer"] + 2) % 4]
    by_declarer = [r for r in revealed if r["revealed_by"] == r["declarer"]]
    levels = [r for r in results if not r["contract"].startswith("0")]
    return [
        ("contracts made", _rate(sum(r["made"] for r in results), deals), "of all deals"),
        ("love contracts", _rate(deals - len(levels), deals), "level 0, bid or forced"),
        ("forced Love No Trump", _rate(sum(r["forced"] for r in results), deals), "four passes"),
        ("No Trump contracts", _rate(deals - len(suit), deals), "of all deals"),
        ("doubled or redoubled", _rate(sum(bool(r["doubled"]) for r in results), deals), ""),
        ("trump revealed", _rate(len(revealed), len(suit)), "of suit contracts"),
        ("revealed by declarer", _rate(len(by_declarer), len(revealed)), "of reveals"),
        ("revealed for dummy", _rate(len(by_dummy), len(revealed)), "of reveals"),
        (
            "game or super game",
            _rate(sum(bool({"game", "super game"} & set(r["bonuses"])) for r in results), deals),
            "of all deals",
        ),
    ]
