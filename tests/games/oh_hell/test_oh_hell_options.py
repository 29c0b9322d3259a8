"""Oh Hell options and presets: schedules, hand sizes, packs (rulings S3, S4)."""

from __future__ import annotations

import pytest
from oh_hell_helpers import oh_hell

from followsuit import games
from followsuit.cards import Card
from followsuit.errors import OptionError
from followsuit.games.oh_hell.options import schedule_sizes
from followsuit.games.oh_hell.rules import PRESETS, low_cards


def test_s4_default_is_four_players_ten_down_to_one_and_back_up_to_ten() -> None:
    """S4: "4 players; hand sizes 10 down to 1 then up to 10": 19 deals, one 1-card deal."""
    game = oh_hell()
    assert game.players == 4
    assert game.hand_sizes == (10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10)
    assert len(game.pack) == 52
    assert game.options.trump == "turn-up" and game.options.hook
    assert game.options.scoring == "standard" and game.options.exact_bonus == 10


@pytest.mark.parametrize(
    ("name", "sizes"),
    [
        ("down-up", (3, 2, 1, 2, 3)),
        ("down-up-double", (3, 2, 1, 1, 2, 3)),
        ("up-down", (1, 2, 3, 2, 1)),
        ("up-down-double", (1, 2, 3, 3, 2, 1)),
        ("down", (3, 2, 1)),
        ("up", (1, 2, 3)),
    ],
)
def test_s3_named_schedules_of_the_text(name: str, sizes: tuple[int, ...]) -> None:
    """The text: "Some people start from 1 card each, go up to the maximum number of cards and
    then back down to 1. Some just go from the maximum down to 1 and then stop, or vice versa.
    Some people go from the maximum down to 1, then from 1 up to the maximum, so playing two
    1-card hands in the middle, or from 1 to the maximum to 1 with two maximum hands"."""
    assert schedule_sizes(name, 3) == sizes
    assert oh_hell(schedule=name, max_hand=3).hand_sizes == sizes


def test_explicit_hand_sizes_play_any_deal_sizes() -> None:
    """An explicit list of hand sizes replaces the named schedule: ``(7,)`` is one 7-card deal."""
    assert oh_hell(hand_sizes=(7,)).hand_sizes == (7,)
    assert oh_hell(hand_sizes=[5, 1, 5]).hand_sizes == (5, 1, 5)
    assert oh_hell(hand_sizes=(13,)).hand_sizes == (13,)


@pytest.mark.parametrize(("players", "largest"), [(3, 10), (4, 10), (5, 10), (6, 8), (7, 7)])
def test_s4_largest_hand_is_ten_or_what_the_pack_allows(players: int, largest: int) -> None:
    """S4: 10 cards at most; with 6 or 7 players a 52-card pack holds only 8 or 7 each."""
    game = oh_hell(players=players)
    assert max(game.hand_sizes) == largest
    assert game.hand_sizes[0] == largest


def test_s3_four_players_may_go_up_to_thirteen_and_three_players_to_seventeen() -> None:
    """The text: "If there are four people the maximum number of cards dealt may be 13 rather
    than 10, with three people you can go up to [17]" (the lost number: 52 // 3, pagat's)."""
    assert max(oh_hell("thirteen").hand_sizes) == 13
    assert max(oh_hell("three-players").hand_sizes) == 17
    assert max(oh_hell("seven").hand_sizes) == 7


@pytest.mark.parametrize(
    ("options", "named"),
    [
        ({"players": 2}, "players"),
        ({"players": 8}, "players"),
        ({"max_hand": 14}, "max_hand"),
        ({"max_hand": 0}, "max_hand"),
        ({"players": 6, "max_hand": 9}, "max_hand"),
        ({"hand_sizes": (14,)}, "hand_sizes"),
        ({"hand_sizes": (0,)}, "hand_sizes"),
        ({"players": 7, "hand_sizes": (8,)}, "hand_sizes"),
        ({"schedule": "sideways"}, "schedule"),
        ({"trump": "clubs"}, "trump"),
        ({"scoring": "bridge"}, "scoring"),
        ({"follow": "must-win"}, "follow"),
        ({"bidding": "auction"}, "bidding"),
        ({"bidding": "simultaneous"}, "hook"),
        ({"trump_sequence": ("H", "X")}, "trump_sequence"),
        ({"jokers": "three"}, "jokers"),
        ({"jokers": "brader", "add_low_cards": 13}, "jokers"),
        ({"add_low_cards": 60}, "add_low_cards"),
        ({"exact_bonus": -1}, "exact_bonus"),
    ],
)
def test_bad_options_are_refused_naming_the_option(options: dict[str, object], named: str) -> None:
    """A bad option is an OptionError that names it; hand sizes must fit the pack."""
    with pytest.raises(OptionError, match=named):
        oh_hell(**options)


