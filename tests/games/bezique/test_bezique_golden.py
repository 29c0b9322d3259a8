"""Golden records: whole deals of each form replay to their expected scores, and a scorer
written apart from the engine (Z1's points from the record's actions alone; Polish Bézique's
open cards, Z3) agrees."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

from followsuit.records import load, replay

GOLDEN = Path(__file__).parents[2] / "golden" / "bezique"
FORMS = ["ordinary", "three-handed", "four-handed", "four-handed-partners", "polish"]
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
    result = expected["deals"][0]["result"]
    if form == "polish":
        reference = polish_reference(record)
        seats = reference["seat_scores"]
        assert result["brisques"] == reference["brisques"]
        assert result["last_trick"] == reference["last_trick"]
        assert result["trump"] == reference["trump"]
    else:
        seats = reference_scores(record)
    assert result["seat_scores"] == seats
    if form == "four-handed-partners":
        assert expected["deals"][0]["scores"] == [seats[0] + seats[2], seats[1] + seats[3]]
    else:
        assert expected["deals"][0]["scores"] == seats


# -- Polish (open) Bézique (Z3): declarations from the open cards, scored from the record alone --

GROWS_FROM = {"sequence": "royal marriage", "double bezique": "bezique"}
"""The declarations a combination grows from (Z1): its cards may be the smaller one's."""


@dataclass(eq=False)
class OpenCard:
    """A card laid open: its face, the classes it has served in, and whether the trick just won
    brought it."""

    face: str
    served: set[str] = field(default_factory=set)
    fresh: bool = False


def polish_class(cards: list[str], trump: str) -> str:
    """The class of a declaration, from its cards (one of each class a trick, Z3)."""
    ranks = sorted(card[0] for card in cards)
    if ranks == ["K", "Q"]:
        return "royal marriage" if cards[0][1] == trump else "marriage"
    if len(cards) == 5:
        return "sequence"
    if len(set(ranks)) == 1:
        return "four " + ranks[0]
    return "bezique" if len(cards) == 2 else "double bezique"


def open_cards_for(cards: list[str], kind: str, opened: list[OpenCard]) -> list[OpenCard]:
    """The open cards a declaration of ``kind`` takes, none of which has served in it: the
    smaller combination's cards first (a royal marriage grows into a sequence), then the most
    used, the old before the new; one of them the trick's, where it can be."""
    smaller = GROWS_FROM.get(kind, "")
    chosen: list[OpenCard] = []

    def free(face: str) -> list[OpenCard]:
        return [
            c
            for c in opened
            if c.face == face and kind not in c.served and all(c is not x for x in chosen)
        ]

    for face in cards:
        copies = free(face)
        assert copies, f"declare {' '.join(cards)}: no open {face} left for {kind}"
        copies.sort(key=lambda c: (smaller not in c.served, -len(c.served), c.fresh))
        chosen.append(copies[0])
    if not any(c.fresh for c in chosen):
        for index, face in enumerate(cards):
            fresh = [c for c in free(face) if c.fresh]
            if fresh:
                chosen[index] = fresh[0]
                break
    return chosen


def polish_reference(record: dict[str, Any]) -> dict[str, Any]:
    """The deal replayed by the Polish section's words: the winner of a trick scores 10 for
    each ace and ten in it and 10 for a seven of trumps, and lays its aces, kings, queens,
    knaves and trump tens open (sevens, eights, nines and plain-suit tens are turned down); the
    exchange gives the turn-up to the winner (scored and laid open the same way); every
    declaration is made from open cards only, holds a card of the trick just won, is of a class
    not yet declared after that trick, and uses no card twice in its class (a sequence may
    take the cards of a royal marriage, a double bezique those of a bezique), and none after its
    maker has said ``draw``; the last trick 10. A declaration that breaks these rules fails the
    test."""
    deal = record["deals"][0]
    dealer = deal["dealer"]
    turn_up = deal["pack"][16]  # after eight cards each
    trump = turn_up[1]
    points, brisques = [0, 0], [0, 0]
    if turn_up[0] == "7":
        points[dealer] += 10
    opened: list[list[OpenCard]] = [[], []]

    def won(seat: int, card: str, fresh: bool) -> None:
        if card[0] in "AT":
            points[seat] += 10
            brisques[seat] += 1
        if card == "7" + trump:
            points[seat] += 10
        elif card[0] in "AKQJ" or card == "T" + trump:
            opened[seat].append(OpenCard(card, fresh=fresh))

    leader = winner = 1 - dealer
    trick: list[tuple[int, str]] = []
    classes: set[str] = set()
    for action in deal["actions"]:
        words = action.split()
        if words[0] == "declare":
            cards = words[1:]
            kind = polish_class(cards, trump)
            assert kind not in classes, f"{action}: {kind} twice after one trick"
            classes.add(kind)
            chosen = open_cards_for(cards, kind, opened[winner])
            assert any(c.fresh for c in chosen), f"{action}: no card of the trick just won"
            for laid in chosen:
                laid.served.add(kind)
                if kind == "double bezique" or (kind == "sequence" and laid.face[0] in "KQ"):
                    laid.served.add(GROWS_FROM[kind])  # a sequence's king and queen are married
            points[winner] += points_of(cards, trump)
        elif words[0] == "exchange":
            won(winner, turn_up, False)
            turn_up = "7" + trump
        elif words[0] == "draw":  # the declaring is over: nothing left out can be added
            for laid in opened[winner]:
                laid.fresh = False
            classes = set()
        else:
            trick.append(((leader + len(trick)) % 2, words[-1]))
            if len(trick) == 2:
                led = trick[0][1][1]
                best = max(power(card, led, trump) for _, card in trick)
                winner = next(s for s, card in trick if power(card, led, trump) == best)
                for laid in opened[0] + opened[1]:
                    laid.fresh = False
                for _, card in trick:
                    won(winner, card, True)
                leader, trick = winner, []
    points[winner] += 10  # the last trick
    return {"seat_scores": points, "brisques": brisques, "last_trick": winner, "trump": trump}


def test_polish_golden_deal_shows_what_it_is_kept_for() -> None:
    """The record holds an exchange for a ten of trumps, compound declarations, declarations
    in the last eight tricks and after the last trick, and a plain-suit ten won."""
    actions = read("polish-deal.json")["deals"][0]["actions"]
    cards = [a for a in actions if a.split()[0] not in ("declare", "exchange", "draw")]
    assert read("polish-deal.json")["deals"][0]["pack"][16] == "TD"
    assert "exchange" in actions
    last_eight = actions.index(cards[48])  # the stock is gone after 24 tricks
    assert any(a.startswith("declare") for a in actions[last_eight:])
    assert actions[-2].startswith("declare") and actions[-1] == "draw"
    assert "declare KS KS KH KC" in actions and "declare AD TD KD QD JD" in actions
    assert "TH" in cards


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
