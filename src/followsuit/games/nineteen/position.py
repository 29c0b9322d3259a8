"""A deal of 19 as the pieces round it read it, stated below them all so that each reads one
way (rules → state → steps, scorer, view): the game as a deal reads it (:class:`NineteenRules`,
which :class:`~followsuit.games.nineteen.rules.NineteenGame` is) and a position as its steps,
its scorer and its view read it (:class:`NineteenPosition`, which
:class:`~followsuit.games.nineteen.state.NineteenDeal` is)."""

from __future__ import annotations

from abc import abstractmethod
from collections.abc import Sequence
from typing import Protocol

from followsuit.engine import Action
from followsuit.engine.auction import Auction
from followsuit.engine.grammar import Grammar
from followsuit.engine.sides import Sides
from followsuit.engine.state import GameRules
from followsuit.engine.stock import Stock
from followsuit.engine.trickplay import TrickPlay
from followsuit.engine.tricks import TrickRules
from followsuit.games.nineteen.cards import Masks
from followsuit.games.nineteen.options import NineteenOptions


class NineteenRules(GameRules, Protocol):
    """The game as a deal of 19 reads it: its options, the live seats and the dummies (N9),
    its action grammar and its trick rules."""

    options: NineteenOptions

    @property
    def live(self) -> tuple[int, ...]: ...

    @property
    def dummies(self) -> tuple[int, ...]: ...

    @property
    def grammar(self) -> Grammar: ...

    @property
    def trick_rules(self) -> TrickRules: ...


class NineteenPosition(TrickPlay):
    """A position in a deal of 19 as its steps, its scorer and its view read it: the auction
    and the bid, the stock, the discards, the call, the declarations and contras, who plays
    each dummy; and the moves the steps make (N2-N9)."""

    game: NineteenRules
    cards: Masks
    """The pack's masks (trumps, kings, honours ...) and the cards' points."""
    live: tuple[int, ...]
    auction: Auction | None
    """The auction (None for two players, who have none)."""
    bid: int | None
    declarer: int | None
    level: int
    stock: Stock
    drew: list[int]
    """The stock cards each seat took into its hand."""
    discards: list[int]
    called: int | None
    """The called trump's number (N4), once called."""
    partner: int | None
    sides: Sides | None
    declarations: list[tuple[int, tuple[str, ...], tuple[int, ...]]]
    """(seat, names, each holding's points) of each ``declare``."""
    contras: dict[str, int]
    """Item (``bid``, ``sparrow``, ``slam``) -> the seat that contra'd it."""
    exposed: list[int]
    controllers: list[int]
    """Who plays each hand: a dummy's player (N9), else the hand's own seat."""

    @abstractmethod
    def partnership_draws(self) -> None:
        """N4: the stock cards to declarer, the player opposite and the one on the left."""

    @abstractmethod
    def start_preference(self) -> None:
        """N5: the stock split into groups; declarer looks at the first."""

    @abstractmethod
    def take_group(self, number: int) -> None:
        """N5: declarer takes the group ``number`` into the hand."""

    @abstractmethod
    def discard_options(self, seat: int) -> int:
        """The cards ``seat`` may discard now (N4)."""

    @abstractmethod
    def discard(self, seat: int, card: int) -> None:
        """One card to ``seat``'s discards."""

    @abstractmethod
    def after_discards(self) -> None:
        """The call (N4), or declarer alone against the rest (any other bid)."""

    @abstractmethod
    def declaration_refusal(self, seat: int, names: Sequence[str]) -> str | None:
        """None if ``seat`` may declare ``names``, else why not (N6)."""

    @abstractmethod
    def declare(self, seat: int, names: tuple[str, ...]) -> None:
        """``seat`` declares ``names``, each holding scored as held now (N6)."""

    @abstractmethod
    def contra_options(self, seat: int) -> list[str]:
        """The items ``seat`` may contra (N6)."""

    @abstractmethod
    def expose_dummy(self) -> None:
        """N9, three players: the dummy exposed after the declarations, its player settled
        when the call says who it is."""

    @abstractmethod
    def volunteer(self, seat: int) -> None:
        """N9: ``seat`` plays the dummy."""

    @abstractmethod
    def play(self, hand: int, action: Action) -> None:
        """A card from ``hand``, played by its controller (N7, N9)."""
