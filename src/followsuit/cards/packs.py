"""Packs: the physical cards a game deals, copies of a face included.

A :class:`Pack` numbers its physical cards 0..n-1 so that hands can be bitmasks. Copies of one
face (several packs shuffled together, identical jokers) have different numbers but compare
equal as :class:`Card` values; a record names faces, never copies (ruling G3).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from functools import cache, cached_property
from numbers import Integral
from random import Random

from followsuit.cards.card import BIG_JOKER, JOKER, LITTLE_JOKER, TOMFOOL, Card
from followsuit.cards.suits import PLAIN_SUITS, STANDARD_RANKS, Rank, Suit
from followsuit.errors import NotationError

TAROT_SUIT_RANKS: tuple[Rank, ...] = (
    Rank.KING,
    Rank.QUEEN,
    Rank.CAVALIER,
    Rank.VALET,
    Rank.TEN,
    Rank.NINE,
    Rank.EIGHT,
    Rank.SEVEN,
)


@dataclass(frozen=True)
class Pack:
    """An ordered tuple of physical cards; index ``i`` is bit ``1 << i`` of a hand mask."""

    cards: tuple[Card, ...]
    name: str = field(default="", compare=False)

    def __len__(self) -> int:
        return len(self.cards)

    def __iter__(self) -> Iterator[Card]:
        return iter(self.cards)

    def __getitem__(self, index: int) -> Card:
        return self.cards[index]

    def __hash__(self) -> int:
        return self._hash

    @cached_property
    def _hash(self) -> int:
        """Hashed once: every deal looks its pack's card table up by it."""
        return hash(self.cards)

    @cached_property
    def faces(self) -> tuple[Card, ...]:
        """Distinct faces in pack order."""
        return tuple(dict.fromkeys(self.cards))

    @cached_property
    def counts(self) -> Counter[Card]:
        return Counter(self.cards)

    @cached_property
    def has_copies(self) -> bool:
        return len(self.faces) != len(self.cards)

    @cached_property
    def copies(self) -> dict[Card, tuple[int, ...]]:
        """Each face's physical indices, lowest first."""
        found: dict[Card, list[int]] = {}
        for index, card in enumerate(self.cards):
            found.setdefault(card, []).append(index)
        return {card: tuple(indices) for card, indices in found.items()}

    @cached_property
    def full_mask(self) -> int:
        return (1 << len(self.cards)) - 1

    def mask_of(self, predicate: object) -> int:
        """Bitmask of the physical cards for which ``predicate(card)`` is true."""
        assert callable(predicate)
        mask = 0
        for index, card in enumerate(self.cards):
            if predicate(card):
                mask |= 1 << index
        return mask

    @cached_property
    def suit_masks(self) -> dict[Suit, int]:
        return {suit: self.mask_of(lambda c, s=suit: c.suit is s) for suit in Suit}

    def cards_of(self, mask: int) -> list[Card]:
        """The faces of the physical cards in ``mask``, in pack order."""
        return [self.cards[i] for i in bits(mask)]

    def mask_from_cards(self, cards: Iterable[Card], within: int | None = None) -> int:
        """A mask holding the given faces, taking free copies from ``within`` (default: all)."""
        available = self.full_mask if within is None else within
        mask = 0
        for card in cards:
            for index in self.copies.get(card, ()):
                bit = 1 << index
                if available & bit and not mask & bit:
                    mask |= bit
                    break
            else:
                raise NotationError(f"{card} is not available here")
        return mask

    def order_from_cards(self, cards: Sequence[Card]) -> list[int]:
        """Physical indices for a pack order given as faces; it must be exactly this pack."""
        if len(cards) != len(self.cards) or Counter(cards) != self.counts:
            raise NotationError(_difference(self.counts, Counter(cards), self.name))
        next_copy: dict[Card, int] = {}
        order = []
        for card in cards:
            used = next_copy.get(card, 0)
            order.append(self.copies[card][used])
            next_copy[card] = used + 1
        return order

    def shuffled(self, rng: Random) -> list[int]:
        """A random order of the physical indices, top card first: ``rng.shuffle``'s order."""
        order = list(range(len(self.cards)))
        if type(rng) is not Random:
            rng.shuffle(order)
            return order
        # Random.shuffle's own algorithm and draws, without a method call per card.
        getrandbits = rng.getrandbits
        for i, size, width in shuffle_steps(len(order)):
            j = getrandbits(width)
            while j >= size:
                j = getrandbits(width)
            order[i], order[j] = order[j], order[i]
        return order


