"""A corrupted record fails with one RecordError naming the deal, the action index and the
rule (DESIGN: "an illegal action prints which deal, which action index and why")."""

from __future__ import annotations

import copy
import re
from random import Random
from typing import Any

import pytest

from conformance.support import (
    GARBAGE,
    MATCH_DEAL_LIMIT,
    RANDOM_MATCH_DEAL_LIMIT,
    bot_for,
    deal_of,
    each_preset,
    load,
    random_choice,
)
from followsuit import records
from followsuit.engine import Game, Match, State
from followsuit.errors import NotationError, RecordError


def two_deals(game: Game, seed: int = 7) -> tuple[Match, dict[str, Any]]:
    """A match record of two finished deals and a third just dealt (or fewer if it ended)."""
    match = game.new_match(seed=seed)
    choose = random_choice(Random(seed))
    while not match.is_over and len(match.finished) < 2:
        match.apply(choose(match))
    return match, match.record()


def fails(record: dict[str, Any], *needles: str) -> str:
    """Replay must raise exactly one RecordError whose message holds every needle."""
    with pytest.raises(RecordError) as raised:
        records.replay(record)
    error = raised.value
    assert type(error) is RecordError
    assert error.__cause__ is None, "one error, not a chain"
    assert error.__context__ is None or error.__suppress_context__, "one error, not a chain"
    message = str(raised.value)
    for needle in needles:
        assert needle in message, f"{needle!r} not in {message!r}"
    return message


def state_before(game: Game, record: dict[str, Any], deal: int, index: int) -> State:
    """The position in which action ``index`` of deal ``deal`` (0-based) is taken."""
    partial = copy.deepcopy(record)
    partial["deals"] = partial["deals"][: deal + 1]
    partial["deals"][deal]["actions"] = partial["deals"][deal]["actions"][:index]
    return records.replay(partial).match


def an_illegal_text(state: State, record: dict[str, Any]) -> tuple[str, str]:
    """A text that parses but is illegal here, with the reason check() gives."""
    legal = {a.text for a in state.legal_actions()}
    candidates = [str(card) for card in state.game.pack.faces]
    candidates += [text for deal in record["deals"] for text in deal["actions"]]
    for text in candidates:
        try:
            action = state.parse(text)
        except NotationError:
            continue
        reason = state.check(action)
        if action.text not in legal and reason is not None:
            return text, reason
    raise AssertionError("no illegal action found to corrupt the record with")


@each_preset()
def test_an_illegal_action_names_deal_action_and_rule(name: str, preset: str | None) -> None:
    game = load(name, preset)
    _match, record = two_deals(game)
    rng = Random(name)
    for deal in range(min(2, len(record["deals"]))):
        actions = record["deals"][deal]["actions"]
        index = rng.randrange(len(actions))
        state = state_before(game, record, deal, index)
        text, reason = an_illegal_text(state, record)
        bad = copy.deepcopy(record)
        bad["deals"][deal]["actions"][index] = text
        fails(bad, f"deal {deal + 1}, action {index + 1} ", repr(text), reason)


@each_preset()
def test_an_action_that_does_not_parse_names_deal_and_action(name: str, preset: str | None) -> None:
    game = load(name, preset)
    _match, record = two_deals(game)
    actions = record["deals"][0]["actions"]
    index = len(actions) // 2
    state = state_before(game, record, 0, index)
    bad = copy.deepcopy(record)
    for text in ("xyzzy", *GARBAGE):
        try:
            if state.check(state.parse(text)) is None:
                continue  # legal here after all
        except NotationError:
            pass
        bad["deals"][0]["actions"][index] = text
        fails(bad, f"deal 1, action {index + 1} ", repr(text))


@each_preset()
def test_a_bad_pack_names_the_deal(name: str, preset: str | None) -> None:
    game = load(name, preset)
    _match, record = two_deals(game)
    last = len(record["deals"])
    for deal in (0, last - 1):
        pack = record["deals"][deal]["pack"]
        unknown = copy.deepcopy(record)
        unknown["deals"][deal]["pack"][3] = "ZZ"
        fails(unknown, f"deal {deal + 1}: pack", "ZZ")
        short = copy.deepcopy(record)
        short["deals"][deal]["pack"] = pack[:-1]
        fails(short, f"deal {deal + 1}: pack", f"missing {pack[-1]}")
        other = next(c for c in pack if c != pack[0])
        twice = copy.deepcopy(record)
        twice["deals"][deal]["pack"][0] = other
        fails(twice, f"deal {deal + 1}: pack", f"missing {pack[0]}")
        foreign = copy.deepcopy(record)
        foreign["deals"][deal]["pack"][0] = "T21" if "T21" not in pack else "AS"
        if foreign["deals"][deal]["pack"][0] not in pack:
            fails(foreign, f"deal {deal + 1}: pack", "not in the pack")


@each_preset()
def test_a_bad_dealer_names_the_deal(name: str, preset: str | None) -> None:
    game = load(name, preset)
    _match, record = two_deals(game)
    for deal in range(len(record["deals"])):
        for dealer in (game.players, -1):
            bad = copy.deepcopy(record)
            bad["deals"][deal]["dealer"] = dealer
            fails(bad, f"deal {deal + 1}: dealer {dealer}")


