"""An independent scorer of 19 records, written from the rule text and N1-N9 without the
engine: it deals the record's pack, follows its actions, finds each trick's winner and the
partner, and works out the points, the value and every payment. The golden tests hold the
engine's replay to it."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

LIVE = {4: (0, 1, 2, 3), 3: (0, 1, 2), 2: (0, 2)}
BIDS = ["partnership", "preferred three", "preferred two", "preferred one", "solo"]
MULTIPLIER = [1, 3, 4, 5, 6]
SUIT_ORDER = "KQCVT987"
HONOURS = {"T1", "T21", "TF"}
KINGS = {"KS", "KH", "KD", "KC"}


def is_trump(card: str) -> bool:
    return card == "TF" or (card[0] == "T" and card[1:].isdigit())


def rank(card: str) -> int:
    if card == "TF":
        return 22
    if is_trump(card):
        return int(card[1:])
    return 8 - SUIT_ORDER.index(card[0])


def points(card: str) -> int:
    if card in HONOURS or card in KINGS:
        return 5
    if is_trump(card):
        return 1
    return {"Q": 4, "C": 3, "V": 2}.get(card[0], 1)


def suit(card: str) -> str:
    return "T" if is_trump(card) else card[-1]


def trick_winner(cards: list[str]) -> int:
    """Position of the winning card: the Emperor trick, else the highest trump, else the
    highest card of the suit led."""
    if set(cards) >= HONOURS:
        return cards.index("T1")
    trumps = [i for i, c in enumerate(cards) if is_trump(c)]
    if trumps:
        return max(trumps, key=lambda i: rank(cards[i]))
    led = suit(cards[0])
    return max((i for i, c in enumerate(cards) if suit(c) == led), key=lambda i: rank(cards[i]))


def score_deal(deal: dict[str, Any], players: int) -> dict[str, Any]:
    pack, dealer, actions = deal["pack"], deal["dealer"], list(deal["actions"])
    live = LIVE[players]
    stock = pack[:6]
    hands: list[set[str]] = [set(), set(), set(), set()]
    at = 6
    for _ in range(2):
        for k in range(4):
            hands[(dealer + 1 + k) % 4] |= set(pack[at : at + 6])
            at += 6
    order = [(dealer + k) % 4 for k in range(1, 5)]
    callers = [s for s in order if s in live]
    left_stock = set(stock)
    discards: list[set[str]] = [set(), set(), set(), set()]
    level = 1

    def take(seat: int, cards: list[str]) -> None:
        hands[seat] |= set(cards)
        left_stock.difference_update(cards)

    def discard(count: int) -> None:
        """``count`` discards of one card each, by whoever holds the card."""
        for _ in range(count):
            text = actions.pop(0)
            (card,) = text.split()[1:]
            seat = next(s for s in range(4) if card in hands[s])
            hands[seat].discard(card)
            discards[seat].add(card)

    if players == 2:
        declarer, bid = callers[0], 0
        take(declarer, stock[:4])
        take(callers[1], stock[4:])
        discard(6)
    else:
        out: set[int] = set()
        best: tuple[int, int] | None = None
        turn = 0
        while True:
            seat = callers[turn % len(callers)]
            turn += 1
            if seat in out:
                continue
            call = actions.pop(0)
            if call == "pass":
                out.add(seat)
            else:
                best = (BIDS.index(call), seat)
            if best is not None and (best[0] == 4 or len(out) == len(callers) - 1):
                break
        bid, declarer = best
        if bid == 0:
            take(declarer, stock[:4])
            drawn = 4
            for seat, card in (((declarer + 2) % 4, stock[4]), ((declarer + 1) % 4, stock[5])):
                if seat in live:
                    take(seat, [card])
                    drawn += 1
            discard(drawn)
        elif bid < 4:
            size = {1: 3, 2: 2, 3: 1}[bid]
            seen = 1
            while True:
                move = actions.pop(0)
                if move == "next":
                    seen += 1
                    continue
                number = int(move.split()[1])
                level = (1 if seen == 1 else 2 * seen - 2) if number == seen else 2 * seen - 1
                take(declarer, stock[(number - 1) * size : number * size])
                break
            discard(size)
    partner = None
    called = None
    if bid == 0:
        dummies = [s for s in range(4) if s not in live]
        for number in range(19, 0, -1):
            card = f"T{number}"
            if card in hands[declarer]:
                continue
            if players == 2 and not any(card in hands[d] for d in dummies):
                continue
            called = number
            partner = next((s for s in range(4) if card in hands[s]), None)
            break
        if players == 2 and called is None:
            partner = (declarer + 1) % 4
    side = {declarer} | ({partner} if partner is not None else set())
    declared: list[tuple[int, str, int]] = []
    for seat in [s for s in order_from(declarer) if s in live]:
        text = actions.pop(0)
        for item in text.split()[1:]:
            declared.append((seat, item, holding(item, hands[seat])))
    contras: set[str] = set()
    for seat in [s for s in order_from(declarer) if s in live]:
        if any(d[0] == seat for d in declared):
            text = actions.pop(0)
            if text != "pass":
                contras.add(text.split()[1])
    while actions and actions[0] in ("pass", "volunteer"):
        actions.pop(0)
    taken: list[list[str]] = [[], [], [], []]
    tricks = [0, 0, 0, 0]
    leader = declarer
    last: tuple[int, str] = (0, "")
    for _ in range(12):
        cards = [actions.pop(0) for _ in range(4)]
        position = trick_winner(cards)
        winner = (leader + position) % 4
        taken[winner] += cards
        tricks[winner] += 1
        last = (winner, cards[position])
        leader = winner
    assert not actions, f"actions left over: {actions}"
    side_points = [0, 0]
    for seat in range(4):
        index = 0 if seat in side else 1
        side_points[index] += sum(points(c) for c in taken[seat] + sorted(discards[seat]))
        side_points[index] += tricks[seat]
    side_points[1] += sum(points(c) for c in left_stock)
    value = (10 + abs(side_points[0] - 60)) * MULTIPLIER[bid] * level
    if "bid" in contras:
        value *= 2
    won = side_points[0] >= 60
    net = [Fraction(0)] * 4

    def pay(payer: int, payee: int, amount: Fraction) -> None:
        if payer in live and payee in live:
            net[payer] -= amount
            net[payee] += amount

    defenders = [s for s in range(4) if s not in side]
    for defender in defenders:
        for member in side:
            share = Fraction(value, len(side))
            pay(defender, member, share) if won else pay(member, defender, share)
    for seat, item, held in declared:
        others = [s for s in range(4) if s != seat]
        if item in ("sparrow", "slam"):
            mine = side if seat in side else set(defenders)
            if item == "slam":
                made = all(tricks[s] == 0 for s in range(4) if s not in mine)
            else:
                made = last[0] in mine and last[1] == "T1"
            amount = Fraction({"sparrow": 10, "slam": 20}[item] * (2 if item in contras else 1))
            for other in others:
                pay(other, seat, amount) if made else pay(seat, other, amount)
        else:
            for other in others:
                pay(other, seat, Fraction(held))
    scores = [int(x) if x.denominator == 1 else float(x) for x in net]
    return {
        "scores": scores,
        "points": side_points,
        "value": value,
        "bid": BIDS[bid],
        "level": level,
        "partner": partner,
        "called": called,
    }


def order_from(seat: int) -> list[int]:
    return [(seat + k) % 4 for k in range(1, 5)]


def holding(item: str, hand: set[str]) -> int:
    trumps = sum(1 for c in hand if is_trump(c))
    if item == "trumps":
        return 12 if trumps >= 12 else 8 if trumps >= 10 else 4 if trumps >= 8 else 0
    if item == "honours":
        return 8 if hand >= HONOURS else 0
    if item == "kings":
        return 8 if hand >= KINGS else 0
    if item == "royal":
        return 12 if len(hand & (HONOURS | KINGS)) >= 4 else 0
    return 0
