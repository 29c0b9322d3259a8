"""The bots layer: bots by name for any game (DESIGN: generic bots know games only through
the engine protocol; the heuristic bot is the game's own)."""

from __future__ import annotations

import dataclasses
from random import Random

import pytest

from followsuit import games
from followsuit.bots import UnknownBot, bot_names, default_bot, make_bot, seat_bots
from followsuit.engine import Bot, Game
from followsuit.errors import GameError


def _without_heuristic(monkeypatch: pytest.MonkeyPatch, name: str) -> None:
    spec = games.spec(name)
    monkeypatch.setitem(games._REGISTRY, spec.name, dataclasses.replace(spec, heuristic=None))


class _Marker:
    name = "heuristic"

    def __init__(self, rng: Random) -> None:
        self.rng = rng

    def act(self, view: dict[str, object]) -> str:
        legal = view["legal"]
        assert isinstance(legal, list)
        return str(legal[0])


@pytest.mark.parametrize("name", games.names())
def test_random_bot_plays_only_legal_actions_of_every_game(name: str) -> None:
    """DESIGN: `random` is a bot every game gets; it answers from the view's legal list."""
    game = games.load(name)
    deal = game.new_deal(seed=3)
    bot = make_bot("random", game, Random(1))
    for _ in range(20):
        seat = deal.to_act
        if seat is None:
            break
        view = deal.view(seat)
        text = bot.act(view)
        assert text in view["legal"]
        deal.apply(text)


def test_heuristic_is_the_games_own_bot(monkeypatch: pytest.MonkeyPatch) -> None:
    """GameSpec.heuristic makes the game's own bot; make_bot hands it the seat's generator."""
    spec = games.spec("spades")
    made: list[Random] = []

    def factory(game: Game, rng: Random) -> Bot:
        made.append(rng)
        return _Marker(rng)

    monkeypatch.setitem(games._REGISTRY, spec.name, dataclasses.replace(spec, heuristic=factory))
    rng = Random(5)
    bot = make_bot("heuristic", games.load("spades"), rng)
    assert isinstance(bot, _Marker)
    assert made == [rng]
    assert default_bot(games.load("spades")) == "heuristic"


def test_a_game_without_a_heuristic_bot_says_so(monkeypatch: pytest.MonkeyPatch) -> None:
    """Asking for a heuristic bot of a game that has none is a clear error naming the game
    and the bots it does have."""
    _without_heuristic(monkeypatch, "spades")
    game = games.load("spades")
    with pytest.raises(UnknownBot, match=r"Spades has no heuristic bot.*random"):
        make_bot("heuristic", game, Random(0))
    assert "heuristic" not in bot_names(game)
    assert default_bot(game) == "random"


def test_unknown_bot_names_the_known_ones() -> None:
    with pytest.raises(UnknownBot, match=r"unknown bot 'clever'.*random.*heuristic"):
        make_bot("clever", games.load("spades"), Random(0))


def test_unknown_bot_is_a_game_error() -> None:
    """Every error raised on purpose subclasses GameError, so apps report it in one line."""
    assert issubclass(UnknownBot, GameError)


def test_seat_bots_one_name_for_every_seat_or_one_per_seat() -> None:
    assert seat_bots("random", 4) == ["random"] * 4
    assert seat_bots("heuristic, random,random ,RANDOM", 4) == [
        "heuristic",
        "random",
        "random",
        "random",
    ]
    assert seat_bots(["random", "heuristic", "random"], 3) == ["random", "heuristic", "random"]


def test_n9_seat_bots_one_per_live_seat_when_the_others_are_dummies() -> None:
    """N9: two- and three-handed 19 have dummies, whose cards a live player plays: one bot
    name per live seat is enough (a dummy's seat gets the first, never asked to play)."""
    two = games.load("nineteen", preset="two-players")  # live seats 0 and 2
    assert seat_bots("heuristic,random", two.players, two.live) == [
        "heuristic",
        "heuristic",
        "random",
        "heuristic",
    ]
    three = games.load("nineteen", preset="three-players")
    assert seat_bots("random,heuristic,random", 4, three.live)[:3] == [
        "random",
        "heuristic",
        "random",
    ]
    assert seat_bots("random,heuristic,random,heuristic", 4, two.live)[3] == "heuristic"
    with pytest.raises(UnknownBot, match="one per live seat"):
        seat_bots("random,heuristic,random", 4, two.live)
    with pytest.raises(UnknownBot, match=r"one per seat \(4 names\), not 2"):
        seat_bots("random,heuristic", 4)  # no dummies said: four names or one


@pytest.mark.parametrize("text", ["random,random", "random,,random,random", "random,foo"])
def test_seat_bots_refuses_a_list_that_does_not_fit(text: str) -> None:
    with pytest.raises(UnknownBot):
        seat_bots(text, 4)
