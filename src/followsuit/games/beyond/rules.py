"""Beyond: options and presets (ruling B13), the pack (B1), and how a match ends."""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import cached_property
from typing import TYPE_CHECKING

from followsuit.cards import Pack, Suit, standard
from followsuit.engine import Game, Options, require
from followsuit.engine.grammar import Grammar
from followsuit.engine.sides import Sides
from followsuit.engine.tricks import Ties
from followsuit.games.beyond.carry import BeyondCarry
from followsuit.games.beyond.position import BeyondRules

if TYPE_CHECKING:
    from followsuit.engine import Match
    from followsuit.games.beyond.state import BeyondDeal

REMOVED = ("8C", "8D", "8H")
"""B1: the eights of clubs, diamonds and hearts leave the pack; three jokers come in."""
JOKERS = 3


@dataclass(frozen=True, kw_only=True)
class BeyondOptions(Options):
    """A match of Beyond (B13)."""

    deals: int = 8
    """Deals in a match: any positive multiple of 4, so that everyone deals equally often."""

    def __post_init__(self) -> None:
        require(
            isinstance(self.deals, int) and self.deals > 0 and self.deals % 4 == 0,
            f"deals must be a positive multiple of 4 (B13), not {self.deals!r}",
        )


STANDARD = BeyondOptions()
PRESETS: dict[str, BeyondOptions] = {
    "standard": STANDARD,
    "short": replace(STANDARD, deals=4),
    "long": replace(STANDARD, deals=16),
}
PRESET_NOTES = {
    "standard": "B13: a match of 8 deals, the higher total wins",
    "short": "one round of deals: 4, each player deals once",
    "long": "16 deals, each player deals four times",
}


class BeyondGame(Game, BeyondRules):
    """Four players in fixed partnerships, a downward auction, every player contracted."""

    name = "beyond"
    title = "Beyond"

    options: BeyondOptions

    @property
    def players(self) -> int:
        return 4

    @cached_property
    def pack(self) -> Pack:
        return standard(remove=REMOVED, jokers=JOKERS, name="beyond")

    @property
    def sides(self) -> Sides:
        """Partners opposite, for the whole match (G1)."""
        return Sides.partnerships()

    @property
    def ties(self) -> Ties:
        """B8: of jokers played to a joker lead, the last one wins (suit cards never tie)."""
        return Ties.LAST_WINS

    @cached_property
    def display_order(self) -> list[int]:
        """The physical cards in a hand's order for people: jokers, then spades, hearts,
        diamonds, clubs, high first."""
        return sorted(range(len(self.pack)), key=lambda i: (-self.suit_of[i], -self.rank_power[i]))

    @property
    def joker_mask(self) -> int:
        return self.suit_masks[Suit.JOKERS]

    def initial_carry(self) -> BeyondCarry:
        """The running totals of North-South and East-West."""
        return BeyondCarry()

    @cached_property
    def deal_class(self) -> type[BeyondDeal]:
        from followsuit.games.beyond.state import BeyondDeal

        return BeyondDeal

    def match_over(self, match: Match) -> bool:
        return len(match.finished) >= self.options.deals

    @cached_property
    def grammar(self) -> Grammar:
        from followsuit.games.beyond.calls import GRAMMAR

        return GRAMMAR

    def action_texts(self) -> list[str]:
        """Every action text, in a stable order: the cards, the bids, pass, raise, reraise,
        and the claims. A bid written like a card (``9S``) is listed once: the phase tells."""
        from followsuit.games.beyond.calls import BID_ACTIONS, CLAIM, PASS, RAISE, RERAISE

        texts = [str(card) for card in self.pack.faces] + [bid.text for bid in BID_ACTIONS]
        texts += [PASS.text, RAISE.text, RERAISE.text, *CLAIM.texts()]
        return list(dict.fromkeys(texts))
