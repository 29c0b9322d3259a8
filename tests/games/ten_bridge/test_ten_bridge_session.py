"""A 10 Bridge session (ruling T7): deals in rotation, carried part scores, the end bonus, and
the options and presets."""

from __future__ import annotations

import json
from random import Random

import pytest
from ten_bridge_deals import game

from followsuit.engine import Match, RandomBot
from followsuit.errors import OptionError
from followsuit.games import load, options_for, spec
from followsuit.games.ten_bridge.bot.system import explain
from followsuit.games.ten_bridge.scoring import session_bonus
from followsuit.records import explained_record, replay


def play_out(match: Match, seed: int = 0) -> Match:
    bot = spec("10-bridge").heuristic
    assert bot is not None
    player = bot(match.game, Random(seed))
    while match.to_act is not None:
        match.apply(player.act(match.view(match.to_act)))
    return match


def test_t7_session_of_twelve_deals_by_default() -> None:
    """T7 (option): a session is 12 deals, the turn to deal passing to the left."""
    match = play_out(game().new_match(seed=4, dealer=2))
    assert match.match_is_over
    assert len(match.finished) == 12
    assert [d.dealer for d in match.deals] == [(2 + i) % 4 for i in range(12)]


def test_t7_part_scores_carry_from_deal_to_deal() -> None:
    """T7: each deal starts from the carried part scores the last one left."""
    match = play_out(game().new_match(seed=7, dealer=0))
    for deal, before in zip(match.deals[1:], match.finished, strict=False):
        assert deal.view(None)["details"]["part_scores"] == before.result["part_scores"]
        assert deal.outcome().result["part_scores_before"] == before.result["part_scores"]


@pytest.mark.parametrize("bonus", [5, 0, 8])
def test_t7_end_of_session_bonus(bonus: int) -> None:
    """T7 (option): at the end, each side with a carried part score scores the bonus."""
    match = play_out(game(deals=4, session_bonus=bonus).new_match(seed=11, dealer=1))
    final = match.finished[-1].result["part_scores"]
    sums = [sum(s[i] for s in match.scores.deals) for i in (0, 1)]
    expected = session_bonus(final, bonus)
    assert list(match.scores.totals) == [sums[0] + expected[0], sums[1] + expected[1]]


def test_session_records_replay_with_explanations() -> None:
    """Records: a session replays to the same totals; each deal stores its calls' meanings."""
    match = play_out(game(deals=3).new_match(seed=5, dealer=0))
    record = json.loads(json.dumps(explained_record(match)))
    for stored, deal in zip(record["deals"], match.deals, strict=True):
        calls = [call for _, call in deal.auction.calls]
        assert stored["explanations"] == [explain(calls[:i], c) for i, c in enumerate(calls)]
    summary = replay(record).summary
    assert summary["totals"] == list(match.scores.totals)
    assert summary["complete"]


def test_score_names_and_pack() -> None:
    """Partnership scores: North-South, East-West."""
    assert game().score_names == ["North-South", "East-West"]


@pytest.mark.parametrize(
    ("options", "name"),
    [({"deals": 0}, "deals"), ({"opening_lead": "left"}, "opening_lead"),
     ({"session_bonus": -5}, "session_bonus"), ({"trumps": 1}, "trumps")],
)  # fmt: skip
def test_bad_options_name_the_option(options: dict[str, object], name: str) -> None:
    """Options are validated on creation; a bad one is an OptionError naming it."""
    with pytest.raises(OptionError, match=name):
        load("10-bridge", **options)


def test_presets() -> None:
    """T5 and T7 options as presets."""
    assert options_for("10-bridge", "dealer-lead").as_dict()["opening_lead"] == "dealer-left"
    assert options_for("10-bridge", "no-session-bonus").as_dict()["session_bonus"] == 0
    assert set(spec("10-bridge").presets) == set(spec("10-bridge").preset_notes)


def test_random_playouts_reach_the_end() -> None:
    """Every deal ends after 40 cards; exactly one seat acts and has legal actions."""
    rng = Random(3)
    for seed in range(20):
        state = game().new_deal(seed=seed, dealer=seed % 4)
        bot = RandomBot(rng)
        while state.to_act is not None:
            assert state.legal_actions()
            state.apply(bot.act(state.view(state.to_act)))
        assert state.played.bit_count() == 40
        assert sum(state.tricks_won) == 10


def test_designer_statistics_count_reveals_and_contracts() -> None:
    """The simulator's statistics: rates over deals' results, reveals counted by hand."""
    statistics = spec("10-bridge").statistics
    assert statistics is not None
    match = play_out(game(deals=8).new_match(seed=2, dealer=0))
    results = [o.result for o in match.finished]
    rows = {what: measured for what, measured, _ in statistics(results)}
    made = sum(r["made"] for r in results)
    assert rows["contracts made"].endswith(f"({made}/8)")
    suit = [r for r in results if r["trump"] is not None]
    revealed = sum(r["revealed_by"] is not None for r in suit)
    assert rows["trump revealed"].endswith(f"({revealed}/{len(suit)})") or not suit
