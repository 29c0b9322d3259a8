"""Oh Hell's action grammar: a bid is a bare number (``0``, ``3``; ``bid 3``, as the legal
list's "bid N" says it, is read as ``3``); ``keep`` or ``change N`` with changeable bids; an
Atkinson joker played first to a trick is called ``JK high`` or ``JK low``; the forehead deal's
blind ``play``. Cards are read by the deal's card table."""

from __future__ import annotations

import sys
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from typing import Any

from followsuit.cards import Pack
from followsuit.engine import Action
from followsuit.engine.card_table import card_table
from followsuit.engine.grammar import (
    PLAY,
    Form,
    Grammar,
    Numbered,
    Refusal,
    Spoken,
    Word,
    refused,
)

ANY_NUMBER = range(sys.maxsize)
"""Bids and changes are read whatever their number: the steps refuse one too high."""
BID = Numbered("bid", "", ANY_NUMBER, "a bid: a number of tricks")
CHANGE = Numbered("change", "change", ANY_NUMBER, "a number of tricks to change the bid to")
KEEP_WORD = Word("keep", "keep", aliases=("decline",), label="keep my bid")
KEEP = KEEP_WORD.action
"""The bidder keeps the bid just made (``bid_changes``; ``decline`` is read as ``keep``)."""
HIGH, LOW = "high", "low"
"""How an Atkinson joker is called: ``JK high`` wins the trick, ``JK low`` loses it."""
FOREHEAD_PLAY = "play"
"""The action that plays the unseen card on one's forehead (Devil's Bridge)."""


@cache
def bid_action(tricks: int) -> Action:
    """The bid of ``tricks`` tricks; its text is the number (DESIGN: ``0``..``13``)."""
    return BID(tricks)


@cache
def change_action(tricks: int) -> Action:
    """The bidder changes the bid just made to ``tricks`` (``change 3``)."""
    return CHANGE(tricks)


def joker_action(action: Action, call: str) -> Action:
    """The joker of ``action`` called ``high`` or ``low`` (``JK high``)."""
    return Action(PLAY, f"{action.text} {call}", action.value, action.cards)


@dataclass(frozen=True, eq=False)
class JokerCall(Form):
    """A joker played and called: ``JK high``, ``BJ low`` (the card read by the pack's card
    table, so that the action is the physical card's)."""

    pack: Pack
    kind: str = PLAY

    def __post_init__(self) -> None:
        object.__setattr__(self, "verb", ())

    def reads(self, words: Sequence[str]) -> bool:
        return len(words) == 2 and words[1] in (HIGH, LOW)

    def read(self, words: Sequence[str]) -> Action:
        played = card_table(self.pack).parse(words[0])
        if not played.cards[0].is_joker:
            raise Refusal("only a joker is called high or low")
        return joker_action(played, words[1])

    def owns(self, action: Action) -> bool:
        return action.kind == PLAY and action.text.endswith((f" {HIGH}", f" {LOW}"))

    def fields(self, action: Action) -> tuple[Any, ...]:
        card, call = action.text.split()
        return Action(PLAY, card, action.value, action.cards), call

    def make(self, *values: Any) -> Action:
        played, call = values
        return joker_action(played, call)


@dataclass(frozen=True, eq=False)
class ForeheadPlay(Form):
    """``play``: the card on one's forehead, unseen. Read as a whole it names no card (value
    -1); the deal makes it the seat's card when it is that seat's turn to play."""

    kind: str = PLAY

    def __post_init__(self) -> None:
        object.__setattr__(self, "verb", (FOREHEAD_PLAY,))

    def read(self, words: Sequence[str]) -> Action:
        raise refused(self.verb, words[0], f"part of {FOREHEAD_PLAY!r}: nothing follows it")

    def owns(self, action: Action) -> bool:
        return action.kind == PLAY and action.text == FOREHEAD_PLAY

    def fields(self, action: Action) -> tuple[Any, ...]:
        return action.value, action.cards

    def make(self, *values: Any) -> Action:
        value, cards = values
        return Action(PLAY, FOREHEAD_PLAY, value, cards)

    def whole(self) -> dict[str, Action]:
        return {FOREHEAD_PLAY: self.make(-1, ())}


CALLS = (BID, Spoken("bid", BID), KEEP_WORD, CHANGE)
"""The forms that name no card, the same with any pack."""
LABELS = Grammar("Oh Hell", CALLS).labels()
"""How the legal list labels the calls (``keep my bid``)."""


@cache
def grammar(pack: Pack) -> Grammar:
    """Every Oh Hell action text of a game played with ``pack``."""
    return Grammar("Oh Hell", [*CALLS, JokerCall(pack), ForeheadPlay()])
