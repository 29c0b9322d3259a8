"""Variant options (engine/options.py): frozen, keyword-only, validated on creation; a bad
option is a clear error naming it (DESIGN; STYLE, after pokerkit)."""

from __future__ import annotations

import dataclasses
import json
import re
from dataclasses import dataclass

import pytest

from followsuit import games
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


@pytest.mark.parametrize(
    ("given", "said"),
    [
        ({"target": "500"}, "option 'target' takes a whole number, not '500'"),
        ({"target": 1.5}, "option 'target' takes a whole number, not 1.5"),
        ({"target": True}, "option 'target' takes a whole number, not True"),
        ({"follow": "sideways"}, "option 'follow' takes one of"),
        ({"remove": [1, 2]}, "option 'remove' takes a list of"),
    ],
)
def test_options_made_directly_are_type_checked_before_the_games_own_checks(
    given: dict[str, object], said: str
) -> None:
    """Not only through replace (games.load): the class called directly checks every type
    first, so its own checks never meet a value of the wrong type ('500' > 0 would be a
    TypeError from Python)."""
    with pytest.raises(OptionError, match=re.escape(said)):
        Toy(**given)  # type: ignore[arg-type]


def test_options_made_directly_take_an_enums_value_as_its_member() -> None:
    assert Toy(follow=Follow.MUST_FOLLOW.value).follow is Follow.MUST_FOLLOW  # type: ignore[arg-type]


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


@pytest.mark.parametrize(
    ("change", "expected"),
    [
        ({"target": "abc"}, "option 'target' takes a whole number, not 'abc'"),
        ({"target": True}, "option 'target' takes a whole number, not True"),
        ({"target": 2.5}, "option 'target' takes a whole number, not 2.5"),
        ({"remove": [1, 2]}, "option 'remove' takes a list of texts, not [1, 2]"),
        ({"follow": 3}, "option 'follow' takes one of 'free', 'must follow'"),
    ],
)
def test_a_wrong_type_names_the_option_and_the_type_it_takes(
    change: dict[str, object], expected: str
) -> None:
    """Never Python's internals ("'>' not supported between instances of 'str' and 'int'")."""
    with pytest.raises(OptionError) as raised:
        Toy().replace(**change)
    assert str(raised.value).startswith(expected)
    assert "not supported" not in str(raised.value)


def test_a_long_wrong_value_is_not_repeated_whole() -> None:
    with pytest.raises(OptionError) as raised:
        Toy().replace(target="x" * 10_000)
    assert len(str(raised.value)) < 120


def test_json_values_of_the_right_type_are_taken() -> None:
    """A record's options come from JSON: lists for tuples, an enum by its value."""
    options = Toy().replace(remove=["2H"], follow="must win")
    assert options.remove == ["2H"] or options.remove == ("2H",)
    assert options.follow is Follow.MUST_WIN


@pytest.mark.parametrize("name", ["spades", "beyond", "oh-hell", "10-bridge"])
def test_every_game_refuses_a_text_where_a_number_is_wanted(name: str) -> None:
    from followsuit import games

    spec = games.spec(name)
    numeric = [
        f.name for f in dataclasses.fields(spec.options) if f.type in ("int", int, "int | None")
    ]
    assert numeric, f"{name} has a numeric option"
    with pytest.raises(OptionError, match=f"option '{numeric[0]}' takes a whole number"):
        games.load(name, **{numeric[0]: "abc"})


@pytest.mark.parametrize("name", games.names())
def test_every_games_options_made_directly_refuse_a_value_of_the_wrong_type(name: str) -> None:
    """Each yes/no and whole-number option of every game, given a text, names itself."""
    options = type(games.load(name).options)
    kinds = {"bool": "true or false", "int": "a whole number", "int | None": "a whole number"}
    tried = [(f.name, kinds[f.type]) for f in dataclasses.fields(options) if f.type in kinds]
    assert tried, f"{name} has no yes/no or whole-number option to try"
    for option, takes in tried:
        with pytest.raises(OptionError, match=f"option '{option}' takes {takes}"):
            options(**{option: "7"})


@pytest.mark.parametrize("name", games.names())
def test_no_games_option_passes_a_negative_count_of_jokers_to_its_pack(name: str) -> None:
    """``packs.standard`` refuses a negative count of jokers: a game whose options count its
    jokers refuses one first, as an option error naming the option and the value (Spades);
    one whose jokers are a choice of rule (Oh Hell's ``none``, ``brader``, ``atkinson``)
    takes no count, and one with a fixed count (Beyond's three) no option for it."""
    options = type(games.load(name).options)
    for option in (f.name for f in dataclasses.fields(options) if "joker" in f.name):
        with pytest.raises(OptionError, match=rf"{option}\b.*-1"):
            games.load(name, **{option: -1})
