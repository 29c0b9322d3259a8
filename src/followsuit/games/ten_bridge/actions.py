"""10 Bridge's action grammar (T2, T4, T6): bids written bare (``2MAJOR``, ``3 red``, ``love
NT``), pass, double and redouble (``p``, ``x``, ``xx`` too), declarer's ``trump H``, and
``reveal``. Cards are read by the deal's card table."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from followsuit.cards import PLAIN_SUITS, Suit
from followsuit.engine import Action
from followsuit.engine.grammar import Form, Grammar, Refusal, Word
from followsuit.errors import NotationError
from followsuit.games.ten_bridge.auction import BID, DOUBLE, PASS, REDOUBLE
from followsuit.games.ten_bridge.contract import ALL_BIDS, Bid

PASS_WORD = Word(PASS, "pass", aliases=("p",), label="pass")
DOUBLE_WORD = Word(DOUBLE, "double", aliases=("x", "dbl"), label="double")
REDOUBLE_WORD = Word(REDOUBLE, "redouble", aliases=("xx", "rdbl"), label="redouble")
REVEAL_WORD = Word("reveal", "reveal", label="reveal the trump")
"""T6: a hand that cannot follow suit calls for the concealed trump to be shown."""
PASS_ACTION = PASS_WORD.action
DOUBLE_ACTION = DOUBLE_WORD.action
REDOUBLE_ACTION = REDOUBLE_WORD.action
REVEAL = REVEAL_WORD.action
BID_ACTIONS = [Action(BID, bid.text, bid.rank) for bid in ALL_BIDS]
TRUMP_ACTIONS = {suit: Action("trump", f"trump {suit.symbol}", int(suit)) for suit in PLAIN_SUITS}


class BidForm(Form):
    """A bid, written bare: a level 0 ('love') to 5 and a denomination (``2MAJOR``, ``0nt``,
    ``3 red``, ``love NT``, ``1B``); labelled ``2 major``."""

    kind = BID
    verb = ()

    def reads(self, words: Sequence[str]) -> bool:
        try:
            Bid.parse(" ".join(words))
        except NotationError:
            return False
        return True

    def read(self, words: Sequence[str]) -> Action:
        return BID_ACTIONS[Bid.parse(" ".join(words)).rank]

    def fields(self, action: Action) -> tuple[Any, ...]:
        return (Bid.from_rank(action.value),)

    def make(self, *values: Any) -> Action:
        bid: Bid = values[0]
        return BID_ACTIONS[bid.rank]

    def labels(self) -> dict[str, str]:
        return {bid.text: f"{bid.level} {bid.denomination.title.lower()}" for bid in ALL_BIDS}


class TrumpForm(Form):
    """T4: declarer's ``trump H`` (a suit by its letter or its name: ``trump hearts``);
    labelled with the suit's glyph. The trump step refuses a suit outside the denomination's
    two, naming them."""

    kind = "trump"
    verb = ("trump",)

    def read(self, words: Sequence[str]) -> Action:
        word = " ".join(words)
        try:
            suit = Suit.parse(word[:1] if len(word) > 1 else word)
        except NotationError:
            raise Refusal("write trump and a suit, such as trump H") from None
        return TRUMP_ACTIONS[suit]

    def fields(self, action: Action) -> tuple[Any, ...]:
        return (Suit(action.value),)

    def make(self, *values: Any) -> Action:
        (suit,) = values
        return TRUMP_ACTIONS[suit]

    def labels(self) -> dict[str, str]:
        return {TRUMP_ACTIONS[s].text: f"trump {s.glyph}" for s in PLAIN_SUITS}


GRAMMAR = Grammar(
    "10 Bridge", [PASS_WORD, DOUBLE_WORD, REDOUBLE_WORD, REVEAL_WORD, BidForm(), TrumpForm()]
)
"""Every 10 Bridge action text but a card (the deal's card table reads cards)."""
