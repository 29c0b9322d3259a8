"""A deal of Oh Hell as the pieces round it read it, stated below them all so that each reads
one way (rules → state → view): the game as a deal reads it (:class:`OhHellRules`, which
:class:`~followsuit.games.oh_hell.rules.OhHellGame` is) and a position as its view reads it
(:class:`OhHellPosition`, which :class:`~followsuit.games.oh_hell.state.OhHellDeal` is)."""

from __future__ import annotations

from abc import abstractmethod
from typing import Any, Protocol

from followsuit.cards import Card, Suit
from followsuit.engine.grammar import Grammar
from followsuit.engine.state import GameRules
from followsuit.engine.trickplay import TrickPlay
from followsuit.engine.tricks import TrickRules
from followsuit.games.oh_hell.options import OhHellOptions
from followsuit.games.oh_hell.seen import OhHellSeen


class OhHellRules(GameRules, Protocol):
    """The game as a deal of Oh Hell reads it: its options, the schedule of hand sizes and
    what each deal's number makes of it (its size, its trump, a forehead deal), the trick
    rules, the action grammar, the pack's make-up and the hand's display order."""

    options: OhHellOptions

    @property
    def hand_sizes(self) -> tuple[int, ...]:
        """The hand size of every deal of the match, in order."""
        ...

    @property
    def trick_rules(self) -> TrickRules: ...

    @property
    def grammar(self) -> Grammar: ...

    @property
    def display_keys(self) -> list[int]:
        """Each physical card's place in a shown hand."""
        ...

    @property
    def display_keys_ascend(self) -> bool:
        """Whether the pack's own order is already the shown order."""
        ...

    @property
    def make_up(self) -> dict[str, Any]:
        """What the pack holds, for the views."""
        ...

    def hand_size(self, deal_index: int) -> int: ...

    def is_forehead(self, deal_index: int) -> bool:
        """Whether this deal is played with the cards on the players' foreheads."""
        ...

    def turns_up(self, deal_index: int) -> bool:
        """Whether a card is turned up after this deal (if any card is left)."""
        ...

    def trump_of(self, deal_index: int, turn_up: Card | None) -> Suit | None:
        """The trump suit of a deal (None: no trumps)."""
        ...


class OhHellPosition(TrickPlay):
    """A position in a deal of Oh Hell as its view reads it: the deal's number and hand size,
    the turn-up and the stock, the bids (and the bids changed from), the forehead deal's
    cards and the jokers called in the trick; the hand's display order."""

    game: OhHellRules
    deal_index: int
    """The deal's place in the match's schedule, from 0."""
    hand_size: int
    stock: int
    """The undealt cards, face down (a mask)."""
    bids: list[int | None]
    changed_from: list[int | None]
    """Each bid as first made, for a bidder who changed it (``bid_changes``)."""
    forehead: bool
    """The deal is played with each card on its holder's forehead."""
    display_keys: list[int]
    display_keys_ascend: bool
    joker_calls: list[tuple[int, int, bool]]
    """Atkinson jokers in the trick being played: (seat, physical card, called high)."""

    @property
    @abstractmethod
    def trump_text(self) -> str | None:
        """The trump suit's symbol (None: no trumps)."""

    @property
    @abstractmethod
    def turn_up_text(self) -> str | None:
        """The card turned up, if any."""

    @abstractmethod
    def forbidden_bid(self, seat: int) -> int | None:
        """The bid the hook rule refuses ``seat`` now."""

    @abstractmethod
    def sorted_cards(self, mask: int) -> list[str]:
        """The cards of ``mask`` in the order a hand is shown."""

    @abstractmethod
    def seen_by(self, seat: int | None) -> OhHellSeen:
        """What ``seat`` is shown beside the hands and the play (the same for every seat)."""

    @abstractmethod
    def foreheads(self, seat: int | None) -> list[str | None] | None:
        """In a forehead deal, the card each other player still holds up (None: not seen)."""