def test_option_names_are_read_loosely() -> None:
    """Names may be written with spaces or underscores: "must trump" is "must-trump"."""
    game = oh_hell(follow="must trump", schedule="Up_Down", trump_sequence="H C NT")
    assert game.options.follow == "must-trump"
    assert game.options.schedule == "up-down"
    assert game.options.trump_sequence == ("H", "C", "NT")


def test_s3_thirteen_low_cards_are_the_twos_threes_fours_and_the_five_of_clubs() -> None:
    """The text says "13 low cards" without naming them; the documented choice: lowest rank
    first, each rank in the order clubs, diamonds, hearts, spades."""
    twos_to_fours = [rank + suit for rank in "234" for suit in "CDHS"]
    assert [str(c) for c in low_cards(13)] == [*twos_to_fours, "5C"]
    assert [str(c) for c in low_cards(26)][-2:] == ["8C", "8D"]


def test_s3_bust_adds_low_cards_of_a_second_pack() -> None:
    """Bryce Francis: "with 5 players, they add 13 low cards from a second pack to make a 65
    card pack, so as to deal 13 cards each ... When there are six players they add a further 13
    low cards"."""
    five, six = oh_hell("bust-5"), oh_hell("bust-6")
    assert (len(five.pack), len(six.pack)) == (65, 78)
    assert five.pack.counts[Card.parse("2C")] == 2 and five.pack.counts[Card.parse("6C")] == 1
    assert six.pack.counts[Card.parse("8D")] == 2 and six.pack.counts[Card.parse("8H")] == 1
    assert five.hand_sizes[0] == 13 and six.hand_sizes[0] == 13


def test_s3_three_player_game_removes_thirteen_low_cards() -> None:
    """The text: "A 3-player game is also possible, removing 13 low cards from a single
    pack": 39 cards, 13 each."""
    game = oh_hell("three-players-39")
    assert len(game.pack) == 39 and game.players == 3
    assert Card.parse("2S") not in game.pack.counts and Card.parse("5D") in game.pack.counts
    assert max(game.hand_sizes) == 13


def test_s3_brader_pack_has_two_identical_jokers() -> None:
    """Mark Brader: "two jokers are included, to make a [54-]card deck"."""
    game = oh_hell("jokers-brader")
    assert len(game.pack) == 54
    assert game.pack.counts[Card.parse("JK")] == 2


def test_s3_every_preset_loads_and_its_options_round_trip_through_a_record() -> None:
    """S3: the text's variants are named presets; a record stores only the changed options,
    which load back to the same game."""
    for name, options in PRESETS.items():
        game = oh_hell(name)
        changes = game.options.changes()
        assert games.load("oh-hell", **changes).options == options, name


def test_registry_knows_oh_hell_with_its_heuristic_bot() -> None:
    spec = games.spec("oh_hell")
    assert spec.name == "oh-hell" and spec.heuristic is not None
    assert "oh-hell" in games.names()


def test_s3_atkinson_blackout_for_five_or_six_with_two_jokers() -> None:
    """Dick Atkinson: "Two jokers are added to the pack, and if there are 5 players the four
    deuces are removed leaving 50 cards. With 5 players the deal is always 10 cards each and
    with 6 players 9 cards each. The trump suit rotates from deal to deal in the order hearts,
    clubs, diamonds, spades." The number of deals is not given: each player deals twice."""
    five, six = oh_hell("atkinson-5"), oh_hell("atkinson-6")
    assert (len(five.pack), len(six.pack)) == (50, 54)
    assert not {"2S", "2H", "2D", "2C"} & {str(c) for c in five.pack}
    assert five.pack.counts[Card.parse("JK")] == 2 == six.pack.counts[Card.parse("JK")]
    assert five.hand_sizes == (10,) * 10 and six.hand_sizes == (9,) * 12
    assert five.options.scoring == "blackout" and five.options.hook
    assert [str(five.trump_of(i, None)) for i in range(5)] == ["H", "C", "D", "S", "H"]
