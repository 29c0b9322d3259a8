"""A run's reports: its summary as JSON, and plots of what each side or seat scored.

``scores.png`` draws each side's (or seat's) score distribution; ``means.png`` each one's mean
score with its 95% confidence interval. Plots need matplotlib (the ``plot`` extra):
:func:`require_plotting` says so before a run starts rather than after it. The plot functions
take plain names and numbers, so any run that scores sides (a simulation, an arena) can use
them.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from followsuit.engine.sides import live_scores
from followsuit.sim.store import write_json

if TYPE_CHECKING:
    from followsuit.sim.simulate import Simulation

PLOT_HINT = "plots need matplotlib: pip install 'followsuit[plot]' (or leave plots out)"


def require_plotting() -> None:
    """Raise ImportError, saying what to install, if matplotlib is missing."""
    try:
        import matplotlib  # noqa: F401
    except ImportError as error:
        raise ImportError(PLOT_HINT) from error


def _pyplot() -> Any:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    return plt


def plot_distributions(
    names: Sequence[str],
    values: Sequence[Sequence[float]],
    path: str | Path,
    title: str,
    xlabel: str = "score",
) -> None:
    """One histogram per side (or seat) of the scores it made, on shared bins."""
    plt = _pyplot()
    figure, axes = plt.subplots(figsize=(8, 4.5))
    flat = [v for row in values for v in row]
    low, high = (min(flat), max(flat)) if flat else (0.0, 1.0)
    bins = min(40, max(5, len(set(flat))))
    for name, row in zip(names, values, strict=True):
        axes.hist(row, bins=bins, range=(low, high or low + 1), alpha=0.5, label=name)
    axes.set_xlabel(xlabel)
    axes.set_ylabel("count")
    axes.set_title(title)
    axes.legend()
    figure.tight_layout()
    figure.savefig(str(path), dpi=100)
    plt.close(figure)


def plot_means(
    names: Sequence[str],
    means: Sequence[float],
    ci95: Sequence[float | None],
    path: str | Path,
    title: str,
) -> None:
    """Each side's (or seat's) mean score with its 95% confidence interval (no bar where
    there is none: a single deal)."""
    plt = _pyplot()
    figure, axes = plt.subplots(figsize=(max(4.0, 1.5 * len(names) + 2), 4.5))
    positions = list(range(len(names)))
    errors = [0.0 if half is None else half for half in ci95]
    axes.bar(positions, means, yerr=errors, capsize=6, color="#6a8caf")
    axes.set_xticks(positions)
    axes.set_xticklabels(names)
    axes.axhline(0, color="black", linewidth=0.8)
    axes.set_ylabel("mean score ± 95% CI")
    axes.set_title(title)
    figure.tight_layout()
    figure.savefig(str(path), dpi=100)
    plt.close(figure)


def side_label(name: str, bots: Sequence[str]) -> str:
    return f"{name}\n{','.join(dict.fromkeys(bots))}"


def write_reports(run: Simulation, directory: str | Path, *, plots: bool = True) -> list[Path]:
    """Write ``summary.json`` (and, if asked, ``scores.png`` and ``means.png``, and the
    game's own statistics plot when it has one) for a finished simulation; their paths."""
    folder = Path(directory)
    folder.mkdir(parents=True, exist_ok=True)
    summary_path = folder / "summary.json"
    write_json(summary_path, run.as_dict())
    written = [summary_path]
    if not plots:
        return written
    summary = run.summary()
    names = [side_label(side.name, side.bots) for side in summary.sides]
    per = "deal" if summary.unit == "deal" else "match"
    values = [
        [float(sample.scores[score]) for sample in run.samples]
        for score in live_scores(run.scorers, run.live)
    ]
    what = f"{run.title}, {summary.count} {'matches' if per == 'match' else 'deals'}"
    plot_distributions(names, values, folder / "scores.png", f"{what}: score per {per}")
    plot_means(
        names,
        [side.mean for side in summary.sides],
        [side.ci95 for side in summary.sides],
        folder / "means.png",
        f"{what}: mean score per {per}",
    )
    written += [folder / "scores.png", folder / "means.png"]
    if run.plot(str(folder / "statistics.png")):
        written.append(folder / "statistics.png")
    return written
