"""Illegal actions are refused with a reason and change nothing; clones are independent
(DESIGN: ``apply`` raises ``IllegalAction`` with a reason a person understands; the state is
unchanged)."""

from __future__ import annotations

from random import Random

from hypothesis import given
from hypothesis import strategies as st

from conformance.support import (
    GARBAGE,
    SEEDS,
    UNICODE_GARBAGE,
    check_clone_independent,
    each_preset,
    examples,
    illegal_texts,
    load,
    positions,
    refuse,
    snapshot,
)

seeds = st.integers(*SEEDS)
kinds = st.sampled_from(["deal", "match"])
noise = st.text(st.characters(codec="ascii"), max_size=12) | st.from_regex(
    r"[a-z]{0,6} ?[0-9AKQJT]{0,2}[SHDCJT]?", fullmatch=True
)


@each_preset()
def test_illegal_actions_raise_and_change_nothing(name: str, preset: str | None) -> None:
    """A card not held, an action of another position or phase, a bid out of range or random
    text raises IllegalAction or NotationError, and every view and the record stay as they
    were; check() gives the same reason as the error."""
    game = load(name, preset)

    @examples(preset)
    @given(seed=seeds, kind=kinds, extra=noise)
    def playout(seed: int, kind: str, extra: str) -> None:
        rng = Random(seed)
        seen: set[str] = set()
        tried = 0
        for state in positions(game, kind, seed, rng):
            legal = {a.text for a in state.legal_actions()}
            if legal and seen and rng.random() > 0.35:
                seen |= legal
                continue
            before = snapshot(state)
            for text in illegal_texts(state, seen, rng, extra):
                tried += refuse(state, text, legal, before)
            seen |= legal
        assert tried

    playout()


@each_preset()
def test_garbage_text_is_a_notation_or_illegal_action_error(name: str, preset: str | None) -> None:
    """Texts no game accepts (out-of-range bids, verbs without cards, unicode digits and
    letters that change under upper()) raise a GameError a caller can act on, in every phase,
    never another exception (STYLE: distinct errors a caller can act on)."""
    game = load(name, preset)
    for step, state in enumerate(positions(game, "deal", 0, Random(0))):
        if step % 8 and not state.is_over:
            continue
        legal = {a.text for a in state.legal_actions()}
        before = snapshot(state)
        for text in GARBAGE + UNICODE_GARBAGE:
            refuse(state, text, legal, before)


@each_preset()
def test_clone_is_independent(name: str, preset: str | None) -> None:
    """clone() copies everything mutable: playing on a clone never changes the original."""
    game = load(name, preset)

    @examples(preset)
    @given(seed=seeds, kind=kinds)
    def playout(seed: int, kind: str) -> None:
        rng = Random(seed)
        for state in positions(game, kind, seed, rng):
            if rng.random() < 0.2:
                check_clone_independent(state, rng)

    playout()
