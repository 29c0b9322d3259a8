"""An action object is what its text means in this game: another game's, or one made up, is
refused unless its text names a legal action here, and anything else is a TypeError; either
way the state is unchanged (DESIGN: apply raises with a reason, the state unchanged)."""

from __future__ import annotations

from random import Random

import pytest

from conformance.support import each_preset, load, positions, snapshot
from followsuit import games, records
from followsuit.cards import Card
from followsuit.engine import Action, State
from followsuit.errors import IllegalAction, NotationError


def foreign_actions() -> list[Action]:
    """Actions of every game's first positions, and a few made up (values out of range)."""
    found: list[Action] = [
        Action("bid", "-5", -5),
        Action("play", "ZZ", 10**6),
        Action("bid", "4", 99),
    ]
    for name in games.names():
        state: State = games.load(name).new_deal(seed=1)
        rng = Random(1)
        for _ in range(6):
            if state.to_act is None:
                break
            legal = state.legal_actions()
            found += legal[:3]
            state.apply(rng.choice(legal))
    return found


FOREIGN = foreign_actions()
NOT_ACTIONS: tuple[object, ...] = (5, None, b"AS", Card.parse("AS"), ("bid", "4"))


@each_preset()
def test_another_games_action_is_judged_by_its_text_and_changes_nothing_when_refused(
    name: str, preset: str | None
) -> None:
    game = load(name, preset)
    for state in list(positions(game, "deal", seed=3, rng=Random(3)))[:6]:
        if state.to_act is None:
            continue
        legal = {action.text for action in state.legal_actions()}
        before = snapshot(state)
        for action in FOREIGN:
            if action.text in legal:
                continue  # its text is a legal action here: taken as that action
            with pytest.raises((IllegalAction, NotationError)):
                state.apply(action)
            assert state.check(action) is not None or action.text not in legal
            assert snapshot(state) == before, f"{action!r} changed the state"
        for thing in NOT_ACTIONS:
            with pytest.raises(TypeError, match="an action is an Action or its text"):
                state.apply(thing)  # type: ignore[arg-type]
            with pytest.raises(TypeError, match="an action is an Action or its text"):
                state.is_legal(thing)  # type: ignore[arg-type]
            assert snapshot(state) == before


@each_preset()
def test_a_match_played_with_action_objects_replays_from_its_record(
    name: str, preset: str | None
) -> None:
    """An object accepted is the action its text names, so the record (texts) replays it."""
    game = load(name, preset)
    match = game.new_match(seed=5)
    rng = Random(5)
    while match.to_act is not None and len(match.finished) < 1:
        texts = {action.text for action in match.legal_actions()}
        usable = [a for a in FOREIGN if a.text in texts]
        match.apply(
            rng.choice(usable) if usable and rng.random() < 0.5 else rng.choice(sorted(texts))
        )
    assert records.replay(match.record()).summary == records.summarise(match)
