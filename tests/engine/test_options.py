"""Variant options (engine/options.py): frozen, keyword-only, validated on creation; a bad
option is a clear error naming it (DESIGN; STYLE, after pokerkit)."""

from __future__ import annotations

import dataclasses
import json
from dataclasses import dataclass

import pytest

from followsuit.engine import Follow, Options, require
from followsuit.errors import GameError, OptionError


@dataclass(frozen=True, kw_only=True)
class Toy(Options):
    target: int = 100
    follow: Follow = Follow.MUST_FOLLOW
    remove: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        require(self.target > 0, f"target must be positive, not {self.target}")


def test_an_unknown_option_is_named_with_the_known_ones() -> None:
    with pytest.raises(OptionError) as raised:
        Toy().replace(targt=50)
    message = str(raised.value)
    assert "'targt'" in message
    assert "follow, remove, target" in message


def test_a_bad_value_is_an_option_error_naming_the_rule() -> None:
    with pytest.raises(OptionError, match="target must be positive, not -5"):
        Toy().replace(target=-5)


def test_a_value_of_the_wrong_type_is_an_option_error() -> None:
    with pytest.raises(OptionError):
        Toy().replace(target="five")


def test_option_errors_are_game_errors_and_value_errors() -> None:
    assert issubclass(OptionError, GameError) and issubclass(OptionError, ValueError)


def test_options_are_frozen_and_keyword_only() -> None:
    with pytest.raises(dataclasses.FrozenInstanceError):
        Toy().target = 3  # type: ignore[misc]
    with pytest.raises(TypeError):
        Toy(200)  # type: ignore[misc]


def test_replace_gives_a_new_value_and_keeps_the_old() -> None:
    base = Toy()
    changed = base.replace(target=250)
    assert changed.target == 250 and base.target == 100
    assert changed == Toy(target=250)
    assert base.replace() == base


def test_as_dict_is_json_ready() -> None:
    options = Toy(remove=("2H", "2C"), follow=Follow.MUST_WIN)
    data = options.as_dict()
    assert data == {"target": 100, "follow": "must win", "remove": ["2H", "2C"]}
    assert json.loads(json.dumps(data)) == data


def test_changes_are_only_what_differs_from_the_defaults() -> None:
    """What a record stores: an option left out takes its default (DESIGN: records)."""
    assert Toy().changes() == {}
    assert Toy(target=7, remove=("AS",)).changes() == {"target": 7, "remove": ["AS"]}


def test_require() -> None:
    require(True, "never raised")
    with pytest.raises(OptionError, match="the reason"):
        require(False, "the reason")