@cache
def shuffle_steps(size: int) -> tuple[tuple[int, int, int], ...]:
    """``Random.shuffle``'s steps over ``size`` items, worked out once: the position filled,
    how many items it is drawn from, and the bits drawn for that."""
    return tuple((i, i + 1, (i + 1).bit_length()) for i in range(size - 1, 0, -1))


def _difference(expected: Counter[Card], given: Counter[Card], name: str) -> str:
    missing = expected - given
    extra = given - expected
    parts = []
    if missing:
        parts.append("missing " + " ".join(str(c) for c in sorted(missing.elements())))
    if extra:
        parts.append("not in the pack " + " ".join(str(c) for c in sorted(extra.elements())))
    what = f"the {name} pack" if name else "the pack"
    return f"not {what}: " + "; ".join(parts)


def bits(mask: int) -> Iterator[int]:
    """The set bit positions of ``mask``, lowest first."""
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


def standard(
    *,
    ranks: Sequence[Rank] = STANDARD_RANKS,
    remove: Iterable[Card | str] = (),
    jokers: int = 0,
    distinct_jokers: bool = False,
    name: str = "",
) -> Pack:
    """A French-suited pack: the given ranks in S H D C, less ``remove``, plus jokers.

    ``jokers`` identical jokers (``JK``), or with ``distinct_jokers`` a big and a little joker
    (``BJ``, ``LJ``): the flag says which kind, the count how many, so 0 is none of either.
    A count that is no count (negative, a bool, not an integer) is a ``ValueError``.
    """
    if isinstance(jokers, bool) or not isinstance(jokers, Integral) or jokers < 0:
        raise ValueError(f"jokers must be a whole number of jokers, 0 or more, not {jokers!r}")
    jokers = int(jokers)
    removed = {c if isinstance(c, Card) else Card.parse(c) for c in remove}
    cards = [Card(s, r) for s in PLAIN_SUITS for r in ranks if Card(s, r) not in removed]
    unknown = removed - set(cards) - {Card(s, r) for s in PLAIN_SUITS for r in STANDARD_RANKS}
    if unknown:
        raise NotationError(f"cannot remove {', '.join(map(str, unknown))}: not in the pack")
    if distinct_jokers:
        if jokers not in (0, 2):
            raise NotationError(
                f"distinct jokers come as a pair, big and little: jokers=2 (or 0), not {jokers!r}"
            )
        if jokers:
            cards += [Card(Suit.JOKERS, BIG_JOKER), Card(Suit.JOKERS, LITTLE_JOKER)]
    else:
        cards += [Card(Suit.JOKERS, JOKER)] * jokers
    return Pack(tuple(cards), name or f"{len(cards)}-card")


def forty(name: str = "40-card") -> Pack:
    """A K Q J 10 9 8 7 6 5 in four suits (10 Bridge)."""
    return standard(ranks=STANDARD_RANKS[:10], name=name)


def piquet(name: str = "piquet") -> Pack:
    """The 32-card piquet pack, A K Q J 10 9 8 7 in four suits."""
    return standard(ranks=STANDARD_RANKS[:8], name=name)


def tarot(name: str = "tarot") -> Pack:
    """The 54-card tarot pack of 19: K Q C V 10 9 8 7 in four suits, trumps 1..21 and Tomfool."""
    cards = [Card(s, r) for s in PLAIN_SUITS for r in TAROT_SUIT_RANKS]
    cards += [Card(Suit.TRUMPS, n) for n in range(1, 22)]
    cards.append(Card(Suit.TRUMPS, TOMFOOL))
    return Pack(tuple(cards), name)


def combine(*packs: Pack, name: str = "") -> Pack:
    """Several packs shuffled together as one."""
    cards = tuple(c for pack in packs for c in pack.cards)
    return Pack(cards, name or "+".join(p.name for p in packs))
