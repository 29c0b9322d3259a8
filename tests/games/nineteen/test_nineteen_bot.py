"""19's heuristic bot: measured against the random bot over the same deals, it wins points
at every table size; it keeps a helping group and the Juggler, and reads only its view."""

from __future__ import annotations

import json
from random import Random

import pytest
from nineteen_helpers import build, game, play

from followsuit.engine import Bot, RandomBot
from followsuit.games.nineteen.bot import HeuristicBot
from followsuit.sim.playing import dealer_of

DEALS = 120


def _mean_scores(preset: str | None, kinds: str) -> list[float]:
    """Each seat's mean score per deal over the same seeded deals (h heuristic, r random)."""
    g = game(preset)
    totals = [0.0] * 4
    for number in range(DEALS):
        deal = g.new_deal(seed=900 + number, dealer=dealer_of(g, number))
        bots: list[Bot] = [
            HeuristicBot(Random(number * 10 + s)) if kind == "h" else RandomBot(Random(s))
            for s, kind in enumerate(kinds)
        ]
        while deal.to_act is not None:
            seat = deal.to_act
            deal.apply(bots[seat].act(deal.view(seat)))
        for seat, score in enumerate(deal.outcome().scores):
            totals[seat] += score
    return [t / DEALS for t in totals]


@pytest.mark.parametrize(
    ("preset", "kinds", "heuristic", "random"),
    [
        (None, "hrhr", (0, 2), (1, 3)),
        ("three-players", "hrrr", (0,), (1, 2)),
        ("two-players", "rrhr", (2,), (0,)),
    ],
)
def test_heuristic_bot_beats_the_random_bot(
    preset: str | None, kinds: str, heuristic: tuple[int, ...], random: tuple[int, ...]
) -> None:
    """Measured with ``followsuit simulate nineteen --deals 2000 --bots heuristic,random,...``:
    about +450 a deal for the heuristic seats and -450 for the random ones (four players),
    +437 against about -220 (three), +27 against -27 (two)."""
    means = _mean_scores(preset, kinds)
    mean_heuristic = sum(means[s] for s in heuristic) / len(heuristic)
    mean_random = sum(means[s] for s in random) / len(random)
    assert mean_heuristic > 0 > mean_random


def test_the_bot_keeps_a_group_that_helps() -> None:
    """N5: a first group of trumps is taken at once; a group of low cards is rejected."""
    deal = build({}, stock="T20 T19 T18 7S 8S 9S", no_trumps=[1, 2, 3])
    play(deal, "preferred three", "pass", "pass", "pass")
    assert HeuristicBot(Random(0)).act(deal.view(0)) == "take 1"
    deal = build({}, stock="7S 8S 9S T20 T19 T18", no_trumps=[1, 2, 3])
    play(deal, "preferred three", "pass", "pass", "pass")
    assert HeuristicBot(Random(0)).act(deal.view(0)) == "next"


def test_the_bot_keeps_the_juggler_out_of_harm() -> None:
    """A defender holding the Juggler and another trump, void in the suit led, trumps with
    the other trump rather than lose the Juggler's 5 points."""
    east = "T1 T2 KH QH CH VH TH 9H 8H 7H KD QD"
    deal = build({0: "7S", 1: east}, no_trumps=[2, 3], stock_no_trumps=True)
    play(deal, "solo", "pass", "pass", "pass", "pass", "7S")
    assert HeuristicBot(Random(0)).act(deal.view(1)) == "T2"


def test_the_bot_uses_only_its_view() -> None:
    """The bot answers the same from a JSON copy of its view."""
    g = game()
    deal = g.new_deal(seed=3)
    bot = HeuristicBot(Random(1))
    while deal.to_act is not None:
        view = deal.view(deal.to_act)
        action = bot.act(json.loads(json.dumps(view)))
        assert action in view["legal"]
        deal.apply(action)


def test_a_defender_reads_the_likely_partner_from_the_play() -> None:
    """A player who gives a queen to a trick declarer is winning leans towards declarer's
    side; one who beats declarer's card, away from it."""
    plays = [(0, "7S"), (1, "QS"), (2, "8S"), (3, "9S"), (1, "7H"), (2, "8H"), (3, "9H")]
    plays += [(0, "KH")]
    log = [{"seat": 0, "kind": "call", "text": "partnership"}]
    log += [{"seat": seat, "kind": "play", "text": text} for seat, text in plays]
    view = {"details": {"declarer": 0, "sides": [0, None, 1, None]}, "log": log}
    assert HeuristicBot(Random(0)).suspected_partner(view) is None  # KH: nobody gave yet
    log += [{"seat": 2, "kind": "play", "text": "7C"}, {"seat": 3, "kind": "play", "text": "QC"}]
    assert HeuristicBot(Random(0)).suspected_partner(view) is None  # not to declarer's trick
    view["log"] = [log[0]] + [
        {"seat": seat, "kind": "play", "text": text}
        for seat, text in [(0, "KH"), (1, "7H"), (2, "8H"), (3, "QH")]
    ]
    assert HeuristicBot(Random(0)).suspected_partner(view) == 3
