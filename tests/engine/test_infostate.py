"""A seat's information state, folded from the log as it reads it (engine.infostate)."""

from __future__ import annotations

import json
from random import Random
from typing import Any

import pytest

from followsuit import games
from followsuit.cards import Card
from followsuit.engine.infostate import PLAY, Entry, InfoState, info_state
from followsuit.engine.trickplay import TrickPlay
from followsuit.errors import InconsistentView
from followsuit.sim.playing import dealer_of

SPADES = games.load("spades")


def _log(*entries: tuple[int, str, str] | tuple[int, str, str, bool]) -> list[dict[str, Any]]:
    """A view's log of (seat, kind, text[, secret]) entries."""
    return [
        {"seat": e[0], "kind": e[1], "text": e[2], **({"secret": True} if e[3:] else {})}
        for e in entries
    ]


def _read(seat: int | None, players: int, *entries: Any) -> InfoState:
    """The information state of a Spades view's log of these entries, its texts read back."""
    return InfoState.from_log(seat, players, _log(*entries), SPADES)


def _cards(*texts: str) -> list[Card]:
    return [Card.parse(text) for text in texts]


def test_the_cards_each_seat_played_are_kept_per_seat_and_per_trick() -> None:
    info = _read(1, 3, (0, "bid", "2"), *((s % 3, PLAY, f"{s + 2}H") for s in range(4)))
    assert info.played == [_cards("2H", "5H"), _cards("3H"), _cards("4H")]
    assert [[(p.seat, str(p.card)) for p in trick] for trick in info.tricks(3)] == [
        [(0, "2H"), (1, "3H"), (2, "4H")],
        [(0, "5H")],
    ]
    assert [(m.position, m.seat, m.kind, m.text) for m in info.moves] == [(0, 0, "bid", "2")]
    assert info.moves[0].number == 2


def test_a_card_played_face_down_is_in_its_trick_and_in_no_seat_s_cards() -> None:
    info = _read(0, 2, (0, PLAY, "AS"), (1, PLAY, "card", True))
    assert info.played == [_cards("AS"), []]
    assert [(p.secret, p.card) for p in info.tricks(2)[0]] == [
        (False, Card.parse("AS")),
        (True, None),
    ]


def test_a_move_done_face_down_after_an_entry_is_found_by_its_seat_and_kind() -> None:
    info = _read(0, 4, (2, "pass", "pass", True), (1, "bid", "3"), (2, "bid", "4"))
    assert info.moved_face_down(2, ["pass"])
    assert not info.moved_face_down(2, ["pass"], after=0)
    assert not info.moved_face_down(1, ["pass"])


def test_a_secret_entry_is_typed_as_its_public_stand_in_with_no_cards() -> None:
    (move,) = _read(0, 4, (2, "pass", "pass", True)).moves
    assert move.action is not None
    assert (move.action.kind, move.action.text, move.action.cards) == ("pass", "pass", ())
    assert move.cards(SPADES.pack) == 0


def test_the_cards_a_public_move_names_are_a_mask_of_the_pack() -> None:
    pack = SPADES.pack
    (move,) = _read(0, 4, (0, "give", "give AS KH")).moves
    assert move.action is not None and move.action.cards == tuple(_cards("AS", "KH"))
    assert sorted(str(pack[i]) for i in range(len(pack)) if move.cards(pack) >> i & 1) == [
        "AS",
        "KH",
    ]


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("give AS AS", r"^the view places AS twice in seat 0's give \(log entry 0, 'give "),
        ("give ZZ", r"^the view's log entry 0 \(seat 0, 'give ZZ'\) does not read as an action "),
    ],
)
def test_a_move_naming_a_card_twice_or_no_card_is_an_inconsistent_view(
    text: str, said: str
) -> None:
    (move,) = _read(0, 4, (0, "give", text)).moves
    with pytest.raises(InconsistentView, match=said):
        move.cards(SPADES.pack)


def test_a_card_played_without_its_name_is_an_inconsistent_view_naming_the_entry() -> None:
    info = _read(0, 2, (0, PLAY, "AS"), (1, PLAY, ""))
    with pytest.raises(InconsistentView, match=r"^the view's log entry 1 \(seat 1, ''\)"):
        info.check_plays()


def test_a_view_s_log_folds_to_the_same_state_as_the_entries_its_deal_keeps() -> None:
    """The view's log and the deal's own log, read for the same seat, are one state."""
    game = games.load("spades")
    deal = game.new_deal(seed=2, dealer=0)
    while len(deal.history) < 30:
        deal.apply(deal.legal_actions()[0])
    view = deal.view(1)
    info = InfoState.from_log(1, 4, view["log"], game)
    assert len(info.entries) == len(deal.history)
    assert sum(len(cards) for cards in info.played) == len(view["played"])
    assert sorted(str(card) for cards in info.played for card in cards) == sorted(view["played"])


def _typed(game: Any, entry: Entry) -> tuple[object, ...]:
    """What the readers take from an entry's typed action: a secret entry's stand-in; a play's
    card; another action's kind and the typed fields its form in the game's grammar makes it
    from (a Bézique declaration's kind is the deal's finding, not its text's: its fields are
    its cards)."""
    action = entry.action
    if action is None or entry.secret:
        return (entry.secret, action)
    if entry.kind == PLAY:
        return (PLAY, action.cards[:1])
    form = game.grammar.form_of(action)
    return (action.kind, action.cards if form is None else form.fields(action))


