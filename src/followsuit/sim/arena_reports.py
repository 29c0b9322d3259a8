"""An arena's reports: ``summary.json``, every deal played as a record, and two plots.

``difference.png`` draws the distribution of the score difference A - B per deal (with its
mean); ``means.png`` each bot's mean score per deal with its 95% confidence interval and the
difference with its own. Records go to ``records/DEAL-ROTATION.json``, one per rotation, each
a one-deal record ``followsuit replay`` reads.
"""

from __future__ import annotations

from pathlib import Path

from followsuit import records
from followsuit.sim.arena import Arena
from followsuit.sim.playing import place_scores
from followsuit.sim.reports import plot_distributions, plot_means
from followsuit.sim.store import write_json


def write_records(run: Arena, directory: str | Path) -> Path:
    """Write every rotation of every deal as a record under ``directory/records``."""
    folder = Path(directory) / "records"
    folder.mkdir(parents=True, exist_ok=True)
    for name, record in run.records():
        path = folder / name
        partial = path.with_name(path.name + ".partial")
        partial.write_text(records.dumps(record) + "\n", encoding="utf-8")
        partial.replace(path)
    return folder


def write_arena_reports(
    run: Arena, directory: str | Path, *, plots: bool = True, with_records: bool = True
) -> list[Path]:
    """Write ``summary.json`` and, if asked, the records, ``difference.png`` and
    ``means.png`` for a finished arena; the paths written."""
    folder = Path(directory)
    folder.mkdir(parents=True, exist_ok=True)
    summary_path = folder / "summary.json"
    write_json(summary_path, run.as_dict())
    written = [summary_path]
    if with_records:
        written.append(write_records(run, folder))
    if not plots:
        return written
    summary = run.summary()
    scores = place_scores(run.game)
    a, b = summary.bots
    what = f"{run.game.title}, {summary.deals} duplicate deals"
    plot_distributions(
        [f"{a.name} - {b.name}"],
        [[deal.difference(scores) for deal in run.deals]],
        folder / "difference.png",
        f"{what}: score difference per deal (mean {summary.difference:.1f})",
        xlabel=f"mean score per place held: {a.name} minus {b.name}",
    )
    plot_means(
        [f"A: {a.name}", f"B: {b.name}", "A - B"],
        [a.mean, b.mean, summary.difference],
        [a.ci95, b.ci95, summary.ci95],
        folder / "means.png",
        f"{what}: mean score per deal",
    )
    return [*written, folder / "difference.png", folder / "means.png"]
