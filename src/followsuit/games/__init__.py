"""The registry of games: ``load(name, preset=..., **options)`` and ``names()``.

Each game package registers a :class:`GameSpec` when imported; the built-in packages are
imported on first use.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from random import Random
from typing import Any

from followsuit.engine import Bot, Game, Match, Options, Score, State, View
from followsuit.engine.play_value import PlayScoring
from followsuit.errors import OptionError
from followsuit.games.presentation import Presentation

BUILTIN = ("spades", "beyond", "oh_hell", "ten_bridge", "nineteen", "bezique")
"""Modules under ``followsuit.games`` that register a game."""


@dataclass(frozen=True)
class ResultFields:
    """How a deal's result (``DealOutcome.result``, a record's ``result``) reads field by
    field, for an app that shows it without knowing the game (``replay --detail``)."""

    seats: tuple[str, ...] = ()
    """Fields holding a seat, at the top or as a key of the objects a list field holds: shown
    as the player's name."""
    sides: tuple[str, ...] = ()
    """Fields holding a side (an index of the score names): shown as the side's name."""
    values: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    """Field -> what each of its values (an index of these words) means, where they index
    neither seats nor score names: 19's ``sides``, per seat, 0 for declarer's side and 1
    for the defenders. A value out of range is shown as it is."""
    none: Mapping[str, str] = field(default_factory=dict)
    """What an empty field says where its being empty tells something (19's partner:
    ``alone``); any other empty field (None, ``""``, ``[]``, ``{}``) has nothing to say."""
    repeats: Mapping[str, str] = field(default_factory=dict)
    """Field -> the field it may repeat under another name (``score``: the deal's score): not
    shown when it holds the same values, so they are shown once."""


@dataclass(frozen=True)
class GameSpec:
    """How to make a game: its options type, named presets, and its heuristic bot; its name
    and title are its class's."""

    summary: str
    options: type[Options]
    game: type[Game]
    """The game's class, made from its options."""
    presets: Mapping[str, Options] = field(default_factory=dict)
    preset_notes: Mapping[str, str] = field(default_factory=dict)
    heuristic: Callable[[Game, Random], Bot] | None = None
    """The game's own bot, playing its tactics from views only."""
    aliases: tuple[str, ...] = ()
    statistics: Callable[[Sequence[Mapping[str, Any]]], list[tuple[str, str, str]]] | None = None
    """Designer statistics over many deals' results: rows of (what, measured, reference)."""
    plot: Callable[[Sequence[Mapping[str, Any]], str], None] | None = None
    """Draw the statistics' distributions to a PNG file."""
    score_sheet: Callable[[Mapping[str, Any]], str] | None = None
    """The game's own score sheet, as text, from a replay summary (``records.summarise``)."""
    explain: Callable[[Sequence[str]], list[str]] | None = None
    """Each call's meaning under the game's bidding system, from the auction's call texts
    (the ``call`` entries of a view's log); computed beside the state, never by the rules."""
    settle: Callable[[State], tuple[Score, ...] | None] | None = None
    """The deal's scores when the rest of it is already decided by the heuristic's own play
    (Bézique's last eight tricks, played perfectly), else None: search playouts stop there."""
    heuristic_only: Callable[[View], bool] | None = None
    """The decisions the search bot leaves to the heuristic without sampling (Bézique: the
    last eight tricks of two players, which it plays perfectly; 10 Bridge and Beyond: a call of
    the auction); None: it searches every decision with a choice."""
    play_scoring: Callable[[State], PlayScoring | None] | None = None
    """The deal's scoring by how its remaining tricks and card points fall, where only trick
    play remains to the deal's end (``engine.play_value``), else None: what an exact solver
    of the play scores by. None here: the game states none."""
    result_fields: ResultFields = field(default_factory=ResultFields)
    """How the fields of a deal's result read (which hold seats, what an empty one says)."""
    words: Callable[..., list[str]] | None = None
    """The deal's score in sentences (``words.deal_words``), for the end of a deal in both
    apps: ``words(result, scores, players, sides)``, and ``shown=`` the score columns to name
    where some seats are dummies (``records.deal_end``). None: one line of points a side."""
    present: Callable[[Mapping[str, Any]], Presentation] | None = None
    """What the game shows of a view beyond the core every game shares (``words.present``):
    typed rows an app draws without knowing the game (``games.presentation``). None: nothing
    more."""

    @property
    def name(self) -> str:
        return self.game.name

    @property
    def title(self) -> str:
        return self.game.title

    def make(self, options: Options) -> Game:
        """The game under ``options`` (of this game's options type)."""
        if not isinstance(options, self.options):
            raise OptionError(f"{type(options).__name__} are not {self.title}'s options")
        return self.game(options)


def bot_from_rng(bot: Callable[[Random], Bot]) -> Callable[[Game, Random], Bot]:
    """A game's heuristic bot that needs only its generator, as ``GameSpec.heuristic``."""
    return lambda game, rng: bot(rng)


_REGISTRY: dict[str, GameSpec] = {}
_ALIASES: dict[str, str] = {}
_loaded = False


