"""Each game's action grammar (engine/grammar.py) is the one source of its texts: every legal
action is its form's rendering of its typed fields, and that text parses back to the very
action (DESIGN: "Actions have a canonical text form")."""

from __future__ import annotations

from random import Random

from hypothesis import given
from hypothesis import strategies as st

from conformance.support import SEEDS, each_preset, examples, load, positions

seeds = st.integers(*SEEDS)
kinds = st.sampled_from(["deal", "match"])


@each_preset()
def test_legal_texts_round_trip_through_the_grammar(name: str, preset: str | None) -> None:
    """At random positions: the legal texts are exactly the grammar's rendering of the legal
    actions, and parse(render(a)) == a for each."""
    game = load(name, preset)
    grammar = game.grammar

    @examples(preset, scale=0.5)
    @given(seed=seeds, kind=kinds)
    def playout(seed: int, kind: str) -> None:
        for state in positions(game, kind, seed, Random(seed)):
            legal = state.legal_actions()
            rendered = [grammar.render(action) for action in legal]
            assert rendered == [action.text for action in legal]
            for action, text in zip(legal, rendered, strict=True):
                assert state.parse(text) == action, text

    playout()
