"""The pieces views are built from cheaply: read-only containers, card texts by table, and a
deal's memo of the pieces that change seldom.

A view is rebuilt at every call (``followsuit bench``'s view path asks one before every
action), so what does not change between two calls is kept: read-only pieces (``FrozenList``,
``FrozenDict``) that every view of the deal shares, since no holder can change them, and the
last value of a piece with the key it was built from (``view_memo``). A memo belongs to one
deal and lineage of positions: a clone starts its own.
"""

from __future__ import annotations

import copy
from bisect import bisect_left
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from functools import lru_cache
from typing import Any, NoReturn, TypeVar

T = TypeVar("T")
E = TypeVar("E")
K = TypeVar("K")
V = TypeVar("V")

READ_ONLY = "a view's shared pieces are read-only: copy it (list(...), dict(...)) to change it"


def _refuse(self: object, *args: object, **kwargs: object) -> NoReturn:
    raise TypeError(READ_ONLY)


class FrozenList(list[T]):
    """A list no holder may change, shared by views: JSON, equality and ``isinstance`` see a
    list; ``copy``, ``deepcopy`` and pickle give a plain one."""

    __slots__ = ()

    append = extend = insert = pop = remove = clear = sort = reverse = _refuse
    __setitem__ = __delitem__ = __iadd__ = __imul__ = _refuse

    def __reduce__(self) -> tuple[Any, ...]:
        return (list, (list(self),))

    def __copy__(self) -> list[T]:
        return list(self)

    def __deepcopy__(self, memo: dict[int, Any]) -> list[T]:
        return [copy.deepcopy(item, memo) for item in self]


class FrozenDict(dict[K, V]):
    """A dict no holder may change, shared by views: JSON, equality and ``isinstance`` see a
    dict; ``copy``, ``deepcopy`` and pickle give a plain one."""

    __slots__ = ()

    clear = pop = popitem = setdefault = update = _refuse
    __setitem__ = __delitem__ = __ior__ = _refuse

    def __reduce__(self) -> tuple[Any, ...]:
        return (dict, (dict(self),))

    def __copy__(self) -> dict[K, V]:
        return dict(self)

    def __deepcopy__(self, memo: dict[int, Any]) -> dict[K, V]:
        return {key: copy.deepcopy(value, memo) for key, value in self.items()}


def freeze(value: Any) -> Any:
    """``value`` with every list and dict in it made read-only (the same JSON)."""
    kind = type(value)
    if kind is dict:
        if _CONTAINERS.isdisjoint(map(type, value.values())):  # nothing in it to freeze
            return FrozenDict(value)
        return FrozenDict({k: freeze(v) if type(v) in _CONTAINERS else v for k, v in value.items()})
    if kind is list or kind is tuple:
        if _CONTAINERS.isdisjoint(map(type, value)):
            return FrozenList(value)
        return FrozenList([freeze(v) if type(v) in _CONTAINERS else v for v in value])
    if kind is FrozenDict or kind is FrozenList or not isinstance(value, dict | list | tuple):
        return value
    return freeze(dict(value) if isinstance(value, dict) else list(value))


_CONTAINERS = frozenset({dict, list, tuple})
"""The types ``freeze`` makes read-only copies of (others it keeps as they are)."""


# -- card texts by table ----------------------------------------------------------------------

CHUNK = 8
"""Cards looked up at a time: one table of 256 entries per 8 cards of the pack."""