def register(spec: GameSpec) -> None:
    _REGISTRY[spec.name] = spec
    for alias in (spec.name, *spec.aliases):
        _ALIASES[alias] = spec.name


def _ensure_loaded() -> None:
    global _loaded
    if not _loaded:
        _loaded = True
        for module in BUILTIN:
            importlib.import_module(f"followsuit.games.{module}")


def _place(name: str) -> int:
    """Where a game stands in listings: a built-in game at its place in ``BUILTIN``, whatever
    imported it first; any other after them, in the order registered."""
    module = _REGISTRY[name].game.__module__.split(".")
    inside = module[2] if module[:2] == ["followsuit", "games"] and len(module) > 2 else ""
    return BUILTIN.index(inside) if inside in BUILTIN else len(BUILTIN)


def names() -> list[str]:
    """The registered game names, the built-in ones in ``BUILTIN``'s order."""
    _ensure_loaded()
    return sorted(_REGISTRY, key=_place)


def spec(name: str) -> GameSpec:
    """The spec of a game, by name or alias."""
    _ensure_loaded()
    if not isinstance(name, str):
        raise OptionError(f"a game is named by text, not {name!r}; games are: {', '.join(names())}")
    key = name.strip().lower().replace("_", "-")
    if key not in _ALIASES:
        raise OptionError(f"unknown game {name!r}; games are: {', '.join(names())}")
    return _REGISTRY[_ALIASES[key]]


def options_for(name: str, preset: str | None = None, **options: Any) -> Options:
    """The options of a game: a preset (default: the defaults) with ``options`` changed. A
    refusal that the preset's own settings take part in names the preset and those settings."""
    game = spec(name)
    if preset is not None and not isinstance(preset, str):
        raise OptionError(
            f"a preset is named by text, not {preset!r}; presets of {game.name} are: "
            + (", ".join(game.presets) or "none")
        )
    if preset is None or (preset == "standard" and "standard" not in game.presets):
        base = game.options()
    elif preset in game.presets:
        base = game.presets[preset]
    else:
        raise OptionError(
            f"unknown preset {preset!r} for {game.name}; presets are: "
            + (", ".join(game.presets) or "none")
        )
    if not options:
        return base
    try:
        return base.replace(**options)
    except OptionError as error:
        clash = None if preset is None else _preset_clash(base, game.options(), options, error)
        if not clash:
            raise
        settings = ", ".join(f"{k}={v}" for k, v in clash.items())
        raise OptionError(
            f"preset {preset} sets {settings}: {error}; set {' or '.join(clash)} too, "
            "or drop the preset"
        ) from None


def _preset_clash(
    preset: Options, defaults: Options, options: Mapping[str, Any], refused: OptionError
) -> dict[str, str] | None:
    """The preset's settings that take part in refusing ``options`` over it (``{"max_hand":
    "17"}``, values as typed): the fewest of them that, over the defaults, still get the same
    refusal. None where the options are refused over the defaults too (the preset takes no
    part) or change all the preset sets."""
    kept = {k: v for k, v in preset.changes(defaults).items() if k not in options}
    if not kept or _refusal(defaults, options) is not None:
        return None
    needed = dict(kept)
    for name in kept:
        without = {k: getattr(preset, k) for k in needed if k != name}
        if _refusal(defaults, {**without, **options}) == str(refused):
            del needed[name]  # the same refusal without it: it takes no part
    return {k: _typed_as(v) for k, v in needed.items()}


def _refusal(base: Options, changes: Mapping[str, Any]) -> str | None:
    """Why ``changes`` over ``base`` are refused, or None where they are taken."""
    try:
        base.replace(**changes)
    except OptionError as error:
        return str(error)
    return None


def _typed_as(value: Any) -> str:
    """A preset's setting (JSON-ready, as ``Options.changes`` gives it) as one types it after
    ``name=``: yes/no, none, a list's items with spaces."""
    if value is None:
        return "none"
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, list):
        return " ".join(_typed_as(item) for item in value) if value else "none"
    return str(value)


def load(name: str, preset: str | None = None, **options: Any) -> Game:
    """A game by name, with a named preset and/or options: ``load("spades", target=300)``."""
    return spec(name).make(options_for(name, preset, **options))


def all_presets() -> list[tuple[str, str | None]]:
    """Every (game, preset) pair, the default first for each game: what conformance runs."""
    pairs: list[tuple[str, str | None]] = []
    for name in names():
        pairs.append((name, None))
        pairs.extend((name, p) for p in spec(name).presets if p != "standard")
    return pairs


def play_scoring(state: State) -> PlayScoring | None:
    """The scoring of the deal in play (a deal, or a match's current deal) by how its
    remaining tricks fall (``engine.play_value``), where only trick play remains to its end;
    else None, and None for a game that states none."""
    deal = state.current if isinstance(state, Match) else state
    if deal is None or deal.is_over:
        return None
    scoring = spec(deal.game.name).play_scoring
    return None if scoring is None else scoring(deal)
