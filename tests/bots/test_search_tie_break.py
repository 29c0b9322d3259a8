"""Cards whose solved values tie at the top (``Pimc.tie_break``): by default the heuristic's card
among them, with ``tie_break="policy"`` the one the core's fast policy plays out best in the
move's first worlds; and the policy's values of each card in a world
(``WorldSolver.policy_card_values``) as the playouts after each card give them."""

from __future__ import annotations

from random import Random

import pytest

from followsuit import games
from followsuit.bots import make_bot
from followsuit.bots.search import Budget, SearchBot
from followsuit.bots.search.pimc import TIE, Thought
from followsuit.bots.search.rollout import policy_bots
from followsuit.bots.search.sampling import Sampler
from followsuit.bots.search.worlds import WorldSolver
from followsuit.engine import Game, State, View

SAMPLES = 16


def five_card_oh_hell() -> Game:
    return games.load("oh-hell", players=4, hand_sizes=(5,))


def searched(game: Game, view: View, seed: int, **options: object) -> tuple[str, Thought]:
    bot = SearchBot(game, Random(seed), budget=Budget(seconds=None, samples=SAMPLES), **options)
    choice = bot.act(view)
    assert bot.last is not None
    return choice, bot.last


def tied(thought: Thought) -> list[str]:
    top = max(tally.mean for tally in thought.tallies.values())
    return [text for text, tally in thought.tallies.items() if tally.mean >= top - TIE]


def a_tie(beside: bool = False) -> tuple[Game, View, int, Thought]:
    """The first card play of seeded heuristic deals where the default search, every world
    solved, finds more than one card at the top and the heuristic's card among them (and,
    ``beside``, a card below them)."""
    game = five_card_oh_hell()
    for seed in range(40):
        deal = game.new_deal(seed=seed, dealer=3)
        bot = make_bot("heuristic", game, Random(seed))
        while (seat := deal.to_act) is not None:
            view = deal.view(seat)
            if view["phase"] == "play" and len(view["legal"]) > 1:
                _, thought = searched(game, view, seed)
                exact = thought.samples and thought.exact == thought.samples
                ties = tied(thought)
                below = len(ties) < len(thought.tallies) or not beside
                if exact and len(ties) > 1 and thought.anchor in ties and below:
                    return game, view, seed, thought
            deal.apply(bot.act(view))
    raise AssertionError("no tie in 40 deals")


def test_by_default_a_tie_at_the_top_goes_to_the_heuristics_card() -> None:
    _, _, _, thought = a_tie()
    assert thought.choice == thought.anchor
    assert thought.how != "tied"


@pytest.mark.parametrize("favoured", ["other", "anchor"])
def test_with_the_policy_tie_break_the_tied_card_the_policy_plays_best_is_the_move(
    favoured: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The policy's values stood in for by values that favour one tied card: it is the move
    (marked ``tied``), whether or not the heuristic's; the worlds and their solved values are
    the default's (the tie is broken after them)."""
    game, view, seed, default = a_tie()
    candidates = tied(default)
    target = (
        default.anchor
        if favoured == "anchor"
        else next(text for text in candidates if text != default.anchor)
    )

    def favour(
        self: WorldSolver, state: State, seat: int, runs: int, seed: int
    ) -> dict[str, float]:
        assert seat == view["seat"]
        return {text: float(text == target) for text in view["legal"]}

    monkeypatch.setattr(WorldSolver, "policy_card_values", favour)
    choice, thought = searched(game, view, seed, tie_break="policy")
    assert choice == target
    assert thought.how == "tied"
    assert {t: x.mean for t, x in thought.tallies.items()} == {
        t: x.mean for t, x in default.tallies.items()
    }


def test_the_policy_tie_break_keeps_to_the_tied_cards(monkeypatch: pytest.MonkeyPatch) -> None:
    """A card outside the tie, however the policy values it, is not the move."""
    game, view, seed, default = a_tie(beside=True)
    outside = [text for text in default.tallies if text not in tied(default)]

    def favour_outside(
        self: WorldSolver, state: State, seat: int, runs: int, seed: int
    ) -> dict[str, float]:
        return {text: 100.0 * (text in outside) for text in view["legal"]}

    monkeypatch.setattr(WorldSolver, "policy_card_values", favour_outside)
    choice, _ = searched(game, view, seed, tie_break="policy")
    assert choice in tied(default)


def test_a_cards_policy_value_is_the_policys_playouts_after_it() -> None:
    """In a world, each legal card's value by ``policy_card_values`` agrees with the seat's
    ``policy_value`` of the world after that card (playouts from there, every seat for itself),
    within 0.35 a deal over 3,000 playouts each; the first lead of seeded deals whose cards
    the policy values at least a point apart, so that a card keyed wrongly shows."""
    game = five_card_oh_hell()
    solver = WorldSolver(game)
    for seed in range(20):
        deal = game.new_deal(seed=seed, dealer=3)
        bot = make_bot("heuristic", game, Random(seed))
        while (view := deal.view(deal.to_act))["phase"] != "play":
            deal.apply(bot.act(view))
        world = Sampler(game, policy_bots(game, Random(seed))).draw(view, Random(seed)).state
        seat = view["seat"]
        before = solver.policy_card_values(world, seat, 3000, seed=1)
        assert before is not None
        assert set(before) == set(view["legal"])
        if max(before.values()) - min(before.values()) >= 1.0:
            break
    else:
        raise AssertionError("no lead in 20 deals whose cards the policy values apart")
    for text, worth in before.items():
        after = world.clone()
        after.apply(text)
        expected = solver.policy_value(after, seat, 3000, seed=2)
        assert expected is not None
        assert worth == pytest.approx(expected, abs=0.35), text
