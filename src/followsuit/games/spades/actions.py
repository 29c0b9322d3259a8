"""Spades action texts: bids, the words of the bidding, and card-moving steps.

Every action has one canonical text. Cards named by a step (``give``, ``discard``, ``pass``)
are written in pack order, whatever order a player typed them in; ``cut`` names its four cards
in the order of the players who get them (dealer's left first), so its order is kept.
"""

from __future__ import annotations

from followsuit.cards import Card, Pack
from followsuit.engine import Action, normalise
from followsuit.errors import NotationError
from followsuit.games.spades.scoring import BLIND_NIL, NIL

LOOK = Action("look", "look")
BID_ACTIONS = {n: Action("bid", "nil" if n == NIL else str(n), n) for n in range(14)}
BID_ACTIONS[BLIND_NIL] = Action("bid", "blind nil", BLIND_NIL)
BLIND_TEAM_BIDS = {n: Action("blind", f"blind {n}", n) for n in range(1, 14)}
COME_OUT = Action("come out", "come out")
STAY = Action("stay", "stay")
DECLINE = Action("decline", "decline")
"""The blind nil bidder keeps the hand: no exchange with partner (ruling G4)."""
TAKE = {n: Action("take", f"take {n}", n) for n in range(3)}

CARD_VERBS = ("give", "discard", "pass", "cut")


def bid_text(bid: int | None) -> str | None:
    return None if bid is None else BID_ACTIONS[bid].text


def tell_action(books: int, possibles: int) -> Action:
    """A partner's estimate in partnership bidding: sure tricks and possible extra tricks."""
    return Action("tell", f"tell {books} {possibles}", books * 16 + possibles)


def cards_action(pack: Pack, verb: str, cards: tuple[Card, ...]) -> Action:
    """A step that moves cards, its cards in canonical order (pack order; ``cut`` as given)."""
    if verb != "cut":
        position = {card: index for index, card in enumerate(pack.faces)}
        cards = tuple(sorted(cards, key=lambda c: position.get(c, len(position))))
    return Action(verb, " ".join([verb, *map(str, cards)]), 0, cards)


def _number(word: str) -> bool:
    """Plain digits 0-9 (``str.isdigit`` also takes superscripts, which ``int`` refuses)."""
    return word.isascii() and word.isdigit()


def parse_spades(pack: Pack, text: str) -> Action | None:
    """The Spades action a text names, or None if it is not one (it may be a card)."""
    key = normalise(text)
    words = key.split()
    if key in ("nil", "0"):
        return BID_ACTIONS[NIL]
    if key in ("blind nil", "blind 0"):
        return BID_ACTIONS[BLIND_NIL]
    if key == "look":
        return LOOK
    if key == "come out":
        return COME_OUT
    if key == "stay":
        return STAY
    if key == "decline":
        return DECLINE
    if _number(key):
        number = int(key)
        if 0 <= number <= 13:
            return BID_ACTIONS[number]
        raise NotationError(f"{text!r}: a bid is nil or a number of tricks from 1 to 13")
    if not words:
        return None
    verb, rest = words[0], words[1:]
    if verb == "blind" and len(rest) == 1 and _number(rest[0]):
        number = int(rest[0])
        if number in BLIND_TEAM_BIDS:
            return BLIND_TEAM_BIDS[number]
        raise NotationError(f"{text!r}: a blind bid is a number of tricks from 1 to 13")
    if verb == "take" and len(rest) == 1 and _number(rest[0]) and int(rest[0]) in TAKE:
        return TAKE[int(rest[0])]
    if verb == "tell":
        numbers = [int(w) for w in rest if _number(w)]
        if len(numbers) != len(rest) or not 1 <= len(numbers) <= 2:
            raise NotationError(f"{text!r}: say tell BOOKS POSSIBLES, such as tell 3 1")
        books, possibles = numbers[0], numbers[1] if len(numbers) == 2 else 0
        if books + possibles > 13:
            raise NotationError(f"{text!r}: books and possibles add up to at most 13")
        return tell_action(books, possibles)
    if verb in CARD_VERBS:
        if not rest:
            raise NotationError(f"{text!r}: name the cards, such as {verb} 7H 8H")
        return cards_action(pack, verb, tuple(Card.parse(w) for w in rest))
    return None
