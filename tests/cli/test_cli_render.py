"""Drawing the table from views alone, and reading options as people type them."""

from __future__ import annotations

import io
from random import Random

import pytest
from rich.console import Console

from followsuit import games
from followsuit.cli.options_text import coerce, parse_assignments
from followsuit.cli.render import GenericRenderer, register_renderer, renderer_for
from followsuit.cli.render.cards import action_text, hand_text
from followsuit.errors import OptionError
from followsuit.records.deal_end import deal_end


def test_hand_is_grouped_by_suit_with_glyphs() -> None:
    assert hand_text(["AS", "KS", "TH", "QH", "2C"]).plain == "♠ A K   ♥ 10 Q   ♣ 2"


def test_cards_inside_action_texts_get_glyphs() -> None:
    assert action_text("give 7H 8H").plain == "give 7♥ 8♥"
    assert action_text("blind nil").plain == "blind nil"


@pytest.mark.parametrize("name", games.names())
def test_every_games_views_draw_without_error(name: str) -> None:
    """The generic renderer needs only the view conventions: every view of the first two deals
    of a random match (the second with what the first carried), the seat to act's and a
    spectator's, draws; the hand drawn is the view's hand; each deal's end draws, in words."""
    game = games.load(name)
    match = game.new_match(seed=2)
    rng = Random(2)
    renderer = renderer_for(game.name)
    out = Console(file=io.StringIO(), width=200)
    steps = 0
    while match.to_act is not None and len(match.finished) < 2 and steps < 400:
        seat = match.to_act
        for viewer in (seat, None):
            view = match.view(viewer)
            table = Console(file=io.StringIO(), width=200)
            table.print(renderer.table(view, game.title))
            drawn = table.file.getvalue()  # type: ignore[attr-defined]
            if viewer is not None and view["hand"]:
                assert hand_text(view["hand"]).plain in drawn
            if viewer is None:
                assert "Hand" not in drawn
            out.print(renderer.legal(view))
        finished = len(match.finished)
        match.apply(rng.choice(match.legal_actions()))
        if len(match.finished) > finished:
            out.print(renderer.deal_end(match.view(None)["match"], game.player_names))
            moment = Console(file=io.StringIO(), width=200)
            moment.print(renderer.deal_moment(deal_end(match, finished + 1), game.player_names))
            said = moment.file.getvalue()  # type: ignore[attr-defined]
            assert f"Deal {finished + 1} is over" in said and "Totals: " in said
        steps += 1
    out.print(renderer.match_end(match.view(None)["match"]))


def test_a_game_may_register_its_own_renderer() -> None:
    class Fancy(GenericRenderer):
        pass

    fancy = Fancy()
    register_renderer("no-such-game-yet", fancy)
    assert renderer_for("no-such-game-yet") is fancy
    assert type(renderer_for("spades")) is GenericRenderer


def test_option_values_are_read_by_their_type() -> None:
    """--option name=value: numbers, yes/no, none for an optional value, lists."""
    options = games.spec("spades").options
    parsed = parse_assignments(
        ["target=300", "lose_at=-200", "nil=no", "remove=2H,2C", "lose-at=none"], options
    )
    assert parsed == {"target": 300, "lose_at": None, "nil": False, "remove": ("2H", "2C")}
    assert coerce("yes", bool) is True
    assert coerce("3", int | None) == 3


@pytest.mark.parametrize(
    ("game", "item", "name"),
    [
        ("spades", "remove=none", "remove"),
        ("oh-hell", "hand_sizes=None", "hand_sizes"),
        ("spades", "remove=", "remove"),
    ],
)
def test_none_for_a_list_option_is_an_empty_one_as_rules_shows_it(
    game: str, item: str, name: str
) -> None:
    """`followsuit rules` shows an empty list option as (none); the same word sets one."""
    assert parse_assignments([item], games.spec(game).options) == {name: ()}
    assert games.load(game, **{name: ()}).options == games.load(game).options


@pytest.mark.parametrize("item", ["target=many", "nil=perhaps", "colour=red", "target"])
def test_a_bad_option_value_is_an_option_error(item: str) -> None:
    with pytest.raises(OptionError):
        parse_assignments([item], games.spec("spades").options)