class CardTexts:
    """The texts of the cards of a mask in one fixed order (pack order, or a hand's display
    order), looked up 8 cards at a time instead of card by card. Shared by every deal of the
    pack (``card_texts``)."""

    __slots__ = ("card_text", "chunks", "permute", "place", "spots", "texts")

    def __init__(self, texts: Sequence[str], order: Sequence[int] | None = None) -> None:
        size = len(texts)
        if order is None:
            order = range(size)
        assert sorted(order) == list(range(size)), "the order must hold every card once"
        ordered = [texts[card] for card in order]
        self.card_text = list(texts)
        """Each card's text, by its index in the pack."""
        self.place = [0] * size
        """Each card's place in the order, by its index in the pack."""
        for place, card in enumerate(order):
            self.place[card] = place
        self.texts = [
            [tuple(ordered[base + i] for i in _bits_of(value, base, size)) for value in range(256)]
            for base in range(0, size, CHUNK)
        ]
        """Per chunk of the ordered positions, each byte's texts in order."""
        self.spots = [
            [tuple(base + i for i in _bits_of(value, base, size)) for value in range(256)]
            for base in range(0, size, CHUNK)
        ]
        """Per chunk of the ordered positions, each byte's positions (``kept_in``'s places)."""
        self.chunks = list(zip(self.texts, self.spots, strict=True))
        """Per chunk, its ``texts`` and ``spots``."""
        self.permute: list[list[int]] | None = None
        """Per chunk of the pack, each byte's cards as a mask of ordered positions (None: the
        order is the pack's)."""
        if list(order) != list(range(size)):
            position = self.place
            self.permute = [
                [
                    sum(1 << position[base + i] for i in _bits_of(value, base, size))
                    for value in range(256)
                ]
                for base in range(0, size, CHUNK)
            ]

    def __call__(self, mask: int) -> list[str]:
        """A new list of the texts of ``mask``'s cards, in this table's order."""
        if self.permute is not None:
            mask = self.ordered(mask)
        result: list[str] = []
        for chunk_texts in self.texts:
            if not mask:
                break
            result += chunk_texts[mask & 255]
            mask >>= CHUNK
        return result

    def ordered(self, mask: int) -> int:
        """``mask`` with each card's bit moved to its place in the order."""
        permute = self.permute
        if permute is None:
            return mask
        ordered = 0
        for chunk in permute:
            if not mask:
                break
            ordered |= chunk[mask & 255]
            mask >>= CHUNK
        return ordered

    def kept(self, slots: dict[Any, Any], name: object, mask: int) -> list[str]:
        """The texts of ``mask``'s cards, read-only, kept under ``name`` in a view memo
        (``kept_in``)."""
        held = slots.get(name)
        if held is None:
            held = slots[name] = self.holder()
        return self.kept_in(held, mask)

    @staticmethod
    def holder() -> list[Any]:
        """A new holder for ``kept_in``: no mask asked yet."""
        return [-1, [], NO_TEXTS, []]

    def kept_in(self, held: list[Any], mask: int) -> list[str]:
        """The texts of ``mask``'s cards, read-only, kept in ``held`` (``holder``) for the
        last mask asked: the same list while the mask stays; one card come or gone makes a
        new one with it put in at its place or taken out (a hand loses a card, the cards
        played gain one); any other change looks the texts up anew.

        ``held`` is [the mask, the places in the order of its cards (ascending), its texts
        read-only, the same texts in a plain list]: the two lists are changed in place, and
        a plain list is the quicker to copy."""
        old = held[0]
        if old == mask:
            return held[2]  # type: ignore[no-any-return]
        change = old ^ mask
        if old >= 0 and not change & (change - 1):
            card = change.bit_length() - 1
            spot = self.place[card]
            places: list[int] = held[1]
            items: list[str] = held[3]
            at = bisect_left(places, spot)
            if old & change:
                del places[at]
                del items[at]
            else:
                places.insert(at, spot)
                items.insert(at, self.card_text[card])
        else:
            items = held[3] = []
            places = held[1] = []
            ordered = self.ordered(mask)
            for chunk_texts, chunk_spots in self.chunks:
                if not ordered:
                    break
                items += chunk_texts[ordered & 255]
                places += chunk_spots[ordered & 255]
                ordered >>= CHUNK
        texts: list[str] = FrozenList(items)
        held[0] = mask
        held[2] = texts
        return texts


NO_TEXTS: list[str] = FrozenList()
"""No card's texts (a new holder's), shared."""


def _bits_of(value: int, base: int, size: int) -> list[int]:
    """The set bits of a chunk's byte that fall inside a pack of ``size`` cards."""
    return [i for i in range(CHUNK) if value >> i & 1 and base + i < size]


