"""19's scores (N6, N8, N9): card points, the game value, shares, declarations' payments,
each deal summing to 0."""

from __future__ import annotations

from fractions import Fraction
from random import Random

import pytest
from nineteen_helpers import build, game, play, play_out

from followsuit.games.nineteen.cards import TOTAL_POINTS, masks
from followsuit.games.nineteen.outcome import side_points
from followsuit.games.nineteen.scoring import (
    PARTNERSHIP,
    PREFERRED_ONE,
    PREFERRED_THREE,
    PREFERRED_TWO,
    SOLO,
    achievement_payments,
    game_payments,
    game_value,
    holding_payments,
    seat_scores,
)
from followsuit.games.nineteen.state import NineteenDeal
from followsuit.sim.playing import dealer_of

PRESETS = [None, "three-players", "two-players"]


def test_n8_card_points_are_106_plus_12_tricks() -> None:
    """N8: honours and kings 5, queens 4, cavaliers 3, valets 2, others 1: 106, and 12
    tricks make 118."""
    cards = masks(game().pack)
    assert cards.points_of(game().pack.full_mask) == 106
    assert TOTAL_POINTS == 118


@pytest.mark.parametrize("preset", PRESETS)
def test_n8_every_deal_shares_out_118_points_and_sums_to_0(preset: str | None) -> None:
    """N8: the sides' points make 118 whatever the bid; the per-seat scores sum to 0 (N9: a
    dummy neither pays nor is paid)."""
    g = game(preset)
    bids = set()
    for seed in range(40):
        rng = Random(seed)
        deal = g.new_deal(seed=seed, dealer=dealer_of(g, seed))
        while not deal.is_over:
            deal.apply(rng.choice(deal.legal_actions()))
        assert isinstance(deal, NineteenDeal)
        assert sum(side_points(deal)) == TOTAL_POINTS
        scores = deal.outcome().scores
        assert sum(scores) == 0
        assert all(scores[d] == 0 for d in g.dummies)
        bids.add(deal.bid)
    assert len(bids) >= (1 if preset == "two-players" else 3)


WORKED = [
    # (points, bid, level, contra, value): (10 + |points - 60|) x multiplier x level (x 2)
    (72, PARTNERSHIP, 1, False, 22),
    (60, PARTNERSHIP, 1, True, 20),
    (51, PREFERRED_THREE, 3, False, 19 * 3 * 3),
    (65, PREFERRED_TWO, 5, False, 15 * 4 * 5),
    (80, PREFERRED_ONE, 11, True, 30 * 5 * 11 * 2),
    (30, SOLO, 1, False, 40 * 6),
]


@pytest.mark.parametrize(("points", "bid", "level", "contra", "value"), WORKED)
def test_n8_worked_value_per_bid(
    points: int, bid: int, level: int, contra: bool, value: int
) -> None:
    assert game_value(points, bid, level, contra) == value


def test_n8_shares_within_a_side() -> None:
    """N8: each defender pays the value to declarer's side, whose members share it; declarer
    alone takes it all; lost, the side pays each defender."""
    live = (0, 1, 2, 3)
    pair = seat_scores(game_payments(22, True, [0, 2], [1, 3], live), 4)
    assert pair == (22, -22, 22, -22)
    alone = seat_scores(game_payments(22, True, [0], [1, 2, 3], live), 4)
    assert alone == (66, -22, -22, -22)
    lost = seat_scores(game_payments(15, False, [0, 2], [1, 3], live), 4)
    assert lost == (-15, 15, -15, 15)
    three = seat_scores(game_payments(21, True, [0, 3], [1, 2], (0, 1, 2)), 4)
    assert three == (21, -10.5, -10.5, 0)  # N9: the dummy's share is not paid


def test_n6_holdings_and_achievements_payments() -> None:
    """N6: a holding is paid to its holder by each other player; an achievement is paid when
    made and paid to each when failed; a contra doubles it."""
    live = (0, 1, 2, 3)
    assert seat_scores(holding_payments(1, "royal", 12, live), 4) == (-12, 36, -12, -12)
    failed = achievement_payments(2, "sparrow", False, False, live)
    assert seat_scores(failed, 4) == (10, 10, -30, 10)
    doubled = achievement_payments(2, "slam", True, True, live)
    assert seat_scores(doubled, 4) == (-40, -40, 120, -40)
    assert all(p.amount == Fraction(40) for p in doubled)


def _scores_with(declaration: str, contra: str | None = None) -> tuple[float, ...]:
    deal = build({1: "KS KH KD KC T1 T21 TF"}, no_trumps=[0, 2, 3], stock_no_trumps=True)
    play(deal, "solo", declaration, "pass", "pass", "pass")
    if contra is not None:
        play(deal, contra)
    play_out(deal)
    return tuple(deal.outcome().scores)


def test_n6_royal_versus_honours_and_kings() -> None:
    """N6: four kings and three honours: honours + kings score 16, royal 12, from each."""
    base = _scores_with("pass")
    both = _scores_with("declare honours kings")
    royal = _scores_with("declare royal")
    assert [b - a for a, b in zip(base, both, strict=True)] == [-16, 48, -16, -16]
    assert [b - a for a, b in zip(base, royal, strict=True)] == [-12, 36, -12, -12]


def test_n6_a_failed_sparrow_is_paid_to_each_other_player() -> None:
    """N6: East declares the sparrow; the Juggler does not win the last trick for East's
    side: East pays 10 to each; contra'd by North (declarer), 20."""
    base = _scores_with("pass")
    deal = build({1: "KS KH KD KC T1 T21 TF"}, no_trumps=[0, 2, 3], stock_no_trumps=True)
    play(deal, "solo", "declare sparrow", "pass", "pass", "pass")
    play_out(deal)
    sparrow = [d for d in deal.outcome().result["declarations"] if d["item"] == "sparrow"]
    assert sparrow == [{"seat": 1, "item": "sparrow", "made": False}]
    failed = tuple(deal.outcome().scores)
    assert [b - a for a, b in zip(base, failed, strict=True)] == [10, -30, 10, 10]