@each_preset()
def test_a_dealer_out_of_turn_names_the_deal_and_the_rules_dealer(
    name: str, preset: str | None
) -> None:
    """The first deal's dealer is the record's to choose; each later one is the rules' (the
    deal passes on as the game says), so a record cannot deal twice from the same hand."""
    game = load(name, preset)
    _match, record = two_deals(game)
    if len(record["deals"]) < 2:
        pytest.skip("the match ended after its first deal: no later dealer to check")
    expected = record["deals"][1]["dealer"]
    names = game.player_names
    for dealer in range(game.players):
        if dealer != expected:
            bad = copy.deepcopy(record)
            bad["deals"][1]["dealer"] = dealer
            fails(
                bad, "deal 2: the rules give the deal to", names[expected], f"not {names[dealer]}"
            )
    first = copy.deepcopy(record)
    first["deals"] = first["deals"][:1]
    live = game.live
    first["deals"][0]["dealer"] = live[(live.index(record["deals"][0]["dealer"]) + 1) % len(live)]
    first["deals"][0]["actions"] = []
    records.replay(first)  # any live player may deal the first deal


@pytest.mark.parametrize("preset", ["three-players", "two-players"])
def test_a_first_deal_dealt_by_a_dummy_names_the_deal_and_the_rule(preset: str) -> None:
    """19 for three or two: the deal passes among the live players, so no record may give
    its first deal to a dummy's seat."""
    game = load("nineteen", preset)
    _match, record = two_deals(game)
    dummy = next(seat for seat in range(game.players) if seat not in game.live)
    bad = copy.deepcopy(record)
    bad["deals"] = bad["deals"][:1]
    bad["deals"][0]["dealer"] = dummy
    bad["deals"][0]["actions"] = []
    fails(
        bad, "deal 1: dealer must be a live player's seat", f"not {dummy} (", "a dummy never deals"
    )


@each_preset()
def test_an_unknown_option_is_named(name: str, preset: str | None) -> None:
    game = load(name, preset)
    _match, record = two_deals(game)
    bad = copy.deepcopy(record)
    bad["options"]["no_such_rule"] = 1
    fails(bad, "options", "no_such_rule")
    bad = copy.deepcopy(record)
    bad["game"] = "no-such-game"
    fails(bad, "game", "no-such-game")
    bad = copy.deepcopy(record)
    bad["players"] = [*record["players"], "Extra"]
    fails(bad, "players")


def test_an_option_of_the_wrong_type_names_the_option_and_its_type() -> None:
    """`followsuit replay` of ``"options": {"target": "abc"}``: a sentence, not Python's
    "'>' not supported between instances of 'str' and 'int'"."""
    _match, record = two_deals(load("spades", None))
    bad = copy.deepcopy(record)
    bad["options"]["target"] = "abc"
    message = fails(bad, "options: option 'target' takes a whole number, not 'abc'")
    assert "supported" not in message


@each_preset()
def test_actions_must_belong_to_their_deal(name: str, preset: str | None) -> None:
    """A deal's actions end with the deal: one more is refused, not played into the next
    deal; fewer, when another deal follows, name the deal that stopped short."""
    game = load(name, preset)
    _match, record = two_deals(game)
    if len(record["deals"]) < 2:
        pytest.skip("the match ended after one deal")
    first = record["deals"][0]["actions"]
    extra = copy.deepcopy(record)
    following = record["deals"][1]["actions"][0]
    extra["deals"][0]["actions"].append(following)
    fails(extra, f"deal 1, action {len(first) + 1} ", "the deal is already over")
    short = copy.deepcopy(record)
    short["deals"][0]["actions"] = first[:-1]
    fails(short, "deal 1", "end before the deal does")


@each_preset()
def test_a_deal_after_the_match_ended_is_refused(name: str, preset: str | None) -> None:
    """Nothing may follow the deal that ended the match."""
    game = load(name, preset)
    match = game.new_match(seed=3)
    bot, heuristic = bot_for(game, Random(3))
    limit = MATCH_DEAL_LIMIT if heuristic else RANDOM_MATCH_DEAL_LIMIT
    while not match.is_over:
        if len(match.deals) > limit:
            pytest.skip(f"{bot.name} play did not end a match within {limit} deals")
        assert match.to_act is not None
        match.apply(bot.act(match.view(match.to_act)))
    record = match.record()
    extra = copy.deepcopy(record)
    extra["deals"].append(copy.deepcopy(record["deals"][-1]))
    extra["deals"][-1]["actions"] = []
    number = len(record["deals"])
    message = fails(extra, f"deal {number + 1}", "already over")
    assert re.search(r"match", message)
    after = copy.deepcopy(record)
    after["deals"][-1]["actions"].append(deal_of(match).history[0].text)
    fails(after, f"deal {number}, action {len(record['deals'][-1]['actions']) + 1} ", "over")
