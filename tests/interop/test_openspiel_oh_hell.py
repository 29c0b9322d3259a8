"""Differential test: the same Oh Hell deals played in OpenSpiel's ``oh_hell`` and in followsuit.

OpenSpiel runs with 4 players and 10 tricks (``players=4, num_tricks_fixed=10``), followsuit
under its default options (ruling S4), whose first deal is 10 cards each. OpenSpiel's chance
steps choose the dealer (West here), then deal 40 cards one at a time starting with player 0,
then turn up one card for trumps; followsuit deals the same pack order from the dealer's left
(North first when West deals) and turns up the next card. Bids and cards are then chosen at
random among those both engines allow.

The two follow the same rules here and must agree exactly: who acts, the legal bids (the hook:
the dealer may not make the bids total 10) and cards at every step, the tricks each seat took
and the scores (a point a trick, 10 more for an exact bid). What OpenSpiel does differently
lies outside one such deal: it always deals the first card to player 0 whoever deals (its own
comment says so; S4 deals from the dealer's left), and by default it draws each deal's size
and dealer at random rather than running the 10-down-to-1-and-back sequence of a game.
"""

from __future__ import annotations

from random import Random

import pytest

from followsuit.games import load
from followsuit.games.oh_hell.state import OhHellDeal

from .spiel import WEST, card_names, legal_texts, tricks_taken

pyspiel = pytest.importorskip(
    "pyspiel", reason="OpenSpiel is not installed (pip install 'followsuit[openspiel]')"
)

DEALS = 60
TRICKS = 10
GAME = load("oh-hell")
SPIEL = pyspiel.load_game("oh_hell", {"players": 4, "num_tricks_fixed": TRICKS})
TRICKS_WON = r"Tricks Won:([\d ]+)"

Trace = tuple[OhHellDeal, object, int]
"""A deal played in both: followsuit's state, OpenSpiel's state, the steps compared."""


def play_both(seed: int) -> Trace:
    """One deal in both engines, compared at every step; the number of steps compared."""
    rng = Random(seed)
    spiel = SPIEL.new_initial_state()
    spiel.apply_action(TRICKS)
    spiel.apply_action(WEST)
    names = card_names(spiel)
    order = list(range(52))
    rng.shuffle(order)
    for card in order[: 4 * TRICKS + 1]:
        spiel.apply_action(card)
    ours = GAME.new_deal(dealer=WEST, pack=[names[c] for c in order])
    assert isinstance(ours, OhHellDeal)
    assert ours.turn_up is not None and str(GAME.pack[ours.turn_up]) == names[order[40]]
    steps = 0
    while not spiel.is_terminal():
        assert ours.to_act == spiel.current_player()
        theirs = legal_texts(spiel)
        mine = {a.text: a for a in ours.legal_actions()}
        assert theirs.keys() == mine.keys(), (ours.phase, sorted(mine), sorted(theirs))
        choice = rng.choice(sorted(mine))
        spiel.apply_action(theirs[choice])
        ours.apply(mine[choice])
        steps += 1
    assert ours.is_over
    return ours, spiel, steps


@pytest.fixture(scope="module")
def traces() -> list[Trace]:
    return [play_both(seed) for seed in range(DEALS)]


def test_s4_legal_bids_and_cards_agree_at_every_step(traces: list[Trace]) -> None:
    """S4: bids 0..10 with the hook on the dealer, then follow suit (trumps turned up): both
    engines offer the same actions at each of the 4 bids and 40 plays of every deal."""
    assert all(steps == 4 + 4 * TRICKS for _, _, steps in traces)


def test_tricks_taken_agree(traces: list[Trace]) -> None:
    """The same cards played win the same tricks, trumps included."""
    for ours, spiel, _ in traces:
        assert list(ours.tricks_won) == tricks_taken(spiel, TRICKS_WON)


def test_s4_scores_agree(traces: list[Trace]) -> None:
    """S4: a point a trick plus 10 for an exact bid, in both engines, seat by seat."""
    exact = 0
    for ours, spiel, _ in traces:
        assert list(ours.outcome().scores) == spiel.returns()  # type: ignore[attr-defined]
        exact += sum(ours.bids[s] == ours.tricks_won[s] for s in range(4))
    assert exact, "no bid was made exactly: the bonus went untested"
