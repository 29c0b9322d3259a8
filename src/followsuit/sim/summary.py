"""Summary statistics of a simulation: scores, wins and contracts made, per side or seat."""

from __future__ import annotations

import math
import statistics
from collections.abc import Mapping, Sequence
from dataclasses import asdict, dataclass
from typing import Any

from followsuit.engine.sides import live_scores
from followsuit.sim.batches import Sample


@dataclass(frozen=True)
class Rate:
    """How often something happened out of the times it could."""

    hits: int
    out_of: int

    @property
    def value(self) -> float | None:
        return self.hits / self.out_of if self.out_of else None


@dataclass(frozen=True)
class SideStats:
    """One scoring side (or seat): who sat there, what it scored, how often it won."""

    name: str
    seats: tuple[int, ...]
    bots: tuple[str, ...]
    mean: float
    stdev: float | None
    """None from a single deal or match: one value has no spread."""
    ci95: float | None
    """Half-width of the 95% confidence interval of the mean (normal approximation); None
    from a single value."""
    wins: Rate
    made: Rate | None
    """Contracts made (the result's ``made`` entries), when the game reports them."""


@dataclass(frozen=True)
class Summary:
    unit: str
    count: int
    deals: int
    sides: tuple[SideStats, ...]
    ties: Rate
    """Deals or matches with no outright winner (for matches: unfinished ones too)."""
    unfinished: int
    seats_made: tuple[tuple[str, Rate], ...] = ()
    """Contracts made per live seat, when the game reports them per seat but scores per side."""
    dummies: tuple[str, ...] = ()
    """The seats no player holds (19 for two or three: dummies, their cards played by the
    live players), which have no place among the sides."""

    def as_dict(self) -> dict[str, Any]:
        data = asdict(self)
        data["sides"] = [_side_json(s) for s in self.sides]
        data["ties"] = self.ties.value
        data["seats_made"] = {name: rate.value for name, rate in self.seats_made}
        data["dummies"] = list(self.dummies)
        return data


def _side_json(side: SideStats) -> dict[str, Any]:
    data = asdict(side)
    data["seats"] = list(side.seats)
    data["bots"] = list(side.bots)
    data["wins"] = side.wins.value
    data["made"] = side.made.value if side.made is not None else None
    data["contracts"] = side.made.out_of if side.made is not None else 0
    return data


def mean_ci(values: Sequence[float]) -> tuple[float, float | None, float | None]:
    """The mean, the standard deviation and the half-width of the mean's 95% confidence
    interval (normal approximation) of ``values``; with fewer than two values there is no
    spread, so no standard deviation and no interval (None), and no values have mean 0."""
    count = len(values)
    mean = statistics.fmean(values) if values else 0.0
    if count < 2:
        return mean, None, None
    stdev = statistics.stdev(values)
    return mean, stdev, 1.96 * stdev / math.sqrt(count)


def made_counts(results: Sequence[Mapping[str, Any]], width: int) -> list[Rate] | None:
    """Contracts made per position from the results' ``made`` lists of that width
    (``None`` entries: no contract there); None if no result reports any."""
    hits = [0] * width
    out_of = [0] * width
    seen = False
    for result in results:
        made = result.get("made")
        if not isinstance(made, list | tuple) or len(made) != width:
            continue
        seen = True
        for position, value in enumerate(made):
            if value is None:
                continue
            out_of[position] += 1
            hits[position] += bool(value)
    return [Rate(h, n) for h, n in zip(hits, out_of, strict=True)] if seen else None


def summarise(
    samples: Sequence[Sample],
    *,
    unit: str,
    score_names: Sequence[str],
    scorers: Sequence[Sequence[int]],
    player_names: Sequence[str],
    bots: Sequence[str],
    live: Sequence[int] | None = None,
) -> Summary:
    """Means, confidence intervals, wins and contracts made per score a live player makes;
    ``scorers`` names the seats whose play makes each score (the game's sides, never assumed
    from seat numbers), ``live`` the seats players hold (None: every seat)."""
    count = len(samples)
    players = len(player_names)
    held = range(players) if live is None else live
    results = [r for sample in samples for r in sample.results]
    by_side = made_counts(results, len(score_names))
    by_seat = made_counts(results, players) if len(score_names) != players else None
    sides = []
    for score in live_scores(scorers, held):
        name = score_names[score]
        mean, stdev, ci95 = mean_ci([float(sample.scores[score]) for sample in samples])
        seats = tuple(scorers[score])
        sides.append(
            SideStats(
                name=name,
                seats=seats,
                bots=tuple(bots[s] for s in seats if s in held),
                mean=mean,
                stdev=stdev,
                ci95=ci95,
                wins=Rate(sum(sample.winner == score for sample in samples), count),
                made=by_side[score] if by_side is not None else None,
            )
        )
    return Summary(
        unit=unit,
        count=count,
        deals=len(results),
        sides=tuple(sides),
        ties=Rate(sum(sample.winner is None for sample in samples), count),
        unfinished=sum(not sample.complete for sample in samples),
        seats_made=tuple((player_names[s], by_seat[s]) for s in held) if by_seat else (),
        dummies=tuple(name for seat, name in enumerate(player_names) if seat not in held),
    )