@pytest.mark.parametrize(
    ("trumps", "points"),
    [
        ("T2 T3 T4 T5 T6 T7 T8", 0),
        ("T2 T3 T4 T5 T6 T7 T8 TF", 4),
        ("T2 T3 T4 T5 T6 T7 T8 T9 T10 TF", 8),
        ("T2 T3 T4 T5 T6 T7 T8 T9 T10 T11 T12 TF", 12),
    ],
)
def test_n6_trumps_score_by_the_highest_tier_held(trumps: str, points: int) -> None:
    """N6: 8+, 10+ and 12+ trumps score 4, 8 and 12 (Tomfool is a trump); 7 score nothing."""
    plain = ["7S", "8S", "9S", "TS", "VS", "7H", "8H", "9H", "TH", "VH", "QH", "7D"]
    held = trumps.split()
    hand = " ".join(held + plain[: 12 - len(held)])
    deal = build({1: hand}, no_trumps=[0, 2, 3], stock_no_trumps=True)
    assert deal.holding_points(1, "trumps") == points
    play(deal, "solo")
    texts = [a.text for a in deal.legal_actions()]
    assert ("declare trumps" in texts) == (points > 0)


def test_n6_a_contra_of_an_opponents_sparrow_doubles_its_payments() -> None:
    """N6: East declares the sparrow, North (declarer, East's opponent) declares the slam and
    so may contra it: East's failed sparrow then costs 20 to each instead of 10."""

    def scores(contra: bool) -> list[float]:
        deal = build({1: "KS KH KD KC T1 T21 TF"}, no_trumps=[0, 2, 3], stock_no_trumps=True)
        play(deal, "solo", "declare sparrow", "pass", "pass", "declare slam")
        assert deal.phase == "contra" and deal.turns.seats == [1, 0]
        assert "contra sparrow" not in [a.text for a in deal.legal_actions()]
        play(deal, "pass")
        assert "contra sparrow" in [a.text for a in deal.legal_actions()]
        play(deal, "contra sparrow" if contra else "pass")
        play_out(deal)
        made = {d["item"]: d["made"] for d in deal.outcome().result["declarations"]}
        assert made == {"sparrow": False, "slam": False}
        return list(deal.outcome().scores)

    plain, doubled = scores(False), scores(True)
    assert [b - a for a, b in zip(plain, doubled, strict=True)] == [10, -30, 10, 10]


def test_n6_only_a_true_defender_may_contra_the_bid() -> None:
    """N6: the secret partner (East, holding the called T17) declared, but may not contra the
    bid; a true defender (South) may."""
    deal = build({0: "T19 T18", 1: "T17"}, stock="7S 8S 9S TS VS CS", no_trumps=[2, 3])
    play(deal, "partnership", "pass", "pass", "pass")
    while deal.phase == "discard":
        deal.apply(deal.legal_actions()[0])
    assert deal.partner == 1
    play(deal, "declare slam", "declare sparrow", "pass", "pass")
    assert deal.phase == "contra" and deal.turns.seats == [1, 2]
    east = [a.text for a in deal.legal_actions()]
    assert "contra bid" not in east and "contra sparrow" in east
    play(deal, "pass")
    south = [a.text for a in deal.legal_actions()]
    assert "contra bid" in south and "contra slam" in south


def text_points(texts: list[str]) -> int:
    """The text's card points, from the cards' texts: honours (T1, T21, TF) and kings 5,
    queens 4, cavaliers 3, valets 2, all others 1."""
    points = 0
    for text in texts:
        if text in ("T1", "T21", "TF"):
            points += 5
        else:
            points += {"K": 5, "Q": 4, "C": 3, "V": 2}.get(text[0], 1)
    return points


@pytest.mark.parametrize(
    ("bid", "moves", "untaken"),
    [
        ("preferred three", ["take 1"], ["KS", "QS", "CS"]),
        ("preferred three", ["next", "take 1"], ["KS", "QS", "CS"]),  # laid face up first
        ("preferred two", ["take 1"], ["VS", "KS", "QS", "CS"]),
        ("preferred one", ["next", "take 2"], ["7S", "VS", "KS", "QS", "CS"]),
    ],
)
def test_n5_the_stock_cards_not_taken_count_to_the_defenders(
    bid: str, moves: list[str], untaken: list[str]
) -> None:
    """N5, the text (preferred bids): "The remaining cards will then count towards the
    Defenders' tricks". The defenders' points are the card points of their tricks, one a
    trick, and the card points of the stock cards declarer did not take (as cards: they are
    no trick); declarer's the same of its tricks and discards, 118 in all."""
    deal = build({}, stock="7S 8S VS KS QS CS")
    play(deal, bid, "pass", "pass", "pass", *moves)
    play_out(deal)
    assert sorted(deal.cards_text(deal.stock.mask)) == sorted(untaken)
    declarer, defenders = deal.outcome().result["points"]
    theirs = [1, 2, 3]
    won = [c for s in theirs for c in deal.cards_text(deal.taken[s])]
    tricks = sum(deal.tricks_won[s] for s in theirs)
    assert defenders == text_points(won) + tricks + text_points(untaken)
    mine = deal.cards_text(deal.taken[0]) + deal.cards_text(deal.discards[0])
    assert declarer == text_points(mine) + deal.tricks_won[0]
    assert declarer + defenders == 118