def _state(game: Any, info: InfoState) -> dict[str, object]:
    """Every field of an information state, the log's entries and moves as :func:`_typed`
    reads their actions."""
    entries = [(*entry[:4], _typed(game, entry)) for entry in info.entries]
    moves = [(*move[:5], _typed(game, info.entries[move.position])) for move in info.moves]
    fields = {name: getattr(info, name) for name in InfoState.__slots__}
    return fields | {"entries": entries, "moves": moves}


def test_every_field_of_the_information_state_is_compared() -> None:
    """The comparison below reads every slot: a field added is a field compared."""
    game = games.load("spades")
    info = info_state(game.new_deal(seed=1), 0)
    assert set(_state(game, info)) == set(InfoState.__slots__)


@pytest.mark.parametrize(("name", "preset"), games.all_presets(), ids=str)
def test_a_deal_and_each_seat_s_view_give_that_seat_one_information_state(
    name: str, preset: str | None
) -> None:
    """What the deal keeps as its actions apply (its log, the actions typed, its hands,
    voids and the game's own record) and what each seat's view shows (texts, read back
    through the game's grammar and its ``seen`` hook), read for the same seat, are one
    information state in every field, for every seat and the spectator, at every position of
    a few deals played at random."""
    game = games.load(name, preset=preset)
    for seed in (5, 6, 7):
        deal = game.new_deal(seed=seed, dealer=dealer_of(game, seed))
        rng = Random(seed)
        while True:
            for seat in [None, *range(game.players)]:
                from_view = InfoState.from_view(deal.view(seat), game)
                from_deal = info_state(deal, seat)
                assert _state(game, from_deal) == _state(game, from_view), (seed, seat)
            if deal.to_act is None:
                break
            deal.apply(rng.choice(deal.legal_actions()))


@pytest.mark.parametrize(("name", "preset"), games.all_presets(), ids=str)
def test_a_match_s_second_deal_and_each_seat_s_view_give_one_information_state(
    name: str, preset: str | None
) -> None:
    """The same in a match's second deal: what the match carried into it (the scores, the
    deal's number, part scores, bags) is read back from each seat's view as the deal has it."""
    game = games.load(name, preset=preset)
    match = game.new_match(seed=3, dealer=0)
    rng = Random(3)
    first = match.current
    while match.current is first and match.to_act is not None:
        match.apply(rng.choice(match.legal_actions()))
    deal = match.current
    if deal is first:  # the match ended with its first deal
        pytest.skip(f"{name} {preset}: the match ended with its first deal (seed 3)")
    assert isinstance(deal, TrickPlay)
    while True:
        for seat in [None, *range(game.players)]:
            from_view = InfoState.from_view(deal.view(seat), game)
            from_deal = info_state(deal, seat)
            assert _state(game, from_deal) == _state(game, from_view), seat
        if deal.to_act is None:
            break
        deal.apply(rng.choice(deal.legal_actions()))


@pytest.mark.parametrize(
    ("name", "kind", "text", "card"),
    [
        ("bezique", PLAY, "table QS", "QS"),
        ("beyond", PLAY, "4S", "4S"),
        ("oh-hell", PLAY, "JK high", "JK"),
    ],
)
def test_a_play_s_text_is_read_through_the_game_s_grammar_for_its_card(
    name: str, kind: str, text: str, card: str
) -> None:
    """A view's play names its card in the game's own words (the table's copy, a joker
    called, a card that would be a bid in the auction): read by the grammar, not split."""
    game = games.load(name, preset="atkinson-5" if name == "oh-hell" else None)
    info = InfoState.from_log(0, game.players, [{"seat": 0, "kind": kind, "text": text}], game)
    assert [str(c) for c in info.played[0]] == [card]


def test_simultaneous_bids_are_in_no_other_seat_s_information_state_until_all_have_bid() -> None:
    """Oh Hell's simultaneous bidding: nobody sees another's bid until all have bid, in the
    state a deal keeps (its log) as in the view; once all have bid, every bid is public."""
    game = games.load("oh-hell", preset="simultaneous")
    deal = game.new_deal(seed=1, dealer=0)
    for _ in range(2):
        deal.apply(deal.legal_actions()[0])
    for seat in (None, 0, 3):
        info = info_state(deal, seat)
        assert [(m.seat, m.secret, m.text) for m in info.moves] == [
            (1, True, "bid"),
            (2, True, "bid"),
        ]
    mine = info_state(deal, 1).moves
    assert [(m.seat, m.secret) for m in mine] == [(1, False), (2, True)]
    while deal.phase == "bid":
        deal.apply(deal.legal_actions()[0])
    bids = info_state(deal, None).moves
    assert [(m.secret, m.number) for m in bids] == [(False, 0)] * game.players


@pytest.mark.parametrize(
    ("name", "edit", "said"),
    [
        ("bezique", lambda v: v["details"].update(draws=None), "details do not read"),
        ("spades", lambda v: v["details"].update(discarded=None), "a list of cards"),
        ("spades", lambda v: v["voids"].__setitem__(1, ["X"]), "'X': no suit's letter"),
        ("nineteen", lambda v: v["details"].pop("live"), "details do not read"),
    ],
    ids=["bezique draws", "spades discarded", "spades voids", "nineteen live"],
)
def test_a_view_whose_fields_are_malformed_is_an_inconsistent_view_naming_them(
    name: str, edit: Any, said: str
) -> None:
    """A view sent over the wire whose details miss a field or hold one of another shape, or
    whose voids name no suit, is refused as the view's fault, not a bare ``KeyError``."""
    game = games.load(name)
    deal = game.new_deal(seed=1, dealer=0)
    view = json.loads(json.dumps(deal.view(0)))
    edit(view)
    with pytest.raises(InconsistentView, match=said):
        InfoState.from_view(view, game)
