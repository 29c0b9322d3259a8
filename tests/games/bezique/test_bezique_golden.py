"""Golden records: whole deals of each form replay to their expected scores, and a scorer
written apart from the engine (Z1's points from the record's actions alone) agrees."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from followsuit.records import load, replay

GOLDEN = Path(__file__).parents[2] / "golden" / "bezique"
FORMS = ["ordinary", "three-handed", "four-handed", "four-handed-partners"]
ORDER = "AT KQJ987"


def read(name: str) -> dict[str, Any]:
    with (GOLDEN / name).open(encoding="utf-8") as file:
        data: dict[str, Any] = json.load(file)
    return data


@pytest.mark.parametrize("form", FORMS)
def test_golden_deal_replays_to_the_expected_scores(form: str) -> None:
    with (GOLDEN / f"{form}-deal.json").open(encoding="utf-8") as file:
        record = load(file)
    assert replay(record).summary == read(f"{form}-deal.expected.json")


def points_of(cards: list[str], trump: str) -> int:
    """Z1's (and Z3's) table, from the cards declared."""
    ranks = sorted(card[0] for card in cards)
    if len(cards) == 1:
        return 10
    if len(cards) == 2 and ranks == ["K", "Q"]:
        return 40 if cards[0][1] == trump else 20
    if len(cards) == 2:
        return 40
    if len(cards) == 4 and len(set(ranks)) == 1:
        return {"A": 100, "K": 80, "Q": 60, "J": 40}[ranks[0]]
    return {4: 500, 5: 250, 6: 1500}[len(cards)]


def power(card: str, led: str, trump: str) -> int:
    base = 8 - "ATKQJ987".index(card[0])
    return 100 + base if card[1] == trump else base if card[1] == led else 0


def reference_scores(record: dict[str, Any]) -> list[int]:
    """Each seat's points from the record alone: the turn-up after eight cards each, each
    declaration's cards, the exchange, brisques and the last trick from the tricks' winners."""
    players = len(record["players"])
    deal = record["deals"][0]
    dealer = deal["dealer"]
    turn_up = deal["pack"][8 * players]
    trump = turn_up[1]
    points = [0] * players
    if turn_up[0] == "7":
        points[dealer] += 10
    leader = (dealer + 1) % players
    trick: list[tuple[int, str]] = []
    winner = leader
    tricks = 0
    stock_tricks = len(deal["pack"]) // players - 8
    pairs: list[list[int]] = []
    for action in deal["actions"]:
        words = action.split()
        if words[0] == "declare":
            points[winner] += points_of(words[1:], trump)
        elif words[0] == "exchange":
            points[winner] += 10
        elif words[0] not in ("draw", "partner"):
            if tricks == stock_tricks and players == 4 and not pairs:
                # Z3: four play the last eight tricks in two pairs, the winner's first.
                pairs = [[winner, (winner + 1) % 4], [(winner + 2) % 4, (winner + 3) % 4]]
            if pairs:
                pair = pairs[0] if leader in pairs[0] else pairs[1]
                seat = leader if not trick else pair[1 - pair.index(leader)]
            else:
                seat = (leader + len(trick)) % players
            trick.append((seat, words[-1]))
            if len(trick) == (2 if pairs else players):
                led = trick[0][1][1]
                best = max(power(card, led, trump) for _, card in trick)
                winner = next(s for s, card in trick if power(card, led, trump) == best)
                points[winner] += 10 * sum(card[0] in "AT" for _, card in trick)
                leader, trick = winner, []
                tricks += 1
                if pairs and tricks == stock_tricks + 8:
                    leader = pairs[1][0]
    points[winner] += 10  # the last trick
    return points


@pytest.mark.parametrize("form", FORMS)
def test_golden_deal_scores_agree_with_a_scorer_apart_from_the_engine(form: str) -> None:
    record = read(f"{form}-deal.json")
    expected = read(f"{form}-deal.expected.json")
    seats = reference_scores(record)
    result = expected["deals"][0]["result"]
    assert result["seat_scores"] == seats
    if form == "four-handed-partners":
        assert expected["deals"][0]["scores"] == [seats[0] + seats[2], seats[1] + seats[3]]
    else:
        assert expected["deals"][0]["scores"] == seats


# -- Grand Bézique (Z4): Rubicon's rules, scored from the record alone ---------------------------

COURT = "KQJ"


def grand_points(cards: list[str], trump: str | None) -> tuple[int, str | None]:
    """Rubicon's table from the cards declared, and the trump they fix (first marriage or
    sequence)."""
    ranks = sorted(card[0] for card in cards)
    if ranks == ["K", "Q"] or ranks == sorted("ATKQJ"):
        suit = cards[0][1]
        fixed = trump or suit
        marriage = len(cards) == 2
        if suit == fixed:
            return (40 if marriage else 250), fixed
        return (20 if marriage else 150), fixed
    if set(cards) == {"QS", "JD"}:
        return {2: 40, 4: 500, 6: 1500, 8: 4500}[len(cards)], trump
    return {"A": 100, "K": 80, "Q": 60, "J": 40}[ranks[0]], trump


def grand_reference(record: dict[str, Any]) -> dict[str, Any]:
    """The deal replayed by hand: nine dealt by threes (the non-dealer first), no turn-up,
    trumps from the first marriage or sequence, carte blanche for hands (and cards drawn)
    without court cards, last trick 50; then Rubicon's game."""
    deal = record["deals"][0]
    pack: list[str] = deal["pack"]
    dealer = deal["dealer"]
    first = 1 - dealer
    hands: list[list[str]] = [[], []]
    for packet in range(6):
        seat = first if packet % 2 == 0 else dealer
        hands[seat] += pack[3 * packet : 3 * packet + 3]
    stock = pack[18:]
    points, brisques = [0, 0], [0, 0]
    trump: str | None = None
    asking = [seat for seat in (first, dealer) if not any(c[0] in COURT for c in hands[seat])]
    blank = [False, False]
    leader = winner = first
    trick: list[tuple[int, str]] = []
    for action in deal["actions"]:
        words = action.split()
        if asking:
            seat = asking.pop(0)
            blank[seat] = action == "carte blanche"
            points[seat] += 50 if blank[seat] else 0
        elif words[0] in ("declare", "draw"):
            if words[0] == "declare":
                scored, trump = grand_points(words[1:], trump)
                points[winner] += scored
            for seat in (winner, 1 - winner):
                card = stock.pop(0)
                hands[seat].append(card)
                if blank[seat] and card[0] in COURT:
                    blank[seat] = False
                elif blank[seat]:
                    asking.append(seat)
        else:
            seat = leader if not trick else 1 - leader
            hands[seat].remove(words[-1])
            trick.append((seat, words[-1]))
            if len(trick) == 2:
                led = trick[0][1][1]
                best = max(power(card, led, trump or "") for _, card in trick)
                winner = next(s for s, card in trick if power(card, led, trump or "") == best)
                brisques[winner] += sum(card[0] in "AT" for _, card in trick)
                leader, trick = winner, []
    points[winner] += 50  # the last trick
    return {"seat_scores": points, "brisques": brisques, "trump": trump}


