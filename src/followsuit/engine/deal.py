"""One deal of a game: the base class of every game's deal state."""

from __future__ import annotations

import copy
from abc import abstractmethod
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from followsuit.engine.actions import Action
from followsuit.engine.state import Score, Scores, State

if TYPE_CHECKING:
    from followsuit.engine.game import Game

RECORD_FORMAT = "followsuit/1"


@dataclass(frozen=True)
class DealOutcome:
    """What a finished deal scored, what happened (game-specific), and what the match carries on."""

    scores: tuple[Score, ...]
    result: dict[str, Any] = field(default_factory=dict)
    carry: Any = None


class Deal(State):
    """A deal dealt from a known pack order by a dealer, with what the match carries into it.

    Subclasses implement the phases; this base keeps the order, the actions taken (for the
    record) and the plumbing shared by every game.
    """

    def __init__(self, game: Game, order: Sequence[int], dealer: int, carry: Any) -> None:
        self.game = game
        self.order = list(order)
        self.dealer = dealer
        self.carry = carry
        self.history: list[Action] = []

    @property
    def players(self) -> int:
        return self.game.players

    def _perform(self, action: Action) -> None:
        self.history.append(action)
        self._do(action)

    @abstractmethod
    def _do(self, action: Action) -> None:
        """Carry out a legal action (the history is kept by the base)."""

    @abstractmethod
    def outcome(self) -> DealOutcome:
        """The deal's scores and result; only once it is over."""

    @property
    def scores(self) -> Scores:
        if not self.is_over:
            zero = tuple(0 for _ in self.game.score_names)
            return Scores((), zero)
        scores = self.outcome().scores
        return Scores((scores,), scores)

    def clone(self) -> Deal:
        new = copy.copy(self)
        new.history = list(self.history)
        self._copy_into(new)
        return new

    @abstractmethod
    def _copy_into(self, new: Any) -> None:
        """Give ``new`` (a shallow copy) its own copies of every mutable field."""

    def places(self) -> dict[str, int]:
        """Where each physical card of ``game.pack`` lies now: place name -> mask.

        The masks are disjoint and together hold the whole pack; the conformance suite checks
        it after every action. The default fits a deal of trick play (``TrickPlay``): each
        hand, the trick on the table and the cards each seat has taken. A game with more
        places (a stock, a turn-up, discards, a widow, cards set aside) overrides it and adds
        them, e.g. ``return super().places() | {"stock": self.stock}``.
        """
        hands: list[int] | None = getattr(self, "hands", None)
        if hands is None:
            raise NotImplementedError(f"{type(self).__name__} must say where its cards lie")
        places = {f"hand {seat}": mask for seat, mask in enumerate(hands)}
        trick = getattr(self, "trick", None)
        places["trick"] = sum(1 << card for card in trick.cards) if trick is not None else 0
        for seat, mask in enumerate(getattr(self, "taken", ())):
            places[f"taken {seat}"] = mask
        return places

    def pack_text(self) -> list[str]:
        pack = self.game.pack
        return [str(pack[i]) for i in self.order]

    def deal_record(self) -> dict[str, Any]:
        return {
            "dealer": self.dealer,
            "pack": self.pack_text(),
            "actions": [a.text for a in self.history],
        }

    def record(self) -> dict[str, Any]:
        return {
            "format": RECORD_FORMAT,
            "game": self.game.name,
            "options": self.game.options.changes(),
            "players": self.game.player_names,
            "deals": [self.deal_record()],
        }
