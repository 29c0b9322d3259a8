"""Simulation: many deals or matches between bots, split into independent seeded batches.

``simulate("spades", deals=1000, bots="heuristic,random", seed=1, workers=2)`` returns a
:class:`Simulation` whose samples are the same for any number of workers, on local processes
or a Ray cluster (``executor=RayCluster("local", 2)``), resumed or not (``out=DIR``).
``arena("spades", bots="heuristic,random", deals=1000)`` compares two bots over duplicate
deals the same way.
"""

from followsuit.sim.arena import Arena, ArenaPlan, arena, prepare_arena, run_arena
from followsuit.sim.batches import Plan, Sample
from followsuit.sim.executors import (
    Executor,
    InProcess,
    LocalProcesses,
    RayCluster,
    executor_for,
    local,
)
from followsuit.sim.playing import BotFailure, bot_step, play_match, play_out
from followsuit.sim.simulate import Simulation, prepare, run, simulate
from followsuit.sim.summary import Rate, SideStats, Summary, summarise

__all__ = [
    "Arena",
    "ArenaPlan",
    "BotFailure",
    "Executor",
    "InProcess",
    "LocalProcesses",
    "Plan",
    "Rate",
    "RayCluster",
    "Sample",
    "SideStats",
    "Simulation",
    "Summary",
    "arena",
    "bot_step",
    "executor_for",
    "local",
    "play_match",
    "play_out",
    "prepare",
    "prepare_arena",
    "run",
    "run_arena",
    "simulate",
    "summarise",
]
