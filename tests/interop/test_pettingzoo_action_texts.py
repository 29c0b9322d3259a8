"""The fixed action space: ``Game.action_texts()`` holds every legal action a game can meet.

Random matches of every game and preset only ever offer legal actions listed there, each
listed once; the rarer steps (Spades' blind nil exchange, Atkinson jokers called high or low,
the forehead deal's ``play``, 10 Bridge's trump choice and ``reveal``, Beyond's claims) are
met along the way, so the check reaches them.
"""

from __future__ import annotations

from random import Random

import pytest

from followsuit import games
from followsuit.errors import OptionError

PAIRS = games.all_presets()
MATCHES = 3
DEALS = 12


def random_match_actions(name: str, preset: str | None, seed: int, deals: int = DEALS) -> set[str]:
    """Every legal action text offered in a few random matches (a few deals each)."""
    game = games.load(name, preset)
    rng = Random(seed)
    seen: set[str] = set()
    for _ in range(MATCHES):
        match = game.new_match(seed=rng.randrange(1 << 30))
        while not match.is_over and len(match.finished) < deals:
            legal = [str(a) for a in match.legal_actions()]
            seen.update(legal)
            match.apply(rng.choice(legal))
    return seen


@pytest.mark.parametrize(("name", "preset"), PAIRS, ids=[f"{n}-{p}" for n, p in PAIRS])
def test_random_matches_only_meet_listed_actions(name: str, preset: str | None) -> None:
    game = games.load(name, preset)
    if preset == "french-cut":
        with pytest.raises(OptionError):
            game.action_texts()
        return
    texts = game.action_texts()
    assert len(texts) == len(set(texts)), "each action text is listed once"
    assert texts == games.load(name, preset).action_texts(), "the order is stable"
    unlisted = random_match_actions(name, preset, seed=13) - set(texts)
    assert not unlisted, f"legal actions missing from action_texts(): {sorted(unlisted)[:10]}"


RARE = [
    ("spades", None, "give"),
    ("oh-hell", "atkinson-5", " high"),
    ("oh-hell", "devils-bridge", "play"),
    ("10-bridge", None, "trump "),
    ("10-bridge", None, "reveal"),
    ("beyond", None, "claim "),
    ("spades", "mitchell", "take "),
    ("spades", "partnership-bidding", "tell "),
]


@pytest.mark.parametrize(("name", "preset", "word"), RARE)
def test_the_rare_steps_are_met_and_listed(name: str, preset: str | None, word: str) -> None:
    seen = random_match_actions(name, preset, seed=13, deals=25)
    met = {t for t in seen if word in t}
    assert met, f"no {word!r} action met: the playouts do not reach it"
    assert met <= set(games.load(name, preset).action_texts())
