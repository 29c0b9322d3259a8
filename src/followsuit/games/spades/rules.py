"""Spades: options and presets (rulings S1-S3), the pack, and how a game ends."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from functools import cached_property
from random import Random
from typing import TYPE_CHECKING, Any

from followsuit.cards import Card, Pack, Suit, standard
from followsuit.engine import Game, Options, State, View, require
from followsuit.games.spades.scoring import ScoringRules

if TYPE_CHECKING:
    from followsuit.engine import Match
    from followsuit.games.spades.state import SpadesDeal


@dataclass(frozen=True, kw_only=True)
class SpadesOptions(Options):
    """Standard Spades (S1, S2) and the variants of the text as options (S3)."""

    target: int = 500
    """The first side to reach this wins; both in one deal: the higher; a tie plays on."""
    lose_at: int | None = None
    """A side at or below this score loses (the common -200 rule); None: no such rule."""
    nil: bool = True
    nil_bonus: int = 100
    blind_nil: bool = True
    blind_nil_bonus: int = 200
    blind_nil_margin: int = 100
    """Blind nil is open only to a side behind by at least this many points."""
    bag_limit: int = 10
    bag_penalty: int = 100
    remove: tuple[str, ...] = ()
    """Cards taken out of the pack (e.g. ``("2H", "2C")`` for jokers)."""
    jokers: int = 0
    """Distinct jokers added: 0 or 2 (big ``BJ`` and little ``LJ``)."""
    high_cards: tuple[str, ...] = ()
    """Cards raised above the ace of spades, highest first; they count as spades."""

    def __post_init__(self) -> None:
        for name in ("remove", "high_cards"):
            value = getattr(self, name)
            if isinstance(value, list | str):
                parts = value.split() if isinstance(value, str) else value
                object.__setattr__(self, name, tuple(str(c).upper() for c in parts))
        require(self.target > 0, f"target must be positive, not {self.target}")
        require(
            self.lose_at is None or self.lose_at < 0,
            f"lose_at must be negative (e.g. -200), not {self.lose_at}",
        )
        require(self.jokers in (0, 2), "jokers must be 0 or 2 (big and little)")
        require(self.bag_limit >= 0 and self.bag_penalty >= 0, "bag numbers must be >= 0")
        for text in self.remove + self.high_cards:
            Card.parse(text)
        size = 52 - len(self.remove) + self.jokers
        require(size == 52, f"the pack must have 52 cards to deal 13 each, not {size}")
        jokers_named = {c for c in self.high_cards if Card.parse(c).is_joker}
        require(
            len(jokers_named) == self.jokers,
            "with jokers in the pack, high_cards must rank both (BJ and LJ)",
        )


STANDARD = SpadesOptions()
PRESETS: dict[str, SpadesOptions] = {
    "standard": STANDARD,
    "jokers-baxter": replace(
        STANDARD, remove=("2H", "2C"), jokers=2, high_cards=("BJ", "LJ", "2D", "2S")
    ),
    "jokers-redd": replace(STANDARD, remove=("2H", "2D"), jokers=2, high_cards=("BJ", "LJ", "2S")),
    "deuces-high": replace(STANDARD, high_cards=("2S", "2D", "2C", "2H")),
    "lose-at-200": replace(STANDARD, lose_at=-200),
    "no-blind-nil": replace(STANDARD, blind_nil=False),
    "no-nil": replace(STANDARD, nil=False, blind_nil=False),
}
PRESET_NOTES = {
    "standard": "S1/S2: nil, blind nil when 100 behind, 10 bags cost 100, game 500",
    "jokers-baxter": "Baxter (New York): 2H 2C out; BJ LJ 2D 2S above AS, all spades",
    "jokers-redd": "Redd: red twos out, 2C the lowest club; BJ LJ 2S above AS",
    "deuces-high": "the four twos above AS as spades, in the order 2S 2D 2C 2H",
    "lose-at-200": "a side at -200 or below loses",
    "no-blind-nil": "nil allowed, blind nil not",
    "no-nil": "every bid 1 to 13",
}


class SpadesGame(Game):
    """Four players in fixed partnerships, spades always trumps."""

    name = "spades"
    title = "Spades"

    def __init__(self, options: SpadesOptions) -> None:
        super().__init__(options)
        self.options: SpadesOptions = options
        self.scoring = ScoringRules(
            nil_bonus=options.nil_bonus,
            blind_nil_bonus=options.blind_nil_bonus,
            bag_limit=options.bag_limit,
            bag_penalty=options.bag_penalty,
        )

    @property
    def players(self) -> int:
        return 4

    @cached_property
    def pack(self) -> Pack:
        return standard(
            remove=self.options.remove,
            jokers=self.options.jokers,
            distinct_jokers=self.options.jokers > 0,
            name="spades",
        )

    @property
    def score_names(self) -> list[str]:
        return ["North-South", "East-West"]

    @cached_property
    def suit_of(self) -> list[int]:
        """Each card's suit for following: raised cards and jokers are spades."""
        high = {Card.parse(c) for c in self.options.high_cards}
        return [int(Suit.SPADES if c in high else c.suit) for c in self.pack]

    @cached_property
    def rank_power(self) -> list[int]:
        high = [Card.parse(c) for c in self.options.high_cards]
        return [14 + len(high) - high.index(c) if c in high else c.rank for c in self.pack]

    @cached_property
    def suit_masks(self) -> list[int]:
        masks = [0] * len(Suit)
        for index, suit in enumerate(self.suit_of):
            masks[suit] |= 1 << index
        return masks

    def initial_carry(self) -> SpadesCarry:
        return SpadesCarry()

    def deal_from_order(self, order: Sequence[int], dealer: int, carry: Any) -> SpadesDeal:
        from followsuit.games.spades.state import SpadesDeal

        return SpadesDeal(self, order, dealer, carry)

    def match_over(self, match: Match) -> bool:
        carry: SpadesCarry = match.carry
        totals = carry.totals
        if totals[0] == totals[1]:
            return False
        if max(totals) >= self.options.target:
            return True
        return self.options.lose_at is not None and min(totals) <= self.options.lose_at

    def sample_state(self, view: View, rng: Random) -> State:
        from followsuit.games.spades.state import sample_deal

        return sample_deal(self, view, rng)


@dataclass(frozen=True)
class SpadesCarry:
    """What a Spades match carries from deal to deal: each side's score and its bags."""

    totals: tuple[int, int] = (0, 0)
    bags: tuple[int, int] = (0, 0)
