"""Designer statistics: the figures the text quotes, measured over many deals' results.

The text says the jokers lie 3-0-0 in 5% of deals, 2-1 in 55%, 1-1-1 in 40%; the four contracts
total 12 in about 60% of deals, 14 in about 20%, 11 in about 15%, 15 or more and 10 or less in
under 1% each; about 5% of deals are pass rounds, whose loss or win "seldom goes above 50".
Every percentage here is of all the deals given (pass rounds included), as the text's figures
add up to 100% that way.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from statistics import mean, median
from typing import Any

SPLITS = (("3-0-0", "5%"), ("2-1", "55%"), ("1-1-1", "40%"))
TOTALS = (
    ("10 or less", "under 1%"),
    ("11", "about 15%"),
    ("12", "about 60%"),
    ("14", "about 20%"),
    ("15 or more", "under 1%"),
)
TEXT_SPLITS = {"3-0-0": 5.0, "2-1": 55.0, "1-1-1": 40.0}
TEXT_TOTALS = {"10 or less": 1.0, "11": 15.0, "12": 60.0, "14": 20.0, "15 or more": 1.0}
TEXT_PASS_ROUNDS = 5.0


def total_class(total: int) -> str:
    """The text's classes of the four contracts' total."""
    if total <= 10:
        return "10 or less"
    if total >= 15:
        return "15 or more"
    return str(total)


def percentages(results: Sequence[Mapping[str, Any]]) -> dict[str, dict[str, float]]:
    """Joker splits, contract totals and pass rounds as percentages of all deals."""
    deals = len(results)
    splits = Counter(str(r["joker_split"]) for r in results)
    totals = Counter(total_class(r["total"]) for r in results if not r["pass_round"])
    passes = sum(1 for r in results if r["pass_round"])

    def pct(n: int) -> float:
        return 100.0 * n / deals if deals else 0.0

    return {
        "joker_split": {k: pct(splits[k]) for k, _ in SPLITS},
        "total": {k: pct(totals[k]) for k, _ in TOTALS},
        "pass_round": {"pass rounds": pct(passes)},
    }


def spreads(results: Sequence[Mapping[str, Any]]) -> dict[str, list[int]]:
    """Per-deal score differences North-South minus East-West, contracts and pass rounds."""
    out: dict[str, list[int]] = {"contract": [], "pass_round": []}
    for r in results:
        scores = r.get("scores")
        if scores is None:
            continue
        key = "pass_round" if r["pass_round"] else "contract"
        out[key].append(int(scores[0]) - int(scores[1]))
    return out


def statistics(results: Sequence[Mapping[str, Any]]) -> list[tuple[str, str, str]]:
    """Rows of (what, measured, the text's figure) from many deals' ``DealOutcome.result``s
    (each with a ``scores`` entry added, if the score spreads are wanted)."""
    table = percentages(results)
    rows: list[tuple[str, str, str]] = [("deals", str(len(results)), "")]
    for split, text in SPLITS:
        rows.append((f"jokers {split}", f"{table['joker_split'][split]:.1f}%", text))
    for total, text in TOTALS:
        rows.append((f"contracts total {total}", f"{table['total'][total]:.1f}%", text))
    rows.append(("pass rounds", f"{table['pass_round']['pass rounds']:.1f}%", "about 5%"))
    played = [r for r in results if not r["pass_round"]]
    if played:
        fulfilled = [f for r in played for f in r["fulfilled"]]
        bonus = sum(1 for r in played if any(r["bonus"]))
        rows.append(("contracts fulfilled", f"{100 * mean(fulfilled):.1f}%", ""))
        rows.append(("deals with a team bonus", f"{100 * bonus / len(played):.1f}%", ""))
    diffs = spreads(results)
    for key, label in (("contract", "contract deals"), ("pass_round", "pass rounds")):
        values = [abs(d) for d in diffs[key]]
        if values:
            rows.append(
                (
                    f"score spread |NS-EW|, {label}",
                    f"mean {mean(values):.1f}, median {median(values):g}, max {max(values)}",
                    "seldom above 50" if key == "pass_round" else "",
                )
            )
    return rows


def plot(results: Sequence[Mapping[str, Any]], path: str) -> None:
    """Draw the distributions beside the text's figures to a PNG file (needs matplotlib)."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    table = percentages(results)
    diffs = spreads(results)
    figure, axes = plt.subplots(2, 2, figsize=(11, 8))
    panels = (
        (axes[0][0], "Joker split", table["joker_split"], TEXT_SPLITS),
        (axes[0][1], "Total of the four contracts", table["total"], TEXT_TOTALS),
        (axes[1][0], "Pass rounds", table["pass_round"], {"pass rounds": TEXT_PASS_ROUNDS}),
    )
    for axis, title, measured, text in panels:
        labels = list(measured)
        xs = range(len(labels))
        axis.bar([x - 0.2 for x in xs], [measured[k] for k in labels], 0.4, label="bots")
        axis.bar([x + 0.2 for x in xs], [text[k] for k in labels], 0.4, label="the text")
        axis.set_xticks(list(xs), labels)
        axis.set_ylabel("% of deals")
        axis.set_title(title)
        axis.legend()
    axis = axes[1][1]
    bins = range(-205, 215, 10)  # scores move in steps of 5: centre the bins on tens
    axis.hist(diffs["contract"], bins=bins, alpha=0.7, label="contract deals")
    axis.hist(diffs["pass_round"], bins=bins, alpha=0.7, label="pass rounds")
    axis.set_title(f"Score spread North-South minus East-West ({len(results)} deals)")
    axis.set_xlabel("points")
    axis.legend()
    figure.tight_layout()
    figure.savefig(path)
    plt.close(figure)
