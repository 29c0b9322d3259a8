"""Bots by name for any game: ``make_bot("random" | "heuristic" | "search", game, rng)``.

Generic bots (``random``; ``search`` with its levels ``search-easy``, ``search-medium``,
``search-hard``) know a game only through the engine protocol; the
``heuristic`` bot is the game's own (``GameSpec.heuristic``), written by the game's package.
Every bot sees only views. A bot name may be registered by another module with
:func:`register_bot`; a factory that takes a ``seconds`` keyword gets the time budget per move
given to :func:`make_bot` (bots without one ignore it), and one that takes ``samples`` a number
of samples per move.
"""

from __future__ import annotations

import inspect
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from random import Random
from typing import Any

from followsuit import games
from followsuit.engine import Bot, Game, RandomBot
from followsuit.errors import OptionError

BotFactory = Callable[..., Bot]
"""Makes a bot for one seat: ``make(game, rng)``, with its own seeded generator; a factory
whose bot takes a time budget per move also accepts ``seconds=S`` (a float)."""


class UnknownBot(OptionError):
    """A bot name that is not registered, or a bot the game does not have."""


@dataclass(frozen=True)
class BotEntry:
    name: str
    summary: str
    make: BotFactory
    available: Callable[[Game], bool]

    @property
    def timed(self) -> bool:
        """Whether the factory takes ``seconds``, a time budget per move."""
        return _takes_seconds(self.make)


_BOTS: dict[str, BotEntry] = {}


def register_bot(
    name: str,
    make: BotFactory,
    *,
    summary: str,
    available: Callable[[Game], bool] = lambda game: True,
) -> None:
    """Make ``name`` known to :func:`make_bot` (and so to ``--bots`` on the command line)."""
    _BOTS[name] = BotEntry(name, summary, make, available)


def _takes_seconds(make: BotFactory) -> bool:
    return _takes(make, "seconds")


def _takes(make: BotFactory, keyword: str) -> bool:
    """Whether the factory accepts ``keyword`` (by name or through ``**kwargs``)."""
    try:
        parameters = inspect.signature(make).parameters.values()
    except (TypeError, ValueError):
        return False
    return any(
        (p.name == keyword and p.kind is not p.POSITIONAL_ONLY) or p.kind is p.VAR_KEYWORD
        for p in parameters
    )


def takes_seconds(name: str) -> bool:
    """Whether bot ``name`` takes a time budget per move (``make_bot(..., seconds=S)``)."""
    return _entry(name).timed


def bot_names(game: Game | None = None) -> list[str]:
    """Every registered bot name; with ``game``, only the bots that can play it."""
    return [n for n, e in _BOTS.items() if game is None or e.available(game)]


def bot_summary(name: str) -> str:
    return _entry(name).summary


def _entry(name: str) -> BotEntry:
    key = name.strip().lower()
    if key not in _BOTS:
        raise UnknownBot(f"unknown bot {name!r}; bots are: {', '.join(_BOTS)}")
    return _BOTS[key]


def takes_samples(name: str) -> bool:
    """Whether bot ``name`` takes a number of samples per move (``make_bot(..., samples=N)``)."""
    return _takes(_entry(name).make, "samples")


def make_bot(
    name: str,
    game: Game,
    rng: Random,
    *,
    seconds: float | None = None,
    samples: int | None = None,
) -> Bot:
    """A bot called ``name`` for one seat of ``game``; it draws its random choices from ``rng``
    and, if it takes one, thinks at most about ``seconds`` per move (None: its own default);
    a bot that takes ``samples`` spends that many samples a move (with no ``seconds``: no
    time limit, so the moves do not depend on the machine's load).

    Raises :class:`UnknownBot` for a name nobody registered or a bot ``game`` does not have.
    """
    entry = _entry(name)
    if not entry.available(game):
        raise UnknownBot(
            f"{game.title} has no {entry.name} bot; bots for it are: " + ", ".join(bot_names(game))
        )
    extra: dict[str, Any] = {"seconds": seconds} if seconds is not None and entry.timed else {}
    if samples is not None and _takes(entry.make, "samples"):
        extra["samples"] = samples
    return entry.make(game, rng, **extra)


def seat_bots(
    names: str | Sequence[str], players: int, live: Sequence[int] | None = None
) -> list[str]:
    """Bot names per seat from ``"heuristic"`` (every seat) or ``"heuristic,random,..."``
    (one per seat, clockwise from seat 0). With ``live`` (the seats a player takes, when some
    are dummies: ``Game.live``), one per live seat will do too: a dummy's seat, whose cards a
    live player plays, then gets the first name and is never asked. Names are checked to
    exist, not to fit a game."""
    parts = names.split(",") if isinstance(names, str) else list(names)
    parts = [p.strip().lower() for p in parts]
    if any(not p for p in parts):
        raise UnknownBot(f"empty bot name in {','.join(parts)!r}")
    for part in parts:
        _entry(part)
    if len(parts) == 1:
        return parts * players
    if len(parts) == players:
        return parts
    if live is not None and len(live) < players:
        if len(parts) == len(live):
            named = dict(zip(live, parts, strict=True))
            return [named.get(seat, parts[0]) for seat in range(players)]
        raise UnknownBot(
            f"give one bot name for every seat, one per seat ({players} names) or one per "
            f"live seat ({len(live)} names: the others are dummies), not {len(parts)}"
        )
    raise UnknownBot(
        f"give one bot name for every seat or one per seat ({players} names), not {len(parts)}"
    )


def default_bot(game: Game) -> str:
    """The strongest bot the game has: its heuristic if it has one, else random."""
    return "heuristic" if _BOTS["heuristic"].available(game) else "random"


def _has_heuristic(game: Game) -> bool:
    return games.spec(game.name).heuristic is not None


def _heuristic(game: Game, rng: Random) -> Bot:
    make = games.spec(game.name).heuristic
    assert make is not None
    return make(game, rng)


register_bot(
    "random",
    lambda game, rng: RandomBot(rng),
    summary="picks uniformly among the legal actions",
)
register_bot(
    "heuristic",
    _heuristic,
    summary="the game's own player: its tactics, from its view only",
    available=_has_heuristic,
)


def _register_search() -> None:
    from followsuit.bots.search import DEFAULT_LEVEL, LEVELS, make_search

    register_bot(
        "search",
        make_search(DEFAULT_LEVEL),
        summary=f"samples deals from its view and plays each move out ({DEFAULT_LEVEL})",
    )
    for level, budget in LEVELS.items():
        register_bot(
            f"search-{level}",
            make_search(level),
            summary=f"the search bot at {budget.limit:g} s a move",
        )


_register_search()
