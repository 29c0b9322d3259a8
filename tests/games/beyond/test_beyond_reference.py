"""The engine against a second, plain reading of the rules (beyond_reference.py): at every step
of many deals the seat to act and the set of legal actions agree, and so do the final scores.
Random calls reach raises, re-raises, pass rounds and odd claims that the heuristic bot seldom
makes; random cards lead jokers early and often (B9)."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path
from random import Random

import pytest
from beyond_helpers import game
from beyond_reference import Referee, pack

from followsuit.games.beyond.bot import HeuristicBot
from followsuit.games.beyond.state import BeyondDeal

GOLDEN = Path(__file__).parents[2] / "golden" / "beyond"


def wild_call(legal: list[str], rng: Random) -> str:
    """Random calls with plenty of passes, raises and re-raises."""
    if "reraise" in legal and rng.random() < 0.5:
        return "reraise"
    if "raise" in legal and rng.random() < 0.3:
        return "raise"
    if rng.random() < 0.55:
        return "pass"
    return rng.choice(legal)


def play_both(deal: BeyondDeal, choose: object, seen: Counter[str]) -> Referee:
    """Play ``deal`` and the referee side by side, checking them at every step."""
    referee = Referee.deal(deal.pack_text(), deal.dealer)
    while deal.to_act is not None:
        assert referee.to_act() == deal.to_act
        engine_legal = sorted(a.text for a in deal.legal_actions())
        assert engine_legal == sorted(referee.legal()), deal.phase
        if deal.phase == "play" and not deal.trick.cards and referee.previous_lead == "JK":  # type: ignore[union-attr]
            seen["lead after a joker lead"] += 1
        action = choose(deal, engine_legal)  # type: ignore[operator]
        if action in ("raise", "reraise"):
            seen[action] += 1
        deal.apply(action)
        referee.apply(action)
    assert referee.to_act() is None
    seen["pass round" if referee.contract() is None else "contract"] += 1
    assert deal.outcome().scores == referee.scores()
    return referee


def test_reference_pack_is_the_engines() -> None:
    """B1, read twice: the same 52 faces."""
    assert Counter(pack()) == Counter(str(card) for card in game().pack)


@pytest.mark.parametrize("name", ["pass_round", "reraised_nt", "match"])
def test_golden_records_score_the_same_under_the_plain_reading(name: str) -> None:
    """The golden records' expected scores, worked out again without the engine, deal by deal
    (every call and card checked legal on the way), and for the whole match the running totals
    after each deal (B13)."""
    record = json.loads((GOLDEN / f"{name}.json").read_text())
    expected = json.loads((GOLDEN / f"{name}.expected.json").read_text())
    running = [0, 0]
    for deal, outcome in zip(record["deals"], expected["deals"], strict=True):
        referee = Referee.deal(deal["pack"], deal["dealer"])
        for action in deal["actions"]:
            referee.apply(action)
        assert referee.to_act() is None
        assert list(referee.scores()) == outcome["scores"]
        assert referee.tricks == outcome["result"]["tricks"]
        if referee.contract() is not None:
            assert referee.contracts() == outcome["result"]["contracts"]
        running = [total + score for total, score in zip(running, referee.scores(), strict=True)]
    assert expected["totals"] == running


def test_b1_to_b12_engine_agrees_with_the_plain_reading_on_random_deals() -> None:
    """B1-B12: random calls, claims and cards over 150 deals: same seat to act, same legal
    actions at every step, same scores at the end."""
    beyond = game()
    seen: Counter[str] = Counter()
    for seed in range(150):
        rng = Random(seed)

        def choose(deal: BeyondDeal, legal: list[str], rng: Random = rng) -> str:
            return wild_call(legal, rng) if deal.phase == "auction" else rng.choice(legal)

        play_both(beyond.new_deal(seed=seed, dealer=seed % 4), choose, seen)
    for what in ("raise", "reraise", "pass round", "contract", "lead after a joker lead"):
        assert seen[what] >= 5, (what, seen)


def test_b1_to_b12_engine_agrees_with_the_plain_reading_on_bot_deals() -> None:
    """B1-B12 as the heuristic bot plays them (real contracts, covered jokers, exact claims)."""
    beyond = game()
    seen: Counter[str] = Counter()
    for seed in range(40):
        bots = [HeuristicBot(Random(seed * 4 + s)) for s in range(4)]

        def choose(deal: BeyondDeal, legal: list[str], bots: list[HeuristicBot] = bots) -> str:
            seat = deal.to_act
            assert seat is not None
            return bots[seat].act(deal.view(seat))

        play_both(beyond.new_deal(seed=1000 + seed, dealer=seed % 4), choose, seen)
    assert seen["contract"] >= 30
