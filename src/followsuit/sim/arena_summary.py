"""What an arena comes to: the mean score difference per deal with its 95% confidence
interval, each bot's mean score, contracts made and time per move (wall and CPU seconds)."""

from __future__ import annotations

import math
import statistics
from collections.abc import Sequence
from dataclasses import asdict, dataclass
from typing import Any

from followsuit.engine import Game
from followsuit.sim.duplicate import DuplicateDeal
from followsuit.sim.playing import place_scores
from followsuit.sim.summary import Rate, mean_ci

CONTRACT_KEYS = ("made", "fulfilled")
"""Result entries listing, per seat or per side, whether its contract was made (Beyond's
``fulfilled``: the exact contract); the first a game reports is counted."""


@dataclass(frozen=True)
class MoveTimes:
    """Seconds a bot took per move (around ``act``), by one clock: how many moves, median,
    p90, max, mean."""

    moves: int
    median: float
    p90: float
    max: float
    mean: float


def move_times(values: Sequence[float]) -> MoveTimes:
    """The spread of a bot's move times; p90 by nearest rank."""
    if not values:
        return MoveTimes(0, 0.0, 0.0, 0.0, 0.0)
    ordered = sorted(values)
    rank = max(1, math.ceil(0.9 * len(ordered)))
    return MoveTimes(
        moves=len(ordered),
        median=statistics.median(ordered),
        p90=ordered[rank - 1],
        max=ordered[-1],
        mean=statistics.fmean(ordered),
    )


@dataclass(frozen=True)
class BotStats:
    """One bot of the pair: its mean score per place held per deal, contracts, times."""

    role: str
    name: str
    mean: float
    stdev: float | None
    ci95: float | None
    """None, as the standard deviation, from a single deal: one value has no spread."""
    made: Rate | None
    times: MoveTimes
    """Wall seconds per move (they grow with the machine's load)."""
    cpu: MoveTimes
    """CPU seconds of the playing thread per move (what a move costs, whatever the load),
    over the deals that counted them."""


@dataclass(frozen=True)
class ArenaSummary:
    deals: int
    rotations: int
    places: tuple[str, ...]
    """What a bot holds in one rotation: a side (partnership games) or a seat, a live
    player's (a dummy holds no place)."""
    difference: float
    """Mean over deals of A's mean score minus B's."""
    stdev: float | None
    ci95: float | None
    """Half-width of the difference's 95% confidence interval (normal approximation); None,
    as the standard deviation, from a single deal: one value has no spread."""
    a_ahead: Rate
    """Deals on which A's mean score was above B's."""
    bots: tuple[BotStats, BotStats]

    @property
    def low(self) -> float | None:
        return None if self.ci95 is None else self.difference - self.ci95

    @property
    def high(self) -> float | None:
        return None if self.ci95 is None else self.difference + self.ci95

    def as_dict(self) -> dict[str, Any]:
        data = asdict(self)
        data["places"] = list(self.places)
        data["ci"] = None if self.ci95 is None else [self.low, self.high]
        data["a_ahead"] = self.a_ahead.value
        data["bots"] = [_bot_json(b) for b in self.bots]
        return data


def _bot_json(bot: BotStats) -> dict[str, Any]:
    data = asdict(bot)
    data["made"] = bot.made.value if bot.made is not None else None
    data["contracts"] = bot.made.out_of if bot.made is not None else 0
    return data


def contracts_made(deals: Sequence[DuplicateDeal], game: Game) -> list[Rate] | None:
    """Contracts made by bot A and by bot B, from the results' per-seat or per-side lists
    (``CONTRACT_KEYS``); None if the game reports none."""
    hits = [0, 0]
    out_of = [0, 0]
    scores = place_scores(game)
    width = len(game.scorers)
    seen = False
    for deal in deals:
        for rotation, play in enumerate(deal.plays):
            listed = next((play.result[k] for k in CONTRACT_KEYS if k in play.result), None)
            if not isinstance(listed, list | tuple):
                continue
            if len(listed) == game.players:
                held = [(play.roles[seat], listed[seat]) for seat in game.live]
            elif len(listed) == width:
                held = [(0 if p == rotation else 1, listed[s]) for p, s in enumerate(scores)]
            else:
                continue
            seen = True
            for role, value in held:
                if value is not None:
                    out_of[role] += 1
                    hits[role] += bool(value)
    return [Rate(h, n) for h, n in zip(hits, out_of, strict=True)] if seen else None


def summarise_arena(
    deals: Sequence[DuplicateDeal], bots: Sequence[str], game: Game
) -> ArenaSummary:
    """The difference A - B per deal with its confidence interval, and each bot's numbers."""
    scores = place_scores(game)
    means = [deal.means(scores) for deal in deals]
    difference, stdev, ci95 = mean_ci([a - b for a, b in means])
    made = contracts_made(deals, game)
    stats = []
    for role, name in enumerate(bots):
        mean, spread, half = mean_ci([m[role] for m in means])
        stats.append(
            BotStats(
                role="AB"[role],
                name=name,
                mean=mean,
                stdev=spread,
                ci95=half,
                made=made[role] if made is not None else None,
                times=move_times([t for deal in deals for t in deal.times[role]]),
                cpu=move_times([t for deal in deals for t in deal.cpu[role]]),
            )
        )
    return ArenaSummary(
        deals=len(deals),
        rotations=len(scores),
        places=tuple(game.score_names[score] for score in scores),
        difference=difference,
        stdev=stdev,
        ci95=ci95,
        a_ahead=Rate(sum(a > b for a, b in means), len(means)),
        bots=(stats[0], stats[1]),
    )
