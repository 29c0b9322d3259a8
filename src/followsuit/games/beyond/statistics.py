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
    (each with its ``scores``, for the margins between the sides)."""
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
                    f"margin |NS-EW|, {label}",
                    f"mean {mean(values):.1f}, median {median(values):g}, max {max(values)}",
                    "seldom above 50" if key == "pass_round" else "",
                )
            )
    return rows


OUTCOMES = (
    ("10 or less", "≤10", "under 1%"),
    ("11", "11", "about 15%"),
    ("12", "12", "about 60%"),
    ("14", "14", "about 20%"),
    ("15 or more", "≥15", "under 1%"),
)
"""The panel of what each deal became: the text's classes of totals (13 cannot happen), then
pass rounds; every figure a share of all deals."""
UNDER_ONE = 1.0
"""Where the text says "under 1%", its bar is drawn at 1% and labelled "<1"."""


def _bars(axis: Any, labels: list[str], measured: list[float], text: list[float]) -> None:
    """Bots beside the text, each bar labelled with its percentage."""
    xs = [float(x) for x in range(len(labels))]
    ours = axis.bar([x - 0.2 for x in xs], measured, 0.4, label="bots", color="C0")
    theirs = axis.bar([x + 0.2 for x in xs], text, 0.4, label="the text", color="C1", alpha=0.8)
    axis.bar_label(ours, labels=[f"{v:.1f}" for v in measured], fontsize=8, padding=2)
    axis.bar_label(
        theirs,
        labels=["<1" if v == UNDER_ONE else f"{v:g}" for v in text],
        fontsize=8,
        padding=2,
    )
    axis.set_xticks(xs, labels)
    axis.set_ylabel("% of all deals")
    axis.set_ylim(0, max([*measured, *text]) * 1.18 + 1)
    axis.legend(frameon=False)


def _spread_bars(axis: Any, values: Sequence[int], colour: str) -> None:
    """How often each size of win occurs (scores move in steps of 5: one bar per value)."""
    counts = Counter(abs(v) for v in values)
    total = len(values)
    xs = sorted(counts)
    shares = [100 * counts[x] / total for x in xs]
    axis.bar(xs, shares, 4, color=colour)
    axis.set_ylim(0, max(shares) * 1.3)  # room for a note above the bars
    axis.set_xlabel("points between the sides, |North-South − East-West|")
    axis.set_ylabel("% of these deals")
    axis.set_xlim(-5, max([*xs, 100]) + 10)


def plot(results: Sequence[Mapping[str, Any]], path: str) -> None:
    """Draw the bots' figures beside the text's to a PNG file (needs matplotlib): what each
    deal became (contract totals and pass rounds), the joker split, and how large the wins
    are in contract deals and in pass rounds."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    table = percentages(results)
    diffs = spreads(results)
    deals = len(results)
    figure, axes = plt.subplots(2, 2, figsize=(12, 8.5))

    axis = axes[0][0]
    labels = [short for _, short, _ in OUTCOMES] + ["pass\nround"]
    measured = [table["total"][key] for key, _, _ in OUTCOMES]
    measured.append(table["pass_round"]["pass rounds"])
    text = [TEXT_TOTALS[key] for key, _, _ in OUTCOMES] + [TEXT_PASS_ROUNDS]
    _bars(axis, labels, measured, text)
    axis.set_title("What each deal became: the four contracts' total, or a pass round")
    axis.set_xlabel("total of the four contracts (never 13)")

    axis = axes[0][1]
    labels = [split for split, _ in SPLITS]
    _bars(axis, labels, [table["joker_split"][k] for k in labels], [TEXT_SPLITS[k] for k in labels])
    axis.set_title("How the three jokers lie (exactly 5.2 / 55.1 / 39.8)")
    axis.set_xlabel("jokers per hand")

    axis = axes[1][0]
    played = diffs["contract"]
    if played:
        _spread_bars(axis, played, "C0")
    axis.set_title(f"Margin of each contract deal ({len(played)} deals)")

    axis = axes[1][1]
    passed = diffs["pass_round"]
    if passed:
        _spread_bars(axis, passed, "C2")
        above = 100 * sum(1 for v in passed if abs(v) > 50) / len(passed)
        axis.axvline(52.5, color="C3", linestyle="--")
        axis.text(
            0.98,
            0.97,
            f'the text: "seldom above 50" (dashed line)\nbots: {above:.0f}% above 50',
            color="C3",
            fontsize=9,
            ha="right",
            va="top",
            transform=axis.transAxes,
            bbox={"facecolor": "white", "edgecolor": "none", "alpha": 0.9},
        )
    else:
        axis.text(0.5, 0.5, "no pass round", ha="center", va="center", transform=axis.transAxes)
    axis.set_title(f"Margin of each pass round ({len(passed)} deals)")

    figure.suptitle(f"Beyond: {deals} deals played by bots, beside the text's figures")
    figure.tight_layout()
    figure.savefig(path, dpi=100)
    plt.close(figure)
