"""What a candidate's value in a sampled world counts as (``pimc``): exact where the play
after the candidate (or after the auction it begins) was solved, a playout's where the playout
bots played cards before the solve (Bézique's stock, played out to the last eight); and the
last eight of two-handed Bézique, where a playout ends, solved by the native core as the
game's own ``settle`` scores it.

The difference matters: where every sample's value is exact, PIMC's best mean is the move;
where they are playouts, the heuristic's move is left only at ``confidence`` standard errors.
"""

from __future__ import annotations

from random import Random

import pytest

from followsuit import games
from followsuit.bots import make_bot
from followsuit.bots.search.pimc import Thought
from followsuit.bots.search.value import score_index, value
from followsuit.bots.search.worlds import WorldSolver
from followsuit.engine import Game
from followsuit.games.bezique.bot.settle import settle

from .search_deals import Seen, search_deal


def searched(
    game: Game, seed: int, phase: str, limit: int = 6, every_decision: bool = False
) -> list[Thought]:
    """The first ``limit`` thoughts of search in seat 0 of a seeded deal (``search_deal``) at
    decisions of ``phase`` with more than one choice."""

    def at_phase(seen: Seen) -> list[Thought]:
        return [t for v, t, _ in seen if t is not None and v["phase"] == phase]

    def enough(seen: Seen) -> bool:
        return len(at_phase(seen)) >= limit

    return at_phase(search_deal(game, seed, enough, every_decision))


def test_a_value_reached_by_cards_played_out_first_is_a_playouts() -> None:
    """Grand Bézique's stock is played out by the heuristics to the last eight, which the core
    then solves: the value is a playout's (none counted exact), so the heuristic's move stands
    unless another beats it clearly."""
    thoughts = searched(games.load("bezique", "grand"), 3, "play")
    sampled = [t for t in thoughts if t.samples]
    assert sampled
    assert all(t.solved for t in sampled)  # the last eight of every world solved natively
    assert all(t.exact == 0 for t in sampled)
    assert all(t.how in ("anchor", "sampled") for t in sampled)


def test_an_auction_candidate_judged_by_the_solved_play_is_exact() -> None:
    """10 Bridge's calls (searched here, though the game leaves them to its heuristic): the
    auction is finished by the playout bots (no card played) and the play after it solved:
    exact where the world fits the solver."""
    thoughts = searched(games.load("10-bridge"), 1, "auction", limit=3, every_decision=True)
    assert thoughts
    assert any(t.exact for t in thoughts)


def test_a_two_handed_playout_ends_in_the_native_solve_of_the_last_eight() -> None:
    """Two-handed Bézique: the playouts of a follow in the stock stop at the last eight, which
    the core solves (the game's ``settle`` would score it in Python, some thirty times slower),
    and the value is still a playout's."""
    thoughts = searched(games.load("bezique"), 3, "play")
    sampled = [t for t in thoughts if t.samples]
    assert sampled
    assert all(t.solved for t in sampled)
    assert all(t.exact == 0 for t in sampled)


@pytest.mark.parametrize("seed", range(4))
def test_z1_the_last_eight_solved_natively_is_worth_what_settle_scores(seed: int) -> None:
    """Z1's last eight, every position of a heuristic deal's: the core's exact value for the
    seat to act is ``value`` of the scores the game's ``settle`` gives (the two agree, so the
    search's playouts may end in either)."""
    game = games.load("bezique")
    rng = Random(seed)
    order = list(range(len(game.pack)))
    rng.shuffle(order)
    state = game.deal_from_order(order, seed % 2, game.initial_carry())
    bots = [make_bot("heuristic", game, Random(seed * 10 + s)) for s in range(2)]
    worlds = WorldSolver(game)
    checked = 0
    while (seat := state.to_act) is not None:
        settled = settle(state)
        if settled is not None:
            worlds.forget()
            solved = worlds.position_value(state, seat)
            assert solved == pytest.approx(value(settled, score_index(game, seat), "mean"))
            checked += 1
        state.apply(bots[seat].act(state.view(seat)))
    assert checked >= 15
