"""The registry of games (games/__init__.py): load by name or alias, presets, options; a bad
name is an error that names it and lists what exists (DESIGN: the engine contract)."""

from __future__ import annotations

import pytest

from followsuit import games
from followsuit.engine import Game
from followsuit.errors import OptionError


def test_spades_is_registered() -> None:
    assert "spades" in games.names()
    assert isinstance(games.load("spades"), Game)


def test_an_unknown_game_is_named_with_the_games() -> None:
    with pytest.raises(OptionError) as raised:
        games.load("canasta")
    assert "'canasta'" in str(raised.value)
    assert "spades" in str(raised.value)


@pytest.mark.parametrize("name", [None, 5, b"spades", ["spades"]])
def test_a_name_that_is_not_text_is_refused_with_the_games(name: object) -> None:
    with pytest.raises(OptionError) as raised:
        games.load(name)  # type: ignore[arg-type]
    message = str(raised.value)
    assert repr(name) in message and "text" in message
    for game in games.names():
        assert game in message


@pytest.mark.parametrize("preset", [["no-nil"], {"no-nil": 1}])
def test_a_preset_that_is_not_text_is_refused_with_the_presets(preset: object) -> None:
    with pytest.raises(OptionError) as raised:
        games.load("spades", preset=preset)  # type: ignore[arg-type]
    message = str(raised.value)
    assert repr(preset) in message and "text" in message
    assert "no-nil" in message.split(":", 1)[1]


def test_an_unknown_preset_is_named_with_the_presets() -> None:
    with pytest.raises(OptionError) as raised:
        games.load("spades", preset="cutthroat-royale")
    message = str(raised.value)
    assert "'cutthroat-royale'" in message
    for preset in games.spec("spades").presets:
        assert preset in message


def test_an_unknown_option_is_named() -> None:
    with pytest.raises(OptionError, match="'colour'"):
        games.load("spades", colour="red")


def test_a_preset_with_changed_options() -> None:
    game = games.load("spades", preset="no-nil", target=300)
    assert game.options.target == 300
    assert game.options == games.spec("spades").presets["no-nil"].replace(target=300)


def test_names_are_found_whatever_the_case_and_separator() -> None:
    assert games.spec("SPADES") is games.spec(" spades ")
    for name in games.names():
        assert games.spec(name.upper().replace("-", "_")).name == name


def test_standard_is_the_default_preset() -> None:
    for name in games.names():
        assert games.load(name, preset="standard").options == games.load(name).options


def test_all_presets_lists_each_game_default_first_and_every_preset_loads() -> None:
    pairs = games.all_presets()
    names = games.names()
    assert [n for n, p in pairs if p is None] == names
    for name in names:
        presets = [p for n, p in pairs if n == name]
        assert presets[0] is None
        assert "standard" not in presets
        assert set(presets[1:]) == set(games.spec(name).presets) - {"standard"}
    for name, preset in pairs:
        game = games.load(name, preset=preset)
        assert game.name == name
        assert games.spec(name).title == game.title


def test_every_game_describes_itself() -> None:
    for name in games.names():
        game = games.load(name)
        described = game.describe()
        assert described["game"] == name
        assert described["players"] == game.players
        assert described["options"] == game.options.as_dict()
