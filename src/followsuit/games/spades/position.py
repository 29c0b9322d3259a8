"""A deal of Spades as the pieces round it read it, stated below them all so that each reads
one way (rules → state → steps, bidding, view): the game as a deal reads it
(:class:`SpadesRules`, which :class:`~followsuit.games.spades.rules.SpadesGame` is) and a
position as the phases' steps, the bidding and the view read it (:class:`SpadesPosition`,
which :class:`~followsuit.games.spades.state.SpadesDeal` is)."""

from __future__ import annotations

from abc import abstractmethod
from typing import Protocol

from followsuit.cards import Card
from followsuit.engine import Action
from followsuit.engine.grammar import Grammar
from followsuit.engine.state import GameRules
from followsuit.engine.trickplay import TrickPlay
from followsuit.engine.tricks import TrickRules
from followsuit.games.spades.carry import SpadesCarry
from followsuit.games.spades.options import SpadesOptions
from followsuit.games.spades.phases import Phase
from followsuit.games.spades.seen import SpadesSeen


class SpadesRules(GameRules, Protocol):
    """The game as a deal of Spades reads it: its options, the cards' texts, the trick rules,
    the phases its options ask for and the action grammar."""

    options: SpadesOptions

    @property
    def card_texts(self) -> list[str]:
        """Each physical card's text, by index."""
        ...

    @property
    def trick_rules(self) -> TrickRules: ...

    @property
    def order_of_play(self) -> tuple[Phase, ...]:
        """The phases of a deal that the options ask for, in the order they run."""
        ...

    @property
    def grammar(self) -> Grammar: ...


class SpadesPosition(TrickPlay):
    """A position in a deal of Spades as the phases' steps, the bidding and the view read it:
    the cards left over and where they went, the bids and tells, who has looked, the cards
    moved face down and what each seat knows of them; and the deal's helpers they call."""

    game: SpadesRules
    phase: Phase
    turned: list[int]
    """The French cut's four face-up cards, in the order turned."""
    leftover: list[int]
    """The cards left over after the deal, in order."""
    extra: int
    """Cards left over and in no hand: not yet given out, Mitchell's before they are taken,
    or the widow."""
    extra_holder: int | None
    """The seat the cards left over went to."""
    bids: list[int | None]
    team_bids: list[int | None]
    blind: list[bool]
    """Per side: its team bid was blind."""
    came_out: list[bool]
    """Per side: after a blind bid, partner came out to 10."""
    tells: list[tuple[int, int] | None]
    """Per seat: the tell of team bidding (books, possibles)."""
    looked: list[bool]
    """Per seat: it has looked at its cards (G4)."""
    blind_nil_seat: int | None
    shown: int
    """Cards whose place everyone knows (the French cut's, the 2C that drew the extra cards)
    until their holder passes, gives or discards."""
    located: list[int]
    """Cards each seat knows its partner holds (cards it gave, until partner discards)."""
    passing: list[int]
    """Per seat: the cards it passes to partner."""
    discards: list[int]
    """Per seat: the cards it discarded face down."""
    to_discard: list[int]
    """Per seat: how many cards it has still to discard."""

    @property
    @abstractmethod
    def carry_state(self) -> SpadesCarry:
        """What the deal carries from the deals before it (totals, bags)."""

    @property
    @abstractmethod
    def bidding_this_deal(self) -> bool:
        """False for the first deal of a game under ``first_deal_no_bidding``."""

    @property
    @abstractmethod
    def spades_broken(self) -> bool:
        """S2: a spade has been played to the lead of another suit."""

    @abstractmethod
    def may_bid_blind(self, seat: int) -> bool:
        """Blind nil (or a blind team bid) is open to a side behind by the margin (S1)."""

    @abstractmethod
    def looked_unless_blind(self) -> list[bool]:
        """Who has looked at the cards when they are given out: every seat but those of a
        side that may bid blind."""

    @abstractmethod
    def note(
        self, seat: int, kind: str, action: Action, public: str | None = None, audience: int = 0
    ) -> None:
        """Log an action; a secret one shows ``public`` to everyone outside ``audience``."""

    @abstractmethod
    def hide_shown(self, seat: int) -> None:
        """Cards moved face down: nobody else knows any more where ``seat``'s shown cards
        are."""

    @abstractmethod
    def sorted_cards(self, mask: int) -> list[str]:
        """A hand for people: by suit, then power, highest first."""

    @abstractmethod
    def seen_by(self, seat: int | None) -> SpadesSeen:
        """What ``seat`` (None: a spectator) is shown beside the hands and the play."""

    @abstractmethod
    def names(self, mask: int) -> list[str]:
        """The card texts of ``mask`` in pack order."""

    @abstractmethod
    def card_index(self, card: Card) -> int:
        """The physical card of ``card`` (a pack without copies)."""
