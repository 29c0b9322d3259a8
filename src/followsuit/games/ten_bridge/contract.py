"""Denominations, bids and contracts of 10 Bridge (rulings T2, T4, T7).

Five denominations rank Minor < Red < Black < Major < No Trump. Each suit denomination names
two suits, the first its default (T4); Minor and Red score as minor contracts, Black and Major as
major contracts, whichever of the two suits declarer makes trumps (the text's CONTRACTS).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum, IntEnum

from followsuit.cards import Suit
from followsuit.errors import NotationError

LOVE = 0
"""The love level: a contract for five tricks."""
TOP_LEVEL = 5
"""Level 5, 'Full House': all ten tricks."""
BOOK = 5
"""Tricks a contract needs beyond its level: level L is a contract for 5 + L tricks."""


class Kind(Enum):
    """How a contract scores (the text's MINOR CONTRACT, MAJOR CONTRACT, NO TRUMP CONTRACT)."""

    MINOR = "minor"
    MAJOR = "major"
    NO_TRUMP = "no trump"


class Denomination(IntEnum):
    """The five denominations of a bid, in ascending order (T2)."""

    MINOR = 0
    RED = 1
    BLACK = 2
    MAJOR = 3
    NT = 4

    @property
    def text(self) -> str:
        return self.name

    @property
    def title(self) -> str:
        return "No Trump" if self is Denomination.NT else self.name.title()

    @property
    def suits(self) -> tuple[Suit, ...]:
        """The two suits declarer may make trumps, the default first (T4); none in NT."""
        return _SUITS[self]

    @property
    def default(self) -> Suit | None:
        """The suit that is trumps if declarer names neither of the two (T4)."""
        suits = self.suits
        return suits[0] if suits else None

    @property
    def kind(self) -> Kind:
        return _KINDS[self]

    def trump_for(self, chosen: Suit) -> Suit:
        """The trump suit when declarer sets ``chosen``: it, if one of the two, else the default."""
        default = self.default
        assert default is not None, "a No Trump contract has no trump"
        return chosen if chosen in self.suits else default

    @classmethod
    def parse(cls, text: str) -> Denomination:
        key = text.strip().upper().replace(" ", "").replace("-", "")
        try:
            return _BY_TEXT[key]
        except KeyError:
            raise NotationError(
                f"unknown denomination {text!r}: expected MINOR, RED, BLACK, MAJOR or NT"
            ) from None


_SUITS = {
    Denomination.MINOR: (Suit.CLUBS, Suit.DIAMONDS),
    Denomination.RED: (Suit.DIAMONDS, Suit.HEARTS),
    Denomination.BLACK: (Suit.SPADES, Suit.CLUBS),
    Denomination.MAJOR: (Suit.HEARTS, Suit.SPADES),
    Denomination.NT: (),
}
_KINDS = {
    Denomination.MINOR: Kind.MINOR,
    Denomination.RED: Kind.MINOR,
    Denomination.BLACK: Kind.MAJOR,
    Denomination.MAJOR: Kind.MAJOR,
    Denomination.NT: Kind.NO_TRUMP,
}
_DENOMINATIONS = len(Denomination)
_BY_TEXT = {d.name: d for d in Denomination} | {
    "MIN": Denomination.MINOR,
    "R": Denomination.RED,
    "B": Denomination.BLACK,
    "BLK": Denomination.BLACK,
    "MAJ": Denomination.MAJOR,
    "N": Denomination.NT,
    "NOTRUMP": Denomination.NT,
    "NOTRUMPS": Denomination.NT,
}

DOUBLED_TEXT = ("", "X", "XX")
"""How a contract's doubling is written on the score sheet: plain, doubled, redoubled."""


@dataclass(frozen=True, slots=True, order=True)
class Bid:
    """A bid: a level 0 ('love') to 5 and a denomination. Ordered as the auction ranks them."""

    level: int
    denomination: Denomination

    def __post_init__(self) -> None:
        if not LOVE <= self.level <= TOP_LEVEL:
            raise NotationError(f"a bid's level is 0 (love) to 5, not {self.level}")

    @property
    def rank(self) -> int:
        """0 for 0MINOR up to 29 for 5NT: a bid supersedes every bid of lower rank."""
        return self.level * _DENOMINATIONS + self.denomination

    @property
    def text(self) -> str:
        return f"{self.level}{self.denomination.text}"

    def __str__(self) -> str:
        return self.text

    @classmethod
    def parse(cls, text: str) -> Bid:
        """``2MAJOR``, ``0nt``, ``3 red``, ``love NT``, ``1B``."""
        key = text.strip().upper()
        if key.startswith("LOVE"):
            return cls(LOVE, Denomination.parse(key[4:]))
        if not key or key[0] not in "0123456789":
            raise NotationError(f"{text!r} is not a bid: write a level 0-5 and a denomination")
        return cls(int(key[0]), Denomination.parse(key[1:]))

    @classmethod
    def from_rank(cls, rank: int) -> Bid:
        """The bid of ``rank`` (the shared one of ``ALL_BIDS``: a call's bid, on the hot path)."""
        if 0 <= rank < len(ALL_BIDS):
            return ALL_BIDS[rank]
        level, denomination = divmod(rank, _DENOMINATIONS)
        return cls(level, Denomination(denomination))


ALL_BIDS: tuple[Bid, ...] = tuple(
    Bid(level, denomination)
    for level in range(LOVE, TOP_LEVEL + 1)
    for denomination in Denomination
)
"""Every bid, lowest (0MINOR) first."""


@dataclass(frozen=True, slots=True)
class Contract:
    """The final contract: the last bid, doubled (1) or redoubled (2) or not (0)."""

    bid: Bid
    doubled: int = 0

    @property
    def level(self) -> int:
        return self.bid.level

    @property
    def denomination(self) -> Denomination:
        return self.bid.denomination

    @property
    def tricks_needed(self) -> int:
        return BOOK + self.bid.level

    @property
    def is_love(self) -> bool:
        return self.bid.level == LOVE

    @property
    def text(self) -> str:
        """``2NT XX`` as on the score sheet."""
        suffix = DOUBLED_TEXT[self.doubled]
        return f"{self.bid.text} {suffix}" if suffix else self.bid.text

    def __str__(self) -> str:
        return self.text


LOVE_NO_TRUMP = Contract(Bid(LOVE, Denomination.NT))
"""The contract the dealer must play when all four pass (T2)."""
