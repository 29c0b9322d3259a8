"""A deal of Beyond as the pieces round it read it, stated below them all so that each reads
one way (rules → state → view): the game as a deal reads it (:class:`BeyondRules`, which
:class:`~followsuit.games.beyond.rules.BeyondGame` is) and a position as its view reads it
(:class:`BeyondPosition`, which :class:`~followsuit.games.beyond.state.BeyondDeal` is)."""

from __future__ import annotations

from abc import abstractmethod
from typing import Protocol

from followsuit.engine.state import GameRules
from followsuit.engine.trickplay import TrickPlay
from followsuit.engine.tricks import TrickRules
from followsuit.games.beyond.calls import Auction


class BeyondRules(GameRules, Protocol):
    """The game as a deal of Beyond reads it: the trick rules, the jokers (B8, B9) and the
    order hands are shown in."""

    @property
    def trick_rules(self) -> TrickRules: ...

    @property
    def joker_mask(self) -> int:
        """The three jokers (a mask of physical cards)."""
        ...

    @property
    def display_order(self) -> list[int]:
        """The physical cards in a hand's order for people."""
        ...


class BeyondPosition(TrickPlay):
    """A position in a deal of Beyond as its view reads it: the auction, the contracts, the
    blocking rule's flag (B9) and the hands in the game's display order."""

    game: BeyondRules
    auction: Auction
    contracts: list[int | None]
    """Each player's exact contract: declarer's level, then the claims (B6)."""
    joker_led: bool
    """Whether a joker was led to the last trick (B9's block on the next lead)."""

    @property
    @abstractmethod
    def declarer(self) -> int | None:
        """The last bidder, once the auction is over (None before, and in a pass round)."""

    @property
    @abstractmethod
    def contract(self) -> int | None:
        """The rank of the final bid (None during the auction and in a pass round)."""

    @abstractmethod
    def forbidden_claim(self) -> int | None:
        """B6: the claim the last claimer may not make (the one totalling 13), if any."""

    @abstractmethod
    def sorted_cards(self, mask: int) -> list[str]:
        """A hand for people, in the game's display order."""