@lru_cache(maxsize=128)
def card_texts(texts: tuple[str, ...], order: tuple[int, ...] | None = None) -> CardTexts:
    """The shared table of a pack's texts in ``order`` (None: pack order)."""
    return CardTexts(texts, order)


_PACK_TEXTS: dict[int, tuple[Sequence[str], CardTexts]] = {}
"""id of a pack's texts -> (the texts, their table in pack order)."""


def pack_texts(texts: Sequence[str]) -> CardTexts:
    """The table of ``texts`` in pack order, for texts kept for good (a pack's card table):
    found by identity, without hashing them."""
    held = _PACK_TEXTS.get(id(texts))
    if held is None or held[0] is not texts:
        held = _PACK_TEXTS[id(texts)] = (texts, card_texts(tuple(texts)))
    return held[1]


def display_order(size: int, key: Callable[[int], Any]) -> tuple[int, ...]:
    """The cards ``0 .. size-1`` sorted by ``key`` (ties in pack order): the display order a
    hand sorted by that key shows, whichever cards it holds."""
    return tuple(sorted(range(size), key=key))


# -- a deal's memo -------------------------------------------------------------------------------


class ViewMemo:
    """Pieces of a deal's views kept between calls: name -> (key, value).

    It belongs to the deal whose ``history`` list it names: a deal changes only by taking
    actions, each added to that list, so a piece keyed by anything that identifies its inputs
    within this one line of play (even ``len(history)``) is right; a clone has a new history
    list, so it starts a memo of its own and never shares one it could disagree with.
    """

    __slots__ = ("core", "history", "slots")

    def __init__(self, history: list[Any]) -> None:
        self.history = history
        self.slots: dict[Any, Any] = {}
        self.core: Any = None
        """The core's kept pieces (``views.KeptCore``), once a view has been built."""


_FROM_SCRATCH = [False]
"""While true (``views_from_scratch``), views keep nothing and build every piece anew."""


def view_memo(deal: Any) -> dict[Any, Any] | None:
    """The memo of ``deal``'s views (a dict to keep pieces in), or None to build from scratch."""
    if _FROM_SCRATCH[0]:
        return None
    memo: ViewMemo | None = deal.__dict__.get("_view_memo")
    history = deal.history
    if memo is None or memo.history is not history:
        memo = deal._view_memo = ViewMemo(history)
    return memo.slots


def kept(slots: dict[Any, Any] | None, name: object, key: object, make: Callable[[], T]) -> T:
    """``make()``, read-only, kept in a deal's view memo (``view_memo``) under ``name`` while
    ``key`` (what it is made from) stays equal: made anew, once, when the key changes; made
    plain when views are built from scratch (``slots`` None)."""
    if slots is None:
        return make()
    held = slots.get(name)
    if held is None or held[0] != key:
        held = slots[name] = (key, freeze(make()))
    value: T = held[1]
    return value


def grown(
    slots: dict[Any, Any] | None, name: object, source: Sequence[E], entry: Callable[[E], T]
) -> list[T]:
    """``[entry(item) for item in source]`` for a list that only grows through the deal (its
    items never change once added), kept read-only under ``name`` in a deal's view memo: only
    the new items' entries are made, added to a copy; made plain when views are built from
    scratch (``slots`` None)."""
    if slots is None:
        return [entry(item) for item in source]
    held = slots.get(name)
    if held is None or held[0] > len(source):
        held = slots[name] = [0, FrozenList()]
    done, entries = held
    if done < len(source):
        entries = held[1] = FrozenList(entries + [freeze(entry(item)) for item in source[done:]])
        held[0] = len(source)
    return entries  # type: ignore[no-any-return]


@contextmanager
def views_from_scratch() -> Iterator[None]:
    """Build views with nothing kept, the way the oracle of the kept pieces does (tests)."""
    before = _FROM_SCRATCH[0]
    _FROM_SCRATCH[0] = True
    try:
        yield
    finally:
        _FROM_SCRATCH[0] = before
