"""Spades' action grammar: bids, the words of the bidding, and card-moving steps.

Every action has one canonical text. Cards named by a step (``give``, ``discard``, ``pass``)
are written in pack order, whatever order a player typed them in; ``cut`` names its four cards
in the order of the players who get them (dealer's left first), so its order is kept.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import cache
from typing import Any

from followsuit.cards import Card, Pack
from followsuit.engine import Action
from followsuit.engine.grammar import CardList, Form, Grammar, Numbered, Word, is_number, refused
from followsuit.games.spades.scoring import BLIND_NIL, NIL

MOST = 13
"""Tricks a bid, a blind bid or a tell counts up to."""

BID = Numbered("bid", "", range(NIL, MOST + 1), "a bid: nil or 1 to 13 tricks", {NIL: "nil"})
"""A player's bid, written bare: ``nil`` (or ``0``), ``1`` .. ``13``."""
BLIND_NIL_BID = Word("bid", "blind nil", BLIND_NIL, aliases=("blind 0",))
BLIND = Numbered("blind", "blind", range(1, MOST + 1), "a blind bid: 1 to 13 tricks")
"""A side's blind bid in team bidding: ``blind 6``."""
LOOK_WORD = Word("look", "look")
COME_OUT_WORD = Word("come out", "come out")
STAY_WORD = Word("stay", "stay")
DECLINE_WORD = Word("decline", "decline")
"""The blind nil bidder keeps the hand: no exchange with partner (ruling G4)."""
TAKE_FORM = Numbered("take", "take", range(3), "a number of the extra cards: 0, 1 or 2")
CARD_VERBS = ("give", "discard", "pass", "cut")


@dataclass(frozen=True, eq=False)
class TellForm(Form):
    """A partner's estimate in team bidding: ``tell BOOKS POSSIBLES`` (possibles 0 if left
    out), sure tricks and possible extra tricks, at most 13 together. Value: books * 16 +
    possibles."""

    kind: str = "tell"
    actions: dict[tuple[int, int], Action] = field(init=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "verb", (self.kind,))
        actions = {
            (b, p): Action(self.kind, f"tell {b} {p}", b * 16 + p)
            for b in range(MOST + 1)
            for p in range(MOST + 1 - b)
        }
        object.__setattr__(self, "actions", actions)

    def read(self, words: Sequence[str]) -> Action:
        usage = "books and possibles, such as tell 3 1"
        if not 1 <= len(words) <= 2:
            raise refused(self.verb, " ".join(words[2:]), usage)
        for word in words:
            if not is_number(word):
                raise refused(self.verb, word, f"a number of tricks: {usage}")
        books, possibles = int(words[0]), int(words[1]) if len(words) == 2 else 0
        action = self.actions.get((books, possibles))
        if action is None:
            raise refused(self.verb, " ".join(words), "books and possibles adding up to 13 at most")
        return action

    def fields(self, action: Action) -> tuple[Any, ...]:
        return divmod(action.value, 16)

    def make(self, *values: Any) -> Action:
        books, possibles = values
        return self.actions[books, possibles]

    def whole(self) -> dict[str, Action]:
        return {action.text: action for action in self.actions.values()}


TELL = TellForm()

LOOK = LOOK_WORD.action
COME_OUT = COME_OUT_WORD.action
STAY = STAY_WORD.action
DECLINE = DECLINE_WORD.action
BID_ACTIONS = {**BID.actions, BLIND_NIL: BLIND_NIL_BID.action}
BLIND_TEAM_BIDS = BLIND.actions
TAKE = TAKE_FORM.actions
TELLS = list(TELL.actions.values())


@cache
def card_forms(pack: Pack) -> dict[str, CardList]:
    """The card-moving steps' forms for ``pack``, by verb."""
    return {verb: CardList(verb, verb, pack, in_order=verb == "cut") for verb in CARD_VERBS}


@cache
def grammar(pack: Pack) -> Grammar:
    """Every Spades action text of a game played with ``pack``."""
    forms: list[Form] = [BID, BLIND_NIL_BID, BLIND, LOOK_WORD, COME_OUT_WORD, STAY_WORD]
    forms += [DECLINE_WORD, TAKE_FORM, TELL, *card_forms(pack).values()]
    return Grammar("Spades", forms)


def bid_text(bid: int | None) -> str | None:
    return None if bid is None else BID_ACTIONS[bid].text


def cards_action(pack: Pack, verb: str, cards: tuple[Card, ...]) -> Action:
    """A step that moves cards, its cards in canonical order (pack order; ``cut`` as given)."""
    return card_forms(pack)[verb](cards)