def rubicon(points: list[int], brisques: list[int]) -> list[int]:
    """Rubicon's game: brisques only to break a tie or to save the rubicon; 500 and the
    difference in hundreds, or 1000, both totals in hundreds and 320 for a rubiconed loser."""
    totals = points
    counted = [p + 10 * b for p, b in zip(points, brisques, strict=True)]
    if points[0] == points[1] or (min(points) < 1000 <= min(counted)):
        totals = counted
    if totals[0] == totals[1]:
        return [0, 0]
    win = 0 if totals[0] > totals[1] else 1
    high, low = totals[win] // 100 * 100, totals[1 - win] // 100 * 100
    game = 1000 + high + low + 320 if totals[1 - win] < 1000 else 500 + high - low
    return [game, 0] if win == 0 else [0, game]


def test_grand_golden_deal_replays_to_the_expected_scores() -> None:
    with (GOLDEN / "grand-deal.json").open(encoding="utf-8") as file:
        record = load(file)
    assert replay(record).summary == read("grand-deal.expected.json")


def test_grand_golden_deal_scores_agree_with_a_scorer_apart_from_the_engine() -> None:
    """The deal holds carte blanche shown three times, four aces and a marriage re-formed
    and scored again, and a royal marriage grown into a sequence."""
    record = read("grand-deal.json")
    expected = read("grand-deal.expected.json")["deals"][0]
    reference = grand_reference(record)
    result = expected["result"]
    assert result["seat_scores"] == reference["seat_scores"]
    assert result["brisques"] == reference["brisques"]
    assert result["trump"] == reference["trump"]
    assert expected["scores"] == rubicon(reference["seat_scores"], reference["brisques"])
    actions = record["deals"][0]["actions"]
    assert actions.count("carte blanche") == 3
    assert actions.count("declare KC QC") == 2
