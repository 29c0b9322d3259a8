"""A seat's information state, folded from the log as it reads it (engine.infostate)."""

from __future__ import annotations

from random import Random

import pytest

from followsuit import games
from followsuit.engine.infostate import PLAY, Entry, InfoState, info_state
from followsuit.errors import InconsistentView


def test_the_cards_each_seat_played_are_kept_per_seat_and_per_trick() -> None:
    info = InfoState(
        1,
        3,
        [Entry(0, "bid", "2"), *(Entry(s % 3, PLAY, f"{s + 2}H") for s in range(4))],
    )
    assert info.played == [["2H", "5H"], ["3H"], ["4H"]]
    assert [[(p.seat, p.card) for p in trick] for trick in info.tricks(3)] == [
        [(0, "2H"), (1, "3H"), (2, "4H")],
        [(0, "5H")],
    ]
    assert [(m.position, m.seat, m.kind, m.text) for m in info.moves] == [(0, 0, "bid", "2")]


def test_a_card_played_face_down_is_in_its_trick_and_in_no_seat_s_cards() -> None:
    info = InfoState(0, 2, [Entry(0, PLAY, "AS"), Entry(1, PLAY, "card", secret=True)])
    assert info.played == [["AS"], []]
    assert [p.secret for p in info.tricks(2)[0]] == [False, True]


def test_a_move_done_face_down_after_an_entry_is_found_by_its_seat_and_kind() -> None:
    info = InfoState(
        0, 4, [Entry(2, "pass", "pass", secret=True), Entry(1, "bid", "3"), Entry(2, "bid", "4")]
    )
    assert info.moved_face_down(2, ["pass"])
    assert not info.moved_face_down(2, ["pass"], after=0)
    assert not info.moved_face_down(1, ["pass"])


def test_the_cards_a_public_move_names_are_a_mask_of_the_pack() -> None:
    pack = games.load("spades").pack
    info = InfoState(0, 4, [Entry(0, "give", "give AS KH")])
    (move,) = info.moves
    assert move.words == ["AS", "KH"]
    assert sorted(str(pack[i]) for i in range(len(pack)) if move.cards(pack) >> i & 1) == [
        "AS",
        "KH",
    ]


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("give AS AS", r"^the view places AS twice in seat 0's give \(log entry 0, 'give "),
        ("give ZZ", r"^the view names 'ZZ' in seat 0's give .*: no card of "),
    ],
)
def test_a_move_naming_a_card_twice_or_no_card_is_an_inconsistent_view(
    text: str, said: str
) -> None:
    pack = games.load("spades").pack
    (move,) = InfoState(0, 4, [Entry(0, "give", text)]).moves
    with pytest.raises(InconsistentView, match=said):
        move.cards(pack)


def test_a_card_played_without_its_name_is_an_inconsistent_view_naming_the_entry() -> None:
    info = InfoState(0, 2, [Entry(0, PLAY, "AS"), Entry(1, PLAY, "")])
    with pytest.raises(InconsistentView, match=r"^the view's log entry 1 \(seat 1, ''\)"):
        info.check_plays()


def test_a_view_s_log_folds_to_the_same_state_as_the_entries_its_deal_keeps() -> None:
    """The view's log and the deal's own log, read for the same seat, are one state."""
    game = games.load("spades")
    deal = game.new_deal(seed=2, dealer=0)
    while len(deal.history) < 30:
        deal.apply(deal.legal_actions()[0])
    view = deal.view(1)
    info = InfoState.from_log(1, 4, view["log"])
    assert len(info.entries) == len(deal.history)
    assert sum(len(cards) for cards in info.played) == len(view["played"])
    assert sorted(card for cards in info.played for card in cards) == sorted(view["played"])


def _state(info: InfoState) -> tuple[object, ...]:
    return (info.seat, info.entries, info.played, info.plays, info.moves)


@pytest.mark.parametrize(("name", "preset"), games.all_presets(), ids=str)
def test_a_deal_and_its_views_give_each_seat_the_same_information_state(
    name: str, preset: str | None
) -> None:
    """What the deal keeps as its actions apply (its log) and what each seat's view shows,
    read for the same seat, are one information state, for every seat and the spectator."""
    game = games.load(name, preset=preset)
    deal = game.new_deal(seed=5, dealer=1)
    rng = Random(5)
    step = 0
    while deal.to_act is not None:
        if step % 9 == 0:
            for seat in [None, *range(game.players)]:
                view = deal.view(seat)
                from_view = InfoState.from_log(seat, game.players, view["log"])
                assert _state(info_state(deal.log, seat, game.players)) == _state(from_view)
        deal.apply(rng.choice(deal.legal_actions()))
        step += 1
