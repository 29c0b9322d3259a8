"""Views as fixed-length arrays: the one place where learning environments read a view.

An :class:`Encoder` numbers a game's actions by ``Game.action_texts()`` and turns a seat's view
(``state.view(seat)``, the only thing that leaves the engine) into a float32 array of a length
fixed per game and options, plus an action mask. It reads only the view fields every game
shares (hand, trick, last trick, tricks won, cards played, voids, hand sizes, dealer, the log,
and ``trump`` and ``match_scores`` where present), so a new game needs no code here. Seats are
counted from the viewer (0: the viewer, 1: the next seat clockwise ...); a spectator's view
(seat None) is counted from seat 0 and holds no hand.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np
import numpy.typing as npt

from followsuit.cards import Card
from followsuit.engine import Game, View
from followsuit.engine.state import number_below
from followsuit.errors import GameError, NotationError

SUITS = ("S", "H", "D", "C")
"""The plain suits as the views write them (voids, trump)."""

Array = npt.NDArray[np.float32]
Mask = npt.NDArray[np.int8]


class NoSuchAction(GameError, ValueError):
    """An action number outside the action space ``Discrete(n)`` (past its end, negative) or no
    whole number at all: no action of the game, legal or not."""


def call_texts(actions: Sequence[str], faces: Mapping[str, int]) -> list[str]:
    """The action texts the log's history part counts: every text but the steps that move
    named cards face down (``give 2C 3C``, ``discard ...``, ``pass ...``), whose number grows
    with the pack's combinations and whose cards the view's other fields place."""
    calls = []
    for text in actions:
        words = text.split()
        if len(words) > 1 and any(w in faces for w in words[1:]):
            continue
        calls.append(text)
    return calls


@dataclass(frozen=True)
class Part:
    """One named slice of the array."""

    name: str
    start: int
    shape: tuple[int, ...]

    @property
    def size(self) -> int:
        return int(np.prod(self.shape))


class Encoder:
    """Arrays and action masks of one game under one set of options."""

    def __init__(self, game: Game) -> None:
        self.game = game
        self.players = game.players
        self.actions: list[str] = game.action_texts()
        """The fixed action space: action ``i`` is the text ``actions[i]``."""
        self.index: dict[str, int] = {text: i for i, text in enumerate(self.actions)}
        self.faces: dict[str, int] = {str(card): i for i, card in enumerate(game.pack.faces)}
        self.calls: dict[str, int] = {
            text: i for i, text in enumerate(call_texts(self.actions, self.faces))
        }
        self.sides = len(game.score_names)
        cards, seats = len(self.faces), self.players
        shapes = [
            ("hand", (cards,)),
            ("played", (cards,)),
            ("trick", (seats, cards)),
            ("last_trick", (seats, cards)),
            ("voids", (seats, len(SUITS))),
            ("tricks_won", (seats,)),
            ("hand_sizes", (seats,)),
            ("dealer", (seats,)),
            ("to_act", (seats,)),
            ("history", (seats, len(self.calls))),
            ("trump", (len(SUITS),)),
            ("match_scores", (self.sides,)),
        ]
        self.parts: dict[str, Part] = {}
        start = 0
        for name, shape in shapes:
            part = Part(name, start, shape)
            self.parts[name] = part
            start += part.size
        self.size = start
        """The array's length."""

    # -- actions -----------------------------------------------------------------------------

    def action_index(self, text: str) -> int:
        """The number of the legal action ``text`` (through ``Game.action_key``)."""
        return self.index[self.game.action_key(text)]

    def action_number(self, action: object) -> int:
        """``action`` as a number of the action space, 0 to ``n - 1`` (an ``int`` or any integer
        type, never a bool); anything else is a :class:`NoSuchAction` naming ``Discrete(n)``.
        Never wrapped: -1 is no action, not the last one."""
        count = len(self.actions)
        number = None if isinstance(action, np.bool_) else number_below(action, count)
        if number is not None:
            return number
        raise NoSuchAction(
            f"action {action!r:.60} is outside the action space Discrete({count}): "
            f"an action is a whole number from 0 to {count - 1}"
        )

    def action_text(self, legal: Sequence[str], index: object) -> str:
        """The text of action number ``index`` among the ``legal`` texts of a position (the
        listed text itself, unless the game keys some actions by position); an index outside
        the action space is refused (:meth:`action_number`), whether or not a text is legal."""
        key = self.actions[self.action_number(index)]
        for text in legal:
            if text == key or self.game.action_key(text) == key:
                return text
        return key

    def mask(self, view: View) -> Mask:
        """1 for each of the view's legal actions, 0 elsewhere."""
        mask = np.zeros(len(self.actions), dtype=np.int8)
        for text in view.get("legal") or ():
            mask[self.action_index(text)] = 1
        return mask

    def legal_indices(self, view: View) -> list[int]:
        return sorted(self.action_index(text) for text in view.get("legal") or ())

    # -- observations ------------------------------------------------------------------------

    def slot(self, array: Array, name: str) -> Array:
        part = self.parts[name]
        return array[part.start : part.start + part.size].reshape(part.shape)

    def encode(self, view: View) -> Array:
        """The view as a float32 array of length :attr:`size`."""
        array = np.zeros(self.size, dtype=np.float32)
        seat = view.get("seat")
        viewer = seat if isinstance(seat, int) else 0

        def relative(other: int) -> int:
            return (other - viewer) % self.players

        self._cards(self.slot(array, "hand"), view.get("hand"))
        self._cards(self.slot(array, "played"), view.get("played"))
        for name in ("trick", "last_trick"):
            trick = view.get(name)
            if trick:
                rows = self.slot(array, name)
                for play in trick.get("cards", ()):
                    self._cards(rows[relative(play["seat"])], [play["card"]])
        voids = self.slot(array, "voids")
        for other, suits in enumerate(view.get("voids") or ()):
            for suit in suits:
                if suit in SUITS:
                    voids[relative(other), SUITS.index(suit)] = 1
        for name in ("tricks_won", "hand_sizes"):
            values = self.slot(array, name)
            for other, value in enumerate(view.get(name) or ()):
                values[relative(other)] = float(value or 0)
        for name in ("dealer", "to_act"):
            who = view.get(name)
            if isinstance(who, int):
                self.slot(array, name)[relative(who)] = 1
        history = self.slot(array, "history")
        for entry in view.get("log") or ():
            other, text = entry["seat"], entry["text"]
            column = self.calls.get(text)
            if isinstance(other, int) and column is not None:
                history[relative(other), column] = 1
        details = view.get("details")
        trump = details.get("trump") if isinstance(details, dict) else None
        if isinstance(trump, str) and trump in SUITS:
            self.slot(array, "trump")[SUITS.index(trump)] = 1
        scores = view.get("match_scores")
        if isinstance(scores, list) and len(scores) == self.sides:
            self.slot(array, "match_scores")[:] = [float(s) for s in scores]
        return array

    def _cards(self, row: Array, cards: Any) -> None:
        """Count each named card in ``row`` (a pack with copies counts them)."""
        for text in cards or ():
            column = self.faces.get(text)
            if column is None:
                column = self._face_of(text)
            if column is not None:
                row[column] += 1

    def _face_of(self, text: str) -> int | None:
        """The face of a card written another way than the pack's (None: not a card)."""
        try:
            return self.faces.get(str(Card.parse(text)))
        except NotationError:
            return None

    def describe(self) -> dict[str, tuple[int, tuple[int, ...]]]:
        """Each part's start and shape, for people reading the arrays."""
        return {name: (part.start, part.shape) for name, part in self.parts.items()}


def seat_rewards(game: Game, before: Sequence[float], after: Sequence[float]) -> list[float]:
    """Each seat's reward: the change of its score (or its side's) between two totals."""
    sides = game.sides
    return [
        float(after[sides.score_of(seat)]) - float(before[sides.score_of(seat)])
        for seat in range(game.players)
    ]
